// cases: the CFOP case library (F2L, OLL, PLL and the 2-look sets) as the learn mode reads it.
#include <iostream>

#include "cli/command.hpp"
#include "core/json/cases_json.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/study/case_trainer.hpp"

namespace cubelab::cli {
namespace {

struct CaseArgs {
  CaseRef ref;
  int slot = 0;
};
Result<CaseArgs> case_args(tables::TableCache& cache, const Args& args) {
  auto name = args.get("case");
  if (!name) return Error{"--check and --mirrors need --case NAME, as in --case \"PLL T\"", 0};
  auto ref = case_named(cache, *name, args.get("set").value_or(""));
  if (!ref) return ref.error();
  int slot = 0;
  if (auto text = args.get("slot")) {
    auto s = slot_named(*text);
    if (!s) return s.error();
    slot = s.value();
  }
  return CaseArgs{ref.value(), ref.value().set == CaseSet::F2L ? slot : 0};
}

// --check --case C --alg A: the learner's algorithm accepted with its AUFs and counts, or refused
// (exit 2) with the reason.
int run_check(const Args& args, Io& io) {
  tables::TableCache cache;
  auto c = case_args(cache, args);
  if (!c) return report_error(args, io, c.error());
  auto alg = args.get("alg");
  if (!alg) return report_error(args, io, Error{"--check needs --alg \"ALG\"", 0});
  auto check = check_case_algorithm(cache, c.value().ref, c.value().slot, *alg);
  if (!check) return report_error(args, io, check.error());
  const Json out = case_check_json(case_info(cache, c.value().ref), c.value().slot, check.value());
  if (args.json()) {
    print_json(io, out);
  } else {
    io.out << "ok: " << out["algorithm"].get<std::string>() << "  (AUF before: '" << out["auf"].get<std::string>()
           << "', after: '" << out["finalAuf"].get<std::string>() << "')  HTM " << check.value().htm << "  QTM "
           << check.value().qtm << "  STM " << check.value().stm << '\n';
  }
  return kExitOk;
}

// --mirrors --case C [--slot S]: left-handed algorithms (mirror images of the library's).
int run_mirrors(const Args& args, Io& io) {
  tables::TableCache cache;
  auto c = case_args(cache, args);
  if (!c) return report_error(args, io, c.error());
  const std::vector<MirrorAlgorithm> mirrors = mirror_algorithms(cache, c.value().ref, c.value().slot);
  if (args.json()) {
    print_json(io, case_mirrors_json(case_info(cache, c.value().ref), c.value().slot, mirrors));
    return kExitOk;
  }
  for (const MirrorAlgorithm& m : mirrors) io.out << m.algorithm << "   (mirror of " << m.from << ")\n";
  return kExitOk;
}

int run_cases(const Args& args, Io& io) {
  if (args.has("check")) return run_check(args, io);
  if (args.has("mirrors")) return run_mirrors(args, io);
  const std::string set = args.get("set").value_or("");
  tables::TableCache cache;
  auto cases = case_library(cache, set);
  if (!cases) return report_error(args, io, cases.error());
  if (args.json()) {
    print_json(io, case_library_json(cases.value()));
    return kExitOk;
  }
  for (const CaseInfo& info : cases.value()) {
    io.out << info.name << "  [" << info.group << "]  p=" << info.probability << "  " << to_facelet_string(info.state)
           << '\n';
    for (std::size_t i = 0; i < info.algorithms.size(); ++i)
      io.out << "    " << info.algorithms[i] << (info.aufs[i].empty() ? "" : "  (then " + info.aufs[i] + ")") << '\n';
  }
  return kExitOk;
}

const RegisterCommand cases_command(
    "cases",
    "cases [--set F2L|OLL|PLL|OLL-EDGES|OLL-CORNERS|PLL-CORNERS|PLL-EDGES] [--json]   the case library;\n"
    "      --check --case \"PLL T\" --alg \"ALG\" [--slot FR|FL|BL|BR]: does ALG do the case's step (AUFs, counts);\n"
    "      --mirrors --case NAME [--slot S]: left-handed (mirrored) algorithms for the case",
    run_cases);

}  // namespace
}  // namespace cubelab::cli
