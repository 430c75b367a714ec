// The pattern library and routing A -> B: every route is applied to A and compared with B.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "native/helper_threads.hpp"

#include "core/model/facelets.hpp"
#include "core/model/orientation.hpp"
#include "core/model/patterns.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/routes/route.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "test_data.hpp"

namespace cubelab {
namespace {

class RouteTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { cache_ = new tables::TableCache; }
  static void TearDownTestSuite() { delete cache_; }
  static const tables::TwoPhaseTables& t() { return two_phase_tables(*cache_); }
  static tables::TableCache* cache_;
};
tables::TableCache* RouteTest::cache_ = nullptr;

CubieCube named(const char* name) { return pattern_state(*find_pattern(name)); }

TEST(Patterns, AtLeastTenDistinctValidStates) {
  ASSERT_GE(patterns().size(), 10u);
  for (std::size_t i = 0; i < patterns().size(); ++i) {
    const Pattern& p = patterns()[i];
    ASSERT_TRUE(parse_alg(p.moves)) << p.name;
    const CubieCube c = pattern_state(p);
    EXPECT_TRUE(check_solvable(c)) << p.name;
    EXPECT_FALSE(c.is_solved()) << p.name;
    for (std::size_t j = 0; j < i; ++j) EXPECT_NE(c, pattern_state(patterns()[j])) << p.name;
  }
}

TEST(Patterns, SequencesMatchTheReference) {
  const auto rows = testing::read_tsv("patterns.tsv");
  ASSERT_EQ(rows.size(), 2u);
  for (const auto& row : rows) {
    auto p = find_pattern(row.at("name"));
    ASSERT_TRUE(p) << row.at("name");
    EXPECT_EQ(pattern_state(*p), state_of(parse_alg(row.at("moves")).value())) << row.at("name");
  }
}

TEST(Patterns, NamesAreFoundLoosely) {
  EXPECT_TRUE(find_pattern("Cube-in-the-cube"));
  EXPECT_TRUE(find_pattern("  SIX_spots "));
  EXPECT_FALSE(find_pattern("no such pattern"));
}

TEST(Patterns, LookAsDescribed) {
  const CubieCube superflip = named("superflip");
  EXPECT_EQ(superflip.cp, CubieCube{}.cp);
  EXPECT_EQ(superflip.co, CubieCube{}.co);
  EXPECT_EQ(superflip.ep, CubieCube{}.ep);
  for (uint8_t o : superflip.eo) EXPECT_EQ(o, 1);

  // Checkerboard: every sticker differs from its edge-neighbours on the same face.
  const FaceletCube board = to_facelets(named("checkerboard"));
  for (int f = 0; f < kFacelets; ++f) {
    const int face = f / 9, centre = face * 9 + 4;
    const bool corner_or_centre = (f % 9) % 2 == 0;
    EXPECT_EQ(board[f] == board[centre], corner_or_centre) << f;
  }
  // Six spots: each face's outer ring is one colour, and not the centre's.
  const FaceletCube spots = to_facelets(named("six spots"));
  for (int face = 0; face < kFaces; ++face) {
    for (int k = 0; k < 9; ++k)
      if (k != 4) EXPECT_EQ(spots[face * 9 + k], spots[face * 9]) << face;
    EXPECT_NE(spots[face * 9 + 4], spots[face * 9]) << face;
  }
}

TEST_F(RouteTest, RoutesLeadFromAToB) {
  const char* pairs[][2] = {{"displaced motif", "cube in the cube"},
                            {"superflip", "checkerboard"},
                            {"six spots", "four spots"},
                            {"anaconda", "python"},
                            {"tetris", "superflip"}};
  for (const auto& pair : pairs) {
    const CubieCube a = named(pair[0]), b = named(pair[1]);
    for (bool refine : {false, true}) {
      auto r = find_route(a, b, SolveOptions{}, refine, two_phase_route_search(t()));
      ASSERT_TRUE(r) << pair[0] << " -> " << pair[1] << ": " << r.error().message;
      EXPECT_EQ(apply_alg(a, r.value().moves), b) << pair[0] << " -> " << pair[1];
      EXPECT_LE(r.value().length, 20);
    }
  }
}

TEST_F(RouteTest, RefineIsNeverLonger) {
  // A loose bound, so that the first answers come at once even for pairs whose routes of at most
  // 20 moves take long to find (superflip checkerboard -> order in chaos): refine's promise holds
  // at any bound.
  SolveOptions loose;
  loose.max_length = kRelaxedRouteLength;
  for (std::size_t i = 0; i + 1 < patterns().size(); i += 2) {
    const CubieCube a = pattern_state(patterns()[i]), b = pattern_state(patterns()[i + 1]);
    auto plain = find_route(a, b, loose, false, two_phase_route_search(t()));
    auto refined = find_route(a, b, loose, true, two_phase_route_search(t()));
    ASSERT_TRUE(plain && refined);
    EXPECT_LE(refined.value().length, plain.value().length);
    EXPECT_EQ(apply_alg(a, refined.value().moves), b);
  }
}

TEST_F(RouteTest, RouteToItselfIsEmptyAndTurnedCentresWork) {
  auto same = find_route(named("python"), named("python"), SolveOptions{}, false, two_phase_route_search(t()));
  ASSERT_TRUE(same);
  EXPECT_EQ(same.value().length, 0);
  const CubieCube turned = state_of(parse_alg("x R U").value());
  auto r = find_route(turned, named("checkerboard"), SolveOptions{}, true, two_phase_route_search(t()));
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(recolour_to_home(apply_alg(turned, r.value().moves)), named("checkerboard"));
}

TEST(RouteEnd, ReadsNamesFaceletsAndMoves) {
  EXPECT_TRUE(route_end("solved").value().is_solved());
  EXPECT_EQ(route_end("superflip").value(), named("superflip"));
  const CubieCube sexy = state_of(parse_alg("R U R' U'").value());
  EXPECT_EQ(route_end(to_facelet_string(sexy)).value(), sexy);
  EXPECT_EQ(route_end("R U R' U'").value(), sexy);
}

TEST(RouteEnd, NamesWhatTheTextIsNot) {
  auto bad = route_end("R U Q");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().column, 5);
  EXPECT_NE(bad.error().message.find("'Q'"), std::string::npos) << bad.error().message;
  // 54 face letters that are no cube: the facelet validation speaks.
  auto impossible = route_end(std::string(54, 'U'));
  ASSERT_FALSE(impossible);
  EXPECT_NE(impossible.error().message.find("9 times"), std::string::npos) << impossible.error().message;
}

