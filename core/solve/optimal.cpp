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
#include "core/solve/two_phase.hpp"
#include "tables/coord.hpp"

namespace cubelab {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kAxes = 3;
constexpr int kMaxDepth = 32;  // every cube is solved in 20; room for the budgeted upper bound
// Searches add their nodes to the shared count, and poll the stop conditions, once per batch.
constexpr uint64_t kNodeBatch = 16384;
// Depth bounds from this one on are cut into jobs by their first two moves (about 240), which
// the threads share.
constexpr int kSplitDepth = 4;

// The cube seen along each axis: conjugated by a whole-cube rotation R (R^-1 * cube * R), whose
// phase-1 goal then belongs to another pair of faces. A face turn m of the cube is the face turn
// R^-1 * m * R of the view.
struct Axes {
  std::array<CubieCube, kAxes> rotation;
  std::array<std::array<uint8_t, kFaceTurns>, kAxes> move{};

  Axes() {
    rotation = {CubieCube{}, move_cube(Move{MoveBase::x, 1}), move_cube(Move{MoveBase::z, 1})};
    for (int a = 0; a < kAxes; ++a)
      for (int m = 0; m < kFaceTurns; ++m) {
        const CubieCube seen = rotation[a].inverse() * move_cube(face_turn(m)) * rotation[a];
        for (int v = 0; v < kFaceTurns; ++v)
          if (move_cube(face_turn(v)) == seen) move[a][m] = static_cast<uint8_t>(v);
      }
  }
};

struct Coords {
  uint16_t flip, slice, twist;
};
using Node = std::array<Coords, kAxes>;

Node node_of(const CubieCube& home, const Axes& axes) {
  Node n{};
  for (int a = 0; a < kAxes; ++a) {
    const CubieCube seen = axes.rotation[a].inverse() * home * axes.rotation[a];
    n[a] = {static_cast<uint16_t>(tables::flip(seen)),
            static_cast<uint16_t>(tables::slice_sorted(seen) / tables::kSlicePerms),
            static_cast<uint16_t>(tables::twist(seen))};
  }
  return n;
}

int bound_of(const Node& n, const tables::OptimalTable& t) {
  int h = 0;
  for (const Coords& c : n) h = std::max(h, t.distance(c.flip, c.slice, c.twist));
  return h;
}

// What every thread of one solve shares: the node count, the stop conditions, and the best job
// that found a solution at the current depth (the lowest index, so any thread count gives the
// same answer).
struct Shared {
  const SolveOptions& options;
  bool has_deadline = false;
  Clock::time_point deadline;
  std::atomic<uint64_t> nodes{0};
  std::atomic<bool> stopped{false};
  std::atomic<int> found_job{INT_MAX};
  std::mutex mutex;  // guards solution
  std::vector<uint8_t> solution;

