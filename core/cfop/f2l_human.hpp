// Human-style F2L: each pair is solved by recognising its standard case (F2L 1..41) and applying
// the case library's algorithm, after at most a short set-up that frees a piece stuck in a wrong
// slot. The pair order favours ready pairs (the one that costs fewest moves goes first).
#pragma once

#include <vector>

#include "core/cube/cubie.hpp"
#include "core/result.hpp"
#include "core/solve/solution.hpp"

namespace cubelab {

// The cube: centres at home and the cross on D solved (some pairs may be solved too); any other
// cube is an Error. Returns one phase per unsolved pair in solving order, named "f2l-k" with k
// counting from first_index (1 + the number of pairs solved before), case "F2L n" (1 <= n <= 41).
// Moves are face turns only. Applying all phases in order solves the first two layers.
Result<std::vector<Phase>> solve_f2l_human(const CubieCube& cube, int first_index);

}  // namespace cubelab
