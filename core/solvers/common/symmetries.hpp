// The symmetries of the cube that a given cube has: what the QTM searches of central cubes (the
// superflip) cut by, in the optimal search (core/solvers/optimal/optimal_qtm.cpp) and the antipodal
// halves (antipodal_halves.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/move.hpp"

namespace cubelab {

// The face-turn permutation of each of the 48 symmetries (24 rotations, each alone and mirrored)
// under which `cube` equals its own conjugate: entry [m] is the face turn (index 0..17) that
// conjugating face turn m by the symmetry gives. The identity is always first.
std::vector<std::array<uint8_t, kFaceTurns>> cube_symmetries(const CubieCube& cube);

}  // namespace cubelab
