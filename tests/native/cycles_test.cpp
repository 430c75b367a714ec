// The cube as a group element: cycle notation both ways, orders and the solvability invariants.
#include <gtest/gtest.h>

#include "core/model/alg.hpp"
#include "core/model/cycles.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/model/validate.hpp"

namespace cubelab {
namespace {

CubieCube of(const char* alg) { return state_of(parse_alg(alg).value()); }

TEST(CubeOrder, PublishedOrders) {
  EXPECT_EQ(cube_order(of("R U2 D' B D'")), 1260u);  // the largest order in the cube group
  EXPECT_EQ(cube_order(of("R U")), 105u);
  EXPECT_EQ(cube_order(of("R")), 4u);
  EXPECT_EQ(cube_order(of("R U R' U'")), 6u);
  EXPECT_EQ(cube_order(CubieCube{}), 1u);
  EXPECT_EQ(cube_order(of("M")), 4u);  // centres count: M2 is not the identity
}

TEST(CubeOrder, RepeatingTheAlgorithmThatOftenGivesTheIdentityAndNoFewerDoes) {
  for (const char* alg :
       {"R U2 D' B D'", "R U", "R U R' U'", "F R' U L", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"}) {
    const CubieCube c = of(alg);
    const uint64_t order = cube_order(c);
    CubieCube power = c;
    for (uint64_t n = 1; n < order; ++n) {
      ASSERT_FALSE(power.is_solved()) << alg << " after " << n;
      power = power * c;
    }
    EXPECT_TRUE(power.is_solved()) << alg;
  }
}

TEST(Cycles, OneTurnOfR) {
  // R takes the corner at URF to UBR with its U sticker onto B, and the edge at UR to BR.
  const CubieCube r = of("R");
  EXPECT_EQ(corner_cycles(r), "(URF BRU DRB FRD)");
  EXPECT_EQ(edge_cycles(r), "(UR BR DR FR)");
  EXPECT_EQ(corner_cycles(CubieCube{}), "()");
  EXPECT_EQ(centre_cycles(of("x'")), "(U F D B)");
}

TEST(Cycles, TwistsAndFlipsInPlace) {
  const CubieCube superflip = of("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2");
  EXPECT_EQ(edge_cycles(superflip), "(UR)+(UF)+(UL)+(UB)+(DR)+(DF)+(DL)+(DB)+(FR)+(FL)+(BL)+(BR)+");
  EXPECT_EQ(corner_cycles(superflip), "()");
  auto twisted = cube_from_cycles("(URF)+ (DRB)-");
  ASSERT_TRUE(twisted);
  EXPECT_EQ(twisted.value().co[URF], 1);
  EXPECT_EQ(twisted.value().co[DRB], 2);
  EXPECT_TRUE(check_solvable(twisted.value()));
}

TEST(Cycles, RoundTripToTheSameCube) {
  Rng rng(11);
  for (int i = 0; i < 2000; ++i) {
    const CubieCube c = random_state(rng);
    const std::string text = corner_cycles(c) + " " + edge_cycles(c);
    auto back = cube_from_cycles(text);
    ASSERT_TRUE(back) << text << ": " << back.error().message;
    ASSERT_EQ(back.value(), c) << text;
  }
  // Written by hand, commas allowed, lower case allowed.
  auto r = cube_from_cycles("(urf, bru, drb, frd) (UR, BR, DR, FR)");
  ASSERT_TRUE(r);
  EXPECT_EQ(r.value(), of("R"));
}

TEST(Cycles, ReadingErrorsNameTheColumn) {
  auto e = cube_from_cycles("(URF UFR)");
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error().column, 6);
  EXPECT_NE(e.error().message.find("clockwise"), std::string::npos);
  EXPECT_EQ(cube_from_cycles("(URF UR)").error().column, 6);
  EXPECT_EQ(cube_from_cycles("(URF BRU) (RFU)").error().column, 12);  // twice
  EXPECT_EQ(cube_from_cycles("  (URF BRU").error().column, 3);        // not closed
  EXPECT_EQ(cube_from_cycles("URF").error().column, 1);
}

TEST(Invariants, TheThreeConditions) {
  const Invariants solved = invariants(of("R U R' F"));
  EXPECT_TRUE(solved.parity_ok() && solved.twist_ok() && solved.flip_ok());
  EXPECT_EQ(invariants(of("R")).corner_parity, 1);
  EXPECT_EQ(invariants(of("R")).edge_parity, 1);
  const Invariants twisted = invariants(cube_from_cycles("(URF)+").value());
  EXPECT_EQ(twisted.twist, 1);
  EXPECT_FALSE(twisted.twist_ok());
  EXPECT_TRUE(twisted.flip_ok() && twisted.parity_ok());
  const Invariants flipped = invariants(cube_from_cycles("(UF)+").value());
  EXPECT_FALSE(flipped.flip_ok());
  const Invariants swapped = invariants(cube_from_cycles("(UF UR)").value());
  EXPECT_FALSE(swapped.parity_ok());
  EXPECT_TRUE(swapped.twist_ok() && swapped.flip_ok());
}

}  // namespace
}  // namespace cubelab
