// Embind registration of solve analysis: analyse(scramble, solution, options?) returns the same
// object as `cubelab analyse --json` (docs/design.md). Never throws: a typo in either text is
// {error, column, kind}; a solution that does not solve the scramble is {valid: false, ...}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <optional>
#include <string>

#include "core/model/facelets.hpp"
#include "core/solvers/common/phase_info.hpp"
#include "core/study/analyse.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

val optional_number(const std::optional<double>& value) { return value ? val(*value) : val::null(); }
val text_or_null(const std::string& text) { return text.empty() ? val::null() : val(text); }

val strings(const std::vector<std::string>& list) {
  val out = val::array();
  for (const std::string& s : list) out.call<void>("push", s);
  return out;
}

val best_value(const std::optional<BestStep>& best) {
  if (!best) return val::null();
  val out = val::object();
  out.set("moves", format_alg(best->moves));
  out.set("htm", htm(best->moves));
  out.set("qtm", qtm(best->moves));
  out.set("stm", stm(best->moves));
  out.set("how", best->how);
  out.set("yours", best->yours);
  out.set("optimal", best->optimal);
  return out;
}

val step_value(const AnalysedStep& step) {
  val out = val::object();
  out.set("name", step.name);
  out.set("moves", format_alg(step.moves));
  out.set("htm", step.htm);
  out.set("stm", step.stm);
  out.set("qtm", step.qtm);
  out.set("rotations", step.rotations);
  out.set("case", text_or_null(step.case_name));
  out.set("slot", text_or_null(step.slot));
  out.set("case_view", step.case_view ? val(format_alg(*step.case_view)) : val::null());
  out.set("start", to_facelet_string(step.start));
  out.set("first", static_cast<double>(step.first));
  out.set("end", static_cast<double>(step.end));
  out.set("best", best_value(step.best));
  out.set("saved", step.saved);
  out.set("share", step.share);
  out.set("cancels", step.cancels);
  out.set("ms", optional_number(step.ms));
  out.set("pause_ms", optional_number(step.pause_ms));
  out.set("tps", optional_number(step.tps));
  out.set("labels", strings(step.labels));
  out.set("family", std::string(phase_info(step.name).family));
  if (step.in_library) out.set("in_library", *step.in_library);
  if (step.best_any_colour) {
    val best = best_value(step.best_any_colour);
    best.set("colour", step.best_colour);
    out.set("best_any_colour", best);
  }
  return out;
}

val analysis_value(const Analysis& a) {
  val out = val::object();
  if (!a.valid) {
    out.set("method", val::null());
    out.set("valid", false);
    out.set("message", a.message);
    out.set("facelets", to_facelet_string(a.end));
    out.set("steps", val::array());
    return out;
  }
  val steps = val::array();
  for (const AnalysedStep& step : a.steps) steps.call<void>("push", step_value(step));
  val total = val::object();
  total.set("htm", a.htm);
  total.set("stm", a.stm);
  total.set("qtm", a.qtm);
  total.set("rotations", a.rotations);
  out.set("method", a.method);
  out.set("valid", true);
  out.set("colour", text_or_null(a.colour));
  out.set("scramble", a.scramble);
  out.set("steps", steps);
  out.set("total", total);
  out.set("saved", a.saved);
  out.set("ms", optional_number(a.ms));
  out.set("tps", optional_number(a.tps));
  out.set("comments", strings(a.comments));
  out.set("text", reconstruction_text(a));
  return out;
}

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
  return analysis_value(analysis.value());
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_analyse) {
  emscripten::function("analyse", &analyse);
  emscripten::function(
      "analyse", +[](val scramble, val solution) { return analyse(scramble, solution, val::undefined()); });
}

}  // namespace cubelab::wasm
