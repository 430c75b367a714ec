#include "core/solvers/optimal/optimal_qtm.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <mutex>
#include <optional>

#include "core/model/move.hpp"
#include "core/model/orientation.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/common/antipodal_halves.hpp"
#include "core/solvers/common/central_canon.hpp"
#include "core/solvers/common/symmetries.hpp"
#include "core/solvers/optimal/optimal_search.hpp"
#include "tables/coord.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab {

namespace {

using namespace optimal_search;
using namespace qtm_order;

constexpr int kMaxQtmDepth = 48;  // every cube is solved in 26q; room for the two-phase upper bound
static_assert(kMaxQtmDepth <= kMaxPath);
// Depth bounds are cut into jobs by their first three moves (about 1,000 on a cube without
// symmetry, a few dozen on the superflip), which the threads (and the page's workers) share.
constexpr int kQtmSplitDepth = 3;

using MoveMap = std::array<uint8_t, kFaceTurns>;

bool is_quarter(int m) { return m % 3 != 1; }

// Bit m set: quarter turn m is the smallest of its orbit under the cube's symmetries (all quarter
// turns when the cube has none but the identity).
uint32_t orbit_representatives(const CubieCube& cube) {
  uint32_t reps = 0;
  const auto group = cube_symmetries(cube);
  for (int m = 0; m < kFaceTurns; ++m) {
    if (!is_quarter(m)) continue;
    bool smallest = true;
    for (const MoveMap& s : group) smallest = smallest && s[m] >= m;
    if (smallest) reps |= 1u << m;
  }
  return reps;
}

// One thread's depth-first search under a fixed bound, over the 12 quarter turns. With `canon`
// (a central cube) it visits only the canonical member of each family of equivalent sequences
// (core/solvers/common/central_canon.hpp) and only cyclically reduced ones.
class QtmSearch : public SearchBase<kQuarterTurnMask> {
 public:
  QtmSearch(const CubieCube& home, const Axes& axes, const tables::OptimalTable& t, Shared& shared,
            const CentralCanon* canon)
      : SearchBase(home, axes, t, shared) {
    if (canon) canon_.emplace(*canon);
  }

  // `ordered`: try the children most likely to lead to a solution first (finding, not proving).
  bool run(const Node& n, int g, int prev, int bound, int job, bool ordered = false) {
    job_ = job;
    ordered_ = ordered;
    bound_ = bound;
    abandoned_ = false;
    if (canon_)
      for (int i = 0; i < g; ++i) canon_->advance(path_.data(), i);
    return dfs(n, g, prev);
  }

  bool use_symmetry() const { return pruning_.symmetry && !canon_; }

  // The moves the canonical-family cut allows as move g of a `length`-move sequence whose first g
  // moves are in `path` (all moves when the cube is not central); advance(path, g) after choosing.
  uint32_t canon_allows(const uint8_t* path, int g, int length) {
    return canon_ ? canon_->allowed(path, g, length) : kQuarterTurnMask;
  }
  void advance(const uint8_t* path, int g) {
    if (canon_) canon_->advance(path, g);
  }

 private:
  bool dfs(const Node& n, int g, int prev) {
    if (halted()) {
      abandoned_ = true;
      return false;
    }
    const int left = bound_ - g;
    if (left == 0) return solves(g);
    if (left == 1) return last_move(n, g, prev);
    // As in the HTM search: the children's entries are all fetched first, then tested in order.
    std::array<Kid, kQuarterTurnsMax> kids;
    int count = 0;
    const uint32_t moves = n.moves & canon_allows(path_.data(), g, bound_);
    for (int m = 0; m < kFaceTurns; ++m)
      if ((moves >> m & 1) && canonical_qtm(prev, m)) fill_kid(kids[count++], n, m);
    if (ordered_) return ordered_children(n, g, prev, kids, count);
    for (int i = 0; i < count; ++i) {
      const Kid& k = kids[i];
      Node next;
      if (!kid_within(k, n, left - 1, next)) continue;
      next.cube = k.cube;
      if (!inverse_allows(n, k.move, left - 1, next)) continue;
      path_[g] = k.move;
      advance(path_.data(), g);
      if (dfs(next, g + 1, state_after(prev, k.move))) return true;
      if (abandoned_) return false;
    }
    return false;
  }

