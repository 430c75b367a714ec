// Thistlethwaite's algorithm (1981) with optimal stages: the cube is taken into G1, then G2, then
// G3, then solved (tables/thistlethwaite.hpp names the groups), each stage by the fewest moves of
// the group it starts in. Every stage's table is the exact distance, so a stage is found by
// descent (any move to a coset one step nearer) rather than by search: microseconds per solve.
// Stages take at most 7, 10, 13 and 15 moves (45 in all).
#pragma once

#include <array>
#include <string>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"
#include "tables/thistlethwaite.hpp"

namespace cubelab {

// What each stage reaches and with which moves, for phase names and explanations.
struct ThistlethwaiteStageInfo {
  const char* phase;  // the phase name in a solution: "g1", "g2", "g3", "solved"
  const char* group;  // the group reached, e.g. "G1 = <U, D, R, L, F2, B2>"
  const char* moves;  // the moves the stage uses, e.g. "<U, D, R, L, F, B>"
  const char* fixes;  // what the stage fixes, in words
  long long cosets;   // the index of the goal group in the stage's group (published figures)
  int max_moves;      // the most moves the stage ever needs
};
const std::array<ThistlethwaiteStageInfo, tables::kThistlethwaiteStages>& thistlethwaite_stages();

// The four stages' moves; `cube` is any valid cube (turned centres allowed: it is recoloured to
// the home orientation, and the same face turns solve it).
Result<std::array<Alg, tables::kThistlethwaiteStages>> solve_thistlethwaite(const CubieCube& cube,
                                                                            const tables::ThistlethwaiteTables& t);

// The cache's Thistlethwaite tables, built (with progress reports) on first use.
const tables::ThistlethwaiteTables& thistlethwaite_tables(tables::TableCache& cache);

// The `thistlethwaite` method of solve_with: phases "g1", "g2", "g3", "solved", each with the
// group it reaches and its moves as its case ("G1 = <U, D, R, L, F2, B2> by <U, D, R, L, F, B>").
Result<Solution> solve_thistlethwaite_method(const CubieCube& cube, const SolveOptions& options,
                                             tables::TableCache& cache);

}  // namespace cubelab
