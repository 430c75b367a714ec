// Exact distance tables over a few pieces (and optionally the orientation of every edge) under a
// set of moves: the blocks and lines of ZZ and Roux. A piece's state is its slot and twist or flip
// (24 values for a corner, 24 for an edge), so a table of k pieces has 24^k entries (times 2,048
// with the edge orientation); a breadth-first search from the solved pieces fills it. Since every
// move set here holds each move's inverse, the distance from solved is the distance to solved, and
// the table is exact: walking down it gives optimal answers within the moves.
#pragma once

#include <cstdint>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"

namespace cubelab {

struct PieceSet {
  std::vector<Corner> corners;
  std::vector<Edge> edges;
  bool edge_orientation = false;  // also the flip of all 12 edges (Kociemba's, about the F/B axis)
};

class PieceSetTable {
 public:
  static constexpr uint8_t kUnreachable = 0xFF;
  PieceSetTable(PieceSet pieces, std::vector<Move> moves);

  uint32_t index_of(const CubieCube& cube) const;
  uint8_t distance(const CubieCube& cube) const { return distance_[index_of(cube)]; }
  const std::vector<Move>& moves() const { return moves_; }

  // Every optimal move sequence (within moves()) solving the pieces of `cube`, at most `limit`, in
  // a fixed order; none when the pieces cannot be solved by these moves.
  std::vector<Alg> optimal_solutions(const CubieCube& cube, std::size_t limit) const;
  // The first of them.
  Alg solve(const CubieCube& cube) const;

 private:
  uint32_t apply(uint32_t index, int move) const;
  void collect(uint32_t index, Alg& path, std::vector<Alg>& out, std::size_t limit) const;

  PieceSet pieces_;
  std::vector<Move> moves_;
  // Per move: where each state of the corners together (base-24 digits of slot * 3 + twist), of the
  // edges together (slot * 2 + flip) and of the edge-orientation coordinate goes, so that a move
  // of the whole index is three lookups.
  uint32_t corner_states_ = 1, edge_states_ = 1, eo_states_ = 1;
  std::vector<std::vector<uint32_t>> corners_to_, edges_to_, eo_to_;
  std::vector<uint8_t> distance_;
};

// Moves by name, e.g. "R U L" -> R R2 R' U U2 U' L L2 L' (each base with its three turns).
std::vector<Move> turns_of(std::initializer_list<MoveBase> bases);

}  // namespace cubelab
