// Embind registrations for the case trainer (core/study/case_trainer.hpp, cross_practice.hpp): case
// scrambles, checks of a learner's algorithm, mirrors, cross practice and easy-cross scrambles, in
// the shapes of the CLI's JSON (`cubelab scramble --case`, `cases --check`, `cases --mirrors`,
// `crosses`, `scramble --cross`). Only conversions live here. Nothing throws into JS.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/json/cases_json.hpp"
#include "core/json/cube_json.hpp"
#include "core/json/trainer_json.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/facelets.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/study/case_trainer.hpp"
#include "core/study/cross_practice.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {
namespace {

constexpr double kMaxSeed = 9.007199254740991e15;

// An optional string field of an options object ("" when absent).
Result<std::string> string_option(const val& options, const char* key) {
  if (absent(options) || absent(options[key])) return std::string();
  if (!options[key].isString()) return Error{std::string("option ") + key + " must be a string", 0};
  return options[key].as<std::string>();
}

Result<int> slot_option(const val& options) {
  auto text = string_option(options, "slot");
  if (!text) return text.error();
  if (text.value().empty()) return 0;
  return slot_named(text.value());
}

Result<bool> options_object(const val& options) {
  if (!absent(options) && options.typeOf().as<std::string>() != "object") return Error{"options must be an object", 0};
  return true;
}

// caseScramble({case?, set?, slot?, uniform?, seed, count?}) -> {seed, scrambles: [case scramble
// items]}, as `cubelab scramble --case/--set --json`; the same seed gives the same scrambles.
val case_scramble_js(val options) {
  if (auto o = options_object(options); !o) return error_value(o.error());
  CaseScrambleSpec spec;
  auto name = string_option(options, "case");
  if (!name) return error_value(name.error());
  auto set = string_option(options, "set");
  if (!set) return error_value(set.error());
  auto slot = slot_option(options);
  if (!slot) return error_value(slot.error());
  auto uniform = bool_option(options, "uniform");
  if (!uniform) return error_value(uniform.error());
  if (name.value().empty() && set.value().empty())
    return error_value(Error{"caseScramble needs a case (\"PLL T\") or a set (\"OLL\")", 0});
  spec = CaseScrambleSpec{name.value(), set.value(), slot.value(), uniform.value()};
  if (absent(options) || absent(options["seed"])) return error_value(Error{"caseScramble needs a seed", 0});
  auto seed = number_option(options, "seed", 0, 0, kMaxSeed);
  if (!seed) return error_value(seed.error());
  auto count = number_option(options, "count", 1, 1, 100000);
  if (!count) return error_value(count.error());
  tables::TableCache& cache = session_tables();
  Json list = Json::array();
  for (uint64_t i = 0; i < static_cast<uint64_t>(count.value()); ++i) {
    auto s = case_scramble(cache, spec, static_cast<uint64_t>(seed.value()), i);
    if (!s) return error_value(s.error());
    list.push_back(case_scramble_item_json(i, s.value(), case_info(cache, s.value().ref)));
  }
  return js_value(scrambles_json(static_cast<uint64_t>(seed.value()), std::move(list)));
}

// The case and slot named by (caseName, {set?, slot?}).
struct CaseArgs {
  CaseRef ref;
  int slot = 0;
};
Result<CaseArgs> case_args(const val& name_arg, const val& options) {
  auto name = string_arg(name_arg, "case");
  if (!name) return name.error();
  if (auto o = options_object(options); !o) return o.error();
  auto set = string_option(options, "set");
  if (!set) return set.error();
  auto slot = slot_option(options);
  if (!slot) return slot.error();
  auto ref = case_named(session_tables(), name.value(), set.value());
  if (!ref) return ref.error();
  return CaseArgs{ref.value(), ref.value().set == CaseSet::F2L ? slot.value() : 0};
}

// checkAlgorithm(caseName, alg, {set?, slot?}?) -> as `cubelab cases --check --json`, or {error,
// column, kind} saying why the algorithm does not do the case's step.
val check_algorithm(val name_arg, val alg_arg, val options) {
  auto c = case_args(name_arg, options);
  if (!c) return error_value(c.error());
  auto alg = string_arg(alg_arg, "alg");
  if (!alg) return error_value(alg.error());
  auto check = check_case_algorithm(session_tables(), c.value().ref, c.value().slot, alg.value());
  if (!check) return error_value(check.error());
  return js_value(case_check_json(case_info(session_tables(), c.value().ref), c.value().slot, check.value()));
}

// caseMirrors(caseName, {set?, slot?}?) -> as `cubelab cases --mirrors --json`.
val case_mirrors(val name_arg, val options) {
  auto c = case_args(name_arg, options);
  if (!c) return error_value(c.error());
  tables::TableCache& cache = session_tables();
  const auto mirrors = mirror_algorithms(cache, c.value().ref, c.value().slot);
  return js_value(case_mirrors_json(case_info(cache, c.value().ref), c.value().slot, mirrors));
}

// algorithmAufs(set, facelets, alg) -> {auf, finalAuf}: the U turn before the algorithm that makes it
// do the set's step on this cube, and the one after it that finishes a PLL step (core:
// algorithm_aufs); an error when none does, or for bad notation (with its column).
val algorithm_aufs_js(val set_arg, val facelets_arg, val alg_arg) {
  auto set_name = string_arg(set_arg, "set");
  if (!set_name) return error_value(set_name.error());
  auto set = case_set_named(set_name.value());
  if (!set) return error_value(set.error());
  auto facelets = string_arg(facelets_arg, "facelets");
  if (!facelets) return error_value(facelets.error());
  auto cube = parse_facelets(facelets.value());
  if (!cube) return error_value(cube.error());
  auto alg = string_arg(alg_arg, "alg");
  if (!alg) return error_value(alg.error());
  auto aufs = algorithm_aufs(session_tables(), set.value(), cube.value(), alg.value());
  if (!aufs) return error_value(aufs.error());
  return js_value(algorithm_aufs_json(aufs.value()));
}

// mirror(alg) -> {moves, htm, qtm, stm}: the algorithm mirrored across the M plane.
val mirror(val alg_arg) {
  auto text = string_arg(alg_arg, "alg");
  if (!text) return error_value(text.error());
  auto alg = parse_alg(text.value());
  if (!alg) return error_value(alg.error());
  return js_value(counted_moves_json(simplify(mirror_alg(alg.value()))));
}

// crossPractice(input) -> as `cubelab crosses --json`, for whatever cube_from_text reads (moves,
// facelets, a pattern name).
val cross_practice_js(val input_arg) {
  auto text = string_arg(input_arg, "input");
  if (!text) return error_value(text.error());
  auto read = cube_from_text(text.value());
  if (!read) return error_value(read.error());
  auto practice = cross_practice(read.value().cube, session_tables());
  if (!practice) return error_value(practice.error());
  return js_value(cross_practice_json(practice.value()));
}

// crossScramble(length, seed, count?) -> as `cubelab scramble --cross --json`: random states whose
// optimal white cross is `length` (1..8).
val cross_scramble(val length_arg, val seed_arg, val count_arg) {
  val options = val::object();
  options.set("length", length_arg);
  options.set("seed", seed_arg);
  options.set("count", count_arg);
  if (absent(length_arg) || absent(seed_arg)) return error_value(Error{"crossScramble needs a length and a seed", 0});
  auto length = number_option(options, "length", 0, kMinEasyCross, kMaxEasyCross);
  if (!length) return error_value(length.error());
  auto seed = number_option(options, "seed", 0, 0, kMaxSeed);
  if (!seed) return error_value(seed.error());
  auto count = number_option(options, "count", 1, 1, 100000);
  if (!count) return error_value(count.error());
  const int cross = static_cast<int>(length.value());
  Json list = Json::array();
  for (uint64_t i = 0; i < static_cast<uint64_t>(count.value()); ++i) {
    auto s = easy_cross_scramble(cross, static_cast<uint64_t>(seed.value()), i, session_tables());
    if (!s) return error_value(s.error());
    list.push_back(cross_scramble_item_json(i, s.value(), cross));
  }
  return js_value(scrambles_json(static_cast<uint64_t>(seed.value()), std::move(list)));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_trainer) {
  emscripten::function("caseScramble", &case_scramble_js);
  emscripten::function("checkAlgorithm", &check_algorithm);
  emscripten::function(
      "checkAlgorithm", +[](val name, val alg) { return check_algorithm(name, alg, val::undefined()); });
  emscripten::function("caseMirrors", &case_mirrors);
  emscripten::function(
      "caseMirrors", +[](val name) { return case_mirrors(name, val::undefined()); });
  emscripten::function("mirror", &mirror);
  emscripten::function("algorithmAufs", &algorithm_aufs_js);
  emscripten::function("crossPractice", &cross_practice_js);
  emscripten::function("crossScramble", &cross_scramble);
  emscripten::function(
      "crossScramble", +[](val length, val seed) { return cross_scramble(length, seed, val::undefined()); });
}

}  // namespace cubelab::wasm
