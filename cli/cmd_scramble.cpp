// scramble: WCA-style random-state scrambles from a seed; case scrambles for a trainer (a random
// state of one CFOP case, --case or --set) and easy-cross scrambles (--cross N).
#include <iostream>

#include "cli/command.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_scramble.hpp"
#include "core/study/case_trainer.hpp"
#include "core/study/cross_practice.hpp"

namespace cubelab::cli {
namespace {

Json scramble_json(long long index, const Alg& moves, const CubieCube& state) {
  return Json{{"index", index},
              {"scramble", format_alg(moves)},
              {"length", htm(moves)},
              {"facelets", to_facelet_string(state)}};
}

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

// One item: the case, its AUFs and the main algorithm as done in the slot (the check a learner
// can make: scramble, AUF, algorithm, final AUF).
Json case_item_json(tables::TableCache& cache, long long index, const CaseScramble& s) {
  const CaseInfo& info = case_info(cache, s.ref);
  Json item = scramble_json(index, s.moves, s.state);
  item["case"] = info.name;
  item["set"] = case_set_name(s.ref.set);
  item["slot"] = s.ref.set == CaseSet::F2L ? Json(slot_name(s.slot)) : Json(nullptr);
  item["auf"] = format_alg(u_turns(s.auf));
  item["algorithm"] = case_algorithm_text(info.algorithms.front(), s.slot);
  item["frame"] = format_alg(slot_to_front_right(s.slot));
  item["finalAuf"] = format_alg(u_turns(s.final_auf));
  return item;
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
        list.push_back(case_item_json(cache, i, s));
      } else {
        io.out << format_alg(s.moves) << "   (" << case_info(cache, s.ref).name
               << (s.ref.set == CaseSet::F2L ? std::string(" in ") + slot_name(s.slot) : "") << ")\n";
      }
    }
  if (args.json()) print_json(io, Json{{"seed", seed}, {"scrambles", list}});
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
      Json item = scramble_json(i, r.value().moves, r.value().state);
      if (args.has("cross")) item["cross"] = cross.value();
      list.push_back(item);
    } else {
      io.out << format_alg(r.value().moves) << '\n';
    }
  }
  if (args.json()) print_json(io, Json{{"seed", seed.value()}, {"scrambles", list}});
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
