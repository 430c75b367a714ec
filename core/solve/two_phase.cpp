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

// What a search starts from: a view's cube C, or the cube P * C for a short sequence of pre-moves P
// (P first), whose solution s' gives s' then P for C. Pre-moves multiply the phase-1 solutions of
// a given total length, so a phase 2 that fits is found sooner (min2phase's "pre-scramble"). They
// are tried only after the exhaustive short pass, so short scrambles keep optimal answers.
struct Start {
  CubieCube cube;
  std::vector<uint8_t> pre_moves;  // face turns in the view's frame, first first (0 to 3 of them)
  int corner_perm = 0, slice_sorted = 0;
};

Start make_start(const CubieCube& view_cube, std::vector<uint8_t> pre_moves) {
  Start s;
  s.pre_moves = std::move(pre_moves);
  s.cube = view_cube;
  for (auto m = s.pre_moves.rbegin(); m != s.pre_moves.rend(); ++m) s.cube = move_cube(face_turn(*m)) * s.cube;
  s.corner_perm = tables::corner_perm(s.cube);
  s.slice_sorted = tables::slice_sorted(s.cube);
  return s;
}

// The first pre-move is a quarter turn of R, F, L or B: a phase-2 move g gives g * C the phase-1
// coordinates of C (nothing new), and p' = p2 * p gives p' * C those of p * C. So one phase-1
// search per face serves both its quarter turns, each tried in phase 2. A second pre-move is any
// canonical one. Measured on 300 states (native): p99 nodes 1.7 M with one pre-move, 0.38 M with
// up to two; three cost more to set up (median 2.8 -> 5.8 ms) than they saved.
constexpr std::array<int, 4> kPreMoveFaces = {1, 2, 4, 5};  // R F L B
constexpr int kPreMoveLength = 2;
// "Improve" has a budget of its own (typically 100 ms): there the 4,000 three-move starts are
// cheap to set up, and their extra phase-1 solutions at each length find shorter answers (mean
// 18.95 -> 18.90 natively with a 100 ms budget on the first 100 benchmark states).
constexpr int kImprovePreMoveLength = 3;

class DirectionSearch {
 public:
  DirectionSearch(const Direction& d, std::vector<Start> starts, const tables::TwoPhaseTables& t, SharedSearch& shared)
      : d_(d), t_(t), s_(shared), starts_(std::move(starts)) {
    // Every start has the same phase-1 coordinates (see kPreMoveFaces).
    const CubieCube& c = starts_.front().cube;
    tw_ = tables::twist(c), fl_ = tables::flip(c), slice_ = tables::slice_sorted(c) / kSlicePerms;
    pre_length_ = static_cast<int>(starts_.front().pre_moves.size());
  }

  int pre_length() const { return pre_length_; }
  int phase1_lower_bound() const { return phase1_bound(tw_, fl_, slice_); }

  // Every phase-1 sequence of exactly d1 moves; true to end the whole solve.
  bool search(int d1) { return phase1(tw_, fl_, slice_, 0, d1, -1); }

 private:
  int phase1_bound(int tw, int fl, int slice) const {
    const int bound = std::max(t_.twist_slice.at(tw, slice), t_.flip_slice.at(fl, slice));
    return has_twist_flip_ ? std::max(bound, t_.twist_flip.at(tw, fl)) : bound;
  }

  int phase2_bound(int cp, int ep, int sp) const {
    return std::max({t_.corner_slice.at(cp, sp), t_.edge_slice.at(ep, sp),
                     t_.edge_corners.at(ep, t_.u_corners_of_corner_perm[cp])});
  }

  // Only the phase-1 coordinates are followed here (small move tables, so the lookups stay in
  // cache); the phase-2 ones are replayed from the moves when a phase-1 sequence is complete.
  bool phase1(int tw, int fl, int slice, int depth, int togo, int last_face) {
    if (s_.out_of_budget()) return true;
    if (togo == 0) {
      // A phase-1 sequence ending in a phase-2 move has a shorter prefix that was tried already.
      if (depth > 0 && is_phase2_move(moves_[depth - 1])) return false;
      for (const Start& start : starts_)
        if (start_phase2(start, depth)) return true;
      return false;
    }
    if (togo == 1) return phase1_last_move(tw, fl, slice, depth, last_face);
    // The twist x flip bound of every child first, in a loop without branches: its 18 lookups do
    // not wait for each other (most children fail this strongest table, so one miss after another
    // was the search's main cost).
    std::array<uint16_t, kFaceTurns> ntw, nfl;
    std::array<uint8_t, kFaceTurns> twist_flip_bound{};
    const uint16_t* tw_next = &t_.twist.next[static_cast<std::size_t>(tw) * kFaceTurns];
    const uint16_t* fl_next = &t_.flip.next[static_cast<std::size_t>(fl) * kFaceTurns];
    for (int m = 0; m < kFaceTurns; ++m) ntw[m] = tw_next[m], nfl[m] = fl_next[m];
    if (has_twist_flip_)
      for (int m = 0; m < kFaceTurns; ++m)
        twist_flip_bound[m] = static_cast<uint8_t>(t_.twist_flip.at_class_sym(twist_classes_[ntw[m]], nfl[m]));
    for (int face = 0; face < kFaces; ++face) {
      if (!canonical_after(last_face, face)) continue;
      for (int m = face * 3; m < face * 3 + 3; ++m) {
        if (twist_flip_bound[m] >= togo) continue;
        const int nslice = t_.slice.apply(slice, m);
        if (t_.twist_slice.at_class_sym(twist_classes_[ntw[m]], nslice) >= togo) continue;
        if (t_.flip_slice.at(nfl[m], nslice) >= togo) continue;
        moves_[depth] = static_cast<uint8_t>(m);
        if (phase1(ntw[m], nfl[m], nslice, depth + 1, togo - 1, face)) return true;
      }
    }
    return false;
  }

