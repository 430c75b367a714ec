// Embind registrations for the optimal solver: its table (built, saved as bytes for an IndexedDB
// cache, loaded back after the header and checksum are checked) and a solve that reports each
// completed depth and can be stopped. Only conversions live here; every operation is a core call.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <chrono>
#include <string>
#include <vector>

#include "core/cube_text.hpp"
#include "core/solve/optimal.hpp"
#include "core/solve/two_phase.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {
namespace {

bool is_function(const val& v) { return !absent(v) && v.typeOf().as<std::string>() == "function"; }

// buildOptimalTable() -> {ms, bytes}: builds now (reporting through setProgress) rather than on the
// first optimal solve; a no-op when the table is there.
val build_table() {
  const auto start = std::chrono::steady_clock::now();
  const tables::OptimalTable& t = optimal_table(session_tables());
  val out = val::object();
  out.set("ms", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  out.set("bytes", static_cast<double>(t.bytes()));
  return out;
}

bool table_ready() { return session_tables().optimal.ready(); }

// saveOptimalTable() -> Uint8Array (a copy), building the table first if needed.
val save_table() {
  const std::vector<uint8_t> bytes = tables::save_optimal_table(optimal_table(session_tables()));
  val copy = val::global("Uint8Array").new_(bytes.size());
  copy.call<void>("set", val(emscripten::typed_memory_view(bytes.size(), bytes.data())));
  return copy;
}

// loadOptimalTable(Uint8Array) -> {loaded: true} or {error}: damaged, truncated or foreign bytes
// are rejected, and the session keeps (or later builds) its own table.
val load_table(val bytes_arg) {
  if (!bytes_arg.instanceof (val::global("Uint8Array"))) return error_value(Error{"bytes must be a Uint8Array", 0});
  std::vector<uint8_t> bytes(bytes_arg["length"].as<std::size_t>());
  // One copy into the heap (an element-by-element conversion of 139 MB takes seconds).
  val(emscripten::typed_memory_view(bytes.size(), bytes.data())).call<void>("set", bytes_arg);
  auto loaded = tables::load_optimal_table(bytes);
  if (!loaded) return error_value(loaded.error());
  session_tables().optimal.set(std::move(loaded).value());
  val out = val::object();
  out.set("loaded", true);
  return out;
}

// solveOptimal(input, {budgetMs, maxNodes, onDepth(depth, nodes), shouldStop(), shareIndex,
// shareCount}?) -> solve's playback-ready shape (start, each phase's moves, states and greying)
// with optimal, lower_bound and nodes. With shareIndex/shareCount the call searches one share of
// the jobs (SolveOptions::share): its optimal and lower_bound speak of that share alone.
// shouldStop is polled about every 16,000 nodes (a worker can read a SharedArrayBuffer flag
// there); a stopped or budgeted search answers with the two-phase solution and the proven lower
// bound.
val solve_optimal_js(val input_arg, val options_arg) {
  auto input = string_arg(input_arg, "input");
  if (!input) return error_value(input.error());
  auto options = solve_options(options_arg);
  if (!options) return error_value(options.error());
  auto cube = cube_from_text(input.value());
  if (!cube) return error_value(cube.error());
  SolveOptions o = options.value();
  if (!absent(options_arg)) {
    const val on_depth = options_arg["onDepth"], should_stop = options_arg["shouldStop"];
    if (!absent(on_depth) && !is_function(on_depth)) return error_value(Error{"option onDepth must be a function", 0});
    if (!absent(should_stop) && !is_function(should_stop))
      return error_value(Error{"option shouldStop must be a function", 0});
    if (is_function(on_depth))
      o.on_depth = [on_depth](int depth, uint64_t nodes) { on_depth(depth, static_cast<double>(nodes)); };
    if (is_function(should_stop)) o.should_stop = [should_stop] { return should_stop().as<bool>(); };
    const val share_index = options_arg["shareIndex"], share_count = options_arg["shareCount"];
    if (!absent(share_index) || !absent(share_count)) {
      if (share_index.typeOf().as<std::string>() != "number" || share_count.typeOf().as<std::string>() != "number")
        return error_value(Error{"options shareIndex and shareCount must be numbers, given together", 0});
      o.share = {share_index.as<int>(), share_count.as<int>()};
    }
  }
  auto solution = solve_optimal_method(cube.value().cube, o, session_tables());
  if (!solution) return error_value(solution.error());
  // Ready to play, as solve's answers: the page animates it from this one call.
  return played_solution_value(solution.value(), cube.value().cube, input.value());
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_optimal) {
  emscripten::function("buildOptimalTable", &build_table);
  emscripten::function("optimalTableReady", &table_ready);
  emscripten::function("saveOptimalTable", &save_table);
  emscripten::function("loadOptimalTable", &load_table);
  emscripten::function("solveOptimal", &solve_optimal_js);
  emscripten::function(
      "solveOptimal", +[](val input) { return solve_optimal_js(input, val::undefined()); });
}

}  // namespace cubelab::wasm
