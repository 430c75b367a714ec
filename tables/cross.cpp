#include "tables/cross.hpp"

#include "core/model/move.hpp"

namespace cubelab::tables {

uint8_t edge_state(const CubieCube& c, int edge) {
  for (int i = 0; i < kEdges; ++i)
    if (c.ep[i] == edge) return static_cast<uint8_t>(i * 2 + c.eo[i]);
  return 0;  // unreachable for a permutation
}

uint8_t corner_state(const CubieCube& c, int corner) {
  for (int i = 0; i < kCorners; ++i)
    if (c.cp[i] == corner) return static_cast<uint8_t>(i * 3 + c.co[i]);
  return 0;  // unreachable for a permutation
}

CrossEdges cross_edges_of(const CubieCube& c) {
  CrossEdges e{};
  for (int i = 0; i < 4; ++i) e[i] = edge_state(c, kCrossEdges[i]);
  return e;
}

CrossEdges apply_cross_move(const CrossEdges& e, int face_turn) {
  const PieceMoveTable& t = edge_moves();
  return {t[e[0]][face_turn], t[e[1]][face_turn], t[e[2]][face_turn], t[e[3]][face_turn]};
}

// Breadth-first from the solved cross, one depth at a time over the whole raw range.
CrossTable build_cross_table() {
  constexpr uint8_t kUnknown = 0xFF;
  CrossTable table{std::vector<uint8_t>(kCrossRaw, kUnknown)};
  table.distance[cross_raw(kCrossSolved)] = 0;
  std::vector<uint32_t> frontier{cross_raw(kCrossSolved)}, next;
  for (uint8_t depth = 0; !frontier.empty(); ++depth) {
    next.clear();
    for (uint32_t raw : frontier) {
      const CrossEdges e = cross_edges_of_raw(raw);
      for (int m = 0; m < kFaceTurns; ++m) {
        const uint32_t to = cross_raw(apply_cross_move(e, m));
        if (table.distance[to] != kUnknown) continue;
        table.distance[to] = static_cast<uint8_t>(depth + 1);
        next.push_back(to);
      }
    }
    frontier.swap(next);
  }
  return table;
}

}  // namespace cubelab::tables
