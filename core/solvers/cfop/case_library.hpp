// The case library ready for display: each case of a set with its probability (counted from the
// recognition tables), a representative state and the U turn each algorithm ends with. What
// `cubelab cases --json` prints and the learn mode shows; the records themselves are in cases.hpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "tables/cache.hpp"

namespace cubelab {

// A case ready for display: what `cubelab cases --json` prints.
struct CaseInfo {
  CaseSet set;
  std::string name;
  std::string group;
  double probability;  // of a uniformly random state of the phase, AUF variants counted together
  CubieCube state;     // solved by each algorithm (PLL, 2-look PLL: up to a final AUF)
  std::vector<std::string> algorithms;
  // For each algorithm, the U turn ("", "U", "U2" or "U'") after it that solves `state`: the PLL
  // steps end with one (other algorithms than the main one may need it); "" for the other sets,
  // whose algorithms do their step on `state` as they are (tests check both).
  std::vector<std::string> aufs;
};

// The cases of one set, named as case_set_name prints it (case-insensitive), or of the three main
// sets F2L, OLL, PLL when `set` is empty. An unknown set name is an Error.
Result<std::vector<CaseInfo>> case_library(tables::TableCache& cache, std::string_view set);

// The cases of one set (the records of case_library), built on first use with the recognition
// tables (for the probabilities) and kept in the cache.
const std::vector<CaseInfo>& case_infos(tables::TableCache& cache, CaseSet set);

}  // namespace cubelab
