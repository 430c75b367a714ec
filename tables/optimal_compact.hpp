// The optimal table in a quarter of the bytes (35 MB instead of 139 MB): the same exact face-turn
// distances of (flip, slice, twist) to two-phase's phase-1 goal as tables/optimal.hpp, stored the
// way Kociemba's two-phase solver stores its phase-1 table.
//
// - Flip x slice is reduced by the 16 symmetries that keep the U-D axis (the eight of
//   tables/two_phase_sym.hpp, each alone and after the quarter turn y about U-D): 64,430 classes
//   instead of about 127,000. Under y the flip is measured against other faces (R and L instead of
//   F and B), so flip and slice are conjugated together, as one value.
// - Each entry holds 2 bits: the distance mod 3 up to 9, or 3 for "10 or more" (the largest is 12).
//   Most states lie at 9 or 10, and where a residue is read above a floor (below) a 10 would
//   otherwise often be taken for 7: measured, that is worth more than telling 11 and 12 from 10.
//
// Mod 3 is enough wherever the reader already knows a distance one move away: a face turn changes
// the distance by at most one, so a child's distance is its parent's -1, 0 or +1, and the residue
// tells which. The optimal search knows it for the cube's three views, which move by face turns.
// Their inverses move by premoves, which can change the distance by more than one; there the
// reader gives a lower bound it has from elsewhere (two-phase's small phase-1 tables), and the
// entry lifts it to the next value with the stored residue (`at_least`).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/model/result.hpp"
#include "tables/coord_moves.hpp"
#include "tables/optimal.hpp"
#include "tables/optimal_axes.hpp"

namespace cubelab::tables {

constexpr int kCompactSyms = 16;        // s % 8: a symmetry of two_phase_sym.hpp; s >= 8: y first
constexpr int kCompactClasses = 64430;  // flip-slice classes under those 16 symmetries (Kociemba's count)
constexpr int kCodedFar = 3;            // the code of an entry at distance kFar or more
constexpr int kFar = 10;                // the least distance coded kCodedFar; distances beyond it read as it

struct CompactOptimalTable {
  MoveTable twist, flip, slice;  // 18 face turns each; slice is slice_sorted / 24
  // Per flip-slice value (flip * 495 + slice): class * 16 + s, where conjugating the value by
  // symmetry s gives the class's representative.
  std::vector<uint32_t> class_sym;
  std::vector<uint32_t> representative;  // per class: its smallest flip-slice value
  std::vector<uint16_t> twist_conj;      // [twist * 16 + s]: the twist conjugated by s
  std::vector<uint8_t> codes;            // entry (class, twist) at class * 2187 + twist, four per byte, low first
  OptimalAxes axes;                      // the search's views of the cube (not saved)

  std::size_t entries() const { return representative.size() * static_cast<std::size_t>(kTwists); }
  std::size_t bytes() const { return codes.size(); }
  int code(std::size_t i) const { return codes[i >> 2] >> ((i & 3) * 2) & 3; }
  std::size_t index(int flip, int slice, int twist) const {
    const uint32_t cs = class_sym[static_cast<std::size_t>(flip) * kSlices + slice];
    return static_cast<std::size_t>(cs >> 4) * kTwists +
           twist_conj[static_cast<std::size_t>(twist) * kCompactSyms + (cs & 15)];
  }
  const uint8_t* address(std::size_t i) const { return &codes[i >> 2]; }

  // The distance of entry i, one face turn from a state at distance `near`.
  static int beside(int near, int code) {
    if (code == kCodedFar) return kFar;  // 11 and 12 read as 10: still a lower bound, and exact again below
    return near - 1 + (code - near + 13) % 3;
  }
  // A lower bound of entry i's distance, given that `floor` is one: the least value >= floor that
  // the code allows.
  static int at_least(int floor, int code) {
    if (code == kCodedFar) return std::max(floor, kFar);
    return floor + (code - floor % 3 + 3) % 3;
  }
  // The exact distance of (flip, slice, twist), beyond kFar read as kFar, by walking down to the goal: a
  // neighbour one closer always has the residue one less (the search's roots only).
  int distance(int flip, int slice, int twist) const;
};

// The compact table from the full one (each entry read off it: seconds, not a breadth-first build).
CompactOptimalTable build_compact_optimal_table(const OptimalTable& full, const Progress& progress = {});

// Whether `bytes` are named as a compact table in their header (a claim, checked by the load):
// lets a caller that takes either table choose the loader.
bool is_compact_optimal_blob(std::span<const uint8_t> bytes);

// The entries as one checked blob ("optimal-compact"); classes and move tables are rebuilt on load.
std::vector<uint8_t> save_compact_optimal_table(const CompactOptimalTable& table);
Result<CompactOptimalTable> load_compact_optimal_table(std::span<const uint8_t> bytes);

}  // namespace cubelab::tables
