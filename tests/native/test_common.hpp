// Constants that several test files use, defined once (the tests compile as a unity build, where
// two files' definitions of one name in an anonymous namespace would clash).
#pragma once

#include <iterator>
#include <string>

#include "core/solvers/cfop/cases.hpp"

namespace cubelab::testing {

inline constexpr CaseSet kAllSets[] = {CaseSet::F2L,        CaseSet::OLL,        CaseSet::PLL,     CaseSet::OLLEdges,
                                       CaseSet::OLLCorners, CaseSet::PLLCorners, CaseSet::PLLEdges};
static_assert(std::size(kAllSets) == kCaseSets);

// The solved cube's facelet string (URFDLB order).
inline const std::string kSolved = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

}  // namespace cubelab::testing
