// Embind registration of what the alg viewer and the Analyse view need besides playback: an
// algorithm's annotations (each move's column and timestamp, the comments with their places), the
// setup and algorithm of an alg.cubing.net / Twizzle link, and a step's label, focus and goal. Only
// conversions: the core reads the text and names the steps.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/json/cube_json.hpp"
#include "core/model/alg.hpp"
#include "core/model/link.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

// annotatedAlg(text) -> {moves: [tokens, groups expanded], columns: [1-based column of each move],
// ms: [each move's csTimer timestamp or null], comments: [{text, movesBefore, column}], pauses} or
// {error, column, kind}. The moves are those playback(text) makes, in the same order.
val annotated_alg(val text_arg) {
  auto text = string_arg(text_arg, "alg");
  if (!text) return error_value(text.error());
  auto parsed = parse_annotated_alg(text.value());
  if (!parsed) return error_value(parsed.error());
  return js_value(annotated_alg_json(parsed.value()));
}

// algLink(text) -> {link: true, setup, alg} for an alg.cubing.net or Twizzle address, {link: false,
// setup: "", alg: text} for any other text, or {error, column, kind} for a broken link.
val alg_link(val text_arg) {
  auto text = string_arg(text_arg, "text");
  if (!text) return error_value(text.error());
  if (!looks_like_link(text.value())) return js_value(alg_link_json(false, AlgLink{"", text.value()}));
  auto link = parse_alg_link(text.value());
  if (!link) return error_value(link.error());
  return js_value(alg_link_json(true, link.value()));
}

// phaseInfo(name) -> {name, label, focus, goal, family}: what the page shows of a step or phase it did not
// get from a solve (an analysed solve's steps): the core's label, greying focus and goal sentence.
val phase_info_value(val name_arg) {
  auto name = string_arg(name_arg, "name");
  if (!name) return error_value(name.error());
  return js_value(phase_info_json(name.value()));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_viewer) {
  emscripten::function("annotatedAlg", &annotated_alg);
  emscripten::function("algLink", &alg_link);
  emscripten::function("phaseInfo", &phase_info_value);
}

}  // namespace cubelab::wasm
