// What the optimal search needs beside its distance tables: the cube seen along each of its three
// axes, and the inverse cube carried through the search as packed pieces turned by premoves. Built
// with the optimal table (tables/optimal.hpp) and owned by it, so the search keeps no statics.
#pragma once

#include <array>
#include <cstdint>

#include "core/model/cubie.hpp"
#include "core/model/move.hpp"

namespace cubelab::tables {

constexpr int kOptimalAxes = 3;

// The cube's pieces in one byte each: corner place i holds corner c[i] / 3 twisted c[i] % 3, edge
// place i holds edge e[i] / 2 flipped e[i] % 2 (CubieCube's cp/co and ep/eo, packed).
struct PackedPieces {
  std::array<uint8_t, kCorners> c;
  std::array<uint8_t, kEdges> e;
};

PackedPieces packed_pieces(const CubieCube& cube);

// tables/coord.hpp's flip, slice (slice_sorted / 24) and twist.
struct Phase1Coords {
  uint16_t flip, slice, twist;
};

// The cube seen along each axis: conjugated by a whole-cube rotation R (R^-1 * cube * R), whose
// phase-1 goal then belongs to another pair of faces. A face turn m of the cube is the face turn
// R^-1 * m * R of the view.
//
// The search also carries the inverse cube, seen along each axis. Turning the cube by m (cube * m)
// turns its inverse by the premove m^-1 (m^-1 * inverse), and the same holds for the views: a
// premove is a lookup per piece in `premove`, no inversion and no product of cubes per node.
struct OptimalAxes {
  std::array<CubieCube, kOptimalAxes> rotation;
  std::array<std::array<uint8_t, kFaceTurns>, kOptimalAxes> move{};
  // Bit m of goal_moves[a]: face turn m lies in axis a's phase-1 goal group (every half turn, and
  // the quarter turns of the two faces the view sees as U and D).
  std::array<uint32_t, kOptimalAxes> goal_moves{};
  // premove_corner[v][x]: the packed corner x after the premove (face turn v)^-1; likewise edges.
  std::array<std::array<uint8_t, kCorners * 3>, kFaceTurns> premove_corner{};
  std::array<std::array<uint8_t, kEdges * 2>, kFaceTurns> premove_edge{};
  // The slice coordinate of each set of 4 edge places (bit p: place p holds an E-slice edge).
  std::array<uint16_t, 1 << kEdges> slice_of_places{};

  // The premove (face turn v)^-1 applied to p.
  PackedPieces premove(const PackedPieces& p, int v) const {
    PackedPieces r;
    for (int i = 0; i < kCorners; ++i) r.c[i] = premove_corner[v][p.c[i]];
    for (int i = 0; i < kEdges; ++i) r.e[i] = premove_edge[v][p.e[i]];
    return r;
  }

  // The flip, slice and twist of packed pieces.
  Phase1Coords coords(const PackedPieces& p) const {
    constexpr int kFirstSliceEdge = 8;  // FR FL BL BR are edges 8..11
    int twist = 0, flip = 0, places = 0;
    for (int i = 0; i < kCorners - 1; ++i) twist = twist * 3 + p.c[i] % 3;
    for (int i = 0; i < kEdges - 1; ++i) flip = flip * 2 + (p.e[i] & 1);
    for (int i = 0; i < kEdges; ++i) places |= (p.e[i] >= kFirstSliceEdge * 2) << i;
    return {static_cast<uint16_t>(flip), slice_of_places[places], static_cast<uint16_t>(twist)};
  }
};

OptimalAxes build_optimal_axes();

}  // namespace cubelab::tables
