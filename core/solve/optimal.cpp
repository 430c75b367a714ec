#include "core/solve/optimal.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <climits>
#include <mutex>
#include <vector>

#include "core/cube/move.hpp"
#include "core/cube/orientation.hpp"
#include "core/cube/validate.hpp"
#include "core/solve/optimal_qtm.hpp"
#include "core/solve/two_phase.hpp"
#include "core/solve/two_phase_qtm.hpp"
#include "tables/coord.hpp"

namespace cubelab {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kAxes = tables::kOptimalAxes;
constexpr int kMaxDepth = 32;  // every cube is solved in 20; room for the budgeted upper bound
// Searches add their nodes to the shared count, and poll the stop conditions, once per batch.
constexpr uint64_t kNodeBatch = 16384;
// Depth bounds from this one on are cut into jobs by their first two moves (about 240), which
// the threads share.
constexpr int kSplitDepth = 4;
constexpr uint32_t kAllMoves = (1u << kFaceTurns) - 1;

// The packed pieces, the phase-1 coordinates and the axis views live with the table
// (tables/optimal_axes.hpp), built once with it.
using Pieces = tables::PackedPieces;
using Coords = tables::Phase1Coords;
using Axes = tables::OptimalAxes;

Pieces pieces_of(const CubieCube& cube) { return tables::packed_pieces(cube); }

Coords coords_of(const Pieces& p, const Axes& axes) { return axes.coords(p); }

// A node of the search: the cube's coordinates along each axis, its inverse's pieces along each
// axis, and the face turns worth trying next (see next_moves).
struct Node {
  std::array<Coords, kAxes> cube;
  std::array<Pieces, kAxes> inverse;
  uint32_t moves = kAllMoves;
};

Node node_of(const CubieCube& home, const Axes& axes) {
  Node n{};
  for (int a = 0; a < kAxes; ++a) {
    const CubieCube seen = axes.rotation[a].inverse() * home * axes.rotation[a];
    n.cube[a] = {static_cast<uint16_t>(tables::flip(seen)),
                 static_cast<uint16_t>(tables::slice_sorted(seen) / tables::kSlicePerms),
                 static_cast<uint16_t>(tables::twist(seen))};
    n.inverse[a] = pieces_of(seen.inverse());
  }
  return n;
}

// The tight-bound rule (nxopt, H48). Let a solution of the node have exactly `left` more moves
// m1 m2 ... mk (k = left), so the node's inverse Z is m1 m2 ... mk, and let d be the phase-1
// distance of Z along axis a: the fewest face turns s with Z * s in G_a, axis a's goal group. If
// m1 were in G_a, then s = (m2 ... mk)^-1, k - 1 face turns, would give Z * s = m1 in G_a: so
// d <= k - 1. Hence when d == k (the bound is tight) m1 is not in G_a, and those moves are
// skipped. Every face turn lies in some G_a (half turns in all three, quarter turns in their own
// axis's), so tight along all three axes leaves none: the node is pruned. The rule holds for every
// solution of exactly `left` moves, so it keeps the canonical one IDA* looks for.
uint32_t next_moves(const std::array<int, kAxes>& inverse_distance, int left, const Axes& axes) {
  uint32_t moves = kAllMoves;
  if (left == 0) return moves;
  for (int a = 0; a < kAxes; ++a)
    if (inverse_distance[a] == left) moves &= ~axes.goal_moves[a];
  return moves;
}

// The root's bound: the largest distance of the cube (and of its inverse) along the three axes.
int bound_of(const Node& n, const Axes& axes, const tables::OptimalTable& t, bool inverse) {
  int h = 0;
  for (int a = 0; a < kAxes; ++a) {
    const Coords& c = n.cube[a];
    const Coords i = coords_of(n.inverse[a], axes);
    h = std::max({h, t.distance(c.flip, c.slice, c.twist), inverse ? t.distance(i.flip, i.slice, i.twist) : 0});
  }
  return h;
}

// The root as a depth-`bound` search starts from it: its next moves follow from its inverse's
// distances and the bound.
Node root_for(Node root, int bound, const Axes& axes, const tables::OptimalTable& t) {
  std::array<int, kAxes> inverse_distance{};
  for (int a = 0; a < kAxes; ++a) {
    const Coords i = coords_of(root.inverse[a], axes);
    inverse_distance[a] = t.distance(i.flip, i.slice, i.twist);
  }
  root.moves = next_moves(inverse_distance, bound, axes);
  return root;
}

// What every thread of one solve shares: the node count, the stop conditions, and the best job
// that found a solution at the current depth (the lowest index, so any thread count gives the
// same answer).
struct Shared {
  const SolveOptions& options;
  const OptimalPruning& pruning;
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
};

// One thread's depth-first search under a fixed bound.
class Search {
 public:
  Search(const CubieCube& home, const Axes& axes, const tables::OptimalTable& t, Shared& shared)
      : home_(home), axes_(axes), t_(t), shared_(shared), pruning_(shared.pruning) {}
  ~Search() { shared_.nodes.fetch_add(unspent_, std::memory_order_relaxed); }

