#include "core/model/cubie.hpp"

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

}  // namespace cubelab
