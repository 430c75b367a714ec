// Human-style F2L: each pair is solved by recognising its standard case (F2L 1..41) and applying
// the case library's algorithm, after at most a short set-up: one that frees a piece stuck in a
// wrong slot, or (when it makes the pair cheaper) one that lifts the pair out of its own slot or
// uses another unsolved slot to turn the pieces into a better case. The phase names the case that
// the algorithm solves, after any set-up. Pairs go in the order that makes them shortest together
// (every order is weighed), so ready pairs come first; for the last pair, the library algorithm
// whose pair + OLL + PLL is shortest is taken (it may be a little longer than the shortest).
#pragma once

#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab::tables {
struct TableCache;
}

namespace cubelab {

// The cube: centres at home and the cross on D solved (some pairs may be solved too); any other
// cube is an Error. Returns one phase per unsolved pair in solving order, named "f2l-k" with k
// counting from first_index (1 + the number of pairs solved before), case "F2L n" (1 <= n <= 41);
// a pair that an earlier phase happened to solve gets a phase with no moves and case "skip".
// Moves are face turns only. Applying all phases in order solves the first two layers. The case
// recognition and pair plans come from `cache` (built there on first use, about 50 ms natively).
Result<std::vector<Phase>> solve_f2l_human(tables::TableCache& cache, const CubieCube& cube, int first_index);

// Recognition alone: the standard case number (1 <= n <= 41) of pair `pair` (0..3: FR FL BL BR)
// when its corner and edge are in the U layer or in its slot, 0 when the pair is solved, -1 when
// a piece is in another slot (a set-up must lift it out first). The cube needs its cross solved
// and centres at home.
int f2l_case_number(tables::TableCache& cache, const CubieCube& cube, int pair);

}  // namespace cubelab
