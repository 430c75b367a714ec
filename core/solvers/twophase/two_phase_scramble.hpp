// WCA-style random-state scrambles: a uniformly random solvable state, written as the inverse of
// a two-phase solution of it. The same seed gives the same scramble natively and in WASM.
#pragma once

#include <cstdint>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "tables/two_phase.hpp"

namespace cubelab {

struct Scramble {
  Alg moves;        // from solved, reaches `state`
  CubieCube state;  // uniformly random among states that need at least 2 moves
};

// Scramble `index` of the run with seed `seed` (drawn from sample_seed(seed, index)). States
// solvable in 0 or 1 moves are redrawn, as the WCA regulations ask (4b3).
Result<Scramble> random_state_scramble(uint64_t seed, uint64_t index, const tables::TwoPhaseTables& tables);

}  // namespace cubelab
