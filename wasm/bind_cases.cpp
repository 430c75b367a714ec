// Embind registration of the CFOP case library for the learn mode: cases(set?) returns the same
// objects as `cubelab cases --json`, and stepDone(set, facelets) tells the trainer whether a
// learner's turns did a case's step. Never throws: a bad set name or argument is {error, column, kind}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "core/json/cases_json.hpp"
#include "core/model/facelets.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/study/case_trainer.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

// `set` is "F2L", "OLL", "PLL" or a 2-look set name (any case); absent or "" means F2L, OLL, PLL.
// options.slot ("FR", "FL", "BL", "BR"): F2L cases as seen in that slot (case_in_slot).
val cases(val set_arg, val options) {
  std::string set;
  if (!absent(set_arg)) {
    if (!set_arg.isString()) return error_value(Error{"set must be a string", 0});
    set = set_arg.as<std::string>();
  }
  int slot = 0;
  if (!absent(options) && !absent(options["slot"])) {
    auto name = string_arg(options["slot"], "slot");
    if (!name) return error_value(name.error());
    auto named = slot_named(name.value());
    if (!named) return error_value(named.error());
    slot = named.value();
  }
  auto library = case_library(session_tables(), set);
  if (!library) return error_value(library.error());
  std::vector<CaseInfo> in_slot;
  for (const CaseInfo& info : library.value()) in_slot.push_back(case_in_slot(info, slot));
  return js_value(case_library_json(in_slot));
}

// {done}: whether the step of `set` is done on the cube (core: case_step_done).
val step_done(val set_arg, val facelets_arg) {
  auto set = string_arg(set_arg, "set");
  if (!set) return error_value(set.error());
  auto text = string_arg(facelets_arg, "facelets");
  if (!text) return error_value(text.error());
  auto cube = parse_facelets(text.value());
  if (!cube) return error_value(cube.error());
  auto done = case_step_done(set.value(), cube.value());
  if (!done) return error_value(done.error());
  return js_value(step_done_json(done.value()));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_cases) {
  emscripten::function("stepDone", &step_done);
  emscripten::function("cases", &cases);
  emscripten::function(
      "cases", +[](val set) { return cases(set, val::undefined()); });
  emscripten::function(
      "cases", +[]() { return cases(val::undefined(), val::undefined()); });
}

}  // namespace cubelab::wasm
