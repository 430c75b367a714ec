#include "core/solve/optimal_qtm.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <mutex>

#include "core/cube/move.hpp"
#include "core/cube/orientation.hpp"
#include "core/cube/validate.hpp"
#include "core/solve/two_phase.hpp"
#include "core/solve/two_phase_qtm.hpp"
#include "tables/coord.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kAxes = tables::kOptimalAxes;
constexpr int kMaxDepth = 48;  // every cube is solved in 26q; room for the two-phase upper bound
constexpr uint64_t kNodeBatch = 16384;
// Depth bounds are cut into jobs by their first three moves (about 1,000 on a cube without
// symmetry, a few dozen on the superflip), which the threads (and the page's workers) share.
constexpr int kSplitDepth = 3;
constexpr uint32_t kQuarterMask = 0b101'101'101'101'101'101;  // face turns 0 2 3 5 ... 17
// The upper bound's search: the QTM two-phase within God's number in QTM plus 2, capped.
constexpr uint64_t kUpperNodes = 3'000'000;

using Pieces = tables::PackedPieces;
using Coords = tables::Phase1Coords;
using Axes = tables::OptimalAxes;
using MoveMap = std::array<uint8_t, kFaceTurns>;

bool is_quarter(int m) { return m % 3 != 1; }

// Canonical sequences of quarter turns: a face turns at most twice in a row, and twice only
// clockwise (X X is the half turn; X' X' is the same and X X X is X'), and opposite faces in the
// order U R F before D L B. The state after a move is the move, plus kRepeat when it repeated the
// one before; kFree (the root, or after a level cut by symmetry) allows every move.
constexpr int kFree = -1;
constexpr int kRepeat = 32;

bool canonical_qtm(int prev, int m) {
  if (prev == kFree) return true;
  const int pm = prev & (kRepeat - 1), pf = pm / 3, f = m / 3;
  if (f == pf) return m == pm && pm % 3 == 0 && !(prev & kRepeat);
  return !(f % 3 == pf % 3 && f < pf);
}

int state_after(int prev, int m) { return prev != kFree && (prev & (kRepeat - 1)) == m ? m | kRepeat : m; }

struct Node {
  std::array<Coords, kAxes> cube;
  std::array<Pieces, kAxes> inverse;
  uint32_t moves = kQuarterMask;
};

Node node_of(const CubieCube& home, const Axes& axes) {
  Node n{};
  for (int a = 0; a < kAxes; ++a) {
    const CubieCube seen = axes.rotation[a].inverse() * home * axes.rotation[a];
    n.cube[a] = axes.coords(tables::packed_pieces(seen));
    n.inverse[a] = tables::packed_pieces(seen.inverse());
  }
  return n;
}

// The tight-bound rule of the HTM search (core/solve/optimal.cpp), whose proof holds word for
// word with quarter turns: if the inverse Z = m1 ... mk of a node with exactly k quarter turns
// left had m1 in axis a's goal group G_a, then (m2 ... mk)^-1, k - 1 quarter turns, would take Z
// into G_a, so Z's QTM distance to G_a would be at most k - 1. The bound table may be the HTM one:
// its distance is at most the QTM distance, so "d == k" still implies "not m1 in G_a".
uint32_t next_moves(const std::array<int, kAxes>& inverse_distance, int left, const Axes& axes) {
  uint32_t moves = kQuarterMask;
  if (left == 0) return moves;
  for (int a = 0; a < kAxes; ++a)
    if (inverse_distance[a] == left) moves &= ~axes.goal_moves[a];
  return moves;
}

int bound_of(const Node& n, const Axes& axes, const tables::OptimalTable& t, bool inverse) {
  int h = 0;
  for (int a = 0; a < kAxes; ++a) {
    const Coords& c = n.cube[a];
    const Coords i = axes.coords(n.inverse[a]);
    h = std::max({h, t.distance(c.flip, c.slice, c.twist), inverse ? t.distance(i.flip, i.slice, i.twist) : 0});
  }
  return h;
}

Node root_for(Node root, int bound, const Axes& axes, const tables::OptimalTable& t) {
  std::array<int, kAxes> inverse_distance{};
  for (int a = 0; a < kAxes; ++a) {
    const Coords i = axes.coords(root.inverse[a]);
    inverse_distance[a] = t.distance(i.flip, i.slice, i.twist);
  }
  root.moves = next_moves(inverse_distance, bound, axes);
  return root;
}

// The 48 symmetries: a cube's conjugate and each face turn's.
struct Symmetry {
  CubieCube rotation;
  bool mirror = false;
  MoveMap move{};

  CubieCube conjugate(const CubieCube& c) const {
    const CubieCube turned = rotation.inverse() * c * rotation;
    return mirror ? tables::mirrored(turned) : turned;
  }
};

