// Embind registrations for solving: the methods and their phases, "cube from text", and a solve
// whose answer is ready to watch (every state and the greying of every phase) in one call. Only
// conversions live here; every operation is a core call.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/common/phase_info.hpp"
#include "core/solvers/common/playback.hpp"
#include "core/solvers/methods.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

static val nullable(std::string_view text) { return text.empty() ? val::null() : val(std::string(text)); }

static val playback_phase_value_of(const Phase& phase, const PhasePlayback& played) {
  const std::string_view group = case_group(phase.case_name);
  val out = val::object();
  out.set("name", phase.name);
  out.set("label", phase_label(phase.name));
  out.set("focus", std::string(focus_name(phase_info(phase.name).focus)));
  out.set("family", std::string(phase_info(phase.name).family));
  out.set("case", nullable(phase.case_name));
  out.set("group", nullable(group));
  out.set("goal", phase_goal(phase, group));
  out.set("crossFace", std::string(1, kFaceLetters[played.end.centres[static_cast<int>(Face::D)]]));
  out.set("topFace", std::string(1, kFaceLetters[played.end.centres[static_cast<int>(Face::U)]]));
  out.set("length", phase.length());
  // The page's metric setting shows any of the three, counted here by the core.
  out.set("qtm", qtm(phase.moves));
  out.set("stm", stm(phase.moves));
  set_playback(out, phase.moves, played);
  return out;
}

val played_solution_value(const Solution& solution, const CubieCube& start, const std::string& input) {
  const std::vector<PhasePlayback> played = play_solution(solution, start);
  val phases = val::array();
  for (std::size_t i = 0; i < played.size(); ++i)
    phases.call<void>("push", playback_phase_value_of(solution.phases[i], played[i]));
  val out = solution_value(solution, input);
  out.set("start", to_facelet_string(start));
  out.set("phases", phases);
  return out;
}

namespace {

val string_array(const std::vector<std::string>& items) {
  val out = val::array();
  for (const std::string& item : items) out.call<void>("push", item);
  return out;
}

// methods() -> [{name, label, colourChoice, longSearch, wholeCube, phases: [{name, label, focus, family}]}].
val methods() {
  val out = val::array();
  for (const MethodInfo& m : method_infos()) {
    val phases = val::array();
    for (const std::string& name : m.phases) {
      val phase = val::object();
      phase.set("name", name);
      phase.set("label", phase_label(name));
      phase.set("focus", std::string(focus_name(phase_info(name).focus)));
      phase.set("family", std::string(phase_info(name).family));
      phases.call<void>("push", phase);
    }
    val method = val::object();
    method.set("name", m.name);
    method.set("label", m.label);
    method.set("colourChoice", m.colour_choice);
    method.set("longSearch", m.long_search);
    method.set("wholeCube", m.whole_cube);
    method.set("phases", phases);
    out.call<void>("push", method);
  }
  return out;
}

constexpr const char* kTextKinds[] = {"moves", "facelets", "pattern"};

// cubeFromText(text) -> {facelets, kind: 'moves'|'facelets'|'pattern', moves: simplified text or null}.
val cube_from_text_value(val text_arg) {
  auto text = string_arg(text_arg, "text");
  if (!text) return error_value(text.error());
  auto read = cube_from_text(text.value());
  if (!read) return error_value(read.error());
  val out = val::object();
  out.set("facelets", to_facelet_string(read.value().cube));
  out.set("kind", std::string(kTextKinds[static_cast<int>(read.value().kind)]));
  val moves = val::null();
  if (read.value().kind == CubeTextKind::moves) moves = val(format_alg(simplify(parse_alg(text.value()).value())));
  out.set("moves", moves);
  return out;
}

// invert(alg) -> {moves}: the turns that undo `alg`, simplified.
val invert_value(val alg_arg) {
  auto text = string_arg(alg_arg, "alg");
  if (!text) return error_value(text.error());
  auto alg = parse_alg(text.value());
  if (!alg) return error_value(alg.error());
  val out = val::object();
  out.set("moves", format_alg(simplify(invert(alg.value()))));
  return out;
}

// solve(method, input, options?) -> {method, input, start, solution, length, ms, phases: [{name,
// label, focus, case, group, goal, crossFace, topFace, length, moves: [tokens], states, shown}]}.
// `input` is any text cube_from_text reads.
val solve(val method_arg, val input_arg, val options_arg) {
  auto method = string_arg(method_arg, "method");
  if (!method) return error_value(method.error());
  auto input = string_arg(input_arg, "input");
  if (!input) return error_value(input.error());
  auto options = solve_options(options_arg);
  if (!options) return error_value(options.error());
  auto read = cube_from_text(input.value());
  if (!read) return error_value(read.error());
  const CubieCube start = read.value().cube;
  auto solution = solve_typed(method.value(), read.value(), options.value(), session_tables());
  if (!solution) return error_value(solution.error());
  return played_solution_value(solution.value(), start, input.value());
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
