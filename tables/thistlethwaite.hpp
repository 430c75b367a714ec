// Thistlethwaite's algorithm's tables: the cube is taken through the nested groups
//   G0 = <U, D, R, L, F, B>  ->  G1 = <U, D, R, L, F2, B2>  ->  G2 = <U, D, R2, L2, F2, B2>
//   ->  G3 = <U2, D2, R2, L2, F2, B2>  ->  solved,
// stage k by the moves of G(k-1) alone. (Thistlethwaite's own G1 is <L, R, F, B, U2, D2>; this is
// the same chain seen along another axis, so that G1 is "every edge oriented" in Kociemba's edge
// orientation, the flip coordinate, and G2 is the two-phase solver's phase-2 group.)
// Each stage has an exact distance table over the cosets of its goal group, the product of two
// coordinates (rows x columns, both followed by move tables), built breadth first:
//   stage 1: flip (2,048)                                  = 2,048 cosets, at most 7 moves
//   stage 2: twist (2,187) x E-slice edges' places (495)   = 1,082,565 cosets, at most 10 moves
//   stage 3: corner perm's coset of the square group's corner perms (420) x M-slice edges' places
//            among the U and D layers (70)                 = 29,400 cosets, at most 13 moves
//   stage 4: corner perm in the square group (96) x edge perm (24 x 24 x 12 = 6,912)
//                                                          = 663,552 states, at most 15 moves
// About 1.8 MB in all, built in a fraction of a second, so not saved.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/model/cubie.hpp"
#include "tables/coord_moves.hpp"
#include "tables/lazy.hpp"
#include "tables/two_phase.hpp"

namespace cubelab::tables {

constexpr int kThistlethwaiteStages = 4;

struct ThistlethwaiteStage {
  std::vector<uint8_t> face_turns;  // the stage's moves (face-turn indices 0..17), in table order
  MoveTable rows, columns;          // the stage's two coordinates under those moves
  PruneTable distance;              // moves to the goal group: distance.at(row, column)
  CoordFn row_of, column_of;        // the coordinates read off a cube (of the stage's start group)
};

struct ThistlethwaiteTables {
  std::array<ThistlethwaiteStage, kThistlethwaiteStages> stages;
  std::size_t bytes() const;  // memory held by the tables
};

// `progress` (may be empty) hears ("thistlethwaite", fraction) as the build goes.
ThistlethwaiteTables build_thistlethwaite_tables(const Progress& progress = {});

}  // namespace cubelab::tables
