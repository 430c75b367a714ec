// Case algorithms as solvers apply them: face turns in the fixed frame of a cube whose centres stay
// at home. Published algorithms use wide turns, slices and rotations (r, M, y ...); each of those
// is a face turn plus a whole-cube rotation, and the rotation only renames the faces that later
// turns act on.
#pragma once

#include "core/model/alg.hpp"

namespace cubelab {

// The same physical turns as `alg` written as face turns of the fixed frame, simplified. When
// `alg`'s rotations do not cancel, the result equals `alg` followed by undoing its net rotation.
Alg to_face_turns(const Alg& alg);

// `alg` (face turns) performed with the cube first turned by y^quarter_turns and turned back
// afterwards, as face turns of the fixed frame: an F2L algorithm for the FR slot moved to another
// slot, or a last-layer algorithm applied from another side.
Alg rotate_about_y(const Alg& alg, int quarter_turns);

// `alg` mirrored across the M plane, as left-handed algorithms are made from right-handed ones: R
// and L trade places (Rw and Lw too) and every turn about the R-L axis keeps its sense, so R becomes
// L' and M, x stay; turns about the other two axes are inverted (U -> U', F -> F', y -> y', S -> S').
// The mirror of an algorithm that solves a case solves the mirror image of that case.
Alg mirror_alg(const Alg& alg);

// U^quarter_turns as one move (none for a multiple of 4; negative counts turn the other way): an
// AUF.
Alg u_turns(int quarter_turns);

}  // namespace cubelab
