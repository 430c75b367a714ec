// Bindings the page needs to animate and step through algorithms without knowing any cube logic:
// the state after every move of an algorithm, which layers each move turns about which axis, and
// random-move sequences. Only conversions live here; every operation is a core call.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/json/cube_json.hpp"
#include "core/model/alg.hpp"
#include "core/model/facelets.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/common/phase_info.hpp"
#include "core/solvers/common/playback.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

// Longest random-move sequence offered; a scramble longer than this teaches nothing.
constexpr double kMaxRandomMoves = 1000;

// The start state: a facelet string, or the solved cube when absent or empty.
Result<CubieCube> start_state(const val& arg) {
  if (absent(arg)) return CubieCube{};
  auto text = string_arg(arg, "startFacelets");
  if (!text) return text.error();
  if (text.value().empty()) return CubieCube{};
  auto cube = parse_facelets(text.value());
  if (!cube)
    return Error{"start state: " + cube.error().message, 0, ErrorKind::input, cube.error().code, cube.error().params};
  return cube;
}

// playback(alg, startFacelets?, focus?) -> {moves: ["R", "U'", ...], states: [facelets after each
// move], facelets: final state, shown: [per state, the start first: 54 characters, '1' for a sticker
// in play and '0' for a greyed one]} or {error, column, kind}. Groups and commutators are expanded,
// so `moves` are the turns actually made, each in WCA notation. `focus` is a phase name or a case
// set in lower case ("cross", "f2l", "oll", "pll-edges", ...; see methods()): the greying is that
// phase's, ending where the moves end; without it nothing is greyed.
val playback(val alg_arg, val start_arg, val focus_arg) {
  auto text = string_arg(alg_arg, "alg");
  if (!text) return error_value(text.error());
  auto alg = parse_alg(text.value());
  if (!alg) return error_value(alg.error());
  auto start = start_state(start_arg);
  if (!start) return error_value(start.error());
  PhaseFocus focus = PhaseFocus::all;
  if (!absent(focus_arg)) {
    auto name = string_arg(focus_arg, "focus");
    if (!name) return error_value(name.error());
    focus = phase_info(name.value()).focus;
  }
  return js_value(playback_json(alg.value(), play_moves(alg.value(), start.value(), focus)));
}

// moveGeometry() -> {"U": {axis, layers: [bool x3], quarterTurns}, ...}: for one clockwise turn of
// each move base, the axis (0 = x towards R, 1 = y towards U, 2 = z towards F), the layers that
// turn (indexed by coordinate + 1) and the counterclockwise quarter turns about the axis
// (right-hand rule), so the page animates exactly what the core applies.
val move_geometry() { return js_value(move_geometry_json()); }

// randomMoves(seed, length) -> {moves}: `length` random face turns that do not cancel each other.
val random_moves_value(val seed_arg, val length_arg) {
  if (!seed_arg.isNumber() || !length_arg.isNumber()) return error_value({"seed and length must be numbers", 0});
  const double seed = seed_arg.as<double>(), length = length_arg.as<double>();
  if (!(seed >= 0 && seed <= 9.007199254740991e15)) return error_value({"seed must be a whole number >= 0", 0});
  if (!(length >= 1 && length <= kMaxRandomMoves)) return error_value({"length must be between 1 and 1000", 0});
  Rng rng(static_cast<uint64_t>(seed));
  return js_value(moves_text_json(random_moves(rng, static_cast<int>(length))));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_playback) {
  emscripten::function("playback", &playback);
  emscripten::function(
      "playback", +[](val alg, val start) { return playback(alg, start, val::undefined()); });
  emscripten::function(
      "playback", +[](val alg) { return playback(alg, val::undefined(), val::undefined()); });
  emscripten::function("moveGeometry", &move_geometry);
  emscripten::function("randomMoves", &random_moves_value);
}

}  // namespace cubelab::wasm
