// route: the moves that turn one state into another (pattern names, scrambles or facelets), and
// the table of route lengths between all named patterns.
#include <iomanip>
#include <iostream>
#include <optional>

#include "cli/command.hpp"
#include "core/json/route_json.hpp"
#include "core/model/alg.hpp"
#include "core/model/patterns.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/routes/route.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_qtm.hpp"

namespace cubelab::cli {
namespace {

// Routes are two-phase searches: at most 39 moves, 0 allowed (a route from a state to itself).
Result<SolveOptions> route_options(const Args& args) { return search_options(args, 0, 39); }

// The bound is relaxed (find_route_or_relaxed) only when the user did not set one. With --metric
// qtm the search minimises quarter turns (its tables built on first use).
Result<Route> route_for(const Args& args, const CubieCube& from, const CubieCube& to, const SolveOptions& options,
                        tables::TableCache& cache) {
  const tables::TwoPhaseQtmTables* qtm = options.metric == Metric::qtm ? &two_phase_qtm_tables(cache) : nullptr;
  const RouteSearch search = two_phase_route_search(two_phase_tables(cache), qtm);
  if (args.has("max-length")) return find_route(from, to, options, args.has("refine"), search);
  return find_route_or_relaxed(from, to, options, args.has("refine"), search);
}

// Every ordered pair of named patterns, routed (each cell a second unless the options say otherwise).
RouteMatrix route_matrix(const Args& args, SolveOptions options, tables::TableCache& cache) {
  if (!args.has("budget-ms") && !args.has("max-nodes") && !args.has("improve")) options.budget_ms = 1000;
  const auto list = patterns();
  RouteMatrix routes(list.size(), std::vector<std::optional<Route>>(list.size()));
  for (std::size_t i = 0; i < list.size(); ++i)
    for (std::size_t j = 0; j < list.size(); ++j) {
      // An error is a budget that ran out even for the relaxed bound: one empty cell, not a lost table.
      if (auto r = route_for(args, pattern_state(list[i]), pattern_state(list[j]), options, cache))
        routes[i][j] = r.value();
    }
  return routes;
}

void print_matrix_text(Io& io, const RouteMatrix& routes, const SolveOptions& options) {
  const bool qtm_metric = options.metric == Metric::qtm;
  const auto list = patterns();
  bool any_relaxed = false;
  io.out << "route lengths (" << (qtm_metric ? "QTM" : "HTM") << "), row = from, column = to\n";
  io.out << std::setw(24) << "";
  for (std::size_t j = 0; j < list.size(); ++j) io.out << std::setw(4) << j + 1;
  io.out << '\n';
  for (std::size_t i = 0; i < list.size(); ++i) {
    io.out << std::setw(2) << i + 1 << ' ' << std::left << std::setw(21) << list[i].name << std::right;
    for (const std::optional<Route>& r : routes[i]) {
      any_relaxed = any_relaxed || (r && r->relaxed);
      io.out << std::setw(4) << (r ? std::to_string(r->length) + (r->relaxed ? "*" : " ") : "- ");
    }
    io.out << '\n';
  }
  if (any_relaxed)
    io.out << "* no route of at most " << options.max_length << " moves found within the budget; the length shown "
           << "is of a route found with the bound relaxed to " << (qtm_metric ? kRelaxedRouteQtm : kRelaxedRouteLength)
           << "\n";
  io.out << "(- : no route found within the budget)\n";
}

int run_matrix(const Args& args, Io& io, const SolveOptions& options, tables::TableCache& cache) {
  const RouteMatrix routes = route_matrix(args, options, cache);
  if (args.json())
    print_json(io, route_matrix_json(routes, options.metric));
  else
    print_matrix_text(io, routes, options);
  return kExitOk;
}

int run_route(const Args& args, Io& io) {
  auto options = route_options(args);
  if (!options) return report_error(args, io, options.error());
  if (args.has("list")) {
    for (const Pattern& p : patterns()) io.out << p.name << '\t' << p.moves << '\n';
    return kExitOk;
  }
  tables::TableCache cache;
  if (args.has("matrix")) return run_matrix(args, io, options.value(), cache);
  auto from_text = args.get("from"), to_text = args.get("to");
  if (!from_text || !to_text)
    return report_error(args, io, Error{"route needs --from A --to B, --matrix or --list", 0});
  auto from = route_end(*from_text);
  if (!from) return report_error(args, io, from.error());
  auto to = route_end(*to_text);
  if (!to) return report_error(args, io, to.error());
  auto r = route_for(args, from.value(), to.value(), options.value(), cache);
  if (!r) return report_error(args, io, r.error());
  const bool relaxed = r.value().relaxed;
  std::optional<RouteComparison> compared;
  if (args.has("compare"))
    compared = route_comparison(
        from.value(), to.value(), options.value(),
        two_phase_route_search(two_phase_tables(cache),
                               options.value().metric == Metric::qtm ? &two_phase_qtm_tables(cache) : nullptr));
  if (args.json()) {
    print_json(io, route_json(*from_text, *to_text, r.value(), options.value().metric, compared));
  } else {
    const bool in_qtm = options.value().metric == Metric::qtm;
    io.out << format_alg(r.value().moves) << "  (" << r.value().length << (in_qtm ? " quarter turns" : " moves")
           << (relaxed ? "; no route of at most " + std::to_string(options.value().max_length) +
                             (in_qtm ? " quarter turns" : " moves") + " found within the budget"
                       : "")
           << ")\n";
    if (compared)
      io.out << "naive (solve A, undo B) " << compared->naive << ", direct " << compared->direct << ", inverse "
             << compared->inverse << (in_qtm ? " (QTM" : " (HTM") << "; -1: none found)\n";
  }
  return kExitOk;
}

const RegisterCommand route_command(
    "route",
    "route (--from A --to B [--compare] | --matrix | --list) [--metric htm|qtm] [--refine] [--improve] "
    "[--budget-ms T] [--max-nodes N] [--max-length N] [--threads N] [--json]   A -> B by two-phase",
    run_route,
    "Moves that take cube A to cube B (each `solved`, a pattern name from --list, a facelet string or\n"
    "moves): a two-phase solve of B^-1 * A. --refine also solves its inverse and keeps the shorter;\n"
    "--compare prints the naive (solve A, undo B), direct and inverse lengths; --matrix routes every\n"
    "pair of patterns. Without --max-length a route over 20 moves found within the budget is given\n"
    "marked relaxed rather than none.\n"
    "--metric qtm: the search minimises quarter turns (a half turn is 2; its QTM tables, about 8.5 MB,\n"
    "  are built on first use), within 28 by default.");

}  // namespace
}  // namespace cubelab::cli
