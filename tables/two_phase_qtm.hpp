// Pruning tables for the two-phase search in the quarter-turn metric (QTM: a half turn costs 2).
// The HTM tables' distances are lower bounds in QTM too, but weak ones (a half turn counts 1 there),
// so a QTM search gets tables of exact QTM distances in the same projections. The move tables are
// the HTM set's (a move's effect does not depend on the metric).
//   phase 1: twist x slice, flip x slice, twist x flip (quarter turns: exact QTM distances)
//   phase 2: corner perm x slice perm, U/D edge perm x slice perm (U, D cost 1, U2, D2, R2, L2,
//            F2, B2 cost 2)
// One byte per entry, about 8.5 MB in all; built in about a second from the HTM move tables.
#pragma once

#include "tables/lazy.hpp"
#include "tables/two_phase.hpp"

namespace cubelab::tables {

struct TwoPhaseQtmTables {
  PruneTable twist_slice, flip_slice, twist_flip;  // phase 1: at(twist, slice), at(flip, slice), at(twist, flip)
  PruneTable corner_slice, edge_slice;  // phase 2: at(corner perm, slice perm), at(U/D edge perm, slice perm)
};

// The QTM cost of face turn m (0..17, see face_turn): 2 for a half turn, else 1.
constexpr int qtm_cost(int face_turn) { return face_turn % 3 == 1 ? 2 : 1; }

// A pure function of the move tables. `progress` (may be empty) hears ("two-phase-qtm", fraction).
TwoPhaseQtmTables build_two_phase_qtm_tables(const TwoPhaseTables& moves, const Progress& progress = {});

}  // namespace cubelab::tables
