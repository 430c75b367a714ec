// Searching a central cube in quarter turns: one solution of each family that the cube's centrality
// makes equivalent, for the optimal QTM search (core/solvers/optimal/optimal_qtm.cpp).
//
// A cube C is central when it commutes with every face turn, hence with every cube: in the cube
// group only the solved cube and the superflip are. For such a C the solutions come in large
// families. Write a solution s = m1 m2 ... mn (quarter turns), so C m1 ... mn = 1, i.e. the product
// P(s) = C^-1, which is central too. Then:
// - rotation: P(m(k+1) ... mn m1 ... mk) = (m1 ... mk)^-1 P(s) (m1 ... mk) = C^-1, so every cyclic
//   rotation of s solves C;
// - symmetry: for each of the 48 symmetries g of the cube under which C equals its conjugate,
//   conjugating every move of s by g gives a sequence whose product is g(C^-1) = C^-1;
// - inversion: when C C = 1, s reversed with every move inverted has product P(s)^-1 = C = C^-1.
// These generate a group G acting on sequences, so the search needs only one sequence of each orbit.
//
// Blocks. The search's sequences are canonical (qtm_order below): a face turns at
// most twice in a row and twice only clockwise (X X, never X' X'), and opposite faces in the order
// U R F before D L B. Such a sequence splits uniquely into maximal runs on one axis, its blocks; a
// block is fixed by the net turn of its two faces (each 0, 1, 2 or 3 quarter turns, not both 0),
// costs 1 for a net 1 or 3 and 2 for a net 2, and consecutive blocks lie on different axes. Moves
// within a block commute. A sequence is cyclically reduced when its first and last blocks lie on
// different axes (or it is one block): then every rotation of it by whole blocks, its image under
// any symmetry (which maps axes to axes, opposite faces to opposite faces, and a net turn e to e or
// -e) and its inverse (blocks reversed, each net turn negated) is a cyclically reduced sequence of
// the same length and the same number of blocks. A rotation that cuts a block in two is the same
// cyclic word as the rotation at that block's start. So G acts on the cyclically reduced sequences
// of each length by whole-block rotations, symmetries and inversion.
//
// Why cyclically reduced suffices. Let C have no solution shorter than d quarter turns and one,
// s = B1 ... Bk, of length d. If B1 and Bk lie on one axis (k >= 2), the rotation B2 ... Bk B1 solves
// C, and merging Bk B1 into one block (net turns add; the cost of a net turn obeys the triangle
// inequality) gives a solution of at most d quarter turns: fewer is impossible, so exactly d, and it
// is cyclically reduced (B2's axis differs from B1's). So when the search rules out every shorter
// length first (as IDA* does), looking only at cyclically reduced sequences of length d loses
// nothing.
//
// Canonical members. Order blocks by a fixed rank (by their moves, lexicographically, a block
// before its extensions) and sequences of equal length lexicographically by their blocks' ranks (two
// different sequences of equal length cannot be prefixes of one another). Each orbit has exactly one
// least member, its canonical member; it is a solution whenever the orbit holds one. A prefix whose
// complete blocks are B1 ... BK (the block being extended is not yet known) is cut when the known
// blocks of some image are already smaller than s's own first blocks, whatever follows:
// - forward: g(B_i) ... g(B_K), the start of the rotation to block i seen under symmetry g (all i,
//   and every g but the identity for i = 1), against B1 ... B(K-i+1);
// - backward (when inversion applies): g(B_K^-1) ... g(B_1^-1), the start of the inverse of the
//   rotation ending at block K, against B1 ... BK.
// Both images are members of the orbit of every cyclically reduced completion s of the prefix, and
// are smaller than s when their known blocks are: so the canonical member is never cut. The cut
// applies to the orbit, not to one cube's solutions, so it is sound for any central cube; the
// search uses it only for those (is_central), leaving every other search as it was.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/move.hpp"

