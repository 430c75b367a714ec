// The sorted-slice optimal table (tables/optimal_sorted.hpp) and its search
// (core/solvers/optimal/optimal_sorted.hpp). Always on, cheap: the sorted-slice coordinate under the eight
// symmetries and read off packed pieces, against the cubie model. The table is 3.3 GB and takes
// minutes to build, so the checks of its entries and of the search run only when
// $CUBELAB_OPTIMAL_SORTED_TABLE names a file from `optimal_sorted build` (bench/optimal/sorted_tool.cpp):
// entries against a breadth-first search of the coordinates written here, and every answer
// applied and as long as the current optimal solver's (also with the inverse bounded by today's table).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <span>
#include <unordered_map>

#include "core/model/alg.hpp"
#include "core/model/move.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/optimal/optimal.hpp"
#include "core/solvers/optimal/optimal_sorted.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "tables/coord.hpp"
#include "tables/optimal_axes.hpp"
#include "tables/optimal_sorted.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab {
namespace {

// S^-1 * X * S for symmetry s, from the cubie model (tables/two_phase_sym.hpp's definition).
CubieCube conjugated(const CubieCube& x, int s) {
  const CubieCube turned = tables::sym_cube(s % tables::kRotations) * x * tables::sym_cube(s % tables::kRotations);
  return s < tables::kRotations ? turned : tables::mirrored(turned);
}

TEST(OptimalSortedTest, SortedSliceConjugatesMatchTheCubieModel) {
  const tables::SymConjugates conj = tables::slice_sorted_conjugates();
  ASSERT_EQ(conj.size, tables::kSliceSorted);
  for (int s = 0; s < tables::kSyms; ++s) EXPECT_EQ(conj.apply(0, s), 0) << s;  // the goal is kept
  Rng rng(151);
  for (int i = 0; i < 300; ++i) {
    const CubieCube x = random_state(rng);
    for (int s = 0; s < tables::kSyms; ++s)
      ASSERT_EQ(conj.apply(tables::slice_sorted(x), s), tables::slice_sorted(conjugated(x, s))) << i << " " << s;
  }
}

TEST(OptimalSortedTest, PackedSliceSortedIsTheCoordinate) {
  Rng rng(152);
  for (int i = 0; i < 1000; ++i) {
    const CubieCube x = random_state(rng);
    ASSERT_EQ(tables::packed_slice_sorted(tables::packed_pieces(x)), tables::slice_sorted(x)) << i;
  }
}

// The tight-bound rule may cut only face turns inside each view's goal subgroup: those whose view
// has flip, sorted slice and twist 0 (read off the cubie model).
TEST(OptimalSortedTest, TightRuleCutsExactlyTheGoalSubgroupsTurns) {
  const tables::OptimalAxes axes = tables::build_optimal_axes();
  const auto goal = optimal_sorted_goal_moves(axes);
  for (int a = 0; a < tables::kOptimalAxes; ++a)
    for (int m = 0; m < kFaceTurns; ++m) {
      const CubieCube seen = axes.rotation[a].inverse() * move_cube(face_turn(m)) * axes.rotation[a];
      const bool in_goal = tables::flip(seen) == 0 && tables::slice_sorted(seen) == 0 && tables::twist(seen) == 0;
      EXPECT_EQ((goal[a] >> m & 1) != 0, in_goal) << a << " " << m;
    }
}

// ---- With the table file only ----

const tables::OptimalSortedTable* sorted_table() {
  static const tables::OptimalSortedTable* table = []() -> const tables::OptimalSortedTable* {
    const char* path = std::getenv("CUBELAB_OPTIMAL_SORTED_TABLE");
    if (!path) return nullptr;
    // Mapped, not read: 3.3 GB shared with the page cache (and with a benchmark using the file).
    auto* t = new tables::OptimalSortedTable(tables::empty_optimal_sorted_table());
    const int fd = open(path, O_RDONLY);
    struct stat st {};
    if (fd < 0 || fstat(fd, &st) != 0) return nullptr;
    void* mapped = mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (mapped == MAP_FAILED) return nullptr;
    const std::span<const uint8_t> bytes(static_cast<const uint8_t*>(mapped), static_cast<std::size_t>(st.st_size));
    if (!tables::set_optimal_sorted_view(*t, bytes)) return nullptr;
    return t;
  }();
  return table;
}

#define NEED_TABLE()                                        \
  const tables::OptimalSortedTable* table = sorted_table(); \
  if (!table) GTEST_SKIP() << "3.3 GB: set CUBELAB_OPTIMAL_SORTED_TABLE to a file from optimal_sorted build"

// Every (flip, slice_sorted, twist) within 6 face turns of the goal, breadth first over the cubie
// model (no move tables, no symmetry): the table must hold exactly that depth, and more for a
// sample of the rest.
TEST(OptimalSortedTest, EntriesMatchABreadthFirstSearchToDepthSix) {
  NEED_TABLE();
  constexpr int kDepth = 6;
  auto key = [](const CubieCube& c) {
    return (static_cast<uint64_t>(tables::flip(c)) * tables::kSliceSorted + tables::slice_sorted(c)) * tables::kTwists +
           tables::twist(c);
  };
  std::unordered_map<uint64_t, int> depth{{0, 0}};
  std::vector<CubieCube> layer{CubieCube{}};
  for (int d = 1; d <= kDepth; ++d) {
    std::vector<CubieCube> next;
    for (const CubieCube& c : layer)
      for (int m = 0; m < kFaceTurns; ++m) {
        const CubieCube n = apply_move(c, face_turn(m));
        if (depth.emplace(key(n), d).second) next.push_back(n);
      }
    layer = std::move(next);
  }
  for (const auto& [k, d] : depth) {
    const int tw = static_cast<int>(k % tables::kTwists), rest = static_cast<int>(k / tables::kTwists);
    ASSERT_EQ(table->distance(rest / tables::kSliceSorted, rest % tables::kSliceSorted, tw), d) << k;
  }
  Rng rng(153);
  int beyond = 0;
  for (int i = 0; i < 100000; ++i) {
    const CubieCube x = random_state(rng);
    if (depth.count(key(x))) continue;
    ++beyond;
    ASSERT_GT(table->distance(tables::flip(x), tables::slice_sorted(x), tables::twist(x)), kDepth) << i;
  }
  EXPECT_GT(beyond, 99000);
  EXPECT_GT(depth.size(), 1000000u);
}

// Random-move states of 1..13 face turns: each answer applied solves the state, is proven, and is
// as long as the current optimal solver's (tests/native/optimal_test.cpp checks that one against
// an exhaustive search and published optima); the root's bound never exceeds it.
TEST(OptimalSortedTest, AnswersSolveAndMatchTheCurrentSolver) {
  NEED_TABLE();
  tables::TableCache cache;
  if (const char* path = std::getenv("CUBELAB_OPTIMAL_TABLE")) {
    std::ifstream in(path, std::ios::binary);
    const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (auto loaded = tables::load_optimal_table(bytes)) cache.optimal.set(std::move(loaded).value());
  }
  const tables::TwoPhaseTables& two_phase = two_phase_tables(cache);
  const tables::OptimalTable& current = optimal_table(cache);
  // Two 15-move states besides: there the two-phase answer that starts the search is longer than
  // the optimum, so a bound that is too high shows as a longer answer (on short states two-phase
  // is often optimal already, and a failed search would still end with the right length).
  const std::vector<std::string> long_states = {"R U F D2 L B' R2 U F' L2 D B U' R F",
                                                "U B' D2 B L U' L F D' R B2 U B' D L"};
  for (int i = 0; i < 40 + static_cast<int>(long_states.size()); ++i) {
    Rng rng(sample_seed(154, i));
    int length = 1 + static_cast<int>(rng.below(13));
    CubieCube c;
    if (i < 40) {
      for (int k = 0; k < length; ++k) c = apply_move(c, face_turn(static_cast<int>(rng.below(kFaceTurns))));
    } else {
      const Alg alg = parse_alg(long_states[i - 40]).value();
      c = apply_alg(c, alg);
      length = htm(alg);
    }
    auto a = solve_optimal_sorted(c, SolveOptions{}, *table, two_phase);
    auto b = solve_optimal_from_two_phase(c, SolveOptions{}, current, two_phase);
    ASSERT_TRUE(a && b) << i;
    EXPECT_TRUE(apply_alg(c, a.value().moves).is_solved()) << i;
    EXPECT_TRUE(a.value().optimal) << i;
    EXPECT_EQ(htm(a.value().moves), htm(b.value().moves)) << i << " " << format_alg(a.value().moves);
    EXPECT_LE(htm(a.value().moves), length) << i;
    // The hybrid: the inverse bounded by today's table instead.
    auto h = solve_optimal_sorted(c, SolveOptions{}, *table, two_phase, OptimalPruning{}, &current);
    ASSERT_TRUE(h) << i;
    EXPECT_TRUE(apply_alg(c, h.value().moves).is_solved()) << i;
    EXPECT_EQ(htm(h.value().moves), htm(b.value().moves)) << i;
  }
}

}  // namespace
}  // namespace cubelab
