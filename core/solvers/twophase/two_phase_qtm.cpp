#include "core/solvers/twophase/two_phase_qtm.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/model/orientation.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/common/antipodal_halves.hpp"
#include "core/solvers/twophase/two_phase_common.hpp"
#include "tables/coord.hpp"

namespace cubelab {

namespace {

using namespace two_phase_detail;
using tables::kPhase2FaceTurns;
using tables::kPhase2Moves;
using tables::kSlicePerms;
using tables::qtm_cost;

constexpr int kMaxQtmDepth = 40;  // most face turns an answer can hold (each costs at least 1)
// Phase 2 gets at most this many quarter turns (the longest phase-2 optimum in QTM is well above,
// but deep phase-2 searches cost far more than trying other phase-1 sequences, as in HTM).
constexpr int kMaxPhase2Qtm = 24;

// Every view of the cube is searched one phase-1 length at a time: all its phase-1 sequences of
// exactly `length1` quarter turns, each followed by the phase-2 searches that fit the limit.
class QtmSearch {
 public:
  QtmSearch(const SolveOptions& options, Budget& budget, const tables::TwoPhaseTables& t,
            const tables::TwoPhaseQtmTables& q)
      : improve_(options.improve),
        improve_until_(options.improve_until),
        limit_(options.max_length),
        budget_(budget),
        t_(t),
        q_(q) {}

  void run(const std::vector<Direction>& directions) {
    for (int length1 = 0; length1 <= limit_ && !done(); ++length1)
      for (const Direction& d : directions) {
        if (done()) break;
        direction_ = &d;
        const int tw = tables::twist(d.cube), fl = tables::flip(d.cube);
        const int sl = tables::slice_sorted(d.cube) / kSlicePerms;
        if (phase1_bound(tw, fl, sl) > length1) continue;
        phase1(tw, fl, sl, 0, length1, -1, length1);
      }
    budget_.spend(unspent_);
  }

  bool found = false;
  bool capped = false;  // some phase-2 search was cut at kMaxPhase2Qtm
  Alg best_phase1, best_phase2;

 private:
  bool done() const { return halted_ || stop_ || (found && !improve_); }

  int phase1_bound(int tw, int fl, int sl) const {
    return std::max({q_.twist_slice.at(tw, sl), q_.flip_slice.at(fl, sl), q_.twist_flip.at(tw, fl)});
  }

  bool out_of_budget() {
    if (++unspent_ < kNodeBatch) return halted_;
    halted_ = budget_.spend(unspent_);
    unspent_ = 0;
    return halted_;
  }

  // Phase-1 sequences costing exactly `togo` more quarter turns that end in the phase-2 group with
  // a move that is not a phase-2 move (else a shorter phase 1 covers it).
  void phase1(int tw, int fl, int sl, int depth, int togo, int last_face, int length1) {
    if (done() || out_of_budget()) return;
    if (togo == 0) {
      const bool ends_well = depth == 0 || !is_phase2_move(moves_[depth - 1]);
      if (tw == 0 && fl == 0 && sl == 0 && ends_well) start_phase2(depth, length1);
      return;
    }
    for (int m = 0; m < kFaceTurns && !done(); ++m) {
      const int cost = qtm_cost(m);
      if (cost > togo || !canonical_after(last_face, m / 3)) continue;
      const int ntw = t_.twist.apply(tw, m), nfl = t_.flip.apply(fl, m), nsl = t_.slice.apply(sl, m);
      if (phase1_bound(ntw, nfl, nsl) > togo - cost) continue;
      moves_[depth] = static_cast<uint8_t>(m);
      phase1(ntw, nfl, nsl, depth + 1, togo - cost, m / 3, length1);
    }
  }

  int phase2_bound(int cp, int ep, int sp) const {
    return std::max(q_.corner_slice.at(cp, sp), q_.edge_slice.at(ep, sp));
  }

