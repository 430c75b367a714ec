// Embind registration of what the alg viewer and the Analyse view need besides playback: an
// algorithm's annotations (each move's column and timestamp, the comments with their places), the
// setup and algorithm of an alg.cubing.net / Twizzle link, and a step's label, focus and goal. Only
// conversions: the core reads the text and names the steps.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/model/alg.hpp"
#include "core/model/link.hpp"
#include "core/solvers/common/phase_info.hpp"
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
  const AnnotatedAlg& a = parsed.value();
  val moves = val::array(), columns = val::array(), ms = val::array(), comments = val::array();
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    moves.call<void>("push", format_move(a.moves[i]));
    columns.call<void>("push", a.columns[i]);
    ms.call<void>("push", a.ms[i] < 0 ? val::null() : val(a.ms[i]));
  }
  for (const AlgComment& c : a.comments) {
    val comment = val::object();
    comment.set("text", c.text);
    comment.set("movesBefore", static_cast<double>(c.moves_before));
    comment.set("column", c.column);
    comments.call<void>("push", comment);
  }
  val out = val::object();
  out.set("moves", moves);
  out.set("columns", columns);
  out.set("ms", ms);
  out.set("comments", comments);
  out.set("pauses", static_cast<double>(a.pauses));
  return out;
}

// algLink(text) -> {link: true, setup, alg} for an alg.cubing.net or Twizzle address, {link: false,
// setup: "", alg: text} for any other text, or {error, column, kind} for a broken link.
val alg_link(val text_arg) {
  auto text = string_arg(text_arg, "text");
  if (!text) return error_value(text.error());
  val out = val::object();
  if (!looks_like_link(text.value())) {
    out.set("link", false);
    out.set("setup", std::string());
    out.set("alg", text.value());
    return out;
  }
  auto link = parse_alg_link(text.value());
  if (!link) return error_value(link.error());
  out.set("link", true);
  out.set("setup", link.value().setup);
  out.set("alg", link.value().alg);
  return out;
}

// phaseInfo(name) -> {name, label, focus, goal, family}: what the page shows of a step or phase it did not
// get from a solve (an analysed solve's steps): the core's label, greying focus and goal sentence.
val phase_info_value(val name_arg) {
  auto name = string_arg(name_arg, "name");
  if (!name) return error_value(name.error());
  const PhaseInfo info = phase_info(name.value());
  val out = val::object();
  out.set("name", name.value());
  out.set("label", phase_label(name.value()));
  out.set("focus", std::string(focus_name(info.focus)));
  out.set("goal", std::string(info.goal));
  out.set("family", std::string(info.family));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_viewer) {
  emscripten::function("annotatedAlg", &annotated_alg);
  emscripten::function("algLink", &alg_link);
  emscripten::function("phaseInfo", &phase_info_value);
}

}  // namespace cubelab::wasm
