// Kociemba's coordinates: the cubie state read as a few small integers, so that a move is a table
// lookup and a pruning table is an array indexed by coordinates. Phase 1 reduces the cube to the
// subgroup <U, D, R2, L2, F2, B2> (no twist, no flip, the four E-slice edges in the slice); phase 2
// solves inside that subgroup.
#pragma once

#include <array>
#include <cstdint>

#include "core/model/cubie.hpp"

namespace cubelab::tables {

constexpr int kTwists = 2187;        // 3^7: corner orientations (the 8th follows)
constexpr int kFlips = 2048;         // 2^11: edge orientations (the 12th follows)
constexpr int kSlices = 495;         // C(12, 4): which 4 places hold the E-slice edges
constexpr int kSliceSorted = 11880;  // 495 * 24: those places and the slice edges' order
constexpr int kCornerPerms = 40320;  // 8!
constexpr int kUdEdgePerms = 40320;  // 8!: the U- and D-layer edges, in phase 2 only
constexpr int kSlicePerms = 24;      // 4!: the E-slice edges among themselves, in phase 2 only
constexpr int kUCornerPlaces = 70;   // C(8, 4): which 4 corner places hold the U corners
constexpr int kPhase2Moves = 10;     // U U2 U' D D2 D' R2 L2 F2 B2

// Face-turn indices (0..17, see face_turn) of the phase-2 moves, in the order phase-2 tables use.
constexpr std::array<uint8_t, kPhase2Moves> kPhase2FaceTurns = {0, 1, 2, 9, 10, 11, 4, 13, 7, 16};

// 0 <= twist < 2187; 0 when every corner is oriented.
int twist(const CubieCube& c);
// 0 <= flip < 2048; 0 when every edge is oriented.
int flip(const CubieCube& c);
// 0 <= slice_sorted < 11880; slice_sorted / 24 is the slice coordinate (0 <= slice < 495), which
// is 0 exactly when the E-slice edges FR FL BL BR are in the E slice, and then slice_sorted is the
// slice permutation (0 <= slice_sorted < 24, 0 when solved).
int slice_sorted(const CubieCube& c);
// 0 <= corner_perm < 40320; 0 when solved.
int corner_perm(const CubieCube& c);
// 0 <= ud_edge_perm < 40320, for cubes in the phase-2 group (the first 8 edge places hold the
// U and D edges); 0 when solved.
int ud_edge_perm(const CubieCube& c);

// 0 <= u_corner_places < 70: which 4 of the 8 corner places hold the U corners URF UFL ULB UBR
// (their order ignored); 0 when they are in the U layer. Phase 2 pairs it with the U/D edge
// permutation for a third pruning table.
int u_corner_places(const CubieCube& c);

// Lehmer rank of a permutation of 0..n-1 given as its first n entries; 0 for the identity.
template <std::size_t N>
int permutation_rank(const std::array<uint8_t, N>& p, int offset, int n) {
  int rank = 0;
  for (int i = 0; i < n; ++i) {
    int smaller_after = 0;
    for (int j = i + 1; j < n; ++j) smaller_after += p[offset + j] < p[offset + i];
    rank = rank * (n - i) + smaller_after;
  }
  return rank;
}

}  // namespace cubelab::tables
