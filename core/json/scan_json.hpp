// The answer of a scan's colour decision: what `cubelab scan --json` prints and the WASM module's
// `scan` returns.
#pragma once

#include "core/json/json.hpp"
#include "core/scan/scan.hpp"

namespace cubelab {

// scan: {"facelets": STR (URFDLB letters, each the face whose centre has that colour),
// "doubtful": [sticker indices 0..53 in facelet-string order, ascending]}
Json scan_json(const scan::ScanResult& result);

}  // namespace cubelab
