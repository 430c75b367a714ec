#include "core/solvers/twophase/two_phase.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/model/orientation.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/twophase/two_phase_common.hpp"
#include "tables/coord.hpp"

namespace cubelab {

namespace {

using namespace two_phase_detail;
using tables::kPhase2FaceTurns;
using tables::kPhase2Moves;
using tables::kSlicePerms;
using tables::kSyms;
using tables::kUCornerPlaces;

constexpr int kMaxDepth = 40;  // longest answer the search can hold
// Totals up to this are first searched exhaustively (see ShortSearch), so that short scrambles get
// their optimal solution rather than the first one within max_length.
constexpr int kShortSearchLength = 10;
// Phase-2 searches longer than this are not tried: with projection pruning tables a deep phase-2
// search costs far more than trying other phase-1 sequences (which matters with loose bounds such
// as max_length 30). The search is then no longer exhaustive, and its errors say so.
constexpr int kMaxPhase2Length = 12;

// What a search starts from: a view's cube C, or the cube P * C for a short sequence of pre-moves P
// (P first), whose solution s' gives s' then P for C. Pre-moves multiply the phase-1 solutions of
// a given total length, so a phase 2 that fits is found sooner (min2phase's "pre-scramble"). They
// are tried only after the exhaustive short search, so short scrambles keep optimal answers.
struct Start {
  CubieCube cube;
  std::array<uint8_t, 3> pre_moves{};  // face turns in the view's frame, first first
  int pre_length = 0;                  // 0 to 3 (held inline: a solve sets up some 800 starts)
  int corner_perm = 0, slice_sorted = 0;

