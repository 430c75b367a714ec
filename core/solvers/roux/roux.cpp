#include "core/solvers/roux/roux.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "core/model/validate.hpp"
#include "core/solvers/common/cross.hpp"

namespace cubelab {

namespace {

// How many optimal first blocks are weighed by the second block after them.
constexpr std::size_t kFirstBlockCandidates = 16;

RouxTables build_roux_tables(const tables::Progress& progress) {
  if (progress) progress("roux", 0);
  RouxTables t{
      PieceSetTable({{DLF, DBL}, {DL, FL, BL}},
                    turns_of({MoveBase::U, MoveBase::R, MoveBase::F, MoveBase::D, MoveBase::L, MoveBase::B})),
      PieceSetTable({{DFR, DRB}, {DR, FR, BR}}, turns_of({MoveBase::R, MoveBase::Rw, MoveBase::U, MoveBase::M})),
      LseTable()};
  if (progress) progress("roux", 1);
  return t;
}

struct Blocks {
  Alg first, second;
  int length = 1 << 30;
};

Result<Blocks> plan_blocks(const CubieCube& home, const RouxTables& t) {
  Blocks best;
  for (const Alg& first : t.first.optimal_solutions(home, kFirstBlockCandidates)) {
    const uint8_t second = t.second.distance(apply_alg(home, first));
    if (second == PieceSetTable::kUnreachable) continue;
    const int length = stm(first) + second;
    if (length < best.length) best = {first, {}, length};
  }
  if (best.length == 1 << 30) return Error{"roux: no second block found by <R, r, U, M>"};
  best.second = t.second.solve(apply_alg(home, best.first));
  return best;
}

// A cube with the corners of `cube` (its D corners solved), every other edge solved and the U
// edges placed by `perm` and flipped by `flips`; centres at home. Solving it by algorithms that
// keep the first two layers solves the corners of `cube` and keeps its blocks.
CubieCube with_corners_of(const CubieCube& cube, const std::array<uint8_t, 4>& perm, int flips) {
  CubieCube c;
  c.cp = cube.cp, c.co = cube.co;
  for (int i = 0; i < 4; ++i) c.ep[i] = perm[i], c.eo[i] = (flips >> i) & 1;
  return c;
}

// The shortest last layer (by the library) of any cube with these corners: one whose edge parity
// matches the corners' and whose flips are even.
Result<Phase> cmll_phase(const CubieCube& cube, const LastLayerSolver& last_layer) {
  std::array<uint8_t, 4> perm{UR, UF, UL, UB};
  CubieCube best;
  int best_length = -1;
  do {
    for (int flips = 0; flips < 16; ++flips) {
      if (__builtin_popcount(flips) % 2) continue;
      const CubieCube v = with_corners_of(cube, perm, flips);
      if (edge_parity(v) != corner_parity(v)) continue;
      const int length = last_layer.length(v);
      if (length >= 0 && (best_length < 0 || length < best_length)) best_length = length, best = v;
    }
  } while (std::next_permutation(perm.begin(), perm.end()));
  if (best_length < 0) return Error{"roux: the corners after the blocks have no last-layer algorithm"};
  auto ll = last_layer.solve(best);
  if (!ll) return ll.error();
  Phase cmll{"cmll", {}, ""};
  for (const Phase& p : ll.value()) {
    cmll.moves = concat(cmll.moves, p.moves);
    if (p.case_name != "skip") cmll.case_name += (cmll.case_name.empty() ? "" : " + ") + p.case_name;
  }
  cmll.moves = simplify(cmll.moves);
  if (cmll.case_name.empty()) cmll.case_name = "skip";
  return cmll;
}

}  // namespace

const RouxTables& roux_tables(tables::TableCache& cache) {
  return cache.shelf.get<RouxTables>([&] { return build_roux_tables(cache.progress); });
}

Result<Solution> solve_roux(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache,
                            const LastLayerSolver& last_layer) {
  auto valid = check_solvable(cube);
  if (!valid) return valid.error();
  auto colours = parse_cross_colours(options.colour);
  if (!colours) return colours.error();
  const RouxTables& t = roux_tables(cache);
  HeldCube held;
  int shortest = 1 << 30;
  for (int colour : colours.value()) {
    HeldCube h = hold_with_cross_on_d(cube, colour);
    const int d = t.first.distance(h.home);
    if (d < shortest) shortest = d, held = std::move(h);
  }
  auto blocks = plan_blocks(held.home, t);
  if (!blocks) return blocks.error();
  const CubieCube after_blocks = apply_alg(apply_alg(held.home, blocks->first), blocks->second);
  auto cmll = cmll_phase(after_blocks, last_layer);
  if (!cmll) return cmll.error();
  const CubieCube after_cmll = apply_alg(after_blocks, cmll->moves);
  if (t.lse.distance(after_cmll) == LseTable::kUnreachable)
    return Error{"roux: the last six edges are not solvable by <M, U> after CMLL"};
  std::vector<Phase> phases{
      Phase{"first-block", concat(held.rotation, blocks->first), colour_name(held.colour)},
      Phase{"second-block", blocks->second, ""},
      cmll.value(),
      Phase{"lse", t.lse.solve(after_cmll), ""},
  };
  return make_solution("roux", std::move(phases));
}

}  // namespace cubelab
