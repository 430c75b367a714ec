// Optimal F2L pair insertion: xcross (cross plus one pair, optimal from any state) and the
// optimal-greedy F2L, where after the cross the pair that is cheapest to insert optimally, keeping
// the cross and the pairs already solved, always goes next (Pochmann's "greedy order").
#pragma once

#include <cstdint>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cross.hpp"
#include "tables/f2l_pair.hpp"

namespace cubelab {

struct F2lTables {
  const tables::CrossTable& cross;
  const tables::PairTables& pairs;
};

// The fewest face turns that solve the cross and at least one pair of `pairs` (a bit mask over
// pairs 0..3) while keeping every pair of `keep` solved, on a cube with centres at home.
struct PairInsertion {
  Alg moves;
  int pair = -1;  // the pair of `pairs` solved at the end (the first one if several)
};
PairInsertion insert_pair_optimally(const CubieCube& home, unsigned pairs, unsigned keep, const F2lTables& t);

// The fewest face turns (at most `max_length`) that solve the cross and every pair of `pairs` at
// once, keeping every pair of `keep`, searched within `max_nodes` nodes of an iterative-deepening
// search. `complete`: every length up to the one found (or up to max_length when none was found)
// was searched in full, so no shorter sequence exists; false when the nodes ran out first.
struct PairsWithin {
  Alg moves;
  bool found = false;
  bool complete = false;
};
PairsWithin insert_pairs_within(const CubieCube& home, unsigned pairs, unsigned keep, int max_length,
                                std::uint64_t max_nodes, const F2lTables& t);

// The pairs one at a time, the cheapest next (each inserted optimally, keeping those done): a
// quick sequence that solves the cross and every pair of `pairs`, not always the shortest.
Alg insert_pairs_greedily(const CubieCube& home, unsigned pairs, unsigned keep, const F2lTables& t);

// The optimal-greedy F2L of a cube with centres at home and the cross on D solved: four phases
// "f2l-1".."f2l-4" (a pair that is already solved is a phase with no moves and case "skip"), each
// named by its pair in case_name ("FR", "FL", "BL", "BR"). Any other cube is an Error.
Result<std::vector<Phase>> solve_f2l_optimal(const CubieCube& home, const F2lTables& t);

const char* pair_name(int pair);

}  // namespace cubelab
