// Pruning tables for inserting one F2L pair while keeping the cross: the exact distance to solve
// the cross together with the pair's corner, and with the pair's edge, both for pair 0 (corner DFR,
// edge FR). The other three pairs are looked up through the y-rotation symmetry (`PairView`), so
// two tables of 190,080 * 24 = 4,561,920 bytes serve all four pairs.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "tables/cross.hpp"
#include "tables/lazy.hpp"

namespace cubelab::tables {

constexpr int kPairTableSize = kCrossStates * kPieceStates;

constexpr int kPairNearRaw = 24 * 24 * 24 * 24;

// A pair with the two cross edges beside its slot: [((DFR * 24 + FR) * 24 + DR) * 24 + DF] piece
// states -> distance (331,776 bytes, built in milliseconds). It sees how the pair and the nearby
// cross interact, which the big tables, with one pair piece each, do not; alone it is a cheap
// estimate of how hard a pair is.
struct PairNearTable {
  std::vector<uint8_t> distance;
};
PairNearTable build_pair_near_table();

struct PairTables {
  std::vector<uint8_t> cross_corner;  // [cross_dense * 24 + corner DFR state] -> distance 0..
  std::vector<uint8_t> cross_edge;    // [cross_dense * 24 + edge FR state] -> distance 0..
  PairNearTable near;
};

PairTables build_pair_tables(const Progress& progress);

// Pair k seen as pair 0: the cube conjugated by the y rotation that takes slot DFR+k to DFR.
// Maps each piece to its name in that frame and each piece state to its state there.
struct PairView {
  std::array<uint8_t, 12> edge_piece;
  std::array<std::array<uint8_t, kPieceStates>, 12> edge_state;  // [edge piece][state]
  std::array<uint8_t, 8> corner_piece;
  std::array<std::array<uint8_t, kPieceStates>, 8> corner_state;  // [corner piece][state]
  int near_right, near_front;                                     // the cross edges that this view names DR and DF
};
const std::array<PairView, 4>& pair_views();

// Lower bounds on the moves that solve the cross with pair k's corner, and with its edge.
struct PairBounds {
  int corner;
  int edge;
  int near;
};
PairBounds pair_bounds(const PairTables& t, int pair, const CrossEdges& cross, uint8_t corner, uint8_t edge);
int pair_near_bound(const PairNearTable& t, int pair, const CrossEdges& cross, uint8_t corner, uint8_t edge);

CrossEdges cross_edges_of_dense(uint32_t dense);

}  // namespace cubelab::tables
