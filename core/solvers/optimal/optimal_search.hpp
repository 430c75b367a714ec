// What the optimal searches in face turns (core/solvers/optimal/optimal.cpp) and in quarter turns
// (core/solvers/optimal/optimal_qtm.cpp) share, internal to core/solvers/optimal: a node seen along the three axes,
// the bound of the cube and of its inverse from the phase-1 distance table, the tight-bound rule,
// the state all threads of one solve share, and the part of a depth-first search that does not
// depend on the metric (a child's distances, its inverse's, the stop polling). Each search adds
// its own move order, last move and jobs.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <climits>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/move.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/optimal/answer.hpp"
#include "tables/optimal.hpp"
#include "tables/optimal_compact.hpp"
#include "tables/two_phase.hpp"

namespace cubelab::optimal_search {

using Clock = std::chrono::steady_clock;
using Pieces = tables::PackedPieces;
using Coords = tables::Phase1Coords;
using Axes = tables::OptimalAxes;

constexpr int kAxes = tables::kOptimalAxes;
// The longest path either search holds: every cube is solved in 20 face turns or 26 quarter turns,
// and a first answer a little longer may bound the search.
constexpr int kMaxPath = 48;
// Searches add their nodes to the shared count, and poll the stop conditions, once per batch.
constexpr uint64_t kNodeBatch = 16384;

// The threads and share options both searches take; an error names the one out of range.
inline Result<bool> check_options(const SolveOptions& options) {
  if (options.threads < 1 || options.threads > kMaxSolveThreads)
    return Error{"threads must be between 1 and " + std::to_string(kMaxSolveThreads), 0};
  if (options.share.count < 1 || options.share.index < 0 || options.share.index >= options.share.count)
    return Error{"share must be an index from 0 to its count - 1", 0};
  return true;
}

// A node of the search: the cube's coordinates along each axis and their distances, its inverse's
// pieces along each axis, and the moves worth trying next (see next_moves).
struct Node {
  std::array<Coords, kAxes> cube;
  std::array<Pieces, kAxes> inverse;
  std::array<uint8_t, kAxes> distance{};
  // The inverse's distances along each axis (lower bounds; exact with the full table).
  std::array<uint8_t, kAxes> inverse_distance{};
  uint32_t moves = 0;
};

// How the search reads each table. The full one (tables/optimal.hpp) holds every distance; the
// compact one (tables/optimal_compact.hpp) holds a residue, read beside the parent view's known
// distance, and for the inverse above the floor that two-phase's small tables give.
inline int view_distance(const tables::OptimalTable& t, int /*parent*/, std::size_t i) { return t.entry(i); }
inline int view_distance(const tables::CompactOptimalTable& t, int parent, std::size_t i) {
  return tables::CompactOptimalTable::beside(parent, t.code(i));
}
inline int inverse_distance(const tables::OptimalTable& t, std::size_t i, const Coords&,
                            const tables::TwoPhaseTables*) {
  return t.entry(i);
}
inline int inverse_distance(const tables::CompactOptimalTable& t, std::size_t i, const Coords& c,
                            const tables::TwoPhaseTables* floor) {
  return tables::CompactOptimalTable::at_least(tables::phase1_lower_bound(*floor, c.twist, c.flip, c.slice), t.code(i));
}
inline const uint8_t* entry_address(const tables::OptimalTable& t, std::size_t i) { return &t.nibbles[i >> 1]; }
inline const uint8_t* entry_address(const tables::CompactOptimalTable& t, std::size_t i) { return t.address(i); }

template <class Table>
Node node_of(const CubieCube& home, const Table& t, uint32_t all_moves) {
  Node n{};
  for (int a = 0; a < kAxes; ++a) {
    const CubieCube seen = t.axes.rotation[a].inverse() * home * t.axes.rotation[a];
    n.cube[a] = t.axes.coords(tables::packed_pieces(seen));
    n.inverse[a] = tables::packed_pieces(seen.inverse());
    n.distance[a] = static_cast<uint8_t>(t.distance(n.cube[a].flip, n.cube[a].slice, n.cube[a].twist));
    const Coords i = t.axes.coords(n.inverse[a]);
    n.inverse_distance[a] = static_cast<uint8_t>(t.distance(i.flip, i.slice, i.twist));
  }
  n.moves = all_moves;
  return n;
}

// The tight-bound rule (nxopt, H48). Let a solution of the node have exactly `left` more moves
// m1 m2 ... mk (k = left), so the node's inverse Z is m1 m2 ... mk, and let d be the phase-1
// distance of Z along axis a: the fewest moves s with Z * s in G_a, axis a's goal group. If m1
// were in G_a, then s = (m2 ... mk)^-1, k - 1 moves, would give Z * s = m1 in G_a: so d <= k - 1.
// Hence when d == k (the bound is tight) m1 is not in G_a, and those moves are skipped. Every
// face turn lies in some G_a (half turns in all three, quarter turns in their own axis's), so
// tight along all three axes leaves none: the node is pruned. The rule holds for every solution
// of exactly `left` moves, so it keeps the canonical one IDA* looks for. The proof holds word for
// word with quarter turns, and with the HTM table bounding a QTM search (its distance is at most
// the QTM one, so "d == k" still implies "m1 not in G_a").
inline uint32_t next_moves(const std::array<int, kAxes>& inverse_distance, int left, const Axes& axes,
                           uint32_t all_moves) {
  uint32_t moves = all_moves;
  if (left == 0) return moves;
  for (int a = 0; a < kAxes; ++a)
    if (inverse_distance[a] == left) moves &= ~axes.goal_moves[a];
  return moves;
}

// The root's bound: the largest distance of the cube (and of its inverse) along the three axes,
// as node_of looked them up.
inline int bound_of(const Node& n, bool inverse) {
  int h = 0;
  for (int a = 0; a < kAxes; ++a) h = std::max({h, int{n.distance[a]}, inverse ? int{n.inverse_distance[a]} : 0});
  return h;
}

// The root as a depth-`bound` search starts from it: its next moves follow from its inverse's
// distances and the bound.
inline Node root_for(Node root, int bound, const Axes& axes, uint32_t all_moves) {
  std::array<int, kAxes> inverse_distance{};
  for (int a = 0; a < kAxes; ++a) inverse_distance[a] = root.inverse_distance[a];
  root.moves = next_moves(inverse_distance, bound, axes, all_moves);
  return root;
}

// What every thread of one solve shares: the node count, the stop conditions, and the best job
// that found a solution at the current depth (the lowest index, so any thread count gives the
// same answer).
struct Shared {
  const SolveOptions& options;
  const OptimalPruning& pruning;
  const tables::TwoPhaseTables* floor = nullptr;  // the compact table's floor for the inverse
  bool has_deadline = false;
  Clock::time_point deadline;
  std::atomic<uint64_t> nodes{0};
  std::atomic<bool> stopped{false};
  std::atomic<int> found_job{INT_MAX};
  std::mutex mutex;  // guards solution
  std::vector<uint8_t> solution;

