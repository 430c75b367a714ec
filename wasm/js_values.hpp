// Conversions between core values and plain JS objects, shared by every wasm/bind_*.cpp so that all
// bindings answer in the same shapes as the CLI's JSON (see the design map). Nothing here throws
// into JS: a JS value of the wrong type becomes an Error, and errors become {error, column, kind}.
#pragma once

#include <emscripten/val.h>

#include <cmath>
#include <cstdint>
#include <string>

#include "core/model/alg.hpp"
#include "core/model/facelets.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/playback.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"

namespace cubelab::wasm {

using emscripten::val;

// {error: message, column: K, kind}; column is 1-based, 0 when the error is not about a place in
// text; kind as core/model/result.hpp's ErrorKind.
inline val error_value(const Error& error) {
  val out = val::object();
  out.set("error", error.message);
  out.set("column", error.column);
  out.set("kind", std::string(error_kind_name(error.kind)));
  return out;
}

// A table loader's refusal (tables/blob.hpp words it to follow a name for the bytes) said of the
// caller's Uint8Array: "the buffer is truncated: 10 of 140,720,380 bytes".
inline val table_error_value(const Error& error) {
  return error_value(Error{"the buffer " + error.message, error.column, error.kind});
}

// The CLI's phase shape: {name, moves, length, case} with case null where no case applies.
inline val phase_value(const Phase& phase) {
  val out = val::object();
  out.set("name", phase.name);
  out.set("moves", format_alg(phase.moves));
  out.set("length", phase.length());
  out.set("case", phase.case_name.empty() ? val::null() : val(phase.case_name));
  return out;
}

// The CLI's result shape: {method, input, phases: [...], solution, length, ms}.
inline val solution_value(const Solution& solution, const std::string& input) {
  val phases = val::array();
  for (const Phase& p : solution.phases) phases.call<void>("push", phase_value(p));
  val out = val::object();
  out.set("method", solution.method);
  out.set("input", input);
  out.set("phases", phases);
  out.set("solution", format_alg(solution.moves));
  out.set("length", solution.length());
  out.set("qtm", qtm(solution.moves));
  out.set("stm", stm(solution.moves));
  out.set("ms", solution.ms);
  // The searches that count them (twophase; optimal, where 0 means the first answer was proven)
  if (solution.nodes || solution.lower_bound) out.set("nodes", static_cast<double>(solution.nodes));
  if (solution.lower_bound) {  // searches that prove a bound, as in the CLI's JSON
    out.set("optimal", solution.optimal);
    out.set("lower_bound", *solution.lower_bound);
    if (solution.metric == Metric::qtm) out.set("metric", std::string("qtm"));  // lower_bound counts quarter turns
  }
  return out;
}

// Sets {moves: [tokens], states: [facelets after each move], shown: [per state, the start first,
// 54 characters: '1' for a sticker in play, '0' for a greyed one]} on `out`.
inline void set_playback(val& out, const Alg& moves, const PhasePlayback& played) {
  val tokens = val::array();
  for (const Move& m : moves) tokens.call<void>("push", format_move(m));
  val states = val::array();
  for (const CubieCube& c : played.states) states.call<void>("push", to_facelet_string(c));
  val shown = val::array();
  for (const auto& mask : played.shown) {
    std::string row(kFacelets, '0');
    for (int i = 0; i < kFacelets; ++i) row[i] = mask[i] ? '1' : '0';
    shown.call<void>("push", row);
  }
  out.set("moves", tokens);
  out.set("states", states);
  out.set("shown", shown);
}

// True when an options object leaves the field out (undefined or null both mean "default").
inline bool absent(const val& field) { return field.isUndefined() || field.isNull(); }

// A JS argument that must be a string; anything else is an Error naming the argument.
// Text longer than the core reads (a 10 MB paste) is refused before it is copied into the module:
// Embind's copy alone took over a second for 10 MB. JS counts UTF-16 units, never more than the
// UTF-8 bytes the core counts, so this refuses only text the core would refuse.
inline Result<std::string> string_arg(const val& arg, const char* name) {
  if (!arg.isString()) return Error{std::string(name) + " must be a string", 0};
  if (arg["length"].as<double>() > static_cast<double>(kMaxAlgTextBytes)) return Error{kTextTooLong, 0};
  return arg.as<std::string>();
}

// A whole number option in [min, max]; `fallback` when absent. Wrong types are errors, not throws.
// A number option in [min, max]; `fallback` when absent; with `whole`, fractions are refused too (1.5
// nodes was once taken as 1, unlike the CLI's whole numbers). Wrong types and NaN are errors, not
// throws.
inline Result<double> bounded_option(const val& options, const char* key, double fallback, double min, double max,
                                     bool whole) {
  if (absent(options)) return fallback;
  const val field = options[key];
  if (absent(field)) return fallback;
  if (!field.isNumber()) return Error{std::string("option ") + key + " must be a number", 0};
  const double value = field.as<double>();
  const bool in_range = value >= min && value <= max;  // false for NaN
  if (!in_range || (whole && value != std::floor(value)))
    return Error{std::string("option ") + key + " must be a " + (whole ? "whole number" : "number") + " between " +
                     std::to_string(static_cast<long long>(min)) + " and " +
                     std::to_string(static_cast<long long>(max)),
                 0};
  return value;
}

// Counts, lengths, seeds, milliseconds.
inline Result<double> number_option(const val& options, const char* key, double fallback, double min, double max) {
  return bounded_option(options, key, fallback, min, max, true);
}

// Quantities with fractions (a solve's time in seconds).
inline Result<double> real_option(const val& options, const char* key, double fallback, double min, double max) {
  return bounded_option(options, key, fallback, min, max, false);
}

inline Result<bool> bool_option(const val& options, const char* key) {
  if (absent(options)) return false;
  const val field = options[key];
  if (absent(field)) return false;
  if (field.typeOf().as<std::string>() != "boolean")
    return Error{std::string("option ") + key + " must be true or false", 0};
  return field.as<bool>();
}

// {maxLength, budgetMs, maxNodes, improve, colour (or color), seed}, every field optional; the
// bounds match the CLI's options.
inline Result<SolveOptions> solve_options(const val& options) {
  if (!absent(options) && options.typeOf().as<std::string>() != "object") return Error{"options must be an object", 0};
  SolveOptions o;
  // metric: "htm" (default) or "qtm" (two-phase and routes search in quarter turns; default bound 28).
  if (!absent(options) && !absent(options["metric"])) {
    const val metric = options["metric"];
    if (!metric.isString() || (metric.as<std::string>() != "htm" && metric.as<std::string>() != "qtm"))
      return Error{"option metric must be \"htm\" or \"qtm\"", 0};
    if (metric.as<std::string>() == "qtm") o.metric = Metric::qtm, o.max_length = kQtmDefaultMaxLength;
  }
  auto max_length = number_option(options, "maxLength", o.max_length, 1, kMaxLengthOption);
  if (!max_length) return max_length.error();
  auto budget = number_option(options, "budgetMs", 0, 0, static_cast<double>(kMaxBudgetMsOption));
  if (!budget) return budget.error();
  auto nodes = number_option(options, "maxNodes", 0, 0, static_cast<double>(kMaxNodesOption));
  if (!nodes) return nodes.error();
  auto seed = number_option(options, "seed", 0, 0, 9.007199254740991e15);
  if (!seed) return seed.error();
  auto improve = bool_option(options, "improve");
  if (!improve) return improve.error();
  o.max_length = static_cast<int>(max_length.value());
  o.budget_ms = budget.value();
  o.max_nodes = static_cast<uint64_t>(nodes.value());
  o.seed = static_cast<uint64_t>(seed.value());
  o.improve = improve.value();
  for (const char* key : {"color", "colour"}) {
    if (absent(options) || absent(options[key])) continue;
    if (!options[key].isString()) return Error{std::string("option ") + key + " must be a string", 0};
    o.colour = options[key].as<std::string>();
  }
  return o;
}

// The one TableCache of this module instance (each instance has its own memory, so this is not
// shared between workers). Tables are built lazily by the first solve that needs them; other
// binding files use it to save and load table bytes. Defined in bind_cube.cpp.
tables::TableCache& session_tables();

// A solution as solve() gives it, ready to play from `start`: the solution's fields, `start` (the
// facelets) and `phases` with each phase's label, goal, focus, moves, states and greying. Defined
// in bind_solve.cpp; route() answers with it too.
val played_solution_value(const Solution& solution, const CubieCube& start, const std::string& input);

}  // namespace cubelab::wasm
