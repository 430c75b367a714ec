// The last layer of a cube whose first two layers are solved, as a family that ends with one is
// given it (ZZ, Roux's corners): the registry's layer (core/solvers/composed.*) binds the CFOP
// library's OLL and PLL, so that no family includes another.
#pragma once

#include <functional>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab {

struct LastLayerSolver {
  // Phases "oll" and "pll" that solve a cube with centres at home and D and E layers solved.
  std::function<Result<std::vector<Phase>>(const CubieCube&)> solve;
  // Their total length (HTM) by table lookups alone, or -1 for a cube they do not solve.
  std::function<int(const CubieCube&)> length;
};

}  // namespace cubelab
