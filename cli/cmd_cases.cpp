// cases: the CFOP case library (F2L, OLL, PLL and the 2-look sets) as the learn mode reads it.
#include <iostream>

#include "cli/command.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/study/case_trainer.hpp"

namespace cubelab::cli {
namespace {

Json case_json(const CaseInfo& info) {
  Json algorithms = Json::array(), aufs = Json::array();
  for (const std::string& a : info.algorithms) algorithms.push_back(a);
  for (const std::string& a : info.aufs) aufs.push_back(a);
  return Json{{"set", case_set_name(info.set)},
              {"name", info.name},
              {"group", info.group},
              {"probability", info.probability},
              {"facelets", to_facelet_string(info.state)},
              {"algorithms", algorithms},
              {"aufs", aufs}};
}

// The fields shared by an accepted algorithm and a mirror: {algorithm, auf, finalAuf, htm, qtm, stm}.
Json check_json(const std::string& algorithm, const AlgorithmCheck& check) {
  return Json{{"algorithm", algorithm},
              {"auf", format_alg(u_turns(check.auf))},
              {"finalAuf", format_alg(u_turns(check.final_auf))},
              {"htm", check.htm},
              {"qtm", check.qtm},
              {"stm", check.stm}};
}

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

Json case_head_json(tables::TableCache& cache, const CaseArgs& c) {
  return Json{{"case", case_info(cache, c.ref).name},
              {"set", case_set_name(c.ref.set)},
              {"slot", c.ref.set == CaseSet::F2L ? Json(slot_name(c.slot)) : Json(nullptr)}};
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
  Json out = case_head_json(cache, c.value());
  out.update(check_json(format_alg(check.value().moves), check.value()));
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
  Json list = Json::array();
  for (const MirrorAlgorithm& m : mirror_algorithms(cache, c.value().ref, c.value().slot)) {
    Json item = check_json(m.algorithm, m.check);
    item["from"] = m.from;
    list.push_back(item);
    if (!args.json()) io.out << m.algorithm << "   (mirror of " << m.from << ")\n";
  }
  Json out = case_head_json(cache, c.value());
  out["mirrors"] = list;
  if (args.json()) print_json(io, out);
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
    Json out = Json::array();
    for (const CaseInfo& info : cases.value()) out.push_back(case_json(info));
    print_json(io, out);
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
