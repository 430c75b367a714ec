// Embind registrations for the cube's mathematics: `info` (the shape of `cubelab info --json`) and
// the Thistlethwaite stages' descriptions. Only conversions live here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/solvers/thistlethwaite/thistlethwaite.hpp"
#include "core/study/cube_info.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {
namespace {

val info_value(const CubeInfo& info) {
  val failed = val::array();
  for (const std::string& f : info.failed) failed.call<void>("push", f);
  const Invariants& v = info.invariants;
  val out = val::object();
  out.set("order", static_cast<double>(info.order));
  out.set("corners", info.corners);
  out.set("edges", info.edges);
  out.set("centres", info.centres);
  out.set("parity", v.corner_parity);
  out.set("edgeParity", v.edge_parity);
  out.set("centreParity", v.centre_parity);
  out.set("twist", v.twist);
  out.set("flip", v.flip);
  out.set("solvable", info.failed.empty());
  out.set("failed", failed);
  if (info.bounds) {
    out.set("twophase", info.bounds->two_phase);
    out.set("twophaseOptimal", info.bounds->two_phase_optimal);
    val stages = val::array();
    for (int length : info.bounds->thistlethwaite) stages.call<void>("push", length);
    out.set("thistlethwaite", stages);
  }
  return out;
}

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
  return info_value(result.value());
}

// The four stages, in order: {phase, group, moves, fixes, cosets, maxMoves}.
val thistlethwaite_stages_value() {
  val list = val::array();
  for (const ThistlethwaiteStageInfo& s : thistlethwaite_stages()) {
    val item = val::object();
    item.set("phase", std::string(s.phase));
    item.set("group", std::string(s.group));
    item.set("moves", std::string(s.moves));
    item.set("fixes", std::string(s.fixes));
    item.set("cosets", static_cast<double>(s.cosets));
    item.set("maxMoves", s.max_moves);
    list.call<void>("push", item);
  }
  return list;
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_maths) {
  emscripten::function("info", &info);
  emscripten::function(
      "info", +[](val text) { return info(text, val::undefined()); });
  emscripten::function("thistlethwaiteStages", &thistlethwaite_stages_value);
}

}  // namespace cubelab::wasm
