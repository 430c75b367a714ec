// Cross practice: each colour's cross is applied and found solved, and its length is the optimum
// given by this test's own breadth-first search over the four edges of that colour (built from the
// cubie model's moves, not the core's cross table); easy-cross scrambles have exactly the asked
// optimal white cross.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "core/model/orientation.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/common/predicates.hpp"
#include "core/study/cross_practice.hpp"

namespace cubelab {
namespace {

// The edges around each face (U R F D L B), by their solved slots.
constexpr int kEdgesOfFace[6][4] = {{UR, UF, UL, UB}, {UR, DR, FR, BR}, {UF, DF, FR, FL},
                                    {DR, DF, DL, DB}, {UL, DL, FL, BL}, {UB, DB, BL, BR}};
constexpr int kKeys = 24 * 24 * 24 * 24;

int edge_state_of(const CubieCube& c, int piece) {
  for (int s = 0; s < kEdges; ++s)
    if (c.ep[s] == piece) return s * 2 + c.eo[s];
  return -1;
}

int key_of(const CubieCube& c, int face) {
  int key = 0;
  for (int piece : kEdgesOfFace[face]) key = key * 24 + edge_state_of(c, piece);
  return key;
}

// Where a face turn takes an edge: piece state slot * 2 + flip -> the same after the turn, read
// from the cubie model's move (the piece in slot s goes to the slot i whose ep[i] is s).
std::array<std::array<int, 24>, kFaceTurns> edge_turns() {
  std::array<std::array<int, 24>, kFaceTurns> out{};
  for (int m = 0; m < kFaceTurns; ++m) {
    const CubieCube t = state_of(Alg{face_turn(m)});
    for (int i = 0; i < kEdges; ++i)
      for (int flip = 0; flip < 2; ++flip) out[m][t.ep[i] * 2 + flip] = i * 2 + (flip ^ t.eo[i]);
  }
  return out;
}

// Optimal cross lengths for the cross of `face`'s colour, over every placement of its four edges.
std::vector<int8_t> cross_distances(int face) {
  const auto turns = edge_turns();
  std::vector<int8_t> dist(kKeys, -1);
  std::vector<int> frontier{key_of(CubieCube{}, face)};
  dist[frontier[0]] = 0;
  for (int depth = 0; !frontier.empty(); ++depth) {
    std::vector<int> next;
    for (int key : frontier)
      for (int m = 0; m < kFaceTurns; ++m) {
        int moved = 0;
        for (int shift = 24 * 24 * 24; shift >= 1; shift /= 24) moved = moved * 24 + turns[m][key / shift % 24];
        int8_t& d = dist[moved];
        if (d >= 0) continue;
        d = static_cast<int8_t>(depth + 1);
        next.push_back(moved);
      }
    frontier = std::move(next);
  }
  return dist;
}

const std::vector<int8_t>& distances(int face) {
  static const std::array<std::vector<int8_t>, 6> all = [] {
    std::array<std::vector<int8_t>, 6> d;
    for (int f = 0; f < 6; ++f) d[f] = cross_distances(f);
    return d;
  }();
  return all[face];
}

bool cross_of_face_solved(const CubieCube& c, int face) {
  for (int piece : kEdgesOfFace[face])
    if (edge_state_of(c, piece) != piece * 2) return false;
  return true;
}

// The cube after `moves`, turned back as a whole so that its centres are home.
CubieCube after(const CubieCube& cube, const Alg& moves) {
  const CubieCube c = apply_alg(cube, moves);
  return c * orientation_of(c).state.inverse();
}

TEST(CrossPractice, EveryColoursCrossIsOptimalAndSolves) {
  tables::TableCache cache;
  for (uint64_t i = 0; i < 12; ++i) {
    Rng rng(sample_seed(41, i));
    const CubieCube cube = random_state(rng);
    auto practice = cross_practice(cube, cache);
    ASSERT_TRUE(practice.ok());
    int shortest = 99;
    for (int colour = 0; colour < 6; ++colour) {
      const CrossOfColour& c = practice.value().crosses[colour];
      EXPECT_EQ(c.colour, colour);
      EXPECT_EQ(htm(c.moves), distances(colour)[key_of(cube, colour)]) << "colour " << colour;
      EXPECT_TRUE(cross_of_face_solved(after(cube, concat(c.rotation, c.moves)), colour)) << "colour " << colour;
      shortest = std::min(shortest, htm(c.moves));
    }
    // The xcross: its colour's cross and its pair solved, held with that colour on D.
    const CrossOfColour& x = practice.value().xcross;
    const CubieCube held = recolour_to_home(apply_alg(cube, concat(x.rotation, x.moves)));
    EXPECT_TRUE(cross_solved(held));
    EXPECT_TRUE(pair_solved(held, practice.value().xcross_pair));
    EXPECT_GE(htm(x.moves), shortest);
  }
}

TEST(CrossPractice, ImpossibleCubeIsAnError) {
  tables::TableCache cache;
  CubieCube twisted;
  twisted.co[URF] = 1;
  EXPECT_FALSE(cross_practice(twisted, cache).ok());
}

TEST(EasyCross, ScramblesHaveExactlyTheAskedWhiteCross) {
  tables::TableCache cache;
  for (int length = kMinEasyCross; length <= kMaxEasyCross; ++length)
    for (uint64_t i = 0; i < 4; ++i) {
      auto s = easy_cross_scramble(length, 7, i, cache);
      ASSERT_TRUE(s.ok()) << s.error().message;
      const CubieCube cube = state_of(s.value().moves);
      EXPECT_EQ(cube, s.value().state);
      EXPECT_LE(htm(s.value().moves), 20);
      EXPECT_EQ(distances(0)[key_of(cube, 0)], length) << "length " << length << " seed index " << i;
    }
  EXPECT_FALSE(easy_cross_scramble(0, 1, 0, cache).ok());
  EXPECT_FALSE(easy_cross_scramble(9, 1, 0, cache).ok());
}

}  // namespace
}  // namespace cubelab
