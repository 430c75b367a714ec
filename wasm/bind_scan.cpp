// Embind registration of the scan's colour decision: the samples' text in, the core's answer out.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "core/json/scan_json.hpp"
#include "core/scan/scan.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

// samples: 54 lines "R G B", as `cubelab scan --samples FILE` reads them.
val scan_samples(val samples_arg) {
  auto text = string_arg(samples_arg, "samples");
  if (!text) return error_value(text.error());
  auto samples = scan::parse_samples(text.value());
  if (!samples) return error_value(samples.error());
  auto result = scan::decide_colours(samples.value());
  if (!result) return error_value(result.error());
  return js_value(scan_json(result.value()));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_scan) { emscripten::function("scan", &scan_samples); }

}  // namespace cubelab::wasm
