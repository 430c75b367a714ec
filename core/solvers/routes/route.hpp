// Routing one state into another with a solver built for "any state to solved" (as Monteiro
// (2020) routes one pattern into another): solve X = B^-1 * A; the answer s gives A * s = B. The
// solver is the caller's (RouteSearch): the method registry passes the two-phase search
// (core/solvers/composed.hpp), so routes and two-phase stay two families that do not include each other.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab {

// Every search here minimises options.metric; lengths and bounds are in that metric.

// One solve of a state to solved by the route's search: face turns, their length in the options'
// metric, and the search's time.
struct RouteLeg {
  Alg moves;
  int length = 0;
  double ms = 0;
};
// What routes are searched with: solves `state` within options (max_length, budget, improve, metric).
using RouteSearch = std::function<Result<RouteLeg>(const CubieCube& state, const SolveOptions& options)>;

// The three ways of routing A to B that route_comparison measures (lengths, -1 when that
// search found nothing within its budget): naive solves A and then undoes a solution of B; direct
// solves X = B^-1 * A; inverse solves X^-1 and inverts the answer.
struct RouteComparison {
  int naive = -1, direct = -1, inverse = -1;
};

struct Route {
  Alg moves;                 // applied to `from`, gives `to` (up to a whole-cube rotation)
  int length = 0;            // in the options' metric (HTM by default)
  bool via_inverse = false;  // refine: the answer came from solving X^-1 and inverting
  bool relaxed = false;      // no route within the asked bound was found in time (see below)
  double ms = 0;
};

// Some routes are 20-move positions that two-phase search finds hard (those near the superflip):
// when the budget runs out before a route within the bound is found, one of at most this many
// moves (found in milliseconds) is better than none.
constexpr int kRelaxedRouteLength = 30;
constexpr int kRelaxedRouteQtm = 36;  // the same in QTM (God's number there is 26)

// One end of a route: any text cube_from_text reads (`solved`, a pattern name, a facelet string
// or a move sequence).
Result<CubieCube> route_end(std::string_view text);

// The auxiliary state whose solutions are the routes from `from` to `to`.
CubieCube route_state(const CubieCube& from, const CubieCube& to);

// The route `search` finds with `options` (max_length, budget, improve). `refine` also solves X^-1 (whose
// solutions, inverted, are routes too) and keeps the shorter answer; each solve gets the budget.
Result<Route> find_route(const CubieCube& from, const CubieCube& to, const SolveOptions& options, bool refine,
                         const RouteSearch& search);

// find_route, then, if its budget ran out (or its search, not exhaustive, found nothing), the
// improvement budget: a search within kRelaxedRouteLength that keeps improving its answer until
// the budget (the caller's, or kRouteImproveMs) ends, so that a route within the bound is still
// found when the first-answer search missed it. Only when that too ends above the bound is the
// answer `relaxed`.
constexpr double kRouteImproveMs = 2000;
Result<Route> find_route_or_relaxed(const CubieCube& from, const CubieCube& to, const SolveOptions& options,
                                    bool refine, const RouteSearch& search);

// The lengths of the naive, direct and inverse routes from `from` to `to`, each a first-answer
// search with `options` (bound kRelaxedRouteLength for the naive route's two solves).
RouteComparison route_comparison(const CubieCube& from, const CubieCube& to, const SolveOptions& options,
                                 const RouteSearch& search);

}  // namespace cubelab
