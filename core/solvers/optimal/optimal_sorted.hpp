// The optimal search over the sorted-slice table (tables/optimal_sorted.hpp), a native prototype
// beside core/solvers/optimal/optimal.hpp to measure what the stronger bound buys: the same IDA* (the cube's
// and its inverse's distances along the three axes, the tight-bound rule), one thread. The goal of
// each axis's table is the subgroup fixing twist, flip and the E-slice edges, so the tight rule cuts
// the turns of the axis's own two faces (they alone lie in that subgroup), not the half turns.
#pragma once

#include <array>
#include <cstdint>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/optimal/optimal.hpp"
#include "tables/optimal_sorted.hpp"
#include "tables/two_phase.hpp"

namespace cubelab {

// Bit m of entry a: face turn m of the cube is, seen along axis a, a turn of that view's U or D
// face, the only face turns in the view's goal subgroup (twist, flip and E-slice edges fixed):
// the moves the tight-bound rule cuts when the inverse's distance along a equals the moves left.
std::array<uint32_t, tables::kOptimalAxes> optimal_sorted_goal_moves(const tables::OptimalAxes& axes);

// Uses options.budget_ms, max_nodes and should_stop (one thread whatever options.threads says).
// With `inverse_table`, the inverse is bounded by today's table (tables/optimal.hpp) and the tight
// rule uses its goal group: the measurement of a hybrid whose cube views alone read this table.
Result<OptimalAnswer> solve_optimal_sorted(const CubieCube& cube, const SolveOptions& options,
                                           const tables::OptimalSortedTable& table,
                                           const tables::TwoPhaseTables& two_phase, const OptimalPruning& pruning = {},
                                           const tables::OptimalTable* inverse_table = nullptr);

}  // namespace cubelab
