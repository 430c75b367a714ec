#include "core/solvers/optimal/optimal_sorted.hpp"

#include <algorithm>
#include <array>
#include <chrono>

#include "core/model/move.hpp"
#include "core/model/orientation.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "tables/coord.hpp"

namespace cubelab {

namespace {

using Clock = std::chrono::steady_clock;
using Table = tables::OptimalSortedTable;
using Pieces = tables::PackedPieces;

constexpr int kAxes = tables::kOptimalAxes;
constexpr int kMaxDepth = 32;
constexpr uint64_t kNodeBatch = 16384;
constexpr uint32_t kAllMoves = (1u << kFaceTurns) - 1;

struct Coords {
  uint16_t flip, slice_sorted, twist;
};

struct Node {
  std::array<Coords, kAxes> cube;
  std::array<Pieces, kAxes> inverse;
  uint32_t moves = kAllMoves;
};

Coords coords_of(const Pieces& p, const Table& t) {
  const tables::Phase1Coords c = t.axes.coords(p);
  return {c.flip, static_cast<uint16_t>(tables::packed_slice_sorted(p)), c.twist};
}

class Search {
 public:
  Search(const CubieCube& home, const Table& t, const SolveOptions& o, const OptimalPruning& p,
         const tables::OptimalTable* inverse_table)
      : home_(home),
        t_(t),
        options_(o),
        pruning_(p),
        inv_(inverse_table),
        goal_moves_(inverse_table ? t.axes.goal_moves : optimal_sorted_goal_moves(t.axes)) {
    if (o.budget_ms > 0)
      deadline_ = Clock::now() +
                  std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(o.budget_ms));
  }

  Node root() const {
    Node n{};
    for (int a = 0; a < kAxes; ++a) {
      const CubieCube seen = t_.axes.rotation[a].inverse() * home_ * t_.axes.rotation[a];
      n.cube[a] = {static_cast<uint16_t>(tables::flip(seen)), static_cast<uint16_t>(tables::slice_sorted(seen)),
                   static_cast<uint16_t>(tables::twist(seen))};
      n.inverse[a] = tables::packed_pieces(seen.inverse());
    }
    return n;
  }

  int bound_of(const Node& n) const {
    int h = 0;
    for (int a = 0; a < kAxes; ++a) {
      h = std::max(h, distance(n.cube[a]));
      if (pruning_.inverse) h = std::max(h, inverse_distance(n.inverse[a]));
    }
    return h;
  }

  // True if a solution of exactly `bound` moves exists (then path_ holds it).
  bool run(Node n, int bound) {
    bound_ = bound;
    if (pruning_.inverse && pruning_.tight) {
      std::array<int, kAxes> d{};
      for (int a = 0; a < kAxes; ++a) d[a] = inverse_distance(n.inverse[a]);
      n.moves = next_moves(d, bound);
    }
    return dfs(n, 0, -1);
  }

  bool stopped() const { return stopped_; }
  uint64_t nodes() const { return nodes_; }
  std::array<uint8_t, kMaxDepth> path_{};

 private:
  int distance(const Coords& c) const { return t_.distance(c.flip, c.slice_sorted, c.twist); }
  // The inverse's distance: this table's, or today's phase-1 distance when inv_ is set.
  int inverse_distance(const Pieces& p) const {
    if (!inv_) return distance(coords_of(p, t_));
    const tables::Phase1Coords c = t_.axes.coords(p);
    return inv_->distance(c.flip, c.slice, c.twist);
  }
  static std::size_t class_slot(const Coords& c) {
    return static_cast<std::size_t>(c.flip) * tables::kSliceSorted + c.slice_sorted;
  }

  Coords turned(const Coords& c, int v) const {
    return {static_cast<uint16_t>(t_.flip.apply(c.flip, v)),
            static_cast<uint16_t>(t_.slice_sorted.apply(c.slice_sorted, v)),
            static_cast<uint16_t>(t_.twist.apply(c.twist, v))};
  }

