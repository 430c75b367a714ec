// Case recognition by table lookup. Each table maps a key of the pieces a phase cares about to the
// case and the shortest library algorithm (with its AUF) that solves it. Tables are built from the
// case library's algorithms (a case's states are its algorithms' inverses under every AUF), never
// written by hand, so recognition and the library cannot disagree.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/model/alg.hpp"
#include "core/solvers/cfop/cases.hpp"

namespace cubelab::tables {
struct TableCache;
}

namespace cubelab {

enum class LastLayerStep : uint8_t { OLL, PLL, OLLEdges, OLLCorners, PLLCorners, PLLEdges };
constexpr int kLastLayerSteps = 6;

struct CaseMatch {
  int case_index = -1;  // into case_records(set); -1: nothing to do ("skip")
  int algorithm = 0;    // which of the case's algorithms `moves` uses
  Alg moves;            // AUF + algorithm (+ final AUF where the step ends with one), face turns
  CubieCube effect;     // state_of(moves): where the moves take each piece
  int length = 0;       // htm(moves)
};

class RecognitionTable {
 public:
  // The match for a cube state, or nullptr when the state is not one this step handles (the
  // cube does not meet the step's precondition).
  const CaseMatch* find(const CubieCube& cube) const;
  // How many keys each case has (index case_records size: skip), for probabilities.
  std::vector<int> key_counts() const;
  // Every way the library solves the cube's key that leaves the pieces differently placed (the
  // shortest of each), for a step that chooses by what the next step will cost; empty when the
  // table keeps only the shortest (all but OLL and F2L) or the state is unknown.
  std::span<const CaseMatch> choices(const CubieCube& cube) const;

  std::vector<int16_t> index;  // key -> position in matches, -1 when unknown
  std::vector<CaseMatch> matches;
  std::vector<std::vector<CaseMatch>> choices_by_key;  // empty, or one list per key
  int (*key)(const CubieCube&) = nullptr;
  int cases = 0;
};

// Every recognition table, built together from the case library on first use (about 20 ms
// natively) and kept in the caller's TableCache; the build is reported as "recognition".
struct RecognitionTables {
  // 0 <= key < 1296 (OLL: corner twists and edge flips of the U layer), 0 <= key < 65536 (PLL: U
  // layer corner and edge permutation); the 2-look steps look at corners or edges only.
  std::array<RecognitionTable, kLastLayerSteps> last_layer;
  // F2L for the FR pair (corner DFR, edge FR): 0 <= key < 576 from where that corner and edge are
  // and how they are twisted; only the 150 states with both pieces in the U layer or the FR slot
  // are in the table. Moves are AUF + algorithm.
  RecognitionTable f2l;
};
const RecognitionTables& recognition_tables(tables::TableCache& cache);

const RecognitionTable& last_layer_table(tables::TableCache& cache, LastLayerStep step);
CaseSet case_set_of(LastLayerStep step);
const RecognitionTable& f2l_table(tables::TableCache& cache);

// The table that recognises the cases of `set` (one of the two above).
const RecognitionTable& recognition_table(tables::TableCache& cache, CaseSet set);
int f2l_key(const CubieCube& cube);
// Whether a key has the pieces in the U layer or the FR slot (the table's domain).
bool f2l_in_domain(int key);

}  // namespace cubelab
