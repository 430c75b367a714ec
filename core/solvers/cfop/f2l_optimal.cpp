#include "core/solvers/cfop/f2l_optimal.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "core/solvers/common/predicates.hpp"

namespace cubelab {

namespace {

// The pieces the search follows: the cross edges and every pair's corner and edge.
struct Pieces {
  tables::CrossEdges cross;
  std::array<uint8_t, kPairs> corner;  // corner DFR + k
  std::array<uint8_t, kPairs> edge;    // edge FR + k
};

Pieces pieces_of(const CubieCube& c) {
  Pieces p{tables::cross_edges_of(c), {}, {}};
  for (int k = 0; k < kPairs; ++k) {
    p.corner[k] = tables::corner_state(c, pair_corner(k));
    p.edge[k] = tables::edge_state(c, pair_edge(k));
  }
  return p;
}

Pieces apply(const Pieces& p, int m) {
  const auto& em = tables::edge_moves();
  const auto& cm = tables::corner_moves();
  Pieces r{tables::apply_cross_move(p.cross, m), {}, {}};
  for (int k = 0; k < kPairs; ++k) {
    r.corner[k] = cm[p.corner[k]][m];
    r.edge[k] = em[p.edge[k]][m];
  }
  return r;
}

// Iterative-deepening A*: the bound is exact for each sub-goal alone (cross, cross + a corner,
// cross + an edge), so the largest of them never overestimates and is 0 exactly at the goal.
class PairSearch {
 public:
  PairSearch(unsigned pairs, unsigned keep, const F2lTables& t, std::uint64_t max_nodes = UINT64_MAX)
      : pairs_(pairs), keep_(keep), t_(t), nodes_left_(max_nodes) {}

  PairInsertion run(const Pieces& start) {
    for (int bound = lower_bound(start);; ++bound) {
      path_.clear();
      if (search(start, bound, -1)) break;
    }
    PairInsertion result{path_, -1};
    return result;
  }

  // Depths up to `max_length`, stopping when the nodes run out: the moves when found (then the
  // fewest), and whether every depth up to the last tried was searched in full.
  PairsWithin run_within(const Pieces& start, int max_length) {
    for (int bound = lower_bound(start); bound <= max_length; ++bound) {
      path_.clear();
      if (search(start, bound, -1)) return {path_, true, true};
      if (out_of_nodes_) return {{}, false, false};
    }
    return {{}, false, true};
  }

  int lower_bound(const Pieces& p) const {
    int h = t_.cross(p.cross);
    for (int k = 0; k < kPairs; ++k)
      if (keep_ >> k & 1) h = std::max(h, pair_bound(p, k));
    int best_target = 99;
    for (int k = 0; k < kPairs; ++k)
      if (pairs_ >> k & 1) best_target = std::min(best_target, pair_bound(p, k));
    return std::max(h, best_target);
  }

 private:
  int pair_bound(const Pieces& p, int k) const {
    const tables::PairBounds b = tables::pair_bounds(t_.pairs, k, p.cross, p.corner[k], p.edge[k]);
    return std::max({b.corner, b.edge, b.near});
  }

  bool search(const Pieces& p, int depth, int prev_face) {
    if (nodes_left_ == 0) {
      out_of_nodes_ = true;
      return false;
    }
    --nodes_left_;
    const int h = lower_bound(p);
    if (h == 0) return true;
    if (h > depth) return false;
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!canonical_after(prev_face, m / 3)) continue;
      path_.push_back(face_turn(m));
      if (search(apply(p, m), depth - 1, m / 3)) return true;
      path_.pop_back();
    }
    return false;
  }

  unsigned pairs_, keep_;
  const F2lTables& t_;
  std::uint64_t nodes_left_;
  bool out_of_nodes_ = false;
  Alg path_;
};

unsigned solved_pairs(const CubieCube& c) {
  unsigned mask = 0;
  for (int k = 0; k < kPairs; ++k)
    if (pair_solved(c, k)) mask |= 1u << k;
  return mask;
}

}  // namespace

const char* pair_name(int pair) {
  constexpr const char* kNames[kPairs] = {"FR", "FL", "BL", "BR"};
  return pair >= 0 && pair < kPairs ? kNames[pair] : "?";
}

PairInsertion insert_pair_optimally(const CubieCube& home, unsigned pairs, unsigned keep, const F2lTables& t) {
  PairInsertion result = PairSearch(pairs, keep, t).run(pieces_of(home));
  const CubieCube after = apply_alg(home, result.moves);
  for (int k = 0; k < kPairs && result.pair < 0; ++k)
    if ((pairs >> k & 1) && pair_solved(after, k)) result.pair = k;
  return result;
}

PairsWithin insert_pairs_within(const CubieCube& home, unsigned pairs, unsigned keep, int max_length,
                                std::uint64_t max_nodes, const F2lTables& t) {
  // Every pair of `pairs` kept too: the search's goal is then all of them solved at once.
  return PairSearch(pairs, keep | pairs, t, max_nodes).run_within(pieces_of(home), max_length);
}

Alg insert_pairs_greedily(const CubieCube& home, unsigned pairs, unsigned keep, const F2lTables& t) {
  Alg moves;
  CubieCube cube = home;
  for (unsigned done = keep; (solved_pairs(cube) & pairs) != pairs;) {
    const PairInsertion step = insert_pair_optimally(cube, pairs & ~done, done, t);
    moves = concat(moves, step.moves);
    cube = apply_alg(cube, step.moves);
    done |= solved_pairs(cube) & (pairs | keep);
  }
  return moves;
}

Result<std::vector<Phase>> solve_f2l_optimal(const CubieCube& home, const F2lTables& t) {
  if (!home.centres_at_home() || !cross_solved(home))
    return Error{"optimal F2L needs a cube with the cross on D solved"};
  std::vector<Phase> phases;
  CubieCube cube = home;
  unsigned solved = 0;
  for (int index = 1; index <= kPairs; ++index) {
    const unsigned before = solved_pairs(cube);
    PairInsertion step;
    // A pair that is solved already (and not yet counted) costs nothing: take it first.
    for (int k = 0; k < kPairs && step.pair < 0; ++k)
      if ((before >> k & 1) && !(solved >> k & 1)) step.pair = k;
    if (step.pair < 0) step = insert_pair_optimally(cube, 0xFu & ~solved, solved, t);
    cube = apply_alg(cube, step.moves);
    solved |= 1u << step.pair;
    phases.push_back(
        Phase{"f2l-" + std::to_string(index), step.moves, step.moves.empty() ? "skip" : pair_name(step.pair)});
  }
  return phases;
}

}  // namespace cubelab
