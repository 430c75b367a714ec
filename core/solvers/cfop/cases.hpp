// The CFOP case library as data: every F2L (1..41), OLL (1..57) and PLL (21) case with its
// standard name, group and published algorithms, plus the 2-look OLL and PLL sets, and what each
// set's step leaves done. Solvers, recognition (recognise.hpp) and the learn mode read the same
// records; case_library.hpp adds what needs recognition (probabilities).
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"

namespace cubelab {

enum class CaseSet : uint8_t { F2L, OLL, PLL, OLLEdges, OLLCorners, PLLCorners, PLLEdges };
constexpr int kCaseSets = 7;

// One case as written in the data table. F2L algorithms are for the FR slot; every algorithm is a
// WCA string and may use wide turns, slices and rotations. The first algorithm is the main one.
struct CaseRecord {
  const char* name;                       // "F2L 24", "OLL 27", "PLL T", "Sune", ...
  const char* group;                      // "T-Shapes", "Adjacent corner swap", ...
  std::array<const char*, 6> algorithms;  // unused entries are nullptr
};

std::span<const CaseRecord> case_records(CaseSet set);
// The group of a case named as in the records ("OLL 27" -> "Sune-like"...); empty if no case has
// that name.
std::string_view case_group(std::string_view case_name);
// "F2L", "OLL", "PLL", "OLL-EDGES", "OLL-CORNERS", "PLL-CORNERS", "PLL-EDGES".
const char* case_set_name(CaseSet set);

// The set called `name` (case-insensitive, as case_set_name prints it), or an Error naming the sets.
Result<CaseSet> case_set_named(std::string_view name);

// Whether the step of a case set is done on `cube`, as a trainer checks a learner's turns: F2L the
// first two layers, OLL those and the last layer oriented, PLL solved (the 2-look sets their part),
// in any orientation of the whole cube and up to a turn of the U layer (a trainer does not ask
// for the final AUF). The set is named as for case_library (not empty); an unknown one is an Error.
Result<bool> case_step_done(std::string_view set, const CubieCube& cube);

// Whether the cube (centres at home) is exactly where the step of `set` leaves it: no U turn or
// rotation allowed, as a checker that knows the final AUF asks.
bool step_done_exactly(CaseSet set, const CubieCube& cube);

}  // namespace cubelab
