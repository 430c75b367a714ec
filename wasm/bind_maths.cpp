// Embind registrations for the cube's mathematics: `info` (the shape of `cubelab info --json`) and
// the Thistlethwaite stages' descriptions. Only conversions live here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/json/info_json.hpp"
#include "core/study/cube_info.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {
namespace {

// info(text, {cycles, bounds, maxLength, budgetMs, maxNodes}?): text as `cubelab info` reads it.
val info(val text_arg, val options_arg) {
  auto text = string_arg(text_arg, "text");
  if (!text) return error_value(text.error());
  auto cycles = bool_option(options_arg, "cycles");
  if (!cycles) return error_value(cycles.error());
  auto bounds = bool_option(options_arg, "bounds");
  if (!bounds) return error_value(bounds.error());
  auto options = solve_options(options_arg);
  if (!options) return error_value(options.error());
  auto cube = info_cube(text.value(), cycles.value());
  if (!cube) return error_value(cube.error());
  auto result = cube_info(cube.value(), bounds.value(), options.value(), session_tables());
  if (!result) return error_value(result.error());
  return js_value(cube_info_json(result.value()));
}

// The four stages, in order: {phase, group, moves, fixes, cosets, maxMoves}.
val thistlethwaite_stages_value() { return js_value(thistlethwaite_stages_json()); }

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_maths) {
  emscripten::function("info", &info);
  emscripten::function(
      "info", +[](val text) { return info(text, val::undefined()); });
  emscripten::function("thistlethwaiteStages", &thistlethwaite_stages_value);
}

}  // namespace cubelab::wasm
