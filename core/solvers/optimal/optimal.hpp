// The optimal solver: the fewest face turns (HTM) that solve a cube, by IDA* (iterative deepening
// on the number of moves) bounded by tables/optimal.hpp read along the three axes for the cube and
// for its inverse (carried through the search by premoves), with the tight-bound rule on the
// inverse's distances cutting the moves tried next (see next_moves in optimal.cpp). A
// two-phase answer comes first: it is the answer kept when the search is stopped early, and once
// every shorter depth is ruled out it is proven optimal without searching its own depth.
#pragma once

#include <cstdint>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"
#include "tables/optimal.hpp"
#include "tables/optimal_compact.hpp"
#include "tables/two_phase.hpp"

namespace cubelab {

struct OptimalAnswer {
  Alg moves;             // solves the cube
  bool optimal = false;  // proven: no shorter solution exists (then lower_bound == length)
  int lower_bound = 0;   // every solution has at least this many moves
  uint64_t nodes = 0;    // IDA* nodes visited (the two-phase search's are not counted)
  double ms = 0;         // wall time (tables excluded)
};

// What the search prunes with beyond the cube's own distances along the three axes; everything
// by default. Tests and benchmarks turn parts off to check and measure what each one does.
struct OptimalPruning {
  bool inverse = true;   // the inverse cube's distances along the three axes
  bool tight = true;     // the tight-bound rule on the inverse's distances (needs `inverse`)
  bool symmetry = true;  // QTM search: the first moves of a symmetric cube, one per orbit
  bool central = true;   // QTM search: a central cube (the superflip), one sequence per family
                         // of equivalent ones (core/solvers/common/central_canon.hpp)
};

// `cube` is any valid cube (turned centres allowed). Uses options.threads / parallel, budget_ms,
// max_nodes (0: no limit), on_depth and should_stop. A stopped search answers with the two-phase
// solution and the proven lower bound (optimal false unless that already meets it).
Result<OptimalAnswer> solve_optimal(const CubieCube& cube, const SolveOptions& options,
                                    const tables::OptimalTable& table, const tables::TwoPhaseTables& two_phase,
                                    const OptimalPruning& pruning = {});
// The same search bounded by the compact table (35 MB): the same answers and proofs.
Result<OptimalAnswer> solve_optimal(const CubieCube& cube, const SolveOptions& options,
                                    const tables::CompactOptimalTable& table, const tables::TwoPhaseTables& two_phase,
                                    const OptimalPruning& pruning = {});

// The cache's optimal table, built (with progress, on cache.build_threads) on first use.
const tables::OptimalTable& optimal_table(tables::TableCache& cache);

// The `optimal` method of solve_with: one phase, "optimal".
Result<Solution> solve_optimal_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache);

}  // namespace cubelab
