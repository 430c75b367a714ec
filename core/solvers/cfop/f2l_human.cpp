#include "core/solvers/cfop/f2l_human.hpp"

#include <array>
#include <optional>

#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/last_layer.hpp"
#include "core/solvers/cfop/recognise.hpp"
#include "core/solvers/common/predicates.hpp"
#include "tables/cache.hpp"
#include "tables/cross.hpp"

namespace cubelab {

namespace {

// Short ways to lift a pair's pieces out of a slot into the U layer without touching the cross or
// the other slots (written for FR; moved to other slots like the case algorithms).
constexpr const char* kExtractions[] = {"R U R'", "R U' R'", "R U2 R'", "F' U F", "F' U' F", "F' U2 F"};
constexpr int kExtractionCount = 6;
// A piece stuck in another slot needs one extraction; two pieces in two other slots need two.
constexpr int kMaxExtractions = 2;
// A pair's two pieces as one key: corner state * 24 + edge state (0 <= key < 576).
constexpr int kPairKeys = 576;
// Plans longer than a basic insert also try a set-up through another unsolved slot first (the
// "empty slot" trick): it turns the U layer's pieces into a cheaper case often enough to pay.
constexpr int kFreeSlotWorthAbove = 4;

// Where the eight F2L pieces are: corner DFR+p and edge FR+p for each pair p, as piece states
// (corner slot * 3 + twist, edge slot * 2 + flip). Case algorithms keep the cross, so these are
// all the search needs to follow.
struct PairPieces {
  std::array<uint8_t, kPairs> corner{};
  std::array<uint8_t, kPairs> edge{};

  static PairPieces of(const CubieCube& c) {
    PairPieces p;
    for (int k = 0; k < kPairs; ++k) {
      p.corner[k] = tables::corner_state(c, pair_corner(k));
      p.edge[k] = tables::edge_state(c, pair_edge(k));
    }
    return p;
  }
  bool solved(int k) const {
    return corner[k] == tables::home_corner_state(pair_corner(k)) && edge[k] == tables::home_edge_state(pair_edge(k));
  }
  int key(int k) const { return corner[k] * 24 + edge[k]; }
  bool operator==(const PairPieces&) const = default;
  PairPieces after(const Alg& alg) const {
    const tables::PieceMoveTable& cm = tables::corner_moves();
    const tables::PieceMoveTable& em = tables::edge_moves();
    PairPieces p = *this;
    for (const Move& m : alg) {
      const int t = face_turn_index(m);
      for (int k = 0; k < kPairs; ++k) p.corner[k] = cm[p.corner[k]][t], p.edge[k] = em[p.edge[k]][t];
    }
    return p;
  }
};

// What an algorithm does to any one F2L piece: its piece state before -> after (corners and edges
// both have 24 states). Applying a map costs 8 lookups however long the algorithm is.
struct PieceMap {
  std::array<uint8_t, 24> corner{};
  std::array<uint8_t, 24> edge{};

  static PieceMap of(const Alg& alg) {
    PieceMap m;
    for (uint8_t s = 0; s < 24; ++s) m.corner[s] = m.edge[s] = s;
    const tables::PieceMoveTable& cm = tables::corner_moves();
    const tables::PieceMoveTable& em = tables::edge_moves();
    for (const Move& move : alg)
      for (int s = 0; s < 24; ++s) {
        m.corner[s] = cm[m.corner[s]][face_turn_index(move)];
        m.edge[s] = em[m.edge[s]][face_turn_index(move)];
      }
    return m;
  }
  PairPieces operator()(const PairPieces& p) const {
    PairPieces out;
    for (int k = 0; k < kPairs; ++k) out.corner[k] = corner[p.corner[k]], out.edge[k] = edge[p.edge[k]];
    return out;
  }
};

// HTM of algorithms played one after another, merged as simplify merges them (turns of one face
// that meet, also across a turn of the opposite face: R L R' -> L), without allocating.
class MergedLength {
 public:
  void add(const Alg& alg) {
    for (const Move& m : alg) push(m);
  }
  int length() const { return size_; }

