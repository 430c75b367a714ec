// Searches made of two solver families, composed here, above both, so that neither family includes
// the other: the optimal searches (core/solvers/optimal) start from a two-phase answer
// (core/solvers/twophase), their first upper bound; routes (core/solvers/routes) are two-phase
// searches of the state between their two ends; ZZ and Roux end with CFOP's last-layer library.
#pragma once

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/optimal/optimal.hpp"
#include "core/solvers/optimal/optimal_qtm.hpp"
#include "core/solvers/routes/route.hpp"
#include "tables/antipodal.hpp"
#include "tables/cache.hpp"
#include "tables/optimal.hpp"
#include "tables/optimal_compact.hpp"
#include "tables/two_phase.hpp"
#include "tables/two_phase_qtm.hpp"

namespace cubelab {

// solve_optimal from a two-phase answer of at most 20 moves, searched on the options' threads
// (with the full table also as the two-phase search's phase-1 bound: the same answer, sooner).
Result<OptimalAnswer> solve_optimal_from_two_phase(const CubieCube& cube, const SolveOptions& options,
                                                   const tables::OptimalTable& table,
                                                   const tables::TwoPhaseTables& two_phase,
                                                   const OptimalPruning& pruning = {});
Result<OptimalAnswer> solve_optimal_from_two_phase(const CubieCube& cube, const SolveOptions& options,
                                                   const tables::CompactOptimalTable& table,
                                                   const tables::TwoPhaseTables& two_phase,
                                                   const OptimalPruning& pruning = {});

// solve_optimal_qtm from the QTM two-phase answer (within 28 quarter turns and 3 M nodes), or, when
// that finds none, any two-phase answer of at most 20 face turns.
Result<OptimalAnswer> solve_optimal_qtm_from_two_phase(const CubieCube& cube, const SolveOptions& options,
                                                       const tables::OptimalTable& bound,
                                                       const tables::TwoPhaseTables& two_phase,
                                                       const tables::TwoPhaseQtmTables& two_phase_qtm,
                                                       const OptimalPruning& pruning = {},
                                                       const tables::AntipodalCornerTable* antipodal = nullptr);

// The `optimal` method of solve_with: one phase, "optimal", in options.metric. The HTM search reads
// the compact table when the cache holds it and not the full one; the QTM search of a central cube
// (the superflip) also tries antipodal halves.
Result<Solution> solve_optimal_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache);

// ZZ and Roux (core/solvers/zz, roux), ending with the CFOP library's last layer (core/solvers/cfop):
// the `zz` and `roux` methods of solve_with.
Result<Solution> solve_zz_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache);
Result<Solution> solve_roux_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache);

// The routes' search: the two-phase search in options.metric, QTM with `qtm` (which must then be
// given: without it a QTM search is an internal error).
RouteSearch two_phase_route_search(const tables::TwoPhaseTables& tables,
                                   const tables::TwoPhaseQtmTables* qtm = nullptr);

}  // namespace cubelab
