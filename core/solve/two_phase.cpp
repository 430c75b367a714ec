#include "core/solve/two_phase.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <string>
#include <vector>

#include "core/cube/orientation.hpp"
#include "core/cube/validate.hpp"
#include "tables/coord.hpp"

namespace cubelab {

namespace {

using tables::kPhase2FaceTurns;
using tables::kPhase2Moves;
using tables::kSlicePerms;
using Clock = std::chrono::steady_clock;

constexpr int kMaxDepth = 40;               // longest answer the search can hold
constexpr uint64_t kClockCheckMask = 1023;  // read the clock once per 1024 nodes
// Totals up to this are first searched exhaustively (cheap: phase-1 depths stay small), so that
// short scrambles get their optimal solution rather than the first one within max_length.
constexpr int kShortPassLength = 10;
// Phase-2 searches longer than this are not tried: with projection pruning tables a deep phase-2
// search costs far more than trying other phase-1 sequences (which matters with loose bounds such
// as max_length 30). The search is then no longer exhaustive, and its errors say so.
constexpr int kMaxPhase2Length = 12;

bool is_phase2_move(int face_turn) {
  const int face = face_turn / 3, turns = face_turn % 3 + 1;
  return face == 0 || face == 3 || turns == 2;  // U*, D*, or a half turn
}

// What all directions of one solve share: the bound, the budget and the best answer so far.
struct SharedSearch {
  int limit = 0;  // longest answer still wanted
  bool improve = false;
  uint64_t max_nodes = 0;
  bool has_deadline = false;
  Clock::time_point deadline;
  uint64_t nodes = 0;
  bool stopped = false;
  bool found = false;
  bool capped = false;           // some phase-2 search was cut at kMaxPhase2Length
  Alg best_phase1, best_phase2;  // in the frame of the cube given to solve

  // Counts a node; true when the node or time budget has run out.
  bool out_of_budget() {
    ++nodes;
    if (max_nodes && nodes > max_nodes) stopped = true;
    if (has_deadline && (nodes & kClockCheckMask) == 0 && Clock::now() > deadline) stopped = true;
    return stopped;
  }
};

// The cube seen along another axis (conjugated by a whole-cube rotation) and/or inverted: hard
// states are often much easier in one of the six views, and a solution of any view maps back.
struct Direction {
  CubieCube cube;                                 // what this direction solves
  std::array<uint8_t, kFaceTurns> to_original{};  // face turn in this view -> face turn of the cube
  bool inverted = false;

  // Face turns of this view that solve `cube`, as face turns that solve the original cube.
  Alg map_back(const std::vector<uint8_t>& view_moves) const {
    Alg alg;
    for (uint8_t m : view_moves) alg.push_back(face_turn(to_original[m]));
    return inverted ? invert(alg) : alg;
  }
};

int face_turn_of(const CubieCube& state) {
  for (int m = 0; m < kFaceTurns; ++m)
    if (move_cube(face_turn(m)) == state) return m;
  return -1;  // not reached: a rotation conjugates a face turn into a face turn
}

// View along the rotation r: the cube r^-1 * c * r, whose solution s' gives s = r * s' * r^-1.
Direction make_direction(const CubieCube& c, const CubieCube& r, bool inverted) {
  Direction d;
  d.inverted = inverted;
  d.cube = r.inverse() * (inverted ? c.inverse() : c) * r;
  for (int m = 0; m < kFaceTurns; ++m)
    d.to_original[m] = static_cast<uint8_t>(face_turn_of(r * move_cube(face_turn(m)) * r.inverse()));
  return d;
}

std::vector<Direction> directions_of(const CubieCube& c) {
  std::vector<Direction> ds;
  for (bool inverted : {false, true})
    for (const CubieCube& r : {CubieCube{}, move_cube(Move{MoveBase::z, 1}), move_cube(Move{MoveBase::x, 1})}) {
      Direction d = make_direction(c, r, inverted);
      // Symmetric cubes (superflip, checkerboard) look the same in several views: search one.
      const bool seen = std::any_of(ds.begin(), ds.end(), [&](const Direction& e) { return e.cube == d.cube; });
      if (!seen) ds.push_back(d);
    }
  return ds;
}

class DirectionSearch {
 public:
  DirectionSearch(const Direction& d, const tables::TwoPhaseTables& t, SharedSearch& shared)
      : d_(d), t_(t), s_(shared) {
    tw_ = tables::twist(d.cube), fl_ = tables::flip(d.cube), ss_ = tables::slice_sorted(d.cube);
    cp_ = tables::corner_perm(d.cube);
  }

