#include "tables/optimal_axes.hpp"

#include "tables/coord.hpp"

namespace cubelab::tables {

PackedPieces packed_pieces(const CubieCube& cube) {
  PackedPieces p{};
  for (int i = 0; i < kCorners; ++i) p.c[i] = static_cast<uint8_t>(cube.cp[i] * 3 + cube.co[i]);
  for (int i = 0; i < kEdges; ++i) p.e[i] = static_cast<uint8_t>(cube.ep[i] * 2 + cube.eo[i]);
  return p;
}

OptimalAxes build_optimal_axes() {
  constexpr int kFirstSliceEdge = 8;  // FR FL BL BR are edges 8..11
  OptimalAxes x;
  x.rotation = {CubieCube{}, move_cube(Move{MoveBase::x, 1}), move_cube(Move{MoveBase::z, 1})};
  for (int a = 0; a < kOptimalAxes; ++a)
    for (int m = 0; m < kFaceTurns; ++m) {
      const CubieCube seen = x.rotation[a].inverse() * move_cube(face_turn(m)) * x.rotation[a];
      for (int v = 0; v < kFaceTurns; ++v)
        if (move_cube(face_turn(v)) == seen) x.move[a][m] = static_cast<uint8_t>(v);
      for (uint8_t goal : kPhase2FaceTurns)
        if (x.move[a][m] == goal) x.goal_moves[a] |= 1u << m;
    }
  for (int v = 0; v < kFaceTurns; ++v) {
    const CubieCube pre = move_cube(face_turn(v)).inverse();
    for (int i = 0; i < kCorners * 3; ++i)
      x.premove_corner[v][i] = static_cast<uint8_t>(pre.cp[i / 3] * 3 + (pre.co[i / 3] + i % 3) % 3);
    for (int i = 0; i < kEdges * 2; ++i)
      x.premove_edge[v][i] = static_cast<uint8_t>(pre.ep[i / 2] * 2 + (pre.eo[i / 2] ^ i % 2));
  }
  for (int places = 0; places < 1 << kEdges; ++places) {
    if (__builtin_popcount(static_cast<unsigned>(places)) != 4) continue;
    CubieCube c;
    int slice_edge = kFirstSliceEdge, other = 0;
    for (int p = 0; p < kEdges; ++p) c.ep[p] = static_cast<uint8_t>(places >> p & 1 ? slice_edge++ : other++);
    x.slice_of_places[places] = static_cast<uint16_t>(slice_sorted(c) / kSlicePerms);
  }
  return x;
}

}  // namespace cubelab::tables
