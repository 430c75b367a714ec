// Uniformly random solvable cube states and random-move sequences.
#pragma once

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/random.hpp"

namespace cubelab {

// Every solvable state with centres at home is equally likely (1 in 43,252,003,274,489,856,000).
CubieCube random_state(Rng& rng);

// `length` random face turns, never turning one face twice in a row nor an opposite pair out of
// the canonical order (so the sequence does not cancel itself), as random-move scramblers do.
Alg random_moves(Rng& rng, int length);

}  // namespace cubelab
