// The two-phase solver's tables: move tables for its coordinates and four pruning tables, each the
// exact distance to the phase's goal in a projection of the cube (so a lower bound for the whole):
//   phase 1: slice x twist (495 * 2187), slice x flip (495 * 2048)
//   phase 2: corner perm x slice perm (40320 * 24), U/D edge perm x slice perm (40320 * 24)
// and, in the full set, twist x flip (2187 * 2048) for phase 1 too: it cuts the nodes a solve
// visits about 2.4 times but doubles the build time, so the compact set leaves it out.
// One byte per entry keeps a lookup a single load: about 7 MB compact, 11.5 MB full, well inside
// the WASM heap budget.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "tables/coord_moves.hpp"
#include "tables/lazy.hpp"

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

std::vector<uint8_t> save_prune_table(const PruneTable& table);
Result<PruneTable> load_prune_table(std::span<const uint8_t> bytes, const std::string& name, int rows, int columns);

struct TwoPhaseTables {
  MoveTable twist, flip, slice_sorted, slice, corner_perm;  // 18 moves each
  MoveTable ud_edge_perm, slice_perm;                       // 10 phase-2 moves each
  PruneTable slice_twist, slice_flip;                       // phase 1
  PruneTable twist_flip;                                    // phase 1, full set only (else empty)
  PruneTable corner_slice, edge_slice;                      // phase 2
};

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
