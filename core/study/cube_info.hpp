// What the mathematics says about one cube: its cycles, its order, the three solvability
// conditions and, on request, bounds on its distance from solved. The CLI's `info` and the WASM
// module's `info` give this.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/cycles.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"

namespace cubelab {

struct DistanceBounds {
  int two_phase = 0;                    // a two-phase answer's length (HTM): an upper bound
  bool two_phase_optimal = false;       // the search proved no shorter answer exists
  std::array<int, 4> thistlethwaite{};  // the four optimal stages' lengths (their sum bounds too)
};

struct CubeInfo {
  uint64_t order = 1;
  std::string corners, edges, centres;  // cycle notation (core/model/cycles.hpp)
  Invariants invariants;
  std::vector<std::string> failed;  // the conditions an impossible cube fails: "parity", "twist", "flip"
  std::optional<DistanceBounds> bounds;
};

// The cube a text names for `info`: a 54-letter facelet string is read without the solvability
// conditions (so that an impossible cube is described, not refused); anything else as
// cube_from_text reads it. With `cycles`, the text is cycle notation (cube_from_cycles).
Result<CubieCube> info_cube(std::string_view text, bool cycles);

// With `bounds` (solvable cubes only), also solves by two-phase (options as given) and Thistlethwaite,
// building their tables on first use.
Result<CubeInfo> cube_info(const CubieCube& cube, bool bounds, const SolveOptions& options, tables::TableCache& tables);

}  // namespace cubelab
