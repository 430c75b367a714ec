// Routing one state into another with a solver built for "any state to solved" (as Monteiro
// (2020) routes one pattern into another): solve X = B^-1 * A; the answer s gives A * s = B.
#pragma once

#include <string>

#include "core/cube/cubie.hpp"
#include "core/notation/alg.hpp"
#include "core/result.hpp"
#include "core/solve/solution.hpp"
#include "tables/two_phase.hpp"

namespace cubelab {

struct Route {
  Alg moves;                 // applied to `from`, gives `to` (up to a whole-cube rotation)
  int length = 0;            // HTM
  bool via_inverse = false;  // refine: the answer came from solving X^-1 and inverting
  double ms = 0;
};

// The auxiliary state whose solutions are the routes from `from` to `to`.
CubieCube route_state(const CubieCube& from, const CubieCube& to);

// Two-phase route with `options` (max_length, budget, improve). `refine` also solves X^-1 (whose
// solutions, inverted, are routes too) and keeps the shorter answer; each solve gets the budget.
Result<Route> find_route(const CubieCube& from, const CubieCube& to, const SolveOptions& options, bool refine,
                         const tables::TwoPhaseTables& tables);

}  // namespace cubelab