namespace cubelab {

// The order of the QTM searches' sequences: a face turns at most twice in a row, and twice only
// clockwise (X X is the half turn; X' X' is the same and X X X is X'), and opposite faces in the
// order U R F before D L B. The state after a move is the move, plus kRepeat when it repeated the
// one before; kFree (the root, or after a level cut by symmetry) allows every move.
namespace qtm_order {

constexpr int kFree = -1;
constexpr uint32_t kQuarterTurnMask = 0b101'101'101'101'101'101;  // face turns 0 2 3 5 ... 17
constexpr int kRepeat = 32;

constexpr bool canonical_qtm(int prev, int m) {
  if (prev == kFree) return true;
  const int pm = prev & (kRepeat - 1), pf = pm / 3, f = m / 3;
  if (f == pf) return m == pm && pm % 3 == 0 && !(prev & kRepeat);
  return !(f % 3 == pf % 3 && f < pf);
}

constexpr int state_after(int prev, int m) { return prev != kFree && (prev & (kRepeat - 1)) == m ? m | kRepeat : m; }

}  // namespace qtm_order

// The cube commutes with every face turn (so with every cube): the solved cube and the superflip.
bool is_central(const CubieCube& cube);

// Block ids: axis * 16 + net turn of the axis's first face (U R F) * 4 + net turn of its opposite
// face (D L B); ids with both net turns 0 are not blocks.
constexpr int kBlockIds = 48;
constexpr int block_axis(int block) { return block / 16; }
// The block of a run of quarter turns (face-turn indices) on one axis.
int block_of(const uint8_t* quarter_turns, int length);
// A block's canonical quarter turns (face-turn indices, first face first, X X for a net 2), at most 4.
std::vector<uint8_t> block_moves(int block);

using FaceTurnMap = std::array<uint8_t, kFaceTurns>;

class CentralCanon {
 public:
  // `symmetries`: a group of face-turn maps (the cube's, cube_symmetries), identity first;
  // `inversion`: the cube is its own inverse.
  CentralCanon(const std::vector<FaceTurnMap>& symmetries, bool inversion);

  // False when no cyclically reduced sequence whose first complete blocks are blocks[0 .. count) is
  // the least of its orbit (some image's known blocks are smaller). Checks the images that the
  // count-th block made known; the search calls it each time a block is complete.
  bool prefix_ok(const uint8_t* blocks, int count) const;

  // The whole sequence of `count` blocks is cyclically reduced and the least of its orbit.
  bool canonical(const uint8_t* blocks, int count) const;

  int rank(int block) const { return rank_[block]; }

 private:
  template <class Next>
  bool some_image_smaller(uint64_t images, const std::vector<std::array<uint8_t, kBlockIds>>& maps,
                          const uint8_t* blocks, int length, Next next) const;

  std::vector<std::array<uint8_t, kBlockIds>> image_;          // per symmetry: block -> its image
  std::vector<std::array<uint8_t, kBlockIds>> inverse_image_;  // per symmetry: block -> image of its inverse
  std::array<uint8_t, kBlockIds> rank_{};
  // Per block: the least rank of its images (of its inverse's images), and per block and target
  // block the symmetries (bit s) taking it (its inverse) onto the target.
  std::array<uint8_t, kBlockIds> least_{}, least_inverse_{};
  std::array<std::array<uint64_t, kBlockIds>, kBlockIds> onto_{}, inverse_onto_{};
  bool inversion_;
};

// The blocks along a depth-first search's path of quarter turns, and which next moves the canonical
// cut allows. `path` is the search's own array; advance(path, g) after choosing path[g].
class CanonPath {
 public:
  explicit CanonPath(const CentralCanon& canon) : canon_(canon) {}

  // The quarter turns (bit m: face turn m) that may be move g of a sequence of `length` moves,
  // path[0 .. g) chosen: moves that close the current block only if its closing passes prefix_ok,
  // and as the last move only those leaving the sequence cyclically reduced. (The search's own
  // canonical order still applies on top.)
  uint32_t allowed(const uint8_t* path, int g, int length);
  void advance(const uint8_t* path, int g);

 private:
  const CentralCanon& canon_;
  std::array<uint8_t, 64> blocks_{};       // complete blocks of the current path
  std::array<uint8_t, 65> complete_{};     // complete_[g]: complete blocks in path[0 .. g)
  std::array<uint8_t, 65> block_start_{};  // block_start_[g]: where the block holding path[g - 1] starts
};

}  // namespace cubelab