  Shared(const SolveOptions& o, const OptimalPruning& p) : options(o), pruning(p) {
    has_deadline = o.budget_ms > 0;
    deadline = Clock::now() +
               std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(o.budget_ms));
  }

  // Adds n nodes; true once the search must stop (budget spent or the caller asked).
  bool spend(uint64_t n) {
    const uint64_t total = nodes.fetch_add(n, std::memory_order_relaxed) + n;
    if ((options.max_nodes && total > options.max_nodes) || (has_deadline && Clock::now() > deadline) ||
        (options.should_stop && options.should_stop()))
      stopped.store(true, std::memory_order_relaxed);
    return stopped.load(std::memory_order_relaxed);
  }

  // Keeps job j's solution of `length` moves when no earlier job has one.
  void found(int j, const std::array<uint8_t, kMaxPath>& path, int length) {
    std::lock_guard lock(mutex);
    if (j < found_job.load()) {
      found_job = j;
      solution.assign(path.begin(), path.begin() + length);
    }
  }
};

// The metric-free part of one thread's depth-first search under a fixed bound: a move's child
// (its three views' distances, then its inverse's), the stop polling and the final check. The
// searches derive from it and walk the moves in their own order.
// `AllMoves`: the moves the search turns (bit m: face turn m), a constant of the hot loop.
template <uint32_t AllMoves, class Table = tables::OptimalTable>
class SearchBase {
 public:
  SearchBase(const CubieCube& home, const Axes& axes, const Table& t, Shared& shared)
      : home_(home), axes_(axes), t_(t), shared_(shared), pruning_(shared.pruning) {}
  ~SearchBase() { shared_.nodes.fetch_add(unspent_, std::memory_order_relaxed); }
  SearchBase(const SearchBase&) = delete;
  SearchBase& operator=(const SearchBase&) = delete;

  // The child after move m, or false when it cannot be solved within `limit` more moves (by its
  // distances or by the tight-bound rule). With no moves left only the goal itself, coordinates
  // (0, 0, 0), is at distance 0: compared directly, without a table lookup (and the inverse of a
  // cube in the goal group is in it too).
  bool child(const Node& n, int m, int limit, Node& out) const {
    if (!(n.moves >> m & 1)) return false;
    out.moves = AllMoves;
    for (int a = 0; a < kAxes; ++a) {
      out.cube[a] = turned(n.cube[a], axes_.move[a][m]);
      const Coords& c = out.cube[a];
      if (limit == 0) {
        if ((c.flip | c.slice | c.twist) != 0) return false;
        out.distance[a] = 0;
        continue;
      }
      const int d = view_distance(t_, n.distance[a], t_.index(c.flip, c.slice, c.twist));
      if (d > limit) return false;
      out.distance[a] = static_cast<uint8_t>(d);
    }
    return limit == 0 || inverse_allows(n, m, limit, out);
  }

  std::array<uint8_t, kMaxPath> path_{};

 protected:
  // A child about to be tested: its move, its three views and their table entries' places, so
  // that the entries of all children are fetched from memory together (the table is far larger
  // than any cache; measured: 0.6-0.8 of the CPU time of fetching only the first axis ahead).
  struct Kid {
    uint8_t move;
    std::array<Coords, kAxes> cube;
    std::array<std::size_t, kAxes> index;
  };

