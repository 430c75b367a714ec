// One entry point for every solving method, so the CLI and the WASM module offer the same set.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/model/cube_text.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"

namespace cubelab {

// Solves a valid cube (any orientation, turned centres allowed) by the named method. The answer's
// face turns, applied to `cube`, leave every face one colour. Unknown methods and budgets that run
// out are errors.
Result<Solution> solve_with(std::string_view method, const CubieCube& cube, const SolveOptions& options,
                            tables::TableCache& tables);

// The cube a user typed (core/model/cube_text.hpp), solved by the named method; typed moves give the
// solver their inverse as a known solution (SolveOptions::known_solution), so that two-phase never
// answers a short scramble with something longer than the scramble.
Result<Solution> solve_typed(std::string_view method, const CubeFromText& typed, SolveOptions options,
                             tables::TableCache& tables);

std::vector<std::string> method_names();

struct MethodInfo {
  std::string name;                 // "cfop-2look"
  std::string label;                // "CFOP 2-look"
  bool colour_choice = false;       // takes a cross colour (SolveOptions::colour)
  std::vector<std::string> phases;  // the phase names its answers use, in order
  // May search for minutes and build a large table first (the optimal solver): run it with
  // progress and a way to stop it.
  bool long_search = false;
  // Solves the whole cube; false for the phase solvers (cross, xcross), which solve their phase only.
  bool whole_cube = true;
  // Its milestones (core/study/stats.hpp) are the ends of its own phases but the last (Roux's
  // first-block, second-block, cmll), as its phases build nothing CFOP's stages could measure;
  // false: the cross and pairs stages (kMilestones), which CFOP-like methods pass through.
  bool phase_milestones = false;
};

// Every method, in the order a menu lists them.
std::vector<MethodInfo> method_infos();

}  // namespace cubelab
