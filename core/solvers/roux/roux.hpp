// Roux (Gilles Roux's method), phase by phase, on the cube held with the blocks' bottom colour on D
// (SolveOptions::colour, as CFOP's cross; "neutral" or a list: the colour with the shortest first
// block, ties to the first listed):
//   first-block   the 1x2x3 block DL FL BL DLF DBL: optimal, any face turns, after the uncounted
//                 rotation that holds the cube
//   second-block  the block DR FR BR DFR DRB by <R, r, U, M>: optimal in STM within those moves
//                 (which keep the first block); of the optimal first blocks, the one with the
//                 shortest second block after it is kept
//   cmll          the U corners, by the last-layer library the registry gives (the CFOP library's OLL
//                 and PLL, which keep the first two layers): of the last layers whose corners are
//                 the cube's (any places and flips of the U edges), the shortest; its case names the
//                 two algorithms ("OLL 26 + PLL Aa")
//   lse           the last six edges by <M, U>: optimal in STM
// Counted as Roux solvers count, in STM (M = 1); the JSON gives HTM beside it.
#pragma once

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/last_layer_solver.hpp"
#include "core/solvers/common/piece_set.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/roux/lse.hpp"
#include "tables/cache.hpp"

namespace cubelab {

// The exact tables of the blocks and the last six edges, built together on first use into the
// cache's shelf (progress name "roux"): about 8 + 8 + 0.7 MB.
struct RouxTables {
  PieceSetTable first, second;
  LseTable lse;
};
const RouxTables& roux_tables(tables::TableCache& cache);

Result<Solution> solve_roux(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache,
                            const LastLayerSolver& last_layer);

}  // namespace cubelab