TEST_F(RouteTest, ABudgetTooSmallForTheBoundGivesARelaxedRoute) {
  // A node budget (not time) keeps this deterministic. Between these two the search needs far
  // more than 20 million nodes for a route of at most 20 moves, and under a million for one of at
  // most kRelaxedRouteLength (measured with `cubelab route --max-nodes N`).
  SolveOptions tight;
  tight.max_nodes = 3'000'000;
  const CubieCube a = named("superflip"), b = named("cube in the cube");
  auto r = find_route_or_relaxed(a, b, tight, false, two_phase_route_search(t()));
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_TRUE(r.value().relaxed);
  EXPECT_LE(r.value().length, kRelaxedRouteLength);
  EXPECT_EQ(apply_alg(a, r.value().moves), b);
  // A route found within the bound is not marked relaxed.
  auto easy = find_route_or_relaxed(named("six spots"), named("four spots"), SolveOptions{}, false,
                                    two_phase_route_search(t()));
  ASSERT_TRUE(easy);
  EXPECT_FALSE(easy.value().relaxed);
  EXPECT_EQ(apply_alg(named("six spots"), easy.value().moves), named("four spots"));
}

TEST_F(RouteTest, ComparisonMeasuresTheThreeWays) {
  const CubieCube a = named("displaced motif"), b = named("six spots");
  SolveOptions options;  // one thread: first answers do not depend on timing
  const RouteComparison c = route_comparison(a, b, options, two_phase_route_search(t()));
  ASSERT_GT(c.direct, 0);
  ASSERT_GT(c.inverse, 0);
  ASSERT_GT(c.naive, 0);
  // Refine keeps the shorter of the direct and inverse answers, the same searches.
  auto refined = find_route(a, b, options, true, two_phase_route_search(t()));
  ASSERT_TRUE(refined);
  EXPECT_EQ(refined.value().length, std::min(c.direct, c.inverse));
  EXPECT_EQ(apply_alg(a, refined.value().moves), b);
  // Solving A and undoing B passes through solved: longer here than routing directly.
  EXPECT_GT(c.naive, refined.value().length);
}

TEST_F(RouteTest, OrderInChaosIsInTheLibrary) {
  // ruwix.com's sequence; the pattern's cube is what that sequence makes.
  auto p = find_pattern("order in chaos");
  ASSERT_TRUE(p);
  EXPECT_EQ(pattern_state(*p), state_of(parse_alg("B L2 B' U2 B F2 U L U B U' R U' B F U' R D R B' U'").value()));
}

// Routes every ordered pair of `names` with find_route_or_relaxed (node budgets, so the answers do
// not depend on the machine's load), applies each route and checks it gives B within 20 moves.
void expect_every_pair_within_20(const std::vector<std::string>& names, uint64_t max_nodes, int threads,
                                 const tables::TwoPhaseTables& t) {
  SolveOptions options;
  options.max_nodes = max_nodes;
  options.threads = threads;
  options.parallel = native::run_on_threads;
  for (const std::string& from : names)
    for (const std::string& to : names) {
      if (from == to) continue;
      const CubieCube a = named(from.c_str()), b = named(to.c_str());
      auto r = find_route_or_relaxed(a, b, options, true, two_phase_route_search(t));
      ASSERT_TRUE(r) << from << " -> " << to << ": " << r.error().message;
      EXPECT_EQ(apply_alg(a, r.value().moves), b) << from << " -> " << to;
      EXPECT_LE(r.value().length, 20) << from << " -> " << to;
      EXPECT_FALSE(r.value().relaxed) << from << " -> " << to;
    }
}

std::vector<std::string> library_names(bool with_superflips) {
  std::vector<std::string> names;
  for (const Pattern& p : patterns())
    if (with_superflips || std::string(p.name).find("superflip") == std::string::npos) names.push_back(p.name);
  return names;
}

TEST_F(RouteTest, EveryOrderedPairOutsideTheSuperflipsWithin20Moves) {
  // The superflip and the superflip checkerboard make routes of exactly 20 or so moves that take
  // seconds each to find (tens of millions of nodes): the whole library is the test below, run by
  // hand. The other 132 pairs take a few million nodes at most.
  expect_every_pair_within_20(library_names(false), 20'000'000, 1, t());
}

TEST_F(RouteTest, EveryOrderedPairWithin20Moves) {
  // All 182 ordered pairs: minutes of search, so run by hand (CUBELAB_LONG_TESTS=1), with its
  // figures in bench/RESULTS.md.
  if (!std::getenv("CUBELAB_LONG_TESTS")) GTEST_SKIP() << "set CUBELAB_LONG_TESTS=1 to run";
  expect_every_pair_within_20(library_names(true), 200'000'000, 2, t());
}

}  // namespace
}  // namespace cubelab
