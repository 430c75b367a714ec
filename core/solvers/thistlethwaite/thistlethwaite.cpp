#include "core/solvers/thistlethwaite/thistlethwaite.hpp"

#include <string>

#include "core/model/move.hpp"
#include "core/model/orientation.hpp"
#include "core/model/validate.hpp"

namespace cubelab {

namespace {

// The coset counts are the published indices of each goal group in the one before (Thistlethwaite
// 1981; they are also the sizes of the tables, see tables/thistlethwaite.hpp).
constexpr std::array<ThistlethwaiteStageInfo, tables::kThistlethwaiteStages> kStages = {{
    {"g1", "G1 = <U, D, R, L, F2, B2>", "<U, D, R, L, F, B>",
     "orients every edge: after it no F or B quarter turn is needed", 2048, 7},
    {"g2", "G2 = <U, D, R2, L2, F2, B2>", "<U, D, R, L, F2, B2>",
     "orients every corner and puts the E-slice edges (FR FL BL BR) in the E slice", 1082565, 10},
    {"g3", "G3 = <U2, D2, R2, L2, F2, B2>", "<U, D, R2, L2, F2, B2>",
     "puts the M-slice edges in the M slice and the corners in their tetrads, in a position half turns "
     "can solve",
     29400, 13},
    {"solved", "solved", "<U2, D2, R2, L2, F2, B2>", "solves the cube with half turns only", 663552, 15},
}};

// The fewest moves of the stage that take `cube` into its goal group: follows the stage's
// coordinates down its exact distance table, one step nearer at each move.
Alg descend(const tables::ThistlethwaiteStage& s, const CubieCube& cube) {
  int row = s.row_of(cube), column = s.column_of(cube);
  Alg moves;
  for (int d = s.distance.at(row, column); d > 0; --d) {
    for (std::size_t m = 0; m < s.face_turns.size(); ++m) {
      const int r = s.rows.apply(row, static_cast<int>(m)), c = s.columns.apply(column, static_cast<int>(m));
      if (s.distance.at(r, c) != d - 1) continue;
      row = r, column = c;
      moves.push_back(face_turn(s.face_turns[m]));
      break;
    }
  }
  return moves;
}

}  // namespace

const std::array<ThistlethwaiteStageInfo, tables::kThistlethwaiteStages>& thistlethwaite_stages() { return kStages; }

Result<std::array<Alg, tables::kThistlethwaiteStages>> solve_thistlethwaite(const CubieCube& cube,
                                                                            const tables::ThistlethwaiteTables& t) {
  if (auto valid = check_solvable(cube); !valid) return valid.error();
  CubieCube c = recolour_to_home(cube);
  std::array<Alg, tables::kThistlethwaiteStages> stages;
  for (int k = 0; k < tables::kThistlethwaiteStages; ++k) {
    stages[k] = descend(t.stages[k], c);
    c = apply_alg(c, stages[k]);
  }
  if (!c.is_solved()) return Error{"Thistlethwaite stages did not solve the cube", 0, ErrorKind::internal};
  return stages;
}

const tables::ThistlethwaiteTables& thistlethwaite_tables(tables::TableCache& cache) {
  return cache.thistlethwaite.get([&] { return tables::build_thistlethwaite_tables(cache.progress); });
}

Result<Solution> solve_thistlethwaite_method(const CubieCube& cube, const SolveOptions&, tables::TableCache& cache) {
  auto stages = solve_thistlethwaite(cube, thistlethwaite_tables(cache));
  if (!stages) return stages.error();
  std::vector<Phase> phases;
  for (int k = 0; k < tables::kThistlethwaiteStages; ++k)
    phases.push_back(
        Phase{kStages[k].phase, stages.value()[k], std::string(kStages[k].group) + " by " + kStages[k].moves});
  return make_solution("thistlethwaite", std::move(phases));
}

}  // namespace cubelab
