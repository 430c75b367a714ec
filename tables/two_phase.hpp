// The two-phase solver's tables: move tables for its coordinates and pruning tables, each the
// exact distance to the phase's goal in a projection of the cube (so a lower bound for the whole):
//   phase 1: twist x slice, flip x slice, and in the full set twist x flip, reduced by symmetry and
//            4 bits per entry (tables/two_phase_sym.hpp) so that phase 1's lookups stay in cache
//   phase 2: corner perm x slice perm, U/D edge perm x slice perm and U/D edge perm x U-corner
//            places, reduced by the same symmetries (one row per class of corner perm or U/D edge
//            perm) and 4 bits per entry: 0.3 MB instead of 4.8 MB of byte tables, so that phase 2's
//            lookups stay in cache too
// Twist x flip cuts the nodes a solve visits about 2.4 times; the compact set leaves it out.
// About 3.5 MB in all (full set, the move tables most of it), well inside the WASM heap budget.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/model/result.hpp"
#include "tables/coord_moves.hpp"
#include "tables/lazy.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab::tables {

struct PruneTable {
  std::string name;
  int rows = 0, columns = 0;   // index = row * columns + column
  std::vector<uint8_t> depth;  // moves to the goal; 0 <= depth < 255

  int at(int row, int column) const { return depth[static_cast<std::size_t>(row) * columns + column]; }
  std::size_t size() const { return depth.size(); }
};

// counts[d] = number of entries at depth d.
std::vector<uint64_t> depth_counts(const PruneTable& table);

// Breadth-first distances from (0, 0) in the product of two coordinates that share their moves.
PruneTable build_prune_table(std::string name, const MoveTable& rows, const MoveTable& columns);

std::vector<uint8_t> save_prune_table(const PruneTable& table);
Result<PruneTable> load_prune_table(std::span<const uint8_t> bytes, const std::string& name, int rows, int columns,
                                    Checksum sum = Checksum::verify);

struct TwoPhaseTables {
  MoveTable twist, flip, slice_sorted, slice, corner_perm;  // 18 moves each
  MoveTable ud_edge_perm, slice_perm, u_corner_places;      // 10 phase-2 moves each
  SymPruneTable twist_slice, flip_slice;                    // phase 1: at(twist, slice), at(flip, slice)
  SymPruneTable twist_flip;                                 // phase 1, full set only (else no entries)
  // Phase 2: at(corner perm, slice perm), at(U/D edge perm, slice perm), at(U/D edge perm, U-corner
  // places); the two over the U/D edge perm share its classes.
  SymPruneTable corner_slice, edge_slice, edge_corners;
  // u_corner_places of each corner perm (0 <= corner_perm < 40320), derived from the move tables
  // after a build or load (not saved): the phase-2 search follows corner_perm and reads this.
  std::vector<uint8_t> u_corners_of_corner_perm;
  // Phase 2 follows corner perm and U/D edge perm as class * 8 + symmetry (the value is the class's
  // representative conjugated by the symmetry; SymClasses::class_sym's form): per class and phase-2
  // move, that of representative * move. 107 KB each instead of the 806 KB move tables over the
  // values, so the phase-2 search stays in cache. Derived after a build or load (not saved).
  std::vector<uint16_t> corner_class_moves, edge_class_moves;  // [class * kPhase2Moves + move]
  std::vector<uint8_t> u_corners_of_corner_class;              // u_corner_places of each representative
};

// The largest of the phase-1 tables' distances: a lower bound for the moves into the phase-2 group
// (two-phase orders its starts by it; the optimal search's compact table lifts it with a residue).
inline int phase1_lower_bound(const TwoPhaseTables& t, int twist, int flip, int slice) {
  const int bound = std::max(t.twist_slice.at(twist, slice), t.flip_slice.at(flip, slice));
  return t.twist_flip.nibbles.empty() ? bound : std::max(bound, t.twist_flip.at(twist, flip));
}

// The classes of corner perm and of U/D edge perm under the tables' eight symmetries (a load
// checks that the move tables it holds give these).
constexpr int kCornerPermClasses = 5376;
constexpr int kUdEdgePermClasses = 5328;

// A move table over the 18 face turns restricted to the phase-2 moves (in kPhase2FaceTurns order).
MoveTable phase2_columns(const MoveTable& all_moves, std::string name);

// A pure function of nothing: the same tables every time. `progress` (may be empty) hears
// ("two-phase", fraction) as the build goes.
enum class TwoPhaseTableSet { Full, Compact };
TwoPhaseTables build_two_phase_tables(const Progress& progress = {}, TwoPhaseTableSet set = TwoPhaseTableSet::Full);

// All the tables as one buffer: a header ("two-phase" or "two-phase-compact", version, size,
// checksum) around each
// table's own checked blob, so a load rejects a corrupted, truncated or foreign buffer.
std::vector<uint8_t> save_two_phase_tables(const TwoPhaseTables& tables);
Result<TwoPhaseTables> load_two_phase_tables(std::span<const uint8_t> bytes);

}  // namespace cubelab::tables