  int phase1_lower_bound() const { return phase1_bound(tw_, fl_, ss_); }

  // Every phase-1 sequence of exactly d1 moves; true to end the whole solve.
  bool search(int d1) { return phase1(tw_, fl_, ss_, cp_, 0, d1, -1); }

 private:
  int phase1_bound(int tw, int fl, int ss) const {
    const int slice = ss / kSlicePerms;
    const int bound = std::max(t_.slice_twist.at(slice, tw), t_.slice_flip.at(slice, fl));
    return has_twist_flip_ ? std::max(bound, t_.twist_flip.at(tw, fl)) : bound;
  }

  int phase2_bound(int cp, int ep, int sp) const {
    return std::max(t_.corner_slice.at(cp, sp), t_.edge_slice.at(ep, sp));
  }

  bool phase1(int tw, int fl, int ss, int cp, int depth, int togo, int last_face) {
    if (s_.out_of_budget()) return true;
    if (togo == 0) {
      // A phase-1 sequence ending in a phase-2 move has a shorter prefix that was tried already.
      if (depth > 0 && is_phase2_move(moves_[depth - 1])) return false;
      return start_phase2(cp, ss, depth);
    }
    for (int face = 0; face < kFaces; ++face) {
      if (!canonical_after(last_face, face)) continue;
      for (int m = face * 3; m < face * 3 + 3; ++m) {
        if (togo == 1 && is_phase2_move(m)) continue;  // the leaf would be rejected (see above)
        // The strongest table first: most children fail it.
        const int ntw = t_.twist.apply(tw, m), nfl = t_.flip.apply(fl, m);
        if (has_twist_flip_ && t_.twist_flip.at(ntw, nfl) >= togo) continue;
        const int nss = t_.slice_sorted.apply(ss, m), slice = nss / kSlicePerms;
        if (t_.slice_twist.at(slice, ntw) >= togo) continue;
        if (t_.slice_flip.at(slice, nfl) >= togo) continue;
        moves_[depth] = static_cast<uint8_t>(m);
        if (phase1(ntw, nfl, nss, t_.corner_perm.apply(cp, m), depth + 1, togo - 1, face)) return true;
      }
    }
    return false;
  }

  bool start_phase2(int cp, int sp, int depth1) {
    int room = s_.limit - depth1;  // moves left for phase 2
    if (room > kMaxPhase2Length) {
      room = kMaxPhase2Length;
      s_.capped = true;
    }
    if (room < 0 || t_.corner_slice.at(cp, sp) > room) return false;
    CubieCube c = d_.cube;
    for (int i = 0; i < depth1; ++i) c = apply_move(c, face_turn(moves_[i]));
    const int ep = tables::ud_edge_perm(c);
    const int last_face = depth1 > 0 ? moves_[depth1 - 1] / 3 : -1;
    for (int d2 = phase2_bound(cp, ep, sp); d2 <= room; ++d2) {
      if (!phase2(cp, ep, sp, depth1, d2, last_face)) continue;
      record(depth1, depth1 + d2);
      return !s_.improve || s_.limit < depth1;  // improving: go on with the lowered limit
    }
    return s_.stopped;
  }

  bool phase2(int cp, int ep, int sp, int depth, int togo, int last_face) {
    if (togo == 0) return cp == 0 && ep == 0 && sp == 0;
    if (s_.out_of_budget()) return false;
    for (int i = 0; i < kPhase2Moves; ++i) {
      const int m = kPhase2FaceTurns[i], face = m / 3;
      if (!canonical_after(last_face, face)) continue;
      const int ncp = t_.corner_perm.apply(cp, m), nsp = t_.slice_perm.apply(sp, i);
      if (t_.corner_slice.at(ncp, nsp) >= togo) continue;
      const int nep = t_.ud_edge_perm.apply(ep, i);
      if (t_.edge_slice.at(nep, nsp) >= togo) continue;
      moves_[depth] = static_cast<uint8_t>(m);
      if (phase2(ncp, nep, nsp, depth + 1, togo - 1, face)) return true;
    }
    return false;
  }