  // The tight-bound rule of core/solvers/optimal/optimal.cpp's next_moves, with this table's goal subgroups.
  uint32_t next_moves(const std::array<int, kAxes>& inverse_distance, int left) const {
    uint32_t moves = kAllMoves;
    if (left == 0) return moves;
    for (int a = 0; a < kAxes; ++a)
      if (inverse_distance[a] == left) moves &= ~goal_moves_[a];
    return moves;
  }

  bool inverse_allows(const Node& n, int m, int limit, Node& out) const {
    if (!pruning_.inverse) return true;
    std::array<std::size_t, kAxes> index{};
    std::array<Coords, kAxes> c{};
    if (inv_) return inverse_allows_today(n, m, limit, out);
    for (int a = 0; a < kAxes; ++a) {
      out.inverse[a] = t_.axes.premove(n.inverse[a], t_.axes.move[a][m]);
      c[a] = coords_of(out.inverse[a], t_);
      __builtin_prefetch(&t_.class_sym[class_slot(c[a])]);
    }
    for (int a = 0; a < kAxes; ++a) {
      index[a] = t_.index(c[a].flip, c[a].slice_sorted, c[a].twist);
      __builtin_prefetch(&t_.view[index[a] >> 1]);
    }
    std::array<int, kAxes> d{};
    for (int a = 0; a < kAxes; ++a)
      if ((d[a] = t_.entry(index[a])) > limit) return false;
    if (!pruning_.tight) return true;
    out.moves = next_moves(d, limit);
    return out.moves != 0;
  }

  // inverse_allows with today's table (tables/optimal.hpp) and its goal group for the tight rule.
  bool inverse_allows_today(const Node& n, int m, int limit, Node& out) const {
    std::array<std::size_t, kAxes> index{};
    for (int a = 0; a < kAxes; ++a) {
      out.inverse[a] = t_.axes.premove(n.inverse[a], t_.axes.move[a][m]);
      const tables::Phase1Coords c = t_.axes.coords(out.inverse[a]);
      index[a] = inv_->index(c.flip, c.slice, c.twist);
      __builtin_prefetch(&inv_->nibbles[index[a] >> 1]);
    }
    std::array<int, kAxes> d{};
    for (int a = 0; a < kAxes; ++a)
      if ((d[a] = inv_->entry(index[a])) > limit) return false;
    if (!pruning_.tight) return true;
    out.moves = next_moves(d, limit);
    return out.moves != 0;
  }

  bool halted() {
    if (++unspent_ < kNodeBatch) return stopped_;
    nodes_ += unspent_;
    unspent_ = 0;
    if ((options_.max_nodes && nodes_ > options_.max_nodes) || (options_.budget_ms > 0 && Clock::now() > deadline_) ||
        (options_.should_stop && options_.should_stop()))
      stopped_ = true;
    return stopped_;
  }

 public:
  void flush() {
    nodes_ += unspent_;
    unspent_ = 0;
  }

 private:
  struct Kid {
    uint8_t move;
    std::array<Coords, kAxes> cube;
    std::array<std::size_t, kAxes> index;
  };

