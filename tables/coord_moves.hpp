// Move tables: for each coordinate value and move, the coordinate value after the move. Built from
// the cubie model (so they agree with it by construction) and then used instead of it by searches.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "tables/blob.hpp"

namespace cubelab::tables {

struct MoveTable {
  std::string name;            // e.g. "twist-move"
  int size = 0;                // number of coordinate values
  int moves = 0;               // 18 (all face turns) or 10 (phase-2 moves, in kPhase2FaceTurns order)
  std::vector<uint16_t> next;  // next[value * moves + move]

  int apply(int value, int move) const { return next[static_cast<std::size_t>(value) * moves + move]; }
};

// A coordinate read off a cube (a plain function, or one that reads a table of its own).
using CoordFn = std::function<int(const CubieCube&)>;

// Which pieces a coordinate reads: building its table then moves only those (twice as fast).
enum class Pieces { Corners, Edges };

// Visits every value of `coord` reachable from solved with `face_turns` (breadth first, keeping one
// cube per value) and records where each move takes it. Every value must be reachable.
MoveTable build_move_table(std::string name, int size, const CoordFn& coord, Pieces pieces,
                           std::span<const uint8_t> face_turns);

// The table of coord / divisor, derived from the table of coord (used for slice = slice_sorted / 24).
MoveTable quotient_move_table(std::string name, const MoveTable& fine, int divisor);

// Move tables as bytes with a checked header (see tables/blob.hpp).
std::vector<uint8_t> save_move_table(const MoveTable& table);
Result<MoveTable> load_move_table(std::span<const uint8_t> bytes, const std::string& name, int size, int moves,
                                  Checksum sum = Checksum::verify);

}  // namespace cubelab::tables