 private:
  void push(Move m) {
    int at = -1;
    if (size_ > 0 && stack_[size_ - 1].base == m.base) at = size_ - 1;
    if (at < 0 && size_ > 1 && axis_of(stack_[size_ - 1].base) == axis_of(m.base) && stack_[size_ - 2].base == m.base)
      at = size_ - 2;
    if (at < 0) {
      if (size_ < static_cast<int>(stack_.size())) stack_[size_++] = m;
      return;
    }
    const int turns = (stack_[at].turns + m.turns) % 4;
    if (turns != 0) {
      stack_[at].turns = static_cast<uint8_t>(turns);
      return;
    }
    for (int k = at; k + 1 < size_; ++k) stack_[k] = stack_[k + 1];
    --size_;
  }

  std::array<Move, 64> stack_{};
  int size_ = 0;
};

struct Lift {
  Alg moves;
  PieceMap map;
  int length = 0;
};

struct CasePlan {
  Alg moves;  // AUF + case algorithm for this slot, fixed-frame face turns
  PieceMap map;
  int case_index = -1;  // 0..40; -1: no case (pieces not in the U layer and this slot)
  int length = 0;
};

// Everything needed to solve one slot with the FR algorithms: the whole cube turned by y^k brings
// the slot to FR, so each case plan is the FR plan turned back, looked up by this pair's key.
// One way to solve a pair's case, with where it takes every piece (the whole cube's pieces, not
// only the pairs': the last pair is chosen by what it leaves in the last layer).
struct LastPairWay {
  Alg moves;
  CubieCube effect;
  int case_index = -1;
  int length = 0;
};

struct SlotPlans {
  std::array<CasePlan, kPairKeys> by_key;
  std::array<std::vector<LastPairWay>, kPairKeys> last_pair_ways;  // every distinct way to solve each key
  std::array<Lift, kExtractionCount> extractions;
};

int slot_moved_by(const Alg& alg) {
  const CubieCube c = state_of(alg);
  for (int p = 0; p < kPairs; ++p)
    if (!pair_solved(c, p)) return p;
  return -1;
}

// The key of pair `slot` in the fixed frame when the turned cube's FR pair has key `fr_key`: the
// two pieces are placed alone in a cube, which is turned back (X = Y C Y^-1).
int fixed_frame_key(int fr_key, int slot, const CubieCube& turn) {
  const int corner = fr_key / 24, edge = fr_key % 24;
  CubieCube c;
  std::swap(c.cp[corner / 3], c.cp[DFR]);
  c.co[corner / 3] = static_cast<uint8_t>(corner % 3);
  std::swap(c.ep[edge / 2], c.ep[FR]);
  c.eo[edge / 2] = static_cast<uint8_t>(edge % 2);
  const CubieCube fixed = turn * c * turn.inverse();
  return tables::corner_state(fixed, pair_corner(slot)) * 24 + tables::edge_state(fixed, pair_edge(slot));
}

// The plans of all four slots, kept in the cache (a type of its own for the cache's shelf).
struct SlotPlanSet {
  std::array<SlotPlans, kPairs> slots;
  const SlotPlans& operator[](int slot) const { return slots[slot]; }
};

SlotPlanSet make_slot_plans(const RecognitionTable& table) {
  SlotPlanSet set;
  std::array<SlotPlans, kPairs>& slots = set.slots;
  const Alg probe = parse_alg(kExtractions[0]).value();
  for (int k = 0; k < 4; ++k) {
    const int slot = slot_moved_by(rotate_about_y(probe, k));
    const CubieCube turn = k == 0 ? CubieCube{} : state_of(Alg{Move{MoveBase::y, static_cast<uint8_t>(k)}});
    SlotPlans& s = slots[slot];
    for (int fr_key = 0; fr_key < kPairKeys; ++fr_key) {
      if (!f2l_in_domain(fr_key) || table.index[fr_key] < 0) continue;
      const CaseMatch& match = table.matches[table.index[fr_key]];
      const Alg moves = rotate_about_y(match.moves, k);
      const int key = fixed_frame_key(fr_key, slot, turn);
      s.by_key[key] = CasePlan{moves, PieceMap::of(moves), match.case_index, htm(moves)};
      for (const CaseMatch& choice : table.choices_by_key[fr_key]) {
        if (choice.case_index < 0) continue;
        const Alg turned = rotate_about_y(choice.moves, k);
        s.last_pair_ways[key].push_back(LastPairWay{turned, state_of(turned), choice.case_index, htm(turned)});
      }
    }
    for (int e = 0; e < kExtractionCount; ++e) {
      const Alg lift = rotate_about_y(parse_alg(kExtractions[e]).value(), k);
      s.extractions[e] = Lift{lift, PieceMap::of(lift), htm(lift)};
    }
  }
  return set;
}

// A way to solve one pair: up to two extractions, then the case plan.
struct PairPlan {
  int slot = -1;
  std::array<const Lift*, kMaxExtractions> lifts{};
  const CasePlan* plan = nullptr;
  int length = 0;

