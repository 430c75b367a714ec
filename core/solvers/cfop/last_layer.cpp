#include "core/solvers/cfop/last_layer.hpp"

#include "core/solvers/cfop/recognise.hpp"
#include "core/solvers/common/predicates.hpp"

namespace cubelab {

namespace {

Result<bool> check_f2l_done(const CubieCube& cube, const char* step) {
  if (!cube.centres_at_home()) return Error{std::string(step) + ": the cube must be held with its centres at home", 0};
  if (!f2l_solved(cube)) return Error{std::string(step) + ": the first two layers must be solved first", 0};
  return true;
}

Result<bool> check_oriented(const CubieCube& cube, const char* step) {
  auto ok = check_f2l_done(cube, step);
  if (!ok) return ok;
  if (!last_layer_oriented(cube)) return Error{std::string(step) + ": the last layer must be oriented first", 0};
  return true;
}

Result<Phase> look_up(const RecognitionTables& t, const CubieCube& cube, LastLayerStep step, const char* phase_name) {
  const CaseMatch* match = t.last_layer[static_cast<int>(step)].find(cube);
  // Unreachable for a solvable cube that passed the checks: the tables cover every such state.
  if (!match) return Error{std::string(phase_name) + ": unrecognised last-layer state (is the cube solvable?)", 0};
  const std::string name = match->case_index < 0 ? "skip" : case_records(case_set_of(step))[match->case_index].name;
  return Phase{phase_name, match->moves, name};
}

Result<std::vector<Phase>> two_steps(const RecognitionTables& t, const CubieCube& cube, LastLayerStep first,
                                     const char* first_name, LastLayerStep second, const char* second_name) {
  auto a = look_up(t, cube, first, first_name);
  if (!a) return a.error();
  auto b = look_up(t, apply_alg(cube, a->moves), second, second_name);
  if (!b) return b.error();
  return std::vector<Phase>{std::move(a).value(), std::move(b).value()};
}

// The OLL way (see solve_oll) with the shortest OLL + PLL, and that total; nullptr when the PLL
// cannot be read after any of them.
const CaseMatch* oll_with_shortest_pll(const RecognitionTables& t, const CubieCube& cube, int* total) {
  const RecognitionTable& pll = t.last_layer[static_cast<int>(LastLayerStep::PLL)];
  const CaseMatch* best = nullptr;
  for (const CaseMatch& choice : t.last_layer[static_cast<int>(LastLayerStep::OLL)].choices(cube)) {
    const CaseMatch* next = pll.find(cube * choice.effect);
    if (!next) continue;
    const int length = choice.length + next->length;
    if (!best || length < *total) best = &choice, *total = length;
  }
  return best;
}

}  // namespace

// Among the library's ways to orient the layer (each algorithm from each side, with each AUF),
// the one whose OLL + PLL is shortest: orienting algorithms also permute, and which PLL follows
// depends on how. Falls back to the shortest OLL when the PLL cannot be looked up.
Result<Phase> solve_oll(tables::TableCache& cache, const CubieCube& cube) {
  if (auto ok = check_f2l_done(cube, "oll"); !ok) return ok.error();
  const RecognitionTables& t = recognition_tables(cache);
  auto shortest = look_up(t, cube, LastLayerStep::OLL, "oll");
  if (!shortest) return shortest;
  int total = 0;
  const CaseMatch* best = oll_with_shortest_pll(t, cube, &total);
  if (!best || best->case_index < 0) return shortest;
  return Phase{"oll", best->moves, case_records(CaseSet::OLL)[best->case_index].name};
}

Result<std::vector<Phase>> solve_last_layer(tables::TableCache& cache, const CubieCube& cube) {
  auto oll = solve_oll(cache, cube);
  if (!oll) return oll.error();
  auto pll = solve_pll(cache, apply_alg(cube, oll->moves));
  if (!pll) return pll.error();
  return std::vector<Phase>{oll.value(), pll.value()};
}

int last_layer_length(tables::TableCache& cache, const CubieCube& cube) {
  if (!cube.centres_at_home() || !f2l_solved(cube)) return -1;
  int total = 0;
  return oll_with_shortest_pll(recognition_tables(cache), cube, &total) ? total : -1;
}

Result<Phase> solve_pll(tables::TableCache& cache, const CubieCube& cube) {
  if (auto ok = check_oriented(cube, "pll"); !ok) return ok.error();
  return look_up(recognition_tables(cache), cube, LastLayerStep::PLL, "pll");
}

Result<std::vector<Phase>> solve_oll_two_look(tables::TableCache& cache, const CubieCube& cube) {
  if (auto ok = check_f2l_done(cube, "oll"); !ok) return ok.error();
  return two_steps(recognition_tables(cache), cube, LastLayerStep::OLLEdges, "oll-edges", LastLayerStep::OLLCorners,
                   "oll-corners");
}

Result<std::vector<Phase>> solve_pll_two_look(tables::TableCache& cache, const CubieCube& cube) {
  if (auto ok = check_oriented(cube, "pll"); !ok) return ok.error();
  return two_steps(recognition_tables(cache), cube, LastLayerStep::PLLCorners, "pll-corners", LastLayerStep::PLLEdges,
                   "pll-edges");
}

}  // namespace cubelab
