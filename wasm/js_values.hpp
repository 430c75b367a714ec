// What every wasm/bind_*.cpp shares: the one conversion of a result to JS, and the readers of JS
// arguments. A result's shape is its core/json encoder's (the CLI prints the same JSON), so nothing
// here or in the bindings assembles a result field by field. Nothing here throws into JS: a JS value
// of the wrong type becomes an Error, and errors become {error, column, kind}.
#pragma once

#include <emscripten/val.h>

#include <cmath>
#include <cstdint>
#include <string>

#include "core/json/json.hpp"
#include "core/model/alg.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"

namespace cubelab::wasm {

using emscripten::val;

// A result as a JS value: the encoder's JSON text, read by JS's JSON.parse. One string crosses the
// boundary instead of one JS call per field, array element and state.
inline val js_value(const Json& value) { return val::global("JSON").call<val>("parse", json_text(value)); }

// {error, column, kind, code, params} (core/json/json.hpp error_json).
inline val error_value(const Error& error) { return js_value(error_json(error)); }

// A table loader's refusal (tables/blob.hpp words it to follow a name for the bytes) said of the
// caller's Uint8Array: "the buffer is truncated: 10 of 140,720,380 bytes".
inline val table_error_value(const Error& error) {
  return error_value(Error{"the buffer " + error.message, error.column, error.kind});
}

// True when an options object leaves the field out (undefined or null both mean "default").
inline bool absent(const val& field) { return field.isUndefined() || field.isNull(); }

// A JS argument that must be a string; anything else is an Error naming the argument.
// Text longer than the core reads (a 10 MB paste) is refused before it is copied into the module:
// Embind's copy alone took over a second for 10 MB. JS counts UTF-16 units, never more than the
// UTF-8 bytes the core counts, so this refuses only text the core would refuse.
inline Result<std::string> string_arg(const val& arg, const char* name) {
  if (!arg.isString()) return Error{std::string(name) + " must be a string", 0};
  if (arg["length"].as<double>() > static_cast<double>(kMaxAlgTextBytes)) return text_too_long_error();
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

}  // namespace cubelab::wasm
