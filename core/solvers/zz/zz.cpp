#include "core/solvers/zz/zz.hpp"

#include "core/model/validate.hpp"
#include "core/solvers/common/cross.hpp"

namespace cubelab {

namespace {

// How many optimal EOLines, and left blocks after each, are weighed by the right block after them.
constexpr std::size_t kEoLineCandidates = 8;
constexpr std::size_t kLeftCandidates = 16;

ZzTables build_zz_tables(const tables::Progress& progress) {
  if (progress) progress("zz", 0);
  ZzTables t{PieceSetTable({{}, {DF, DB}, true},
                           turns_of({MoveBase::U, MoveBase::R, MoveBase::F, MoveBase::D, MoveBase::L, MoveBase::B})),
             PieceSetTable({{DLF, DBL}, {DL, FL, BL}}, turns_of({MoveBase::R, MoveBase::U, MoveBase::L})),
             PieceSetTable({{DFR, DRB}, {DR, FR, BR}}, turns_of({MoveBase::R, MoveBase::U}))};
  if (progress) progress("zz", 1);
  return t;
}

struct FirstTwoLayers {
  Alg eoline, left, right;
  int length = 1 << 30;
};

// The shortest EOLine + left + right block over the candidates, each phase optimal in its moves.
Result<FirstTwoLayers> plan_first_two_layers(const CubieCube& home, const ZzTables& t) {
  FirstTwoLayers best;
  for (const Alg& eoline : t.eoline.optimal_solutions(home, kEoLineCandidates)) {
    const CubieCube after_line = apply_alg(home, eoline);
    for (const Alg& left : t.left.optimal_solutions(after_line, kLeftCandidates)) {
      const uint8_t right = t.right.distance(apply_alg(after_line, left));
      if (right == PieceSetTable::kUnreachable) continue;
      const int length = htm(eoline) + htm(left) + right;
      if (length < best.length) best = {eoline, left, {}, length};
    }
  }
  if (best.length == 1 << 30) return Error{"zz: no F2L found by <R, U, L> after the EOLine"};
  best.right = t.right.solve(apply_alg(apply_alg(home, best.eoline), best.left));
  return best;
}

}  // namespace

const ZzTables& zz_tables(tables::TableCache& cache) {
  return cache.shelf.get<ZzTables>([&] { return build_zz_tables(cache.progress); });
}

Result<Solution> solve_zz(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache,
                          const LastLayerSolver& last_layer) {
  auto valid = check_solvable(cube);
  if (!valid) return valid.error();
  auto colours = parse_cross_colours(options.colour);
  if (!colours) return colours.error();
  const ZzTables& t = zz_tables(cache);
  HeldCube held;
  int shortest = 1 << 30;
  for (int colour : colours.value()) {
    HeldCube h = hold_with_cross_on_d(cube, colour);
    const int d = t.eoline.distance(h.home);
    if (d < shortest) shortest = d, held = std::move(h);
  }
  auto f2l = plan_first_two_layers(held.home, t);
  if (!f2l) return f2l.error();
  std::vector<Phase> phases{
      Phase{"eoline", concat(held.rotation, f2l->eoline), colour_name(held.colour)},
      Phase{"f2l-left", f2l->left, ""},
      Phase{"f2l-right", f2l->right, ""},
  };
  const CubieCube after = apply_alg(apply_alg(apply_alg(held.home, f2l->eoline), f2l->left), f2l->right);
  auto ll = last_layer.solve(after);
  if (!ll) return ll.error();
  for (Phase& p : ll.value()) phases.push_back(std::move(p));
  return make_solution("zz", std::move(phases));
}

}  // namespace cubelab
