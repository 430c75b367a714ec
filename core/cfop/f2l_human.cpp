#include "core/cfop/f2l_human.hpp"

#include <array>
#include <optional>

#include "core/cfop/cases_alg.hpp"
#include "core/cfop/predicates.hpp"
#include "core/cfop/recognise.hpp"

namespace cubelab {

namespace {

// Short ways to lift a pair's pieces out of a slot into the U layer without touching the cross or
// the other slots (written for FR; moved to other slots like the case algorithms).
constexpr const char* kExtractions[] = {"R U R'", "R U' R'", "R U2 R'", "F' U F", "F' U' F", "F' U2 F"};
constexpr int kExtractionCount = 6;
// A piece stuck in another slot needs one extraction; two pieces in two other slots need two.
constexpr int kMaxExtractions = 2;

// Everything needed to solve pair `slot` with the FR algorithms: the whole cube turned by y^k
// brings slot `slot` to FR. Case moves and extractions are precomputed as face turns of the
// fixed frame.
struct SlotFrame {
  CubieCube turn;               // y^k as a state
  CubieCube turn_inverse;       // y^-k
  std::vector<Alg> case_moves;  // by F2L key (in the turned cube), empty where no case applies
  std::array<Alg, kExtractionCount> extractions;
};

int slot_moved_by(const Alg& alg) {
  const CubieCube c = state_of(alg);
  for (int p = 0; p < kPairs; ++p)
    if (!pair_solved(c, p)) return p;
  return -1;
}

std::array<SlotFrame, kPairs> make_frames() {
  std::array<SlotFrame, kPairs> frames;
  const RecognitionTable& table = f2l_table();
  const Alg probe = parse_alg(kExtractions[0]).value();
  for (int k = 0; k < 4; ++k) {
    const int slot = slot_moved_by(rotate_about_y(probe, k));
    SlotFrame& f = frames[slot];
    f.turn = k == 0 ? CubieCube{} : state_of(Alg{Move{MoveBase::y, static_cast<uint8_t>(k)}});
    f.turn_inverse = f.turn.inverse();
    f.case_moves.assign(table.index.size(), Alg{});
    for (std::size_t key = 0; key < table.index.size(); ++key)
      if (table.index[key] >= 0) f.case_moves[key] = rotate_about_y(table.matches[table.index[key]].moves, k);
    for (int e = 0; e < kExtractionCount; ++e) f.extractions[e] = rotate_about_y(parse_alg(kExtractions[e]).value(), k);
  }
  return frames;
}

const std::array<SlotFrame, kPairs>& frames() {
  static const std::array<SlotFrame, kPairs> all = make_frames();
  return all;
}

struct PairPlan {
  Alg moves;
  int case_index = -1;  // 0..40
};

// The slot (0..3) other than `slot` that holds a piece of pair `slot`, or -1.
int foreign_slot_holding(const CubieCube& c, int slot) {
  for (int p = 0; p < kPairs; ++p) {
    if (p == slot) continue;
    if (c.cp[pair_corner(p)] == pair_corner(slot) || c.ep[pair_edge(p)] == pair_edge(slot)) return p;
  }
  return -1;
}

// The shortest plan for one pair: extractions (if a piece is in another slot), AUF, case algorithm.
std::optional<PairPlan> plan_pair(const CubieCube& cube, int slot, int extractions_left) {
  const SlotFrame& frame = frames()[slot];
  const CubieCube turned = frame.turn_inverse * cube * frame.turn;
  const int key = f2l_key(turned);
  if (f2l_in_domain(key)) {
    const RecognitionTable& table = f2l_table();
    if (table.index[key] < 0) return std::nullopt;  // unreachable: the table covers its domain
    return PairPlan{frame.case_moves[key], table.matches[table.index[key]].case_index};
  }
  const int stuck = foreign_slot_holding(cube, slot);
  if (stuck < 0 || extractions_left == 0) return std::nullopt;
  std::optional<PairPlan> best;
  for (const Alg& lift : frames()[stuck].extractions) {
    auto rest = plan_pair(apply_alg(cube, lift), slot, extractions_left - 1);
    if (!rest) continue;
    rest->moves = simplify(concat(lift, rest->moves));
    if (!best || htm(rest->moves) < htm(best->moves)) best = std::move(rest);
  }
  return best;
}

}  // namespace

Result<std::vector<Phase>> solve_f2l_human(const CubieCube& cube, int first_index) {
  if (!cube.centres_at_home()) return Error{"f2l: the cube must be held with its centres at home", 0};
  if (!cross_solved(cube)) return Error{"f2l: the cross must be solved first", 0};
  std::vector<Phase> phases;
  CubieCube current = cube;
  for (int done = 0; done < kPairs; ++done) {
    // Favour the ready pairs: the one with the shortest plan goes next.
    std::optional<PairPlan> best;
    for (int slot = 0; slot < kPairs; ++slot) {
      if (pair_solved(current, slot)) continue;
      auto plan = plan_pair(current, slot, kMaxExtractions);
      if (plan && (!best || htm(plan->moves) < htm(best->moves))) best = std::move(plan);
    }
    if (!best) {
      for (int slot = 0; slot < kPairs; ++slot)
        if (!pair_solved(current, slot)) return Error{"f2l: a pair could not be placed (is the cube solvable?)", 0};
      break;
    }
    current = apply_alg(current, best->moves);
    const std::string name = "f2l-" + std::to_string(first_index + static_cast<int>(phases.size()));
    const std::string case_name = best->case_index < 0 ? "skip" : case_records(CaseSet::F2L)[best->case_index].name;
    phases.push_back(Phase{name, best->moves, case_name});
  }
  return phases;
}

}  // namespace cubelab