  Alg moves() const {
    Alg all;
    for (const Lift* lift : lifts)
      if (lift) all = concat(all, lift->moves);
    return simplify(concat(all, plan->moves));
  }
  // The length of moves(), without building it.
  int joined_length() const {
    MergedLength merged;
    for (const Lift* lift : lifts)
      if (lift) merged.add(lift->moves);
    merged.add(plan->moves);
    return merged.length();
  }
};

PairPieces after_plan(const PairPieces& p, const PairPlan& plan) {
  PairPieces out = p;
  for (const Lift* lift : plan.lifts)
    if (lift) out = lift->map(out);
  return plan.plan->map(out);
}

// The other slot (0..3) that holds a piece of pair `slot`, or -1.
int foreign_slot_holding(const PairPieces& p, int slot) {
  const int corner_slot = p.corner[slot] / 3, edge_slot = p.edge[slot] / 2;
  for (int k = 0; k < kPairs; ++k)
    if (k != slot && (corner_slot == pair_corner(k) || edge_slot == pair_edge(k))) return k;
  return -1;
}

bool in_own_slot(const PairPieces& p, int slot) {
  return p.corner[slot] / 3 == pair_corner(slot) || p.edge[slot] / 2 == pair_edge(slot);
}

// The shortest plan for one pair from the pieces `p`, with at most `lifts_left` extractions.
std::optional<PairPlan> plan_pair(const SlotPlanSet& plans, const PairPieces& p, int slot, int lifts_left) {
  const CasePlan& direct = plans[slot].by_key[p.key(slot)];
  std::optional<PairPlan> best;
  if (direct.case_index >= 0) best = PairPlan{slot, {}, &direct, direct.length};
  if (lifts_left == 0) return best;
  // Which slots to lift from: the other slot holding a piece (a must); otherwise, when the case
  // is more than a basic insert, this slot (a piece in it, but wrong) and every other unsolved
  // slot (a possible shortcut).
  std::array<int, kPairs> from{};
  int count = 0;
  if (const int stuck = foreign_slot_holding(p, slot); stuck >= 0) {
    from[count++] = stuck;
  } else if (direct.length > kFreeSlotWorthAbove) {
    for (int k = 0; k < kPairs; ++k)
      if (k == slot ? in_own_slot(p, slot) : !p.solved(k)) from[count++] = k;
  }
  for (int f = 0; f < count; ++f)
    for (const Lift& lift : plans[from[f]].extractions) {
      auto rest = plan_pair(plans, lift.map(p), slot, lifts_left - 1);
      if (!rest) continue;
      // Extractions come first: shift the later ones along.
      for (int i = kMaxExtractions - 1; i > 0; --i) rest->lifts[i] = rest->lifts[i - 1];
      rest->lifts[0] = &lift;
      rest->length = rest->joined_length();
      if (!best || rest->length < best->length) best = rest;
    }
  return best;
}

// A pair's best plan depends only on where its own two pieces are and on which other slots are
// unsolved (free for set-ups), so all of them are worked out once: 4 slots x 8 sets of unsolved
// slots x 384 keys (edge anywhere but the cross), about 50 ms at first use (native). The plans
// point into `slot_plans`, which must outlive the table (both live in the cache).
class PlanTable {
 public:
  explicit PlanTable(const SlotPlanSet& slot_plans) : plans_(kPairs * 16 * kPairKeys) {
    for (int slot = 0; slot < kPairs; ++slot)
      for (int mask = 0; mask < 16; ++mask) {
        if (!(mask >> slot & 1)) continue;
        for (int key = 0; key < kPairKeys; ++key) {
          const int edge_slot = key % 24 / 2;
          if (edge_slot >= DR && edge_slot <= DB) continue;  // a cross edge's place: unreachable
          plans_[index(slot, mask, key)] = plan_pair(slot_plans, stand_in(slot, mask, key), slot, kMaxExtractions);
        }
      }
  }
  const std::optional<PairPlan>& find(const PairPieces& p, int slot) const {
    int mask = 0;
    for (int k = 0; k < kPairs; ++k) mask |= (p.solved(k) ? 0 : 1) << k;
    return plans_[index(slot, mask, p.key(slot))];
  }