  explicit Shared(const SolveOptions& o) : options(o) {
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
      : home_(home), axes_(axes), t_(t), shared_(shared) {}
  ~Search() { shared_.nodes.fetch_add(unspent_, std::memory_order_relaxed); }

  // Searches below the prefix `path_[0..g)` (whose node is n) for a solution of exactly `bound`
  // moves as job `job`; true if found (then path_ holds it).
  bool run(const Node& n, int g, int bound, int job) {
    job_ = job;
    bound_ = bound;
    return dfs(n, g, g > 0 ? path_[g - 1] / 3 : -1);
  }

  // The view coordinates after face turn m, or false when that child cannot be solved within
  // `limit` more moves.
  // With no moves left (the deepest and most numerous children) only the goal itself, coordinates
  // (0, 0, 0), is at distance 0: compared directly, without a table lookup.
  bool child(const Node& n, int m, int limit, Node& out) const {
    for (int a = 0; a < kAxes; ++a) {
      const int v = axes_.move[a][m];
      const Coords& c = n[a];
      out[a] = {static_cast<uint16_t>(t_.flip.apply(c.flip, v)), static_cast<uint16_t>(t_.slice.apply(c.slice, v)),
                static_cast<uint16_t>(t_.twist.apply(c.twist, v))};
      if (limit == 0 ? (out[a].flip | out[a].slice | out[a].twist) != 0
                     : t_.distance(out[a].flip, out[a].slice, out[a].twist) > limit)
        return false;
    }
    return true;
  }

  std::array<uint8_t, kMaxDepth> path_{};

 private:
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
    // The children's first-axis entries are fetched from memory together (the table is far larger
    // than any cache, so each lookup would otherwise wait for memory alone), then tested in order.
    std::array<Kid, kFaceTurns> kids;
    int count = 0;
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!canonical_after(prev_face, m / 3)) continue;
      Kid& k = kids[count++];
      const int v = axes_.move[0][m];
      k.move = static_cast<uint8_t>(m);
      k.first = {static_cast<uint16_t>(t_.flip.apply(n[0].flip, v)),
                 static_cast<uint16_t>(t_.slice.apply(n[0].slice, v)),
                 static_cast<uint16_t>(t_.twist.apply(n[0].twist, v))};
      k.index = t_.index(k.first.flip, k.first.slice, k.first.twist);
      __builtin_prefetch(&t_.nibbles[k.index >> 1]);
    }
    for (int i = 0; i < count; ++i) {
      const Kid& k = kids[i];
      if (t_.entry(k.index) > left - 1) continue;
      Node next{};
      next[0] = k.first;
      if (!other_axes(n, k.move, left - 1, next)) continue;
      path_[g] = k.move;
      if (dfs(next, g + 1, k.move / 3)) return true;
      if (abandoned_) return false;
    }
    return false;
  }

  struct Kid {
    uint8_t move;
    Coords first;
    std::size_t index;
  };

  // Axes 1 and 2 of the child after face turn m (axis 0 is done), false when either rules it out.
  bool other_axes(const Node& n, int m, int limit, Node& out) const {
    for (int a = 1; a < kAxes; ++a) {
      const int v = axes_.move[a][m];
      out[a] = {static_cast<uint16_t>(t_.flip.apply(n[a].flip, v)),
                static_cast<uint16_t>(t_.slice.apply(n[a].slice, v)),
                static_cast<uint16_t>(t_.twist.apply(n[a].twist, v))};
      if (t_.distance(out[a].flip, out[a].slice, out[a].twist) > limit) return false;
    }
    return true;
  }

  // One move left: only a child at the goal in all three views can be solved, so no table lookups.
  bool last_move(const Node& n, int g, int prev_face) {
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!canonical_after(prev_face, m / 3)) continue;
      Node next{};
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
  uint64_t unspent_ = 0;
  int job_ = 0, bound_ = 0;
  bool abandoned_ = false;
};

// The first two moves of every sequence the search would try under `bound` (canonical, and not
// pruned after either move), in the order a single search would try them.
std::vector<std::array<uint8_t, 2>> jobs_of(const Node& root, int bound, Search& probe) {
  std::vector<std::array<uint8_t, 2>> jobs;
  for (int m1 = 0; m1 < kFaceTurns; ++m1) {
    Node n1{};
    if (!probe.child(root, m1, bound - 1, n1)) continue;
    for (int m2 = 0; m2 < kFaceTurns; ++m2) {
      Node n2{};
      if (canonical_after(m1 / 3, m2 / 3) && probe.child(n1, m2, bound - 2, n2))
        jobs.push_back({static_cast<uint8_t>(m1), static_cast<uint8_t>(m2)});
    }
  }
  return jobs;
}

// One depth bound on options.threads threads; true if a solution of `bound` moves was found (into
// shared.solution).
bool search_depth(const CubieCube& home, const Node& root, int bound, const Axes& axes, const tables::OptimalTable& t,
                  Shared& shared) {
  const SolveOptions& o = shared.options;
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
    for (int j; (j = next.fetch_add(1)) < static_cast<int>(jobs.size());) {
      if (j > shared.found_job.load() || shared.stopped.load(std::memory_order_relaxed)) break;
      if (j % o.share.count != o.share.index) continue;
      Node n1{}, n2{};
      probe.child(root, jobs[j][0], bound - 1, n1);
      probe.child(n1, jobs[j][1], bound - 2, n2);
      Search one(home, axes, t, shared);
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
                                    const tables::OptimalTable& table, const tables::TwoPhaseTables& two_phase) {
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

  static const Axes axes;
  const Node root = node_of(home, axes);
  Shared shared(options);
  answer.lower_bound = std::min(bound_of(root, table), upper_length);
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
  const tables::OptimalTable& table = optimal_table(cache);
  auto answer = solve_optimal(cube, options, table, two_phase_tables(cache));
  if (!answer) return answer.error();
  Solution s = make_solution("optimal", {Phase{"optimal", answer.value().moves, ""}});
  s.ms = answer.value().ms;
  s.lower_bound = answer.value().lower_bound;
  s.optimal = answer.value().optimal;
  s.nodes = answer.value().nodes;
  return s;
}

}  // namespace cubelab
