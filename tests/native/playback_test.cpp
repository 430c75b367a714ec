// Playback: every method's answer played state by state ends solved, its phases are the ones the
// method declares, and the greying of each phase is checked against the sticker layout itself
// (which facelets a done cross, F2L or OLL leaves in play), not against the code's own tables.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "core/model/facelets.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/common/phase_info.hpp"
#include "core/solvers/common/playback.hpp"
#include "core/solvers/methods.hpp"

namespace cubelab {
namespace {

tables::TableCache& shared_tables() {
  static tables::TableCache tables;
  return tables;
}

std::set<int> shown_set(const std::array<bool, kFacelets>& shown) {
  std::set<int> out;
  for (int i = 0; i < kFacelets; ++i)
    if (shown[i]) out.insert(i);
  return out;
}

// Facelets by the picture of the net: face f's row r, column c.
int facelet(int face, int row, int column) { return face * 9 + row * 3 + column; }
constexpr int U = 0, R = 1, F = 2, D = 3, L = 4, B = 5;

std::set<int> centres() { return {4, 13, 22, 31, 40, 49}; }

// The top row of the four side faces: the stickers of the last layer's sides.
std::set<int> side_top_rows() {
  std::set<int> out;
  for (int face : {R, F, L, B})
    for (int c = 0; c < 3; ++c) out.insert(facelet(face, 0, c));
  return out;
}

std::set<int> all_but(const std::set<int>& left_out) {
  std::set<int> out;
  for (int i = 0; i < kFacelets; ++i)
    if (!left_out.count(i)) out.insert(i);
  return out;
}

Solution solve_random(const std::string& method, uint64_t seed, CubieCube& start) {
  Rng rng(seed);
  start = random_state(rng);
  auto solution = solve_with(method, start, SolveOptions{}, shared_tables());
  EXPECT_TRUE(solution) << solution.error().message;
  return solution.value();
}

const PhasePlayback* phase_named(const Solution& s, const std::vector<PhasePlayback>& played, const char* name) {
  for (std::size_t i = 0; i < s.phases.size(); ++i)
    if (s.phases[i].name == name && !s.phases[i].moves.empty()) return &played[i];
  return nullptr;
}

TEST(PlaybackTest, EveryMethodPlaysToSolvedThroughItsDeclaredPhases) {
  for (const MethodInfo& method : method_infos()) {
    if (method.long_search) continue;  // the optimal solver has its own suite (optimal_test.cpp)
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      CubieCube start;
      const Solution s = solve_random(method.name, seed, start);
      const auto played = play_solution(s, start);
      ASSERT_EQ(played.size(), s.phases.size());
      std::size_t next = 0;  // the declared phases appear in the declared order
      for (std::size_t i = 0; i < s.phases.size(); ++i) {
        const auto at = std::find(method.phases.begin() + next, method.phases.end(), s.phases[i].name);
        ASSERT_NE(at, method.phases.end()) << method.name << " gave undeclared phase " << s.phases[i].name;
        next = static_cast<std::size_t>(at - method.phases.begin()) + 1;
        EXPECT_EQ(played[i].states.size(), s.phases[i].moves.size());
        EXPECT_EQ(played[i].shown.size(), s.phases[i].moves.size() + 1);
        EXPECT_NE(phase_label(s.phases[i].name), "") << s.phases[i].name;
      }
      CubieCube end = start;
      for (const Phase& p : s.phases) end = apply_alg(end, p.moves);
      EXPECT_EQ(played.back().end, end);
      if (method.name != "cross" && method.name != "xcross")
        EXPECT_TRUE(played.back().end.is_solved_any_orientation()) << method.name << " seed " << seed;
    }
  }
}

TEST(PlaybackTest, ADoneCrossShowsTheCrossEdgesAndCentresOnly) {
  CubieCube start;
  const Solution s = solve_random("cfop", 3, start);
  const auto played = play_solution(s, start);
  const PhasePlayback* cross = phase_named(s, played, "cross");
  ASSERT_NE(cross, nullptr);
  // Cross on D: the D face's edge stickers and the side stickers below them.
  std::set<int> expected = centres();
  for (int f : {facelet(D, 0, 1), facelet(D, 1, 0), facelet(D, 1, 2), facelet(D, 2, 1)}) expected.insert(f);
  for (int face : {R, F, L, B}) expected.insert(facelet(face, 2, 1));
  EXPECT_EQ(shown_set(cross->shown.back()), expected);
}

TEST(PlaybackTest, CrossGreyingFollowsTheCrossEdgesByColourAtTheStart) {
  CubieCube start;
  const Solution s = solve_random("cfop", 4, start);
  const auto played = play_solution(s, start);
  const PhasePlayback& cross = played[0];
  const FaceletCube colours = to_facelets(start);
  const int down = to_facelets(cross.end)[facelet(D, 1, 1)];
  std::set<int> expected = centres();
  for (const auto& slot : kEdgeFacelets)  // an edge with the cross colour shows both stickers
    if (colours[slot[0]] == down || colours[slot[1]] == down) expected.insert({slot[0], slot[1]});
  EXPECT_EQ(shown_set(cross.shown.front()), expected);
}

TEST(PlaybackTest, DoneF2lShowsTheFirstTwoLayersAndDoneOllTheTopToo) {
  CubieCube start;
  const Solution s = solve_random("cfop", 5, start);
  const auto played = play_solution(s, start);
  std::set<int> top_face;
  for (int i = 0; i < 9; ++i)
    if (i != 4) top_face.insert(i);
  std::set<int> last_layer = side_top_rows();
  last_layer.insert(top_face.begin(), top_face.end());
  for (std::size_t i = 0; i < s.phases.size(); ++i) {
    const std::string& name = s.phases[i].name;
    if (name == "f2l-4") EXPECT_EQ(shown_set(played[i].shown.back()), all_but(last_layer));
    // After OLL the top is one colour: its stickers show, the sides of the last layer do not.
    if (name == "oll") EXPECT_EQ(shown_set(played[i].shown.back()), all_but(side_top_rows()));
    if (name == "pll") EXPECT_EQ(shown_set(played[i].shown.back()), all_but({}));
  }
}

TEST(PlaybackTest, UnknownPhaseNamesAreLabelledByThemselvesAndGreyNothing) {
  EXPECT_EQ(phase_label("no such phase"), "no such phase");
  EXPECT_EQ(phase_info("no such phase").focus, PhaseFocus::all);
  EXPECT_EQ(phase_label("f2l-3"), "F2L pair 3");
}

// Every step name core/study/analyse gives is one the page can label and grey (web/views/analyse.js asks
// phaseInfo for each); the x-crosses grey as F2L does, the rest greys nothing.
TEST(PlaybackTest, AnalysedStepNamesHaveLabelsAndGoals) {
  for (std::string_view name :
       {"cross", "xcross", "xxcross", "xxxcross", "f2l-1", "f2l", "oll", "oll-edges", "oll-corners", "pll",
        "pll-corners", "pll-edges", "auf", "corners", "second-layer", "last-layer", "solve"}) {
    EXPECT_NE(phase_label(name), name) << name;
    EXPECT_NE(phase_info(name).goal, "") << name;
  }
  EXPECT_EQ(phase_info("xxcross").focus, PhaseFocus::f2l);
  EXPECT_EQ(phase_info("xxxcross").focus, PhaseFocus::f2l);
  EXPECT_EQ(phase_info("auf").focus, PhaseFocus::all);
}

}  // namespace
}  // namespace cubelab
