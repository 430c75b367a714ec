#include "core/model/cubie.hpp"

#include "core/model/facelets.hpp"

namespace cubelab {

namespace {
template <std::size_t N>
int permutation_parity(const std::array<uint8_t, N>& p) {
  int parity = 0;
  for (std::size_t i = 0; i < N; ++i)
    for (std::size_t j = i + 1; j < N; ++j) parity ^= p[i] > p[j];
  return parity;
}
}  // namespace

int corner_parity(const CubieCube& c) { return permutation_parity(c.cp); }
int edge_parity(const CubieCube& c) { return permutation_parity(c.ep); }
int centre_parity(const CubieCube& c) { return permutation_parity(c.centres); }

bool CubieCube::is_solved_any_orientation() const {
  const FaceletCube f = to_facelets(*this);
  for (int face = 0; face < kFaces; ++face)
    for (int k = 0; k < 9; ++k)
      if (f[face * 9 + k] != f[centre_facelet(face)]) return false;
  return true;
}

}  // namespace cubelab
