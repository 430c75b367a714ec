#include "tables/f2l_pair.hpp"

#include "core/model/move.hpp"
#include "core/model/orientation.hpp"

namespace cubelab::tables {

namespace {

constexpr uint8_t kUnknownPair = 0xFF;

// How each face turn moves the dense cross coordinate: [dense * 18 + turn] -> dense. 13.7 MB,
// kept only while the pair tables are built.
std::vector<uint32_t> make_cross_dense_moves() {
  std::vector<uint32_t> moves(static_cast<std::size_t>(kCrossStates) * kFaceTurns);
  for (uint32_t d = 0; d < kCrossStates; ++d) {
    const CrossEdges e = cross_edges_of_dense(d);
    for (int m = 0; m < kFaceTurns; ++m) moves[d * kFaceTurns + m] = cross_dense(apply_cross_move(e, m));
  }
  return moves;
}

// Breadth-first over (cross, one piece) from the state where both are solved, indexed by
// cross_dense * 24 + piece state. Depth by depth: forward from the states at depth d while few
// states are known, then backward (an unknown state is at d + 1 if a neighbour is at d), which
// touches far fewer states once most are known. The move set is closed under inverses, so
// "a neighbour is at d" is the same as "reachable from d in one turn".
std::vector<uint8_t> build_cross_plus_piece(const std::vector<uint32_t>& cross_moves, const PieceMoveTable& piece_moves,
                                            uint8_t piece_home, std::size_t reachable, const Progress& progress,
                                            const char* name) {
  std::vector<uint8_t> distance(kPairTableSize, kUnknownPair);
  distance[cross_dense(kCrossSolved) * kPieceStates + piece_home] = 0;
  auto neighbour = [&](uint32_t index, int m) {
    return cross_moves[index / kPieceStates * kFaceTurns + m] * kPieceStates + piece_moves[index % kPieceStates][m];
  };
  std::size_t known = 1;
  for (uint8_t depth = 0; known < reachable; ++depth) {
    const bool backward = known > reachable / 3;
    std::size_t found = 0;
    for (uint32_t index = 0; index < kPairTableSize; ++index) {
      if (backward) {
        if (distance[index] != kUnknownPair) continue;
        for (int m = 0; m < kFaceTurns; ++m) {
          if (distance[neighbour(index, m)] != depth) continue;
          distance[index] = static_cast<uint8_t>(depth + 1), ++found;
          break;
        }
      } else if (distance[index] == depth) {
        for (int m = 0; m < kFaceTurns; ++m) {
          const uint32_t to = neighbour(index, m);
          if (distance[to] == kUnknownPair) distance[to] = static_cast<uint8_t>(depth + 1), ++found;
        }
      }
    }
    if (found == 0) break;
    known += found;
    if (progress) progress(name, static_cast<double>(known) / reachable);
  }
  return distance;
}

std::array<uint8_t, 4> near_pieces_of_raw(uint32_t raw) {
  return {static_cast<uint8_t>(raw / 13824), static_cast<uint8_t>(raw / 576 % 24), static_cast<uint8_t>(raw / 24 % 24),
          static_cast<uint8_t>(raw % 24)};
}

uint32_t near_raw(uint8_t corner, uint8_t edge, uint8_t right, uint8_t front) {
  return ((corner * 24u + edge) * 24u + right) * 24u + front;
}

std::vector<uint8_t> build_pair_near_distances() {
  std::vector<uint8_t> distance(kPairNearRaw, kUnknownPair);
  const uint32_t start =
      near_raw(home_corner_state(DFR), home_edge_state(FR), home_edge_state(DR), home_edge_state(DF));
  distance[start] = 0;
  std::vector<uint32_t> frontier{start}, next;
  const PieceMoveTable& cm = corner_moves();
  const PieceMoveTable& em = edge_moves();
  for (uint8_t depth = 0; !frontier.empty(); ++depth) {
    next.clear();
    for (uint32_t index : frontier) {
      const auto p = near_pieces_of_raw(index);
      for (int m = 0; m < kFaceTurns; ++m) {
        const uint32_t to = near_raw(cm[p[0]][m], em[p[1]][m], em[p[2]][m], em[p[3]][m]);
        if (distance[to] != kUnknownPair) continue;
        distance[to] = static_cast<uint8_t>(depth + 1);
        next.push_back(to);
      }
    }
    frontier.swap(next);
  }
  return distance;
}

// The y rotation A with A.cp[DFR + pair] == DFR, and the maps derived from A * c * A^-1.
PairView make_view(int pair) {
  CubieCube a;
  for (const Orientation& o : orientations())
    if (o.state.centres[0] == 0 && o.state.cp[DFR + pair] == DFR) a = o.state;
  const CubieCube b = a.inverse();
  PairView v{};
  for (int p = 0; p < kEdges; ++p) {
    v.edge_piece[p] = a.ep[p];
    for (int s = 0; s < kPieceStates; ++s) {
      const int slot = a.ep[s / 2];
      v.edge_state[p][s] = static_cast<uint8_t>(slot * 2 + (a.eo[p] ^ (s % 2) ^ b.eo[slot]));
    }
  }
  for (int p = 0; p < kCorners; ++p) {
    v.corner_piece[p] = a.cp[p];
    for (int s = 0; s < kPieceStates; ++s) {
      const int slot = a.cp[s / 3];
      v.corner_state[p][s] = static_cast<uint8_t>(slot * 3 + (a.co[p] + s % 3 + b.co[slot]) % 3);
    }
  }
  for (int p = 0; p < kEdges; ++p) {
    if (v.edge_piece[p] == DR) v.near_right = p;
    if (v.edge_piece[p] == DF) v.near_front = p;
  }
  return v;
}

}  // namespace

CrossEdges cross_edges_of_dense(uint32_t dense) {
  const uint32_t flips = dense % 16;
  uint32_t rank = dense / 16;
  uint32_t relative[4];
  relative[3] = rank % 9, rank /= 9;
  relative[2] = rank % 10, rank /= 10;
  relative[1] = rank % 11, rank /= 11;
  relative[0] = rank;
  CrossEdges e{};
  bool used[12] = {};
  for (int i = 0; i < 4; ++i) {
    uint32_t slot = 0, free_seen = 0;
    for (;; ++slot) {
      if (used[slot]) continue;
      if (free_seen++ == relative[i]) break;
    }
    used[slot] = true;
    e[i] = static_cast<uint8_t>(slot * 2 + (flips >> (3 - i) & 1));
  }
  return e;
}

PairTables build_pair_tables(const Progress& progress) {
  PairTables t;
  const std::vector<uint32_t> cross_moves = make_cross_dense_moves();
  // Every corner state goes with every cross; the edge avoids the 4 cross slots (8 of 12 left).
  t.cross_corner = build_cross_plus_piece(cross_moves, corner_moves(), home_corner_state(DFR), kPairTableSize, progress,
                                          "cross+corner");
  t.cross_edge = build_cross_plus_piece(cross_moves, edge_moves(), home_edge_state(FR), kPairTableSize / 3 * 2,
                                        progress, "cross+edge");
  t.near = build_pair_near_table();
  return t;
}

const std::array<PairView, 4>& pair_views() {
  static const std::array<PairView, 4> views = {make_view(0), make_view(1), make_view(2), make_view(3)};
  return views;
}

PairNearTable build_pair_near_table() { return PairNearTable{build_pair_near_distances()}; }

namespace {

uint32_t near_index(const PairView& v, int pair, const CrossEdges& cross, uint8_t corner, uint8_t edge) {
  const uint8_t right = v.edge_state[v.near_right][cross[v.near_right - DR]];
  const uint8_t front = v.edge_state[v.near_front][cross[v.near_front - DR]];
  return near_raw(v.corner_state[DFR + pair][corner], v.edge_state[FR + pair][edge], right, front);
}

}  // namespace

PairBounds pair_bounds(const PairTables& t, int pair, const CrossEdges& cross, uint8_t corner, uint8_t edge) {
  const PairView& v = pair_views()[pair];
  CrossEdges seen{};
  for (int i = 0; i < 4; ++i) {
    const int piece = kCrossEdges[i];
    seen[v.edge_piece[piece] - DR] = v.edge_state[piece][cross[i]];
  }
  const uint32_t base = cross_dense(seen) * kPieceStates;
  return {t.cross_corner[base + v.corner_state[DFR + pair][corner]], t.cross_edge[base + v.edge_state[FR + pair][edge]],
          t.near.distance[near_index(v, pair, cross, corner, edge)]};
}

int pair_near_bound(const PairNearTable& t, int pair, const CrossEdges& cross, uint8_t corner, uint8_t edge) {
  return t.distance[near_index(pair_views()[pair], pair, cross, corner, edge)];
}

}  // namespace cubelab::tables
