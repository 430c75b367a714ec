// The CFOP methods end to end through solve_with: every answer applied to its input, every phase
// checked for what it claims to leave solved, phase names and the optimal-greedy pair means
// against Pochmann's published figures.
#include <gtest/gtest.h>

#include <string>

#include "core/model/orientation.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/common/predicates.hpp"
#include "core/solvers/methods.hpp"
#include "tests/native/test_data.hpp"

namespace cubelab {
namespace {

tables::TableCache& shared_tables() {
  static tables::TableCache tables;
  return tables;
}

bool u_edges_oriented(const CubieCube& c) {
  for (int s = UR; s <= UB; ++s)
    if (c.eo[s] != 0) return false;
  return true;
}

// Corners of the last layer in their places up to a U turn.
bool ll_corners_permuted(const CubieCube& c) {
  for (int t = 0; t < 4; ++t) {
    CubieCube turned = c;
    for (int i = 0; i < t; ++i) turned = apply_move(turned, Move{MoveBase::U, 1});
    bool all = true;
    for (int s = URF; s <= UBR; ++s) all = all && turned.cp[s] == s;
    if (all) return true;
  }
  return false;
}

int solved_pairs(const CubieCube& c) {
  int n = 0;
  for (int k = 0; k < kPairs; ++k) n += pair_solved(c, k) ? 1 : 0;
  return n;
}

// What the phase named `name` promises, on the cube held in its solving frame.
void expect_phase_done(const std::string& name, const CubieCube& home, const CubieCube& real) {
  SCOPED_TRACE(name);
  EXPECT_TRUE(cross_solved(home));
  if (name.rfind("f2l-", 0) == 0) EXPECT_GE(solved_pairs(home), std::stoi(name.substr(4)));
  if (name.rfind("oll", 0) == 0 || name.rfind("pll", 0) == 0) EXPECT_TRUE(f2l_solved(home));
  if (name == "oll-edges") EXPECT_TRUE(u_edges_oriented(home));
  if (name == "oll" || name == "oll-corners" || name == "pll-corners") EXPECT_TRUE(last_layer_oriented(home));
  if (name == "pll-corners") EXPECT_TRUE(ll_corners_permuted(home));
  if (name == "pll" || name == "pll-edges") EXPECT_TRUE(real.is_solved_any_orientation());
}

std::vector<std::string> expected_names(const std::string& method) {
  std::vector<std::string> names{"cross", "f2l-1", "f2l-2", "f2l-3", "f2l-4"};
  if (method == "cfop-2look") {
    for (const char* n : {"oll-edges", "oll-corners", "pll-corners", "pll-edges"}) names.push_back(n);
  } else {
    names.push_back("oll");
    names.push_back("pll");
  }
  return names;
}

// Solves, then replays phase by phase on the real cube and checks each one.
Solution solve_and_check(const std::string& method, const CubieCube& cube, const SolveOptions& options = {}) {
  auto solution = solve_with(method, cube, options, shared_tables());
  EXPECT_TRUE(solution.ok()) << (solution.ok() ? "" : solution.error().message);
  if (!solution.ok()) return {};
  EXPECT_TRUE(apply_alg(cube, solution->moves).is_solved_any_orientation());
  int sum = 0;
  CubieCube real = cube;
  std::vector<std::string> names;
  for (const Phase& p : solution->phases) {
    real = apply_alg(real, p.moves);
    expect_phase_done(p.name, recolour_to_home(real), real);
    names.push_back(p.name);
    sum += p.length();
  }
  EXPECT_EQ(names, expected_names(method));
  EXPECT_LE(solution->length(), sum);  // merging turns across phases never adds any
  return solution.value();
}

class CfopMethod : public ::testing::TestWithParam<const char*> {};

TEST_P(CfopMethod, SolvesFiveHundredRandomStatesPhaseByPhase) {
  Rng rng(2024);
  for (int i = 0; i < 500; ++i) solve_and_check(GetParam(), random_state(rng));
}

TEST_P(CfopMethod, SolvesTheSolvedCubeWithNoMoves) {
  const Solution s = solve_and_check(GetParam(), CubieCube{});
  EXPECT_EQ(s.length(), 0);
}

TEST_P(CfopMethod, HandlesColoursAndTurnedCentres) {
  Rng rng(77);
  const CubieCube turned = state_of(parse_alg("M' x z2 E").value());
  for (const char* colour : {"yellow", "green", "white,yellow", "neutral"}) {
    SolveOptions options;
    options.colour = colour;
    const CubieCube c = turned * random_state(rng);
    const Solution s = solve_and_check(GetParam(), c, options);
    ASSERT_FALSE(s.phases.empty());
    if (std::string(colour) == "yellow") EXPECT_EQ(s.phases[0].case_name, "yellow");
  }
}

INSTANTIATE_TEST_SUITE_P(Methods, CfopMethod, ::testing::Values("cfop", "cfop-2look", "cfop-optimal"));

TEST(CfopOptimal, PairMeansMatchPochmannsGreedyFigures) {
  // 500 states: the standard error of each pair mean is about 0.05, so 0.25 is a five-sigma band.
  const auto rows = testing::read_tsv("f2l-greedy.tsv");
  Rng rng(99);
  double sums[4] = {};
  constexpr int kSamples = 500;
  for (int i = 0; i < kSamples; ++i) {
    auto s = solve_with("cfop-optimal", random_state(rng), {}, shared_tables());
    ASSERT_TRUE(s.ok());
    for (int k = 0; k < 4; ++k) sums[k] += s->phases[1 + k].length();
  }
  for (int k = 0; k < 4; ++k)
    EXPECT_NEAR(sums[k] / kSamples, std::stod(rows[k].at("mean_moves")), 0.25) << "pair " << k + 1;
}

TEST(CrossMethod, IsOptimalForEachColourAndNeutralIsTheBest) {
  Rng rng(5);
  for (int i = 0; i < 50; ++i) {
    const CubieCube c = random_state(rng);
    int best = 99;
    for (const char* colour : {"white", "yellow", "green", "blue", "red", "orange"}) {
      SolveOptions o;
      o.colour = colour;
      auto s = solve_with("cross", c, o, shared_tables());
      ASSERT_TRUE(s.ok());
      ASSERT_EQ(s->phases.size(), 1u);
      EXPECT_EQ(s->phases[0].name, "cross");
      const CubieCube after = apply_alg(c, s->moves);
      EXPECT_TRUE(cross_solved(recolour_to_home(after)));
      EXPECT_EQ(s->phases[0].case_name, colour);
      best = std::min(best, s->length());
    }
    SolveOptions neutral;
    neutral.colour = "neutral";
    EXPECT_EQ(solve_with("cross", c, neutral, shared_tables())->length(), best);
  }
}

TEST(XCrossMethod, SolvesCrossAndAPair) {
  Rng rng(6);
  for (int i = 0; i < 5; ++i) {
    const CubieCube c = random_state(rng);
    auto s = solve_with("xcross", c, {}, shared_tables());
    ASSERT_TRUE(s.ok());
    const CubieCube home = recolour_to_home(apply_alg(c, s->moves));
    EXPECT_TRUE(cross_solved(home));
    EXPECT_GE(solved_pairs(home), 1);
    auto cross = solve_with("cross", c, {}, shared_tables());
    EXPECT_GE(s->length(), cross->length());
  }
}

TEST(BadInput, UnknownMethodColourAndImpossibleCubeAreErrors) {
  EXPECT_FALSE(solve_with("cfop-3look", CubieCube{}, {}, shared_tables()).ok());
  SolveOptions purple;
  purple.colour = "purple";
  for (const char* m : {"cfop", "cfop-2look", "cfop-optimal", "cross", "xcross", "beginner"}) {
    auto s = solve_with(m, CubieCube{}, purple, shared_tables());
    ASSERT_FALSE(s.ok()) << m;
    EXPECT_NE(s.error().message.find("purple"), std::string::npos);
  }
  CubieCube twisted;
  twisted.co[URF] = 1;  // a single twisted corner cannot be solved
  for (const char* m : {"cfop", "cfop-2look", "cfop-optimal", "cross", "xcross", "beginner"})
    EXPECT_FALSE(solve_with(m, twisted, {}, shared_tables()).ok()) << m;
}

}  // namespace
}  // namespace cubelab