  // Searches below the prefix `path_[0..g)` (whose node is n) for a solution of exactly `bound`
  // moves as job `job`; true if found (then path_ holds it).
  bool run(const Node& n, int g, int bound, int job) {
    job_ = job;
    bound_ = bound;
    abandoned_ = false;
    return dfs(n, g, g > 0 ? path_[g - 1] / 3 : -1);
  }

  // The child after face turn m, or false when it cannot be solved within `limit` more moves
  // (by its distances or by the tight-bound rule).
  // With no moves left (the deepest and most numerous children) only the goal itself, coordinates
  // (0, 0, 0), is at distance 0: compared directly, without a table lookup (and the inverse of a
  // cube in the goal group is in it too).
  bool child(const Node& n, int m, int limit, Node& out) const {
    if (!(n.moves >> m & 1)) return false;
    for (int a = 0; a < kAxes; ++a) {
      out.cube[a] = turned(n.cube[a], axes_.move[a][m]);
      const Coords& c = out.cube[a];
      if (limit == 0 ? (c.flip | c.slice | c.twist) != 0 : t_.distance(c.flip, c.slice, c.twist) > limit) return false;
    }
    return limit == 0 || inverse_allows(n, m, limit, out);
  }

  std::array<uint8_t, kMaxDepth> path_{};

 private:
  Coords turned(const Coords& c, int v) const {
    return {static_cast<uint16_t>(t_.flip.apply(c.flip, v)), static_cast<uint16_t>(t_.slice.apply(c.slice, v)),
            static_cast<uint16_t>(t_.twist.apply(c.twist, v))};
  }

  // The child's inverse (the parent's, premoved by m^-1 in each view) is within `limit` moves of
  // every axis's goal, and some next move survives the tight-bound rule: then out.inverse and
  // out.moves are set. Called only for children the cube's own distances keep, so the inverse's
  // coordinates and lookups are paid for those alone. Its three lookups are fetched together.
  bool inverse_allows(const Node& n, int m, int limit, Node& out) const {
    if (!pruning_.inverse) return true;
    std::array<std::size_t, kAxes> index{};
    for (int a = 0; a < kAxes; ++a) {
      out.inverse[a] = axes_.premove(n.inverse[a], axes_.move[a][m]);
      const Coords c = coords_of(out.inverse[a], axes_);
      index[a] = t_.index(c.flip, c.slice, c.twist);
      __builtin_prefetch(&t_.nibbles[index[a] >> 1]);
    }
    std::array<int, kAxes> distance{};
    for (int a = 0; a < kAxes; ++a)
      if ((distance[a] = t_.entry(index[a])) > limit) return false;
    if (!pruning_.tight) return true;
    out.moves = next_moves(distance, limit, axes_);
    return out.moves != 0;
  }

  bool halted() {
    if (++unspent_ < kNodeBatch) return false;
    const bool stop = shared_.spend(unspent_);
    unspent_ = 0;
    return stop || shared_.found_job.load(std::memory_order_relaxed) < job_;
  }