std::vector<Symmetry> all_symmetries() {
  // The 24 rotations: the closure of x and y, identity first.
  std::vector<CubieCube> rotations{CubieCube{}};
  const std::array<CubieCube, 2> generators = {move_cube(Move{MoveBase::x, 1}), move_cube(Move{MoveBase::y, 1})};
  for (std::size_t i = 0; i < rotations.size(); ++i)
    for (const CubieCube& g : generators) {
      const CubieCube r = rotations[i] * g;
      if (std::find(rotations.begin(), rotations.end(), r) == rotations.end()) rotations.push_back(r);
    }
  std::vector<Symmetry> syms;
  for (bool mirror : {false, true})
    for (const CubieCube& r : rotations) {
      Symmetry s{r, mirror, {}};
      for (int m = 0; m < kFaceTurns; ++m) {
        const CubieCube seen = s.conjugate(move_cube(face_turn(m)));
        for (int v = 0; v < kFaceTurns; ++v)
          if (move_cube(face_turn(v)) == seen) s.move[m] = static_cast<uint8_t>(v);
      }
      syms.push_back(s);
    }
  return syms;
}

const std::vector<Symmetry>& symmetries() {
  static const std::vector<Symmetry> syms = all_symmetries();  // constant data, computed once
  return syms;
}

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

struct Shared {
  const SolveOptions& options;
  const OptimalPruning& pruning;
  bool has_deadline = false;
  Clock::time_point deadline;
  std::atomic<uint64_t> nodes{0};
  std::atomic<bool> stopped{false};
  std::atomic<int> found_job{INT_MAX};
  std::mutex mutex;
  std::vector<uint8_t> solution;

  Shared(const SolveOptions& o, const OptimalPruning& p) : options(o), pruning(p) {
    has_deadline = o.budget_ms > 0;
    deadline = Clock::now() +
               std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(o.budget_ms));
  }

  bool spend(uint64_t n) {
    const uint64_t total = nodes.fetch_add(n, std::memory_order_relaxed) + n;
    if ((options.max_nodes && total > options.max_nodes) || (has_deadline && Clock::now() > deadline) ||
        (options.should_stop && options.should_stop()))
      stopped.store(true, std::memory_order_relaxed);
    return stopped.load(std::memory_order_relaxed);
  }
};

class Search {
 public:
  Search(const CubieCube& home, const Axes& axes, const tables::OptimalTable& t, Shared& shared)
      : home_(home), axes_(axes), t_(t), shared_(shared), pruning_(shared.pruning) {}
  ~Search() { shared_.nodes.fetch_add(unspent_, std::memory_order_relaxed); }

  // `ordered`: try the children most likely to lead to a solution first (finding, not proving).
  bool run(const Node& n, int g, int prev, int bound, int job, bool ordered = false) {
    job_ = job;
    ordered_ = ordered;
    bound_ = bound;
    abandoned_ = false;
    return dfs(n, g, prev);
  }

  // The child after quarter turn m, or false when it cannot be solved within `limit` more moves.
  bool child(const Node& n, int m, int limit, Node& out) const {
    if (!(n.moves >> m & 1)) return false;
    for (int a = 0; a < kAxes; ++a) {
      out.cube[a] = turned(n.cube[a], axes_.move[a][m]);
      const Coords& c = out.cube[a];
      if (limit == 0 ? (c.flip | c.slice | c.twist) != 0 : t_.distance(c.flip, c.slice, c.twist) > limit) return false;
    }
    return limit == 0 || inverse_allows(n, m, limit, out);
  }

  bool use_symmetry() const { return pruning_.symmetry; }

  std::array<uint8_t, kMaxDepth> path_{};

 private:
  Coords turned(const Coords& c, int v) const {
    return {static_cast<uint16_t>(t_.flip.apply(c.flip, v)), static_cast<uint16_t>(t_.slice.apply(c.slice, v)),
            static_cast<uint16_t>(t_.twist.apply(c.twist, v))};
  }

