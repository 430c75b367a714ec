// Embind registrations for the two-phase family: random-state scrambles, the pattern library,
// routing A -> B, and the two-phase tables as bytes (for an IndexedDB cache). Only conversions
// live here; every operation is a core call. Nothing throws into JS: errors are {error, column}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <chrono>
#include <string>
#include <vector>

#include "core/model/facelets.hpp"
#include "core/model/patterns.hpp"
#include "core/model/random_state.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/routes/route.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_qtm.hpp"
#include "core/solvers/twophase/two_phase_scramble.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {
namespace {

const tables::TwoPhaseTables& session_two_phase() { return two_phase_tables(session_tables()); }

// The QTM tables when the options ask for a QTM search (built on first use), else none.
const tables::TwoPhaseQtmTables* session_qtm(const SolveOptions& options) {
  return options.metric == Metric::qtm ? &two_phase_qtm_tables(session_tables()) : nullptr;
}

// The routes' two-phase search in the options' metric, over the session's tables.
RouteSearch session_route_search(const SolveOptions& options) {
  return two_phase_route_search(session_two_phase(), session_qtm(options));
}

// scramble(seed, count?) -> {seed, scrambles: [{index, scramble, length, facelets}]}, the shape of
// `cubelab scramble --json`; the same seed gives the same scrambles as the CLI.
val scramble(val seed_arg, val count_arg) {
  if (!seed_arg.isNumber()) return error_value(Error{"seed must be a number", 0});
  const double seed = seed_arg.as<double>();
  if (!(seed >= 0 && seed <= 9.007199254740991e15)) return error_value(Error{"seed must be a whole number >= 0", 0});
  double count = 1;
  if (!absent(count_arg)) {
    if (!count_arg.isNumber()) return error_value(Error{"count must be a number", 0});
    count = count_arg.as<double>();
    if (!(count >= 1 && count <= 100000)) return error_value(Error{"count must be between 1 and 100000", 0});
  }
  val list = val::array();
  for (int i = 0; i < static_cast<int>(count); ++i) {
    auto s = random_state_scramble(static_cast<uint64_t>(seed), static_cast<uint64_t>(i), session_two_phase());
    if (!s) return error_value(s.error());
    val item = val::object();
    item.set("index", i);
    item.set("scramble", format_alg(s.value().moves));
    item.set("length", htm(s.value().moves));
    item.set("facelets", to_facelet_string(s.value().state));
    list.call<void>("push", item);
  }
  val out = val::object();
  out.set("seed", seed);
  out.set("scrambles", list);
  return out;
}

// patterns() -> [{name, moves, facelets}]
val pattern_list() {
  val list = val::array();
  for (const Pattern& p : patterns()) {
    val item = val::object();
    item.set("name", std::string(p.name));
    item.set("moves", std::string(p.moves));
    item.set("facelets", to_facelet_string(pattern_state(p)));
    list.call<void>("push", item);
  }
  return list;
}

// A pattern name, a 54-letter facelet string or a move sequence from solved (as `cubelab route`).
Result<CubieCube> state_from(const val& arg, const char* what) {
  auto text = string_arg(arg, what);
  if (!text) return text.error();
  return route_end(text.value());
}

// route(from, to, {metric, maxLength, budgetMs, maxNodes, improve, refine, compare}?) ->
// {from, to, solution, length, qtm, metric, viaInverse, relaxed, ms, intermediate} (+ naive, direct,
// inverse with compare; intermediate: the facelets of X = B^-1 A), and ready to play like solve():
// {method: "route", input, start, phases: [one phase "route"]}. Without maxLength, a route longer than the bound
// (relaxed: true) is given when none within it is found within the budget and the improvement budget, as in the CLI.
val route(val from_arg, val to_arg, val options_arg) {
  auto from = state_from(from_arg, "from");
  if (!from) return error_value(from.error());
  auto to = state_from(to_arg, "to");
  if (!to) return error_value(to.error());
  auto options = solve_options(options_arg);
  if (!options) return error_value(options.error());
  auto refine = bool_option(options_arg, "refine");
  if (!refine) return error_value(refine.error());
  const bool bound_given = !absent(options_arg) && !absent(options_arg["maxLength"]);
  const RouteSearch search = session_route_search(options.value());
  auto r = bound_given ? find_route(from.value(), to.value(), options.value(), refine.value(), search)
                       : find_route_or_relaxed(from.value(), to.value(), options.value(), refine.value(), search);
  if (!r) return error_value(r.error());
  auto compare = bool_option(options_arg, "compare");
  if (!compare) return error_value(compare.error());
  // Ready to play in one call, as solve() answers: one phase "route" from A (label and goal from
  // the core's phase info).
  const Solution as_solution = make_solution("route", {Phase{"route", r.value().moves, ""}});
  val out = played_solution_value(as_solution, from.value(), string_arg(from_arg, "from").value());
  out.set("from", from_arg);
  out.set("to", to_arg);
  out.set("solution", format_alg(r.value().moves));
  out.set("length", r.value().length);
  out.set("qtm", qtm(r.value().moves));
  out.set("metric", std::string(options.value().metric == Metric::qtm ? "qtm" : "htm"));
  out.set("viaInverse", r.value().via_inverse);
  out.set("relaxed", r.value().relaxed);
  out.set("ms", r.value().ms);  // the search's time, not the playback's
  // X = B^-1 A, the cube whose solutions are the routes (the page draws it beside the route).
  out.set("intermediate", to_facelet_string(route_state(from.value(), to.value())));
  if (compare.value()) {
    const RouteComparison c = route_comparison(from.value(), to.value(), options.value(), search);
    const auto length_or_null = [](int length) { return length < 0 ? val::null() : val(length); };
    out.set("naive", length_or_null(c.naive));
    out.set("direct", length_or_null(c.direct));
    out.set("inverse", length_or_null(c.inverse));
  }
  return out;
}

// buildTwoPhaseTables() -> {ms}: builds now (reporting through setProgress) rather than on the
// first solve; a no-op when the tables are there.
val build_tables() {
  const auto start = std::chrono::steady_clock::now();
  session_two_phase();
  val out = val::object();
  out.set("ms", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  return out;
}

// saveTwoPhaseTables() -> Uint8Array (a copy), building the tables first if needed.
val save_tables() {
  const std::vector<uint8_t> bytes = tables::save_two_phase_tables(session_two_phase());
  val view = val(emscripten::typed_memory_view(bytes.size(), bytes.data()));
  val copy = val::global("Uint8Array").new_(bytes.size());
  copy.call<void>("set", view);
  return copy;
}

// loadTwoPhaseTables(Uint8Array) -> {loaded: true} or {error}: a corrupted, truncated or foreign
// buffer is rejected and the session keeps (or later builds) its own tables.
val load_tables(val bytes_arg) {
  if (!bytes_arg.instanceof (val::global("Uint8Array"))) return error_value(Error{"bytes must be a Uint8Array", 0});
  const std::vector<uint8_t> bytes = emscripten::convertJSArrayToNumberVector<uint8_t>(bytes_arg);
  auto loaded = tables::load_two_phase_tables(bytes);
  if (!loaded) return table_error_value(loaded.error());
  session_tables().two_phase.set(std::move(loaded).value());
  val out = val::object();
  out.set("loaded", true);
  return out;
}

// randomStateFacelets(seed, index) -> facelets of random_state(sample_seed(seed, index)): the
// states of bench/native/two_phase_bench.cpp, for the WASM benchmark and the side-by-side run.
std::string random_state_facelets(double seed, double index) {
  Rng rng(sample_seed(static_cast<uint64_t>(seed), static_cast<uint64_t>(index)));
  return to_facelet_string(random_state(rng));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_twophase) {
  emscripten::function("scramble", &scramble);
  emscripten::function(
      "scramble", +[](val seed) { return scramble(seed, val::undefined()); });
  emscripten::function("patterns", &pattern_list);
  emscripten::function("route", &route);
  emscripten::function(
      "route", +[](val from, val to) { return route(from, to, val::undefined()); });
  emscripten::function("buildTwoPhaseTables", &build_tables);
  emscripten::function("saveTwoPhaseTables", &save_tables);
  emscripten::function("loadTwoPhaseTables", &load_tables);
  emscripten::function("randomStateFacelets", &random_state_facelets);
}

}  // namespace cubelab::wasm
