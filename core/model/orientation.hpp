// Whole-cube orientations. Solvers work on a cube whose centres are at home; a cube held another
// way (turned centres, or turned so the cross colour is on D) is first recoloured to that frame.
#pragma once

#include <array>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"

namespace cubelab {

constexpr int kOrientations = 24;

struct Orientation {
  Alg rotation;     // the shortest rotation from the WCA orientation: "", "y", "x2", "z y'", ...
  CubieCube state;  // the solved cube after it
};

// All 24, the identity first.
const std::array<Orientation, kOrientations>& orientations();

// The orientation whose centres are those of `cube`.
const Orientation& orientation_of(const CubieCube& cube);

// rho^-1 * cube for the cube's orientation rho: the same cube with colours renamed so that its
// centres are at home. Face turns that solve the result solve `cube` too.
CubieCube recolour_to_home(const CubieCube& cube);

// The orientation that brings the face `face` (0..5 = U R F D L B) to D, with the fewest
// rotation moves (e.g. U -> x2, F -> x', R -> z).
const Orientation& orientation_putting_on_d(int face);

}  // namespace cubelab
