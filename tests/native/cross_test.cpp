// The cross: piece move tables against the cubie model, the cross coordinate, the distance table
// against the published distribution, colours and holding the cube.
#include <gtest/gtest.h>

#include <string>

#include "core/model/orientation.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/common/predicates.hpp"
#include "tables/cross.hpp"
#include "tables/f2l_pair.hpp"
#include "tests/native/test_data.hpp"

namespace cubelab {
namespace {

const tables::CrossTable& table() {
  static const tables::CrossTable t = tables::build_cross_table();
  return t;
}

TEST(PieceMoves, FollowTheCubieModel) {
  Rng rng(21);
  for (int i = 0; i < 50; ++i) {
    const CubieCube c = random_state(rng);
    for (int m = 0; m < kFaceTurns; ++m) {
      const CubieCube after = apply_move(c, face_turn(m));
      for (int e = 0; e < kEdges; ++e)
        EXPECT_EQ(tables::edge_moves()[tables::edge_state(c, e)][m], tables::edge_state(after, e));
      for (int k = 0; k < kCorners; ++k)
        EXPECT_EQ(tables::corner_moves()[tables::corner_state(c, k)][m], tables::corner_state(after, k));
    }
  }
}

TEST(CrossCoordinate, DenseIsABijectionOntoItsRange) {
  std::vector<bool> seen(tables::kCrossStates, false);
  int valid = 0;
  for (uint32_t raw = 0; raw < tables::kCrossRaw; ++raw) {
    const tables::CrossEdges e = tables::cross_edges_of_raw(raw);
    if (!tables::cross_valid(e)) continue;
    ++valid;
    const uint32_t d = tables::cross_dense(e);
    ASSERT_LT(d, static_cast<uint32_t>(tables::kCrossStates));
    EXPECT_FALSE(seen[d]);
    seen[d] = true;
    EXPECT_EQ(tables::cross_edges_of_dense(d), e);
  }
  EXPECT_EQ(valid, tables::kCrossStates);
}

// Lars Vandenbergh's cross study, via Kocvara (2014), copied in tests/data.
TEST(CrossTable, MatchesThePublishedDistribution) {
  std::map<int, long> counts;
  for (uint8_t d : table().distance)
    if (d != 0xFF) ++counts[d];
  const auto rows = testing::read_tsv("cross-distribution.tsv");
  ASSERT_EQ(rows.size(), 9u);
  long total = 0;
  for (const auto& row : rows) {
    EXPECT_EQ(counts[std::stoi(row.at("moves"))], std::stol(row.at("states"))) << "depth " << row.at("moves");
    total += std::stol(row.at("states"));
  }
  EXPECT_EQ(total, tables::kCrossStates);
  EXPECT_EQ(counts.size(), rows.size());
}

TEST(Cross, OptimalCrossSolvesTheCrossInTheTableLength) {
  Rng rng(5);
  for (int i = 0; i < 300; ++i) {
    const CubieCube c = random_state(rng);
    const Alg cross = solve_cross(c, table());
    EXPECT_EQ(htm(cross), cross_length(c, table()));
    EXPECT_TRUE(cross_solved(apply_alg(c, cross)));
  }
}

TEST(Cross, NoShorterCrossExistsForShortScrambles) {
  // Brute force over all sequences up to length 4: the first length that solves is the table's.
  Rng rng(8);
  for (int i = 0; i < 40; ++i) {
    const CubieCube c = state_of(random_moves(rng, 1 + i % 4));
    const tables::CrossEdges e = tables::cross_edges_of(c);
    int shortest = -1;
    std::vector<tables::CrossEdges> level{e};
    for (int d = 0; d <= 4 && shortest < 0; ++d) {
      for (const auto& s : level)
        if (s == tables::kCrossSolved) shortest = d;
      std::vector<tables::CrossEdges> next;
      for (const auto& s : level)
        for (int m = 0; m < kFaceTurns; ++m) next.push_back(tables::apply_cross_move(s, m));
      level.swap(next);
    }
    ASSERT_GE(shortest, 0);
    EXPECT_EQ(table()(e), shortest);
  }
}

TEST(Cross, EveryEnumeratedOptimalCrossSolvesIt) {
  Rng rng(9);
  for (int i = 0; i < 50; ++i) {
    const CubieCube c = random_state(rng);
    const auto crosses = optimal_crosses(c, table(), 64);
    ASSERT_FALSE(crosses.empty());
    for (const Alg& a : crosses) {
      EXPECT_EQ(htm(a), cross_length(c, table()));
      EXPECT_TRUE(cross_solved(apply_alg(c, a)));
    }
  }
}

TEST(Colours, ParseNamesListsAndNeutral) {
  EXPECT_EQ(parse_cross_colours("white").value(), std::vector<int>{0});
  EXPECT_EQ(parse_cross_colours("yellow").value(), std::vector<int>{3});
  EXPECT_EQ(parse_cross_colours("white,yellow").value(), (std::vector<int>{0, 3}));
  EXPECT_EQ(parse_cross_colours("neutral").value().size(), 6u);
  EXPECT_FALSE(parse_cross_colours("purple").ok());
  EXPECT_FALSE(parse_cross_colours("").ok());
  EXPECT_FALSE(parse_cross_colours("white,").ok());
  EXPECT_NE(parse_cross_colours("pink").error().message.find("pink"), std::string::npos);
}

TEST(Colours, HoldingPutsTheColourOnDAndTurnsStillApply) {
  Rng rng(12);
  const CubieCube turned = state_of(parse_alg("x y M E S").value());  // centres moved too
  for (int i = 0; i < 20; ++i) {
    const CubieCube c = (i % 2 ? turned : CubieCube{}) * random_state(rng);
    for (int colour = 0; colour < kFaces; ++colour) {
      const HeldCube held = hold_with_cross_on_d(c, colour);
      EXPECT_TRUE(held.home.centres_at_home());
      const Alg cross = solve_cross(held.home, table());
      // The same turns, after the rotation, solve the cross of that colour on the real cube.
      const CubieCube real = apply_alg(apply_alg(c, held.rotation), cross);
      EXPECT_EQ(real.centres[static_cast<int>(Face::D)], colour);
      EXPECT_TRUE(cross_solved(recolour_to_home(real)));
    }
  }
}

}  // namespace
}  // namespace cubelab