 private:
  static int index(int slot, int mask, int key) { return (slot * 16 + mask) * kPairKeys + key; }
  // Pieces with pair `slot` at `key` and the pairs in `mask` unsolved (their own corners twisted).
  static PairPieces stand_in(int slot, int mask, int key) {
    PairPieces p;
    for (int k = 0; k < kPairs; ++k) {
      p.corner[k] = static_cast<uint8_t>(tables::home_corner_state(pair_corner(k)) + (mask >> k & 1));
      p.edge[k] = tables::home_edge_state(pair_edge(k));
    }
    p.corner[slot] = static_cast<uint8_t>(key / 24);
    p.edge[slot] = static_cast<uint8_t>(key % 24);
    return p;
  }

  std::vector<std::optional<PairPlan>> plans_;
};

// Everything the solver reads, from the cache; the slot plans are placed there first, so the
// plan table's pointers into them stay valid.
struct F2lPlans {
  const SlotPlanSet& slots;
  const PlanTable& table;
};

F2lPlans f2l_plans(tables::TableCache& cache) {
  const SlotPlanSet& slots = cache.shelf.get<SlotPlanSet>([&] {
    const RecognitionTable& recognition = f2l_table(cache);
    if (cache.progress) cache.progress("f2l-plans", 0);
    return make_slot_plans(recognition);
  });
  const PlanTable& table = cache.shelf.get<PlanTable>([&] {
    PlanTable built(slots);
    if (cache.progress) cache.progress("f2l-plans", 1);
    return built;
  });
  return {slots, table};
}

// Chooses the pair to solve next: the one whose plan, plus the cheapest way to go on for
// `lookahead` more pairs, is shortest (ready pairs are cheap, so they tend to come first). Results
// are remembered, so the later rounds of a solve reuse the first round's look ahead.
class OrderSearch {
 public:
  explicit OrderSearch(const PlanTable& plans) : plans_(plans) {}
  // The total for the best order, or -1 when no unsolved pair can be planned; `next` gets its
  // first plan.
  int best_next(const PairPieces& p, int lookahead, PairPlan* next) {
    for (const Memo& m : memo_)
      if (m.lookahead == lookahead && m.pieces == p) {
        if (next) *next = m.first;
        return m.cost;
      }
    int best = -1;
    PairPlan first;
    for (int slot = 0; slot < kPairs; ++slot) {
      if (p.solved(slot)) continue;
      const std::optional<PairPlan>& plan = plans_.find(p, slot);
      if (!plan) continue;
      int cost = plan->length;
      if (best >= 0 && cost >= best) continue;  // the rest can only add moves
      if (lookahead > 0) {
        const int rest = best_next(after_plan(p, *plan), lookahead - 1, nullptr);
        cost += rest < 0 ? 0 : rest;
      }
      if (best < 0 || cost < best) best = cost, first = *plan;
    }
    memo_.push_back(Memo{p, lookahead, best, first});
    if (next) *next = first;
    return best;
  }

