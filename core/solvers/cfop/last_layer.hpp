// The last layer of CFOP: OLL and PLL, full (57 + 21 cases) and 2-look (3 + 7, 2 + 4 cases).
// Each solver recognises the case by table lookup under any AUF and applies the shortest of the
// case library's algorithms for it, possibly performed from another side (a y rotation, which
// replaces a pre-AUF for free), re-expressed as face turns of the fixed frame (no rotations).
#pragma once

#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab::tables {
struct TableCache;
}

namespace cubelab {

// All four take a cube with centres at home, the cross on D and all four F2L pairs solved; any
// other cube is an Error. A phase with nothing to do has empty moves and case "skip". The
// recognition tables come from `cache` (built there on first use).

// Phase "oll", case "OLL n" (1 <= n <= 57) or "skip"; leaves the last layer oriented. Of the
// library's ways to do it, the one whose OLL + PLL together is shortest.
Result<Phase> solve_oll(tables::TableCache& cache, const CubieCube& cube);
// Phase "pll", case "PLL T" etc. or "skip"; ends with the AUF, so the cube is solved afterwards.
// The cube must also have its last layer oriented.
Result<Phase> solve_pll(tables::TableCache& cache, const CubieCube& cube);
// solve_oll, then solve_pll on its result: phases "oll" and "pll" that solve the cube.
Result<std::vector<Phase>> solve_last_layer(tables::TableCache& cache, const CubieCube& cube);
// Phases "oll-edges" (case "Dot", "L", "Line" or "skip") and "oll-corners" (case "Sune",
// "Antisune", "H", "Pi", "Headlights", "T", "Bowtie" or "skip").
Result<std::vector<Phase>> solve_oll_two_look(tables::TableCache& cache, const CubieCube& cube);
// Phases "pll-corners" (case "Adjacent swap", "Diagonal swap" or "skip"; the corners end solved
// up to an AUF) and "pll-edges" (case "PLL Ua", "PLL Ub", "PLL H", "PLL Z" or "skip"; it ends with
// the AUF). The cube must also have its last layer oriented.
Result<std::vector<Phase>> solve_pll_two_look(tables::TableCache& cache, const CubieCube& cube);

// The length (HTM) of solve_oll then solve_pll on `cube`, found by table lookups alone (no
// phases built), or -1 when the cube is not one they solve. For choosing how to end F2L.
int last_layer_length(tables::TableCache& cache, const CubieCube& cube);

}  // namespace cubelab
