#include "core/model/facelets.hpp"

namespace cubelab {

std::string to_string(const FaceletCube& f) {
  std::string s(kFacelets, '?');
  for (int i = 0; i < kFacelets; ++i) s[i] = kFaceLetters[f[i]];
  return s;
}

std::string to_facelet_string(const CubieCube& c) { return to_string(to_facelets(c)); }

}  // namespace cubelab
