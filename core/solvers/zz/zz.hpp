// ZZ (Zbigniew Zborowski's method), phase by phase, on the cube held with the line's colour on D
// (SolveOptions::colour, as CFOP's cross; "neutral" or a list: the colour with the shortest
// EOLine, ties to the first listed):
//   eoline     every edge oriented (about the F/B axis) and DF, DB solved: optimal, any face turns,
//              after the uncounted rotation that holds the cube
//   f2l-left   the 1x2x3 block DL FL BL DLF DBL by <R, U, L>: optimal within those moves
//   f2l-right  the block DR FR BR DFR DRB by <R, U>: optimal within those moves (which keep the
//              left block); of the optimal EOLines and left blocks, the pair with the shortest
//              right block after it is kept
//   oll, pll   the last layer, given by the registry (the CFOP library: OLL with edges oriented)
#pragma once

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/last_layer_solver.hpp"
#include "core/solvers/common/piece_set.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"

namespace cubelab {

// The exact tables of the three searched phases, built together on first use into the cache's
// shelf (progress name "zz"): about 1.2 + 8 + 8 MB.
struct ZzTables {
  PieceSetTable eoline, left, right;
};
const ZzTables& zz_tables(tables::TableCache& cache);

Result<Solution> solve_zz(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache,
                          const LastLayerSolver& last_layer);

}  // namespace cubelab
