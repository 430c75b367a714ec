// Kociemba coordinates and their move tables, checked against the cubie model.
#include <gtest/gtest.h>

#include <set>

#include "core/model/move.hpp"
#include "core/model/random_state.hpp"
#include "tables/coord.hpp"
#include "tables/coord_moves.hpp"

namespace cubelab::tables {
namespace {

constexpr std::array<uint8_t, kFaceTurns> kAll = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};

TEST(Coord, SolvedIsZero) {
  const CubieCube solved;
  EXPECT_EQ(twist(solved), 0);
  EXPECT_EQ(flip(solved), 0);
  EXPECT_EQ(slice_sorted(solved), 0);
  EXPECT_EQ(corner_perm(solved), 0);
  EXPECT_EQ(ud_edge_perm(solved), 0);
  EXPECT_EQ(u_corner_places(solved), 0);
}

// Every way of putting the 4 U corners in the 8 places gets its own value, 0 <= value < 70.
TEST(Coord, UCornerPlacesIsABijectionOnPlaceSets) {
  std::set<int> values;
  for (int mask = 0; mask < 256; ++mask) {
    if (__builtin_popcount(static_cast<unsigned>(mask)) != 4) continue;
    CubieCube c;
    uint8_t u = 0, d = 4;
    for (int place = 0; place < kCorners; ++place) c.cp[place] = (mask >> place & 1) ? u++ : d++;
    const int v = u_corner_places(c);
    EXPECT_GE(v, 0);
    EXPECT_LT(v, kUCornerPlaces);
    values.insert(v);
  }
  EXPECT_EQ(values.size(), static_cast<std::size_t>(kUCornerPlaces));
}

TEST(Coord, PermutationRankIsABijection) {
  std::array<uint8_t, 4> p = {0, 1, 2, 3};
  std::set<int> ranks;
  do ranks.insert(permutation_rank(p, 0, 4));
  while (std::next_permutation(p.begin(), p.end()));
  EXPECT_EQ(ranks.size(), 24u);
  EXPECT_EQ(*ranks.begin(), 0);
  EXPECT_EQ(*ranks.rbegin(), 23);
}

TEST(Coord, RandomStatesStayInRange) {
  Rng rng(5);
  for (int i = 0; i < 500; ++i) {
    const CubieCube c = random_state(rng);
    EXPECT_LT(twist(c), kTwists);
    EXPECT_LT(flip(c), kFlips);
    EXPECT_LT(slice_sorted(c), kSliceSorted);
    EXPECT_LT(corner_perm(c), kCornerPerms);
  }
}

TEST(Coord, SliceIsZeroExactlyWhenTheSliceEdgesAreInTheSlice) {
  Rng rng(6);
  for (int i = 0; i < 500; ++i) {
    const CubieCube c = random_state(rng);
    bool in_slice = true;
    for (int place = FR; place <= BR; ++place) in_slice = in_slice && c.ep[place] >= FR;
    EXPECT_EQ(slice_sorted(c) / kSlicePerms == 0, in_slice);
  }
}

// The move table must agree with applying the move to a cube, for cubes the table never saw.
void expect_agrees(const MoveTable& table, CoordFn coord, std::span<const uint8_t> turns, const CubieCube& c) {
  for (int m = 0; m < table.moves; ++m)
    ASSERT_EQ(table.apply(coord(c), m), coord(apply_move(c, face_turn(turns[m])))) << table.name << " move " << m;
}

TEST(CoordMoves, AgreeWithTheCubieModel) {
  const MoveTable tw = build_move_table("twist-move", kTwists, twist, Pieces::Corners, kAll);
  const MoveTable fl = build_move_table("flip-move", kFlips, flip, Pieces::Edges, kAll);
  const MoveTable ss = build_move_table("slice-sorted-move", kSliceSorted, slice_sorted, Pieces::Edges, kAll);
  const MoveTable cp = build_move_table("corner-perm-move", kCornerPerms, corner_perm, Pieces::Corners, kAll);
  Rng rng(7);
  for (int i = 0; i < 200; ++i) {
    const CubieCube c = random_state(rng);
    expect_agrees(tw, twist, kAll, c);
    expect_agrees(fl, flip, kAll, c);
    expect_agrees(ss, slice_sorted, kAll, c);
    expect_agrees(cp, corner_perm, kAll, c);
  }
}

TEST(CoordMoves, Phase2TableAgreesInsideThePhase2Group) {
  const MoveTable ep =
      build_move_table("ud-edge-perm-move", kUdEdgePerms, ud_edge_perm, Pieces::Edges, kPhase2FaceTurns);
  const MoveTable ucp =
      build_move_table("u-corner-places-move", kUCornerPlaces, u_corner_places, Pieces::Corners, kPhase2FaceTurns);
  Rng rng(8);
  CubieCube c;
  for (int i = 0; i < 300; ++i) {
    c = apply_move(c, face_turn(kPhase2FaceTurns[rng.below(kPhase2Moves)]));
    expect_agrees(ep, ud_edge_perm, kPhase2FaceTurns, c);
    expect_agrees(ucp, u_corner_places, kPhase2FaceTurns, c);
  }
}

TEST(CoordMoves, SaveAndLoad) {
  const MoveTable tw = build_move_table("twist-move", kTwists, twist, Pieces::Corners, kAll);
  const auto bytes = save_move_table(tw);
  auto loaded = load_move_table(bytes, "twist-move", kTwists, kFaceTurns);
  ASSERT_TRUE(loaded) << loaded.error().message;
  EXPECT_EQ(loaded.value().next, tw.next);
  EXPECT_FALSE(load_move_table(bytes, "flip-move", kTwists, kFaceTurns));
  EXPECT_FALSE(load_move_table(bytes, "twist-move", kFlips, kFaceTurns));
}

}  // namespace
}  // namespace cubelab::tables
