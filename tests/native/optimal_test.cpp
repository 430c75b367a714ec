// The optimal solver: every answer is applied to its input and checked; its length is checked
// against published optima, scramble lengths, and an independent exhaustive search written here.
// The table (139 MB) is built once for the whole program on two threads (about 20 s of CPU), or
// read from $CUBELAB_OPTIMAL_TABLE when that names a file from `cubelab tables --build optimal`.
// The superflip (a 20-move proof, hours with this table) runs only with CUBELAB_LONG_TESTS=1.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <unordered_map>

#include "cli/parallel.hpp"
#include "core/cube/facelets.hpp"
#include "core/cube/move.hpp"
#include "core/cube_text.hpp"
#include "core/solve/methods.hpp"
#include "core/solve/optimal.hpp"
#include "core/solve/two_phase.hpp"
#include "core/util/random.hpp"
#include "tables/coord.hpp"
#include "test_data.hpp"

namespace cubelab {
namespace {

tables::TableCache& cache() {
  static tables::TableCache* c = [] {
    auto* made = new tables::TableCache;
    if (const char* path = std::getenv("CUBELAB_OPTIMAL_TABLE")) {
      std::ifstream in(path, std::ios::binary);
      const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      if (auto loaded = tables::load_optimal_table(bytes)) made->optimal.set(std::move(loaded).value());
    }
    made->build_threads = 2;
    made->parallel = cli::run_on_threads;
    return made;
  }();
  return *c;
}
const tables::OptimalTable& table() { return optimal_table(cache()); }

OptimalAnswer solve(const CubieCube& c, SolveOptions options = {}) {
  auto a = solve_optimal(c, options, table(), two_phase_tables(cache()));
  EXPECT_TRUE(a) << a.error().message;
  return a ? a.value() : OptimalAnswer{};
}

CubieCube cube_of(const std::string& text) { return cube_from_text(text).value().cube; }

// Distances up to 8 by meeting in the middle on the plain cubie model (no tables, no pruning):
// every cube within 4 face turns of solved, and every sequence of at most 4 from the cube.
class Exhaustive {
 public:
  Exhaustive() {
    std::vector<CubieCube> layer{CubieCube{}};
    near_[key(CubieCube{})] = 0;
    for (int d = 1; d <= kHalf; ++d) {
      std::vector<CubieCube> next;
      for (const CubieCube& c : layer)
        for (int m = 0; m < kFaceTurns; ++m) {
          const CubieCube n = apply_move(c, face_turn(m));
          if (near_.emplace(key(n), d).second) next.push_back(n);
        }
      layer = std::move(next);
    }
  }
  // The distance if it is at most 8, else -1.
  int distance(const CubieCube& c) const {
    int best = -1;
    visit(c, 0, best);
    return best;
  }

