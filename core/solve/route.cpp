#include "core/solve/route.hpp"

#include <string>

#include "core/cube/orientation.hpp"
#include "core/cube_text.hpp"
#include "core/solve/two_phase.hpp"

namespace cubelab {

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
                         const tables::TwoPhaseTables& tables) {
  const CubieCube x = route_state(from, to);
  auto direct = solve_two_phase(x, options, tables);
  Route route;
  if (direct) {
    route.moves = concat(direct.value().phase1, direct.value().phase2);
    route.ms = direct.value().ms;
  }
  if (refine) {
    auto reverse = solve_two_phase(x.inverse(), options, tables);
    if (reverse) {
      route.ms += reverse.value().ms;
      const Alg inverted = invert(concat(reverse.value().phase1, reverse.value().phase2));
      if (!direct || htm(inverted) < htm(route.moves)) {
        route.moves = inverted;
        route.via_inverse = true;
      }
    } else if (!direct) {
      return reverse.error();
    }
  } else if (!direct) {
    return direct.error();
  }
  route.length = htm(route.moves);
  return route;
}

Result<Route> find_route_or_relaxed(const CubieCube& from, const CubieCube& to, const SolveOptions& options,
                                    bool refine, const tables::TwoPhaseTables& tables) {
  auto route = find_route(from, to, options, refine, tables);
  if (route || route.error().kind == ErrorKind::impossible || options.max_length >= kRelaxedRouteLength) return route;
  SolveOptions improving = options;
  improving.max_length = kRelaxedRouteLength;
  improving.improve = true;
  improving.improve_until = options.max_length;  // a route within the caller's bound is all it needs
  if (improving.budget_ms <= 0 && improving.max_nodes == 0) improving.budget_ms = kRouteImproveMs;
  auto better = find_route(from, to, improving, refine, tables);
  if (!better) return route;  // the error about the bound the caller asked for
  better.value().ms += route ? route.value().ms : 0;
  better.value().relaxed = better.value().length > options.max_length;
  return better;
}

namespace {

int answer_length(const Result<TwoPhaseAnswer>& answer) { return answer ? answer.value().length : -1; }

}  // namespace

RouteComparison route_comparison(const CubieCube& from, const CubieCube& to, const SolveOptions& options,
                                 const tables::TwoPhaseTables& tables) {
  RouteComparison c;
  const CubieCube x = route_state(from, to);
  c.direct = answer_length(solve_two_phase(x, options, tables));
  c.inverse = answer_length(solve_two_phase(x.inverse(), options, tables));
  SolveOptions loose = options;
  loose.max_length = kRelaxedRouteLength;
  auto solve_a = solve_two_phase(from, loose, tables);
  auto solve_b = solve_two_phase(to, loose, tables);
  if (solve_a && solve_b) {
    const TwoPhaseAnswer& a = solve_a.value();
    const TwoPhaseAnswer& b = solve_b.value();
    c.naive = htm(simplify(concat(concat(a.phase1, a.phase2), invert(concat(b.phase1, b.phase2)))));
  }
  return c;
}

}  // namespace cubelab
