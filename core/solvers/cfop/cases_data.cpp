// The published algorithms of the standard speedsolving sets, by their standard case numbers and
// names. Facts, not code: every entry is checked by tests (it must solve its own case, and all of a
// case's algorithms must agree on which case that is).
#include "core/solvers/cfop/cases.hpp"

namespace cubelab {

namespace {

constexpr CaseRecord kF2L[] = {
    {"F2L 1", "Corner and edge in top", {"U R U' R'", "R' F R F'"}},
    {"F2L 2", "Corner and edge in top", {"U' F' U F", "F R' F' R", "y' U' R' U R"}},
    {"F2L 3", "Corner and edge in top", {"F' U' F", "y' R' U' R"}},
    {"F2L 4", "Corner and edge in top", {"R U R'", "y F U F'"}},
    {"F2L 5",
     "Corner and edge in top",
     {"U' R U R' U2 R U' R'", "U' R U R' U' R U2 R'", "F2 L' U' L U F2", "U' R U R' U R' F R F'"}},
    {"F2L 6", "Corner and edge in top", {"U F' U' F U2 F' U F", "d R' U' R U2 R' U R"}},
    {"F2L 7",
     "Corner and edge in top",
     {"U' R U2 R' U2 R U' R'", "U' R U2 R' U' R U2 R'", "U' R U2 R' U R' F R F'", "M' U' M U2 r U' r'"}},
    {"F2L 8", "Corner and edge in top", {"U F' U2 F U2 F' U F", "d R' U2 R U2 R' U R", "r' U2 R2 U R2 U r"}},
    {"F2L 9", "Corner and edge in top", {"U' R U' R' U F' U' F", "d R' U' R U' R' U' R", "F R U R' U' F' R U' R'"}},
    {"F2L 10", "Corner and edge in top", {"U' R U R' U R U R'", "U2 R U' R' U' R U R'"}},
    {"F2L 11",
     "Corner and edge in top",
     {"U' R U2 R' U F' U' F", "U' R U2 R' d R' U' R", "F' U L' U2 L U2 F", "y' R U2 R2 U' R2 U' R'"}},
    {"F2L 12",
     "Corner and edge in top",
     {"R' U2 R2 U R2 U R", "R U' R' U R U' R' U2 R U' R'", "U R U' R' U' R U R' U' R U R'", "R' D' R U2 R' D R2 U R'"}},
    {"F2L 13", "Corner and edge in top", {"U F' U F U' F' U' F", "d R' U R U' R' U' R", "R U' R' U R' F R F' R U' R'"}},
    {"F2L 14", "Corner and edge in top", {"U' R U' R' U R U R'", "U' R2 D R' U R D' R2", "U2 R2 U R' U R U2 R2"}},
    {"F2L 15",
     "Corner and edge in top",
     {"F' U F U2 R U R'", "R U R' U2 R U' R' U R U' R'", "R' D' R U' R' D R U R U' R'", "M U r U' r' U' M'"}},
    {"F2L 16", "Corner and edge in top", {"R U' R' U2 F' U' F", "U F U R U' R' F' R U R'", "U M' U R U' r' U' R U R'"}},
    {"F2L 17", "Corner and edge in top", {"R U2 R' U' R U R'", "R U R' U' R U2 R' U2 R U R'"}},
    {"F2L 18", "Corner and edge in top", {"F' U2 F U F' U' F", "y' R' U2 R U R' U' R", "R' F R F' R U' R' U R U' R'"}},
    {"F2L 19", "Corner and edge in top", {"U R U2 R' U R U' R'", "U R U2 R2 F R F'", "R U' R' U R U' R' U R U R'"}},
    {"F2L 20",
     "Corner and edge in top",
     {"U' F' U2 F U' F' U F", "y' U' R' U2 R U' R' U R", "U' R U' R2 F R F' R U' R'"}},
    {"F2L 21",
     "Corner and edge in top",
     {"R U' R' U2 R U R'", "U2 R U R' U R U' R'", "R B U2 B' R'", "y' f R' f' U2 f R f'"}},
    {"F2L 22",
     "Corner and edge in top",
     {"F' L' U2 L F", "r U' r' U2 r U r'", "F' U F U2 F' U' F", "y' U2 R' U' R U' R' U R"}},
    {"F2L 23",
     "Corner and edge in top",
     {"U2 R2 U2 R' U' R U' R2", "R U R' U2 R U R' U' R U R'", "U R U' R' U' R U' R' U R U' R'",
      "R U' R2 D' R U2 R' D R"}},
    {"F2L 24",
     "Corner and edge in top",
     {"F U R U' R' F' R U' R'", "U' R U R2 F R F' R U' R'", "y' R' U' R U2 R' U' R U R' U' R"}},
    {"F2L 25",
     "Corner in slot, edge in top",
     {"U' R' F R F' R U R'", "R' F' R U R U' R' F", "U' F' R U R' U' R' F R", "U' F' U F U R U' R'"}},
    {"F2L 26", "Corner in slot, edge in top", {"U R U' R' F R' F' R", "U R U' R' U' F' U F", "R S' R' U R S R'"}},
    {"F2L 27", "Corner in slot, edge in top", {"R U' R' U R U' R'", "F' U' F U2 R U' R'"}},
    {"F2L 28", "Corner in slot, edge in top", {"R U R' U' F R' F' R", "F' U F U' F' U F", "y' R' U R U' R' U R"}},
    {"F2L 29", "Corner in slot, edge in top", {"R' F R F' U R U' R'", "R' F R F' R' F R F'", "y' R' U' R U R' U' R"}},
    {"F2L 30",
     "Corner in slot, edge in top",
     {"R U R' U' R U R'", "U' R U2 R' U2 R U R'", "U' F R' F' R2 U R'", "U2 F' U F R U R'"}},
    {"F2L 31", "Edge in slot, corner in top", {"U' R' F R F' R U' R'", "F' U F R U2 R'", "R U' R' U y' R' U R"}},
    {"F2L 32",
     "Edge in slot, corner in top",
     {"R2 U R2 U R2 U2 R2", "U R U' R' U R U' R' U R U' R'", "U' F R' F' R U' R U R'"}},
    {"F2L 33",
     "Edge in slot, corner in top",
     {"U' R U' R' U2 R U' R'", "U' R U' R' U' R U2 R'", "R U R' U' R U' R' U R U' R'", "y R' D R U' R' D' R"}},
    {"F2L 34", "Edge in slot, corner in top", {"U R U R' U2 R U R'", "U' R U2 R' U R U R'", "U R' D' R U' R' D R"}},
    {"F2L 35", "Edge in slot, corner in top", {"U' R U R' U F' U' F", "U2 R U R' F R' F' R", "U' R U R' d R' U' R"}},
    {"F2L 36",
     "Edge in slot, corner in top",
     {"U F' U' F U' R U R'", "U2 R' F R F' U2 R U R'", "R U R' U R U R' U' F' U' F"}},
    {"F2L 37",
     "Corner and edge in slot",
     {"R2 U2 F R2 F' U2 R' U R'", "R U2 R' U R U2 R' U F' U' F", "R U R' U2 R U2 R' U y' R' U' R"}},
    {"F2L 38",
     "Corner and edge in slot",
     {"R U' R' U' R U R' U2 R U' R'", "R2 U2 R' U' R U' R' U2 R'", "R U R' U' R U2 R' U' R U R'",
      "R U' R' U' R U R' U' R U2 R'"}},
    {"F2L 39",
     "Corner and edge in slot",
     {"R U2 R U R' U R U2 R2", "R U' R' U R U2 R' U R U' R'", "R U R' U2 R U' R' U R U R'",
      "R U2 R' U R U' R' U R U R'"}},
    {"F2L 40",
     "Corner and edge in slot",
     {"r U' r' U2 r U r' R U R'", "F' L' U2 L F R U R'", "R U' R' F R U R' U' F' R U' R'",
      "R U' R' U' R U' R' U y' R' U' R"}},
    {"F2L 41",
     "Corner and edge in slot",
     {"R U' R' r U' r' U2 r U r'", "R U' R' F' L' U2 L F", "R U R' U' R U' R' U2 y' R' U' R"}},
};

constexpr CaseRecord kOLL[] = {
    {"OLL 1", "Dot", {"R U2 R2 F R F' U2 R' F R F'"}},
    {"OLL 2", "Dot", {"r U r' U2 r U2 R' U2 R U' r'", "U' F R U R' U' F' f R U R' U' f'"}},
    {"OLL 3", "Dot", {"r' R2 U R' U r U2 r' U M'", "U' f R U R' U' f' U' F R U R' U' F'"}},
    {"OLL 4", "Dot", {"M U' r U2 r' U' R U' R' M'", "U' f R U R' U' f' U F R U R' U' F'"}},
    {"OLL 5", "Square", {"r' U2 R U R' U r"}},
    {"OLL 6", "Square", {"r U2 R' U' R U' r'"}},
    {"OLL 7", "Small Lightning Bolt", {"r U R' U R U2 r'"}},
    {"OLL 8", "Small Lightning Bolt", {"r' U' R U' R' U2 r", "U2 l' U' L U' L' U2 l"}},
    {"OLL 9", "Fish", {"R U R' U' R' F R2 U R' U' F'"}},
    {"OLL 10", "Fish", {"R U R' U R' F R F' R U2 R'"}},
    {"OLL 11", "Small Lightning Bolt", {"r U R' U R' F R F' R U2 r'", "U2 r' R2 U R' U R U2 R' U M'"}},
    {"OLL 12", "Small Lightning Bolt", {"M' R' U' R U' R' U2 R U' M", "U F R U R' U' F' U F R U R' U' F'"}},
    {"OLL 13", "Knight Move", {"F U R U' R2 F' R U R U' R'", "r U' r' U' r U r' F' U F"}},
    {"OLL 14", "Knight Move", {"R' F R U R' F' R F U' F'"}},
    {"OLL 15", "Knight Move", {"r' U' r R' U' R U r' U r", "U2 l' U' l L' U' L U l' U l"}},
    {"OLL 16", "Knight Move", {"r U r' R U R' U' r U' r'"}},
    {"OLL 17", "Dot", {"F R' F' R2 r' U R U' R' U' M'", "U2 R U R' U R' F R F' U2 R' F R F'"}},
    {"OLL 18", "Dot", {"r U R' U R U2 r2 U' R U' R' U2 r", "U R U2 R2 F R F' U2 M' U R U' r'"}},
    {"OLL 19", "Dot", {"r' R U R U R' U' M' R' F R F'", "M U R U R' U' M' R' F R F'"}},
    {"OLL 20", "Dot", {"r U R' U' M2 U R U' R' U' M'", "M U R U R' U' M2 U R U' r'"}},
    {"OLL 21", "Cross", {"R U2 R' U' R U R' U' R U' R'", "F R U R' U' R U R' U' R U R' U' F'"}},
    {"OLL 22", "Cross", {"R U2 R2 U' R2 U' R2 U2 R"}},
    {"OLL 23", "Cross", {"R2 D' R U2 R' D R U2 R", "U2 R2 D R' U2 R D' R' U2 R'"}},
    {"OLL 24", "Cross", {"r U R' U' r' F R F'"}},
    {"OLL 25", "Cross", {"F' r U R' U' r' F R", "U' R U2 R D R' U2 R D' R2"}},
    {"OLL 26", "Cross", {"R U2 R' U' R U' R'"}},
    {"OLL 27", "Cross", {"R U R' U R U2 R'"}},
    {"OLL 28", "Corners Oriented", {"r U R' U' M U R U' R'", "U2 M' U M U2 M' U M"}},
    {"OLL 29", "Awkward Shape", {"R U R' U' R U' R' F' U' F R U R'", "U' M U R U R' U' R' F R F' M'"}},
    {"OLL 30", "Awkward Shape", {"F R' F R2 U' R' U' R U R' F2", "U r' D' r U' r' D r2 U' r' U r U r'"}},
    {"OLL 31", "P-Shapes", {"R' U' F U R U' R' F' R"}},
    {"OLL 32", "P-Shapes", {"L U F' U' L' U L F L'", "U2 S R U R' U' R' F R f'"}},
    {"OLL 33", "T-Shapes", {"R U R' U' R' F R F'"}},
    {"OLL 34", "C-Shapes", {"R U R2 U' R' F R U R U' F'", "R U R' U' B' R' F R F' B"}},
    {"OLL 35", "Fish", {"R U2 R2 F R F' R U2 R'"}},
    {"OLL 36", "W-Shapes", {"L' U' L U' L' U L U L F' L' F"}},
    {"OLL 37", "Fish", {"F R' F' R U R U' R'", "F R U' R' U' R U R' F'"}},
    {"OLL 38", "W-Shapes", {"R U R' U R U' R' U' R' F R F'"}},
    {"OLL 39", "Big Lightning Bolt", {"L F' L' U' L U F U' L'"}},
    {"OLL 40", "Big Lightning Bolt", {"R' F R U R' U' F' U R"}},
    {"OLL 41", "Awkward Shape", {"R U R' U R U2 R' F R U R' U' F'"}},
    {"OLL 42", "Awkward Shape", {"R' U' R U' R' U2 R F R U R' U' F'"}},
    {"OLL 43", "P-Shapes", {"F' U' L' U L F", "U' R' U' F' U F R"}},
    {"OLL 44", "P-Shapes", {"F U R U' R' F'", "U2 f R U R' U' f'"}},
    {"OLL 45", "T-Shapes", {"F R U R' U' F'"}},
    {"OLL 46", "C-Shapes", {"R' U' R' F R F' U R"}},
    {"OLL 47", "L-Shapes", {"R' U' R' F R F' R' F R F' U R", "F' L' U' L U L' U' L U F"}},
    {"OLL 48", "L-Shapes", {"F R U R' U' R U R' U' F'"}},
    {"OLL 49", "L-Shapes", {"r U' r2 U r2 U r2 U' r", "U2 R B' R2 F R2 B R2 F' R"}},
    {"OLL 50", "L-Shapes", {"r' U r2 U' r2 U' r2 U r'", "U2 R' F R2 B' R2 F' R2 B R'"}},
    {"OLL 51", "Line", {"F U R U' R' U R U' R' F'", "U2 f R U R' U' R U R' U' f'"}},
    {"OLL 52", "Line", {"R U R' U R U' B U' B' R'", "U2 R' F' U' F U' R U R' U R"}},
    {"OLL 53", "L-Shapes", {"r' U' R U' R' U R U' R' U2 r", "U2 l' U' L U' L' U L U' L' U2 l"}},
    {"OLL 54", "L-Shapes", {"r U R' U R U' R' U R U2 r'"}},
    {"OLL 55", "Line", {"R U2 R2 U' R U' R' U2 F R F'", "U R' F R U R U' R2 F' R2 U' R' U R U R'"}},
    {"OLL 56", "Line", {"r U r' U R U' R' U R U' R' r U' r'", "F R U R' U' R F' r U R' U' r'"}},
    {"OLL 57", "Corners Oriented", {"R U R' U' M' U R U' r'"}},
};

constexpr CaseRecord kPLL[] = {
    {"PLL Aa", "Corners only", {"x R' U R' D2 R U' R' D2 R2 x'", "R' F R' B2 R F' R' B2 R2"}},
    {"PLL Ab", "Corners only", {"x R2 D2 R U R' D2 R U' R x'", "R2 B2 R F R' B2 R F' R"}},
    {"PLL E", "Corners only", {"x' R U' R' D R U R' D' R U R' D R U' R' D' x"}},
    {"PLL F",
     "Adjacent corner swap",
     {"R' U' F' R U R' U' R' F R2 U' R' U' R U R' U R", "U R' U2 R' d' R' F' R2 U' R' U R' F R U' F"}},
    {"PLL Ga", "Adjacent corner swap", {"R2 U R' U R' U' R U' R2 U' D R' U R D'"}},
    {"PLL Gb", "Adjacent corner swap", {"R' U' R U D' R2 U R' U R U' R U' R2 D"}},
    {"PLL Gc", "Adjacent corner swap", {"R2 U' R U' R U R' U R2 U D' R U' R' D"}},
    {"PLL Gd", "Adjacent corner swap", {"R U R' U' D R2 U' R U' R' U R' U R2 D'"}},
    {"PLL H", "Edges only", {"M2 U M2 U2 M2 U M2", "R2 U2 R U2 R2 U2 R2 U2 R U2 R2"}},
    {"PLL Ja", "Adjacent corner swap", {"R' U L' U2 R U' R' U2 R L", "U' L' U' L F L' U' L U L F' L2 U L"}},
    {"PLL Jb", "Adjacent corner swap", {"R U R' F' R U R' U' R' F R2 U' R'"}},
    {"PLL Na",
     "Diagonal corner swap",
     {"R U R' U R U R' F' R U R' U' R' F R2 U' R' U2 R U' R'", "z U R' D R2 U' R D' U R' D R2 U' R D' z'"}},
    {"PLL Nb",
     "Diagonal corner swap",
     {"R' U R U' R' F' U' F R U R' F R' F' R U' R", "R' U R' F R F' R U' R' F' U F R U R' U' R",
      "z D' R U' R2 D R' U D' R U' R2 D R' U z'"}},
    {"PLL Ra",
     "Adjacent corner swap",
     {"R U' R' U' R U R D R' U' R D' R' U2 R'", "R U R' F' R U2 R' U2 R' F R U R U2 R'"}},
    {"PLL Rb", "Adjacent corner swap", {"R2 F R U R U' R' F' R U2 R' U2 R", "U' R' U2 R U2 R' F R U R' U' R' F' R2"}},
    {"PLL T", "Adjacent corner swap", {"R U R' U' R' F R2 U' R' U' R U R' F'"}},
    {"PLL Ua", "Edges only", {"M2 U M U2 M' U M2", "R U' R U R U R U' R' U' R2"}},
    {"PLL Ub", "Edges only", {"M2 U' M U2 M' U' M2", "R2 U R U R' U' R' U' R' U R'"}},
    {"PLL V",
     "Diagonal corner swap",
     {"R' U R' U' y R' F' R2 U' R' U R' F R F", "R' U R U' R' f' U' R U2 R' U' R U' R' f R",
      "R U2 R' D R U' R U' R U R2 D R' U' R D2"}},
    {"PLL Y",
     "Diagonal corner swap",
     {"F R U' R' U' R U R' F' R U R' U' R' F R F'", "R2 U' R' U R U' x' U' z' U' R U' R' U' z U R x"}},
    {"PLL Z", "Edges only", {"M' U M2 U M2 U M' U2 M2", "U M2 U M2 U M' U2 M2 U2 M'"}},
};

// 2-look OLL: orient the edges (3 cases), then the corners (7 cases, OLL 21-27).
constexpr CaseRecord kOLLEdges[] = {
    {"Dot", "Edges", {"F R U R' U' F' f R U R' U' f'"}},
    {"L", "Edges", {"f R U R' U' f'"}},
    {"Line", "Edges", {"F R U R' U' F'"}},
};
constexpr CaseRecord kOLLCorners[] = {
    {"Sune", "Corners", {"R U R' U R U2 R'"}},
    {"Antisune", "Corners", {"R U2 R' U' R U' R'"}},
    {"H", "Corners", {"R U2 R' U' R U R' U' R U' R'", "F R U R' U' R U R' U' R U R' U' F'"}},
    {"Pi", "Corners", {"R U2 R2 U' R2 U' R2 U2 R"}},
    {"Headlights", "Corners", {"R2 D' R U2 R' D R U2 R", "U2 R2 D R' U2 R D' R' U2 R'"}},
    {"T", "Corners", {"r U R' U' r' F R F'"}},
    {"Bowtie", "Corners", {"F' r U R' U' r' F R"}},
};
// 2-look PLL: permute the corners (2 cases), then the edges (4 cases).
constexpr CaseRecord kPLLCorners[] = {
    {"Adjacent swap",
     "Corners",
     {"R U R' U' R' F R2 U' R' U' R U R' F'", "R U R' F' R U R' U' R' F R2 U' R'", "U' R' U L' U2 R U' R' U2 R L",
      "U x R' U R' D2 R U' R' D2 R2 x'", "U2 x R2 D2 R U R' D2 R U' R x'", "U' R' U2 R U2 R' F R U R' U' R' F' R2"}},
    {"Diagonal swap",
     "Corners",
     {"F R U' R' U' R U R' F' R U R' U' R' F R F'", "R' U R' U' y R' F' R2 U' R' U R' F R F",
      "z U R' D R2 U' R D' U R' D R2 U' R D' z'"}},
};
constexpr CaseRecord kPLLEdges[] = {
    {"PLL Ua", "Edges", {"M2 U M U2 M' U M2", "R U' R U R U R U' R' U' R2"}},
    {"PLL Ub", "Edges", {"M2 U' M U2 M' U' M2", "R2 U R U R' U' R' U' R' U R'"}},
    {"PLL H", "Edges", {"M2 U M2 U2 M2 U M2"}},
    {"PLL Z", "Edges", {"M' U M2 U M2 U M' U2 M2"}},
};

}  // namespace

std::span<const CaseRecord> case_records(CaseSet set) {
  switch (set) {
    case CaseSet::F2L:
      return kF2L;
    case CaseSet::OLL:
      return kOLL;
    case CaseSet::PLL:
      return kPLL;
    case CaseSet::OLLEdges:
      return kOLLEdges;
    case CaseSet::OLLCorners:
      return kOLLCorners;
    case CaseSet::PLLCorners:
      return kPLLCorners;
    case CaseSet::PLLEdges:
      return kPLLEdges;
  }
  return {};
}

const char* case_set_name(CaseSet set) {
  static constexpr const char* kNames[kCaseSets] = {"F2L",         "OLL",         "PLL",      "OLL-EDGES",
                                                    "OLL-CORNERS", "PLL-CORNERS", "PLL-EDGES"};
  return kNames[static_cast<int>(set)];
}

}  // namespace cubelab