  // `score` (when given) receives the sum of the inverse's three distances.
  bool inverse_allows(const Node& n, int m, int limit, Node& out, int* score = nullptr) const {
    out.moves = kQuarterMask;
    if (!pruning_.inverse) return true;
    std::array<std::size_t, kAxes> index{};
    for (int a = 0; a < kAxes; ++a) {
      out.inverse[a] = axes_.premove(n.inverse[a], axes_.move[a][m]);
      const Coords c = axes_.coords(out.inverse[a]);
      index[a] = t_.index(c.flip, c.slice, c.twist);
      __builtin_prefetch(&t_.nibbles[index[a] >> 1]);
    }
    std::array<int, kAxes> distance{};
    for (int a = 0; a < kAxes; ++a)
      if ((distance[a] = t_.entry(index[a])) > limit) return false;
    if (score) *score = distance[0] + distance[1] + distance[2];
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

  struct Kid {
    uint8_t move;
    std::array<Coords, kAxes> cube;
    std::array<std::size_t, kAxes> index;
  };

  bool dfs(const Node& n, int g, int prev) {
    if (halted()) {
      abandoned_ = true;
      return false;
    }
    const int left = bound_ - g;
    if (left == 0) return solves(g);
    if (left == 1) return last_move(n, g, prev);
    // As in the HTM search: the children's entries along the three axes are fetched together.
    std::array<Kid, kQuarterTurnsMax> kids;
    int count = 0;
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!(n.moves >> m & 1) || !canonical_qtm(prev, m)) continue;
      Kid& k = kids[count++];
      k.move = static_cast<uint8_t>(m);
      for (int a = 0; a < kAxes; ++a) {
        k.cube[a] = turned(n.cube[a], axes_.move[a][m]);
        k.index[a] = t_.index(k.cube[a].flip, k.cube[a].slice, k.cube[a].twist);
        __builtin_prefetch(&t_.nibbles[k.index[a] >> 1]);
      }
    }
    if (ordered_) return ordered_children(n, g, prev, kids, count);
    for (int i = 0; i < count; ++i) {
      const Kid& k = kids[i];
      if (t_.entry(k.index[0]) > left - 1 || t_.entry(k.index[1]) > left - 1 || t_.entry(k.index[2]) > left - 1)
        continue;
      Node next;
      next.cube = k.cube;
      if (!inverse_allows(n, k.move, left - 1, next)) continue;
      path_[g] = k.move;
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
      if (dfs(ready[i].node, g + 1, state_after(prev, ready[i].move))) return true;
      if (abandoned_) return false;
    }
    return false;
  }

  bool last_move(const Node& n, int g, int prev) {
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!is_quarter(m) || !canonical_qtm(prev, m)) continue;
      Node next;
      if (!child(n, m, 0, next)) continue;
      path_[g] = static_cast<uint8_t>(m);
      if (dfs(next, g + 1, state_after(prev, m))) return true;
      if (abandoned_) return false;
    }
    return false;
  }

  bool solves(int length) const {
    CubieCube c = home_;
    for (int i = 0; i < length; ++i) c = apply_move(c, face_turn(path_[i]));
    return c.is_solved();
  }

  static constexpr int kQuarterTurnsMax = tables::kQuarterTurns;
  const CubieCube& home_;
  const Axes& axes_;
  const tables::OptimalTable& t_;
  Shared& shared_;
  const OptimalPruning& pruning_;
  uint64_t unspent_ = 0;
  int job_ = 0, bound_ = 0;
  bool abandoned_ = false, ordered_ = false;
};

// A job: the first moves of the sequences one search tries, the node they reach, and the
// canonical state after them.
struct Job {
  std::array<uint8_t, kSplitDepth> moves{};
  int length = 0;
  int prev = kFree;
  Node node;
};

// Every prefix of min(kSplitDepth, bound) moves the search would try, in order. A level whose cube
// has symmetries tries one move of each orbit, whatever came before, and leaves the next level
// free: every solution of that cube is the conjugate of one starting with a representative, and
// the rest of that one is some solution of the cube after it.
void collect_jobs(const Node& n, const CubieCube& cube, int prev, int bound, Search& probe, Job& job,
                  std::vector<Job>& jobs) {
  const int g = job.length;
  if (g == std::min(kSplitDepth, bound)) {
    job.prev = prev;
    job.node = n;
    jobs.push_back(job);
    return;
  }
  const uint32_t reps = probe.use_symmetry() ? orbit_representatives(cube) : kQuarterMask;
  const bool symmetric = reps != kQuarterMask;
  for (int m = 0; m < kFaceTurns; ++m) {
    if (!(reps >> m & 1) || (!symmetric && !canonical_qtm(prev, m))) continue;
    Node next;
    if (!probe.child(n, m, bound - g - 1, next)) continue;
    job.moves[g] = static_cast<uint8_t>(m);
    ++job.length;
    collect_jobs(next, apply_move(cube, face_turn(m)), symmetric ? kFree : state_after(prev, m), bound, probe, job,
                 jobs);
    --job.length;
  }
}

