// The beginner's method, layer by layer, in the steps tutorials teach:
//   cross              the cross on D (optimal, from the cross table)
//   corners            first-layer corners, one at a time: R U R' U' repeated, or the short inserts
//   second-layer       middle edges: U R U' R' U' F' U F and its mirror
//   ll-cross           last-layer edges oriented: F R U R' U' F' (and F U R U' R' F')
//   ll-edges           last-layer edges placed: R U R' U R U2 R' plus U turns
//   ll-corners-place   last-layer corners placed: U R U' L' U R' U' L and its inverse
//   ll-corners-orient  last-layer corners twisted: (R' D' R D) x2 or (D' R' D R) x2, U between
// Each step applies the algorithms a human would choose: among the set-up turns (U, U2, U') and
// algorithm placements (which slot), the combination with the fewest moves that makes progress.
#pragma once

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"

namespace cubelab {

// `beginner`: the cross colour from options.colour (shortest cross among the listed colours).
Result<Solution> solve_beginner(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables);

}  // namespace cubelab
