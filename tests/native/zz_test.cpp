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
#include "tests/native/method_solves.hpp"
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
  return testing::solve_and_check("zz", {"eoline", "f2l-left", "f2l-right", "oll", "pll"}, check_zz_phase, cube,
                                  options);
}

void solve_random_zz(int count) {
  testing::solve_random(count, [](const CubieCube& cube) { solve_and_check_zz(cube); });
}

TEST(ZzSolver, SolvesTwoHundredRandomStatesPhaseByPhase) { solve_random_zz(200); }

// The volume; the quick tier runs the 200 above (tools/suites.mjs, fullTierOnly).
TEST(ZzSolver, SolvesTenThousandRandomStatesPhaseByPhase) { solve_random_zz(10'000); }

TEST(ZzSolver, SolvedCubeTakesNoMoves) {
  const Solution s = solve_and_check_zz(CubieCube{});
  EXPECT_EQ(s.length(), 0);
}

// The first phase holds the cube with the colour asked for on D, from a cube held any way.
TEST(ZzSolver, HoldsEveryColourAndTurnedCentres) {
  testing::check_colours_held(Alg{Move{MoveBase::x, 1}, Move{MoveBase::M, 1}},
                              [](const CubieCube& cube, const SolveOptions& o) { return solve_and_check_zz(cube, o); });
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
