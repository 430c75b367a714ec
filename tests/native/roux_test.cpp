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
  auto solution = solve_with("roux", cube, options, testing::shared_cache());
  EXPECT_TRUE(static_cast<bool>(solution)) << (solution ? "" : solution.error().message);
  if (!solution) return {};
  std::vector<std::string> names;
  CubieCube state = cube;
  for (const Phase& p : solution->phases) {
    names.push_back(p.name);
    state = apply_alg(state, p.moves);
    check_roux_phase(p, to_facelets(state));
  }
  EXPECT_EQ(names, (std::vector<std::string>{"first-block", "second-block", "cmll", "lse"}));
  EXPECT_TRUE(apply_alg(cube, solution->moves).is_solved_any_orientation());
  return solution.value();
}

void solve_random_roux(int count) {
  Rng rng(36);
  for (int i = 0; i < count; ++i) {
    SCOPED_TRACE(i);
    solve_and_check_roux(random_state(rng));
    if (::testing::Test::HasFatalFailure()) return;
  }
}

TEST(RouxSolver, SolvesTwoHundredRandomStatesPhaseByPhase) { solve_random_roux(200); }

// The volume; the quick tier runs the 200 above (tools/suites.mjs, fullTierOnly).
TEST(RouxSolver, SolvesTenThousandRandomStatesPhaseByPhase) { solve_random_roux(10'000); }

TEST(RouxSolver, SolvedCubeTakesNoMoves) {
  const Solution s = solve_and_check_roux(CubieCube{});
  EXPECT_EQ(s.length(), 0);
}

// The first phase holds the cube with the colour asked for on D (a list: the one the phase names),
// from a cube held any way with turned centres.
TEST(RouxSolver, HoldsEveryColourAndTurnedCentres) {
  Rng rng(7);
  const std::vector<std::string> names{"white", "red", "green", "yellow", "orange", "blue"};  // by home face
  for (const std::string colour : {"yellow", "green", "orange", "red,blue"}) {
    SCOPED_TRACE(colour);
    SolveOptions options;
    options.colour = colour;
    const CubieCube cube = state_of(Alg{Move{MoveBase::z, 1}, Move{MoveBase::M, 1}}) * random_state(rng);
    const Solution s = solve_and_check_roux(cube, options);
    ASSERT_FALSE(s.phases.empty());
    const std::string& chosen = s.phases[0].case_name;
    EXPECT_NE(colour.find(chosen), std::string::npos);
    const FaceletCube held = to_facelets(apply_alg(cube, s.phases[0].moves));
    EXPECT_EQ(names[held[centre_facelet(3)]], chosen);
  }
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
