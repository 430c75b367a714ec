// The cross: where the four D edges are, as one coordinate, and the exact number of face turns
// that solves them from every one of the 190,080 cross states (a breadth-first distance table).
// Pieces are followed one at a time through a 24-state "piece state" (slot and orientation), which
// is all the F2L solvers need too: a face turn moves each piece independently of the others.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/move.hpp"

namespace cubelab::tables {

// A piece state: edge = slot * 2 + flip (0 <= state < 24), corner = slot * 3 + twist (0 <= state < 24).
constexpr int kPieceStates = 24;
using PieceMoveTable = std::array<std::array<uint8_t, 18>, kPieceStates>;  // [state][face turn 0..17]

// Where one piece goes under each face turn. Made at compile time from the move definitions: no
// build, no state. In replaced-by form, after `c * m` slot i holds what slot m.ep[i] held, flipped
// by m.eo[i] (corners: twisted by m.co[i]).
constexpr PieceMoveTable make_edge_moves() {
  PieceMoveTable t{};
  for (int m = 0; m < kFaceTurns; ++m) {
    const CubieCube& mc = move_cube(face_turn(m));
    for (int i = 0; i < kEdges; ++i)
      for (int flip = 0; flip < 2; ++flip) t[mc.ep[i] * 2 + flip][m] = static_cast<uint8_t>(i * 2 + (flip ^ mc.eo[i]));
  }
  return t;
}
constexpr PieceMoveTable make_corner_moves() {
  PieceMoveTable t{};
  for (int m = 0; m < kFaceTurns; ++m) {
    const CubieCube& mc = move_cube(face_turn(m));
    for (int i = 0; i < kCorners; ++i)
      for (int twist = 0; twist < 3; ++twist)
        t[mc.cp[i] * 3 + twist][m] = static_cast<uint8_t>(i * 3 + (twist + mc.co[i]) % 3);
  }
  return t;
}
inline constexpr PieceMoveTable kEdgeMoves = make_edge_moves();
inline constexpr PieceMoveTable kCornerMoves = make_corner_moves();
constexpr const PieceMoveTable& edge_moves() { return kEdgeMoves; }
constexpr const PieceMoveTable& corner_moves() { return kCornerMoves; }

uint8_t edge_state(const CubieCube& c, int edge);      // where edge `edge` is and how it is flipped
uint8_t corner_state(const CubieCube& c, int corner);  // where corner `corner` is and how it is twisted
constexpr uint8_t home_edge_state(int edge) { return static_cast<uint8_t>(edge * 2); }
constexpr uint8_t home_corner_state(int corner) { return static_cast<uint8_t>(corner * 3); }

// The cross edges DR, DF, DL, DB as four piece states. Two encodings: `raw` (24^4 = 331,776, with
// holes where two edges would share a slot) for fast table lookups, and `dense`
// (12 * 10 * 8 * 6 * 16 = 190,080, no holes) where memory matters (tables with more pieces).
constexpr int kCrossEdges[4] = {DR, DF, DL, DB};
constexpr int kCrossRaw = 24 * 24 * 24 * 24;
constexpr int kCrossStates = 190080;
using CrossEdges = std::array<uint8_t, 4>;

constexpr uint32_t cross_raw(const CrossEdges& e) { return ((e[0] * 24u + e[1]) * 24u + e[2]) * 24u + e[3]; }
constexpr CrossEdges cross_edges_of_raw(uint32_t raw) {
  return {static_cast<uint8_t>(raw / 13824), static_cast<uint8_t>(raw / 576 % 24), static_cast<uint8_t>(raw / 24 % 24),
          static_cast<uint8_t>(raw % 24)};
}
// True when no two edges share a slot: the raw index names a real cross state.
constexpr bool cross_valid(const CrossEdges& e) {
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < i; ++j)
      if (e[i] / 2 == e[j] / 2) return false;
  return true;
}
// 0 <= dense < 190080: the ordered slots ranked among the free ones, then the four flips.
constexpr uint32_t cross_dense(const CrossEdges& e) {
  uint32_t rank = 0, flips = 0;
  constexpr uint32_t kFree[4] = {12, 11, 10, 9};
  for (int i = 0; i < 4; ++i) {
    uint32_t slot = e[i] / 2u;
    for (int j = 0; j < i; ++j) slot -= (e[j] / 2u < e[i] / 2u) ? 1u : 0u;
    rank = rank * kFree[i] + slot;
    flips = flips * 2 + e[i] % 2u;
  }
  return rank * 16 + flips;
}
CrossEdges cross_edges_of(const CubieCube& c);
CrossEdges apply_cross_move(const CrossEdges& e, int face_turn);
constexpr CrossEdges kCrossSolved = {DR * 2, DF * 2, DL * 2, DB * 2};

// Optimal cross distances (HTM), indexed by the raw coordinate; 0xFF marks the holes.
struct CrossTable {
  std::vector<uint8_t> distance;  // kCrossRaw entries, each 0..8 or 0xFF
  int operator()(const CrossEdges& e) const { return distance[cross_raw(e)]; }
};

CrossTable build_cross_table();

}  // namespace cubelab::tables
