// A stronger bound for the optimal solver (a prototype beside tables/optimal.hpp, native only): the
// exact number of face turns that take (flip, sorted slice, twist) to (0, 0, 0), where the sorted
// slice is the E-slice edges' exact places (11,880 values = 495 sets of places x 24 orders) instead
// of only which four places hold them (495). The goal is the subgroup fixing the corners' twist,
// the edges' flip and the four E-slice edges themselves, a subset of two-phase's phase-1 goal, so
// an entry is at least the phase-1 distance and still a lower bound on the cube's distance
// (Kociemba's optimal solver reads the same projection, there reduced by 16 symmetries, 2 bits).
//
// Here the flip x sorted-slice pair is reduced by the eight axis-keeping symmetries of
// tables/two_phase_sym.hpp: 3,040,000 or so classes, times 2187 twists, 4 bits per entry, about
// 3.3 GB. Far too large for a page: this table exists to measure what the stronger bound buys.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/model/result.hpp"
#include "tables/coord_moves.hpp"
#include "tables/lazy.hpp"
#include "tables/optimal.hpp"
#include "tables/optimal_axes.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab::tables {

constexpr int kFlipSlicesSorted = kFlips * kSliceSorted;  // flip * 11880 + slice_sorted
// Entries this far or farther are stored as this value (a lower bound still): 4 bits hold 0..15.
constexpr int kSortedDistanceCap = 15;

// The sorted-slice coordinate under the eight symmetries (tables/two_phase_sym.hpp's SymConjugates).
SymConjugates slice_sorted_conjugates();

// The slice_sorted coordinate (tables/coord.hpp) of packed pieces (tables/optimal_axes.hpp).
int packed_slice_sorted(const PackedPieces& p);

struct OptimalSortedTable {
  MoveTable twist, flip, slice_sorted;  // 18 face turns each
  // Per flip-slice value (flip * 11880 + slice_sorted): class * 8 + s, where conjugating the value
  // by symmetry s gives the class's representative (each symmetry is its own inverse).
  std::vector<uint32_t> class_sym;
  std::vector<uint32_t> representative;  // per class: its smallest flip-slice value
  std::vector<uint8_t> stabiliser;       // per class: bit s set when s fixes the representative
  SymConjugates twist_conj;
  // Entry (class, twist) at class * 2187 + twist, two per byte, low first, in `view`: the bytes of
  // `nibbles` (built, or set from a buffer), or memory the caller keeps alive (a mapped file). A
  // table may be moved but not copied while `view` points into `nibbles`.
  std::vector<uint8_t> nibbles;
  std::span<const uint8_t> view;
  OptimalAxes axes;

  int classes() const { return static_cast<int>(representative.size()); }
  std::size_t entries() const { return representative.size() * static_cast<std::size_t>(kTwists); }
  int entry(std::size_t i) const { return view[i >> 1] >> ((i & 1) * 4) & 15; }
  std::size_t index(int flip, int slice_sorted, int twist) const {
    const uint32_t cs = class_sym[static_cast<std::size_t>(flip) * kSliceSorted + slice_sorted];
    return static_cast<std::size_t>(cs >> 3) * kTwists + twist_conj.apply(twist, static_cast<int>(cs & 7));
  }
  // Face turns from (flip, slice_sorted, twist) to (0, 0, 0), capped at kSortedDistanceCap.
  int distance(int flip, int slice_sorted, int twist) const { return entry(index(flip, slice_sorted, twist)); }
};

// Everything but the entries (move tables, classes, conjugates; a few seconds, about 100 MB).
OptimalSortedTable empty_optimal_sorted_table();

// Breadth first from the goal over (class, twist). `progress` hears ("optimal-sorted", fraction)
// after each pass; with `parallel` and threads > 1 the passes run on that many threads.
OptimalSortedTable build_optimal_sorted_table(const Progress& progress = {}, int threads = 1,
                                              const Parallel& parallel = {});

// Installs entries read from elsewhere (a file of exactly the table's nibbles) after checking their
// size and the goal's entry.
Result<bool> set_optimal_sorted_entries(OptimalSortedTable& table, std::vector<uint8_t> nibbles);
// The same for bytes the caller keeps alive as long as the table (a file mapped into memory).
Result<bool> set_optimal_sorted_view(OptimalSortedTable& table, std::span<const uint8_t> bytes);

// How many entries lie at each distance 0..15.
std::vector<uint64_t> optimal_sorted_histogram(const OptimalSortedTable& table);

}  // namespace cubelab::tables
