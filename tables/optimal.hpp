// The optimal solver's pruning table: the exact number of face turns that take (flip, slice,
// twist) to (0, 0, 0), the goal of two-phase's phase 1 (edges oriented, corners twisted home, the
// E-slice edges in the E slice), for all 2187 * 2048 * 495 = 2.2e9 values. Any solution of the
// cube passes through that goal, so the entry is a lower bound on the cube's distance; read for
// the cube seen along each of its three axes it bounds an IDA* search (Kociemba's optimal solver
// uses the same projection; H48 and Korf use others).
//
// The flip x slice pair is reduced by the eight symmetries of tables/two_phase_sym.hpp (those
// that keep every axis in place): about 127,000 classes, times 2187 twists, 4 bits per entry,
// 139 MB. It fits a browser tab with room to spare (the WASM heap may grow to 4 GB).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "core/model/result.hpp"
#include "tables/coord_moves.hpp"
#include "tables/lazy.hpp"
#include "tables/optimal_axes.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab::tables {

constexpr int kFlipSlices = 2048 * 495;  // flip * 495 + slice
constexpr int kQuarterTurns = 12;        // the face turns U U' R R' ... B' (indices 0 2 3 5 ... 17)

struct OptimalTable {
  MoveTable twist, flip, slice;  // 18 face turns each; slice is slice_sorted / 24
  // Per flip-slice value: class * 8 + s, where conjugating the value by symmetry s gives the
  // class's representative (each symmetry is its own inverse).
  std::vector<uint32_t> class_sym;
  std::vector<uint32_t> representative;  // per class: its smallest flip-slice value
  std::vector<uint8_t> stabiliser;       // per class: bit s set when s fixes the representative
  SymConjugates twist_conj;
  std::vector<uint8_t> nibbles;  // entry (class, twist) at class * 2187 + twist, two per byte, low first

  int classes() const { return static_cast<int>(representative.size()); }
  std::size_t entries() const;
  int entry(std::size_t i) const { return nibbles[i >> 1] >> ((i & 1) * 4) & 15; }
  // The entry of (flip, slice, twist): its class's row, the twist seen from the representative.
  std::size_t index(int flip, int slice, int twist) const {
    const uint32_t cs = class_sym[static_cast<std::size_t>(flip) * 495 + slice];
    return static_cast<std::size_t>(cs >> 3) * 2187 + twist_conj.apply(twist, static_cast<int>(cs & 7));
  }
  // Face turns from (flip, slice, twist) to the phase-1 goal.
  int distance(int flip, int slice, int twist) const { return entry(index(flip, slice, twist)); }
  std::size_t bytes() const { return nibbles.size(); }

  OptimalAxes axes;  // the search's views of the cube (not saved: built with the table)
};

// The twist, flip and slice (slice_sorted / 24) move tables over the 18 face turns, as both optimal
// tables (this one and tables/optimal_compact.hpp) hold them.
void build_phase1_move_tables(MoveTable& twist, MoveTable& flip, MoveTable& slice);

// Runs job() on `count` threads at once and returns when all have returned (SolveOptions::parallel's
// shape); the tables layer starts no threads itself.
using Parallel = std::function<void(int count, const std::function<void()>& job)>;

// A pure function of nothing. `progress` (may be empty) hears ("optimal", fraction) after each
// breadth-first pass; with `parallel` and threads > 1 the passes run on that many threads (same table).
OptimalTable build_optimal_table(const Progress& progress = {}, int threads = 1, const Parallel& parallel = {});

// The same coordinate's exact distance in quarter turns (a half turn is two), for the optimal
// search in QTM: the same layout and size (139 MB), built over the 12 quarter turns (the eight
// symmetries map quarter turns to quarter turns, so the classes are the same). Entries beyond 14
// are stored as 15, "at least 15"; the move tables still hold all 18 face turns.
OptimalTable build_optimal_qtm_table(const Progress& progress = {}, int threads = 1, const Parallel& parallel = {});

// The entries as one checked blob ("optimal", version, size, checksum); the classes and move
// tables are rebuilt on load (well under a second), so a load checks its bytes, not our code.
std::vector<uint8_t> save_optimal_table(const OptimalTable& table);
// True when some 4-bit entry of `nibbles` (two per byte) is 15, beyond any of the table's
// distances: a load refuses such bytes (the QTM table, which stores "at least 15" as 15, excepted).
bool has_unknown_entry(std::span<const uint8_t> nibbles);
Result<OptimalTable> load_optimal_table(std::span<const uint8_t> bytes);
// The QTM table's blob ("optimal-qtm"): a load of one kind refuses the other's.
std::vector<uint8_t> save_optimal_qtm_table(const OptimalTable& table);
Result<OptimalTable> load_optimal_qtm_table(std::span<const uint8_t> bytes);

}  // namespace cubelab::tables
