// Phase-1 pruning tables reduced by symmetry and packed 4 bits per entry, so that together they
// fit in a core's cache (495 KB instead of 6.6 MB of full byte tables): a phase-1 search
// does one lookup per table per child, and with the full tables most of them missed the cache.
//
// The symmetries are the four 180-degree turns of the whole cube about its axes (identity, x2,
// y2, z2), each alone and followed by the left-right mirror image: eight in all, each its own
// inverse. They keep every axis where it is, so corner twist, edge flip and the E-slice positions
// conjugate into values of the same coordinate (a quarter turn about U would not do that for the
// flip, which is measured against the F/B faces). A table over (a, b) stores one row per class
// of `a` (its values conjugate to each other) and reads (a, b) as (class of a, b conjugated by the
// symmetry that takes a to its class's representative): the distance to the goal is the same for
// a state and its conjugates, because conjugation maps face turns to face turns and fixes the goal.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "tables/blob.hpp"
#include "tables/coord.hpp"
#include "tables/coord_moves.hpp"

namespace cubelab::tables {

constexpr int kSyms = 8;       // s % 4: identity, x2, y2, z2; s >= 4: then the mirror image
constexpr int kRotations = 4;  // the symmetries without the mirror

// The whole-cube turn of symmetry s (0 <= s < 4).
const CubieCube& sym_cube(int s);

// The cube seen in a mirror that swaps the L and R faces (M^-1 * c * M for the reflection M, which
// the cubie model cannot hold itself): places and pieces swap left with right, and each corner's
// twist turns the other way.
CubieCube mirrored(const CubieCube& c);

// A cube with the given twist (0 <= value < 2187), every piece in place.
CubieCube twist_cube(int value);
// A cube with the given flip (0 <= value < 2048), every piece in place.
CubieCube flip_cube(int value);
// One cube for every slice value (0 <= slice < 495): the E-slice edges on that set of four places.
std::vector<CubieCube> slice_cubes();

// One coordinate's values under the eight symmetries: conj[v * 4 + s] is the value of
// S^-1 * X * S for a cube X with value v (it does not depend on which such X).
struct SymConjugates {
  int size = 0;
  std::vector<uint16_t> conj;
  int apply(int value, int s) const { return conj[static_cast<std::size_t>(value) * kSyms + s]; }
};
enum class SymCoord { Twist, Flip, Slice };  // slice: 0 <= slice < 495 (slice_sorted / 24)
SymConjugates sym_conjugates(SymCoord coord);

// The conjugates of a phase-2 coordinate (corner perm, U/D edge perm, slice perm, U-corner places)
// from its move table over the 10 phase-2 moves, which each symmetry maps to one another: from
// solved (every conjugate 0), conj(X * m, s) = conj(X, s) * (S^-1 m S). One pass over the table
// instead of conjugating a cube per value and symmetry, as a load does it again each time. Values
// no phase-2 move reaches (only in a damaged table) are left at 0.
SymConjugates sym_conjugates_along(const MoveTable& phase2_moves);
// phase2_move_conj()[s][i]: the phase-2 move S^-1 * m_i * S (indices into kPhase2FaceTurns). The
// eight symmetries commute and each is its own inverse: conjugating by s and then by t is
// conjugating by s ^ t.
const std::array<std::array<uint8_t, kPhase2Moves>, kSyms>& phase2_move_conj();

// Classes of a coordinate's values: class_sym[v] = class * 4 + s where conjugating v by s gives
// the class's representative (its smallest value).
struct SymClasses {
  std::vector<uint16_t> class_sym;
  std::vector<uint16_t> representative;  // per class
  std::vector<uint8_t> stabiliser;       // per class: bit s set when s fixes the representative
  int classes() const { return static_cast<int>(representative.size()); }
};
SymClasses sym_classes(const SymConjugates& conjugates);

// Exact distances to (0, 0) in the product of a reduced coordinate a and a coordinate b that
// share the 18 face turns; 0 <= distance < 15.
struct SymPruneTable {
  std::string name;
  SymClasses a_classes;
  SymConjugates b_conj;
  std::vector<uint8_t> nibbles;  // entry (class, b) at class * b_size + b, two per byte, low first

  int b_size() const { return b_conj.size; }
  std::size_t entries() const { return a_classes.representative.size() * static_cast<std::size_t>(b_size()); }
  int entry(std::size_t i) const { return nibbles[i >> 1] >> ((i & 1) * 4) & 15; }
  int at(int a, int b) const { return at_class_sym(a_classes.class_sym[a], b); }
  // at(a, b) given class_sym[a], which tables over the same `a` share: a search reads it once.
  int at_class_sym(int class_sym, int b) const {
    return entry(static_cast<std::size_t>(class_sym / kSyms) * b_size() + b_conj.apply(b, class_sym % kSyms));
  }
};

// a is Twist or Flip; b is Flip or Slice; a_moves / b_moves their 18-move tables.
SymPruneTable build_sym_prune_table(std::string name, SymCoord a, const MoveTable& a_moves, SymCoord b,
                                    const MoveTable& b_moves);
// The same from given conjugates, over the move tables' moves (18, or the 10 phase-2 moves).
SymPruneTable build_sym_prune_table(std::string name, SymConjugates a, const MoveTable& a_moves, SymConjugates b,
                                    const MoveTable& b_moves);

std::vector<uint8_t> save_sym_prune_table(const SymPruneTable& table);
// The classes and conjugates are rebuilt (a few milliseconds); only the entries are stored.
Result<SymPruneTable> load_sym_prune_table(std::span<const uint8_t> bytes, const std::string& name, SymCoord a,
                                           SymCoord b, Checksum sum = Checksum::verify);
Result<SymPruneTable> load_sym_prune_table(std::span<const uint8_t> bytes, const std::string& name, SymConjugates a,
                                           SymConjugates b, Checksum sum = Checksum::verify);
// The number of bytes save_sym_prune_table writes for this shape (header included).
std::size_t sym_prune_blob_bytes(SymCoord a, SymCoord b);
std::size_t sym_prune_blob_bytes(int a_classes, int b_size);

}  // namespace cubelab::tables