  // The last phase-1 move must bring the cube into the phase-2 group: no table is needed to see
  // that, and it must not be a phase-2 move (the leaf would reject it, see above).
  bool phase1_last_move(int tw, int fl, int slice, int depth, int last_face) {
    for (int face = 0; face < kFaces; ++face) {
      if (!canonical_after(last_face, face)) continue;
      for (int m = face * 3; m < face * 3 + 3; ++m) {
        if (is_phase2_move(m) || t_.twist.apply(tw, m) != 0 || t_.flip.apply(fl, m) != 0) continue;
        if (t_.slice.apply(slice, m) != 0) continue;
        moves_[depth] = static_cast<uint8_t>(m);
        if (phase1(0, 0, 0, depth + 1, 0, face)) return true;
      }
    }
    return false;
  }

  // The U/D edge permutation after the first `depth1` moves (edges only: cheap).
  int ud_edge_perm_after(const Start& start, int depth1) const {
    CubieCube c;
    c.ep = start.cube.ep;
    for (int i = 0; i < depth1; ++i) {
      const CubieCube& m = move_cube(face_turn(moves_[i]));
      std::array<uint8_t, kEdges> ep{};
      for (int e = 0; e < kEdges; ++e) ep[e] = c.ep[m.ep[e]];
      c.ep = ep;
    }
    return tables::ud_edge_perm(c);
  }

  bool start_phase2(const Start& start, int depth1) {
    int room = s_.limit - depth1 - pre_length_;  // moves left for phase 2
    if (room > kMaxPhase2Length) {
      room = kMaxPhase2Length;
      s_.capped = true;
    }
    // A pre-moved answer could take one move more when phase 2 ends on the pre-move's face (the two
    // merge), but searching phase 2 one level deeper for it cost more than it found (the superflip
    // took 2.5 times the nodes), so the pre-move always counts.
    if (room < 0) return false;
    int cp = start.corner_perm, ss = start.slice_sorted;
    for (int i = 0; i < depth1; ++i)
      cp = t_.corner_perm.apply(cp, moves_[i]), ss = t_.slice_sorted.apply(ss, moves_[i]);
    const int sp = ss;  // < 24: the slice edges are in the slice after phase 1
    if (t_.corner_slice.at(cp, sp) > room) return false;
    const int ep = ud_edge_perm_after(start, depth1);
    const int last_face = depth1 > 0 ? moves_[depth1 - 1] / 3 : -1;
    const int bound = phase2_bound(cp, ep, sp);
    for (int d2 = bound; d2 <= room; ++d2) {
      if (!phase2(cp, ep, sp, depth1, d2, last_face)) continue;
      if (!record(start, depth1, depth1 + d2)) continue;
      return !s_.improve || s_.limit < depth1 + pre_length_;  // improving: go on with the lowered limit
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
      if (togo == 1 ? ncp != 0 || nsp != 0 : t_.corner_slice.at(ncp, nsp) >= togo) continue;
      const int nep = t_.ud_edge_perm.apply(ep, i);
      if (togo == 1 ? nep != 0 : t_.edge_slice.at(nep, nsp) >= togo) continue;
      // The third table (edges x U-corner places) cut the nodes of the 1000 benchmark solves from
      // 41,200 to 29,800 on average (median 20,200 -> 10,000) and the median time by about a third.
      if (togo > 1 && t_.edge_corners.at(nep, t_.u_corners_of_corner_perm[ncp]) >= togo) continue;
      moves_[depth] = static_cast<uint8_t>(m);
      if (phase2(ncp, nep, nsp, depth + 1, togo - 1, face)) return true;
    }
    return false;
  }

