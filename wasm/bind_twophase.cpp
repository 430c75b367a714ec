// Embind registrations for the two-phase family: random-state scrambles, the pattern library,
// routing A -> B, and the two-phase tables as bytes (for an IndexedDB cache). Only conversions
// live here; every operation is a core call. Nothing throws into JS: errors are {error, column}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/json/cube_json.hpp"
#include "core/json/route_json.hpp"
#include "core/json/tables_json.hpp"
#include "core/json/trainer_json.hpp"
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
  Json list = Json::array();
  for (uint64_t i = 0; i < static_cast<uint64_t>(count); ++i) {
    auto s = random_state_scramble(static_cast<uint64_t>(seed), i, session_two_phase());
    if (!s) return error_value(s.error());
    list.push_back(scramble_item_json(i, s.value()));
  }
  return js_value(scrambles_json(static_cast<uint64_t>(seed), std::move(list)));
}

// patterns() -> [{name, moves, facelets}]
val pattern_list() { return js_value(patterns_json()); }

// A pattern name, a 54-letter facelet string or a move sequence from solved (as `cubelab route`).
Result<CubieCube> state_from(const val& arg, const char* what) {
  auto text = string_arg(arg, what);
  if (!text) return text.error();
  return route_end(text.value());
}

// route(from, to, {metric, maxLength, budgetMs, maxNodes, improve, refine, compare}?) -> the route
// as `cubelab route --json` gives it, ready to play like solve() (core/json/route_json.hpp
// played_route_json). Without maxLength, a route longer than the bound (relaxed: true) is given when
// none within it is found within the budget and the improvement budget, as in the CLI.
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
  std::optional<RouteComparison> compared;
  if (compare.value()) compared = route_comparison(from.value(), to.value(), options.value(), search);
  return js_value(played_route_json(string_arg(from_arg, "from").value(), string_arg(to_arg, "to").value(),
                                    from.value(), to.value(), r.value(), options.value().metric, compared));
}

// buildTwoPhaseTables() -> {ms}: builds now (reporting through setProgress) rather than on the
// first solve; a no-op when the tables are there.
val build_tables() {
  const auto start = std::chrono::steady_clock::now();
  session_two_phase();
  return js_value(
      tables_built_json(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count()));
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
  return js_value(tables_loaded_json());
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
