// Milestones of the methods that have their own (issue 36): a Roux or ZZ run reports the ends of
// its phases ("until first-block"), never CFOP's cross and pairs, and each milestone's count is
// checked by applying that many of the answer's moves and reading the stickers with the test's own
// checkers (tests/native/method_checks.hpp), not the solvers'.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/methods.hpp"
#include "core/study/stats.hpp"
#include "tests/native/method_checks.hpp"
#include "tests/native/shared_tables.hpp"

namespace cubelab {
namespace {

using StateCheck = std::function<bool(const FaceletCube&)>;

struct Expected {
  std::string name;  // the milestone's name
  StateCheck shows;  // what the state shows from that milestone on
};

bool zz_line(const FaceletCube& f) {
  return testing::all_edges_oriented_fb(f) && testing::edge_slot_solved(f, DF) && testing::edge_slot_solved(f, DB);
}
bool zz_left(const FaceletCube& f) {
  return zz_line(f) && testing::edge_slot_solved(f, DL) && testing::edge_slot_solved(f, FL) &&
         testing::edge_slot_solved(f, BL) && testing::corner_slot_solved(f, DLF) && testing::corner_slot_solved(f, DBL);
}

std::vector<Expected> expected_milestones(const std::string& method) {
  if (method == "roux")
    return {{"first-block", [](const FaceletCube& f) { return testing::blocks_solved(f, true, false); }},
            {"second-block", [](const FaceletCube& f) { return testing::blocks_solved(f, true, true); }},
            {"cmll", [](const FaceletCube& f) {
               return testing::blocks_solved(f, true, true) && testing::corners_solved_up_to_m(f);
             }}};
  return {{"eoline", zz_line},
          {"f2l-left", zz_left},
          {"f2l-right", [](const FaceletCube& f) { return zz_line(f) && testing::first_two_layers_solved(f); }},
          {"oll", [](const FaceletCube& f) {
             return zz_line(f) && testing::first_two_layers_solved(f) && testing::face_one_colour(f, 0);
           }}};
}

// The state after the first moves of `moves` that count `count` in HTM (with any rotations after them).
CubieCube after_moves(CubieCube cube, const Alg& moves, int count) {
  int counted = 0;
  for (const Move& m : moves) {
    const int n = stats::count_moves(Alg{m}, stats::Metric::htm);
    if (counted + n > count) break;
    counted += n;
    cube = apply_alg(cube, Alg{m});
  }
  EXPECT_EQ(counted, count) << "no move boundary at the milestone";
  return cube;
}

class OwnMilestones : public ::testing::TestWithParam<const char*> {};

TEST_P(OwnMilestones, AreTheMethodsPhasesAndEachCountReachesItsState) {
  const std::string method = GetParam();
  const std::vector<Expected> expected = expected_milestones(method);
  constexpr uint64_t kSeed = 5, kSamples = 6;
  auto whole = stats::run({method, {}, kSeed, 0, kSamples}, testing::shared_cache());
  ASSERT_TRUE(whole.ok()) << whole.error().message;
  ASSERT_EQ(whole->milestones.size(), expected.size());
  for (std::size_t k = 0; k < expected.size(); ++k) {
    EXPECT_EQ(whole->milestones[k].first, expected[k].name);
    EXPECT_EQ(whole->milestones[k].second.count, kSamples);
    EXPECT_LE(whole->milestones[k].second.max, whole->total.max);
  }
  for (const stats::Milestone& cfop : stats::kMilestones)
    for (const auto& [name, s] : whole->milestones) EXPECT_NE(name, cfop.name);

  for (uint64_t i = 0; i < kSamples; ++i) {
    SCOPED_TRACE(i);
    auto one = stats::run({method, {}, kSeed, i, 1}, testing::shared_cache());
    ASSERT_TRUE(one.ok()) << one.error().message;
    Rng rng(sample_seed(kSeed, i));  // sample i of the run (core/study/stats.hpp)
    const CubieCube cube = random_state(rng);
    auto solution = solve_with(method, cube, {}, testing::shared_cache());
    ASSERT_TRUE(solution.ok());
    ASSERT_EQ(stats::count_moves(solution->moves, stats::Metric::htm), one->total.max);
    Alg played;  // the phases' moves one after another, as a learner plays them (no cancelling across)
    for (const Phase& p : solution->phases) played.insert(played.end(), p.moves.begin(), p.moves.end());
    ASSERT_EQ(one->milestones.size(), expected.size());
    int previous = 0;
    for (std::size_t k = 0; k < expected.size(); ++k) {
      SCOPED_TRACE(expected[k].name);
      const int moves = one->milestones[k].second.max;
      EXPECT_EQ(one->milestones[k].second.min, moves);
      EXPECT_GE(moves, previous);
      previous = moves;
      EXPECT_TRUE(expected[k].shows(to_facelets(after_moves(cube, played, moves))));
    }
  }
}

INSTANTIATE_TEST_SUITE_P(RouxAndZz, OwnMilestones, ::testing::Values("roux", "zz"));

TEST(OwnMilestones, NamesComeFromTheMethod) {
  EXPECT_EQ(stats::milestone_names("roux"), (std::vector<std::string>{"first-block", "second-block", "cmll"}));
  EXPECT_EQ(stats::milestone_names("zz"), (std::vector<std::string>{"eoline", "f2l-left", "f2l-right", "oll"}));
  const std::vector<std::string> cfop = stats::milestone_names("cfop");
  ASSERT_EQ(cfop.size(), std::size(stats::kMilestones));
  for (std::size_t k = 0; k < cfop.size(); ++k) EXPECT_EQ(cfop[k], stats::kMilestones[k].name);
  EXPECT_TRUE(stats::milestone_names("no-such-method").empty());
}

// A chunk carries only the milestones its method has: CFOP's in a Roux chunk is an error.
TEST(OwnMilestones, ChunksOfAnotherMethodsMilestonesAreRefused) {
  auto roux = stats::run({"roux", {}, 1, 0, 2}, testing::shared_cache());
  ASSERT_TRUE(roux.ok());
  stats::Run wrong = roux.value();
  wrong.milestones.push_back({"cross", wrong.milestones.front().second});
  auto merged = stats::merge_chunks({roux.value(), wrong});
  ASSERT_FALSE(merged.ok());
  EXPECT_NE(merged.error().message.find("unknown milestone 'cross'"), std::string::npos);
}

}  // namespace
}  // namespace cubelab
