// Routes from one state to another, and the matrix of routes between the named patterns.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/json/json.hpp"
#include "core/solvers/routes/route.hpp"

namespace cubelab {

// `cubelab route --json`: {"from": A, "to": B (as typed), "solution", "length" (in the metric
// searched), "qtm", "metric": "htm"|"qtm", "viaInverse", "relaxed", "ms"}, and with a comparison
// "naive", "direct", "inverse" (lengths in the metric, null when that search found none)
Json route_json(const std::string& from, const std::string& to, const Route& route, Metric metric,
                const std::optional<RouteComparison>& compared);

// WASM route: the above, ready to play as a solve answer (solve_json.hpp's played solution of
// method "route" with one phase "route", from A), and "intermediate": the facelets of X = B^-1 A
Json played_route_json(const std::string& from_text, const std::string& to_text, const CubieCube& from,
                       const CubieCube& to, const Route& route, Metric metric,
                       const std::optional<RouteComparison>& compared);

// One route per ordered pair of named patterns (core/model/patterns.hpp order); none where the
// search found none within its budget.
using RouteMatrix = std::vector<std::vector<std::optional<Route>>>;

// `cubelab route --matrix --json`: {"patterns": [names], "metric", "lengths": [[N or null, ...], ...],
// "relaxed": [[i, j], ...] (the cells found with the bound relaxed)}
Json route_matrix_json(const RouteMatrix& routes, Metric metric);

}  // namespace cubelab