  void record(int phase1_length, int length) {
    const std::vector<uint8_t> p1(moves_.begin(), moves_.begin() + phase1_length);
    const std::vector<uint8_t> p2(moves_.begin() + phase1_length, moves_.begin() + length);
    s_.found = true;
    s_.limit = length - 1;
    // An inverted view's answer runs backwards: its phase 2 comes first on the original cube.
    s_.best_phase1 = d_.map_back(d_.inverted ? p2 : p1);
    s_.best_phase2 = d_.map_back(d_.inverted ? p1 : p2);
  }

  const Direction& d_;
  const tables::TwoPhaseTables& t_;
  SharedSearch& s_;
  const bool has_twist_flip_ = !t_.twist_flip.depth.empty();
  int tw_, fl_, ss_, cp_;
  std::array<uint8_t, kMaxDepth> moves_{};
};

// Phase-1 depths in increasing order, each tried in every direction, until the shared search ends.
void run_search(const std::vector<Direction>& directions, const tables::TwoPhaseTables& t, SharedSearch& shared) {
  std::vector<DirectionSearch> searches;
  for (const Direction& d : directions) searches.emplace_back(d, t, shared);
  for (int d1 = 0; d1 <= shared.limit && !shared.stopped; ++d1) {
    for (DirectionSearch& s : searches) {
      if (s.phase1_lower_bound() > d1) continue;
      if (s.search(d1)) return;
    }
  }
}

SharedSearch make_shared(const SolveOptions& options) {
  SharedSearch s;
  s.improve = options.improve;
  s.max_nodes = options.max_nodes;
  double budget = options.budget_ms;
  if (budget <= 0 && s.max_nodes == 0) budget = s.improve ? kTwoPhaseDefaultImproveMs : kTwoPhaseDefaultBudgetMs;
  s.has_deadline = budget > 0;
  s.deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(budget));
  s.limit = options.max_length;
  return s;
}

}  // namespace

Result<TwoPhaseAnswer> solve_two_phase(const CubieCube& cube, const SolveOptions& options,
                                       const tables::TwoPhaseTables& tables) {
  if (options.max_length < 0 || options.max_length > kMaxDepth - 1)
    return Error{"max_length must be between 0 and " + std::to_string(kMaxDepth - 1), 0};
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  const auto start = Clock::now();
  const std::vector<Direction> directions = directions_of(recolour_to_home(cube));
  SharedSearch shared = make_shared(options);
  // Short answers first, exhaustively (so optimal); then the bound the caller asked for.
  const bool improve = shared.improve;
  shared.improve = true;
  shared.limit = std::min(options.max_length, kShortPassLength);
  run_search(directions, tables, shared);
  if (!shared.found && !shared.stopped && options.max_length > kShortPassLength) {
    shared.improve = improve;
    shared.limit = options.max_length;
    run_search(directions, tables, shared);
  }
  TwoPhaseAnswer answer;
  answer.nodes = shared.nodes;
  answer.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  if (!shared.found) {
    const std::string bound = "no solution of at most " + std::to_string(options.max_length) + " moves";
    if (shared.stopped) return Error{bound + " found before the search budget ran out", 0};
    if (shared.capped) return Error{bound + " found", 0};
    return Error{bound + " exists", 0};
  }
  answer.phase1 = shared.best_phase1;
  answer.phase2 = shared.best_phase2;
  answer.length = htm(answer.phase1) + htm(answer.phase2);
  return answer;
}

const tables::TwoPhaseTables& two_phase_tables(tables::TableCache& cache) {
  return cache.two_phase.get([&] { return tables::build_two_phase_tables(cache.progress); });
}

Result<Solution> solve_twophase_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache) {
  auto answer = solve_two_phase(cube, options, two_phase_tables(cache));
  if (!answer) return answer.error();
  Solution s = make_solution(
      "twophase", {Phase{"phase 1", answer.value().phase1, ""}, Phase{"phase 2", answer.value().phase2, ""}});
  s.ms = answer.value().ms;
  return s;
}

}  // namespace cubelab