 private:
  static constexpr int kHalf = 4;
  static std::string key(const CubieCube& c) { return to_facelet_string(c); }
  void visit(const CubieCube& c, int g, int& best) const {
    if (auto it = near_.find(key(c)); it != near_.end() && (best < 0 || g + it->second < best)) best = g + it->second;
    if (g == kHalf) return;
    for (int m = 0; m < kFaceTurns; ++m) visit(apply_move(c, face_turn(m)), g + 1, best);
  }
  std::unordered_map<std::string, int> near_;
};

TEST(OptimalTest, CheckerboardIsSixStarred) {
  const CubieCube c = cube_of("checkerboard");
  const OptimalAnswer a = solve(c);
  EXPECT_TRUE(apply_alg(c, a.moves).is_solved());
  EXPECT_EQ(htm(a.moves), 6);
  EXPECT_TRUE(a.optimal);
  EXPECT_EQ(a.lower_bound, 6);
}

TEST(OptimalTest, KnownStatesGiveTheirPublishedOptima) {
  const bool long_tests = std::getenv("CUBELAB_LONG_TESTS") != nullptr;
  int checked = 0;
  for (const auto& row : testing::read_tsv("known-states.tsv")) {
    const int published = std::stoi(row.at("optimal_htm"));
    if (published > 18 && !long_tests) continue;  // the superflip: see the file's comment
    const CubieCube c = cube_of(row.at("facelets"));
    const OptimalAnswer a = solve(c);
    EXPECT_TRUE(apply_alg(c, a.moves).is_solved()) << row.at("name");
    EXPECT_EQ(htm(a.moves), published) << row.at("name");
    EXPECT_TRUE(a.optimal) << row.at("name");
    ++checked;
  }
  EXPECT_GE(checked, 2);
}

TEST(OptimalTest, SuperflipIsTwentyStarred) {
  if (!std::getenv("CUBELAB_LONG_TESTS")) GTEST_SKIP() << "a 20-move proof: set CUBELAB_LONG_TESTS=1";
  const CubieCube c = cube_of("superflip");
  SolveOptions o;
  o.threads = 2;
  o.parallel = cli::run_on_threads;
  const OptimalAnswer a = solve(c, o);
  EXPECT_TRUE(apply_alg(c, a.moves).is_solved());
  EXPECT_EQ(htm(a.moves), 20);
  EXPECT_TRUE(a.optimal);
}

// 200 states of 1..12 random face turns: a proven optimum, never longer than the scramble, and
// the exhaustive search's distance where that is at most 8 (and more than 8 where it finds none).
TEST(OptimalTest, ShortScramblesMatchTheExhaustiveSearch) {
  const Exhaustive exhaustive;
  int compared = 0;
  for (int i = 0; i < 200; ++i) {
    Rng rng(sample_seed(15, i));
    const int length = 1 + static_cast<int>(rng.below(12));
    CubieCube c;
    for (int k = 0; k < length; ++k) c = apply_move(c, face_turn(static_cast<int>(rng.below(kFaceTurns))));
    const OptimalAnswer a = solve(c);
    ASSERT_TRUE(apply_alg(c, a.moves).is_solved()) << i;
    EXPECT_TRUE(a.optimal) << i;
    EXPECT_EQ(a.lower_bound, htm(a.moves)) << i;
    EXPECT_LE(htm(a.moves), length) << i;
    if (htm(a.moves) <= 9) {
      const int exact = exhaustive.distance(c);
      if (htm(a.moves) <= 8) {
        EXPECT_EQ(htm(a.moves), exact) << i << ": " << to_facelet_string(c);
        ++compared;
      } else {
        EXPECT_EQ(exact, -1) << i << ": " << to_facelet_string(c);
      }
    }
  }
  EXPECT_GE(compared, 80);
}

TEST(OptimalTest, ThreadsGiveTheSameAnswer) {
  const CubieCube c = cube_of("R U F D2 L B' R2 U F' L2 D B U'");
  SolveOptions threaded;
  threaded.threads = 2;
  threaded.parallel = cli::run_on_threads;
  const OptimalAnswer one = solve(c), two = solve(c, threaded);
  EXPECT_TRUE(apply_alg(c, two.moves).is_solved());
  EXPECT_TRUE(one.optimal && two.optimal);
  EXPECT_EQ(format_alg(one.moves), format_alg(two.moves));
}

// A search spread over shares (the page's worker pool): each share's answer solves the cube, and
// the shortest answer and lowest bound over the shares are the whole search's optimum. The shares
// really split the work: on a cube whose optimum is beyond two-phase's exhaustive short search,
// some share alone does not find the optimum.
TEST(OptimalTest, SharesTogetherGiveTheWholeSearch) {
  constexpr int kShares = 3;
  bool split = false;
  std::vector<CubieCube> cubes{cube_of("R U F D2 L B' R2 U F' L2 D B U'")};
  for (int i = 0; i < 8; ++i) {
    Rng rng(sample_seed(16, i));
    CubieCube c;
    for (int k = 0; k < 6 + i % 4; ++k) c = apply_move(c, face_turn(static_cast<int>(rng.below(kFaceTurns))));
    cubes.push_back(c);
  }
  for (const CubieCube& c : cubes) {
    const OptimalAnswer whole = solve(c);
    ASSERT_TRUE(whole.optimal) << to_facelet_string(c);
    int shortest = INT_MAX, lowest = INT_MAX;
    for (int index = 0; index < kShares; ++index) {
      // As the page does: a share stops once it has ruled out every depth below the best answer
      // (here the whole search's), instead of going on up to its two-phase answer's length.
      SolveOptions o;
      o.share = {index, kShares};
      int ruled_out = -1;
      o.on_depth = [&](int depth, uint64_t) { ruled_out = depth; };
      o.should_stop = [&] { return ruled_out + 1 >= htm(whole.moves); };
      const OptimalAnswer part = solve(c, o);
      ASSERT_TRUE(apply_alg(c, part.moves).is_solved()) << to_facelet_string(c) << " share " << index;
      EXPECT_LE(part.lower_bound, htm(part.moves));
      shortest = std::min(shortest, htm(part.moves));
      lowest = std::min(lowest, part.lower_bound);
      split |= htm(part.moves) > htm(whole.moves);
    }
    EXPECT_EQ(shortest, htm(whole.moves)) << to_facelet_string(c);
    EXPECT_EQ(lowest, htm(whole.moves)) << to_facelet_string(c);
  }
  EXPECT_TRUE(split) << "every share found the optimum alone: the work was not split";
  SolveOptions bad;
  bad.share = {3, 3};
  EXPECT_FALSE(solve_optimal(CubieCube{}, bad, table(), two_phase_tables(cache())));
}

// Stopped after a few polls, the search still answers: a solution, and a lower bound that no
// solution beats (the scramble's optimum, found by a full run, is at least that).
TEST(OptimalTest, CancelledRunsReturnAValidBound) {
  const CubieCube c = cube_of("R U F D2 L B' R2 U F' L2 D B U' R F");
  std::atomic<int> polls{0};
  SolveOptions o;
  o.should_stop = [&] { return ++polls > 3; };
  std::vector<int> depths;
  o.on_depth = [&](int depth, uint64_t) { depths.push_back(depth); };
  const OptimalAnswer stopped = solve(c, o);
  EXPECT_GT(polls.load(), 3);
  EXPECT_TRUE(apply_alg(c, stopped.moves).is_solved());
  EXPECT_FALSE(stopped.optimal);
  const OptimalAnswer full = solve(c);
  ASSERT_TRUE(full.optimal);
  EXPECT_LE(stopped.lower_bound, htm(full.moves));
  EXPECT_LT(stopped.lower_bound, htm(stopped.moves));
  // Every depth reported done is below the bound, and the bound is one more than the last.
  for (int d : depths) EXPECT_LT(d, stopped.lower_bound);
  if (!depths.empty()) EXPECT_EQ(stopped.lower_bound, depths.back() + 1);

  SolveOptions few;
  few.max_nodes = 1000;
  const OptimalAnswer budgeted = solve(c, few);
  EXPECT_TRUE(apply_alg(c, budgeted.moves).is_solved());
  EXPECT_LE(budgeted.lower_bound, htm(full.moves));
}

// The method registry: one phase, starred, and the JSON fields' values.
TEST(OptimalTest, MethodAnswersWithItsBound) {
  const CubieCube c = cube_of("R U2 F'");
  auto s = solve_with("optimal", c, SolveOptions{}, cache());
  ASSERT_TRUE(s) << s.error().message;
  EXPECT_TRUE(apply_alg(c, s.value().moves).is_solved());
  EXPECT_EQ(s.value().length(), 3);
  EXPECT_TRUE(s.value().optimal);
  EXPECT_EQ(s.value().lower_bound, 3);
}

TEST(OptimalTableTest, DamagedBytesAreRejected) {
  std::vector<uint8_t> bytes = tables::save_optimal_table(table());
  ASSERT_TRUE(tables::load_optimal_table(bytes));
  bytes[bytes.size() / 2] ^= 0x10;
  EXPECT_FALSE(tables::load_optimal_table(bytes));
  bytes[bytes.size() / 2] ^= 0x10;
  bytes.pop_back();
  EXPECT_FALSE(tables::load_optimal_table(bytes));
  EXPECT_FALSE(tables::load_optimal_table(std::vector<uint8_t>(100, 0)));
}

// The table's entries are exact phase-1 distances: the goal at 0, each entry within one of its
// neighbours', and some neighbour exactly one less (so no entry overstates the distance).
TEST(OptimalTableTest, EntriesAreConsistentDistances) {
  const tables::OptimalTable& t = table();
  EXPECT_EQ(t.distance(0, 0, 0), 0);
  Rng rng(7);
  for (int i = 0; i < 20000; ++i) {
    const int f = static_cast<int>(rng.below(tables::kFlips)), s = static_cast<int>(rng.below(tables::kSlices)),
              tw = static_cast<int>(rng.below(tables::kTwists));
    const int d = t.distance(f, s, tw);
    int lowest = 99;
    for (int m = 0; m < kFaceTurns; ++m) {
      const int n = t.distance(t.flip.apply(f, m), t.slice.apply(s, m), t.twist.apply(tw, m));
      EXPECT_LE(std::abs(n - d), 1);
      lowest = std::min(lowest, n);
    }
    if (d > 0) EXPECT_EQ(lowest, d - 1) << f << " " << s << " " << tw;
  }
}

}  // namespace
}  // namespace cubelab
