// What the optimal searches (HTM: optimal.hpp, QTM: optimal_qtm.hpp) take and give besides the
// cube: the answer with its proven bound, the parts of the pruning tests may turn off, and the first
// answer they start from.
#pragma once

#include <cstdint>
#include <functional>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"

namespace cubelab {

struct OptimalAnswer {
  Alg moves;             // solves the cube
  bool optimal = false;  // proven: no shorter solution exists (then lower_bound == length)
  int lower_bound = 0;   // every solution has at least this many moves
  uint64_t nodes = 0;    // IDA* nodes visited (the two-phase search's are not counted)
  double ms = 0;         // wall time (tables excluded)
};

// What the search prunes with beyond the cube's own distances along the three axes; everything
// by default. Tests and benchmarks turn parts off to check and measure what each one does.
struct OptimalPruning {
  bool inverse = true;   // the inverse cube's distances along the three axes
  bool tight = true;     // the tight-bound rule on the inverse's distances (needs `inverse`)
  bool symmetry = true;  // QTM search: the first moves of a symmetric cube, one per orbit
  bool central = true;   // QTM search: a central cube (the superflip), one sequence per family
                         // of equivalent ones (core/solvers/common/central_canon.hpp)
};

// The search's first answer: face turns that solve `home` (the cube recoloured to the home
// orientation), found quickly by another search. It bounds the depths searched, and is the answer
// when the search is stopped early or proves it optimal. The optimal family does not search for
// it itself: the method registry passes a two-phase search (core/solvers/composed.hpp), composing
// the two families above both rather than making one include the other.
using FirstAnswer = std::function<Result<Alg>(const CubieCube& home)>;

}  // namespace cubelab
