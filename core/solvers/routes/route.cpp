#include "core/solvers/routes/route.hpp"

#include <string>

#include "core/model/cube_text.hpp"
#include "core/model/orientation.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_qtm.hpp"

namespace cubelab {

namespace {

Result<TwoPhaseAnswer> solve_in_metric(const CubieCube& x, const SolveOptions& options,
                                       const tables::TwoPhaseTables& tables, const tables::TwoPhaseQtmTables* qtm) {
  if (options.metric == Metric::htm) return solve_two_phase(x, options, tables);
  if (!qtm) return Error{"a QTM route needs the QTM tables", 0, ErrorKind::internal};
  return solve_two_phase_qtm(x, options, tables, *qtm);
}

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
                         const tables::TwoPhaseTables& tables, const tables::TwoPhaseQtmTables* qtm) {
  const CubieCube x = route_state(from, to);
  auto direct = solve_in_metric(x, options, tables, qtm);
  Route route;
  if (direct) {
    route.moves = concat(direct.value().phase1, direct.value().phase2);
    route.ms = direct.value().ms;
  }
  if (refine) {
    auto reverse = solve_in_metric(x.inverse(), options, tables, qtm);
    if (reverse) {
      route.ms += reverse.value().ms;
      const Alg inverted = invert(concat(reverse.value().phase1, reverse.value().phase2));
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
                                    bool refine, const tables::TwoPhaseTables& tables,
                                    const tables::TwoPhaseQtmTables* qtm) {
  auto route = find_route(from, to, options, refine, tables, qtm);
  const int relaxed_length = options.metric == Metric::qtm ? kRelaxedRouteQtm : kRelaxedRouteLength;
  if (route || route.error().kind == ErrorKind::impossible || route.error().kind == ErrorKind::internal ||
      options.max_length >= relaxed_length)
    return route;
  SolveOptions improving = options;
  improving.max_length = relaxed_length;
  improving.improve = true;
  improving.improve_until = options.max_length;  // a route within the caller's bound is all it needs
  if (improving.budget_ms <= 0 && improving.max_nodes == 0) improving.budget_ms = kRouteImproveMs;
  auto better = find_route(from, to, improving, refine, tables, qtm);
  if (!better) return route;  // the error about the bound the caller asked for
  better.value().ms += route ? route.value().ms : 0;
  better.value().relaxed = better.value().length > options.max_length;
  return better;
}

namespace {

int answer_length(const Result<TwoPhaseAnswer>& answer) { return answer ? answer.value().length : -1; }

}  // namespace

RouteComparison route_comparison(const CubieCube& from, const CubieCube& to, const SolveOptions& options,
                                 const tables::TwoPhaseTables& tables, const tables::TwoPhaseQtmTables* qtm) {
  RouteComparison c;
  const CubieCube x = route_state(from, to);
  c.direct = answer_length(solve_in_metric(x, options, tables, qtm));
  c.inverse = answer_length(solve_in_metric(x.inverse(), options, tables, qtm));
  SolveOptions loose = options;
  loose.max_length = options.metric == Metric::qtm ? kRelaxedRouteQtm : kRelaxedRouteLength;
  auto solve_a = solve_in_metric(from, loose, tables, qtm);
  auto solve_b = solve_in_metric(to, loose, tables, qtm);
  if (solve_a && solve_b) {
    const TwoPhaseAnswer& a = solve_a.value();
    const TwoPhaseAnswer& b = solve_b.value();
    c.naive =
        length_in(simplify(concat(concat(a.phase1, a.phase2), invert(concat(b.phase1, b.phase2)))), options.metric);
  }
  return c;
}

}  // namespace cubelab
