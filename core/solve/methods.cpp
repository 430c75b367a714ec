#include "core/solve/methods.hpp"

#include <chrono>

// Each solver family's header, included where its methods are registered (kMethods below).
#include "core/beginner/beginner.hpp"
#include "core/cfop/methods.hpp"
#include "core/solve/thistlethwaite.hpp"
#include "core/solve/two_phase.hpp"

namespace cubelab {

namespace {

using MethodFn = Result<Solution> (*)(const CubieCube&, const SolveOptions&, tables::TableCache&);

struct MethodEntry {
  const char* name;
  MethodFn solve;
};

constexpr MethodEntry kMethods[] = {
    // --- methods ---
    {"cfop", solve_cfop},
    {"cfop-2look", solve_cfop_two_look},
    {"cfop-optimal", solve_cfop_optimal},
    {"beginner", solve_beginner},
    {"cross", solve_cross_only},
    {"xcross", solve_xcross_only},
    {"twophase", solve_twophase_method},
    {"thistlethwaite", solve_thistlethwaite_method},
    {nullptr, nullptr},
};

}  // namespace

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

}  // namespace cubelab
