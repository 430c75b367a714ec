#include "tables/antipodal.hpp"

#include <array>

#include "core/model/move.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab::tables {

namespace {

constexpr std::size_t kCornerStates = static_cast<std::size_t>(kCornerPerms) * kTwists;
constexpr int kUnknownCorner = 0xf;
constexpr std::array<uint8_t, 12> kQuarterTurnIndices = {0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17};

// A cube whose corners have the given permutation (0 <= rank < 40,320, as corner_perm reads it),
// untwisted: the rank's mixed-radix digits say, for each place, how many of the corners still
// unplaced are smaller than the one placed there.
CubieCube corner_perm_cube(int rank) {
  std::array<int, kCorners> smaller_after{};
  for (int i = kCorners - 1; i >= 0; --i) {
    smaller_after[i] = rank % (kCorners - i);
    rank /= kCorners - i;
  }
  CubieCube c;
  unsigned used = 0;
  for (int i = 0; i < kCorners; ++i)
    for (int piece = 0, skip = smaller_after[i]; piece < kCorners; ++piece) {
      if (used >> piece & 1) continue;
      if (skip-- == 0) {
        c.cp[i] = static_cast<uint8_t>(piece);
        used |= 1u << piece;
        break;
      }
    }
  return c;
}

void set_entry(AntipodalCornerTable& t, std::size_t i, int value) {
  const int shift = (i & 1) * 4;
  t.nibbles[i >> 1] = static_cast<uint8_t>((t.nibbles[i >> 1] & ~(0xf << shift)) | value << shift);
}

// Marks 0 every corner state c with c * antipodal(c) solved: the permutation's condition first
// (it does not depend on the twist), then each twist of the few permutations that meet it.
void mark_targets(AntipodalCornerTable& table) {
  for (int perm = 0; perm < kCornerPerms; ++perm) {
    CubieCube c = corner_perm_cube(perm);
    if ((c * antipodal(c)).cp != CubieCube{}.cp) continue;
    for (int twist = 0; twist < kTwists; ++twist) {
      c.co = twist_cube(twist).co;
      if ((c * antipodal(c)).co == CubieCube{}.co)
        set_entry(table, static_cast<std::size_t>(perm) * kTwists + static_cast<std::size_t>(twist), 0);
    }
  }
}

}  // namespace

CubieCube antipodal(const CubieCube& c) {
  const CubieCube x2 = move_cube(Move{MoveBase::x, 2});
  return mirrored(x2.inverse() * c * x2);
}

AntipodalCornerTable build_antipodal_corner_table(const TwoPhaseTables& moves, const Progress& progress) {
  AntipodalCornerTable t;
  t.nibbles.assign((kCornerStates + 1) / 2, 0xff);
  mark_targets(t);
  constexpr int kDeepest = 6;  // the table's largest entry, for the progress fraction
  for (int depth = 0;; ++depth) {
    if (progress) progress("antipodal-corners", static_cast<double>(depth) / (kDeepest + 1));
    bool grew = false;
    for (std::size_t i = 0; i < kCornerStates; ++i) {
      if (t.entry(i) != depth) continue;
      const int perm = static_cast<int>(i / kTwists), twist = static_cast<int>(i % kTwists);
      for (uint8_t m : kQuarterTurnIndices) {
        const std::size_t next = static_cast<std::size_t>(moves.corner_perm.apply(perm, m)) * kTwists +
                                 static_cast<std::size_t>(moves.twist.apply(twist, m));
        if (t.entry(next) != kUnknownCorner) continue;
        set_entry(t, next, depth + 1);
        grew = true;
      }
    }
    if (!grew) break;
  }
  if (progress) progress("antipodal-corners", 1.0);
  return t;
}

}  // namespace cubelab::tables