 private:
  struct Memo {
    PairPieces pieces;
    int lookahead;
    int cost;
    PairPlan first;
  };
  const PlanTable& plans_;
  std::vector<Memo> memo_;
};

// Every order of the remaining pairs is weighed: at most 4 + 12 + 24 + 24 plans per solve.
constexpr int kLookahead = kPairs - 1;

struct LastPairChoice {
  Alg moves;
  int case_index;
};

// Ways to solve the last pair longer than its best plan by more than this are not weighed: they
// would need an unusually short last layer to pay.
constexpr int kLastPairSlack = 3;

// The last pair: among its best plan and every way the library solves its case, the one with the
// shortest pair + OLL + PLL (different algorithms leave the last layer differently).
LastPairChoice choose_last_pair(tables::TableCache& cache, const SlotPlanSet& slots, const CubieCube& cube,
                                const PairPieces& p, const PairPlan& best) {
  LastPairChoice chosen{best.moves(), best.plan->case_index};
  const int best_length = htm(chosen.moves);
  const int last_layer = last_layer_length(cache, apply_alg(cube, chosen.moves));
  if (last_layer < 0) return chosen;  // an unsolvable cube: its last layer will say so
  int chosen_total = best_length + last_layer;
  for (const LastPairWay& way : slots[best.slot].last_pair_ways[p.key(best.slot)]) {
    if (way.length > best_length + kLastPairSlack || way.length >= chosen_total) continue;
    const int rest = last_layer_length(cache, cube * way.effect);
    if (rest < 0) continue;
    if (way.length + rest < chosen_total)
      chosen = LastPairChoice{way.moves, way.case_index}, chosen_total = way.length + rest;
  }
  return chosen;
}

std::string phase_name(int first_index, std::size_t done) {
  return "f2l-" + std::to_string(first_index + static_cast<int>(done));
}

}  // namespace

Result<std::vector<Phase>> solve_f2l_human(tables::TableCache& cache, const CubieCube& cube, int first_index) {
  if (!cube.centres_at_home()) return Error{"f2l: the cube must be held with its centres at home", 0};
  if (!cross_solved(cube)) return Error{"f2l: the cross must be solved first", 0};
  std::vector<Phase> phases;
  PairPieces pieces = PairPieces::of(cube);
  CubieCube current = cube;
  const F2lPlans plans = f2l_plans(cache);
  OrderSearch search(plans.table);
  for (int round = 0; round < kPairs; ++round) {
    PairPlan next;
    if (search.best_next(pieces, kLookahead - round, &next) < 0) break;
    int unsolved = 0;
    for (int k = 0; k < kPairs; ++k) unsolved += !pieces.solved(k);
    LastPairChoice choice{next.moves(), next.plan->case_index};
    if (unsolved == 1) choice = choose_last_pair(cache, plans.slots, current, pieces, next);
    const PairPieces after = pieces.after(choice.moves);
    current = apply_alg(current, choice.moves);
    phases.push_back(Phase{phase_name(first_index, phases.size()), choice.moves,
                           case_records(CaseSet::F2L)[choice.case_index].name});
    // A pair solved along the way still gets its phase, as a skip, so phases count the pairs.
    for (int k = 0; k < kPairs; ++k)
      if (k != next.slot && !pieces.solved(k) && after.solved(k))
        phases.push_back(Phase{phase_name(first_index, phases.size()), {}, "skip"});
    pieces = after;
  }
  for (int k = 0; k < kPairs; ++k)
    if (!pieces.solved(k)) return Error{"f2l: a pair could not be placed (is the cube solvable?)", 0};
  return phases;
}

int f2l_case_number(tables::TableCache& cache, const CubieCube& cube, int pair) {
  const PairPieces p = PairPieces::of(cube);
  if (p.solved(pair)) return 0;
  const CasePlan& plan = f2l_plans(cache).slots[pair].by_key[p.key(pair)];
  return plan.case_index < 0 ? -1 : plan.case_index + 1;
}

}  // namespace cubelab
