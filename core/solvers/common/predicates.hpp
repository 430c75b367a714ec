// What each CFOP phase leaves solved, on a cube whose centres are at home and whose cross is on D.
// F2L pair k (0..3) is the corner in slot DFR+k with the edge in slot FR+k: FR, FL, BL, BR.
#pragma once

#include "core/model/cubie.hpp"

namespace cubelab {

constexpr int kPairs = 4;
constexpr int pair_corner(int pair) { return DFR + pair; }
constexpr int pair_edge(int pair) { return FR + pair; }

constexpr bool corner_solved(const CubieCube& c, int slot) { return c.cp[slot] == slot && c.co[slot] == 0; }
constexpr bool edge_solved(const CubieCube& c, int slot) { return c.ep[slot] == slot && c.eo[slot] == 0; }

constexpr bool cross_solved(const CubieCube& c) {
  return edge_solved(c, DR) && edge_solved(c, DF) && edge_solved(c, DL) && edge_solved(c, DB);
}
constexpr bool pair_solved(const CubieCube& c, int pair) {
  return corner_solved(c, pair_corner(pair)) && edge_solved(c, pair_edge(pair));
}
constexpr bool f2l_solved(const CubieCube& c) {
  for (int p = 0; p < kPairs; ++p)
    if (!pair_solved(c, p)) return false;
  return cross_solved(c);
}
// Every U-layer edge shows its U/D colour on U (F2L assumed solved).
constexpr bool last_layer_edges_oriented(const CubieCube& c) {
  for (int s = UR; s <= UB; ++s)
    if (c.eo[s] != 0) return false;
  return true;
}
// Last layer oriented: every U-layer piece shows its U/D colour on U (F2L assumed solved).
constexpr bool last_layer_oriented(const CubieCube& c) {
  for (int s = URF; s <= UBR; ++s)
    if (c.co[s] != 0) return false;
  return last_layer_edges_oriented(c);
}
// The U-layer corners in their places (edges anywhere).
constexpr bool last_layer_corners_placed(const CubieCube& c) {
  for (int s = URF; s <= UBR; ++s)
    if (c.cp[s] != s) return false;
  return true;
}

}  // namespace cubelab
