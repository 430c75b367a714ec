#include "core/solvers/beginner/beginner.hpp"

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/model/orientation.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/common/predicates.hpp"

namespace cubelab {

namespace {

// An algorithm and the state it produces, so that trying it costs one cube product.
struct Macro {
  Alg moves;
  CubieCube state;
};

using Goal = std::function<bool(const CubieCube&)>;

Alg parse(const char* text) { return parse_alg(text).value(); }  // only for the fixed texts below

// The face turn equal to a * m * a^-1 for a whole-cube rotation a: the turn m made with the cube
// held rotated.
Move conjugate(Move m, const CubieCube& a) {
  const CubieCube target = a * move_cube(m) * a.inverse();
  for (int i = 0; i < kFaceTurns; ++i)
    if (move_cube(face_turn(i)) == target) return face_turn(i);
  return m;  // unreachable: rotations map face turns to face turns
}

// `alg` written for the front-right slot, performed at slot k (0..3 = FR, FL, BL, BR).
Alg at_slot(const Alg& alg, int slot) {
  CubieCube a;
  for (const Orientation& o : orientations())
    if (o.state.centres[0] == 0 && o.state.cp[DFR] == DFR + slot) a = o.state;
  Alg out;
  for (Move m : alg) out.push_back(conjugate(m, a));
  return out;
}

Alg auf(int turns) { return turns == 0 ? Alg{} : Alg{Move{MoveBase::U, static_cast<uint8_t>(turns)}}; }

Macro macro(Alg moves) {
  Macro m{std::move(moves), {}};
  m.state = state_of(m.moves);
  return m;
}

// Every algorithm of `bodies` at every slot, after each of the four U set-ups.
std::vector<Macro> macros_at_slots(const std::vector<Alg>& bodies, bool with_auf = true) {
  std::vector<Macro> out;
  for (const Alg& body : bodies)
    for (int slot = 0; slot < kPairs; ++slot)
      for (int a = 0; a < (with_auf ? 4 : 1); ++a) out.push_back(macro(concat(auf(a), at_slot(body, slot))));
  return out;
}

Alg repeated(const char* text, int times) {
  Alg out;
  for (int i = 0; i < times; ++i) out = concat(out, parse(text));
  return out;
}

// The cheapest sequence of at most max_depth macros that reaches the goal, among those with the
// fewest macros; empty optional if none does.
class MacroSearch {
 public:
  MacroSearch(const std::vector<Macro>& macros, const Goal& goal) : macros_(macros), goal_(goal) {}

  bool run(const CubieCube& cube, int max_depth, Alg& best) {
    for (int depth = 1; depth <= max_depth; ++depth) {
      found_ = false;
      chosen_.clear();
      extend(cube, depth);
      if (found_) {
        best = best_;
        return true;
      }
    }
    return false;
  }

 private:
  void extend(const CubieCube& cube, int depth) {
    if (depth == 0) {
      if (!goal_(cube)) return;
      Alg moves;
      for (const Macro* m : chosen_) moves = concat(moves, m->moves);
      moves = simplify(moves);
      if (!found_ || htm(moves) < htm(best_)) best_ = moves;
      found_ = true;
      return;
    }
    for (const Macro& m : macros_) {
      chosen_.push_back(&m);
      extend(cube * m.state, depth - 1);
      chosen_.pop_back();
    }
  }

