// The ZZ method end to end through solve_with: every answer applied to its input, the state after
// every phase checked from its stickers by tests/native/method_checks.hpp (not the solver's tables),
// every phase's moves within its move set.
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

using testing::all_edges_oriented_fb;
using testing::corner_slot_solved;
using testing::edge_slot_solved;

void check_zz_phase(const Phase& phase, const FaceletCube& f) {
  SCOPED_TRACE(phase.name);
  ASSERT_TRUE(all_edges_oriented_fb(f));  // every phase keeps the edges oriented
  ASSERT_TRUE(edge_slot_solved(f, DF) && edge_slot_solved(f, DB));
  if (phase.name == "eoline") {
    EXPECT_TRUE(testing::moves_within(phase.moves, testing::kFaceTurnBases, true));
  } else if (phase.name == "f2l-left" || phase.name == "f2l-right") {
    EXPECT_TRUE(testing::moves_within(phase.moves, {MoveBase::R, MoveBase::U, MoveBase::L}));
    for (Edge e : {DL, FL, BL}) EXPECT_TRUE(edge_slot_solved(f, e));
    for (Corner c : {DLF, DBL}) EXPECT_TRUE(corner_slot_solved(f, c));
    if (phase.name == "f2l-right") EXPECT_TRUE(testing::first_two_layers_solved(f));
  } else {
    EXPECT_TRUE(testing::moves_within(phase.moves, testing::kFaceTurnBases));
    EXPECT_TRUE(testing::first_two_layers_solved(f));
    if (phase.name == "oll") EXPECT_TRUE(testing::face_one_colour(f, 0));  // the last layer oriented
    if (phase.name == "pll") EXPECT_TRUE(testing::every_face_one_colour(f));
  }
}

Solution solve_and_check_zz(const CubieCube& cube, const SolveOptions& options = {}) {
  auto solution = solve_with("zz", cube, options, testing::shared_cache());
  EXPECT_TRUE(static_cast<bool>(solution)) << (solution ? "" : solution.error().message);
  if (!solution) return {};
  std::vector<std::string> names;
  CubieCube state = cube;
  for (const Phase& p : solution->phases) {
    names.push_back(p.name);
    state = apply_alg(state, p.moves);
    check_zz_phase(p, to_facelets(state));
  }
  EXPECT_EQ(names, (std::vector<std::string>{"eoline", "f2l-left", "f2l-right", "oll", "pll"}));
  EXPECT_TRUE(apply_alg(cube, solution->moves).is_solved_any_orientation());
  return solution.value();
}

void solve_random_zz(int count) {
  Rng rng(36);
  for (int i = 0; i < count; ++i) {
    SCOPED_TRACE(i);
    solve_and_check_zz(random_state(rng));
    if (::testing::Test::HasFatalFailure()) return;
  }
}

TEST(ZzSolver, SolvesTwoHundredRandomStatesPhaseByPhase) { solve_random_zz(200); }

// The volume; the quick tier runs the 200 above (tools/suites.mjs, fullTierOnly).
TEST(ZzSolver, SolvesTenThousandRandomStatesPhaseByPhase) { solve_random_zz(10'000); }

TEST(ZzSolver, SolvedCubeTakesNoMoves) {
  const Solution s = solve_and_check_zz(CubieCube{});
  EXPECT_EQ(s.length(), 0);
}

// The first phase holds the cube with the colour asked for on D (a list: the one the phase names),
// from a cube held any way with turned centres.
TEST(ZzSolver, HoldsEveryColourAndTurnedCentres) {
  Rng rng(7);
  const std::vector<std::string> names{"white", "red", "green", "yellow", "orange", "blue"};  // by home face
  for (const std::string colour : {"yellow", "green", "orange", "red,blue"}) {
    SCOPED_TRACE(colour);
    SolveOptions options;
    options.colour = colour;
    const CubieCube cube = state_of(Alg{Move{MoveBase::x, 1}, Move{MoveBase::M, 1}}) * random_state(rng);
    const Solution s = solve_and_check_zz(cube, options);
    ASSERT_FALSE(s.phases.empty());
    const std::string& chosen = s.phases[0].case_name;
    EXPECT_NE(colour.find(chosen), std::string::npos);
    const FaceletCube held = to_facelets(apply_alg(cube, s.phases[0].moves));
    EXPECT_EQ(names[held[centre_facelet(3)]], chosen);
  }
}

TEST(ZzSolver, BadColourIsAnError) {
  SolveOptions options;
  options.colour = "purple";
  auto s = solve_with("zz", CubieCube{}, options, testing::shared_cache());
  ASSERT_FALSE(static_cast<bool>(s));
  EXPECT_NE(s.error().message.find("purple"), std::string::npos);
}

}  // namespace
}  // namespace cubelab
