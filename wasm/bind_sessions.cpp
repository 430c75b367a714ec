// Embind registration of timed sessions and csTimer's export file (docs/design.md):
// sessionsImport(text) reads a csTimer export into sessions with their figures, sessionsFigures
// recomputes the figures of sessions the page keeps, sessionsExport writes them as a csTimer
// export or as CSV. The shapes are core/json/sessions_json.hpp's. Never throws.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "core/json/cstimer.hpp"
#include "core/json/sessions_json.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

// A csTimer export of 100,000 solves is some 10 MB; this bounds a mistaken file, not a real one.
constexpr double kMaxExportChars = 256.0 * 1024 * 1024;

Result<std::string> export_text_arg(const val& arg) {
  if (!arg.isString()) return Error{"the csTimer file must be a string (its text)", 0};
  if (arg["length"].as<double>() > kMaxExportChars) return Error{"the csTimer file is larger than 256 MB", 0};
  return arg.as<std::string>();
}

// The page's sessions ({sessions: [...]}, sessionsImport's shape) read by the core from their JSON text.
Result<std::vector<sessions::Session>> sessions_arg(const val& arg) {
  if (absent(arg) || arg.typeOf().as<std::string>() != "object")
    return Error{"sessions must be an object {sessions: [...]}", 0};
  return read_sessions_json(val::global("JSON").call<std::string>("stringify", arg));
}

val sessions_import(val text_arg) {
  auto text = export_text_arg(text_arg);
  if (!text) return error_value(text.error());
  auto list = read_cstimer(text.value());
  if (!list) return error_value(list.error());
  return js_value(sessions_full_json(list.value()));
}

val sessions_figures(val sessions_value) {
  auto list = sessions_arg(sessions_value);
  if (!list) return error_value(list.error());
  return js_value(sessions_full_json(list.value()));
}

// format: "cstimer" (csTimer imports it) or "csv".
val sessions_export(val sessions_value, val format_arg) {
  auto list = sessions_arg(sessions_value);
  if (!list) return error_value(list.error());
  const std::string format = format_arg.isString() ? format_arg.as<std::string>() : "";
  if (format == "cstimer") return js_value(sessions_export_json(format, write_cstimer(list.value())));
  if (format == "csv") return js_value(sessions_export_json(format, sessions::sessions_csv(list.value())));
  return error_value(Error{"format must be \"cstimer\" or \"csv\"", 0});
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_sessions) {
  emscripten::function("sessionsImport", &sessions_import);
  emscripten::function("sessionsFigures", &sessions_figures);
  emscripten::function("sessionsExport", &sessions_export);
}

}  // namespace cubelab::wasm
