// scramble: WCA-style random-state scrambles from a seed; case scrambles for a trainer (a random
// state of one CFOP case, --case or --set) and easy-cross scrambles (--cross N).
#include <iostream>

#include "cli/command.hpp"
#include "core/json/trainer_json.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_scramble.hpp"
#include "core/study/case_trainer.hpp"
#include "core/study/cross_practice.hpp"

namespace cubelab::cli {
namespace {

// --case NAME or --set SET [--uniform], --slot FR|FL|BL|BR (F2L).
Result<CaseScrambleSpec> case_spec(const Args& args) {
  CaseScrambleSpec spec;
  spec.case_name = args.get("case").value_or("");
  spec.set = args.get("set").value_or("");
  spec.uniform = args.has("uniform");
  if (spec.case_name.empty() && spec.set.empty()) return Error{"--case needs a case name, as in --case \"PLL T\"", 0};
  if (auto slot = args.get("slot")) {
    auto s = slot_named(*slot);
    if (!s) return s.error();
    spec.slot = s.value();
  }
  return spec;
}

// The case specs to scramble: the one of --case or --set, or with --each every case of --set.
Result<std::vector<CaseScrambleSpec>> case_specs(tables::TableCache& cache, const Args& args) {
  auto spec = case_spec(args);
  if (!spec) return spec.error();
  if (!args.has("each")) return std::vector<CaseScrambleSpec>{spec.value()};
  if (args.has("case") || !args.has("set")) return Error{"--each needs --set SET and no --case", 0};
  auto set = case_set_named(spec.value().set);
  if (!set) return set.error();
  std::vector<CaseScrambleSpec> specs;
  for (const CaseInfo& info : case_infos(cache, set.value())) {
    CaseScrambleSpec one = spec.value();
    one.case_name = info.name;
    specs.push_back(one);
  }
  return specs;
}

int run_case_scrambles(const Args& args, Io& io, uint64_t seed, long long count) {
  tables::TableCache cache;
  auto specs = case_specs(cache, args);
  if (!specs) return report_error(args, io, specs.error());
  Json list = Json::array();
  for (const CaseScrambleSpec& spec : specs.value())
    for (long long i = 0; i < count; ++i) {
      auto c = case_scramble(cache, spec, seed, static_cast<uint64_t>(i));
      if (!c) return report_error(args, io, c.error());
      const CaseScramble& s = c.value();
      if (args.json()) {
        list.push_back(case_scramble_item_json(static_cast<uint64_t>(i), s, case_info(cache, s.ref)));
      } else {
        io.out << format_alg(s.moves) << "   (" << case_info(cache, s.ref).name
               << (s.ref.set == CaseSet::F2L ? std::string(" in ") + slot_name(s.slot) : "") << ")\n";
      }
    }
  if (args.json()) print_json(io, scrambles_json(seed, std::move(list)));
  return kExitOk;
}

int run_scramble(const Args& args, Io& io) {
  auto seed = int_option(args, "seed", 0, 0, 1LL << 62);
  if (!seed) return report_error(args, io, seed.error());
  if (!args.has("seed")) return report_error(args, io, Error{"scramble needs --seed S", 0});
  auto count = int_option(args, "count", 1, 1, 100000);
  if (!count) return report_error(args, io, count.error());
  const uint64_t s = static_cast<uint64_t>(seed.value());
  if (args.has("case") || args.has("set")) return run_case_scrambles(args, io, s, count.value());
  auto cross = int_option(args, "cross", 0, kMinEasyCross, kMaxEasyCross);
  if (!cross) return report_error(args, io, cross.error());
  tables::TableCache cache;
  const tables::TwoPhaseTables& tables = two_phase_tables(cache);
  Json list = Json::array();
  for (long long i = 0; i < count.value(); ++i) {
    auto r = args.has("cross")
                 ? easy_cross_scramble(static_cast<int>(cross.value()), s, static_cast<uint64_t>(i), cache)
                 : random_state_scramble(s, static_cast<uint64_t>(i), tables);
    if (!r) return report_error(args, io, r.error());
    if (args.json()) {
      const auto index = static_cast<uint64_t>(i);
      list.push_back(args.has("cross") ? cross_scramble_item_json(index, r.value(), static_cast<int>(cross.value()))
                                       : scramble_item_json(index, r.value()));
    } else {
      io.out << format_alg(r.value().moves) << '\n';
    }
  }
  if (args.json()) print_json(io, scrambles_json(s, std::move(list)));
  return kExitOk;
}

const RegisterCommand scramble_command(
    "scramble",
    "scramble --seed S [--count N] [--json]   random-state scrambles (two-phase, at most 20 moves);\n"
    "      --case \"PLL T\" [--set SET] [--slot FR|FL|BL|BR] or --set OLL [--uniform]: states of a CFOP case,\n"
    "      --set SET --each: --count scrambles of every case of the set;\n"
    "      applied with the last layer on U; --cross N: states whose optimal white cross is N (1..8)",
    run_scramble);

}  // namespace
}  // namespace cubelab::cli