  // A search that looks for any solution of the bound (options.min_depth) rather than ruling the
  // bound out: the children go deeper in the order of their six distances' sum, the smallest first,
  // so the search follows the paths the tables find most promising. (Ruling a depth out visits
  // every child whatever the order, so the proving search keeps the plain loop.)
  template <class Kids>
  bool ordered_children(const Node& n, int g, int prev, const Kids& kids, int count) {
    const int left = bound_ - g;
    struct Ready {
      int score;
      uint8_t move;
      Node node;
    };
    std::array<Ready, kQuarterTurnsMax> ready;
    int usable = 0;
    for (int i = 0; i < count; ++i) {
      const Kid& k = kids[i];
      const int e0 = t_.entry(k.index[0]), e1 = t_.entry(k.index[1]), e2 = t_.entry(k.index[2]);
      if (e0 > left - 1 || e1 > left - 1 || e2 > left - 1) continue;
      Ready& r = ready[usable];
      r.node.cube = k.cube;
      int inverse_score = 0;
      if (!inverse_allows(n, k.move, left - 1, r.node, &inverse_score)) continue;
      r.score = e0 + e1 + e2 + inverse_score;
      r.move = k.move;
      ++usable;
    }
    std::stable_sort(ready.begin(), ready.begin() + usable,
                     [](const Ready& a, const Ready& b) { return a.score < b.score; });
    for (int i = 0; i < usable; ++i) {
      path_[g] = ready[i].move;
      advance(path_.data(), g);
      if (dfs(ready[i].node, g + 1, state_after(prev, ready[i].move))) return true;
      if (abandoned_) return false;
    }
    return false;
  }

  bool last_move(const Node& n, int g, int prev) {
    const uint32_t allowed = canon_allows(path_.data(), g, bound_);
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!(allowed >> m & 1) || !canonical_qtm(prev, m)) continue;
      Node next;
      if (!child(n, m, 0, next)) continue;
      path_[g] = static_cast<uint8_t>(m);
      if (dfs(next, g + 1, state_after(prev, m))) return true;
      if (abandoned_) return false;
    }
    return false;
  }

  static constexpr int kQuarterTurnsMax = tables::kQuarterTurns;
  bool ordered_ = false;
  std::optional<CanonPath> canon_;
};

// A job: the first moves of the sequences one search tries, the node they reach, and the
// canonical state after them.
struct Job {
  std::array<uint8_t, kQtmSplitDepth> moves{};
  int length = 0;
  int prev = kFree;
  Node node;
};

// Every prefix of min(kQtmSplitDepth, bound) moves the search would try, in order. A level whose cube
// has symmetries tries one move of each orbit, whatever came before, and leaves the next level
// free: every solution of that cube is the conjugate of one starting with a representative, and
// the rest of that one is some solution of the cube after it.
void collect_jobs(const Node& n, const CubieCube& cube, int prev, int bound, QtmSearch& probe, Job& job,
                  std::vector<Job>& jobs) {
  const int g = job.length;
  if (g == std::min(kQtmSplitDepth, bound)) {
    job.prev = prev;
    job.node = n;
    jobs.push_back(job);
    return;
  }
  const uint32_t reps = probe.use_symmetry() ? orbit_representatives(cube) : kQuarterTurnMask;
  const bool symmetric = reps != kQuarterTurnMask;
  const uint32_t allowed = reps & probe.canon_allows(job.moves.data(), g, bound);
  for (int m = 0; m < kFaceTurns; ++m) {
    if (!(allowed >> m & 1) || (!symmetric && !canonical_qtm(prev, m))) continue;
    Node next;
    if (!probe.child(n, m, bound - g - 1, next)) continue;
    job.moves[g] = static_cast<uint8_t>(m);
    probe.advance(job.moves.data(), g);
    ++job.length;
    collect_jobs(next, apply_move(cube, face_turn(m)), symmetric ? kFree : state_after(prev, m), bound, probe, job,
                 jobs);
    --job.length;
  }
}

