// Kociemba's two-phase algorithm: an IDA* search for a sequence into the subgroup
// <U, D, R2, L2, F2, B2> (phase 1), then an IDA* search inside it to solved (phase 2), trying
// ever longer phase-1 sequences until the total fits the bound. Short practical solutions (at most
// 20 moves by default) in milliseconds, not optimal ones; "improve" keeps searching for shorter.
#pragma once

#include <cstdint>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"
#include "tables/optimal.hpp"
#include "tables/two_phase.hpp"

namespace cubelab {

struct TwoPhaseAnswer {
  Alg phase1, phase2;    // face turns; phase1 then phase2 solves the cube
  int length = 0;        // HTM of the whole answer
  double ms = 0;         // wall time of the search (tables excluded)
  uint64_t nodes = 0;    // search nodes visited
  bool optimal = false;  // found by the exhaustive short search, so no shorter answer exists
};

// Shortcuts of phase 1 beyond the pruning tables; all on by default. Each leaves the answers as they
// are (the same phase-1 sequences, in the same order), only faster: tests turn them off to check
// exactly that, benchmarks to measure what each saves.
struct TwoPhasePruning {
  // The last two phase-1 moves decided exactly from the coordinates (a cube one quarter turn from
  // the phase-2 group has one of four coordinate triples) instead of by the tables' bounds.
  bool exact_last_moves = true;
  // Twist x flip of the cube turned a quarter about the U-D axis as a further bound.
  bool turned_twist_flip = true;
  // The exact phase-1 distance, the optimal solver's table (139 MB), when the caller has it: a
  // last bound for the children the small tables let through, in phase 1 and in the short search.
  // On the 1000 benchmark states a quarter of the nodes and 0.4 of the time (bench/RESULTS.md).
  const tables::OptimalTable* phase1_distance = nullptr;
};

// `cube` is any valid cube (turned centres allowed: it is recoloured to the home orientation and
// the same face turns solve it). Uses options.max_length, budget_ms, max_nodes and improve; with
// neither budget given it stops after 10 s (improving: 1 s), so that a bound no solution meets
// cannot hang the caller.
// Errors: max_length out of range, or no solution within max_length before the budget ran out.
Result<TwoPhaseAnswer> solve_two_phase(const CubieCube& cube, const SolveOptions& options,
                                       const tables::TwoPhaseTables& tables, const TwoPhasePruning& pruning = {});

// The cache's two-phase tables, built (with progress reports) on first use.
const tables::TwoPhaseTables& two_phase_tables(tables::TableCache& cache);

}  // namespace cubelab
