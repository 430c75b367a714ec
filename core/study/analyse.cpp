#include "core/study/analyse.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <sstream>

#include "core/model/cube_text.hpp"
#include "core/model/facelets.hpp"
#include "core/model/link.hpp"
#include "core/model/orientation.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/f2l_human.hpp"
#include "core/solvers/cfop/f2l_optimal.hpp"
#include "core/solvers/cfop/methods.hpp"
#include "core/solvers/cfop/recognise.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/common/predicates.hpp"
#include "core/study/case_trainer.hpp"

namespace cubelab {

namespace {

// ---- What is solved, for one cross colour, whatever the user's rotations -------------------------

// The cube turned back to the WCA orientation of its colours (pieces kept): a frame fixed to the
// colours, so a pair is the same pair however the user held the cube.
CubieCube colour_frame(const CubieCube& physical) { return physical * orientation_of(physical).state.inverse(); }

// The cube held with `colour` on D in a frame fixed to the colours (the same for the whole solve).
CubieCube held(const CubieCube& physical, int colour) {
  return hold_with_cross_on_d(colour_frame(physical), colour).home;
}

unsigned solved_pairs(const CubieCube& c) {
  unsigned mask = 0;
  for (int k = 0; k < kPairs; ++k)
    if (pair_solved(c, k)) mask |= 1u << k;
  return mask;
}

bool ll_permuted_up_to_auf(const CubieCube& c) {
  if (!f2l_solved(c) || !last_layer_oriented(c)) return false;
  for (int q = 0; q < 4; ++q)
    if (apply_alg(c, u_turns(q)).is_solved()) return true;
  return false;
}

bool ll_corners_placed_up_to_auf(const CubieCube& c) {
  if (!f2l_solved(c) || !last_layer_oriented(c)) return false;
  for (int q = 0; q < 4; ++q)
    if (last_layer_corners_placed(apply_alg(c, u_turns(q)))) return true;
  return false;
}

bool first_layer_solved(const CubieCube& c) {
  if (!cross_solved(c)) return false;
  for (int k = 0; k < kPairs; ++k)
    if (!corner_solved(c, pair_corner(k))) return false;
  return true;
}

// The goal a step reaches, as a test of the held cube (used to find the step's end and to check that
// a best step does the step).
enum class Goal { Cross, Pairs, FirstLayer, F2L, OllEdges, Oll, PllCorners, Pll, Solved };

struct StepGoal {
  Goal goal = Goal::Solved;
  unsigned pairs = 0;  // Goal::Pairs: these pairs solved (with the cross); Goal::Cross: at least `count` pairs
  int count = 0;
};

bool reached(const CubieCube& h, const StepGoal& g) {
  switch (g.goal) {
    case Goal::Cross:
      return cross_solved(h) && std::popcount(solved_pairs(h)) >= g.count;
    case Goal::Pairs:
      return cross_solved(h) && (solved_pairs(h) & g.pairs) == g.pairs;
    case Goal::FirstLayer:
      return first_layer_solved(h);
    case Goal::F2L:
      return f2l_solved(h);
    case Goal::OllEdges:
      return f2l_solved(h) && last_layer_edges_oriented(h);
    case Goal::Oll:
      return f2l_solved(h) && last_layer_oriented(h);
    case Goal::PllCorners:
      return ll_corners_placed_up_to_auf(h);
    case Goal::Pll:
      return ll_permuted_up_to_auf(h);
    case Goal::Solved:
      return h.is_solved();
  }
  return false;
}

// ---- The solve as read ----------------------------------------------------------------------------

struct Solve {
  std::vector<CubieCube> states;  // states[i]: the physical cube after i solution moves
  AnnotatedAlg notes;
  int colour = 3;
  std::vector<CubieCube> held_states;  // held(states[i], colour)
  std::size_t moves() const { return notes.moves.size(); }
};

Error about(const char* what, const Error& e) {
  return Error{std::string(what) + ": " + e.message, e.column, e.kind, e.code, e.params};
}

// The first i >= from whose held cube reaches the goal (moves() when none: the last state).
std::size_t first_reaching(const Solve& s, std::size_t from, const StepGoal& g) {
  for (std::size_t i = from; i < s.held_states.size(); ++i)
    if (reached(s.held_states[i], g)) return i;
  return s.moves();
}

// The cross colour: the one whose first two layers are done first, if before the last move (a
// layered solve; in a CFOP solve no other colour's layers are done before the last layer is);
// ties go to a colour whose cross comes before its first two layers, then to the earliest cross.
int choose_colour(const std::vector<CubieCube>& states) {
  int best = 3;
  std::array<std::size_t, 4> best_key{SIZE_MAX, SIZE_MAX, SIZE_MAX, SIZE_MAX};
  for (int colour = 0; colour < kFaces; ++colour) {
    std::size_t f2l = SIZE_MAX, cross = SIZE_MAX;
    for (std::size_t i = 0; i < states.size() && f2l == SIZE_MAX; ++i) {
      const CubieCube h = held(states[i], colour);
      if (cross == SIZE_MAX && cross_solved(h)) cross = i;
      if (f2l_solved(h)) f2l = i;
    }
    const std::array<std::size_t, 4> key{f2l + 1 < states.size() ? 0u : 1u, f2l, cross < f2l ? 0u : 1u, cross};
    if (key < best_key) best = colour, best_key = key;
  }
  return best;
}

// ---- Steps ----------------------------------------------------------------------------------------

struct Boundary {
  std::string name;
  std::size_t end;
  StepGoal goal;
  std::string case_name;
  unsigned new_pairs = 0, keep_pairs = 0;
  int cross_pairs = -1;  // cross steps: how many pairs came with the cross
};

const char* cross_step_name(int pairs) {
  constexpr const char* kNames[] = {"cross", "xcross", "xxcross", "xxxcross"};
  return pairs >= 0 && pairs < 4 ? kNames[pairs] : "f2l";
}

std::string ll_case(tables::TableCache& cache, LastLayerStep step, const CubieCube& h) {
  const CaseMatch* match = last_layer_table(cache, step).find(h);
  if (!match) return "";
  return match->case_index < 0 ? "skip" : case_records(case_set_of(step))[match->case_index].name;
}

std::string f2l_case(tables::TableCache& cache, const CubieCube& h, unsigned pairs) {
  if (std::popcount(pairs) != 1) return "";
  const int n = f2l_case_number(cache, h, std::countr_zero(pairs));
  return n > 0 ? "F2L " + std::to_string(n) : "";
}

// An intermediate state between `from` and `to` where a 2-look part is done, or `to` when none.
std::size_t two_look_split(const Solve& s, std::size_t from, std::size_t to, const StepGoal& part) {
  if (reached(s.held_states[from], part)) return to;
  for (std::size_t i = from + 1; i < to; ++i)
    if (reached(s.held_states[i], part)) return i;
  return to;
}

bool is_u_turn(const Move& m) { return m.base == MoveBase::U; }

Alg strip_aufs(Alg a) {
  while (!a.empty() && is_u_turn(a.front())) a.erase(a.begin());
  while (!a.empty() && is_u_turn(a.back())) a.pop_back();
  return a;
}

// Whether the user's moves are one of the library's algorithms for the case (from any side, with
// any AUF before or after): compared as face turns of a fixed frame.
bool in_library(const Alg& user, CaseSet set, const std::string& case_name) {
  const Alg mine = strip_aufs(simplify(to_face_turns(user)));
  for (const CaseRecord& record : case_records(set)) {
    if (case_name != record.name) continue;
    for (const char* text : record.algorithms) {
      if (!text) continue;
      auto alg = parse_alg(text);
      if (!alg) continue;
      const Alg faces = to_face_turns(alg.value());
      for (int side = 0; side < 4; ++side)
        if (strip_aufs(simplify(rotate_about_y(faces, side))) == mine) return true;
    }
  }
  return false;
}

std::vector<Boundary> cfop_boundaries(tables::TableCache& cache, const Solve& s, std::size_t cross_end,
                                      std::size_t f2l_end) {
  std::vector<Boundary> out;
  const unsigned at_cross = solved_pairs(s.held_states[cross_end]);
  const int cross_pairs = std::popcount(at_cross);
  Boundary cross{cross_step_name(cross_pairs), cross_end, {Goal::Cross, 0, cross_pairs}, "", at_cross, 0, cross_pairs};
  out.push_back(cross);
  std::size_t at = cross_end;
  unsigned solved = at_cross;
  while (std::popcount(solved) < 4 && at < f2l_end) {
    std::size_t next = f2l_end;
    for (std::size_t i = at + 1; i < f2l_end; ++i) {
      const CubieCube& h = s.held_states[i];
      if (cross_solved(h) && std::popcount(solved_pairs(h)) > std::popcount(solved)) {
        next = i;
        break;
      }
    }
    const unsigned now = solved_pairs(s.held_states[next]);
    const unsigned added = now & ~solved, keep = now & solved;
    // Numbered by the pairs solved at the step's end: f2l-N solves pairs N..N+k-1 of them. A step
    // that took a solved pair out (a pair through another slot) counts from what is left.
    const int first_number = std::popcount(now) - std::popcount(added) + 1;
    Boundary b{"f2l-" + std::to_string(first_number),
               next,
               {Goal::Pairs, added | keep, 0},
               f2l_case(cache, s.held_states[at], added),
               added,
               keep,
               -1};
    out.push_back(b);
    at = next;
    solved = now;
  }
  return out;
}

std::vector<Boundary> last_layer_boundaries(tables::TableCache& cache, const Solve& s, std::size_t f2l_end) {
  std::vector<Boundary> out;
  const std::size_t oll_end = first_reaching(s, f2l_end, {Goal::Oll});
  const std::size_t edges = two_look_split(s, f2l_end, oll_end, {Goal::OllEdges});
  const Alg oll_moves(s.notes.moves.begin() + f2l_end, s.notes.moves.begin() + oll_end);
  const std::string oll_case = oll_end == f2l_end ? "skip" : ll_case(cache, LastLayerStep::OLL, s.held_states[f2l_end]);
  if (edges < oll_end && !in_library(oll_moves, CaseSet::OLL, oll_case)) {
    out.push_back(
        {"oll-edges", edges, {Goal::OllEdges}, ll_case(cache, LastLayerStep::OLLEdges, s.held_states[f2l_end])});
    out.push_back(
        {"oll-corners", oll_end, {Goal::Oll}, ll_case(cache, LastLayerStep::OLLCorners, s.held_states[edges])});
  } else {
    out.push_back({"oll", oll_end, {Goal::Oll}, oll_case});
  }
  const std::size_t pll_end = first_reaching(s, oll_end, {Goal::Pll});
  const std::size_t corners = two_look_split(s, oll_end, pll_end, {Goal::PllCorners});
  const Alg pll_moves(s.notes.moves.begin() + oll_end, s.notes.moves.begin() + pll_end);
  const std::string pll_case = pll_end == oll_end ? "skip" : ll_case(cache, LastLayerStep::PLL, s.held_states[oll_end]);
  if (corners < pll_end && !in_library(pll_moves, CaseSet::PLL, pll_case)) {
    out.push_back({"pll-corners",
                   corners,
                   {Goal::PllCorners},
                   ll_case(cache, LastLayerStep::PLLCorners, s.held_states[oll_end])});
    out.push_back({"pll-edges", pll_end, {Goal::Pll}, ll_case(cache, LastLayerStep::PLLEdges, s.held_states[corners])});
  } else {
    out.push_back({"pll", pll_end, {Goal::Pll}, pll_case});
  }
  if (pll_end < s.moves()) out.push_back({"auf", s.moves(), {Goal::Solved}, ""});
  return out;
}

// The steps found, and the method they show.
std::vector<Boundary> find_boundaries(tables::TableCache& cache, const Solve& s, std::string& method) {
  const std::size_t n = s.moves();
  const std::size_t cross_end = first_reaching(s, 0, {Goal::Cross});
  const std::size_t f2l_end = first_reaching(s, 0, {Goal::F2L});
  if (cross_end >= f2l_end && f2l_end >= n) {
    method = "other";
    return {{"solve", n, {Goal::Solved}, ""}};
  }
  std::vector<Boundary> out;
  if (cross_end >= f2l_end) {
    method = "layers";
    out.push_back({"f2l", f2l_end, {Goal::F2L}, ""});
  } else {
    const std::size_t first_layer = first_reaching(s, cross_end, {Goal::FirstLayer});
    std::vector<Boundary> pairs = cfop_boundaries(cache, s, cross_end, f2l_end);
    // Beginner's layers: the first layer's four corners done before the second layer's edges.
    if (pairs.size() > 1 && pairs[0].cross_pairs == 0 && first_layer < pairs[1].end &&
        std::popcount(solved_pairs(s.held_states[first_layer])) <= 1) {
      method = "LBL";
      out.push_back(pairs[0]);
      out.push_back({"corners", first_layer, {Goal::FirstLayer}, ""});
      out.push_back({"second-layer", f2l_end, {Goal::F2L}, ""});
      out.push_back({"last-layer", n, {Goal::Solved}, ""});
      return out;
    }
    method = "CFOP";
    out = std::move(pairs);
  }
  for (Boundary& b : last_layer_boundaries(cache, s, f2l_end)) out.push_back(std::move(b));
  return out;
}

// ---- Best steps -----------------------------------------------------------------------------------

// `moves` (face turns for the cube held with the colour on D) as the user would do them from
// `physical`: the same turns from the side the user faces, or after a rotation to the held frame.
// Checked: the result reaches the goal; nullopt when it would not.
std::optional<Alg> as_user_moves(const Alg& moves, const CubieCube& physical, int colour, const StepGoal& goal) {
  auto does = [&](const Alg& a) { return reached(held(apply_alg(physical, a), colour), goal); };
  for (int q = 0; q < 4; ++q) {
    const Alg turned = rotate_about_y(moves, q);
    if (does(turned)) return turned;
  }
  // Turn the cube as the held frame holds it: from the user's orientation to the held one.
  const CubieCube frame = colour_frame(physical);
  const Orientation& target = orientation_putting_on_d(colour);
  const CubieCube rotation = orientation_of(physical).state.inverse() * target.state;
  for (const Orientation& o : orientations())
    if (o.state.centres == rotation.centres) {
      const Alg a = concat(o.rotation, moves);
      if (does(a)) return a;
    }
  (void)frame;
  return std::nullopt;
}

struct Context {
  const Solve& solve;
  tables::TableCache& tables;
};

// What a search found for a step, as face turns of the held cube: nullopt moves when nothing
// shorter than the user's step was found. `optimal`: no shorter sequence exists (the search was
// exact and complete), so the moves (or the user's, when none were found) are the fewest.
struct Found {
  std::optional<Alg> held_moves;
  std::string how;
  bool optimal = false;
};

Found library_best(tables::TableCache& cache, LastLayerStep table, const CubieCube& h, bool drop_final_auf) {
  const CaseMatch* match = last_layer_table(cache, table).find(h);
  if (!match) return {std::nullopt, "library", false};
  Alg moves = match->moves;
  if (drop_final_auf)
    while (!moves.empty() && is_u_turn(moves.back())) moves.pop_back();
  return {moves, "library", false};
}

// Node budget of the search for several pairs at once: it keeps one analysis in WASM within tens
// of milliseconds (bench/wasm/analyse_bench.mjs); past it, the shortest of the greedy pair-by-pair
// insertion and the user's own moves stands, marked not optimal.
constexpr std::uint64_t kPairsSearchNodes = 400'000;

// Several pairs in one step (an xxcross, an xxxcross, or a pair step that solved 2+ pairs): the same
// pairs from the same start, keeping the pairs kept. The greedy pair-by-pair insertion is an upper
// bound; the exact search looks for anything shorter than it and than the user's step.
Found pairs_best(const CubieCube& h, const Boundary& b, int user_htm, const F2lTables& f2l) {
  const Alg greedy = insert_pairs_greedily(h, b.new_pairs, b.keep_pairs, f2l);
  const int shorter_than = std::min(htm(greedy), user_htm);
  const PairsWithin exact = insert_pairs_within(h, b.new_pairs, b.keep_pairs, shorter_than - 1, kPairsSearchNodes, f2l);
  const std::string what = b.cross_pairs > 0 ? b.name : "pairs";
  const std::string how = (exact.complete ? "optimal " : "best found, ") + what;
  if (exact.found) return {exact.moves, how, exact.complete};
  if (htm(greedy) < user_htm) return {greedy, how, exact.complete};
  return {std::nullopt, how, exact.complete};
}

// The search for the step's kind, or nullopt for steps CubeLab has no best for (LBL, layers, solve).
std::optional<Found> find_best(const Context& c, const Boundary& b, const AnalysedStep& step) {
  const CubieCube& h = c.solve.held_states[step.first];
  const F2lTables f2l{cross_table(c.tables), pair_tables(c.tables)};
  const int pairs = std::popcount(b.new_pairs);
  if (b.cross_pairs == 0) return Found{solve_cross(h, f2l.cross), "optimal cross", true};
  if (b.cross_pairs == 1) return Found{insert_pair_optimally(h, 0xF, 0, f2l).moves, "optimal xcross", true};
  if (b.cross_pairs > 1 || (b.goal.goal == Goal::Pairs && pairs > 1)) return pairs_best(h, b, step.htm, f2l);
  if (b.goal.goal == Goal::Pairs && pairs == 1)
    return Found{insert_pair_optimally(h, b.new_pairs, b.keep_pairs, f2l).moves, "optimal pair", true};
  if (b.name == "oll") return library_best(c.tables, LastLayerStep::OLL, h, false);
  if (b.name == "oll-edges") return library_best(c.tables, LastLayerStep::OLLEdges, h, false);
  if (b.name == "oll-corners") return library_best(c.tables, LastLayerStep::OLLCorners, h, false);
  if (b.name == "pll") return library_best(c.tables, LastLayerStep::PLL, h, true);
  if (b.name == "pll-corners") return library_best(c.tables, LastLayerStep::PLLCorners, h, false);
  if (b.name == "pll-edges") return library_best(c.tables, LastLayerStep::PLLEdges, h, true);
  if (b.name == "auf") {
    for (int q = 0; q < 4; ++q)
      if (apply_alg(h, u_turns(q)).is_solved()) return Found{u_turns(q), "auf", true};
    return Found{std::nullopt, "auf", false};
  }
  return std::nullopt;
}

// The best for the step: what the search found when it is shorter than the user's moves (checked to
// do the step from the step's start), else the user's own moves (`yours`). A skip has none.
void add_best(const Context& c, const Boundary& b, AnalysedStep& step) {
  if (step.htm == 0) return;
  const std::optional<Found> found = find_best(c, b, step);
  if (!found) return;
  std::optional<Alg> user;
  if (found->held_moves) user = as_user_moves(*found->held_moves, step.start, c.solve.colour, b.goal);
  if (user && htm(*user) < step.htm)
    step.best = BestStep{*user, false, found->how, found->optimal};
  else  // nothing shorter: the user's moves are the best (proven so when the search was exact)
    step.best = BestStep{step.moves, true, found->how, found->optimal && (!found->held_moves || user)};
  step.saved = step.htm - htm(step.best->moves);
}

// The best cross (or xcross) over all six colours, from the scramble as the user received it.
void add_best_colour(const Context& c, const Boundary& b, AnalysedStep& step) {
  if (b.cross_pairs != 0 && b.cross_pairs != 1) return;
  const F2lTables f2l{cross_table(c.tables), pair_tables(c.tables)};
  int best_length = 99;
  for (int colour = 0; colour < kFaces; ++colour) {
    const CubieCube h = held(step.start, colour);
    const StepGoal goal{Goal::Cross, 0, b.cross_pairs};
    const Alg moves = b.cross_pairs == 0 ? solve_cross(h, f2l.cross) : insert_pair_optimally(h, 0xF, 0, f2l).moves;
    if (htm(moves) >= best_length) continue;
    auto user = as_user_moves(moves, step.start, colour, goal);
    if (!user) continue;
    best_length = htm(moves);
    step.best_any_colour = BestStep{*user, false, b.cross_pairs == 0 ? "optimal cross" : "optimal xcross", true};
    step.best_colour = colour_name(colour);
  }
  // No colour's is shorter than the user's: theirs, in their colour, is the best.
  if (step.best_any_colour && htm(step.best_any_colour->moves) >= step.htm) {
    step.best_any_colour = BestStep{step.moves, true, step.best_any_colour->how, true};
    step.best_colour = colour_name(c.solve.colour);
  }
}

// ---- Counts and timings ---------------------------------------------------------------------------

int count_rotations(const Alg& a) {
  return static_cast<int>(
      std::count_if(a.begin(), a.end(), [](const Move& m) { return kind_of(m.base) == MoveKind::Rotation; }));
}

int cancelled_between(const Alg& a, const Alg& b) {
  const Alg sa = simplify(a), sb = simplify(b);
  return htm(sa) + htm(sb) - htm(simplify(concat(sa, sb)));
}

// The timestamp of move i (0-based), or nullopt.
std::optional<double> stamp(const Solve& s, std::size_t i) {
  if (i >= s.notes.ms.size() || s.notes.ms[i] < 0) return std::nullopt;
  return s.notes.ms[i];
}

void add_timing(const Solve& s, AnalysedStep& step) {
  if (step.end == step.first) return;
  const auto last = stamp(s, step.end - 1), first = stamp(s, step.first);
  const std::optional<double> before = step.first == 0 ? std::optional<double>(0.0) : stamp(s, step.first - 1);
  if (!last || !first || !before) return;
  step.ms = *last - *before;
  step.pause_ms = *first - *before;
  const double turning = *last - *first;
  if (turning > 0) step.tps = step.stm * 1000.0 / turning;
}

AnalysedStep make_step(const Solve& s, const Boundary& b, std::size_t first) {
  AnalysedStep step;
  step.name = b.name;
  step.first = first;
  step.end = b.end;
  step.moves.assign(s.notes.moves.begin() + first, s.notes.moves.begin() + b.end);
  step.case_name = b.case_name;
  step.start = s.states[first];
  step.htm = htm(step.moves);
  step.stm = stm(step.moves);
  step.qtm = qtm(step.moves);
  step.rotations = count_rotations(step.moves);
  return step;
}

// The rotations that show a one-slot F2L step's slot at the front right with the cross on D, from
// the step's start. Slots are named as the cube is held at the step's end (slot_names), so the view
// first makes the step's own rotations; held with the cross elsewhere (a fewest-moves solve turns
// no cube), the slots are named as held with the cross on D, so it then turns the cube there.
Alg view_of_slot(const Solve& s, const AnalysedStep& step, int slot) {
  const CubieCube& end = s.states[step.end];
  const bool cross_down = end.centres[static_cast<int>(Face::D)] == s.colour;
  const Alg& named_as = cross_down ? orientation_of(end).rotation : orientation_putting_on_d(s.colour).rotation;
  return simplify(concat(concat(invert(orientation_of(step.start).rotation), named_as), slot_to_front_right(slot)));
}

// Slot names as the user held the cube at the step's end: the pair sits between two centres.
std::string slot_names(const Solve& s, unsigned pairs, std::size_t end) {
  static constexpr std::array<std::array<int, 2>, kPairs> kSides{{{2, 1}, {2, 4}, {5, 4}, {5, 1}}};  // FR FL BL BR
  const Orientation& target = orientation_putting_on_d(s.colour);
  const CubieCube& physical = s.states[end];
  const bool cross_down = physical.centres[static_cast<int>(Face::D)] == s.colour;
  std::string names;
  for (int k = 0; k < kPairs; ++k) {
    if (!(pairs >> k & 1)) continue;
    int slot = k;
    if (cross_down) {
      const std::array<int, 2> colours{target.state.centres[kSides[k][0]], target.state.centres[kSides[k][1]]};
      for (int j = 0; j < kPairs; ++j) {
        const std::array<int, 2> here{physical.centres[kSides[j][0]], physical.centres[kSides[j][1]]};
        if ((here[0] == colours[0] && here[1] == colours[1]) || (here[0] == colours[1] && here[1] == colours[0]))
          slot = j;
      }
    }
    names += (names.empty() ? "" : " ") + std::string(pair_name(slot));
  }
  return names;
}

Result<Solve> read_solve(std::string_view scramble, std::string_view solution, std::string& scramble_text,
                         std::string& solution_text) {
  scramble_text = std::string(scramble);
  solution_text = std::string(solution);
  if (looks_like_link(solution)) {
    auto link = parse_alg_link(solution);
    if (!link) return about("solution", link.error());
    solution_text = link->alg;
    if (scramble_text.find_first_not_of(" \t\r\n") == std::string::npos) scramble_text = link->setup;
  }
  if (looks_like_link(scramble_text)) {
    auto link = parse_alg_link(scramble_text);
    if (!link) return about("scramble", link.error());
    scramble_text = link->setup;
    if (solution_text.find_first_not_of(" \t\r\n") == std::string::npos) solution_text = link->alg;
  }
  // A scramble may hold comments too (alg.cubing.net's setup): read it with the same reader.
  CubieCube start;
  if (looks_like_link(scramble_text) || scramble_text.find("//") != std::string::npos ||
      scramble_text.find("/*") != std::string::npos) {
    auto moves = parse_alg(scramble_text);
    if (!moves) return about("scramble", moves.error());
    start = state_of(moves.value());
  } else {
    auto cube = cube_from_text(scramble_text);
    if (!cube) return about("scramble", cube.error());
    start = cube->cube;
  }
  auto notes = parse_annotated_alg(solution_text);
  if (!notes) return about("solution", notes.error());
  Solve s;
  s.notes = std::move(notes).value();
  if (s.notes.moves.empty()) return Error{"solution: no moves", 0};
  s.states.push_back(start);
  for (const Move& m : s.notes.moves) s.states.push_back(apply_move(s.states.back(), m));
  return s;
}

}  // namespace

Result<Analysis> analyse_solve(std::string_view scramble, std::string_view solution, double total_ms,
                               tables::TableCache& tables) {
  Analysis a;
  auto read = read_solve(scramble, solution, a.scramble, a.solution);
  if (!read) return read.error();
  Solve s = std::move(read).value();
  a.end = s.states.back();
  if (!a.end.is_solved_any_orientation()) {
    a.valid = false;
    a.message = "the solution does not solve the scramble";
    return a;
  }
  s.colour = choose_colour(s.states);
  for (const CubieCube& c : s.states) s.held_states.push_back(held(c, s.colour));
  const std::vector<Boundary> boundaries = find_boundaries(tables, s, a.method);
  if (a.method != "other") a.colour = colour_name(s.colour);
  const Context context{s, tables};
  std::size_t first = 0;
  for (const Boundary& b : boundaries) {
    AnalysedStep step = make_step(s, b, first);
    if (b.goal.goal == Goal::Pairs || (b.cross_pairs > 0)) step.slot = slot_names(s, b.new_pairs, b.end);
    if (auto slot = slot_named(step.slot); slot) step.case_view = view_of_slot(s, step, slot.value());
    add_timing(s, step);
    if ((b.name == "oll" || b.name == "pll") && !step.case_name.empty() && step.case_name != "skip")
      step.in_library = in_library(step.moves, b.name == "oll" ? CaseSet::OLL : CaseSet::PLL, step.case_name);
    add_best(context, b, step);
    add_best_colour(context, b, step);
    a.steps.push_back(std::move(step));
    first = b.end;
  }
  const Alg& all = s.notes.moves;
  a.htm = htm(all), a.stm = stm(all), a.qtm = qtm(all), a.rotations = count_rotations(all);
  for (std::size_t i = 0; i < a.steps.size(); ++i) {
    AnalysedStep& step = a.steps[i];
    step.share = a.htm > 0 ? static_cast<double>(step.htm) / a.htm : 0;
    if (i + 1 < a.steps.size()) step.cancels = cancelled_between(step.moves, a.steps[i + 1].moves);
    a.saved += step.saved;
  }
  for (const AlgComment& comment : s.notes.comments) {
    if (comment.moves_before == 0) {
      a.comments.push_back(comment.text);
      continue;
    }
    for (AnalysedStep& step : a.steps)
      if (step.first < comment.moves_before && comment.moves_before <= step.end) step.labels.push_back(comment.text);
  }
  if (auto last = stamp(s, s.moves() - 1)) a.ms = *last;
  if (total_ms >= 0) a.ms = total_ms;
  if (a.ms && *a.ms > 0) a.tps = a.stm * 1000.0 / *a.ms;
  return a;
}

std::string reconstruction_text(const Analysis& a) {
  std::ostringstream out;
  out << a.scramble << "\n\n";
  int so_far = 0;
  for (const AnalysedStep& step : a.steps) {
    so_far += step.htm;
    out << format_alg(step.moves) << (step.moves.empty() ? "" : " ") << "// " << step.name;
    if (!step.case_name.empty()) out << ' ' << step.case_name;
    if (!step.slot.empty()) out << ' ' << step.slot;
    out << " (" << step.htm << '/' << so_far << ")\n";
  }
  out << "// " << a.htm << " HTM, " << a.stm << " STM, " << a.qtm << " QTM";
  if (a.ms) {
    out.setf(std::ios::fixed);
    out.precision(2);
    out << ", " << *a.ms / 1000 << " s";
    if (a.tps) out << ", " << *a.tps << " TPS";
  }
  out << '\n';
  return out.str();
}

}  // namespace cubelab