  void start_phase2(int depth1, int length1) {
    int room = limit_ - length1;
    if (room > kMaxPhase2Qtm) room = kMaxPhase2Qtm, capped = true;
    if (room < 0) return;
    CubieCube c = direction_->cube;
    for (int i = 0; i < depth1; ++i) c = c * move_cube(face_turn(moves_[i]));
    const int cp = tables::corner_perm(c), ep = tables::ud_edge_perm(c), sp = tables::slice_sorted(c);
    const int last_face = depth1 > 0 ? moves_[depth1 - 1] / 3 : -1;
    // A phase-2 state's QTM distance has the parity of its corner permutation, as do the tables'
    // exact distances: lengths step by 2.
    for (int d2 = phase2_bound(cp, ep, sp); d2 <= room && !done(); d2 += 2)
      if (phase2(cp, ep, sp, depth1, d2, last_face)) {
        record(depth1);
        return;
      }
  }

  // Phase-2 moves costing exactly `togo` quarter turns that solve the cube; the answer's face
  // turns are at moves_[depth1, depth_end_).
  bool phase2(int cp, int ep, int sp, int depth, int togo, int last_face) {
    if (togo == 0) {
      depth_end_ = depth;
      return cp == 0 && ep == 0 && sp == 0;
    }
    if (out_of_budget()) return false;
    for (int i = 0; i < kPhase2Moves; ++i) {
      const int m = kPhase2FaceTurns[i], cost = qtm_cost(m);
      if (cost > togo || !canonical_after(last_face, m / 3)) continue;
      const int ncp = t_.corner_perm.apply(cp, m), nsp = t_.slice_perm.apply(sp, i), nep = t_.ud_edge_perm.apply(ep, i);
      if (phase2_bound(ncp, nep, nsp) > togo - cost) continue;
      moves_[depth] = static_cast<uint8_t>(m);
      if (phase2(ncp, nep, nsp, depth + 1, togo - cost, m / 3)) return true;
    }
    return false;
  }

  void record(int depth1) {
    const std::vector<uint8_t> p1(moves_.begin(), moves_.begin() + depth1);
    const std::vector<uint8_t> p2(moves_.begin() + depth1, moves_.begin() + depth_end_);
    // An inverted view's answer runs backwards: its phase 2 comes first on the original cube.
    const Direction& d = *direction_;
    const Alg first = simplify(d.map_back(d.inverted ? p2 : p1));
    const Alg second = simplify(d.map_back(d.inverted ? p1 : p2));
    const int total = qtm(first) + qtm(second);
    if (total > limit_) return;
    found = true;
    best_phase1 = first;
    best_phase2 = second;
    limit_ = total - 1;
    if (improve_ && total <= improve_until_) stop_ = true;
  }

