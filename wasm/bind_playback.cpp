// Bindings the page needs to animate and step through algorithms without knowing any cube logic:
// the state after every move of an algorithm, which layers each move turns about which axis, and
// random-move sequences. Only conversions live here; every operation is a core call.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/model/alg.hpp"
#include "core/model/facelets.hpp"
#include "core/model/move.hpp"
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
  if (!cube) return Error{"start state: " + cube.error().message, 0};
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
  const PhasePlayback played = play_moves(alg.value(), start.value(), focus);
  val out = val::object();
  set_playback(out, alg.value(), played);
  out.set("facelets", to_facelet_string(played.end));
  return out;
}

val layer_turn_value(MoveBase base) {
  const geometry::LayerTurn& turn = geometry::kLayerTurns[static_cast<int>(base)];
  val layers = val::array();
  for (bool on : turn.layer) layers.call<void>("push", on);
  val out = val::object();
  out.set("axis", turn.axis);
  out.set("layers", layers);
  out.set("quarterTurns", turn.quarter_turns);
  return out;
}

// moveGeometry() -> {"U": {axis, layers: [bool x3], quarterTurns}, ...}: for one clockwise turn of
// each move base, the axis (0 = x towards R, 1 = y towards U, 2 = z towards F), the layers that
// turn (indexed by coordinate + 1) and the counterclockwise quarter turns about the axis
// (right-hand rule), so the page animates exactly what the core applies.
val move_geometry() {
  val out = val::object();
  for (int b = 0; b < kMoveBases; ++b) {
    const auto base = static_cast<MoveBase>(b);
    out.set(move_base_name(base), layer_turn_value(base));
  }
  return out;
}

// randomMoves(seed, length) -> {moves}: `length` random face turns that do not cancel each other.
val random_moves_value(val seed_arg, val length_arg) {
  if (!seed_arg.isNumber() || !length_arg.isNumber()) return error_value({"seed and length must be numbers", 0});
  const double seed = seed_arg.as<double>(), length = length_arg.as<double>();
  if (!(seed >= 0 && seed <= 9.007199254740991e15)) return error_value({"seed must be a whole number >= 0", 0});
  if (!(length >= 1 && length <= kMaxRandomMoves)) return error_value({"length must be between 1 and 1000", 0});
  Rng rng(static_cast<uint64_t>(seed));
  val out = val::object();
  out.set("moves", format_alg(random_moves(rng, static_cast<int>(length))));
  return out;
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
