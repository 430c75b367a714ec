// The cube model: known facelet strings, move identities, inverses and facelet round trips.
#include <gtest/gtest.h>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/facelets.hpp"
#include "core/model/move.hpp"
#include "core/model/orientation.hpp"
#include "core/model/random_state.hpp"
#include "core/model/validate.hpp"
#include "test_data.hpp"

namespace cubelab {
namespace {

CubieCube state(const std::string& text) {
  auto alg = parse_alg(text);
  EXPECT_TRUE(alg.ok()) << text << ": " << (alg ? "" : alg.error().message);
  return alg ? state_of(alg.value()) : CubieCube{};
}

TEST(KnownStates, FaceletStringsMatchTheReference) {
  const auto rows = testing::read_tsv("known-states.tsv");
  ASSERT_GE(rows.size(), 3u);
  for (const auto& row : rows) {
    const std::string moves = row.at("moves") == "-" ? "" : row.at("moves");
    EXPECT_EQ(to_facelet_string(state(moves)), row.at("facelets")) << row.at("name");
  }
}

TEST(KnownStates, SolvedIsSolved) {
  EXPECT_TRUE(CubieCube{}.is_solved());
  EXPECT_EQ(to_facelet_string(CubieCube{}), "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
}

TEST(Identities, SexyMoveSixTimes) { EXPECT_TRUE(state("(R U R' U')6").is_solved()); }

TEST(Identities, TPermTwice) { EXPECT_TRUE(state("(R U R' U' R' F R2 U' R' U' R U R' F')2").is_solved()); }

TEST(Identities, FaceTurnHasOrderFour) {
  for (int b = 0; b < kMoveBases; ++b) {
    const Move m{static_cast<MoveBase>(b), 1};
    CubieCube c;
    for (int i = 0; i < 4; ++i) {
      EXPECT_FALSE(c.is_solved() && i > 0) << move_base_name(m.base) << " has order " << i;
      c = apply_move(c, m);
    }
    EXPECT_TRUE(c.is_solved()) << move_base_name(m.base);
  }
}

struct Equivalence {
  const char* left;
  const char* right;
};

class MoveEquivalence : public ::testing::TestWithParam<Equivalence> {};

TEST_P(MoveEquivalence, BothSidesGiveTheSameState) {
  EXPECT_EQ(state(GetParam().left), state(GetParam().right)) << GetParam().left << " vs " << GetParam().right;
}

INSTANTIATE_TEST_SUITE_P(SlicesWidesRotations, MoveEquivalence,
                         ::testing::Values(Equivalence{"M", "L' R x'"}, Equivalence{"E", "U D' y'"},
                                           Equivalence{"S", "F' B z"}, Equivalence{"r", "L x"},
                                           Equivalence{"Rw", "L x"}, Equivalence{"u", "D y"}, Equivalence{"f", "B z"},
                                           Equivalence{"l", "R x'"}, Equivalence{"d", "U y'"}, Equivalence{"b", "F z'"},
                                           Equivalence{"x", "R M' L'"}, Equivalence{"y", "U E' D'"},
                                           Equivalence{"z", "F S B'"}, Equivalence{"R2'", "R2"},
                                           Equivalence{"R3", "R'"}, Equivalence{"R4", ""}));

TEST(Identities, RotationConjugatesFaces) {
  // After y the old B face is in the R position, after x the old F face is on U, after z the old L.
  EXPECT_EQ(state("y R y'"), state("B"));
  EXPECT_EQ(state("x U x'"), state("F"));
  EXPECT_EQ(state("z U z'"), state("L"));
}

TEST(Inverse, EveryAlgorithmTimesItsInverseIsTheIdentity) {
  Rng rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    Alg alg;
    const int length = static_cast<int>(rng.below(40));
    for (int i = 0; i < length; ++i)
      alg.push_back(Move{static_cast<MoveBase>(rng.below(kMoveBases)), static_cast<uint8_t>(rng.below(3) + 1)});
    const CubieCube forward = state_of(alg);
    EXPECT_TRUE((forward * state_of(invert(alg))).is_solved()) << format_alg(alg);
    EXPECT_TRUE((forward * forward.inverse()).is_solved());
    EXPECT_TRUE((forward.inverse() * forward).is_solved());
  }
}

TEST(RoundTrip, FaceletsToCubiesToFaceletsForRandomStates) {
  Rng rng(11);
  for (int trial = 0; trial < 500; ++trial) {
    const CubieCube c = random_state(rng);
    const std::string text = to_facelet_string(c);
    auto parsed = parse_facelets(text);
    ASSERT_TRUE(parsed.ok()) << text << ": " << parsed.error().message;
    EXPECT_EQ(parsed.value(), c);
    EXPECT_EQ(to_facelet_string(parsed.value()), text);
  }
}

TEST(RoundTrip, TurnedCentresRoundTrip) {
  Rng rng(13);
  for (int trial = 0; trial < 300; ++trial) {
    Alg alg;
    for (int i = 0; i < 25; ++i)
      alg.push_back(Move{static_cast<MoveBase>(rng.below(kMoveBases)), static_cast<uint8_t>(rng.below(3) + 1)});
    const CubieCube c = state_of(alg);
    const std::string text = to_facelet_string(c);
    auto parsed = parse_facelets(text);
    ASSERT_TRUE(parsed.ok()) << format_alg(alg) << " -> " << text << ": " << parsed.error().message;
    EXPECT_EQ(parsed.value(), c) << format_alg(alg);
  }
}

TEST(RandomState, IsSolvableAndVaried) {
  Rng rng(3);
  CubieCube first = random_state(rng);
  bool differs = false;
  for (int i = 0; i < 200; ++i) {
    const CubieCube c = random_state(rng);
    EXPECT_TRUE(check_solvable(c).ok());
    differs = differs || !(c == first);
  }
  EXPECT_TRUE(differs);
}

TEST(RandomState, SameSeedSameState) {
  Rng a(99), b(99);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(random_state(a), random_state(b));
}

TEST(Orientation, TwentyFourDistinctOrientationsEachReachedByItsRotation) {
  const auto& all = orientations();
  for (int i = 0; i < kOrientations; ++i) {
    EXPECT_EQ(state_of(all[i].rotation), all[i].state);
    EXPECT_LE(all[i].rotation.size(), 2u);
    for (int j = 0; j < i; ++j) EXPECT_NE(all[i].state.centres, all[j].state.centres);
  }
}

TEST(Orientation, RecolouredCubeIsSolvedByTheSameFaceTurns) {
  Rng rng(5);
  for (const Orientation& o : orientations()) {
    // A scrambled cube held in orientation o: face turns that solve its recoloured copy solve it.
    const Alg scramble = random_moves(rng, 12);
    const CubieCube held = apply_alg(o.state, scramble);
    const CubieCube home = recolour_to_home(held);
    EXPECT_TRUE(home.centres_at_home());
    const CubieCube solved = apply_alg(held, invert(scramble));
    EXPECT_TRUE(solved.is_solved_any_orientation());
    EXPECT_TRUE(apply_alg(home, invert(scramble)).is_solved());
  }
}

TEST(Orientation, PuttingEachFaceOnD) {
  for (int face = 0; face < kFaces; ++face) {
    const Orientation& o = orientation_putting_on_d(face);
    EXPECT_EQ(o.state.centres[static_cast<int>(Face::D)], face);
    EXPECT_LE(o.rotation.size(), 1u);
  }
}

}  // namespace
}  // namespace cubelab
