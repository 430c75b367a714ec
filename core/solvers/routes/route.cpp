#include "core/solvers/routes/route.hpp"

#include <string>

#include "core/model/cube_text.hpp"
#include "core/model/orientation.hpp"

namespace cubelab {

namespace {

int length_in(const Alg& moves, Metric metric) { return metric == Metric::qtm ? qtm(moves) : htm(moves); }

}  // namespace

Result<CubieCube> route_end(std::string_view text) {
  auto read = cube_from_text(text);
  if (!read) return read.error();
  return read.value().cube;
}

CubieCube route_state(const CubieCube& from, const CubieCube& to) {
  // Centres at home on both sides, so that X is a state of the cube in the WCA orientation.
  return recolour_to_home(to).inverse() * recolour_to_home(from);
}

Result<Route> find_route(const CubieCube& from, const CubieCube& to, const SolveOptions& options, bool refine,
                         const RouteSearch& search) {
  const CubieCube x = route_state(from, to);
  auto direct = search(x, options);
  Route route;
  if (direct) {
    route.moves = direct.value().moves;
    route.ms = direct.value().ms;
  }
  if (refine) {
    auto reverse = search(x.inverse(), options);
    if (reverse) {
      route.ms += reverse.value().ms;
      const Alg inverted = invert(reverse.value().moves);
      if (!direct || length_in(inverted, options.metric) < length_in(route.moves, options.metric)) {
        route.moves = inverted;
        route.via_inverse = true;
      }
    } else if (!direct) {
      return reverse.error();
    }
  } else if (!direct) {
    return direct.error();
  }
  route.length = length_in(route.moves, options.metric);
  return route;
}

Result<Route> find_route_or_relaxed(const CubieCube& from, const CubieCube& to, const SolveOptions& options,
                                    bool refine, const RouteSearch& search) {
  auto route = find_route(from, to, options, refine, search);
  const int relaxed_length = options.metric == Metric::qtm ? kRelaxedRouteQtm : kRelaxedRouteLength;
  if (route || route.error().kind == ErrorKind::impossible || route.error().kind == ErrorKind::internal ||
      options.max_length >= relaxed_length)
    return route;
  SolveOptions improving = options;
  improving.max_length = relaxed_length;
  improving.improve = true;
  improving.improve_until = options.max_length;  // a route within the caller's bound is all it needs
  if (improving.budget_ms <= 0 && improving.max_nodes == 0) improving.budget_ms = kRouteImproveMs;
  auto better = find_route(from, to, improving, refine, search);
  if (!better) return route;  // the error about the bound the caller asked for
  better.value().ms += route ? route.value().ms : 0;
  better.value().relaxed = better.value().length > options.max_length;
  return better;
}

namespace {

int answer_length(const Result<RouteLeg>& answer) { return answer ? answer.value().length : -1; }

}  // namespace

RouteComparison route_comparison(const CubieCube& from, const CubieCube& to, const SolveOptions& options,
                                 const RouteSearch& search) {
  RouteComparison c;
  const CubieCube x = route_state(from, to);
  c.direct = answer_length(search(x, options));
  c.inverse = answer_length(search(x.inverse(), options));
  SolveOptions loose = options;
  loose.max_length = options.metric == Metric::qtm ? kRelaxedRouteQtm : kRelaxedRouteLength;
  auto solve_a = search(from, loose);
  auto solve_b = search(to, loose);
  if (solve_a && solve_b) {
    c.naive = length_in(simplify(concat(solve_a.value().moves, invert(solve_b.value().moves))), options.metric);
  }
  return c;
}

}  // namespace cubelab