  bool dfs(const Node& n, int g, int prev_face) {
    if (halted()) return false;
    const int left = bound_ - g;
    if (left == 0) return solves(g);
    std::array<Kid, kFaceTurns> kids;
    int count = 0;
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!canonical_after(prev_face, m / 3) || !(n.moves >> m & 1)) continue;
      Kid& k = kids[count++];
      k.move = static_cast<uint8_t>(m);
      for (int a = 0; a < kAxes; ++a) {
        k.cube[a] = turned(n.cube[a], t_.axes.move[a][m]);
        if (left > 1) __builtin_prefetch(&t_.class_sym[class_slot(k.cube[a])]);
      }
    }
    // Two rounds of fetches: the children's classes (a 97 MB array, itself mostly out of cache),
    // then their entries, so that neither waits on memory one read at a time.
    if (left > 1)
      for (int i = 0; i < count; ++i)
        for (int a = 0; a < kAxes; ++a) {
          Kid& k = kids[i];
          k.index[a] = t_.index(k.cube[a].flip, k.cube[a].slice_sorted, k.cube[a].twist);
          __builtin_prefetch(&t_.view[k.index[a] >> 1]);
        }
    for (int i = 0; i < count; ++i) {
      const Kid& k = kids[i];
      Node next;
      next.cube = k.cube;
      if (left == 1) {
        bool goal = true;
        for (const Coords& c : k.cube) goal = goal && (c.flip | c.slice_sorted | c.twist) == 0;
        if (!goal) continue;
      } else {
        if (t_.entry(k.index[0]) > left - 1 || t_.entry(k.index[1]) > left - 1 || t_.entry(k.index[2]) > left - 1)
          continue;
        if (!inverse_allows(n, k.move, left - 1, next)) continue;
      }
      path_[g] = k.move;
      if (dfs(next, g + 1, k.move / 3)) return true;
      if (stopped_) return false;
    }
    return false;
  }

  bool solves(int length) const {
    CubieCube c = home_;
    for (int i = 0; i < length; ++i) c = apply_move(c, face_turn(path_[i]));
    return c.is_solved();
  }

  const CubieCube& home_;
  const Table& t_;
  const SolveOptions& options_;
  const OptimalPruning& pruning_;
  const tables::OptimalTable* inv_;
  const std::array<uint32_t, kAxes> goal_moves_;  // the tight rule's, for the inverse's table
  Clock::time_point deadline_{};
  uint64_t unspent_ = 0, nodes_ = 0;
  int bound_ = 0;
  bool stopped_ = false;
};

}  // namespace

std::array<uint32_t, tables::kOptimalAxes> optimal_sorted_goal_moves(const tables::OptimalAxes& axes) {
  std::array<uint32_t, kAxes> goal{};
  constexpr int kU = 0, kD = 3;  // faces of face_turn(m): m / 3
  for (int a = 0; a < kAxes; ++a)
    for (int m = 0; m < kFaceTurns; ++m)
      if (axes.move[a][m] / 3 == kU || axes.move[a][m] / 3 == kD) goal[a] |= 1u << m;
  return goal;
}

Result<OptimalAnswer> solve_optimal_sorted(const CubieCube& cube, const SolveOptions& options, const Table& table,
                                           const tables::TwoPhaseTables& two_phase, const OptimalPruning& pruning,
                                           const tables::OptimalTable* inverse_table) {
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  const auto start = Clock::now();
  const CubieCube home = recolour_to_home(cube);
  auto upper = solve_two_phase(home, SolveOptions{}, two_phase);
  if (!upper) return upper.error();
  OptimalAnswer answer;
  answer.moves = upper.value().phase1;
  answer.moves.insert(answer.moves.end(), upper.value().phase2.begin(), upper.value().phase2.end());
  const int upper_length = htm(answer.moves);

  Search search(home, table, options, pruning, inverse_table);
  const Node root = search.root();
  answer.lower_bound = std::min(search.bound_of(root), upper_length);
  for (int bound = answer.lower_bound; bound < upper_length; ++bound) {
    if (search.run(root, bound)) {
      answer.moves.clear();
      for (int i = 0; i < bound; ++i) answer.moves.push_back(face_turn(search.path_[i]));
      answer.lower_bound = bound;
      break;
    }
    if (search.stopped()) break;
    answer.lower_bound = bound + 1;
    search.flush();
    if (options.on_depth) options.on_depth(bound, search.nodes());
  }
  search.flush();
  answer.optimal = answer.lower_bound == htm(answer.moves);
  answer.nodes = search.nodes();
  answer.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  return answer;
}

}  // namespace cubelab
