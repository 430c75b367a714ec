#include "core/model/facelets.hpp"

namespace cubelab {

std::string to_string(const FaceletCube& f) {
  std::string s(kFacelets, '?');
  for (int i = 0; i < kFacelets; ++i) s[i] = kFaceLetters[f[i]];
  return s;
}

std::string to_facelet_string(const CubieCube& c) { return to_string(to_facelets(c)); }

// A member of CubieCube defined here, where the stickers are: the cubie level (cubie.cpp) knows
// nothing of facelets.
bool CubieCube::is_solved_any_orientation() const {
  const FaceletCube f = to_facelets(*this);
  for (int face = 0; face < kFaces; ++face)
    for (int k = 0; k < 9; ++k)
      if (f[face * 9 + k] != f[centre_facelet(face)]) return false;
  return true;
}

}  // namespace cubelab