  void fill_kid(Kid& k, const Node& n, int m) const {
    start_kid(k, n, m);
    finish_kid(k);
  }

  // fill_kid in two rounds over all children: first the views and their flip-slice classes
  // fetched (a 4 MB array, past the core's caches), then the entries' places and their fetch.
  // Measured: each class read stalled the entry fetch after it when done in one round.
  void start_kid(Kid& k, const Node& n, int m) const {
    k.move = static_cast<uint8_t>(m);
    for (int a = 0; a < kAxes; ++a) {
      k.cube[a] = turned(n.cube[a], axes_.move[a][m]);
      __builtin_prefetch(&t_.class_sym[static_cast<std::size_t>(k.cube[a].flip) * tables::kSlices + k.cube[a].slice]);
    }
  }
  void finish_kid(Kid& k) const {
    for (int a = 0; a < kAxes; ++a) {
      k.index[a] = t_.index(k.cube[a].flip, k.cube[a].slice, k.cube[a].twist);
      __builtin_prefetch(entry_address(t_, k.index[a]));
    }
  }

  // The kid's three views are within `limit` of their goals: then their distances are in `next`.
  bool kid_within(const Kid& k, const Node& parent, int limit, Node& next) const {
    for (int a = 0; a < kAxes; ++a) {
      const int d = view_distance(t_, parent.distance[a], k.index[a]);
      if (d > limit) return false;
      next.distance[a] = static_cast<uint8_t>(d);
    }
    return true;
  }

  Coords turned(const Coords& c, int v) const {
    return {static_cast<uint16_t>(t_.flip.apply(c.flip, v)), static_cast<uint16_t>(t_.slice.apply(c.slice, v)),
            static_cast<uint16_t>(t_.twist.apply(c.twist, v))};
  }

  // The child's inverse (the parent's, premoved by m^-1 in each view) is within `limit` moves of
  // every axis's goal, and some next move survives the tight-bound rule: then out.inverse,
  // out.inverse_distance and out.moves are set. Called only for children the cube's own distances
  // keep, so the inverse's coordinates and lookups are paid for those alone.
  //
  // A premove p in axis a's goal group G leaves the inverse's distance along a as it was: Z * s is
  // in G exactly when p * Z * s is. So only the axes whose goal group lacks m are looked up (none
  // for a half turn, two for a quarter turn), their entries fetched together.
  // `score` (when given) receives the sum of the inverse's three distances.
  bool inverse_allows(const Node& n, int m, int limit, Node& out, int* score = nullptr) const {
    out.moves = AllMoves;
    if (!pruning_.inverse) return true;
    std::array<std::size_t, kAxes> index{};
    std::array<Coords, kAxes> coords{};
    uint32_t looked_up = 0;
    for (int a = 0; a < kAxes; ++a) {
      out.inverse[a] = axes_.premove(n.inverse[a], axes_.move[a][m]);
      if (axes_.goal_moves[a] >> m & 1) continue;
      looked_up |= 1u << a;
      coords[a] = axes_.coords(out.inverse[a]);
      __builtin_prefetch(&t_.class_sym[static_cast<std::size_t>(coords[a].flip) * tables::kSlices + coords[a].slice]);
    }
    for (int a = 0; a < kAxes; ++a)
      if (looked_up >> a & 1) {
        index[a] = t_.index(coords[a].flip, coords[a].slice, coords[a].twist);
        __builtin_prefetch(entry_address(t_, index[a]));
      }
    std::array<int, kAxes> distance{};
    for (int a = 0; a < kAxes; ++a) {
      distance[a] =
          looked_up >> a & 1 ? inverse_distance(t_, index[a], coords[a], shared_.floor) : n.inverse_distance[a];
      if (distance[a] > limit) return false;
      out.inverse_distance[a] = static_cast<uint8_t>(distance[a]);
    }
    if (score) *score = distance[0] + distance[1] + distance[2];
    if (!pruning_.tight) return true;
    out.moves = next_moves(distance, limit, axes_, AllMoves);
    return out.moves != 0;
  }

  // True when this search must stop: the budget is spent, the caller asked, or an earlier job has
  // found a solution of this depth.
  bool halted() {
    if (++unspent_ < kNodeBatch) return false;
    const bool stop = shared_.spend(unspent_);
    unspent_ = 0;
    return stop || shared_.found_job.load(std::memory_order_relaxed) < job_;
  }

  // All three views are at their phase-1 goal; the permutations decide.
  bool solves(int length) const {
    CubieCube c = home_;
    for (int i = 0; i < length; ++i) c = apply_move(c, face_turn(path_[i]));
    return c.is_solved();
  }

  const CubieCube& home_;
  const Axes& axes_;
  const Table& t_;
  Shared& shared_;
  const OptimalPruning& pruning_;
  uint64_t unspent_ = 0;
  int job_ = 0, bound_ = 0;
  bool abandoned_ = false;
};

}  // namespace cubelab::optimal_search
