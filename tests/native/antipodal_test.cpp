// The point reflection (tables/antipodal.hpp), its corner table, and the antipodal-halves search
// (core/solvers/common/antipodal_halves.hpp). The table is checked against its definition, recomputed here
// from the cubie model: its zeros are exactly the corner states c with c * antipodal(c) solved, and
// every other entry is one more than its smallest neighbour's (the breadth-first distance).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <iostream>
#include <string>

#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/move.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/common/antipodal_halves.hpp"
#include "core/solvers/common/symmetries.hpp"
#include "shared_tables.hpp"
#include "tables/antipodal.hpp"
#include "tables/coord.hpp"

namespace cubelab {
namespace {

using tables::antipodal;
using tables::antipodal_turn;

constexpr std::array<uint8_t, 12> kQuarterTurns = {0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17};

CubieCube cube_of(const std::string& text) { return cube_from_text(text).value().cube; }

// The corners alone: edges and centres at home.
CubieCube corners_only(const CubieCube& c) {
  CubieCube r;
  r.cp = c.cp;
  r.co = c.co;
  return r;
}

bool corners_solved(const CubieCube& c) { return c.cp == CubieCube{}.cp && c.co == CubieCube{}.co; }

const tables::AntipodalCornerTable& corner_table() { return testing::built_antipodal_corner_table(); }

int entry(const CubieCube& c) { return corner_table().at(tables::corner_perm(c), tables::twist(c)); }

TEST(AntipodalTest, TurnsEachFaceToTheOppositeOneTurnedBack) {
  const char* expected[] = {"D'", "D2", "D", "L'", "L2", "L", "B'", "B2", "B",
                            "U'", "U2", "U", "R'", "R2", "R", "F'", "F2", "F"};
  for (int m = 0; m < kFaceTurns; ++m) {
    const CubieCube turned = antipodal(move_cube(face_turn(m)));
    EXPECT_EQ(turned, move_cube(face_turn(antipodal_turn(m)))) << m;
    EXPECT_EQ(turned, state_of(parse_alg(expected[m]).value())) << m;
  }
  Rng rng(7);
  for (int i = 0; i < 100; ++i) {
    const CubieCube a = random_state(rng), b = random_state(rng);
    EXPECT_EQ(antipodal(antipodal(a)), a);
    EXPECT_EQ(antipodal(a * b), antipodal(a) * antipodal(b));
  }
  // The superflip is its own antipodal image, as it is every symmetry's.
  EXPECT_EQ(antipodal(cube_of("superflip")), cube_of("superflip"));
}

TEST(AntipodalTest, CornerTableIsTheDistanceToCornersSolvedByTheirReflection) {
  Rng rng(8);
  int targets = 0;
  for (int i = 0; i < 20000; ++i) {
    // Half the samples are targets by construction: Y antipodal(Y)^-1 times its reflection is solved.
    const CubieCube y = corners_only(random_state(rng));
    const CubieCube c = i % 2 ? y : y * antipodal(y).inverse();
    const int d = entry(c);
    ASSERT_LE(d, 6);
    EXPECT_EQ(d == 0, corners_solved(c * antipodal(c)));
    targets += d == 0;
    int lowest = 99;
    for (uint8_t m : kQuarterTurns) {
      const int n = entry(c * move_cube(face_turn(m)));
      EXPECT_LE(std::abs(n - d), 1);
      lowest = std::min(lowest, n);
    }
    if (d > 0) EXPECT_EQ(lowest, d - 1);
  }
  EXPECT_GE(targets, 10000);
  EXPECT_LT(targets, 10100);  // random states are almost never targets (1 in 800)
}

// Reid's 24q superflip solution has two antipodal halves: the form the search looks for. (The search's
// own 24q answer is checked in OptimalQtmTest.SuperflipAnsweredInTwentyFourQuarterTurns.)
TEST(AntipodalHalvesTest, ReidsSuperflipSolutionHasTwoAntipodalHalves) {
  const CubieCube superflip = cube_of("superflip");
  const Alg reid = parse_alg("R' U2 B L' F U' B D F U D' L D2 F' R B' D F' U' B' U D'").value();
  ASSERT_TRUE(apply_alg(superflip, reid).is_solved());
  std::vector<uint8_t> turns;
  for (const Move& m : reid) {
    const int t = face_turn_index(m);
    turns.insert(turns.end(), t % 3 == 1 ? 2 : 1, static_cast<uint8_t>(t % 3 == 1 ? t - 1 : t));
  }
  ASSERT_EQ(turns.size(), 24u);
  CubieCube first_half, second_half;
  for (int i = 0; i < 12; ++i) first_half = first_half * move_cube(face_turn(turns[i]));
  for (int i = 12; i < 24; ++i) second_half = second_half * move_cube(face_turn(turns[i]));
  EXPECT_EQ(antipodal(first_half), second_half);
}

// None of 22q (the superflip needs 24q: no answer the search checks can be wrong), and a stop from
// the caller ends the search within one batch of nodes, without an answer. This also runs sanitised
// (tools/suites.mjs); the 24q searches run only natively.
TEST(AntipodalHalvesTest, NoneShorterAndStopsWhenAsked) {
  const CubieCube superflip = cube_of("superflip");
  const CentralCanon canon(cube_symmetries(superflip), true);
  const auto& moves = testing::built_two_phase_tables();
  uint64_t nodes = 0;
  const SpendNodes count = [&](uint64_t n) {
    nodes += n;
    return false;
  };
  EXPECT_FALSE(shortest_antipodal_halves(superflip, 1, 24, corner_table(), moves, count));
  EXPECT_GT(nodes, 1'000'000u);
  uint64_t stopped_after = 0;
  const SpendNodes stop = [&](uint64_t n) {
    stopped_after += n;
    return true;
  };
  EXPECT_FALSE(find_antipodal_halves(superflip, 12, corner_table(), moves, canon, stop));
  EXPECT_LE(stopped_after, 16384u);
  // Only a central cube is searched.
  EXPECT_FALSE(shortest_antipodal_halves(apply_move(superflip, face_turn(0)), 1, 24, corner_table(), moves, count));
}

}  // namespace
}  // namespace cubelab