bool search_depth(const CubieCube& home, const Node& start, int bound, const Axes& axes, const tables::OptimalTable& t,
                  Shared& shared, bool ordered) {
  const SolveOptions& o = shared.options;
  const Node root = shared.pruning.inverse && shared.pruning.tight ? root_for(start, bound, axes, t) : start;
  Search probe(home, axes, t, shared);
  std::vector<Job> jobs;
  Job scratch;
  collect_jobs(root, home, kFree, bound, probe, scratch, jobs);
  std::atomic<int> next{0};
  const std::function<void()> work = [&] {
    Search one(home, axes, t, shared);
    for (int j; (j = next.fetch_add(1)) < static_cast<int>(jobs.size());) {
      if (j > shared.found_job.load() || shared.stopped.load(std::memory_order_relaxed)) break;
      if (j % o.share.count != o.share.index) continue;
      const Job& job = jobs[j];
      std::copy(job.moves.begin(), job.moves.begin() + job.length, one.path_.begin());
      if (!one.run(job.node, job.length, job.prev, bound, j, ordered)) continue;
      std::lock_guard lock(shared.mutex);
      if (j < shared.found_job.load()) {
        shared.found_job = j;
        shared.solution.assign(one.path_.begin(), one.path_.begin() + bound);
      }
    }
  };
  if (o.threads > 1 && o.parallel)
    o.parallel(o.threads, work);
  else
    work();
  return shared.found_job.load() != INT_MAX;
}

Alg alg_of(const std::vector<uint8_t>& quarter_turns) {
  Alg alg;
  for (uint8_t m : quarter_turns) alg.push_back(face_turn(m));
  return simplify(alg);  // X X -> X2, the same quarter turns
}

// A first answer in quarter turns: the QTM two-phase's, or the HTM one's when that finds none.
Result<Alg> upper_bound_of(const CubieCube& home, const SolveOptions& options, const tables::TwoPhaseTables& two_phase,
                           const tables::TwoPhaseQtmTables& two_phase_qtm) {
  SolveOptions quick;
  quick.metric = Metric::qtm;
  quick.max_length = kQtmDefaultMaxLength;
  quick.max_nodes = kUpperNodes;
  quick.should_stop = options.should_stop;
  auto q = solve_two_phase_qtm(home, quick, two_phase, two_phase_qtm);
  if (!q) {  // any 20 face turns (the short search, slow on some symmetric states, is not needed here)
    quick.metric = Metric::htm;
    quick.max_length = 20;
    quick.max_nodes = 0;
    quick.short_search = false;
    q = solve_two_phase(home, quick, two_phase);
  }
  if (!q) return q.error();
  return concat(q.value().phase1, q.value().phase2);
}

}  // namespace

std::vector<MoveMap> cube_symmetries(const CubieCube& cube) {
  std::vector<MoveMap> group;
  for (const Symmetry& s : symmetries())
    if (s.conjugate(cube) == cube) group.push_back(s.move);
  return group;
}

Result<OptimalAnswer> solve_optimal_qtm(const CubieCube& cube, const SolveOptions& options,
                                        const tables::OptimalTable& bound, const tables::TwoPhaseTables& two_phase,
                                        const tables::TwoPhaseQtmTables& two_phase_qtm, const OptimalPruning& pruning) {
  if (options.threads < 1 || options.threads > kMaxSolveThreads)
    return Error{"threads must be between 1 and " + std::to_string(kMaxSolveThreads), 0};
  if (options.share.count < 1 || options.share.index < 0 || options.share.index >= options.share.count)
    return Error{"share must be an index from 0 to its count - 1", 0};
  if (options.min_depth < 0 || options.min_depth > kMaxDepth - 1)
    return Error{"min_depth must be between 0 and " + std::to_string(kMaxDepth - 1), 0};
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  const auto start = Clock::now();
  const CubieCube home = recolour_to_home(cube);

  auto upper = upper_bound_of(home, options, two_phase, two_phase_qtm);
  if (!upper) return upper.error();
  OptimalAnswer answer;
  answer.moves = upper.value();
  const int upper_length = qtm(answer.moves);

  // Every solution's length has the parity of the corner permutation (each quarter turn is a
  // 4-cycle of corners), which the upper bound's length has too.
  const int parity = upper_length % 2;
  const auto with_parity = [&](int d) { return d % 2 == parity ? d : d + 1; };
  const Axes& axes = bound.axes;
  const Node root = node_of(home, axes);
  Shared shared(options, pruning);
  answer.lower_bound = std::min(with_parity(bound_of(root, axes, bound, pruning.inverse)), upper_length);
  const int first = std::max(answer.lower_bound, with_parity(options.min_depth));
  for (int depth = first; depth < upper_length; depth += 2) {
    // Depths the caller set above the proven bound are searched to find, in the promising order.
    if (search_depth(home, root, depth, axes, bound, shared, depth > answer.lower_bound)) {
      answer.moves = alg_of(shared.solution);
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
