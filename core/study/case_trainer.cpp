#include "core/study/case_trainer.hpp"

#include <array>
#include <cctype>
#include <optional>
#include <utility>

#include "core/model/random.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/recognise.hpp"
#include "core/solvers/common/predicates.hpp"
#include "core/solvers/twophase/two_phase.hpp"

namespace cubelab {

namespace {

constexpr const char* kSlotNames[kSlots] = {"FR", "FL", "BL", "BR"};

// A case's states are drawn until the recogniser names the case; the rarest (OLL 1/216, F2L about
// 1/40) need a few hundred draws, so running out means a defect, not bad luck.
constexpr int kMaxDraws = 1000000;

std::string upper(std::string_view text) {
  std::string out(text);
  for (char& ch : out) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return out;
}

std::string known_sets() {
  std::string known;
  for (int s = 0; s < kCaseSets; ++s) known += (s ? ", " : "") + std::string(case_set_name(static_cast<CaseSet>(s)));
  return known;
}

bool ends_with_auf(CaseSet set) {
  return set == CaseSet::PLL || set == CaseSet::PLLCorners || set == CaseSet::PLLEdges;
}

// y^quarter_turns as a state (centres turned).
CubieCube y_state(int quarter_turns) {
  const int q = quarter_turns & 3;
  return q == 0 ? CubieCube{} : state_of(Alg{Move{MoveBase::y, static_cast<uint8_t>(q)}});
}

// The FR state moved to `slot`: y^-slot, the state, y^slot (a y turn takes FR's pieces to FL).
CubieCube in_slot(const CubieCube& fr_state, int slot) { return y_state(-slot) * fr_state * y_state(slot); }

template <std::size_t N>
void shuffle_first(std::array<uint8_t, N>& a, const int* slots, int count, Rng& rng) {
  for (int i = count - 1; i > 0; --i) std::swap(a[slots[i]], a[slots[rng.below(static_cast<uint64_t>(i) + 1)]]);
}

// Twists (or flips) at random on `slots`, the last one making the sum a multiple of `modulus`.
template <std::size_t N>
void turn_at_random(std::array<uint8_t, N>& o, const int* slots, int count, int modulus, Rng& rng) {
  int sum = 0;
  for (int i = 0; i < count - 1; ++i) sum += o[slots[i]] = static_cast<uint8_t>(rng.below(modulus));
  o[slots[count - 1]] = static_cast<uint8_t>((modulus - sum % modulus) % modulus);
}

void fix_parity(CubieCube& c, int edge_a, int edge_b) {
  if (corner_parity(c) != edge_parity(c)) std::swap(c.ep[edge_a], c.ep[edge_b]);
}

constexpr int kUCorners[4] = {URF, UFL, ULB, UBR};
constexpr int kUEdges[4] = {UR, UF, UL, UB};

// F2L solved and the last layer random where the step of `set` does not require it already done
// (a uniform draw; the caller keeps the draws the recogniser calls its case).
CubieCube random_last_layer(CaseSet set, Rng& rng) {
  CubieCube c;
  if (set == CaseSet::PLLEdges) {  // corners placed, up to a turn of the layer
    const int turn = static_cast<int>(rng.below(4));
    for (int i = 0; i < 4; ++i) c.cp[i] = static_cast<uint8_t>((i + turn) % 4);
  } else {
    shuffle_first(c.cp, kUCorners, 4, rng);
  }
  shuffle_first(c.ep, kUEdges, 4, rng);
  fix_parity(c, UR, UF);
  const bool oriented = set == CaseSet::PLL || set == CaseSet::PLLCorners || set == CaseSet::PLLEdges;
  if (!oriented) turn_at_random(c.co, kUCorners, 4, 3, rng);
  if (!oriented && set != CaseSet::OLLCorners) turn_at_random(c.eo, kUEdges, 4, 2, rng);
  return c;
}

// Cross and the BR, BL, FL pairs solved; the FR pair and the last layer's pieces shuffled and
// turned at random among the U layer and the FR slot.
CubieCube random_fr_pair(Rng& rng) {
  static constexpr int kCorners5[5] = {URF, UFL, ULB, UBR, DFR};
  static constexpr int kEdges5[5] = {UR, UF, UL, UB, FR};
  CubieCube c;
  shuffle_first(c.cp, kCorners5, 5, rng);
  shuffle_first(c.ep, kEdges5, 5, rng);
  fix_parity(c, UR, UF);
  turn_at_random(c.co, kCorners5, 5, 3, rng);
  turn_at_random(c.eo, kEdges5, 5, 2, rng);
  return c;
}

// Which case of `set` the recogniser sees on `c` (-1: a skip or not one of the set's states).
int recognised_case(tables::TableCache& cache, CaseSet set, const CubieCube& c) {
  const CaseMatch* match = recognition_table(cache, set).find(c);
  return match ? match->case_index : -1;
}

Result<CubieCube> random_state_of_case(tables::TableCache& cache, const CaseRef& ref, Rng& rng) {
  for (int draw = 0; draw < kMaxDraws; ++draw) {
    const CubieCube c = ref.set == CaseSet::F2L ? random_fr_pair(rng) : random_last_layer(ref.set, rng);
    if (recognised_case(cache, ref.set, c) == ref.index) return c;
  }
  return Error{"no state of " + case_info(cache, ref).name + " found", 0, ErrorKind::internal};
}

// A case of `set` drawn by probability (its share of the recogniser's keys, exact integers) or
// uniformly.
int draw_case(tables::TableCache& cache, CaseSet set, bool uniform, Rng& rng) {
  const std::vector<int> counts = recognition_table(cache, set).key_counts();
  const int cases = static_cast<int>(counts.size()) - 1;  // the last count is the skip's
  if (uniform) return static_cast<int>(rng.below(cases));
  uint64_t total = 0;
  for (int c = 0; c < cases; ++c) total += counts[c];
  uint64_t pick = rng.below(total);
  for (int c = 0; c < cases; ++c) {
    if (pick < static_cast<uint64_t>(counts[c])) return c;
    pick -= counts[c];
  }
  return cases - 1;
}

// The U turns around `alg` that do the step of `set` on `state`, or nullopt.
std::optional<AlgorithmAufs> aufs_doing_step(CaseSet set, const CubieCube& state, const Alg& alg) {
  for (int a = 0; a < 4; ++a) {
    const CubieCube done = apply_alg(apply_alg(state, u_turns(a)), alg);
    for (int b = 0; b < (ends_with_auf(set) ? 4 : 1); ++b)
      if (step_done_exactly(set, apply_alg(done, u_turns(b)))) return AlgorithmAufs{a, b};
  }
  return std::nullopt;
}

// Why an algorithm that does not do the step leaves `after` (the cube after it, for the U turn
// before it that gets furthest) as it does.
std::string what_is_left(tables::TableCache& cache, CaseSet set, const CubieCube& after) {
  if (!f2l_solved(after)) {
    if (set != CaseSet::F2L) return "it breaks the first two layers";
    bool others_solved = cross_solved(after);
    for (int p = 1; p < kPairs; ++p) others_solved = others_solved && pair_solved(after, p);
    return others_solved ? "the pair is not solved" : "it breaks the cross or another pair";
  }
  if (set == CaseSet::OLLEdges) return "the last layer's edges are not oriented";
  if (!last_layer_oriented(after)) return "the last layer is not oriented";
  if (set == CaseSet::PLLCorners) return "the last layer's corners are not in place";
  const CaseMatch* left = last_layer_table(cache, LastLayerStep::PLL).find(after);
  if (left && left->case_index >= 0)
    return "the last layer is then " + case_infos(cache, CaseSet::PLL)[left->case_index].name;
  return "the last layer is not solved";
}

// How far the step got: the first two layers, then orientation (for the reason given).
int progress(const CubieCube& c) { return (f2l_solved(c) ? 2 : 0) + (last_layer_oriented(c) ? 1 : 0); }

// Why `turns` does the step of `set` on `state` after no U turn: what it leaves after the U turn
// before it that gets furthest.
std::string why_not_done(tables::TableCache& cache, CaseSet set, const CubieCube& state, const Alg& turns) {
  CubieCube furthest = apply_alg(state, turns);
  for (int a = 1; a < 4; ++a) {
    const CubieCube after = apply_alg(apply_alg(state, u_turns(a)), turns);
    if (progress(after) > progress(furthest)) furthest = after;
  }
  return what_is_left(cache, set, furthest);
}

}  // namespace

Result<int> slot_named(std::string_view name) {
  for (int s = 0; s < kSlots; ++s)
    if (upper(name) == kSlotNames[s]) return s;
  return Error{"unknown slot '" + std::string(name) + "' (slots: FR, FL, BL, BR)", 0};
}

const char* slot_name(int slot) { return slot >= 0 && slot < kSlots ? kSlotNames[slot] : "?"; }

Alg slot_to_front_right(int slot) {
  const int quarter_turns = (kSlots - slot % kSlots) % kSlots;  // a y turn takes FR's pieces to FL
  if (quarter_turns == 0) return {};
  return Alg{Move{MoveBase::y, static_cast<uint8_t>(quarter_turns)}};
}

Result<CaseRef> case_named(tables::TableCache& cache, std::string_view name, std::string_view set) {
  CaseSet first = CaseSet::F2L, last = CaseSet::PLLEdges;
  if (!set.empty()) {
    auto named = case_set_named(set);
    if (!named) return named.error();
    first = last = named.value();
  }
  const std::string wanted = upper(name);
  for (int s = static_cast<int>(first); s <= static_cast<int>(last); ++s) {
    const auto& infos = case_infos(cache, static_cast<CaseSet>(s));
    for (std::size_t i = 0; i < infos.size(); ++i)
      if (upper(infos[i].name) == wanted) return CaseRef{static_cast<CaseSet>(s), static_cast<int>(i)};
  }
  const std::string where = set.empty() ? "sets: " + known_sets() : "set " + upper(set);
  return Error{"unknown case '" + std::string(name) + "' (" + where +
                   "; cases are named as the case library lists them: PLL T, OLL 27, F2L 5, Sune, ...)",
               0};
}

const CaseInfo& case_info(tables::TableCache& cache, const CaseRef& ref) {
  return case_infos(cache, ref.set)[ref.index];
}

Alg case_algorithm_in_slot(tables::TableCache& cache, const CaseRef& ref, int slot) {
  auto main = parse_alg(case_info(cache, ref).algorithms.front());
  return main ? rotate_about_y(to_face_turns(main.value()), -slot) : Alg{};
}

std::string case_algorithm_text(const std::string& algorithm, int slot) {
  const Alg view = slot_to_front_right(slot);
  if (view.empty()) return algorithm;
  return format_alg(view) + " " + algorithm + " " + format_alg(invert(view));
}

CaseInfo case_in_slot(const CaseInfo& info, int slot) {
  if (info.set != CaseSet::F2L) return info;
  CaseInfo out = info;
  out.state = in_slot(info.state, slot);
  for (std::string& a : out.algorithms) a = case_algorithm_text(a, slot);
  return out;
}

Result<CaseScramble> case_scramble(tables::TableCache& cache, const CaseScrambleSpec& spec, uint64_t seed,
                                   uint64_t index) {
  Rng rng(sample_seed(seed, index));
  CaseRef ref;
  if (spec.case_name.empty()) {
    auto set = case_set_named(spec.set);
    if (!set) return set.error();
    ref = CaseRef{set.value(), draw_case(cache, set.value(), spec.uniform, rng)};
  } else {
    auto named = case_named(cache, spec.case_name, spec.set);
    if (!named) return named.error();
    ref = named.value();
  }
  auto state = random_state_of_case(cache, ref, rng);
  if (!state) return state.error();
  CaseScramble out;
  out.ref = ref;
  out.slot = ref.set == CaseSet::F2L ? spec.slot & 3 : 0;
  out.state = in_slot(state.value(), out.slot);
  // The recogniser found the case through any of its algorithms; the main one is what a learner
  // is shown, so its AUFs are found (and the state checked) with it.
  auto aufs = aufs_doing_step(ref.set, out.state, case_algorithm_in_slot(cache, ref, out.slot));
  if (!aufs)
    return Error{"the main algorithm of " + case_info(cache, ref).name + " misses a drawn state", 0,
                 ErrorKind::internal};
  out.auf = aufs->before;
  out.final_auf = aufs->after;
  // No time budget: the answer must not depend on the machine's speed, so that a seed replays.
  SolveOptions options;
  options.max_length = 20;
  options.max_nodes = uint64_t{1} << 40;
  options.short_search = false;
  auto answer = solve_two_phase(out.state, options, two_phase_tables(cache));
  if (!answer) return answer.error();
  out.moves = invert(concat(answer.value().phase1, answer.value().phase2));
  return out;
}

Result<AlgorithmCheck> check_case_algorithm(tables::TableCache& cache, const CaseRef& ref, int slot,
                                            std::string_view text) {
  auto parsed = parse_alg(text);
  if (!parsed) return parsed.error();
  const int s = ref.set == CaseSet::F2L ? slot & 3 : 0;
  const CubieCube state = in_slot(case_info(cache, ref).state, s);
  const Alg turns = to_face_turns(parsed.value());
  auto aufs = aufs_doing_step(ref.set, state, turns);
  if (!aufs) {
    const std::string where = ref.set == CaseSet::F2L ? " in " + std::string(slot_name(s)) : "";
    return Error{"'" + format_alg(parsed.value()) + "' does not do the step of " + case_info(cache, ref).name + where +
                     " after any U turn: " + why_not_done(cache, ref.set, state, turns),
                 0};
  }
  AlgorithmCheck check;
  check.moves = parsed.value();
  check.auf = aufs->before;
  check.final_auf = aufs->after;
  check.htm = htm(check.moves);
  check.qtm = qtm(check.moves);
  check.stm = stm(check.moves);
  return check;
}

Result<AlgorithmAufs> algorithm_aufs(tables::TableCache& cache, CaseSet set, const CubieCube& state,
                                     std::string_view text) {
  auto parsed = parse_alg(text);
  if (!parsed) return parsed.error();
  const Alg turns = to_face_turns(parsed.value());
  auto aufs = aufs_doing_step(set, state, turns);
  if (!aufs)
    return Error{"'" + format_alg(parsed.value()) + "' does not do the " + case_set_name(set) +
                     " step on this cube after any U turn: " + why_not_done(cache, set, state, turns),
                 0};
  return aufs.value();
}

std::vector<MirrorAlgorithm> mirror_algorithms(tables::TableCache& cache, const CaseRef& ref, int slot) {
  std::vector<MirrorAlgorithm> out;
  const int s = ref.set == CaseSet::F2L ? slot & 3 : 0;
  // A mirrored FR algorithm works in FL; BL gets it framed by y turns as from FL. The right slots
  // have no left-handed algorithms.
  if (ref.set == CaseSet::F2L && s != 1 && s != 2) return out;
  for (const CaseInfo& from : case_infos(cache, ref.set))
    for (const std::string& algorithm : from.algorithms) {
      auto parsed = parse_alg(algorithm);
      if (!parsed) continue;
      const std::string mirrored = format_alg(mirror_alg(parsed.value()));
      const std::string text = s == 2 ? "y' " + mirrored + " y" : mirrored;
      bool seen = false;
      for (const MirrorAlgorithm& m : out) seen = seen || m.algorithm == text;
      if (seen) continue;
      auto check = check_case_algorithm(cache, ref, s, text);
      if (check) out.push_back(MirrorAlgorithm{text, from.name, std::move(check).value()});
    }
  return out;
}

}  // namespace cubelab
