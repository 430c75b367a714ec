#include "core/json/route_json.hpp"

#include "core/json/solve_json.hpp"
#include "core/model/facelets.hpp"
#include "core/model/patterns.hpp"

namespace cubelab {

namespace {

const char* metric_name(Metric metric) { return metric == Metric::qtm ? "qtm" : "htm"; }

Json length_or_null(int length) { return length < 0 ? Json(nullptr) : Json(length); }

}  // namespace

Json route_json(const std::string& from, const std::string& to, const Route& route, Metric metric,
                const std::optional<RouteComparison>& compared) {
  Json out{{"from", from},
           {"to", to},
           {"solution", format_alg(route.moves)},
           {"length", route.length},
           {"qtm", qtm(route.moves)},
           {"metric", metric_name(metric)},
           {"viaInverse", route.via_inverse},
           {"relaxed", route.relaxed},
           {"ms", route.ms}};
  if (compared) {
    out["naive"] = length_or_null(compared->naive);
    out["direct"] = length_or_null(compared->direct);
    out["inverse"] = length_or_null(compared->inverse);
  }
  return out;
}

Json played_route_json(const std::string& from_text, const std::string& to_text, const CubieCube& from,
                       const CubieCube& to, const Route& route, Metric metric,
                       const std::optional<RouteComparison>& compared) {
  const Solution as_solution = make_solution("route", {Phase{"route", route.moves, ""}});
  Json out = played_solution_json(as_solution, from, from_text);
  add_fields(out, route_json(from_text, to_text, route, metric, compared));  // the search's length and time
  out["intermediate"] = to_facelet_string(route_state(from, to));
  return out;
}

Json route_matrix_json(const RouteMatrix& routes, Metric metric) {
  Json names = Json::array(), lengths = Json::array(), relaxed = Json::array();
  for (const Pattern& p : patterns()) names.push_back(p.name);
  for (std::size_t i = 0; i < routes.size(); ++i) {
    Json row = Json::array();
    for (std::size_t j = 0; j < routes[i].size(); ++j) {
      const std::optional<Route>& r = routes[i][j];
      row.push_back(r ? Json(r->length) : Json(nullptr));
      if (r && r->relaxed) relaxed.push_back(Json::array({i, j}));
    }
    lengths.push_back(std::move(row));
  }
  return Json{{"patterns", std::move(names)},
              {"metric", metric_name(metric)},
              {"lengths", std::move(lengths)},
              {"relaxed", std::move(relaxed)}};
}

}  // namespace cubelab
