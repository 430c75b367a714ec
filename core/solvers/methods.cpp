#include "core/solvers/methods.hpp"

#include <algorithm>
#include <chrono>

// Each solver family's header, included where its methods are registered (kMethods below).
#include "core/solvers/beginner/beginner.hpp"
#include "core/solvers/cfop/methods.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/thistlethwaite/thistlethwaite.hpp"
#include "core/solvers/twophase/method.hpp"

namespace cubelab {

namespace {

using MethodFn = Result<Solution> (*)(const CubieCube&, const SolveOptions&, tables::TableCache&);

struct MethodEntry {
  const char* name;
  MethodFn solve;
  const char* label = nullptr;  // for people: "CFOP 2-look"; the name when absent
  bool colour_choice = false;   // takes a cross colour (SolveOptions::colour)
  const char* phases = "";      // the phase names its answers use, in order, separated by '|'
  // May search for minutes on a random cube and build a large table first: callers run it with
  // progress and a way to stop it (SolveOptions::on_depth, should_stop), not as a quick call.
  bool long_search = false;
  // Solves the whole cube (false: a phase solver, `cross` and `xcross`, which solves its phase only).
  bool whole_cube = true;
  // Its statistics' milestones are the ends of its own phases (stats::milestone_names).
  bool phase_milestones = false;
};

constexpr MethodEntry kMethods[] = {
    // --- methods ---
    {"cfop", solve_cfop, "CFOP", true, "cross|f2l-1|f2l-2|f2l-3|f2l-4|oll|pll"},
    {"cfop-2look", solve_cfop_two_look, "CFOP 2-look", true,
     "cross|f2l-1|f2l-2|f2l-3|f2l-4|oll-edges|oll-corners|pll-corners|pll-edges"},
    {"cfop-optimal", solve_cfop_optimal, "CFOP, optimal cross and pairs", true,
     "cross|f2l-1|f2l-2|f2l-3|f2l-4|oll|pll"},
    {"beginner", solve_beginner, "Beginner", true,
     "cross|corners|second-layer|ll-cross|ll-edges|ll-corners-place|ll-corners-orient"},
    {"zz", solve_zz_method, "ZZ", true, "eoline|f2l-left|f2l-right|oll|pll", false, true, true},
    {"roux", solve_roux_method, "Roux", true, "first-block|second-block|cmll|lse", false, true, true},
    {"cross", solve_cross_only, "Cross only", true, "cross", false, false},
    {"xcross", solve_xcross_only, "X-cross only", true, "xcross", false, false},
    {"twophase", solve_twophase_method, "Two-phase (at most 20 moves)", false, "phase 1|phase 2"},
    {"thistlethwaite", solve_thistlethwaite_method, "Thistlethwaite (optimal stages)", false, "g1|g2|g3|solved"},
    {"optimal", solve_optimal_method, "Optimal (fewest moves)", false, "optimal", true},
    {nullptr, nullptr},
};

}  // namespace

std::vector<MethodInfo> method_infos() {
  std::vector<MethodInfo> infos;
  for (const MethodEntry& m : kMethods) {
    if (!m.name) continue;
    MethodInfo info{m.name,       m.label ? m.label : m.name, m.colour_choice, {}, m.long_search,
                    m.whole_cube, m.phase_milestones};
    for (std::string_view rest = m.phases; !rest.empty();) {
      const std::size_t bar = std::min(rest.find('|'), rest.size());
      info.phases.emplace_back(rest.substr(0, bar));
      rest.remove_prefix(std::min(bar + 1, rest.size()));
    }
    infos.push_back(std::move(info));
  }
  return infos;
}

std::vector<std::string> method_names() {
  std::vector<std::string> names;
  for (const MethodEntry& m : kMethods)
    if (m.name) names.push_back(m.name);
  return names;
}

Result<Solution> solve_with(std::string_view method, const CubieCube& cube, const SolveOptions& options,
                            tables::TableCache& tables) {
  for (const MethodEntry& m : kMethods) {
    if (!m.name || method != m.name) continue;
    if (options.metric == Metric::qtm && method != "twophase" && method != "optimal")
      return Error{"metric qtm: only the twophase and optimal methods search in quarter turns, not '" +
                       std::string(method) + "'",
                   0};
    const auto start = std::chrono::steady_clock::now();
    auto result = m.solve(cube, options, tables);
    if (result) {
      Solution s = std::move(result).value();
      s.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      return s;
    }
    return result;
  }
  std::string known;
  for (const std::string& n : method_names()) known += (known.empty() ? "" : ", ") + n;
  return Error{"unknown method '" + std::string(method) + "' (methods: " + known + ")", 0};
}

Result<Solution> solve_typed(std::string_view method, const CubeFromText& typed, SolveOptions options,
                             tables::TableCache& tables) {
  if (typed.kind == CubeTextKind::moves) options.known_solution = invert(typed.moves);
  return solve_with(method, typed.cube, options, tables);
}

}  // namespace cubelab
