// Human F2L: every case in every slot under every AUF is recognised and solved with face turns;
// on random cross-solved cubes each phase solves one more pair and keeps the cross and the pairs
// solved before; bad cubes are errors.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/model/random_state.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/f2l_human.hpp"
#include "core/solvers/cfop/last_layer.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/common/predicates.hpp"
#include "shared_tables.hpp"

namespace cubelab {
namespace {

CubieCube u_power(int q) {
  q = ((q % 4) + 4) % 4;
  return q == 0 ? CubieCube{} : state_of(Alg{Move{MoveBase::U, static_cast<uint8_t>(q)}});
}

int solved_pairs(const CubieCube& c) {
  int n = 0;
  for (int p = 0; p < kPairs; ++p) n += pair_solved(c, p);
  return n;
}

bool only_face_turns(const Alg& alg) {
  return std::all_of(alg.begin(), alg.end(), [](const Move& m) { return kind_of(m.base) == MoveKind::Face; });
}

TEST(F2LHuman, EveryCaseInEverySlotUnderEveryAufIsRecognisedAndSolved) {
  const auto cases = case_library(testing::shared_cache(), "F2L").value();
  for (const CaseInfo& info : cases) {
    const Alg setup = invert(to_face_turns(parse_alg(info.algorithms[0]).value()));
    for (int turn = 0; turn < 4; ++turn)
      for (int auf = 0; auf < 4; ++auf) {
        // The case's state built in another slot (the whole cube turned about y while setting up).
        const CubieCube cube = apply_alg(CubieCube{}, rotate_about_y(setup, turn)) * u_power(auf);
        ASSERT_EQ(solved_pairs(cube), 3);
        int pair = 0;
        while (pair_solved(cube, pair)) ++pair;
        EXPECT_EQ("F2L " + std::to_string(f2l_case_number(testing::shared_cache(), cube, pair)), info.name)
            << "turn " << turn << " AUF " << auf;
        auto phases = solve_f2l_human(testing::shared_cache(), cube, 4);
        ASSERT_TRUE(phases.ok()) << info.name;
        ASSERT_EQ(phases->size(), 1u);
        EXPECT_EQ((*phases)[0].name, "f2l-4");
        // The solver may set the pair up into a cheaper case first; it names the case it solves.
        EXPECT_EQ((*phases)[0].case_name.rfind("F2L ", 0), 0u);
        EXPECT_TRUE(only_face_turns((*phases)[0].moves));
        EXPECT_TRUE(f2l_solved(apply_alg(cube, (*phases)[0].moves))) << info.name;
      }
  }
}

TEST(F2LHuman, RandomCrossSolvedCubesAreSolvedPairByPair) {
  const tables::CrossTable cross = tables::build_cross_table();
  Rng rng(77);
  int skipped = 0;
  for (int i = 0; i < 600; ++i) {
    CubieCube cube = random_state(rng);
    cube = apply_alg(cube, solve_cross(cube, cross));
    ASSERT_TRUE(cross_solved(cube));
    const int before = solved_pairs(cube);
    auto phases = solve_f2l_human(testing::shared_cache(), cube, before + 1);
    ASSERT_TRUE(phases.ok()) << phases.error().message;
    ASSERT_EQ(static_cast<int>(phases->size()), kPairs - before);
    for (std::size_t k = 0; k < phases->size(); ++k) {
      const Phase& phase = (*phases)[k];
      EXPECT_EQ(phase.name, "f2l-" + std::to_string(before + 1 + static_cast<int>(k)));
      EXPECT_TRUE(only_face_turns(phase.moves));
      const CubieCube next = apply_alg(cube, phase.moves);
      EXPECT_TRUE(cross_solved(next));
      for (int p = 0; p < kPairs; ++p)
        if (pair_solved(cube, p)) EXPECT_TRUE(pair_solved(next, p)) << "phase " << k << " broke pair " << p;
      if (phase.case_name == "skip") {
        // A pair that an earlier phase solved along the way.
        EXPECT_TRUE(phase.moves.empty());
        ++skipped;
      } else {
        EXPECT_EQ(phase.case_name.rfind("F2L ", 0), 0u) << phase.case_name;
        EXPECT_GE(solved_pairs(next), solved_pairs(cube) + 1);
      }
      // Phases so far (skips included) never outnumber the solved pairs.
      EXPECT_GE(solved_pairs(next), before + static_cast<int>(k) + 1);
      cube = next;
    }
    EXPECT_TRUE(f2l_solved(cube));
  }
  EXPECT_LT(skipped, 600);  // solving two pairs with one case is a rare bonus, not the rule
}

TEST(F2LHuman, PiecesInAnotherSlotAreLiftedOutFirst) {
  EXPECT_EQ(f2l_case_number(testing::shared_cache(), CubieCube{}, 0), 0);
  const CubieCube lifted = state_of(parse_alg("R U R'").value());
  EXPECT_GE(f2l_case_number(testing::shared_cache(), lifted, 0), 1);
  // The FR and FL pairs swapped whole: each pair's pieces sit in the other's slot.
  CubieCube swapped;
  std::swap(swapped.cp[DFR], swapped.cp[DLF]);
  std::swap(swapped.ep[FR], swapped.ep[FL]);
  EXPECT_EQ(f2l_case_number(testing::shared_cache(), swapped, 0), -1);
  EXPECT_EQ(f2l_case_number(testing::shared_cache(), swapped, 1), -1);
  auto phases = solve_f2l_human(testing::shared_cache(), swapped, 1);
  ASSERT_TRUE(phases.ok());
  CubieCube c = swapped;
  for (const Phase& p : phases.value()) c = apply_alg(c, p.moves);
  EXPECT_TRUE(f2l_solved(c));
}

TEST(F2LHuman, SolvedF2LHasNoPhases) {
  auto phases = solve_f2l_human(testing::shared_cache(), CubieCube{}, 5);
  ASSERT_TRUE(phases.ok());
  EXPECT_TRUE(phases->empty());
}

TEST(F2LHuman, CubesWithoutCrossOrHomeCentresAreErrors) {
  EXPECT_FALSE(solve_f2l_human(testing::shared_cache(), state_of(parse_alg("F").value()), 1).ok());
  EXPECT_FALSE(solve_f2l_human(testing::shared_cache(), state_of(parse_alg("y").value()), 1).ok());
  EXPECT_FALSE(solve_f2l_human(testing::shared_cache(), state_of(parse_alg("M").value()), 1).ok());
}

TEST(F2LHuman, AnUnsolvableCubeGetsItsF2LAndTheLastLayerReportsTheFault) {
  CubieCube twisted;  // one F2L corner twisted in its slot: the twist moves on into the U layer
  twisted.co[DFR] = 1;
  auto phases = solve_f2l_human(testing::shared_cache(), twisted, 1);
  ASSERT_TRUE(phases.ok());
  CubieCube c = twisted;
  for (const Phase& p : phases.value()) c = apply_alg(c, p.moves);
  EXPECT_TRUE(f2l_solved(c));
  EXPECT_FALSE(solve_oll(testing::shared_cache(), c).ok());
}

}  // namespace
}  // namespace cubelab
