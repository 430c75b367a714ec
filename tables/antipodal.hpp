// The antipodal symmetry of the cube (the point reflection through its centre), and the corner
// table of the antipodal-halves search (core/solvers/common/antipodal_halves.hpp).
//
// The point reflection takes every face to the opposite one and reverses every turn: U to D', R to
// L', F to B'. It commutes with the other 47 symmetries, and seeing a cube in it twice gives the
// cube back. Conjugating a sequence by it turns each move separately, so antipodal(a b) is
// antipodal(a) antipodal(b).
#pragma once

#include <cstdint>
#include <vector>

#include "core/model/cubie.hpp"
#include "tables/coord.hpp"
#include "tables/lazy.hpp"
#include "tables/two_phase.hpp"

namespace cubelab::tables {

// The face turn (index 0..17, see face_turn) that the point reflection makes of face turn m: the
// opposite face, turned the other way (a half turn stays a half turn).
constexpr int antipodal_turn(int m) { return (m / 3 + 3) % 6 * 3 + 2 - m % 3; }

// The cube seen in the point reflection: M^-1 c M for the reflection M, which the cubie model
// cannot hold itself (the L-R mirror after a half turn about the R-L axis).
CubieCube antipodal(const CubieCube& c);

// For each corner state (permutation and twist), the fewest quarter turns after which its corners
// c satisfy c * antipodal(c) = solved corners. A sequence A with (cube * A * antipodal(A)) solved
// must take a cube whose corners are solved to such a state, so the halves search prunes with it.
// 40,320 x 2,187 entries of 4 bits (44 MB); every entry is at most 6.
struct AntipodalCornerTable {
  std::vector<uint8_t> nibbles;

  // Entry i, at corner_perm * 2187 + twist (two per byte, low first, as in OptimalTable).
  int entry(std::size_t i) const { return nibbles[i >> 1] >> (i & 1) * 4 & 0xf; }
  int at(int corner_perm, int twist) const {
    return entry(static_cast<std::size_t>(corner_perm) * kTwists + static_cast<std::size_t>(twist));
  }
};

// Breadth-first from every such state over the 12 quarter turns, with the two-phase corner move
// tables; reports progress as "antipodal-corners". About 4 s natively.
AntipodalCornerTable build_antipodal_corner_table(const TwoPhaseTables& moves, const Progress& progress = {});

}  // namespace cubelab::tables