  bool dfs(const Node& n, int g, int prev_face) {
    if (halted()) {
      abandoned_ = true;
      return false;
    }
    const int left = bound_ - g;
    if (left == 0) return solves(g);
    if (left == 1) return last_move(n, g, prev_face);
    // The children's entries along all three axes are fetched from memory together (the table is
    // far larger than any cache, so each lookup would otherwise wait for memory alone), then tested
    // in order (measured: 0.6-0.8 of the CPU time of fetching only the first axis ahead).
    std::array<Kid, kFaceTurns> kids;
    int count = 0;
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!canonical_after(prev_face, m / 3) || !(n.moves >> m & 1)) continue;
      Kid& k = kids[count++];
      k.move = static_cast<uint8_t>(m);
      for (int a = 0; a < kAxes; ++a) {
        k.cube[a] = turned(n.cube[a], axes_.move[a][m]);
        k.index[a] = t_.index(k.cube[a].flip, k.cube[a].slice, k.cube[a].twist);
        __builtin_prefetch(&t_.nibbles[k.index[a] >> 1]);
      }
    }
    for (int i = 0; i < count; ++i) {
      const Kid& k = kids[i];
      if (t_.entry(k.index[0]) > left - 1 || t_.entry(k.index[1]) > left - 1 || t_.entry(k.index[2]) > left - 1)
        continue;
      Node next;
      next.cube = k.cube;
      if (!inverse_allows(n, k.move, left - 1, next)) continue;
      path_[g] = k.move;
      if (dfs(next, g + 1, k.move / 3)) return true;
      if (abandoned_) return false;
    }
    return false;
  }

  struct Kid {
    uint8_t move;
    std::array<Coords, kAxes> cube;
    std::array<std::size_t, kAxes> index;
  };

  // One move left: only a child at the goal in all three views can be solved, so no table lookups.
  bool last_move(const Node& n, int g, int prev_face) {
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!canonical_after(prev_face, m / 3)) continue;
      Node next;
      if (!child(n, m, 0, next)) continue;
      path_[g] = static_cast<uint8_t>(m);
      if (dfs(next, g + 1, m / 3)) return true;
      if (abandoned_) return false;
    }
    return false;
  }

  // All three views are at their phase-1 goal; the permutations decide.
  bool solves(int length) const {
    CubieCube c = home_;
    for (int i = 0; i < length; ++i) c = apply_move(c, face_turn(path_[i]));
    return c.is_solved();
  }

  const CubieCube& home_;
  const Axes& axes_;
  const tables::OptimalTable& t_;
  Shared& shared_;
  const OptimalPruning& pruning_;
  uint64_t unspent_ = 0;
  int job_ = 0, bound_ = 0;
  bool abandoned_ = false;
};

// The first two moves of every sequence the search would try under `bound` (canonical, and not
// pruned after either move), in the order a single search would try them.
std::vector<std::array<uint8_t, 2>> jobs_of(const Node& root, int bound, Search& probe) {
  std::vector<std::array<uint8_t, 2>> jobs;
  for (int m1 = 0; m1 < kFaceTurns; ++m1) {
    Node n1;
    if (!probe.child(root, m1, bound - 1, n1)) continue;
    for (int m2 = 0; m2 < kFaceTurns; ++m2) {
      Node n2;
      if (canonical_after(m1 / 3, m2 / 3) && probe.child(n1, m2, bound - 2, n2))
        jobs.push_back({static_cast<uint8_t>(m1), static_cast<uint8_t>(m2)});
    }
  }
  return jobs;
}

