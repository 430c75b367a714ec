// Embind registrations for solving: the methods and their phases, "cube from text", and a solve
// whose answer is ready to watch (every state and the greying of every phase) in one call. Only
// conversions live here; every operation is a core call and every answer a core/json encoder's.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/json/cube_json.hpp"
#include "core/json/solve_json.hpp"
#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/solvers/methods.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

// methods() -> [{name, label, colour_choice, long_search, whole_cube, phases: [{name, label, focus, family}]}].
val methods() { return js_value(described_methods_json(method_infos())); }

// cubeFromText(text) -> {facelets, kind: 'moves'|'facelets'|'pattern', moves: simplified text or null}.
val cube_from_text_value(val text_arg) {
  auto text = string_arg(text_arg, "text");
  if (!text) return error_value(text.error());
  auto read = cube_from_text(text.value());
  if (!read) return error_value(read.error());
  return js_value(cube_text_json(read.value()));
}

// invert(alg) -> {moves}: the turns that undo `alg`, simplified.
val invert_value(val alg_arg) {
  auto text = string_arg(alg_arg, "alg");
  if (!text) return error_value(text.error());
  auto alg = parse_alg(text.value());
  if (!alg) return error_value(alg.error());
  return js_value(moves_text_json(simplify(invert(alg.value()))));
}

// solve(method, input, options?) -> core/json/solve_json.hpp's played solution. `input` is any text
// cube_from_text reads.
val solve(val method_arg, val input_arg, val options_arg) {
  auto method = string_arg(method_arg, "method");
  if (!method) return error_value(method.error());
  auto input = string_arg(input_arg, "input");
  if (!input) return error_value(input.error());
  auto options = solve_options(options_arg);
  if (!options) return error_value(options.error());
  auto read = cube_from_text(input.value());
  if (!read) return error_value(read.error());
  auto solution = solve_typed(method.value(), read.value(), options.value(), session_tables());
  if (!solution) return error_value(solution.error());
  return js_value(played_solution_json(solution.value(), read.value().cube, input.value()));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_solve) {
  emscripten::function("methods", &methods);
  emscripten::function("cubeFromText", &cube_from_text_value);
  emscripten::function("invert", &invert_value);
  emscripten::function("solve", &solve);
  emscripten::function(
      "solve", +[](val method, val input) { return solve(method, input, val::undefined()); });
}

}  // namespace cubelab::wasm
