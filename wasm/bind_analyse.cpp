// Embind registration of solve analysis: analyse(scramble, solution, options?) returns the same
// object as `cubelab analyse --json` (docs/cli.md). Never throws: a typo in either text is
// {error, column, kind}; a solution that does not solve the scramble is {valid: false, ...}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/json/analysis_json.hpp"
#include "core/study/analyse.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

// options: {time?: seconds} (the solve's total time, as --time).
val analyse(val scramble_arg, val solution_arg, val options) {
  auto scramble = string_arg(scramble_arg, "scramble");
  if (!scramble) return error_value(scramble.error());
  auto solution = string_arg(solution_arg, "solution");
  if (!solution) return error_value(solution.error());
  if (!absent(options) && options.typeOf().as<std::string>() != "object")
    return error_value(Error{"options must be an object", 0});
  auto time = real_option(options, "time", -1, -1, 86400);
  if (!time) return error_value(time.error());
  const double total_ms = time.value() > 0 ? time.value() * 1000 : -1;
  auto analysis = analyse_solve(scramble.value(), solution.value(), total_ms, session_tables());
  if (!analysis) return error_value(analysis.error());
  return js_value(analysis_json(analysis.value()));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_analyse) {
  emscripten::function("analyse", &analyse);
  emscripten::function(
      "analyse", +[](val scramble, val solution) { return analyse(scramble, solution, val::undefined()); });
}

}  // namespace cubelab::wasm
