// The optimal solver in the quarter-turn metric: the fewest quarter turns (a half turn is two) that
// solve a cube, by IDA* over the 12 quarter turns. The same design as the HTM solver
// (optimal.hpp): a phase-1 distance table read along the three axes for the cube and
// for its inverse, and the tight-bound rule; here the table counts quarter turns
// (tables::build_optimal_qtm_table), though the HTM table is admissible too (an HTM distance is
// never more than the QTM one). Two things only QTM allows:
// - Parity: every quarter turn is an odd permutation of the corners, so every solution's length
//   has the parity of the cube's corner permutation: the depth bound steps by 2, and ruling out
//   depth d also rules out d + 1.
// - Symmetry at the root: when the cube equals its conjugate by some of the 48 symmetries of the
//   cube (the superflip by all of them), a solution's conjugate solves it too, so the first move
//   need only be one of each orbit of the quarter turns under those symmetries; the same at the
//   next levels while the cube reached still has symmetries.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/optimal/answer.hpp"
#include "tables/antipodal.hpp"
#include "tables/cache.hpp"
#include "tables/optimal.hpp"
#include "tables/two_phase.hpp"

namespace cubelab {

// Like solve_optimal, with every length in quarter turns: OptimalAnswer::lower_bound and the
// answer's qtm(), and on_depth(d) once no solution of d quarter turns (nor fewer) exists. `bound`
// is the QTM table (or, admissible but weaker, the HTM one). options.min_depth above the table's
// bound starts the search deeper: it finds rather than proves (lower_bound stays what is proven,
// and optimal is then false unless the answer meets it). The first answer, kept when the search
// is stopped, is `first_answer`'s (the registry's: the QTM two-phase one), or, for a central cube with
// `antipodal` given, the shortest answer of two antipodal halves
// (core/solvers/common/antipodal_halves.hpp, over the two-phase move tables `moves`) when that is
// shorter.
Result<OptimalAnswer> solve_optimal_qtm(const CubieCube& cube, const SolveOptions& options,
                                        const FirstAnswer& first_answer, const tables::OptimalTable& bound,
                                        const tables::TwoPhaseTables& moves, const OptimalPruning& pruning = {},
                                        const tables::AntipodalCornerTable* antipodal = nullptr);

// The cache's QTM optimal table, built (with progress "optimal-qtm", on cache.build_threads) on
// first use.
const tables::OptimalTable& optimal_qtm_table(tables::TableCache& cache);

}  // namespace cubelab