  const bool improve_;
  const int improve_until_;
  int limit_;  // longest answer still wanted
  Budget& budget_;
  const tables::TwoPhaseTables& t_;
  const tables::TwoPhaseQtmTables& q_;
  const Direction* direction_ = nullptr;
  uint64_t unspent_ = 0;
  bool halted_ = false, stop_ = false;
  int depth_end_ = 0;
  std::array<uint8_t, kMaxQtmDepth> moves_{};
};

// The HTM search's answer for the same cube, or nothing if it finds none within 20 face turns
// and kHtmCandidateNodes. It keeps the exhaustive short search that the QTM search lacks, so near
// a goal (a route between close patterns, a cube a few turns from solved) its answer is often
// fewer quarter turns than the QTM search's first one: R U F' L2 D to the checkerboard, 16q against
// 22q. The node cap keeps its cost small beside the QTM search's, also on the half-turn positions
// whose short search is slow.
constexpr uint64_t kHtmCandidateNodes = 2'000'000;

std::optional<TwoPhaseAnswer> htm_candidate(const CubieCube& cube, const SolveOptions& options,
                                            const tables::TwoPhaseTables& t) {
  SolveOptions h;
  h.max_nodes = options.max_nodes ? std::min(options.max_nodes, kHtmCandidateNodes) : kHtmCandidateNodes;
  h.budget_ms = options.budget_ms;
  h.should_stop = options.should_stop;
  auto a = solve_two_phase(cube, h, t);
  if (!a) return std::nullopt;
  TwoPhaseAnswer answer = a.value();
  answer.length = qtm(answer.phase1) + qtm(answer.phase2);
  answer.optimal = false;  // the short search proves HTM optimality, not QTM
  return answer;
}

TwoPhaseAnswer two_phases(const Alg& phase1, const Alg& phase2) {
  TwoPhaseAnswer answer;
  answer.phase1 = phase1;
  answer.phase2 = phase2;
  answer.length = qtm(phase1) + qtm(phase2);
  return answer;
}

// A central cube's (the superflip's) shortest answer of two antipodal halves within
// options.max_length, as a phase 1 that ends solved (so in the phase-2 group) and an empty phase 2.
std::optional<TwoPhaseAnswer> antipodal_answer(const CubieCube& home, const SolveOptions& options,
                                               const tables::TwoPhaseTables& moves,
                                               const tables::AntipodalCornerTable& antipodal, Budget& budget) {
  const SpendNodes spend = [&](uint64_t n) { return budget.spend(n); };
  const auto halves = shortest_antipodal_halves(home, 1, options.max_length + 1, antipodal, moves, spend);
  if (!halves) return std::nullopt;
  TwoPhaseAnswer answer;
  for (uint8_t m : *halves) answer.phase1.push_back(face_turn(m));
  answer.phase1 = simplify(answer.phase1);
  answer.length = qtm(answer.phase1);
  return answer;
}

}  // namespace

Result<TwoPhaseAnswer> solve_two_phase_qtm(const CubieCube& cube, const SolveOptions& options,
                                           const tables::TwoPhaseTables& moves, const tables::TwoPhaseQtmTables& tables,
                                           const tables::AntipodalCornerTable* antipodal) {
  if (options.max_length < 0 || options.max_length > kMaxQtmDepth - 1)
    return Error{"max_length must be between 0 and " + std::to_string(kMaxQtmDepth - 1), 0};
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  const auto start = Clock::now();
  Budget budget(options);
  const CubieCube home = recolour_to_home(cube);
  const auto views = directions_of(home);
  // The superflip, improving: the two phases' first answer (so there is one whatever the halves
  // cost), then its shortest answer of two antipodal halves, then the rest of the budget improving.
  const bool halves = antipodal && options.improve;
  SolveOptions first = options;
  if (halves) first.improve = false;
  QtmSearch search(first, budget, moves, tables);
  search.run(views);
  TwoPhaseAnswer answer;
  bool found = search.found;
  if (found) answer = two_phases(search.best_phase1, search.best_phase2);
  if (halves) {
    SolveOptions shorter = options;
    shorter.max_length = found ? answer.length - 1 : options.max_length;
    if (auto h = antipodal_answer(home, shorter, moves, *antipodal, budget)) {
      answer = *h;
      found = true;
      shorter.max_length = h->length - 1;
    }
    QtmSearch better(shorter, budget, moves, tables);
    if (!found || answer.length > options.improve_until) better.run(views);
    if (better.found) answer = two_phases(better.best_phase1, better.best_phase2);
    found = found || better.found;
  }
  const uint64_t qtm_nodes = budget.nodes.load();
  // The answer is never more quarter turns than the HTM search's.
  const auto htm = htm_candidate(cube, options, moves);
  if (htm && htm->length <= options.max_length && (!found || htm->length < answer.length)) {
    answer = *htm;
    found = true;
  }
  answer.nodes = qtm_nodes + (htm ? htm->nodes : 0);
  answer.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  if (!found) {
    const std::string bound = "no solution of at most " + std::to_string(options.max_length) + " quarter turns";
    if (budget.stopped) return Error{bound + " found before the search budget ran out", 0, ErrorKind::budget};
    if (search.capped) return Error{bound + " found", 0};
    return Error{bound + " exists", 0};
  }
  return answer;
}

const tables::TwoPhaseQtmTables& two_phase_qtm_tables(tables::TableCache& cache) {
  const tables::TwoPhaseTables& moves = two_phase_tables(cache);
  return cache.two_phase_qtm.get([&] { return tables::build_two_phase_qtm_tables(moves, cache.progress); });
}

}  // namespace cubelab
