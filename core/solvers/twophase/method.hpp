// The `twophase` method of solve_with: the two-phase search in the metric the options ask for, never
// longer than a known solution (the inverse of a typed scramble), with a first-answer search when an
// improvement budget runs out before any answer.
#pragma once

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "tables/cache.hpp"

namespace cubelab {

// solve_two_phase or solve_two_phase_qtm, as options.metric says; TwoPhaseAnswer::length is in
// that metric.
Result<TwoPhaseAnswer> solve_two_phase_in_metric(const CubieCube& cube, const SolveOptions& options,
                                                 tables::TableCache& cache);

// The `twophase` method of solve_with: phases "phase 1" and "phase 2".
Result<Solution> solve_twophase_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache);

}  // namespace cubelab
