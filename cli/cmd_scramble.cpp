// scramble: WCA-style random-state scrambles from a seed.
#include <iostream>

#include "cli/command.hpp"
#include "core/cube/facelets.hpp"
#include "core/solve/two_phase.hpp"
#include "core/solve/two_phase_scramble.hpp"

namespace cubelab::cli {
namespace {

int run_scramble(const Args& args, Io& io) {
  auto seed = int_option(args, "seed", 0, 0, 1LL << 62);
  if (!seed) return report_error(args, io, seed.error());
  if (!args.has("seed")) return report_error(args, io, Error{"scramble needs --seed S", 0});
  auto count = int_option(args, "count", 1, 1, 100000);
  if (!count) return report_error(args, io, count.error());
  tables::TableCache cache;
  const tables::TwoPhaseTables& tables = two_phase_tables(cache);
  Json list = Json::array();
  for (long long i = 0; i < count.value(); ++i) {
    auto s = random_state_scramble(static_cast<uint64_t>(seed.value()), static_cast<uint64_t>(i), tables);
    if (!s) return report_error(args, io, s.error());
    if (args.json()) {
      list.push_back(Json{{"index", i},
                          {"scramble", format_alg(s.value().moves)},
                          {"length", htm(s.value().moves)},
                          {"facelets", to_facelet_string(s.value().state)}});
    } else {
      io.out << format_alg(s.value().moves) << '\n';
    }
  }
  if (args.json()) print_json(io, Json{{"seed", seed.value()}, {"scrambles", list}});
  return kExitOk;
}

const RegisterCommand scramble_command(
    "scramble", "scramble --seed S [--count N] [--json]   random-state scrambles (two-phase, at most 20 moves)",
    run_scramble);

}  // namespace
}  // namespace cubelab::cli
