// What a case trainer asks of the core: scrambles for a real cube that leave one chosen case (a
// random state of it, not the inverse of an algorithm), checks of a learner's own algorithm for a
// case, and left-handed (mirrored) algorithms.
//
// Everything is in the frame of a CFOP solver holding the cube with the cross on D and the last
// layer on U (for a white cross: yellow on top, green in front); a scramble is applied that way.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/result.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "tables/cache.hpp"

namespace cubelab {

// F2L slots as the pairs of core/solvers/common/predicates.hpp number them: FR, FL, BL, BR. A y turn moves the
// contents of each slot to the next.
constexpr int kSlots = 4;
// "FR", "FL", "BL", "BR" (case-insensitive); anything else is an Error naming the four.
Result<int> slot_named(std::string_view name);
const char* slot_name(int slot);
// The y turns that bring `slot`'s pieces to the front right, where the case library draws a pair
// (empty for FR; FL: y', BL: y2, BR: y).
Alg slot_to_front_right(int slot);

struct CaseRef {
  CaseSet set = CaseSet::PLL;
  int index = 0;  // into case_infos(set)
};
// The case called `name` ("PLL T", "OLL 27", "F2L 5", "Sune"; case-insensitive) in `set`, or when
// `set` is empty in the first set that has it (F2L, OLL, PLL, then the 2-look sets: "PLL H" is the
// PLL case, `set` "PLL-EDGES" picks the 2-look one). An unknown name is an Error naming the sets.
Result<CaseRef> case_named(tables::TableCache& cache, std::string_view name, std::string_view set);
const CaseInfo& case_info(tables::TableCache& cache, const CaseRef& ref);

// What to scramble: one case, or (case_name empty) a random case of `set` drawn by its probability,
// or uniformly over the set's cases when `uniform`. `slot` is used by F2L only.
struct CaseScrambleSpec {
  std::string case_name;
  std::string set;
  int slot = 0;
  bool uniform = false;
};

struct CaseScramble {
  CaseRef ref;
  int slot = 0;       // F2L: where the case is; 0 for the other sets
  Alg moves;          // from solved (held as above), at most 20 face turns, reaches `state`
  CubieCube state;    // a uniformly random state of the case (below)
  int auf = 0;        // quarter turns of U before the case's main algorithm (as done in `slot`)
  int final_auf = 0;  // quarter turns of U after it that finish the step (PLL steps; else 0)
};

// Scramble `index` of the run with seed `seed`. The state is uniformly random among the states
// that the set's recogniser calls this case (so the pre-AUF is random too) with the rest free:
//   last-layer sets: F2L solved, the last layer random where the step does not look (OLL: the
//   permutation; OLL-EDGES: corners and permutation; OLL-CORNERS: the permutation, edges oriented;
//   PLL-CORNERS: the edges' permutation, layer oriented; PLL and PLL-EDGES: the final AUF);
//   F2L: cross and the other three pairs solved, the rest of the last layer random, the case in
//   `slot` as it looks from that slot (the FR case turned by y).
// The moves are the inverse of a two-phase solution of at most 20 moves, found without a time
// limit so that a seed gives the same scramble natively and in WASM. Errors: unknown case or set.
Result<CaseScramble> case_scramble(tables::TableCache& cache, const CaseScrambleSpec& spec, uint64_t seed,
                                   uint64_t index);

// The case's main algorithm as done for `slot`: the algorithm, between y turns for F2L slots other
// than FR ("y' R U R' y" for FL). Face turns of the fixed frame.
Alg case_algorithm_in_slot(tables::TableCache& cache, const CaseRef& ref, int slot);
// Text of the same, for people: the library's text, framed by the y turns it needs.
std::string case_algorithm_text(const std::string& algorithm, int slot);
// An F2L case as seen in `slot`: its state moved there (the centres stay) and its algorithms framed
// by the y turns they need there (case_algorithm_text). Other sets come back unchanged.
CaseInfo case_in_slot(const CaseInfo& info, int slot);

// A learner's algorithm for a case, accepted.
struct AlgorithmCheck {
  Alg moves;  // as parsed (wide turns, slices, rotations kept)
  int auf = 0, final_auf = 0;
  int htm = 0, qtm = 0, stm = 0;
};
// Accepts `text` when, after some U turn, it does the step of the case (in `slot` for F2L) and a
// final U turn finishes it (PLL steps): done on the case's state, checked exactly. Otherwise an
// input Error that says why: the notation (with its column), or what the algorithm leaves undone
// ("it breaks the first two layers", "the last layer is then PLL Ja", ...).
Result<AlgorithmCheck> check_case_algorithm(tables::TableCache& cache, const CaseRef& ref, int slot,
                                            std::string_view text);

// The U turns around an algorithm that make it do the step of `set` on `state`, as a trainer tells
// a learner how to do their algorithm on the case in front of them (a case scramble leaves a random
// U turn before the case): `before`, the first of none, U, U2, U' (quarter turns 0..3) after which
// the algorithm does the step, and `after`, the U turn that then finishes it for the PLL steps (0
// for the others). `state` is held as a case scramble leaves it (centres home, the last layer on
// U); rotations and wide turns in the algorithm are followed as check_case_algorithm does. An input
// Error when no U turn makes it do the step (saying what it leaves), or a notation error with its
// column.
struct AlgorithmAufs {
  int before = 0, after = 0;
};
Result<AlgorithmAufs> algorithm_aufs(tables::TableCache& cache, CaseSet set, const CubieCube& state,
                                     std::string_view text);

// Left-handed algorithms for a case: the mirror images (mirror_alg) of the library's algorithms of
// every case in the set that, so mirrored, do this case's step (F2L: for the left slots FL and BL,
// the mirrors of right-slot algorithms; none for FR and BR). Each is checked as above.
struct MirrorAlgorithm {
  std::string algorithm;  // text, framed by y turns for BL
  std::string from;       // the case whose algorithm was mirrored
  AlgorithmCheck check;
};
std::vector<MirrorAlgorithm> mirror_algorithms(tables::TableCache& cache, const CaseRef& ref, int slot);

}  // namespace cubelab
