#include "core/model/random_state.hpp"

#include <utility>

namespace cubelab {

namespace {
template <std::size_t N>
void shuffle(std::array<uint8_t, N>& a, Rng& rng) {
  for (std::size_t i = N - 1; i > 0; --i) std::swap(a[i], a[rng.below(i + 1)]);
}
}  // namespace

CubieCube random_state(Rng& rng) {
  CubieCube c;
  shuffle(c.cp, rng);
  shuffle(c.ep, rng);
  // Fix parity by swapping two edges: the result stays uniform over solvable states.
  if (corner_parity(c) != edge_parity(c)) std::swap(c.ep[0], c.ep[1]);
  int twist = 0, flip = 0;
  for (int i = 0; i < kCorners - 1; ++i) twist += c.co[i] = static_cast<uint8_t>(rng.below(3));
  c.co[kCorners - 1] = static_cast<uint8_t>((3 - twist % 3) % 3);
  for (int i = 0; i < kEdges - 1; ++i) flip += c.eo[i] = static_cast<uint8_t>(rng.below(2));
  c.eo[kEdges - 1] = static_cast<uint8_t>(flip % 2);
  return c;
}

Alg random_moves(Rng& rng, int length) {
  Alg alg;
  int last = -1;
  while (static_cast<int>(alg.size()) < length) {
    const int face = static_cast<int>(rng.below(6));
    if (!canonical_after(last, face)) continue;
    alg.push_back(Move{static_cast<MoveBase>(face), static_cast<uint8_t>(rng.below(3) + 1)});
    last = face;
  }
  return alg;
}

}  // namespace cubelab
