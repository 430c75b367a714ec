#include "tables/coord.hpp"

namespace cubelab::tables {

namespace {

constexpr int kFirstSliceEdge = FR;  // edges FR FL BL BR (8..11) belong in the E slice

constexpr int binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  int r = 1;
  for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
  return r;
}

}  // namespace

int twist(const CubieCube& c) {
  int t = 0;
  for (int i = 0; i < kCorners - 1; ++i) t = t * 3 + c.co[i];
  return t;
}

int flip(const CubieCube& c) {
  int f = 0;
  for (int i = 0; i < kEdges - 1; ++i) f = f * 2 + c.eo[i];
  return f;
}

// The places of the slice edges in the combinatorial number system, read from the last place down
// so that places 8..11 give 0; then the rank of the slice edges' order as they stand.
int slice_sorted(const CubieCube& c) {
  int combination = 0, seen = 0;
  std::array<uint8_t, 4> order{};
  for (int place = kEdges - 1; place >= 0; --place) {
    if (c.ep[place] < kFirstSliceEdge) continue;
    combination += binomial(kEdges - 1 - place, seen + 1);
    order[3 - seen] = static_cast<uint8_t>(c.ep[place] - kFirstSliceEdge);
    ++seen;
  }
  return combination * kSlicePerms + permutation_rank(order, 0, 4);
}

// The places of the U corners in the combinatorial number system, read from place 0 up so that
// places 0..3 give 0.
int u_corner_places(const CubieCube& c) {
  int combination = 0, seen = 0;
  for (int place = 0; place < kCorners; ++place) {
    if (c.cp[place] >= 4) continue;  // corners URF UFL ULB UBR are 0..3
    ++seen;
    combination += binomial(place, seen);
  }
  return combination;
}

int corner_perm(const CubieCube& c) { return permutation_rank(c.cp, 0, kCorners); }

int ud_edge_perm(const CubieCube& c) { return permutation_rank(c.ep, 0, 8); }

}  // namespace cubelab::tables
