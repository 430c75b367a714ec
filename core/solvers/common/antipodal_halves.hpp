// Finding a central cube's long solutions quickly: sequences made of two antipodal halves.
//
// Let C be central (the superflip; central_canon.hpp), s = A A' a sequence of 2n quarter turns whose
// second half A' is the first, A, seen in the point reflection (tables/antipodal.hpp: U -> D',
// R -> L', F -> B'). Then only A is free: the search enumerates the sequences A of n quarter turns
// and checks C * A * antipodal(A) at the end, a tree as deep as half the solution instead of all of
// it. Reid's 24q superflip solution (Cube Lovers, 1995) has this form; the structure is an
// observation about known solutions, not a theorem, so the search finds answers and never proves a
// bound (the optimal search's depth passes do that).
//
// Two cuts keep the tree small:
// - corners: C's corners are solved, so after A they must be a state c with c * antipodal(c)
//   solved, and A's remaining moves are at least the corner table's distance to such a state
//   (tables::AntipodalCornerTable);
// - families: the point reflection commutes with every symmetry, so the rotations, symmetric images
//   and inverse of such a solution (its family, central_canon.hpp) have the same form, and the
//   search keeps only A that can start the family's least member (CanonPath over 2n moves).
// With both, the superflip's 24q answer comes after about 10^8 nodes (seconds), where the plain
// depth-24 pass would visit some 10^10 before finding one.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/solvers/common/central_canon.hpp"
#include "tables/antipodal.hpp"
#include "tables/cache.hpp"
#include "tables/two_phase.hpp"

namespace cubelab {

// What the superflip's 24q answer takes (all half lengths to 12, natively: about 71 M nodes, 7 s
// of one core), with room: two-phase improves with the halves only when its budget is at least this.
constexpr uint64_t kAntipodalSuperflipNodes = 100'000'000;
constexpr double kAntipodalSuperflipMs = 15'000;

// Receives the nodes visited since its last call; true stops the search.
using SpendNodes = std::function<bool(uint64_t nodes)>;

// The 2 * half quarter turns (face-turn indices) of a solution A antipodal(A) of `cube`, or nothing
// when the search finds none or `spend` stops it. `cube` must have its corners solved (every central
// cube has); `canon` is its families' cut (CentralCanon over cube_symmetries(cube), with inversion
// when cube * cube is solved).
std::optional<std::vector<uint8_t>> find_antipodal_halves(const CubieCube& cube, int half,
                                                          const tables::AntipodalCornerTable& corners,
                                                          const tables::TwoPhaseTables& moves,
                                                          const CentralCanon& canon, const SpendNodes& spend);

// The shortest such solution of a central `cube` with at least 2 * from_half and fewer than
// `shorter_than` quarter turns, trying each half length in turn; nothing when the cube is not
// central, none is found, or `spend` stops the search.
std::optional<std::vector<uint8_t>> shortest_antipodal_halves(const CubieCube& cube, int from_half, int shorter_than,
                                                              const tables::AntipodalCornerTable& corners,
                                                              const tables::TwoPhaseTables& moves,
                                                              const SpendNodes& spend);

// The cache's antipodal corner table, built (with progress "antipodal-corners") on first use from
// the two-phase move tables (the cache's: two_phase_tables(cache)).
const tables::AntipodalCornerTable& antipodal_corner_table(tables::TableCache& cache,
                                                           const tables::TwoPhaseTables& moves);

}  // namespace cubelab
