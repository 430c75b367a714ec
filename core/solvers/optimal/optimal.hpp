// The optimal solver: the fewest face turns (HTM) that solve a cube, by IDA* (iterative deepening
// on the number of moves) bounded by tables/optimal.hpp read along the three axes for the cube and
// for its inverse (carried through the search by premoves), with the tight-bound rule on the
// inverse's distances cutting the moves tried next (see next_moves in optimal.cpp). A first answer
// found by another search (FirstAnswer: the method registry gives a two-phase one) comes first: it
// is the answer kept when the search is stopped early, and once every shorter depth is ruled out it
// is proven optimal without searching its own depth.
#pragma once

#include <cstdint>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/optimal/answer.hpp"
#include "tables/cache.hpp"
#include "tables/optimal.hpp"
#include "tables/optimal_compact.hpp"
#include "tables/two_phase.hpp"  // the compact table's floor

namespace cubelab {

// `cube` is any valid cube (turned centres allowed). Uses options.threads / parallel, budget_ms,
// max_nodes (0: no limit), on_depth and should_stop. `first_answer` gives the first answer once the input
// is checked. A stopped search answers with that first answer and the proven lower bound (optimal
// false unless that already meets it).
Result<OptimalAnswer> solve_optimal(const CubieCube& cube, const SolveOptions& options, const FirstAnswer& first_answer,
                                    const tables::OptimalTable& table, const OptimalPruning& pruning = {});
// The same search bounded by the compact table (35 MB): the same answers and proofs. `floor` (the
// two-phase tables) bounds the inverse's distances, which the compact table holds only as residues.
Result<OptimalAnswer> solve_optimal(const CubieCube& cube, const SolveOptions& options, const FirstAnswer& first_answer,
                                    const tables::CompactOptimalTable& table, const tables::TwoPhaseTables& floor,
                                    const OptimalPruning& pruning = {});

// The cache's optimal table, built (with progress, on cache.build_threads) on first use.
const tables::OptimalTable& optimal_table(tables::TableCache& cache);

}  // namespace cubelab
