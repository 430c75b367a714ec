// The compact optimal table (tables/optimal_compact.hpp) and the optimal search bounded by it. The
// table is checked against the full one (tests/native/optimal_test.cpp checks that one against
// breadth-first distances): every symmetry's image reads the same code as the state, each code is
// the full table's distance mod 3 (3 for 10 or more), the walk down to the goal gives that distance,
// and the reading rules are checked for every case. Every solver answer is applied and checked, and
// its length is the full table's proven optimum.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>

#include "core/model/cube_text.hpp"
#include "core/model/move.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/optimal/optimal.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "shared_tables.hpp"
#include "tables/coord.hpp"
#include "tables/optimal_compact.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab {
namespace {

using tables::CompactOptimalTable;

const tables::OptimalTable& full() { return optimal_table(testing::optimal_cache()); }

const CompactOptimalTable& compact() {
  static const CompactOptimalTable t = tables::build_compact_optimal_table(full());
  return t;
}

int expected_code(int distance) { return distance >= 10 ? tables::kCodedFar : distance % 3; }

std::array<int, 3> coords_of(const CubieCube& c) {
  return {tables::flip(c), tables::slice_sorted(c) / tables::kSlicePerms, tables::twist(c)};
}

int code_of(const CubieCube& c) {
  const auto [f, sl, tw] = coords_of(c);
  return compact().code(compact().index(f, sl, tw));
}

int full_distance(const CubieCube& c) {
  const auto [f, sl, tw] = coords_of(c);
  return full().distance(f, sl, tw);
}

// The 16 symmetries that keep the U-D axis, made here from whole-cube turns and the mirror: the
// quarter turn y (or not), then a half turn x2, y2 or z2 (or none), then the left-right mirror (or not).
CubieCube symmetric_image(const CubieCube& x, int s) {
  static const CubieCube y = move_cube(Move{MoveBase::y, 1});
  CubieCube c = s & 8 ? y.inverse() * x * y : x;
  const CubieCube& half = tables::sym_cube(s & 3);
  c = half * c * half;
  return s & 4 ? tables::mirrored(c) : c;
}

std::vector<CubieCube> sample_cubes(int count, uint64_t seed) {
  std::vector<CubieCube> cubes;
  for (int i = 0; i < count; ++i) {
    Rng rng(sample_seed(seed, static_cast<uint64_t>(i)));
    if (i % 2) {
      cubes.push_back(random_state(rng));
      continue;
    }
    CubieCube c;  // near the goal too, where the distances are small
    for (int k = 0; k < 1 + i % 9; ++k) c = apply_move(c, face_turn(static_cast<int>(rng.below(kFaceTurns))));
    cubes.push_back(c);
  }
  return cubes;
}

TEST(CompactOptimalTableTest, SixteenSymmetriesGiveKociembasClassCount) {
  EXPECT_EQ(compact().representative.size(), static_cast<std::size_t>(tables::kCompactClasses));
  EXPECT_EQ(compact().bytes(), (compact().entries() + 3) / 4);
  EXPECT_LT(compact().bytes() * 3, full().bytes());  // about a quarter
}

// A state and its 16 images share a distance: their codes must agree, and be the full table's.
TEST(CompactOptimalTableTest, EverySymmetricImageReadsTheStatesCode) {
  for (const CubieCube& c : sample_cubes(600, 71)) {
    const int want = expected_code(full_distance(c));
    for (int s = 0; s < tables::kCompactSyms; ++s) {
      const CubieCube image = symmetric_image(c, s);
      ASSERT_EQ(full_distance(image), full_distance(c)) << "symmetry " << s;
      ASSERT_EQ(code_of(image), want) << "symmetry " << s;
    }
  }
}

// The walk down to the goal recovers the exact distance (beyond 10 read as 10) from residues alone.
TEST(CompactOptimalTableTest, WalkDownGivesTheFullTablesDistance) {
  for (const CubieCube& c : sample_cubes(400, 72)) {
    const auto [f, sl, tw] = coords_of(c);
    EXPECT_EQ(compact().distance(f, sl, tw), std::min(full_distance(c), 10));
  }
}

// beside(): a distance one face turn from a known one; at_least(): the least distance a code allows
// above a lower bound. Checked for every pair of distances the table can hold.
TEST(CompactOptimalTableTest, ReadingRulesGiveTheDistanceOrALowerBound) {
  for (int near = 0; near <= 12; ++near)
    for (int d = std::max(0, near - 1); d <= std::min(12, near + 1); ++d)
      EXPECT_EQ(CompactOptimalTable::beside(std::min(near, 10), expected_code(d)), std::min(d, 10)) << near << " " << d;
  for (int d = 0; d <= 12; ++d)
    for (int floor = 0; floor <= d; ++floor) {
      const int bound = CompactOptimalTable::at_least(floor, expected_code(d));
      EXPECT_GE(bound, floor);
      EXPECT_LE(bound, d);
      if (d - floor <= 2 && d <= 10) EXPECT_EQ(bound, d) << floor << " " << d;  // exact within the window
    }
}

// The search with the compact table: applied, proven, and as long as the full table's optimum.
TEST(CompactOptimalTest, AnswersAreTheFullTablesOptima) {
  const tables::TwoPhaseTables& tp = two_phase_tables(testing::optimal_cache());
  std::vector<CubieCube> cubes{cube_from_text("checkerboard").value().cube,
                               cube_from_text("R U F D2 L B' R2 U F' L2 D B U' R F").value().cube};
  for (int i = 0; i < 10; ++i) {
    Rng rng(sample_seed(73, static_cast<uint64_t>(i)));
    CubieCube c;
    for (int k = 0; k < 8 + i % 6; ++k) c = apply_move(c, face_turn(static_cast<int>(rng.below(kFaceTurns))));
    cubes.push_back(c);
  }
  SolveOptions budget;  // far above what these need (under 1 M nodes): a bound too high fails, not hangs
  budget.max_nodes = 20'000'000;
  for (const CubieCube& c : cubes) {
    auto with_full = solve_optimal_from_two_phase(c, budget, full(), tp);
    auto with_compact = solve_optimal_from_two_phase(c, budget, compact(), tp);
    ASSERT_TRUE(with_full && with_compact);
    EXPECT_TRUE(apply_alg(c, with_compact.value().moves).is_solved());
    EXPECT_TRUE(with_full.value().optimal && with_compact.value().optimal);
    EXPECT_EQ(htm(with_compact.value().moves), htm(with_full.value().moves));
    EXPECT_EQ(with_compact.value().lower_bound, with_full.value().lower_bound);
  }
}

// The search copies the inverse's distance along an axis when the premove lies in that axis's goal
// group G (core/solvers/optimal/optimal_search.hpp): Z * s is in G exactly when p * Z * s is. Checked on the
// full table's distances for the U-D axis (the others are its rotations); and a premove outside G
// does change the distance, so the copy is not a rule that holds for every move.
TEST(CompactOptimalTest, PremoveInTheGoalGroupKeepsTheDistance) {
  int changed = 0;
  for (const CubieCube& z : sample_cubes(300, 74)) {
    const int d = full_distance(z);
    for (int m = 0; m < kFaceTurns; ++m) {
      const CubieCube premoved = move_cube(face_turn(m)) * z;
      const bool in_goal = std::find(tables::kPhase2FaceTurns.begin(), tables::kPhase2FaceTurns.end(), m) !=
                           tables::kPhase2FaceTurns.end();
      if (in_goal)
        ASSERT_EQ(full_distance(premoved), d) << "move " << m;
      else
        changed += full_distance(premoved) != d;
    }
  }
  EXPECT_GT(changed, 0);
}

TEST(CompactOptimalTableTest, DamagedBytesAreRejected) {
  std::vector<uint8_t> bytes = tables::save_compact_optimal_table(compact());
  auto loaded = tables::load_compact_optimal_table(bytes);
  ASSERT_TRUE(loaded);
  EXPECT_EQ(loaded.value().codes, compact().codes);
  bytes[bytes.size() / 2] ^= 0x10;
  EXPECT_FALSE(tables::load_compact_optimal_table(bytes));
  EXPECT_FALSE(tables::load_compact_optimal_table(tables::save_optimal_table(full())));
  EXPECT_FALSE(tables::load_optimal_table(tables::save_compact_optimal_table(compact())));
}

// The method uses a compact table set in the cache when the full one is not there.
TEST(CompactOptimalTest, MethodUsesACompactTableWhenThatIsWhatIsLoaded) {
  tables::TableCache cache;
  cache.optimal_compact.set(tables::load_compact_optimal_table(tables::save_compact_optimal_table(compact())).value());
  const CubieCube c = cube_from_text("R U F D2 L B' R2 U F' L2").value().cube;
  auto s = solve_optimal_method(c, SolveOptions{}, cache);
  ASSERT_TRUE(s) << s.error().message;
  EXPECT_TRUE(apply_alg(c, s.value().moves).is_solved());
  EXPECT_TRUE(s.value().optimal);
  EXPECT_FALSE(cache.optimal.ready());  // the full table was neither built nor needed
}

}  // namespace
}  // namespace cubelab
