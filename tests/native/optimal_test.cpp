// The optimal solver: every answer is applied to its input and checked; its length is checked
// against published optima, scramble lengths, and an independent exhaustive search written here.
// The table (139 MB) is built once for the whole program on two threads (about 20 s of CPU), or
// read from $CUBELAB_OPTIMAL_TABLE when that names a file from `cubelab tables --build optimal`.
// The superflip (a 20-move proof, hours with this table) runs only with CUBELAB_LONG_TESTS=1.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <climits>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <span>
#include <unordered_map>

#include "core/model/cube_text.hpp"
#include "core/model/facelets.hpp"
#include "core/model/move.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/common/antipodal_halves.hpp"
#include "core/solvers/common/symmetries.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/methods.hpp"
#include "core/solvers/optimal/optimal.hpp"
#include "core/solvers/optimal/optimal_qtm.hpp"
#include "core/solvers/twophase/method.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_qtm.hpp"
#include "native/helper_threads.hpp"
#include "shared_tables.hpp"
#include "tables/antipodal.hpp"
#include "tables/coord.hpp"
#include "test_data.hpp"

namespace cubelab {
namespace {

tables::TableCache& cache() { return testing::optimal_cache(); }
const tables::OptimalTable& table() { return optimal_table(cache()); }

OptimalAnswer solve(const CubieCube& c, SolveOptions options = {}) {
  auto a = solve_optimal_from_two_phase(c, options, table(), two_phase_tables(cache()));
  EXPECT_TRUE(a) << a.error().message;
  return a ? a.value() : OptimalAnswer{};
}

CubieCube cube_of(const std::string& text) { return cube_from_text(text).value().cube; }

constexpr std::array<int, 18> kFaceTurnIndices = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
constexpr std::array<int, 12> kQuarterTurnIndices = {0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17};

// Distances up to 8 over `moves` (the face turns, or the quarter turns for QTM) by meeting in the
// middle on the plain cubie model (no tables, no pruning): every cube within 4 moves of solved,
// and every sequence of at most 4 from the cube.
class Exhaustive {
 public:
  explicit Exhaustive(std::span<const int> moves = kFaceTurnIndices) : moves_(moves) {
    std::vector<CubieCube> layer{CubieCube{}};
    near_[key(CubieCube{})] = 0;
    for (int d = 1; d <= kHalf; ++d) {
      std::vector<CubieCube> next;
      for (const CubieCube& c : layer)
        for (int m : moves_) {
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
    for (int m : moves_) visit(apply_move(c, face_turn(m)), g + 1, best);
  }
  std::span<const int> moves_;
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
  o.parallel = native::run_on_threads;
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
  threaded.parallel = native::run_on_threads;
  const OptimalAnswer one = solve(c), two = solve(c, threaded);
  EXPECT_TRUE(apply_alg(c, two.moves).is_solved());
  EXPECT_TRUE(one.optimal && two.optimal);
  EXPECT_EQ(format_alg(one.moves), format_alg(two.moves));
}

// The inverse's distances and the tight-bound rule only prune: each gives the same optimum as the
// search without it, on fewer nodes (node counts are deterministic). The lengths are checked
// against the forward-only search on states past the exhaustive search's reach too (13-14 moves).
// Each search has a node budget far above what these states need (a few thousand nodes), so that a
// rule that prunes too much fails here at once (unproven) instead of searching on for minutes.
TEST(OptimalTest, InverseAndTightBoundPruneMoreAndKeepTheOptimum) {
  const OptimalPruning forward_only{false, false}, inverse_only{true, false}, all{};
  SolveOptions budget;
  budget.max_nodes = 3'000'000;
  const CubieCube c = cube_of("R U F D2 L B' R2 U F' L2 D B U'");
  std::array<uint64_t, 3> nodes{};
  std::array<int, 3> lengths{};
  int i = 0;
  for (const OptimalPruning& p : {forward_only, inverse_only, all}) {
    auto a = solve_optimal_from_two_phase(c, budget, table(), two_phase_tables(cache()), p);
    ASSERT_TRUE(a);
    EXPECT_TRUE(apply_alg(c, a.value().moves).is_solved());
    EXPECT_TRUE(a.value().optimal);
    EXPECT_LE(htm(a.value().moves), 13);
    lengths[i] = htm(a.value().moves);
    nodes[i++] = a.value().nodes;
  }
  EXPECT_EQ(lengths[1], lengths[0]);
  EXPECT_EQ(lengths[2], lengths[0]);
  EXPECT_LT(nodes[1], nodes[0]);
  EXPECT_LT(nodes[2], nodes[1]);
  for (int k = 0; k < 8; ++k) {
    Rng rng(sample_seed(1515, k));
    CubieCube s;
    for (int n = 0; n < 13 + k % 2; ++n) s = apply_move(s, face_turn(static_cast<int>(rng.below(kFaceTurns))));
    auto a = solve_optimal_from_two_phase(s, budget, table(), two_phase_tables(cache()));
    auto f = solve_optimal_from_two_phase(s, budget, table(), two_phase_tables(cache()), forward_only);
    ASSERT_TRUE(a && f);
    EXPECT_TRUE(apply_alg(s, a.value().moves).is_solved()) << k;
    EXPECT_TRUE(a.value().optimal && f.value().optimal) << k;
    EXPECT_EQ(htm(a.value().moves), htm(f.value().moves)) << k << ": " << to_facelet_string(s);
  }
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
  EXPECT_FALSE(solve_optimal_from_two_phase(CubieCube{}, bad, table(), two_phase_tables(cache())));
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

// The table as two-phase's last phase-1 bound (TwoPhasePruning::phase1_distance): the same answers
// (the same phase-1 sequences in the same order), in fewer nodes; and the method takes it from the
// cache once the cache holds it.
TEST(OptimalTableTest, TwoPhaseWithItGivesTheSameAnswersInFewerNodes) {
  const tables::TwoPhaseTables& two_phase = two_phase_tables(cache());
  TwoPhasePruning with_table;
  with_table.phase1_distance = &table();
  uint64_t nodes_without = 0, nodes_with = 0;
  for (int i = 0; i < 60; ++i) {
    Rng rng(sample_seed(1313, i));
    CubieCube c = random_state(rng);
    if (i % 3 == 0) {  // a short scramble: the exhaustive short search answers
      c = CubieCube{};
      for (int k = 0; k < 9; ++k) c = apply_move(c, face_turn(static_cast<int>(rng.below(kFaceTurns))));
    }
    auto without = solve_two_phase(c, SolveOptions{}, two_phase);
    auto with = solve_two_phase(c, SolveOptions{}, two_phase, with_table);
    ASSERT_TRUE(without && with) << i;
    ASSERT_TRUE(apply_alg(apply_alg(c, with.value().phase1), with.value().phase2).is_solved()) << i;
    EXPECT_EQ(format_alg(with.value().phase1), format_alg(without.value().phase1)) << i;
    EXPECT_EQ(format_alg(with.value().phase2), format_alg(without.value().phase2)) << i;
    EXPECT_LE(with.value().nodes, without.value().nodes) << i;
    nodes_without += without.value().nodes;
    nodes_with += with.value().nodes;
    auto method = solve_two_phase_in_metric(c, SolveOptions{}, cache());
    ASSERT_TRUE(method) << i;
    EXPECT_EQ(method.value().nodes, with.value().nodes) << i << " without " << without.value().nodes;
  }
  EXPECT_LT(nodes_with * 2, nodes_without);  // 0.27 of the nodes when written
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
  // Bytes whose checksum holds but with an entry of 15 (beyond any distance) are refused too.
  tables::OptimalTable bad = table();
  bad.nibbles[bad.nibbles.size() / 2] |= 0xF0;
  EXPECT_FALSE(tables::load_optimal_table(tables::save_optimal_table(bad)));
}

// The scan for entries of 15 finds one in either half of any byte, in the eight-byte words and in
// the bytes after them, and only there.
TEST(OptimalTableTest, EveryEntryOfFifteenIsFound) {
  std::vector<uint8_t> nibbles(19, 0xEE);  // two words and three bytes, every entry 14
  EXPECT_FALSE(tables::has_unknown_entry(nibbles));
  for (std::size_t i = 0; i < nibbles.size(); ++i)
    for (uint8_t fifteen : {0x0F, 0xF0}) {
      const uint8_t kept = nibbles[i];
      nibbles[i] = static_cast<uint8_t>((kept & ~fifteen) | fifteen);
      EXPECT_TRUE(tables::has_unknown_entry(nibbles)) << i << " " << int{fifteen};
      nibbles[i] = kept;
    }
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

// --- The optimal solver in quarter turns (core/solvers/optimal/optimal_qtm.hpp) ---
// These run with the HTM table above as the bound (admissible in QTM, and already built for this
// program); the QTM table (another 139 MB build) is checked by the tests after them, which run
// only with CUBELAB_LONG_TESTS=1 or CUBELAB_OPTIMAL_QTM_TABLE naming a file from
// `cubelab tables --build optimal-qtm`. The superflip's 24q answer comes from the antipodal-halves
// search (core/solvers/common/antipodal_halves.hpp), its proof from the depth passes (a long test).

OptimalAnswer solve_qtm(const CubieCube& c, SolveOptions options = {}, const tables::OptimalTable* bound = nullptr,
                        const OptimalPruning& pruning = {}, const tables::AntipodalCornerTable* antipodal = nullptr) {
  auto a = solve_optimal_qtm_from_two_phase(c, options, bound ? *bound : table(), two_phase_tables(cache()),
                                            two_phase_qtm_tables(cache()), pruning, antipodal);
  EXPECT_TRUE(a) << a.error().message;
  return a ? a.value() : OptimalAnswer{};
}

// 100 states of 1..10 random quarter turns: a proven QTM optimum, never longer than the scramble,
// equal to the breadth-first distance where that is at most 8 (and more than 8 where it finds
// none). A node budget far above what these need (a few thousand nodes) makes a rule that prunes
// too much fail here at once (unproven) rather than search on.
TEST(OptimalQtmTest, ShortScramblesMatchTheExhaustiveSearch) {
  const Exhaustive exhaustive(kQuarterTurnIndices);
  SolveOptions budget;
  budget.max_nodes = 2'000'000;
  int compared = 0;
  for (int i = 0; i < 100; ++i) {
    Rng rng(sample_seed(14, i));
    const int length = 1 + static_cast<int>(rng.below(10));
    CubieCube c;
    for (int k = 0; k < length; ++k) c = apply_move(c, face_turn(kQuarterTurnIndices[rng.below(12)]));
    const OptimalAnswer a = solve_qtm(c, budget);
    ASSERT_TRUE(apply_alg(c, a.moves).is_solved()) << i;
    EXPECT_TRUE(a.optimal) << i;
    EXPECT_EQ(a.lower_bound, qtm(a.moves)) << i;
    EXPECT_LE(qtm(a.moves), length) << i;
    const int exact = exhaustive.distance(c);
    EXPECT_EQ(qtm(a.moves) <= 8 ? qtm(a.moves) : -1, exact) << i << ": " << to_facelet_string(c);
    compared += exact >= 0;
  }
  EXPECT_GE(compared, 60);
}

// The 48 symmetries: the superflip and the solved cube have them all, a quarter turn the four
// rotations about its axis, a random cube the identity alone; and each symmetry's face-turn map
// takes a solution of the cube to another solution.
TEST(OptimalQtmTest, CubeSymmetriesAreComputed) {
  EXPECT_EQ(cube_symmetries(CubieCube{}).size(), 48u);
  EXPECT_EQ(cube_symmetries(cube_of("superflip")).size(), 48u);
  EXPECT_EQ(cube_symmetries(cube_of("U")).size(), 4u);
  EXPECT_EQ(cube_symmetries(cube_of("R U F D2 L B'")).size(), 1u);
  const CubieCube six = cube_of("U2 D2 F2 B2 L2 R2");
  const Alg solution = parse_alg("R2 L2 B2 F2 D2 U2").value();
  ASSERT_TRUE(apply_alg(six, solution).is_solved());
  const auto group = cube_symmetries(six);
  EXPECT_GT(group.size(), 1u);
  for (const auto& s : group) {
    Alg image;
    for (const Move& m : solution) image.push_back(face_turn(s[face_turn_index(m)]));
    EXPECT_TRUE(apply_alg(six, image).is_solved()) << format_alg(image);
  }
}

// A symmetric cube: its first moves are cut to one per orbit under its symmetries, which keeps
// its optimum (checked against the search without the cut and the breadth-first distance) on
// fewer nodes.
TEST(OptimalQtmTest, SymmetryAtTheRootKeepsTheOptimum) {
  const Exhaustive exhaustive(kQuarterTurnIndices);
  OptimalPruning no_symmetry;
  no_symmetry.symmetry = false;
  for (const char* text : {"U2 D2", "U D'", "R2 L2 U2 D2", "four spots", "U2 D2 F2 B2 L2 R2"}) {
    const CubieCube c = cube_of(text);
    ASSERT_GT(cube_symmetries(c).size(), 1u) << text;
    SolveOptions budget;
    budget.max_nodes = 2'000'000;
    const OptimalAnswer cut = solve_qtm(c, budget), whole = solve_qtm(c, budget, nullptr, no_symmetry);
    EXPECT_TRUE(apply_alg(c, cut.moves).is_solved()) << text;
    EXPECT_TRUE(cut.optimal && whole.optimal) << text;
    EXPECT_EQ(qtm(cut.moves), qtm(whole.moves)) << text;
    if (qtm(cut.moves) <= 8) EXPECT_EQ(qtm(cut.moves), exhaustive.distance(c)) << text;
    if (qtm(cut.moves) > 4) EXPECT_LT(cut.nodes, whole.nodes) << text;
  }
}

// Stopped after a few polls the search still answers: a solution, and a QTM lower bound that the
// full search's optimum meets or exceeds, one more than the last depth reported ruled out.
TEST(OptimalQtmTest, CancelledRunsReturnAValidBound) {
  const CubieCube c = cube_of("R U F D2 L B' R2 U F' L2 D B U'");
  std::atomic<int> polls{0};
  SolveOptions o;
  o.should_stop = [&] { return ++polls > 3; };
  std::vector<int> depths;
  o.on_depth = [&](int depth, uint64_t) { depths.push_back(depth); };
  const OptimalAnswer stopped = solve_qtm(c, o);
  EXPECT_GT(polls.load(), 3);
  EXPECT_TRUE(apply_alg(c, stopped.moves).is_solved());
  EXPECT_FALSE(stopped.optimal);
  SolveOptions threaded;
  threaded.threads = 2;
  threaded.parallel = native::run_on_threads;
  const OptimalAnswer full = solve_qtm(c, threaded);
  ASSERT_TRUE(full.optimal);
  EXPECT_TRUE(apply_alg(c, full.moves).is_solved());
  EXPECT_LE(qtm(full.moves), 16);
  EXPECT_LE(stopped.lower_bound, qtm(full.moves));
  EXPECT_LT(stopped.lower_bound, qtm(stopped.moves));
  for (int d : depths) EXPECT_LT(d, stopped.lower_bound);
  if (!depths.empty()) EXPECT_EQ(stopped.lower_bound, depths.back() + 1);
  // Every length has the corner permutation's parity: so does every bound.
  EXPECT_EQ(stopped.lower_bound % 2, qtm(full.moves) % 2);
}

// A first depth set by the caller finds rather than proves: started at the optimum's length (above
// the tables' bound), the search finds an answer of that length on fewer nodes than the proof,
// and says it is not proven (its bound is only what the tables prove).
TEST(OptimalQtmTest, MinDepthFindsWithoutProving) {
  const CubieCube c = cube_of("R U F D2 L B' R2 U F' L2 D B U'");
  const OptimalAnswer proven = solve_qtm(c);
  ASSERT_TRUE(proven.optimal);
  SolveOptions o;
  o.min_depth = qtm(proven.moves);
  const OptimalAnswer found = solve_qtm(c, o);
  EXPECT_TRUE(apply_alg(c, found.moves).is_solved());
  EXPECT_EQ(qtm(found.moves), qtm(proven.moves));
  EXPECT_LT(found.lower_bound, qtm(proven.moves));
  EXPECT_FALSE(found.optimal);
  EXPECT_LT(found.nodes, proven.nodes);
}

// The method in QTM: lengths and the bound in quarter turns. (The cache's QTM table is set to a
// copy of the HTM one here, admissible in QTM, to spare this program a second 139 MB build.)
TEST(OptimalQtmTest, MethodAnswersInQuarterTurns) {
  tables::TableCache local;
  local.optimal_qtm.set(table());
  SolveOptions o;
  o.metric = Metric::qtm;
  const CubieCube c = cube_of("R U2 F'");
  auto s = solve_with("optimal", c, o, local);
  ASSERT_TRUE(s) << s.error().message;
  EXPECT_TRUE(apply_alg(c, s.value().moves).is_solved());
  EXPECT_EQ(qtm(s.value().moves), 4);
  EXPECT_TRUE(s.value().optimal);
  EXPECT_EQ(s.value().lower_bound, 4);
  EXPECT_EQ(s.value().metric, Metric::qtm);
  EXPECT_FALSE(solve_with("cfop", c, o, local));
}

const tables::OptimalTable* qtm_table() {
  static const tables::OptimalTable* t = []() -> const tables::OptimalTable* {
    if (const char* path = std::getenv("CUBELAB_OPTIMAL_QTM_TABLE")) {
      std::ifstream in(path, std::ios::binary);
      const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      if (auto loaded = tables::load_optimal_qtm_table(bytes))
        return new tables::OptimalTable(std::move(loaded).value());
    }
    if (!std::getenv("CUBELAB_LONG_TESTS")) return nullptr;
    return new tables::OptimalTable(tables::build_optimal_qtm_table({}, 2, native::run_on_threads));
  }();
  return t;
}

// The QTM table's entries are exact QTM distances (to 14; 15 reads "at least 15"): the goal at 0,
// each entry within one of its quarter-turn neighbours', and some neighbour exactly one less. It
// never falls below the HTM entry.
TEST(OptimalQtmTableTest, EntriesAreConsistentQuarterTurnDistances) {
  const tables::OptimalTable* q = qtm_table();
  if (!q) GTEST_SKIP() << "a second 139 MB build: set CUBELAB_LONG_TESTS=1 or CUBELAB_OPTIMAL_QTM_TABLE=FILE";
  const tables::OptimalTable& h = table();
  EXPECT_EQ(q->distance(0, 0, 0), 0);
  Rng rng(14);
  for (int i = 0; i < 20000; ++i) {
    const int f = static_cast<int>(rng.below(tables::kFlips)), s = static_cast<int>(rng.below(tables::kSlices)),
              tw = static_cast<int>(rng.below(tables::kTwists));
    const int d = q->distance(f, s, tw);
    EXPECT_GE(d, h.distance(f, s, tw));
    int lowest = 99;
    for (int m : kQuarterTurnIndices) {
      const int n = q->distance(q->flip.apply(f, m), q->slice.apply(s, m), q->twist.apply(tw, m));
      if (d < 15 && n < 15) EXPECT_LE(std::abs(n - d), 1);
      lowest = std::min(lowest, n);
    }
    if (d > 0 && d < 15) EXPECT_EQ(lowest, d - 1) << f << " " << s << " " << tw;
  }
  std::vector<uint8_t> bytes = tables::save_optimal_qtm_table(*q);
  EXPECT_TRUE(tables::load_optimal_qtm_table(bytes));
  EXPECT_FALSE(tables::load_optimal_table(bytes));  // the HTM loader refuses the QTM blob
}

// The superflip commutes with every cube, so its solutions come in families (rotations, its 48
// symmetries, inversion: core/solvers/common/central_canon.hpp) and the search visits one member of each.
// On the same node budget it rules out more depths than the search without the cut, and answers
// with a checked solution. (The table is the HTM one here, admissible in QTM, as the suite has it;
// with the QTM table the same budget rules out more.) Other cubes are searched as before.
TEST(OptimalQtmTest, SuperflipSearchedOneSequencePerFamily) {
  const CubieCube superflip = cube_of("superflip");
  const tables::OptimalTable& bound = qtm_table() ? *qtm_table() : table();
  OptimalPruning plain;
  plain.central = false;
  // Each search stops once depth 17 is ruled out (lower bound 18), or at a node budget; `nodes`: the
  // nodes it took.
  const auto until_18 = [&](const OptimalPruning& pruning, uint64_t& nodes) {
    SolveOptions o;
    o.max_nodes = 5'000'000;
    auto ruled_out = std::make_shared<std::atomic<int>>(0);
    o.on_depth = [ruled_out, &nodes](int depth, uint64_t n) {
      *ruled_out = depth;
      nodes = n;
    };
    o.should_stop = [ruled_out] { return ruled_out->load() >= 17; };
    return solve_qtm(superflip, o, &bound, pruning);
  };
  uint64_t cut_nodes = 0, whole_nodes = 0;
  const OptimalAnswer cut = until_18({}, cut_nodes), whole = until_18(plain, whole_nodes);
  for (const OptimalAnswer* a : {&cut, &whole}) {
    EXPECT_TRUE(apply_alg(superflip, a->moves).is_solved());
    EXPECT_EQ(a->lower_bound, 18);  // no superflip solution of 17q or fewer (it needs 24, Reid 1995)
  }
  // Measured with the HTM table: 12,028 nodes against 67,780 (0.52 M against 4.8 M to rule out 19).
  EXPECT_LT(cut_nodes * 4, whole_nodes);
  // A cube that is not central is searched exactly as before: the same nodes.
  const CubieCube other = apply_move(superflip, face_turn(0));
  SolveOptions small;
  small.max_nodes = 50'000;
  EXPECT_EQ(solve_qtm(other, small, &bound).nodes, solve_qtm(other, small, &bound, plain).nodes);
}

// The superflip in 24q: the antipodal-halves search finds it before the depth passes start, so a
// search stopped after its first pass already answers 24q (the two-phase first answer is 28q). A cube
// that is not central never uses that search: the same nodes with and without its table.
TEST(OptimalQtmTest, SuperflipAnsweredInTwentyFourQuarterTurns) {
  const CubieCube superflip = cube_of("superflip");
  const tables::AntipodalCornerTable& antipodal = testing::built_antipodal_corner_table();
  SolveOptions o;
  auto passes = std::make_shared<std::atomic<int>>(0);
  o.on_depth = [passes](int, uint64_t) { ++*passes; };
  o.should_stop = [passes] { return passes->load() > 0; };
  const OptimalAnswer a = solve_qtm(superflip, o, nullptr, {}, &antipodal);
  EXPECT_TRUE(apply_alg(superflip, a.moves).is_solved());
  EXPECT_EQ(qtm(a.moves), 24);
  EXPECT_FALSE(a.optimal);  // proving it takes the passes to depth 23 (the long test below)
  // Its two halves of 12 quarter turns: the second is the first seen in the point reflection.
  std::array<CubieCube, 2> halves{};
  int turns = 0;
  for (const Move& m : a.moves) {
    const Move quarter{m.base, static_cast<uint8_t>(m.turns == 2 ? 1 : m.turns)};
    for (int q = 0; q < (m.turns == 2 ? 2 : 1); ++q, ++turns)
      halves[turns >= 12] = halves[turns >= 12] * move_cube(quarter);
  }
  EXPECT_EQ(tables::antipodal(halves[0]), halves[1]);
  EXPECT_GE(passes->load(), 1);

  const CubieCube other = apply_move(superflip, face_turn(0));
  SolveOptions small;
  small.max_nodes = 50'000;
  EXPECT_EQ(solve_qtm(other, small, nullptr, {}, &antipodal).nodes, solve_qtm(other, small).nodes);
}

// Reid's 24q superflip solution (M. Reid, Cube Lovers, 1995), and the search's proof that nothing
// shorter exists: every depth up to 23 ruled out (about 3.5 CPU minutes with the QTM table). With
// the antipodal-halves answer the search then ends there: 24q, proven optimal.
TEST(OptimalQtmTest, SuperflipNeedsTwentyFourQuarterTurns) {
  const CubieCube superflip = cube_of("superflip");
  const Alg reid = parse_alg("R' U2 B L' F U' B D F U D' L D2 F' R B' D F' U' B' U D'").value();
  ASSERT_TRUE(apply_alg(superflip, reid).is_solved());
  ASSERT_EQ(qtm(reid), 24);
  if (!std::getenv("CUBELAB_LONG_TESTS") || !qtm_table())
    GTEST_SKIP() << "minutes: set CUBELAB_LONG_TESTS=1 (and CUBELAB_OPTIMAL_QTM_TABLE=FILE to skip its build)";
  SolveOptions o;
  o.threads = 2;
  o.parallel = native::run_on_threads;
  std::atomic<int> ruled_out{0};
  o.on_depth = [&](int depth, uint64_t) { ruled_out = depth; };
  o.should_stop = [&] { return ruled_out.load() >= 23; };  // without an answer of 24, depth 24 is hours
  const OptimalAnswer a = solve_qtm(superflip, o, qtm_table(), {}, &testing::built_antipodal_corner_table());
  EXPECT_TRUE(apply_alg(superflip, a.moves).is_solved());
  EXPECT_EQ(ruled_out.load(), 23);
  EXPECT_EQ(a.lower_bound, 24);
  EXPECT_EQ(qtm(a.moves), 24);
  EXPECT_TRUE(a.optimal);
}

}  // namespace
}  // namespace cubelab
