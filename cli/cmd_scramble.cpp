// scramble: WCA-style random-state scrambles from a seed; case scrambles for a trainer (a random
// state of one CFOP case, --case or --set) and easy-cross scrambles (--cross N).
#include <iostream>

#include "cli/command.hpp"
#include "core/cfop/case_trainer.hpp"
#include "core/cfop/cases_alg.hpp"
#include "core/cfop/cross_practice.hpp"
#include "core/cube/facelets.hpp"
#include "core/solve/two_phase.hpp"
#include "core/solve/two_phase_scramble.hpp"

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
Json case_item_json(long long index, const CaseScramble& s) {
  const CaseInfo& info = case_info(s.ref);
  Json item = scramble_json(index, s.moves, s.state);
  item["case"] = info.name;
  item["set"] = case_set_name(s.ref.set);
  item["slot"] = s.ref.set == CaseSet::F2L ? Json(slot_name(s.slot)) : Json(nullptr);
  item["auf"] = format_alg(u_turns(s.auf));
  item["algorithm"] = case_algorithm_text(info.algorithms.front(), s.slot);
  item["finalAuf"] = format_alg(u_turns(s.final_auf));
  return item;
}

int run_scramble(const Args& args, Io& io) {
  auto seed = int_option(args, "seed", 0, 0, 1LL << 62);
  if (!seed) return report_error(args, io, seed.error());
  if (!args.has("seed")) return report_error(args, io, Error{"scramble needs --seed S", 0});
  auto count = int_option(args, "count", 1, 1, 100000);
  if (!count) return report_error(args, io, count.error());
  const bool cases = args.has("case") || args.has("set");
  std::optional<CaseScrambleSpec> spec;
  if (cases) {
    auto parsed = case_spec(args);
    if (!parsed) return report_error(args, io, parsed.error());
    spec = parsed.value();
  }
  auto cross = int_option(args, "cross", 0, kMinEasyCross, kMaxEasyCross);
  if (!cross) return report_error(args, io, cross.error());
  tables::TableCache cache;
  const tables::TwoPhaseTables& tables = two_phase_tables(cache);
  const uint64_t s = static_cast<uint64_t>(seed.value());
  Json list = Json::array();
  for (long long i = 0; i < count.value(); ++i) {
    Json item;
    std::string text;
    if (spec) {
      auto c = case_scramble(*spec, s, static_cast<uint64_t>(i), tables);
      if (!c) return report_error(args, io, c.error());
      item = case_item_json(i, c.value());
      text = format_alg(c.value().moves) + "   (" + case_info(c.value().ref).name +
             (c.value().ref.set == CaseSet::F2L ? std::string(" in ") + slot_name(c.value().slot) : "") + ")";
    } else {
      auto r = args.has("cross")
                   ? easy_cross_scramble(static_cast<int>(cross.value()), s, static_cast<uint64_t>(i), cache)
                   : random_state_scramble(s, static_cast<uint64_t>(i), tables);
      if (!r) return report_error(args, io, r.error());
      item = scramble_json(i, r.value().moves, r.value().state);
      if (args.has("cross")) item["cross"] = cross.value();
      text = format_alg(r.value().moves);
    }
    if (args.json()) {
      list.push_back(item);
    } else {
      io.out << text << '\n';
    }
  }
  if (args.json()) print_json(io, Json{{"seed", seed.value()}, {"scrambles", list}});
  return kExitOk;
}

const RegisterCommand scramble_command(
    "scramble",
    "scramble --seed S [--count N] [--json]   random-state scrambles (two-phase, at most 20 moves);\n"
    "      --case \"PLL T\" [--set SET] [--slot FR|FL|BL|BR] or --set OLL [--uniform]: states of a CFOP case,\n"
    "      applied with the last layer on U; --cross N: states whose optimal white cross is N (1..8)",
    run_scramble);

}  // namespace
}  // namespace cubelab::cli
