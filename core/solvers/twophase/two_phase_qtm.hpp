// Kociemba's two-phase search in the quarter-turn metric: the same two phases as solve_two_phase,
// but every sequence is measured in quarter turns (a half turn costs 2) and pruned with exact QTM
// distances, so the answer minimises quarter turns rather than face turns (a recount of an HTM
// answer is often several quarter turns longer). The two phases find the superflip (24q optimal) at
// 26q: a 24q answer needs a phase 1 of 21-22q, which the search reaches only after every shorter
// one; improving with the antipodal table (below) gives its 24q.
#pragma once

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "tables/antipodal.hpp"
#include "tables/cache.hpp"
#include "tables/two_phase_qtm.hpp"

namespace cubelab {

// Like solve_two_phase, with options.max_length in quarter turns; TwoPhaseAnswer::length is then
// the answer's QTM. Uses max_length, budget_ms, max_nodes, improve and improve_until (threads and
// short_search are ignored: the search runs on the calling thread). `moves` gives the move tables.
// The HTM search (with its exhaustive short search) also runs, capped at 2 M nodes, and its
// answer is taken when it has fewer quarter turns: near a goal the QTM search's first answer,
// without a short search, is often longer.
//
// With options.improve and `antipodal` (the twophase method gives it when the budget is at least
// kAntipodalSuperflipNodes or kAntipodalSuperflipMs), a central cube (the superflip) gets, after
// the two phases' first answer, its shortest answer of two antipodal halves below that
// (core/solvers/common/antipodal_halves.hpp; the superflip's 24q in a few seconds of the budget), given as
// phase 1 with an empty phase 2; the QTM search then spends the rest looking for shorter.
Result<TwoPhaseAnswer> solve_two_phase_qtm(const CubieCube& cube, const SolveOptions& options,
                                           const tables::TwoPhaseTables& moves, const tables::TwoPhaseQtmTables& tables,
                                           const tables::AntipodalCornerTable* antipodal = nullptr);

// The cache's QTM tables (and the HTM move tables they need), built with progress on first use.
const tables::TwoPhaseQtmTables& two_phase_qtm_tables(tables::TableCache& cache);

}  // namespace cubelab
