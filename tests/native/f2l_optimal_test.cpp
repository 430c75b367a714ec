// Optimal pair insertion: the symmetry views, the pruning tables as lower bounds, optimality
// against brute force, and the greedy F2L keeping what it has solved.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/model/orientation.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/cfop/f2l_optimal.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/common/predicates.hpp"
#include "tables/f2l_pair.hpp"

namespace cubelab {
namespace {

struct Tables {
  tables::CrossTable cross = tables::build_cross_table();
  tables::PairTables pairs = tables::build_pair_tables({});
  F2lTables view() const { return F2lTables{cross, pairs}; }
};

const Tables& t() {
  static const Tables tables;
  return tables;
}

CubieCube with_cross(Rng& rng) {
  const CubieCube c = random_state(rng);
  return apply_alg(c, solve_cross(c, t().cross));
}

// Pair k's view must be what conjugating the cube by the y rotation A gives.
TEST(PairViews, AgreeWithConjugation) {
  Rng rng(4);
  for (int k = 0; k < kPairs; ++k) {
    CubieCube a;
    for (const Orientation& o : orientations())
      if (o.state.centres[0] == 0 && o.state.cp[DFR + k] == DFR) a = o.state;
    const tables::PairView& v = tables::pair_views()[k];
    for (int i = 0; i < 30; ++i) {
      const CubieCube c = random_state(rng);
      const CubieCube seen = a * c * a.inverse();
      for (int p = 0; p < kEdges; ++p)
        EXPECT_EQ(v.edge_state[p][tables::edge_state(c, p)], tables::edge_state(seen, v.edge_piece[p]));
      for (int p = 0; p < kCorners; ++p)
        EXPECT_EQ(v.corner_state[p][tables::corner_state(c, p)], tables::corner_state(seen, v.corner_piece[p]));
    }
    EXPECT_EQ(v.corner_piece[DFR + k], DFR);
    EXPECT_EQ(v.edge_piece[FR + k], FR);
  }
}

TEST(PairTables, ZeroExactlyWhenSolvedAndOneTurnAway) {
  const auto& p = t().pairs;
  EXPECT_EQ(std::count(p.cross_corner.begin(), p.cross_corner.end(), 0), 1);
  EXPECT_EQ(std::count(p.cross_edge.begin(), p.cross_edge.end(), 0), 1);
  EXPECT_EQ(std::count(p.near.distance.begin(), p.near.distance.end(), 0), 1);
  // Every cross with every corner state is reachable: no entry left unknown.
  EXPECT_EQ(std::count(p.cross_corner.begin(), p.cross_corner.end(), 0xFF), 0);
  for (int m = 0; m < kFaceTurns; ++m) {
    const CubieCube c = apply_move(CubieCube{}, face_turn(m));
    for (int k = 0; k < kPairs; ++k) {
      const auto b = tables::pair_bounds(p, k, tables::cross_edges_of(c), tables::corner_state(c, pair_corner(k)),
                                         tables::edge_state(c, pair_edge(k)));
      EXPECT_LE(std::max({b.corner, b.edge, b.near}), 1);
      EXPECT_EQ(std::max({b.corner, b.edge, b.near}) == 0, pair_solved(c, k) && cross_solved(c));
    }
  }
}

// Brute force: the shortest sequence that solves the cross and some pair, by breadth-first search
// without any table, for insertions of at most 4 moves.
int brute_force_pair_length(const CubieCube& c, unsigned keep, int limit) {
  std::vector<CubieCube> level{c};
  for (int d = 0; d <= limit; ++d) {
    for (const CubieCube& s : level) {
      bool ok = cross_solved(s);
      bool any = false;
      for (int k = 0; k < kPairs; ++k) {
        if (keep >> k & 1)
          ok = ok && pair_solved(s, k);
        else
          any = any || pair_solved(s, k);
      }
      if (ok && any) return d;
    }
    if (d == limit) break;
    std::vector<CubieCube> next;
    for (const CubieCube& s : level)
      for (int m = 0; m < kFaceTurns; ++m) next.push_back(apply_move(s, face_turn(m)));
    level.swap(next);
  }
  return -1;
}

TEST(InsertPair, IsOptimalAgainstBruteForce) {
  Rng rng(17);
  int checked = 0;
  for (int i = 0; i < 400 && checked < 12; ++i) {
    // A solved cube scrambled a little, so that insertions are short enough to brute-force.
    const CubieCube scrambled = state_of(random_moves(rng, 2 + i % 3));
    const CubieCube c = apply_alg(scrambled, solve_cross(scrambled, t().cross));
    unsigned unsolved = 0;
    for (int k = 0; k < kPairs; ++k)
      if (!pair_solved(c, k)) unsolved |= 1u << k;
    if (unsolved == 0) continue;
    const unsigned keep = 0xFu & ~unsolved;
    const PairInsertion x = insert_pair_optimally(c, unsolved, keep, t().view());
    const int brute = brute_force_pair_length(c, keep, 4);
    if (brute < 0) continue;
    EXPECT_EQ(htm(x.moves), brute);
    ++checked;
  }
  EXPECT_GE(checked, 5);
}

TEST(GreedyF2l, EveryPhaseKeepsTheCrossAndSolvedPairsAndAddsOne) {
  Rng rng(23);
  for (int i = 0; i < 100; ++i) {
    CubieCube c = with_cross(rng);
    auto phases = solve_f2l_optimal(c, t().view());
    ASSERT_TRUE(phases.ok());
    ASSERT_EQ(phases->size(), 4u);
    int solved_before = 0;
    for (int j = 0; j < 4; ++j) {
      const Phase& p = phases.value()[j];
      EXPECT_EQ(p.name, "f2l-" + std::to_string(j + 1));
      const CubieCube after = apply_alg(c, p.moves);
      EXPECT_TRUE(cross_solved(after));
      int solved = 0;
      for (int k = 0; k < kPairs; ++k) {
        if (pair_solved(c, k)) EXPECT_TRUE(pair_solved(after, k)) << "pair " << k << " undone in " << p.name;
        solved += pair_solved(after, k) ? 1 : 0;
      }
      EXPECT_GE(solved, std::max(solved_before, j + 1));
      solved_before = solved;
      c = after;
    }
    EXPECT_TRUE(f2l_solved(c));
  }
}

TEST(GreedyF2l, RejectsACubeWithoutCross) {
  const CubieCube c = state_of(parse_alg("R U F").value());
  EXPECT_FALSE(solve_f2l_optimal(c, t().view()).ok());
}

TEST(XCross, SolvesCrossAndAPairFromAnyState) {
  Rng rng(31);
  for (int i = 0; i < 5; ++i) {
    const CubieCube c = random_state(rng);
    const PairInsertion x = insert_pair_optimally(c, 0xF, 0, t().view());
    const CubieCube after = apply_alg(c, x.moves);
    EXPECT_TRUE(cross_solved(after));
    ASSERT_GE(x.pair, 0);
    EXPECT_TRUE(pair_solved(after, x.pair));
    EXPECT_GE(htm(x.moves), cross_length(c, t().cross));
  }
}

}  // namespace
}  // namespace cubelab