  const std::vector<Macro>& macros_;
  const Goal& goal_;
  std::vector<const Macro*> chosen_;
  Alg best_;
  bool found_ = false;
};

int count_solved(const CubieCube& c, bool (*solved)(const CubieCube&, int), int first, int last) {
  int n = 0;
  for (int s = first; s <= last; ++s) n += solved(c, s) ? 1 : 0;
  return n;
}

bool corner_home(const CubieCube& c, int s) { return corner_solved(c, s); }
bool edge_home(const CubieCube& c, int s) { return edge_solved(c, s); }

// Repeats a macro search until `done`; each round must keep what `keep` checks and raise `progress`.
Result<Alg> step_by_step(CubieCube cube, const std::vector<Macro>& macros,
                         const std::function<int(const CubieCube&)>& progress, int target, int max_depth,
                         const char* step) {
  Alg all;
  for (int round = 0; round < 8 && progress(cube) < target; ++round) {
    const int before = progress(cube);
    const Goal goal = [&](const CubieCube& c) { return progress(c) > before; };
    Alg moves;
    if (!MacroSearch(macros, goal).run(cube, max_depth, moves))
      return Error{std::string("beginner: no algorithm sequence found for step ") + step};
    cube = apply_alg(cube, moves);
    all = concat(all, moves);
  }
  if (progress(cube) < target) return Error{std::string("beginner: step ") + step + " did not finish"};
  return simplify(all);
}

// Progress measures: the number of pieces of the step solved, or -1 when an earlier step's work
// was undone (so a sequence that breaks it never counts as progress).
int first_layer_progress(const CubieCube& c) {
  if (!cross_solved(c)) return -1;
  return count_solved(c, corner_home, DFR, DRB);
}

int second_layer_progress(const CubieCube& c) {
  if (first_layer_progress(c) != 4) return -1;
  return count_solved(c, edge_home, FR, BR);
}

int oriented_ll_edges(const CubieCube& c) {
  if (second_layer_progress(c) != 4) return -1;
  int n = 0;
  for (int s = UR; s <= UB; ++s) n += c.eo[s] == 0 ? 1 : 0;
  return n == 4 ? 1 : 0;
}

int placed_ll_edges(const CubieCube& c) {
  if (oriented_ll_edges(c) != 1) return -1;
  return count_solved(c, edge_home, UR, UB) == 4 ? 1 : 0;
}

int placed_ll_corners(const CubieCube& c) {
  if (placed_ll_edges(c) != 1) return -1;
  for (int s = URF; s <= UBR; ++s)
    if (c.cp[s] != s) return 0;
  return 1;
}

// The last step is a fixed routine rather than a search: the D layer is scrambled between twists.
Alg orient_ll_corners(CubieCube cube) {
  const Alg twist = parse("R' D' R D R' D' R D"), untwist = parse("D' R' D R D' R' D R");
  Alg all;
  for (int round = 0; round < 4; ++round) {
    if (cube.co[URF] != 0) {
      const Alg& fix = apply_alg(cube, twist).co[URF] == 0 ? twist : untwist;
      cube = apply_alg(cube, fix);
      all = concat(all, fix);
    }
    int turn = 0;  // bring the next twisted corner to URF, by the shortest U turn
    for (int t : {1, 3, 2})
      if (turn == 0 && apply_alg(cube, auf(t)).co[URF] != 0) turn = t;
    if (turn == 0) break;
    cube = apply_alg(cube, auf(turn));
    all = concat(all, auf(turn));
  }
  for (int t = 1; t < 4 && !cube.is_solved(); ++t)
    if (apply_alg(cube, auf(t)).is_solved()) all = concat(all, auf(t)), cube = apply_alg(cube, auf(t));
  return simplify(all);
}

struct Step {
  const char* name;
  std::vector<Macro> macros;
  std::function<int(const CubieCube&)> progress;
  int target;
  int max_depth;
};

const std::vector<Step>& steps() {
  static const std::vector<Step> all = [] {
    std::vector<Step> s;
    std::vector<Alg> corner_bodies{parse("R U R'"), parse("F' U' F"), parse("R U' R'"), parse("F' U F"),
                                   parse("R U2 R' U' R U R'")};
    for (int n = 1; n <= 5; ++n) corner_bodies.push_back(repeated("R U R' U'", n));
    s.push_back({"corners", macros_at_slots(corner_bodies), first_layer_progress, 4, 2});
    s.push_back({"second-layer", macros_at_slots({parse("U R U' R' U' F' U F"), parse("U' F' U F U R U' R'")}),
                 second_layer_progress, 4, 2});
    std::vector<Macro> ll_cross;
    for (const char* body : {"F R U R' U' F'", "F U R U' R' F'"})
      for (int a = 0; a < 4; ++a) ll_cross.push_back(macro(concat(auf(a), parse(body))));
    s.push_back({"ll-cross", ll_cross, oriented_ll_edges, 1, 3});
    std::vector<Macro> ll_edges;
    for (int a = 0; a < 4; ++a) ll_edges.push_back(macro(concat(auf(a), parse("R U R' U R U2 R'"))));
    for (int a = 1; a < 4; ++a) ll_edges.push_back(macro(auf(a)));
    s.push_back({"ll-edges", ll_edges, placed_ll_edges, 1, 4});
    const Alg niklas = parse("U R U' L' U R' U' L");
    s.push_back({"ll-corners-place", macros_at_slots({niklas, invert(niklas)}, false), placed_ll_corners, 1, 2});
    return s;
  }();
  return all;
}

}  // namespace

Result<Solution> solve_beginner(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables) {
  const tables::CrossTable& table = cross_table(tables);
  auto held = hold_for_best_cross(cube, options.colour, table);
  if (!held) return held.error();
  std::vector<Phase> phases{cross_phase(held.value(), table)};
  CubieCube current = apply_alg(held->home, solve_cross(held->home, table));
  for (const Step& step : steps()) {
    auto moves = step_by_step(current, step.macros, step.progress, step.target, step.max_depth, step.name);
    if (!moves) return moves.error();
    current = apply_alg(current, moves.value());
    phases.push_back(Phase{step.name, moves.value(), ""});
  }
  const Alg last = orient_ll_corners(current);
  current = apply_alg(current, last);
  if (!current.is_solved()) return Error{"beginner: the last step did not solve the cube"};
  phases.push_back(Phase{"ll-corners-orient", last, ""});
  return make_solution("beginner", std::move(phases));
}

}  // namespace cubelab