  std::span<const uint8_t> pre() const { return {pre_moves.data(), static_cast<std::size_t>(pre_length)}; }
};

// The start for pre-moves `first` then `tail`, given tail * C (shared by the starts of a tail).
Start make_start(const CubieCube& tail_cube, std::optional<uint8_t> first, std::span<const uint8_t> tail) {
  Start s;
  s.cube = first ? move_cube(face_turn(*first)) * tail_cube : tail_cube;
  if (first) s.pre_moves[s.pre_length++] = *first;
  for (uint8_t m : tail) s.pre_moves[s.pre_length++] = m;
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

// The whole-cube quarter turn about the U-D axis. It keeps the phase-2 group, so y^-1 * X * y is as
// far from it as X; but twist x flip of y^-1 * X * y is another bound (flip is measured against the
// F and B faces, which y moves to R and L), unlike the 180-degree turns and mirror the tables'
// symmetries already cover.
const CubieCube& quarter_y() {
  static const CubieCube y = move_cube(Move{MoveBase::y, 1});
  return y;
}

// turned_moves()[m]: the face turn y^-1 * m * y.
const std::array<uint8_t, kFaceTurns>& turned_moves() {
  static const std::array<uint8_t, kFaceTurns> turned = [] {
    std::array<uint8_t, kFaceTurns> moves{};
    for (int face = 0; face < kFaces; ++face) {
      const int to = face_of_quarter_turn(quarter_y().inverse() * move_cube(face_turn(face * 3)) * quarter_y());
      for (int turn = 0; turn < 3; ++turn) moves[face * 3 + turn] = static_cast<uint8_t>(to * 3 + turn);
    }
    return moves;
  }();
  return turned;
}

// One view's search from one start (or a pre-move face's two starts): what does not change while
// it runs. Workers run it for one phase-1 length at a time.
struct StartSearch {
  StartSearch(const Direction& d, const Start& a) : StartSearch(d, a, a, 1) {}
  StartSearch(const Direction& d, const Start& a, const Start& b, int count = 2)
      : direction(&d), starts_{a, b}, start_count_(count) {
    // Every start has the same phase-1 coordinates (see kPreMoveFaces).
    const CubieCube& c = a.cube;
    twist = tables::twist(c), flip = tables::flip(c), slice = tables::slice_sorted(c) / kSlicePerms;
    const CubieCube turned = quarter_y().inverse() * c * quarter_y();
    turned_twist = tables::twist(turned), turned_flip = tables::flip(turned);
    pre_length = a.pre_length;
  }

  std::span<const Start> starts() const { return {starts_.data(), static_cast<std::size_t>(start_count_)}; }

  const Direction* direction;
  int pre_length = 0;
  int twist = 0, flip = 0, slice = 0;
  int turned_twist = 0, turned_flip = 0;  // of y^-1 * cube * y (see Worker::phase1)

 private:
  std::array<Start, 2> starts_;  // one, or a pre-move face's two quarter turns
  int start_count_;
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

// The searches of the directions, with pre-moves of up to `pre_move_length` moves. The first
// pre-move is a quarter turn of R F L B (both of its turns share one search), the rest any
// canonical sequence. Stops early (the pass will not run) once `cancelled` is set.
std::deque<StartSearch> start_searches(std::span<const Direction> directions, int pre_move_length,
                                       const std::atomic<bool>& cancelled) {
  std::deque<StartSearch> searches;
  for (const Direction& d : directions) searches.emplace_back(d, make_start(d.cube, std::nullopt, {}));
  std::vector<std::vector<uint8_t>> tails = {{}};
  for (int length = 1; length <= pre_move_length; ++length) {
    for (const Direction& d : directions) {
      if (cancelled.load(std::memory_order_relaxed)) return searches;
      std::vector<CubieCube> tail_cubes;  // tail * C for each tail
      for (const std::vector<uint8_t>& tail : tails) {
        tail_cubes.push_back(d.cube);
        for (auto m = tail.rbegin(); m != tail.rend(); ++m)
          tail_cubes.back() = move_cube(face_turn(*m)) * tail_cubes.back();
      }
      for (int face : kPreMoveFaces)
        for (std::size_t i = 0; i < tails.size(); ++i) {
          if (!tails[i].empty() && !canonical_after(face, tails[i].front() / 3)) continue;
          const auto quarter_turn = [&](int turn) { return static_cast<uint8_t>(face * 3 + turn); };
          searches.emplace_back(d, make_start(tail_cubes[i], quarter_turn(0), tails[i]),
                                make_start(tail_cubes[i], quarter_turn(2), tails[i]));
        }
    }
    tails = extended_by_one(tails);
  }
  return searches;
}

// A piece of work: every phase-1 sequence of one length (pre-moves included) from one search.
struct Unit {
  int length1 = 0;
  const StartSearch* search = nullptr;
};

// One pass of the solve over its units, in order: a bound, the answer so far, and the units not
// yet taken. Threads take units in order; in first-answer mode the pass's answer is the one of the
// first unit (in that order) that has one, whichever thread finishes first, so any number of
// threads gives the answer one thread gives. (With "improve" the answer depends on timing anyway.)
// The first thread to run the pass sets up its searches (0.1-0.15 ms), while the calling thread
// runs the short search.
class Pass {
 public:
  Pass(bool improve_, int limit_, int improve_until_, std::span<const Direction> directions, int pre_move_length,
       const tables::TwoPhaseTables& t, const TwoPhasePruning& pruning_)
      : pruning(pruning_),
        improve(improve_),
        improve_until(improve_until_),
        limit(limit_),
        directions_(directions),
        pre_move_length_(pre_move_length),
        t_(t) {}

  const std::vector<Unit>& units() {
    std::call_once(once_, [this] { set_up(); });
    return units_;
  }

  const TwoPhasePruning pruning;
  const bool improve;
  const int improve_until;  // improving: an answer this short ends the pass
  std::atomic<int> limit;   // longest answer still wanted (lowered only when improving)
  std::atomic<std::size_t> next_unit{0};
  std::atomic<std::size_t> answer_unit{SIZE_MAX};  // first-answer mode: the earliest unit with an answer
  std::atomic<bool> cancelled{false};              // the answer is known elsewhere: stop
  std::atomic<bool> capped{false};                 // some phase-2 search was cut at kMaxPhase2Length

  std::mutex mutex;  // guards the answer
  bool found = false;
  Alg best_phase1, best_phase2;  // in the frame of the cube given to solve

 private:
  // Phase-1 lengths (pre-moves included) in increasing order, each in every search whose lower
  // bound allows it. Within one phase-1 length: one pre-move first, then none, then two. On the
  // 1000 benchmark states this visits 13% fewer nodes on average (11% fewer at p99) than none,
  // one, two; the other four orders did no better. Three pre-moves (improve only) come last.
  void set_up() {
    searches_ = start_searches(directions_, pre_move_length_, cancelled);
    std::vector<std::pair<const StartSearch*, int>> order;  // with its phase-1 lower bound
    for (int pre_length : {1, 0, 2, 3})
      for (const StartSearch& s : searches_)
        if (s.pre_length == pre_length)
          order.emplace_back(&s, tables::phase1_lower_bound(t_, s.twist, s.flip, s.slice));
    for (int length1 = 0; length1 <= limit.load(); ++length1)
      for (const auto& [search, bound] : order)
        if (length1 - search->pre_length >= bound) units_.push_back(Unit{length1, search});
  }

  const std::span<const Direction> directions_;
  const int pre_move_length_;
  const tables::TwoPhaseTables& t_;
  std::once_flag once_;
  std::deque<StartSearch> searches_;  // a deque: units point into it
  std::vector<Unit> units_;
};

// A phase-1 node: its coordinates, and twist and flip of y^-1 * node * y (not followed in the
// last two moves, where the coordinates alone say whether the node is on its way into the group).
struct Phase1Coords {
  int twist = 0, flip = 0, slice = 0, turned_twist = 0, turned_flip = 0;
};

// Runs a pass's units on one thread, taking them in order until the pass ends. Only the phase-1
// coordinates are followed along phase 1 (small move tables, so the lookups stay in cache); the
// phase-2 ones are replayed from the moves when a phase-1 sequence is complete.
class Worker {
 public:
  Worker(Pass& pass, Budget& budget, const tables::TwoPhaseTables& t) : pass_(pass), budget_(budget), t_(t) {
    // The cubes one phase-1 move from the phase-2 group: X * q is in it for a quarter turn q of
    // R F L or B exactly when X has the coordinates of q^-1 (those of any g * q^-1, g in the group,
    // whose coordinates are 0). q and q^-1 give the same ones (q^-1 = q * q2, q2 a phase-2 move).
    for (int face : kPreMoveFaces) {
      const int inverse = face * 3 + 2;
      into_group_[face] = {t.twist.apply(0, inverse), t.flip.apply(0, inverse), t.slice.apply(0, inverse)};
      faces_into_group_by_twist_[into_group_[face].twist] |= static_cast<uint8_t>(1u << face);
    }
  }

  void run() {
    const std::vector<Unit>& units = pass_.units();
    for (;;) {
      unit_ = pass_.next_unit.fetch_add(1);
      if (unit_ >= units.size() || stop_before_unit()) break;
      const Unit& unit = units[unit_];
      if (unit.length1 > pass_.limit.load()) break;  // improving: nothing shorter comes from here on
      search_ = unit.search;
      for (std::size_t i = 0; i < search_->starts().size(); ++i) {
        const Start& start = search_->starts()[i];
        replay_[i][0] = {start.corner_perm, start.slice_sorted, start.cube.ep};
      }
      replayed_ = 0;
      phase1({search_->twist, search_->flip, search_->slice, search_->turned_twist, search_->turned_flip}, 0,
             unit.length1 - search_->pre_length, -1);
    }
    budget_.spend(unspent_);
    unspent_ = 0;
  }

 private:
  bool stop_before_unit() const {
    return budget_.stopped.load(std::memory_order_relaxed) || pass_.cancelled.load(std::memory_order_relaxed) ||
           (!pass_.improve && unit_ > pass_.answer_unit.load());
  }

  // Counts a node; true when this unit's search should end: the budget has run out, or the pass
  // ended, or (first-answer mode) an earlier unit has an answer.
  bool out_of_budget() {
    if (++unspent_ < kNodeBatch) return halted_;
    budget_.spend(unspent_);
    unspent_ = 0;
    halted_ = stop_before_unit();
    return halted_;
  }

  // Corner perm and U/D edge perm as class * 8 + symmetry (see TwoPhaseTables::corner_class_moves).
  int phase2_bound(int corners, int edges, int sp) const {
    return std::max({t_.corner_slice.at_class_sym(corners, sp), t_.edge_slice.at_class_sym(edges, sp),
                     t_.edge_corners.entry(edge_corners_index(corners, edges))});
  }

  // The edge-corners entry: the U-corner places of corner class c's representative conjugated by
  // the corners' symmetry, then by the edges' (the two in one: symmetries compose by ^).
  std::size_t edge_corners_index(int corners, int edges) const {
    const int u_corners = t_.u_corners_of_corner_class[static_cast<std::size_t>(corners / kSyms)];
    return static_cast<std::size_t>(edges / kSyms) * kUCornerPlaces +
           t_.edge_corners.b_conj.apply(u_corners, (corners ^ edges) % kSyms);
  }

  // Every phase-1 sequence of `togo` more moves; true to end the unit.
  bool phase1(const Phase1Coords& at, int depth, int togo, int last_face) {
    const int tw = at.twist, fl = at.flip, slice = at.slice;
    if (out_of_budget()) return true;
    if (togo == 0) {
      // A phase-1 sequence ending in a phase-2 move has a shorter prefix that was tried already.
      if (depth > 0 && is_phase2_move(moves_[depth - 1])) return false;
      replay(depth);
      const std::span<const Start> starts = search_->starts();
      for (std::size_t i = 0; i < starts.size(); ++i)
        if (start_phase2(i, starts[i], depth)) return true;
      return false;
    }
    if (exact_last_moves_ && togo == 1) return phase1_last_move(tw, fl, slice, depth, last_face);
    if (exact_last_moves_ && togo == 2) return phase1_next_to_last(tw, fl, slice, depth, last_face);
    // The children are bits of a mask (those the last face allows), visited in move order. First
    // the twist x flip bound of each, in a loop without branches: its lookups do not wait for each
    // other (most children fail this strongest table, so one miss after another was the search's
    // main cost). Then the other two tables for the children left, also without branches: whether
    // a child passes is a coin toss the branch predictor loses (answers unchanged; on the 12
    // hardest of the 1000 benchmark states 1.3-1.45 times faster than a branch per child and
    // table, native and WASM, and 10-15% faster again for not looking up the excluded children).
    const uint16_t* tw_next = &t_.twist.next[static_cast<std::size_t>(tw) * kFaceTurns];
    const uint16_t* fl_next = &t_.flip.next[static_cast<std::size_t>(fl) * kFaceTurns];
    uint32_t alive = kCanonicalMoves[last_face + 1];
    if (has_twist_flip_)
      for (uint32_t bits = alive; bits; bits &= bits - 1) {
        const int m = std::countr_zero(bits);
        const int bound = t_.twist_flip.at_class_sym(twist_classes_[tw_next[m]], fl_next[m]);
        alive &= ~(static_cast<uint32_t>(bound >= togo) << m);
      }
    uint32_t pass = 0;
    for (uint32_t bits = alive; bits; bits &= bits - 1) {
      const int m = std::countr_zero(bits);
      const int ntw = tw_next[m], nfl = fl_next[m], nslice = t_.slice.apply(slice, m);
      // & of ints, not && of bools: both lookups are made, without a branch between them.
      const int fits = static_cast<int>(t_.twist_slice.at_class_sym(twist_classes_[ntw], nslice) < togo) &
                       static_cast<int>(t_.flip_slice.at(nfl, nslice) < togo);
      pass |= static_cast<uint32_t>(fits) << m;
    }
    if (phase1_distance_)
      for (uint32_t bits = pass; bits; bits &= bits - 1) {
        const int m = std::countr_zero(bits);
        const int exact = phase1_distance_->distance(fl_next[m], t_.slice.apply(slice, m), tw_next[m]);
        pass &= ~(static_cast<uint32_t>(exact >= togo) << m);
      }
    while (pass) {
      const int m = std::countr_zero(pass);
      pass &= pass - 1;
      const Phase1Coords next = {tw_next[m], fl_next[m], t_.slice.apply(slice, m),
                                 t_.twist.apply(at.turned_twist, turned_move_[m]),
                                 t_.flip.apply(at.turned_flip, turned_move_[m])};
      // Twist x flip of the cube turned about the U-D axis (see quarter_y), last: a third fewer
      // nodes on the 1000 benchmark states, the same answers.
      if (turned_twist_flip_ && t_.twist_flip.at_class_sym(twist_classes_[next.turned_twist], next.turned_flip) >= togo)
        continue;
      set_move(depth, m);
      if (phase1(next, depth + 1, togo - 1, m / 3)) return true;
    }
    return false;
  }

  // Faces R F L B (bit per face) whose quarter turns take a cube with these coordinates into the
  // phase-2 group and may follow a turn of `last_face`.
  uint32_t faces_into_group(int tw, int fl, int slice, int last_face) const {
    uint32_t faces = faces_into_group_by_twist_[tw] & kCanonicalFaces[last_face + 1];
    for (uint32_t bits = faces; bits; bits &= bits - 1) {
      const int face = std::countr_zero(bits);
      if (into_group_[face].flip != fl || into_group_[face].slice != slice) faces &= ~(1u << face);
    }
    return faces;
  }

  // Two moves to go: the child must be one quarter turn from the phase-2 group, which its
  // coordinates say exactly (the tables' bound of 1 let through many that are not; on the 1000
  // benchmark states this level and the last were a quarter of the solve's time).
  bool phase1_next_to_last(int tw, int fl, int slice, int depth, int last_face) {
    const uint16_t* tw_next = &t_.twist.next[static_cast<std::size_t>(tw) * kFaceTurns];
    for (uint32_t bits = kCanonicalMoves[last_face + 1]; bits; bits &= bits - 1) {
      const int m = std::countr_zero(bits), ntw = tw_next[m];
      if ((faces_into_group_by_twist_[ntw] & kCanonicalFaces[m / 3 + 1]) == 0) continue;
      const int nfl = t_.flip.apply(fl, m), nslice = t_.slice.apply(slice, m);
      if (faces_into_group(ntw, nfl, nslice, m / 3) == 0) continue;
      set_move(depth, m);
      if (phase1({ntw, nfl, nslice}, depth + 1, 1, m / 3)) return true;
    }
    return false;
  }

  // The last phase-1 move must bring the cube into the phase-2 group, and must not be a phase-2
  // move (the leaf would reject it, see above): a quarter turn of R F L or B (both of a face, in
  // move order, as they give different phase-2 cubes).
  bool phase1_last_move(int tw, int fl, int slice, int depth, int last_face) {
    for (uint32_t faces = faces_into_group(tw, fl, slice, last_face); faces; faces &= faces - 1) {
      const int face = std::countr_zero(faces);
      for (int m : {face * 3, face * 3 + 2}) {
        set_move(depth, m);
        if (phase1({}, depth + 1, 0, face)) return true;
      }
    }
    return false;
  }

  // Phase 1's move at `depth`: the phase-2 coordinates replayed past it are stale.
  void set_move(int depth, int m) {
    moves_[depth] = static_cast<uint8_t>(m);
    replayed_ = std::min(replayed_, depth);
  }

  // Brings the phase-2 replay of every start up to the first `depth1` moves. Consecutive phase-1
  // sequences share most of their moves, so only those after the first changed one are replayed
  // (as min2phase keeps its cubes per depth): the corner-perm move table is too large for cache.
  void replay(int depth1) {
    for (std::size_t s = 0; s < search_->starts().size(); ++s)
      for (auto i = static_cast<std::size_t>(replayed_); i < static_cast<std::size_t>(depth1); ++i) {
        const Replayed& r = replay_[s][i];
        Replayed& next = replay_[s][i + 1];
        next.corner_perm = t_.corner_perm.apply(r.corner_perm, moves_[i]);
        next.slice_sorted = t_.slice_sorted.apply(r.slice_sorted, moves_[i]);
        const CubieCube& m = move_cube(face_turn(moves_[i]));
        for (int e = 0; e < kEdges; ++e) next.ep[e] = r.ep[m.ep[e]];
      }
    replayed_ = depth1;
  }

  bool start_phase2(std::size_t start_index, const Start& start, int depth1) {
    const int pre_length = search_->pre_length;
    int room = pass_.limit.load(std::memory_order_relaxed) - depth1 - pre_length;  // moves left for phase 2
    if (room > kMaxPhase2Length) {
      room = kMaxPhase2Length;
      pass_.capped.store(true, std::memory_order_relaxed);
    }
    // A pre-moved answer could take one move more when phase 2 ends on the pre-move's face (the two
    // merge), but searching phase 2 one level deeper for it cost more than it found (the superflip
    // took 2.5 times the nodes), so the pre-move always counts.
    if (room < 0) return false;
    const Replayed& r = replay_[start_index][static_cast<std::size_t>(depth1)];
    const int cp = t_.corner_slice.a_classes.class_sym[r.corner_perm];
    const int sp = r.slice_sorted;  // < 24: the slice edges are in the slice after phase 1
    if (t_.corner_slice.at_class_sym(cp, sp) > room) return false;
    CubieCube edges;
    edges.ep = r.ep;
    const int ep = edge_classes_[tables::ud_edge_perm(edges)];
    const int last_face = depth1 > 0 ? moves_[depth1 - 1] / 3 : -1;
    const int bound = phase2_bound(cp, ep, sp);
    // Most phase-2 searches find nothing. One search for any answer within `room` says so at the
    // cost of its last iteration alone; only when it finds one do the iterations from `bound` up
    // run, for the shortest (the same answer as before; phase-2 time down by about a fifth).
    if (bound < room && !phase2<true>(cp, ep, sp, depth1, room, last_face)) return halted_;
    for (int d2 = bound; d2 <= room; ++d2) {
      if (!phase2<false>(cp, ep, sp, depth1, d2, last_face)) continue;
      if (!record(start, depth1, depth1 + d2)) continue;
      // Improving: go on with the lowered limit while this length can still beat it.
      return !pass_.improve || pass_.limit.load() < depth1 + pre_length;
    }
    return halted_;
  }

  // Phase-2 sequences of exactly `togo` moves to solved, or of at most `togo` (or_shorter).
  // `cp` and `ep` are class * 8 + symmetry: value 0 is alone in class 0, so solved is class 0.
  template <bool or_shorter>
  bool phase2(int cp, int ep, int sp, int depth, int togo, int last_face) {
    if (togo == 0 || or_shorter) {
      const bool solved = cp < kSyms && ep < kSyms && sp == 0;
      if (togo == 0 || solved) return solved;
    }
    if (out_of_budget()) return false;
    // X = conj(rep, s) gives X * m = conj(rep * conj(m, s), s): the class table's entry for the
    // conjugated move, its symmetry composed with s.
    const auto& corner_moves = move_conj_[cp % kSyms];
    const auto& edge_moves = move_conj_[ep % kSyms];
    const uint16_t* corner_row = &t_.corner_class_moves[static_cast<std::size_t>(cp / kSyms) * kPhase2Moves];
    const uint16_t* edge_row = &t_.edge_class_moves[static_cast<std::size_t>(ep / kSyms) * kPhase2Moves];
    for (int i = 0; i < kPhase2Moves; ++i) {
      const int m = kPhase2FaceTurns[i], face = m / 3;
      if (!canonical_after(last_face, face)) continue;
      const int ncp = corner_row[corner_moves[i]] ^ (cp % kSyms), nsp = t_.slice_perm.apply(sp, i);
      if (togo == 1 ? ncp >= kSyms || nsp != 0 : t_.corner_slice.at_class_sym(ncp, nsp) >= togo) continue;
      const int nep = edge_row[edge_moves[i]] ^ (ep % kSyms);
      if (togo == 1) {
        if (nep >= kSyms) continue;
      } else {
        // The third table (edges x U-corner places) cut the nodes of the 1000 benchmark solves
        // from 41,200 to 29,800 on average (median 20,200 -> 10,000) and the median time by a third.
        if (t_.edge_slice.at_class_sym(nep, nsp) >= togo || t_.edge_corners.entry(edge_corners_index(ncp, nep)) >= togo)
          continue;
      }
      moves_[depth] = static_cast<uint8_t>(m);
      if (phase2<or_shorter>(ncp, nep, nsp, depth + 1, togo - 1, face)) return true;
    }
    return false;
  }

  // Records the answer of moves_[0, length) (phase 1 is the first phase1_length) with the start's
  // pre-move after it; false (nothing recorded) if it does not beat the pass's answer so far.
  bool record(const Start& start, int phase1_length, int length) {
    std::vector<uint8_t> p1(moves_.begin(), moves_.begin() + phase1_length);
    std::vector<uint8_t> p2(moves_.begin() + phase1_length, moves_.begin() + length);
    std::vector<uint8_t>& last = p2.empty() ? p1 : p2;
    last.insert(last.end(), start.pre().begin(), start.pre().end());
    // An inverted view's answer runs backwards: its phase 2 comes first on the original cube.
    const Direction& d = *search_->direction;
    const Alg first = simplify(d.map_back(d.inverted ? p2 : p1));
    const Alg second = simplify(d.map_back(d.inverted ? p1 : p2));
    const int total = htm(first) + htm(second);
    std::lock_guard lock(pass_.mutex);
    if (total > pass_.limit.load()) return false;
    if (pass_.improve) {
      pass_.limit.store(total - 1);
      if (total <= pass_.improve_until) pass_.cancelled = true;  // short enough: stop every thread
    } else {
      if (unit_ >= pass_.answer_unit.load()) return false;  // an earlier unit has the answer
      pass_.answer_unit.store(unit_);
    }
    pass_.found = true;
    pass_.best_phase1 = first;
    pass_.best_phase2 = second;
    return true;
  }

  // A start's phase-2 coordinates after the first i phase-1 moves (replay_[start][i]).
  struct Replayed {
    int corner_perm = 0, slice_sorted = 0;
    std::array<uint8_t, kEdges> ep{};
  };
  struct Coords {
    int twist = 0, flip = 0, slice = 0;
  };

  Pass& pass_;
  Budget& budget_;
  const tables::TwoPhaseTables& t_;
  std::array<Coords, kFaces> into_group_{};                           // per face R F L B: see the constructor
  std::array<uint8_t, tables::kTwists> faces_into_group_by_twist_{};  // bit per face of into_group_
  std::array<std::array<Replayed, kMaxDepth + 1>, 2> replay_{};
  int replayed_ = 0;  // replay_[*][0 .. replayed_] follow moves_
  const bool has_twist_flip_ = !t_.twist_flip.nibbles.empty();
  const bool turned_twist_flip_ = has_twist_flip_ && pass_.pruning.turned_twist_flip;
  const bool exact_last_moves_ = pass_.pruning.exact_last_moves;
  const tables::OptimalTable* phase1_distance_ = pass_.pruning.phase1_distance;
  const uint16_t* twist_classes_ = t_.twist_slice.a_classes.class_sym.data();
  const uint16_t* edge_classes_ = t_.edge_slice.a_classes.class_sym.data();  // of the U/D edge perm
  const std::array<std::array<uint8_t, kPhase2Moves>, tables::kSyms>& move_conj_ = tables::phase2_move_conj();
  const uint8_t* turned_move_ = turned_moves().data();
  const StartSearch* search_ = nullptr;
  std::size_t unit_ = 0;
  uint64_t unspent_ = 0;  // nodes not yet reported to the budget
  bool halted_ = false;
  std::array<uint8_t, kMaxDepth> moves_{};
};

// Short answers (at most kShortSearchLength moves), shortest first: IDA* on the whole cube, its
// bound the largest phase-1 distance of the cube seen along each of the three axes (a solution is
// a sequence into each axis's phase-2 group, so each is a lower bound). Pruning in three axes at
// once beats the two-phase search in the one best view for this: on the first 300 benchmark states
// proving that no answer of 10 moves exists visits about 950 nodes instead of about 3,000, in 0.14
// instead of 0.21 ms (native), and any answer it finds is optimal.
class ShortSearch {
 public:
  ShortSearch(const CubieCube& cube, Budget& budget, const tables::TwoPhaseTables& t,
              const tables::OptimalTable* phase1_distance)
      : cube_(cube), budget_(budget), t_(t), phase1_distance_(phase1_distance) {
    const std::array<CubieCube, kAxes> rotations = {CubieCube{}, move_cube(Move{MoveBase::z, 1}),
                                                    move_cube(Move{MoveBase::x, 1})};
    for (int a = 0; a < kAxes; ++a) {
      const Direction d = make_direction(cube, rotations[a], false);
      for (int m = 0; m < kFaceTurns; ++m) in_axis_[a][d.to_original[m]] = static_cast<uint8_t>(m);
      root_[a] = {tables::twist(d.cube), tables::flip(d.cube), tables::slice_sorted(d.cube) / kSlicePerms};
    }
  }

  // The shortest answer of at most `limit` moves, if there is one (and the budget lasts).
  std::optional<Alg> run(int limit) {
    std::optional<Alg> answer;
    for (int length = 0; length <= limit && !answer && !halted_; ++length)
      if (search(root_, 0, length, -1)) {
        answer.emplace();
        for (int i = 0; i < length; ++i) answer->push_back(face_turn(moves_[i]));
      }
    budget_.spend(unspent_);
    return answer;
  }

 private:
  static constexpr int kAxes = 3;
  struct Coords {
    int twist, flip, slice;
  };
  using Axes = std::array<Coords, kAxes>;

  bool search(const Axes& axes, int depth, int togo, int last_face) {
    if (out_of_budget()) return false;
    if (togo == 0) {
      CubieCube c = cube_;
      for (int i = 0; i < depth; ++i) c = c * move_cube(face_turn(moves_[i]));
      return c.is_solved();
    }
    uint32_t alive = kCanonicalMoves[last_face + 1];
    std::array<Axes, kFaceTurns> next;
    // As in Worker::phase1: the strongest table first, then the others, each without branches.
    for (int a = 0; a < kAxes; ++a) {
      for (uint32_t bits = alive; bits; bits &= bits - 1) {
        const int m = std::countr_zero(bits), m_in_axis = in_axis_[a][m];
        Coords& c = next[m][a];
        c.twist = t_.twist.apply(axes[a].twist, m_in_axis);
        c.flip = t_.flip.apply(axes[a].flip, m_in_axis);
        if (has_twist_flip_) alive &= ~(static_cast<uint32_t>(t_.twist_flip.at(c.twist, c.flip) >= togo) << m);
      }
      for (uint32_t bits = alive; bits; bits &= bits - 1) {
        const int m = std::countr_zero(bits);
        Coords& c = next[m][a];
        c.slice = t_.slice.apply(axes[a].slice, in_axis_[a][m]);
        const int fits = static_cast<int>(t_.twist_slice.at(c.twist, c.slice) < togo) &
                         static_cast<int>(t_.flip_slice.at(c.flip, c.slice) < togo);
        alive &= ~(static_cast<uint32_t>(!fits) << m);
      }
      if (phase1_distance_)
        for (uint32_t bits = alive; bits; bits &= bits - 1) {
          const int m = std::countr_zero(bits);
          const Coords& c = next[m][a];
          alive &= ~(static_cast<uint32_t>(phase1_distance_->distance(c.flip, c.slice, c.twist) >= togo) << m);
        }
    }
    while (alive) {
      const int m = std::countr_zero(alive);
      alive &= alive - 1;
      moves_[depth] = static_cast<uint8_t>(m);
      if (search(next[m], depth + 1, togo - 1, m / 3)) return true;
    }
    return false;
  }

  bool out_of_budget() {
    if (++unspent_ < kNodeBatch) return halted_;
    halted_ = budget_.spend(unspent_);
    unspent_ = 0;
    return halted_;
  }

  const CubieCube cube_;
  Budget& budget_;
  const tables::TwoPhaseTables& t_;
  const tables::OptimalTable* phase1_distance_;  // may be null
  const bool has_twist_flip_ = !t_.twist_flip.nibbles.empty();
  std::array<std::array<uint8_t, kFaceTurns>, kAxes> in_axis_{};  // face turn -> the axis view's
  Axes root_{};
  uint64_t unspent_ = 0;
  bool halted_ = false;
  std::array<uint8_t, kMaxDepth> moves_{};
};

}  // namespace

Result<TwoPhaseAnswer> solve_two_phase(const CubieCube& cube, const SolveOptions& options,
                                       const tables::TwoPhaseTables& tables, const TwoPhasePruning& pruning) {
  if (options.max_length < 0 || options.max_length > kMaxDepth - 1)
    return Error{"max_length must be between 0 and " + std::to_string(kMaxDepth - 1), 0};
  if (options.threads < 1 || options.threads > kMaxSolveThreads)
    return Error{"threads must be between 1 and " + std::to_string(kMaxSolveThreads), 0};
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  const auto start = Clock::now();
  const CubieCube home = recolour_to_home(cube);
  const std::vector<Direction> directions = directions_of(home);
  Budget budget(options);
  // Short answers first, exhaustively (so optimal), then the bound the caller asked for, in every
  // view with pre-moves.
  const int short_limit = std::min(options.max_length, kShortSearchLength);
  const bool main_needed = options.max_length > kShortSearchLength || !options.short_search;
  const int pre_move_length = options.improve ? kImprovePreMoveLength : kPreMoveLength;
  Pass main_pass(options.improve, options.max_length, options.improve_until, directions, pre_move_length, tables,
                 pruning);
  // The first thread runs the short search, then joins the others on the main pass unless it found
  // an answer (which no longer one could beat); the others start on the main pass.
  std::atomic<bool> short_search_taken{false};
  std::optional<Alg> short_answer;
  const std::function<void()> job = [&] {
    if (options.short_search && !short_search_taken.exchange(true)) {
      short_answer = ShortSearch(home, budget, tables, pruning.phase1_distance).run(short_limit);
      if (short_answer) {
        main_pass.cancelled = true;
        return;
      }
    }
    if (main_needed) Worker(main_pass, budget, tables).run();
  };
  options.run_on_threads(job);
  TwoPhaseAnswer answer;
  answer.nodes = budget.nodes.load();
  answer.ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  if (short_answer) {
    std::tie(answer.phase1, answer.phase2) = split_at_phase2(*short_answer);
    answer.optimal = true;
  } else if (main_pass.found) {
    answer.phase1 = main_pass.best_phase1;
    answer.phase2 = main_pass.best_phase2;
  } else {
    const std::string bound = "no solution of at most " + std::to_string(options.max_length) + " moves";
    if (budget.stopped) return Error{bound + " found before the search budget ran out", 0, ErrorKind::budget};
    if (main_pass.capped) return Error{bound + " found", 0};
    return Error{bound + " exists", 0};
  }
  answer.length = htm(answer.phase1) + htm(answer.phase2);  // each phase is simplified
  return answer;
}

const tables::TwoPhaseTables& two_phase_tables(tables::TableCache& cache) {
  return cache.two_phase.get([&] { return tables::build_two_phase_tables(cache.progress); });
}

}  // namespace cubelab