// One depth bound on options.threads threads; true if a solution of `bound` moves was found (into
// shared.solution).
bool search_depth(const CubieCube& home, const Node& start, int bound, const Axes& axes, const tables::OptimalTable& t,
                  Shared& shared) {
  const SolveOptions& o = shared.options;
  const Node root = shared.pruning.inverse && shared.pruning.tight ? root_for(start, bound, axes, t) : start;
  if (bound < kSplitDepth) {
    if (o.share.index != 0) return false;
    Search s(home, axes, t, shared);
    if (!s.run(root, 0, bound, 0)) return false;
    shared.solution.assign(s.path_.begin(), s.path_.begin() + bound);
    return true;
  }
  Search probe(home, axes, t, shared);
  const auto jobs = jobs_of(root, bound, probe);
  std::atomic<int> next{0};
  const std::function<void()> job = [&] {
    // One search per thread for all its jobs: its node count carries over from job to job, so
    // the stop conditions are polled every kNodeBatch nodes however small the jobs are.
    Search one(home, axes, t, shared);
    for (int j; (j = next.fetch_add(1)) < static_cast<int>(jobs.size());) {
      if (j > shared.found_job.load() || shared.stopped.load(std::memory_order_relaxed)) break;
      if (j % o.share.count != o.share.index) continue;
      Node n1, n2;
      probe.child(root, jobs[j][0], bound - 1, n1);
      probe.child(n1, jobs[j][1], bound - 2, n2);
      one.path_[0] = jobs[j][0];
      one.path_[1] = jobs[j][1];
      if (!one.run(n2, 2, bound, j)) continue;
      std::lock_guard lock(shared.mutex);
      if (j < shared.found_job.load()) {
        shared.found_job = j;
        shared.solution.assign(one.path_.begin(), one.path_.begin() + bound);
      }
    }
  };
  if (o.threads > 1 && o.parallel)
    o.parallel(o.threads, job);
  else
    job();
  return shared.found_job.load() != INT_MAX;
}

Alg alg_of(const std::vector<uint8_t>& moves) {
  Alg alg;
  for (uint8_t m : moves) alg.push_back(face_turn(m));
  return alg;
}

}  // namespace

Result<OptimalAnswer> solve_optimal(const CubieCube& cube, const SolveOptions& options,
                                    const tables::OptimalTable& table, const tables::TwoPhaseTables& two_phase,
                                    const OptimalPruning& pruning) {
  if (options.threads < 1 || options.threads > kMaxSolveThreads)
    return Error{"threads must be between 1 and " + std::to_string(kMaxSolveThreads), 0};
  if (options.share.count < 1 || options.share.index < 0 || options.share.index >= options.share.count)
    return Error{"share must be an index from 0 to its count - 1", 0};
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  const auto start = Clock::now();
  const CubieCube home = recolour_to_home(cube);

  // The upper bound: a two-phase answer of at most 20 moves (milliseconds).
  SolveOptions quick;
  quick.threads = options.threads;
  quick.parallel = options.parallel;
  auto upper = solve_two_phase(home, quick, two_phase);
  if (!upper) return upper.error();
  OptimalAnswer answer;
  answer.moves = upper.value().phase1;
  answer.moves.insert(answer.moves.end(), upper.value().phase2.begin(), upper.value().phase2.end());
  const int upper_length = htm(answer.moves);

  const Axes& axes = table.axes;
  const Node root = node_of(home, axes);
  Shared shared(options, pruning);
  answer.lower_bound = std::min(bound_of(root, axes, table, pruning.inverse), upper_length);
  for (int bound = answer.lower_bound; bound < upper_length; ++bound) {
    if (search_depth(home, root, bound, axes, table, shared)) {
      answer.moves = alg_of(shared.solution);
      answer.lower_bound = bound;
      break;
    }
    if (shared.stopped) break;
    answer.lower_bound = bound + 1;
    if (options.on_depth) options.on_depth(bound, shared.nodes.load());
  }
  answer.optimal = answer.lower_bound == htm(answer.moves);
  answer.nodes = shared.nodes.load();
  answer.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  return answer;
}

const tables::OptimalTable& optimal_table(tables::TableCache& cache) {
  return cache.optimal.get(
      [&] { return tables::build_optimal_table(cache.progress, cache.build_threads, cache.parallel); });
}

Result<Solution> solve_optimal_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache) {
  auto answer = options.metric == Metric::qtm
                    ? solve_optimal_qtm(cube, options, optimal_qtm_table(cache), two_phase_tables(cache),
                                        two_phase_qtm_tables(cache))
                    : solve_optimal(cube, options, optimal_table(cache), two_phase_tables(cache));
  if (!answer) return answer.error();
  Solution s = make_solution("optimal", {Phase{"optimal", answer.value().moves, ""}});
  s.ms = answer.value().ms;
  s.lower_bound = answer.value().lower_bound;
  s.optimal = answer.value().optimal;
  s.metric = options.metric;
  s.nodes = answer.value().nodes;
  return s;
}

}  // namespace cubelab
