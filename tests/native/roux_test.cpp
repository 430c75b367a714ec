// The Roux method end to end through solve_with: every answer applied to its input, the state after
// every phase checked from its stickers by tests/native/method_checks.hpp (not the solver's tables),
// every phase's moves within its move set, and the STM count the solvers' own.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/model/move.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/methods.hpp"
#include "tests/native/method_checks.hpp"
#include "tests/native/method_solves.hpp"
#include "tests/native/shared_tables.hpp"

namespace cubelab {
namespace {

void check_roux_phase(const Phase& phase, const FaceletCube& f) {
  SCOPED_TRACE(phase.name);
  ASSERT_TRUE(testing::blocks_solved(f, true, false));  // every phase keeps the first block
  if (phase.name == "first-block") {
    EXPECT_TRUE(testing::moves_within(phase.moves, testing::kFaceTurnBases, true));
    return;
  }
  EXPECT_TRUE(testing::blocks_solved(f, true, true));
  if (phase.name == "second-block") {
    EXPECT_TRUE(testing::moves_within(phase.moves, {MoveBase::R, MoveBase::Rw, MoveBase::U, MoveBase::M}));
  } else if (phase.name == "cmll") {
    EXPECT_TRUE(testing::moves_within(phase.moves, testing::kFaceTurnBases));
    EXPECT_TRUE(testing::corners_solved_up_to_m(f));
  } else {
    EXPECT_TRUE(testing::moves_within(phase.moves, {MoveBase::M, MoveBase::U}));
    EXPECT_TRUE(testing::every_face_one_colour(f));
  }
}

Solution solve_and_check_roux(const CubieCube& cube, const SolveOptions& options = {}) {
  return testing::solve_and_check("roux", {"first-block", "second-block", "cmll", "lse"}, check_roux_phase, cube,
                                  options);
}

void solve_random_roux(int count) {
  testing::solve_random(count, [](const CubieCube& cube) { solve_and_check_roux(cube); });
}

TEST(RouxSolver, SolvesTwoHundredRandomStatesPhaseByPhase) { solve_random_roux(200); }

// The volume; the quick tier runs the 200 above (tools/suites.mjs, fullTierOnly).
TEST(RouxSolver, SolvesTenThousandRandomStatesPhaseByPhase) { solve_random_roux(10'000); }

TEST(RouxSolver, SolvedCubeTakesNoMoves) {
  const Solution s = solve_and_check_roux(CubieCube{});
  EXPECT_EQ(s.length(), 0);
}

// The first phase holds the cube with the colour asked for on D, from a cube held any way.
TEST(RouxSolver, HoldsEveryColourAndTurnedCentres) {
  testing::check_colours_held(
      Alg{Move{MoveBase::z, 1}, Move{MoveBase::M, 1}},
      [](const CubieCube& cube, const SolveOptions& o) { return solve_and_check_roux(cube, o); });
}

// A slice turn is one move in STM, two face turns in HTM. Yellow on D holds the cube as it is, so
// the scramble, by <M, U> with the corners back home, is left to LSE whole.
TEST(RouxSolver, LastSixEdgesCountSliceTurnsOnceInStm) {
  const Alg scramble{Move{MoveBase::M, 1}, Move{MoveBase::U, 2}, Move{MoveBase::M, 3}, Move{MoveBase::U, 2}};
  SolveOptions options;
  options.colour = "yellow";
  const Solution s = solve_and_check_roux(state_of(scramble), options);
  ASSERT_EQ(s.phases.size(), 4u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(htm(s.phases[i].moves), 0) << s.phases[i].name;
  const Alg& lse = s.phases[3].moves;
  EXPECT_LE(stm(lse), stm(scramble));
  int slices = 0;
  for (const Move& m : lse) slices += m.base == MoveBase::M;
  EXPECT_GT(slices, 0);
  EXPECT_EQ(htm(lse), stm(lse) + slices);
}

}  // namespace
}  // namespace cubelab
