// Embind registrations for the cube model, notation, table progress and benchmarks. Only conversions live
// here; every operation is a core call. All functions return plain JS objects and never throw.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <chrono>
#include <string>

#include "core/json/cube_json.hpp"
#include "core/json/tables_json.hpp"
#include "core/model/alg.hpp"
#include "core/model/facelets.hpp"
#include "core/model/random_state.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/common/solution.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

// The JS progress callback lives next to the tables it reports on, for the module's lifetime.
struct Session {
  tables::TableCache tables;
  val progress = val::undefined();
};

Session& session() {
  static Session s;
  return s;
}

// "" means the solved cube, as in the CLI's apply without --facelets.
Result<CubieCube> start_cube(const std::string& facelets) {
  if (facelets.empty()) return CubieCube{};
  return parse_facelets(facelets);
}

val apply(val alg_arg, val start_arg) {
  auto text = string_arg(alg_arg, "alg");
  if (!text) return error_value(text.error());
  std::string start_text;
  if (!absent(start_arg)) {
    auto start = string_arg(start_arg, "startFacelets");
    if (!start) return error_value(start.error());
    start_text = start.value();
  }
  auto start = start_cube(start_text);
  if (!start) return error_value(start.error());
  auto alg = parse_alg(text.value());
  if (!alg) return error_value(alg.error());
  return js_value(facelets_json(apply_alg(start.value(), alg.value())));
}

val validate(val facelets_arg) {
  auto text = string_arg(facelets_arg, "facelets");
  if (!text) return error_value(text.error());
  auto cube = parse_facelets(text.value());
  if (!cube) return error_value(cube.error());
  return js_value(valid_json());
}

val moves(val alg_arg) {
  auto text = string_arg(alg_arg, "alg");
  if (!text) return error_value(text.error());
  auto alg = parse_alg(text.value());
  if (!alg) return error_value(alg.error());
  return js_value(counted_moves_json(simplify(alg.value())));
}

// Registers fn(tableName, fraction) to hear about table builds; anything but a function clears it.
void set_progress(val fn) {
  Session& s = session();
  if (fn.typeOf().as<std::string>() != "function") {
    s.progress = val::undefined();
    s.tables.progress = nullptr;
    return;
  }
  s.progress = fn;
  s.tables.progress = [](const std::string& table, double fraction) { session().progress(table, fraction); };
}

// Applies a fixed random sequence of 1000 face turns (seed `seed`) to the cubie model, round after
// round, `count` moves in all: the loop of bench/native/moves_bench.cpp (BM_ApplyMove). Returns
// {moves, ms, movesPerSecond, solved}.
val bench_apply_moves(double count, double seed) {
  if (!(count >= 1 && count <= 1e10)) return error_value(Error{"count must be between 1 and 100000000000", 0});
  Rng rng(static_cast<uint64_t>(seed));
  const Alg sequence = random_moves(rng, 1000);
  const long long total = static_cast<long long>(count);
  const long long rounds = total / static_cast<long long>(sequence.size());
  const std::size_t rest = static_cast<std::size_t>(total % static_cast<long long>(sequence.size()));
  CubieCube cube;
  const auto start = std::chrono::steady_clock::now();
  for (long long r = 0; r < rounds; ++r)
    for (const Move& m : sequence) cube = apply_move(cube, m);
  for (std::size_t i = 0; i < rest; ++i) cube = apply_move(cube, sequence[i]);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  // Reading the result keeps the optimiser from dropping the loop.
  return js_value(apply_moves_bench_json(static_cast<uint64_t>(total), ms, cube.is_solved()));
}

}  // namespace

tables::TableCache& session_tables() { return session().tables; }

EMSCRIPTEN_BINDINGS(cubelab_cube) {
  // Overloads by argument count make the trailing arguments optional (Embind checks arity).
  emscripten::function("apply", &apply);
  emscripten::function(
      "apply", +[](val alg) { return apply(alg, val::undefined()); });
  emscripten::function("validate", &validate);
  emscripten::function("moves", &moves);
  emscripten::function("setProgress", &set_progress);
  emscripten::function("benchApplyMoves", &bench_apply_moves);
}

}  // namespace cubelab::wasm
