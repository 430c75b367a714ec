// Two-phase with a known solution (SolveOptions::known_solution; the page's solve of typed moves
// through solve_typed): the answer is never longer than the scramble typed, and it solves the cube.
// Every answer is applied to its cube and checked.
#include <gtest/gtest.h>

#include "core/model/cube_text.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/methods.hpp"

namespace cubelab {
namespace {

class TwoPhaseKnownTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { cache_ = new tables::TableCache; }
  static void TearDownTestSuite() { delete cache_; }
  static tables::TableCache* cache_;
};
tables::TableCache* TwoPhaseKnownTest::cache_ = nullptr;

CubeFromText typed(const std::string& text) {
  auto read = cube_from_text(text);
  EXPECT_TRUE(read.ok()) << text;
  return read.value();
}

// Random-move scrambles of 11..19 moves, where the first answer within 20 is often longer than the
// scramble: with the scramble typed, never.
TEST_F(TwoPhaseKnownTest, NeverLongerThanATypedShortScramble) {
  int shorter = 0;
  for (int i = 0; i < 60; ++i) {
    Rng rng(sample_seed(77, static_cast<uint64_t>(i)));
    const int length = 11 + i % 9;
    const std::string text = format_alg(random_moves(rng, length));
    const CubeFromText cube = typed(text);
    auto s = solve_typed("twophase", cube, SolveOptions{}, *cache_);
    ASSERT_TRUE(s.ok()) << text << ": " << s.error().message;
    EXPECT_TRUE(apply_alg(cube.cube, s->moves).is_solved()) << text;
    EXPECT_LE(s->length(), htm(cube.moves)) << text;
    shorter += s->length() < htm(cube.moves) ? 1 : 0;
  }
  EXPECT_GT(shorter, 0);  // the search still answers, it does not just undo the scramble
}

// A budget that runs out at once: without a known solution an error of kind budget; with one, the
// known solution, as two phases that together solve the cube.
TEST_F(TwoPhaseKnownTest, TheKnownSolutionWhenTheBudgetRunsOut) {
  const CubeFromText cube = typed("R U F' L2 D B' R2 U' F D2 L' B U2 R'");
  SolveOptions starved;
  starved.max_nodes = 1;
  auto without = solve_with("twophase", cube.cube, starved, *cache_);
  ASSERT_FALSE(without.ok());
  EXPECT_EQ(without.error().kind, ErrorKind::budget);
  auto with = solve_typed("twophase", cube, starved, *cache_);
  ASSERT_TRUE(with.ok()) << with.error().message;
  EXPECT_EQ(with->length(), 14);
  EXPECT_TRUE(apply_alg(cube.cube, with->moves).is_solved());
  ASSERT_EQ(with->phases.size(), 2u);
  EXPECT_TRUE(apply_alg(apply_alg(cube.cube, with->phases[0].moves), with->phases[1].moves).is_solved());
}

// Known solutions that are not usable are ignored: wrong ones, ones with slices, longer than allowed.
TEST_F(TwoPhaseKnownTest, UnusableKnownSolutionsAreIgnored) {
  const CubeFromText cube = typed("R U R' U'");
  SolveOptions wrong;
  wrong.known_solution = Alg{};  // does not solve it
  auto a = solve_with("twophase", cube.cube, wrong, *cache_);
  ASSERT_TRUE(a.ok());
  EXPECT_TRUE(apply_alg(cube.cube, a->moves).is_solved());
  // Its inverse holds a slice turn, which no two-phase answer does: the starved search's error stays.
  const CubeFromText slices = typed("R U F' L2 D B' R2 U' F D2 L' B U2 R' M2");
  SolveOptions starved;
  starved.max_nodes = 1;
  auto with_slice = solve_typed("twophase", slices, starved, *cache_);
  ASSERT_FALSE(with_slice.ok());
  EXPECT_EQ(with_slice.error().kind, ErrorKind::budget);
  SolveOptions tight;
  tight.max_length = 3;
  auto capped = solve_typed("twophase", cube, tight, *cache_);
  EXPECT_FALSE(capped.ok());  // 4 moves known, 3 allowed: the search's own error
}

// Improving on a budget too small for any answer still answers: the budget is for improving.
TEST_F(TwoPhaseKnownTest, AnImproveBudgetTooSmallStillAnswers) {
  Rng rng(sample_seed(5, 0));
  const CubieCube cube = random_state(rng);
  SolveOptions starved;
  starved.improve = true;
  starved.max_nodes = 1;
  auto s = solve_with("twophase", cube, starved, *cache_);
  ASSERT_TRUE(s.ok()) << s.error().message;
  EXPECT_LE(s->length(), 20);
  EXPECT_TRUE(apply_alg(cube, s->moves).is_solved());
  starved.improve = false;  // without improve the budget is the search's: its error stays
  EXPECT_FALSE(solve_with("twophase", cube, starved, *cache_).ok());
}

}  // namespace
}  // namespace cubelab
