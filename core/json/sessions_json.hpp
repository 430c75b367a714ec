// Sessions of timed solves and their figures (core/study/sessions.hpp), for the CLI and the page.
#pragma once

#include <string_view>
#include <vector>

#include "core/json/json.hpp"
#include "core/study/sessions.hpp"

namespace cubelab {

// A figure: whole milliseconds (rounded to the nearest), "DNF", or null (too few solves).
Json figure_json(const sessions::Figure& figure);

// `cubelab sessions --json`: {"sessions": [{"name", "solves", "dnf", "best", "mean",
//  "ao5": {"current", "best"}, "ao12": {...}, "ao100": {...}}, ...]} in the list's order.
Json sessions_summary_json(const std::vector<sessions::Session>& list);

// WASM sessionsImport, sessionsFigures: each session's summary (above) with "worst", "ao50",
// "options" (csTimer's session options, JSON text) and "list": its solves, each
// {"ms", "penalty": "none"|"+2"|"DNF", "result": figure, "splits": [ms], "scramble", "comment",
//  "date" (Unix seconds), "reconstruction": {"moves", "puzzle"} | null}.
Json sessions_full_json(const std::vector<sessions::Session>& list);

// WASM sessionsExport: {"format": "cstimer"|"csv", "text": the file's text}
Json sessions_export_json(std::string_view format, const std::string& text);

// The sessions of sessions_full_json's text (what the page keeps and gives back to export);
// figures and results in it are ignored, everything else is checked: an input Error names the place.
Result<std::vector<sessions::Session>> read_sessions_json(std::string_view text);

}  // namespace cubelab