bool search_depth(const CubieCube& home, const Node& start, int bound, const Axes& axes, const tables::OptimalTable& t,
                  Shared& shared, bool ordered, const CentralCanon* canon) {
  const SolveOptions& o = shared.options;
  const Node root =
      shared.pruning.inverse && shared.pruning.tight ? root_for(start, bound, axes, kQuarterTurnMask) : start;
  QtmSearch probe(home, axes, t, shared, canon);
  std::vector<Job> jobs;
  Job scratch;
  collect_jobs(root, home, kFree, bound, probe, scratch, jobs);
  std::atomic<int> next{0};
  const std::function<void()> work = [&] {
    QtmSearch one(home, axes, t, shared, canon);
    for (int j; (j = next.fetch_add(1)) < static_cast<int>(jobs.size());) {
      if (j > shared.found_job.load() || shared.stopped.load(std::memory_order_relaxed)) break;
      if (j % o.share.count != o.share.index) continue;
      const Job& job = jobs[j];
      std::copy(job.moves.begin(), job.moves.begin() + job.length, one.path_.begin());
      if (one.run(job.node, job.length, job.prev, bound, j, ordered)) shared.found(j, one.path_, bound);
    }
  };
  o.run_on_threads(work);
  return shared.found_job.load() != INT_MAX;
}

Alg alg_of_quarter_turns(const std::vector<uint8_t>& quarter_turns) {
  Alg alg;
  for (uint8_t m : quarter_turns) alg.push_back(face_turn(m));
  return simplify(alg);  // X X -> X2, the same quarter turns
}

}  // namespace

Result<OptimalAnswer> solve_optimal_qtm(const CubieCube& cube, const SolveOptions& options,
                                        const FirstAnswer& first_answer, const tables::OptimalTable& bound,
                                        const tables::TwoPhaseTables& moves, const OptimalPruning& pruning,
                                        const tables::AntipodalCornerTable* antipodal) {
  if (auto checked = check_options(options); !checked) return checked.error();
  if (options.min_depth < 0 || options.min_depth > kMaxQtmDepth - 1)
    return Error{"min_depth must be between 0 and " + std::to_string(kMaxQtmDepth - 1), 0};
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  const auto start = Clock::now();
  const CubieCube home = recolour_to_home(cube);

  auto upper = first_answer(home);
  if (!upper) return upper.error();
  OptimalAnswer answer;
  answer.moves = upper.value();
  int upper_length = qtm(answer.moves);

  // Every solution's length has the parity of the corner permutation (each quarter turn is a
  // 4-cycle of corners), which the upper bound's length has too.
  const int parity = upper_length % 2;
  const auto with_parity = [&](int d) { return d % 2 == parity ? d : d + 1; };
  const Axes& axes = bound.axes;
  const Node root = node_of(home, bound, kQuarterTurnMask);
  Shared shared(options, pruning);
  // A central cube (the superflip) is searched one sequence per family of equivalent ones: sound
  // because depths are ruled out in increasing order (central_canon.hpp).
  std::optional<CentralCanon> canon;
  if (pruning.central && is_central(home)) canon.emplace(cube_symmetries(home), (home * home).is_solved());
  answer.lower_bound = std::min(with_parity(bound_of(root, pruning.inverse)), upper_length);
  // A central cube's shortest answer of two antipodal halves, found in seconds, becomes the upper
  // bound: the depth passes below then only prove it (or find a shorter one of another form).
  if (canon && antipodal) {
    const SpendNodes spend = [&](uint64_t n) { return shared.spend(n); };
    if (auto halves = shortest_antipodal_halves(home, answer.lower_bound / 2, upper_length, *antipodal, moves, spend)) {
      answer.moves = alg_of_quarter_turns(*halves);
      upper_length = qtm(answer.moves);
    }
  }
  const int first = std::max(answer.lower_bound, with_parity(options.min_depth));
  for (int depth = first; depth < upper_length; depth += 2) {
    // Depths the caller set above the proven bound are searched to find, in the promising order.
    if (search_depth(home, root, depth, axes, bound, shared, depth > answer.lower_bound, canon ? &*canon : nullptr)) {
      answer.moves = alg_of_quarter_turns(shared.solution);
      if (depth == answer.lower_bound) answer.lower_bound = qtm(answer.moves);
      break;
    }
    if (shared.stopped) break;
    if (depth == answer.lower_bound) {
      answer.lower_bound = depth + 2;
      if (options.on_depth) options.on_depth(depth + 1, shared.nodes.load());
    }
  }
  answer.lower_bound = std::min(answer.lower_bound, qtm(answer.moves));
  answer.optimal = answer.lower_bound == qtm(answer.moves);
  answer.nodes = shared.nodes.load();
  answer.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  return answer;
}

const tables::OptimalTable& optimal_qtm_table(tables::TableCache& cache) {
  return cache.optimal_qtm.get(
      [&] { return tables::build_optimal_qtm_table(cache.progress, cache.build_threads, cache.parallel); });
}

}  // namespace cubelab
