#include "core/solvers/optimal/optimal.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <climits>
#include <mutex>
#include <vector>

#include "core/model/move.hpp"
#include "core/model/orientation.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/optimal/optimal_search.hpp"
#include "tables/coord.hpp"

namespace cubelab {

namespace {

using namespace optimal_search;

constexpr int kMaxDepth = 32;  // every cube is solved in 20; room for the budgeted upper bound
static_assert(kMaxDepth <= kMaxPath);
// Depth bounds from this one on are cut into jobs by their first two moves (about 240), which
// the threads share.
constexpr int kSplitDepth = 4;
constexpr uint32_t kAllMoves = (1u << kFaceTurns) - 1;

// One thread's depth-first search under a fixed bound, over the 18 face turns, bounded by either
// table (tables/optimal.hpp or tables/optimal_compact.hpp).
template <class Table>
class Search : public SearchBase<kAllMoves, Table> {
  using Base = SearchBase<kAllMoves, Table>;
  using Kid = typename Base::Kid;
  using Base::abandoned_, Base::bound_, Base::job_;

 public:
  using Base::path_;
  Search(const CubieCube& home, const Axes& axes, const Table& t, Shared& shared) : Base(home, axes, t, shared) {}
  using Base::child;

  // Searches below the prefix `path_[0..g)` (whose node is n) for a solution of exactly `bound`
  // moves as job `job`; true if found (then path_ holds it).
  bool run(const Node& n, int g, int bound, int job) {
    job_ = job;
    bound_ = bound;
    abandoned_ = false;
    return dfs(n, g, g > 0 ? path_[g - 1] / 3 : -1);
  }

 private:
  bool dfs(const Node& n, int g, int prev_face) {
    if (this->halted()) {
      abandoned_ = true;
      return false;
    }
    const int left = bound_ - g;
    if (left == 0) return this->solves(g);
    if (left == 1) return last_move(n, g, prev_face);
    // The children's entries are all fetched first (SearchBase::Kid), then tested in order.
    std::array<Kid, kFaceTurns> kids;
    int count = 0;
    for (int m = 0; m < kFaceTurns; ++m)
      if (canonical_after(prev_face, m / 3) && (n.moves >> m & 1)) this->start_kid(kids[count++], n, m);
    for (int i = 0; i < count; ++i) this->finish_kid(kids[i]);
    for (int i = 0; i < count; ++i) {
      const Kid& k = kids[i];
      Node next;
      if (!this->kid_within(k, n, left - 1, next)) continue;
      next.cube = k.cube;
      if (!this->inverse_allows(n, k.move, left - 1, next)) continue;
      path_[g] = k.move;
      if (dfs(next, g + 1, k.move / 3)) return true;
      if (abandoned_) return false;
    }
    return false;
  }

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
};

// The first two moves of every sequence the search would try under `bound` (canonical, and not
// pruned after either move), in the order a single search would try them.
template <class Table>
std::vector<std::array<uint8_t, 2>> jobs_of(const Node& root, int bound, Search<Table>& probe) {
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
template <class Table>
bool search_depth(const CubieCube& home, const Node& start, int bound, const Axes& axes, const Table& t,
                  Shared& shared) {
  const SolveOptions& o = shared.options;
  const Node root = shared.pruning.inverse && shared.pruning.tight ? root_for(start, bound, axes, kAllMoves) : start;
  if (bound < kSplitDepth) {
    if (o.share.index != 0) return false;
    Search<Table> s(home, axes, t, shared);
    if (!s.run(root, 0, bound, 0)) return false;
    shared.solution.assign(s.path_.begin(), s.path_.begin() + bound);
    return true;
  }
  Search<Table> probe(home, axes, t, shared);
  const auto jobs = jobs_of(root, bound, probe);
  std::atomic<int> next{0};
  const std::function<void()> job = [&] {
    // One search per thread for all its jobs: its node count carries over from job to job, so
    // the stop conditions are polled every kNodeBatch nodes however small the jobs are.
    Search<Table> one(home, axes, t, shared);
    for (int j; (j = next.fetch_add(1)) < static_cast<int>(jobs.size());) {
      if (j > shared.found_job.load() || shared.stopped.load(std::memory_order_relaxed)) break;
      if (j % o.share.count != o.share.index) continue;
      Node n1, n2;
      probe.child(root, jobs[j][0], bound - 1, n1);
      probe.child(n1, jobs[j][1], bound - 2, n2);
      one.path_[0] = jobs[j][0];
      one.path_[1] = jobs[j][1];
      if (one.run(n2, 2, bound, j)) shared.found(j, one.path_, bound);
    }
  };
  o.run_on_threads(job);
  return shared.found_job.load() != INT_MAX;
}

Alg alg_of(const std::vector<uint8_t>& moves) {
  Alg alg;
  for (uint8_t m : moves) alg.push_back(face_turn(m));
  return alg;
}

}  // namespace

namespace {

// The search with either table; `floor` is the compact table's (null for the full table).
template <class Table>
Result<OptimalAnswer> solve_with(const CubieCube& cube, const SolveOptions& options, const FirstAnswer& first_answer,
                                 const Table& table, const tables::TwoPhaseTables* floor,
                                 const OptimalPruning& pruning) {
  if (auto checked = check_options(options); !checked) return checked.error();
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  const auto start = Clock::now();
  const CubieCube home = recolour_to_home(cube);

  // The upper bound: the first answer (a two-phase one of at most 20 moves: milliseconds).
  auto upper = first_answer(home);
  if (!upper) return upper.error();
  OptimalAnswer answer;
  answer.moves = upper.value();
  const int upper_length = htm(answer.moves);

  const Axes& axes = table.axes;
  const Node root = node_of(home, table, kAllMoves);
  Shared shared(options, pruning);
  shared.floor = floor;
  answer.lower_bound = std::min(bound_of(root, pruning.inverse), upper_length);
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

}  // namespace

Result<OptimalAnswer> solve_optimal(const CubieCube& cube, const SolveOptions& options, const FirstAnswer& first_answer,
                                    const tables::OptimalTable& table, const OptimalPruning& pruning) {
  return solve_with(cube, options, first_answer, table, nullptr, pruning);
}

Result<OptimalAnswer> solve_optimal(const CubieCube& cube, const SolveOptions& options, const FirstAnswer& first_answer,
                                    const tables::CompactOptimalTable& table, const tables::TwoPhaseTables& floor,
                                    const OptimalPruning& pruning) {
  return solve_with(cube, options, first_answer, table, &floor, pruning);
}

const tables::OptimalTable& optimal_table(tables::TableCache& cache) {
  return cache.optimal.get(
      [&] { return tables::build_optimal_table(cache.progress, cache.build_threads, cache.parallel); });
}

}  // namespace cubelab
