#include "core/cfop/methods.hpp"

#include <utility>
#include <vector>

#include "core/cfop/cross.hpp"
#include "core/cfop/f2l_human.hpp"
#include "core/cfop/f2l_optimal.hpp"
#include "core/cfop/last_layer.hpp"
#include "core/cfop/predicates.hpp"
#include "core/cube/validate.hpp"

namespace cubelab {

namespace {

// Phases with no moves for the pairs the cross left solved, so that every CFOP solve reports
// f2l-1..f2l-4 (the page and the statistics count on it); then the human F2L for the rest.
Result<std::vector<Phase>> human_f2l(const CubieCube& after_cross) {
  std::vector<Phase> phases;
  for (int k = 0; k < kPairs; ++k)
    if (pair_solved(after_cross, k)) phases.push_back(Phase{"f2l-" + std::to_string(phases.size() + 1), {}, "skip"});
  if (phases.size() == kPairs) return phases;
  auto rest = solve_f2l_human(after_cross, static_cast<int>(phases.size()) + 1);
  if (!rest) return rest.error();
  for (Phase& p : rest.value()) phases.push_back(std::move(p));
  return phases;
}

CubieCube apply_phases(CubieCube cube, const std::vector<Phase>& phases) {
  for (const Phase& p : phases) cube = apply_alg(cube, p.moves);
  return cube;
}

using LastLayer = Result<std::vector<Phase>> (*)(const CubieCube&);

Result<std::vector<Phase>> full_last_layer(const CubieCube& cube) {
  auto oll = solve_oll(cube);
  if (!oll) return oll.error();
  auto pll = solve_pll(apply_alg(cube, oll->moves));
  if (!pll) return pll.error();
  return std::vector<Phase>{oll.value(), pll.value()};
}

Result<std::vector<Phase>> two_look_last_layer(const CubieCube& cube) {
  auto oll = solve_oll_two_look(cube);
  if (!oll) return oll.error();
  auto pll = solve_pll_two_look(apply_phases(cube, oll.value()));
  if (!pll) return pll.error();
  std::vector<Phase> phases = oll.value();
  for (const Phase& p : pll.value()) phases.push_back(p);
  return phases;
}

// Cross, then the F2L phases, then the last layer: the common frame of the three CFOP methods.
template <class F2l>
Result<Solution> cfop(const char* method, const CubieCube& cube, const SolveOptions& options,
                      tables::TableCache& tables, F2l&& f2l, LastLayer last_layer) {
  const tables::CrossTable& t = cross_table(tables);
  auto held = hold_for_best_cross(cube, options.colour, t);
  if (!held) return held.error();
  std::vector<Phase> phases{cross_phase(held.value(), t)};
  const CubieCube after_cross = apply_alg(held->home, solve_cross(held->home, t));
  auto f2l_phases = f2l(after_cross);
  if (!f2l_phases) return f2l_phases.error();
  const CubieCube after_f2l = apply_phases(after_cross, f2l_phases.value());
  for (Phase& p : f2l_phases.value()) phases.push_back(std::move(p));
  auto ll = last_layer(after_f2l);
  if (!ll) return ll.error();
  for (Phase& p : ll.value()) phases.push_back(std::move(p));
  return make_solution(method, std::move(phases));
}

}  // namespace

const tables::CrossTable& cross_table(tables::TableCache& tables) {
  return tables.cross.get([&] {
    if (tables.progress) tables.progress("cross", 0);
    tables::CrossTable t = tables::build_cross_table();
    if (tables.progress) tables.progress("cross", 1);
    return t;
  });
}

const tables::PairTables& pair_tables(tables::TableCache& tables) {
  return tables.f2l_pairs.get([&] { return tables::build_pair_tables(tables.progress); });
}

Result<Solution> solve_cfop(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables) {
  return cfop("cfop", cube, options, tables, human_f2l, full_last_layer);
}

Result<Solution> solve_cfop_two_look(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables) {
  return cfop("cfop-2look", cube, options, tables, human_f2l, two_look_last_layer);
}

Result<Solution> solve_cfop_optimal(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables) {
  const F2lTables t{cross_table(tables), pair_tables(tables)};
  auto f2l = [&](const CubieCube& after_cross) { return solve_f2l_optimal(after_cross, t); };
  return cfop("cfop-optimal", cube, options, tables, f2l, full_last_layer);
}

Result<Solution> solve_cross_only(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables) {
  const tables::CrossTable& t = cross_table(tables);
  auto held = hold_for_best_cross(cube, options.colour, t);
  if (!held) return held.error();
  return make_solution("cross", {cross_phase(held.value(), t)});
}

// Every colour of the options is searched: the best xcross need not be on the best cross colour.
Result<Solution> solve_xcross_only(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables) {
  auto valid = check_solvable(cube);
  if (!valid) return valid.error();
  auto colours = parse_cross_colours(options.colour);
  if (!colours) return colours.error();
  const F2lTables t{cross_table(tables), pair_tables(tables)};
  Phase best;
  int best_length = 1 << 30;
  for (int colour : colours.value()) {
    const HeldCube held = hold_with_cross_on_d(cube, colour);
    const PairInsertion x = insert_pair_optimally(held.home, 0xF, 0, t);
    if (htm(x.moves) >= best_length) continue;
    best_length = htm(x.moves);
    best = Phase{"xcross", concat(held.rotation, x.moves), std::string(colour_name(colour)) + " " + pair_name(x.pair)};
  }
  return make_solution("xcross", {best});
}

}  // namespace cubelab
