// OLL and PLL, full and 2-look: every case under every AUF (PLL also with the layer turned before)
// is recognised as itself and solved; random last layers are solved; bad cubes are errors.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/model/random.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/last_layer.hpp"
#include "core/solvers/common/predicates.hpp"
#include "shared_tables.hpp"

namespace cubelab {
namespace {

CubieCube u_power(int q) {
  q = ((q % 4) + 4) % 4;
  return q == 0 ? CubieCube{} : state_of(Alg{Move{MoveBase::U, static_cast<uint8_t>(q)}});
}

bool only_face_turns(const Alg& alg) {
  return std::all_of(alg.begin(), alg.end(), [](const Move& m) { return kind_of(m.base) == MoveKind::Face; });
}

int parity(const uint8_t* p, int n) {
  int inversions = 0;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) inversions += p[i] > p[j];
  return inversions & 1;
}

// A uniformly random last layer on a cube whose first two layers are solved.
CubieCube random_last_layer(Rng& rng) {
  CubieCube c;
  for (int i = 3; i > 0; --i) std::swap(c.cp[i], c.cp[rng.below(i + 1)]);
  for (int i = 3; i > 0; --i) std::swap(c.ep[i], c.ep[rng.below(i + 1)]);
  if (parity(c.cp.data(), 4) != parity(c.ep.data(), 4)) std::swap(c.ep[0], c.ep[1]);
  int twist = 0, flip = 0;
  for (int i = 0; i < 3; ++i) {
    c.co[i] = static_cast<uint8_t>(rng.below(3)), twist += c.co[i];
    c.eo[i] = static_cast<uint8_t>(rng.below(2)), flip += c.eo[i];
  }
  c.co[3] = static_cast<uint8_t>((3 - twist % 3) % 3);
  c.eo[3] = static_cast<uint8_t>(flip % 2);
  return c;
}

TEST(LastLayer, EveryOllCaseUnderEveryAufIsRecognisedAndSolved) {
  const auto cases = case_library(testing::shared_cache(), "OLL").value();
  for (const CaseInfo& info : cases)
    for (int auf = 0; auf < 4; ++auf) {
      const CubieCube cube = info.state * u_power(auf);
      auto phase = solve_oll(testing::shared_cache(), cube);
      ASSERT_TRUE(phase.ok()) << info.name;
      EXPECT_EQ(phase->name, "oll");
      EXPECT_EQ(phase->case_name, info.name) << "AUF " << auf;
      EXPECT_TRUE(only_face_turns(phase->moves));
      const CubieCube after = apply_alg(cube, phase->moves);
      EXPECT_TRUE(f2l_solved(after) && last_layer_oriented(after)) << info.name << " AUF " << auf;
    }
}

TEST(LastLayer, EveryPllCaseUnderEveryAufAndPreRotationIsRecognisedAndSolved) {
  const auto cases = case_library(testing::shared_cache(), "PLL").value();
  for (const CaseInfo& info : cases)
    for (int before = 0; before < 4; ++before)
      for (int auf = 0; auf < 4; ++auf) {
        const CubieCube cube = u_power(before) * info.state * u_power(auf);
        auto phase = solve_pll(testing::shared_cache(), cube);
        ASSERT_TRUE(phase.ok()) << info.name;
        EXPECT_EQ(phase->name, "pll");
        EXPECT_EQ(phase->case_name, info.name) << before << " " << auf;
        EXPECT_TRUE(apply_alg(cube, phase->moves).is_solved()) << info.name << " " << before << " " << auf;
      }
}

TEST(LastLayer, SolvedLayersAreSkips) {
  auto oll = solve_oll(testing::shared_cache(), CubieCube{});
  ASSERT_TRUE(oll.ok());
  EXPECT_EQ(oll->case_name, "skip");
  EXPECT_TRUE(oll->moves.empty());
  for (int auf = 0; auf < 4; ++auf) {
    auto pll = solve_pll(testing::shared_cache(), u_power(auf));
    ASSERT_TRUE(pll.ok());
    EXPECT_EQ(pll->case_name, "skip");
    EXPECT_EQ(pll->length(), auf == 0 ? 0 : 1);  // the AUF alone
    EXPECT_TRUE(apply_alg(u_power(auf), pll->moves).is_solved());
  }
}

TEST(LastLayer, RandomLastLayersAreSolvedFullAndTwoLook) {
  Rng rng(2024);
  for (int i = 0; i < 2000; ++i) {
    const CubieCube cube = random_last_layer(rng);
    auto oll = solve_oll(testing::shared_cache(), cube);
    ASSERT_TRUE(oll.ok());
    const CubieCube oriented = apply_alg(cube, oll->moves);
    ASSERT_TRUE(f2l_solved(oriented) && last_layer_oriented(oriented));
    auto pll = solve_pll(testing::shared_cache(), oriented);
    ASSERT_TRUE(pll.ok());
    EXPECT_TRUE(apply_alg(oriented, pll->moves).is_solved());

    auto oll2 = solve_oll_two_look(testing::shared_cache(), cube);
    ASSERT_TRUE(oll2.ok());
    ASSERT_EQ(oll2->size(), 2u);
    EXPECT_EQ((*oll2)[0].name, "oll-edges");
    EXPECT_EQ((*oll2)[1].name, "oll-corners");
    CubieCube c = apply_alg(cube, (*oll2)[0].moves);
    for (int e = UR; e <= UB; ++e) EXPECT_EQ(c.eo[e], 0);
    c = apply_alg(c, (*oll2)[1].moves);
    ASSERT_TRUE(f2l_solved(c) && last_layer_oriented(c));
    auto pll2 = solve_pll_two_look(testing::shared_cache(), c);
    ASSERT_TRUE(pll2.ok());
    ASSERT_EQ(pll2->size(), 2u);
    EXPECT_EQ((*pll2)[0].name, "pll-corners");
    EXPECT_EQ((*pll2)[1].name, "pll-edges");
    c = apply_alg(c, (*pll2)[0].moves);
    bool corners_in_place = false;  // up to the final AUF
    for (int q = 0; q < 4; ++q) {
      const CubieCube t = c * u_power(q);
      corners_in_place = corners_in_place || (t.cp[0] == 0 && t.cp[1] == 1 && t.cp[2] == 2 && t.cp[3] == 3);
    }
    EXPECT_TRUE(corners_in_place);
    EXPECT_TRUE(apply_alg(c, (*pll2)[1].moves).is_solved());
  }
}

TEST(LastLayer, LastLayerLengthIsWhatTheTwoPhasesTake) {
  Rng rng(99);
  for (int i = 0; i < 500; ++i) {
    const CubieCube cube = random_last_layer(rng);
    auto oll = solve_oll(testing::shared_cache(), cube);
    ASSERT_TRUE(oll.ok());
    auto pll = solve_pll(testing::shared_cache(), apply_alg(cube, oll->moves));
    ASSERT_TRUE(pll.ok());
    EXPECT_EQ(last_layer_length(testing::shared_cache(), cube), oll->length() + pll->length());
  }
  EXPECT_EQ(last_layer_length(testing::shared_cache(), CubieCube{}), 0);
  EXPECT_EQ(last_layer_length(testing::shared_cache(), state_of(parse_alg("R").value())), -1);
}

TEST(LastLayer, CubesWithoutF2LAreErrors) {
  const CubieCube scrambled = state_of(parse_alg("R U F").value());
  EXPECT_FALSE(solve_oll(testing::shared_cache(), scrambled).ok());
  EXPECT_FALSE(solve_pll(testing::shared_cache(), scrambled).ok());
  EXPECT_FALSE(solve_oll_two_look(testing::shared_cache(), scrambled).ok());
  EXPECT_FALSE(solve_pll_two_look(testing::shared_cache(), scrambled).ok());
  const CubieCube unoriented = state_of(parse_alg("F R U R' U' F'").value());
  EXPECT_TRUE(solve_oll(testing::shared_cache(), unoriented).ok());
  EXPECT_FALSE(solve_pll(testing::shared_cache(), unoriented).ok());
  EXPECT_FALSE(solve_pll_two_look(testing::shared_cache(), unoriented).ok());
  EXPECT_FALSE(solve_oll(testing::shared_cache(), state_of(parse_alg("y").value())).ok());  // centres not at home
}

TEST(LastLayer, UnsolvableLastLayersAreErrors) {
  CubieCube twisted;  // one corner twisted in place
  twisted.co[URF] = 1;
  EXPECT_FALSE(solve_oll(testing::shared_cache(), twisted).ok());
  EXPECT_FALSE(solve_oll_two_look(testing::shared_cache(), twisted).ok());
  CubieCube swapped;  // two edges swapped, corners not: odd parity
  std::swap(swapped.ep[UR], swapped.ep[UF]);
  EXPECT_TRUE(solve_oll(testing::shared_cache(), swapped).ok());  // orientation is fine
  EXPECT_FALSE(solve_pll(testing::shared_cache(), swapped).ok());
  EXPECT_FALSE(solve_pll_two_look(testing::shared_cache(), swapped).ok());
}

}  // namespace
}  // namespace cubelab