  // Records the answer of moves_[0, length) (phase 1 is the first phase1_length) with the start's
  // pre-move after it; false (nothing recorded) if it is not shorter than the best so far.
  bool record(const Start& start, int phase1_length, int length) {
    std::vector<uint8_t> p1(moves_.begin(), moves_.begin() + phase1_length);
    std::vector<uint8_t> p2(moves_.begin() + phase1_length, moves_.begin() + length);
    std::vector<uint8_t>& last = p2.empty() ? p1 : p2;
    last.insert(last.end(), start.pre_moves.begin(), start.pre_moves.end());
    // An inverted view's answer runs backwards: its phase 2 comes first on the original cube.
    const Alg first = simplify(d_.map_back(d_.inverted ? p2 : p1));
    const Alg second = simplify(d_.map_back(d_.inverted ? p1 : p2));
    const int total = htm(first) + htm(second);
    if (total > s_.limit) return false;
    s_.found = true;
    s_.limit = total - 1;
    s_.best_phase1 = first;
    s_.best_phase2 = second;
    return true;
  }

  const Direction& d_;
  const tables::TwoPhaseTables& t_;
  SharedSearch& s_;
  const bool has_twist_flip_ = !t_.twist_flip.nibbles.empty();
  const uint16_t* twist_classes_ = t_.twist_slice.a_classes.class_sym.data();
  std::vector<Start> starts_;  // one, or a pre-move face's two quarter turns
  int pre_length_ = 0;
  int tw_ = 0, fl_ = 0, slice_ = 0;
  std::array<uint8_t, kMaxDepth> moves_{};
};

// Every canonical sequence one move longer than one of `sequences`.
std::vector<std::vector<uint8_t>> extended_by_one(const std::vector<std::vector<uint8_t>>& sequences) {
  std::vector<std::vector<uint8_t>> longer;
  for (const std::vector<uint8_t>& s : sequences)
    for (uint8_t m = 0; m < kFaceTurns; ++m) {
      if (!canonical_after(s.empty() ? -1 : s.back() / 3, m / 3)) continue;
      longer.push_back(s);
      longer.back().push_back(m);
    }
  return longer;
}

// Phase-1 lengths (pre-move included) in increasing order, each tried in every direction, until
// the shared search ends.
void run_search(const std::vector<Direction>& directions, bool pre_moves, const tables::TwoPhaseTables& t,
                SharedSearch& shared) {
  std::vector<DirectionSearch> searches;
  for (const Direction& d : directions) searches.emplace_back(d, std::vector<Start>{make_start(d.cube, {})}, t, shared);
  if (pre_moves) {
    // Shorter pre-move sequences first. The first pre-move is a quarter turn of R F L B (both of
    // its turns share one search), the rest any canonical sequence.
    std::vector<std::vector<uint8_t>> tails = {{}};
    const int longest = shared.improve ? kImprovePreMoveLength : kPreMoveLength;
    for (int length = 1; length <= longest; ++length) {
      for (const Direction& d : directions)
        for (int face : kPreMoveFaces)
          for (const std::vector<uint8_t>& tail : tails) {
            if (!tail.empty() && !canonical_after(face, tail.front() / 3)) continue;
            std::vector<Start> starts;
            for (int turn : {0, 2}) {
              std::vector<uint8_t> pre = {static_cast<uint8_t>(face * 3 + turn)};
              pre.insert(pre.end(), tail.begin(), tail.end());
              starts.push_back(make_start(d.cube, pre));
            }
            searches.emplace_back(d, std::move(starts), t, shared);
          }
      tails = extended_by_one(tails);
    }
  }
  // Within one phase-1 length: one pre-move first, then none, then two. On the 1000 benchmark
  // states this visits 13% fewer nodes on average (11% fewer at p99) than none, one, two; the
  // other four orders did no better. Three pre-moves (improve only) come last.
  std::vector<DirectionSearch*> order;
  for (int pre_length : {1, 0, 2, 3})
    for (DirectionSearch& s : searches)
      if (s.pre_length() == pre_length) order.push_back(&s);
  for (int length1 = 0; length1 <= shared.limit && !shared.stopped; ++length1) {
    for (DirectionSearch* s : order) {
      const int d1 = length1 - s->pre_length();
      if (d1 < 0 || s->phase1_lower_bound() > d1) continue;
      if (s->search(d1)) return;
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
  // Short answers first, exhaustively (so optimal); then the bound the caller asked for. One view
  // is enough for an exhaustive pass (every solution splits into a phase-1 sequence and a phase-2
  // rest), and the other five would repeat its work.
  const bool improve = shared.improve;
  shared.improve = true;
  shared.limit = std::min(options.max_length, kShortPassLength);
  run_search({directions.front()}, false, tables, shared);
  if (!shared.found && !shared.stopped && options.max_length > kShortPassLength) {
    shared.improve = improve;
    shared.limit = options.max_length;
    run_search(directions, true, tables, shared);
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
  answer.length = htm(answer.phase1) + htm(answer.phase2);  // each phase is simplified
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
