// The JSON layer: one encoder per result the front ends return, each a function from a core value to
// JSON. The CLI prints these values (`--json`) and the WASM module hands the same values to JS, so a
// result's shape is written once, here; wasm/cubelab.d.ts declares it for TypeScript and
// tests/wasm/dts.test.mjs checks the two against each other. Pure C++20 over nlohmann/json: no I/O.
//
// Objects keep their fields in the order the encoders set them (ordered_json), which is the order
// the CLI has always printed.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/model/result.hpp"

namespace cubelab {

using Json = nlohmann::ordered_json;

// The value as one line of JSON text. Text that is not valid UTF-8 (a comment in a scramble may
// hold any bytes) gets U+FFFD in place of the broken bytes instead of a throw.
std::string json_text(const Json& value);

// The JSON value of a text, or an input Error naming `what` was read and where it broke: "WHAT is not
// valid JSON at column C: REASON" (line L too when the text has several), with `column` the
// character's place in the whole text. Never throws (the WASM build has no exceptions).
Result<Json> parse_json(std::string_view text, std::string_view what);

// {"error": message, "column": K (1-based, 0 when not about a place in text), "kind": "input" |
// "impossible" | "budget" | "cancelled" | "internal"}
Json error_json(const Error& error);

// Moves each field of the object `fields` into the object `out` (replacing one of the same name), so
// that an encoder adds to another's answer without copying it (nlohmann's update() copies).
void add_fields(Json& out, Json fields);

// Helpers for the encoders: null where a text is empty or a number is missing.
Json text_or_null(std::string_view text);
Json number_or_null(const std::optional<double>& value);
Json string_list(const std::vector<std::string>& items);

}  // namespace cubelab
