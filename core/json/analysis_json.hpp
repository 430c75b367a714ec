// A solve a person did, split into its steps beside the best CubeLab finds (core/study/analyse.hpp).
#pragma once

#include "core/json/json.hpp"
#include "core/study/analyse.hpp"

namespace cubelab {

// `cubelab analyse --json`, WASM analyse:
// {"method": "CFOP"|"LBL"|"layers"|"other", "valid": true, "colour": C or null, "scramble",
//  "steps": [{"name", "moves", "htm", "stm", "qtm", "rotations", "case", "slot", "case_view",
//    "start", "first", "end", "best": BEST or null, "saved", "share", "cancels", "ms", "pause_ms",
//    "tps", "labels": [...], "family", "in_library"?, "best_any_colour"?: BEST + "colour"}],
//  "total": {"htm", "stm", "qtm", "rotations"}, "saved", "ms", "tps", "comments": [...], "text"}
// with BEST = {"moves", "htm", "qtm", "stm", "how", "yours", "optimal"}; a solution that does not
// solve the scramble: {"method": null, "valid": false, "message", "facelets", "steps": []}
Json analysis_json(const Analysis& analysis);

}  // namespace cubelab
