// One scan's colour decision (core/scan decide_colours): 54 samples to a legal cube with its doubt.
// The same decision runs in WASM in bench/wasm/scan_bench.mjs (target: 20 ms there, issue 35).
#include <benchmark/benchmark.h>

#include <algorithm>

#include "core/model/facelets.hpp"
#include "core/model/random_state.hpp"
#include "core/scan/scan.hpp"

namespace {

using namespace cubelab;

// A random cube (seed `seed`) in a six-colour palette, each face dimmed by its own factor and
// tinted: enough for the decision to do all its rounds; the tests' photographs are harder.
scan::Samples dimmed_cube(uint64_t seed) {
  constexpr int kPalette[kFaces][3] = {{232, 232, 226}, {180, 22, 38}, {20, 150, 72},
                                       {238, 214, 28},  {216, 72, 28}, {18, 62, 180}};
  Rng rng(seed);
  const FaceletCube facelets = to_facelets(random_state(rng));
  scan::Samples samples;
  int dim = 100, tint = 0;
  for (int s = 0; s < kFacelets; ++s) {
    if (s % 9 == 0) dim = 60 + static_cast<int>(rng.below(41)), tint = static_cast<int>(rng.below(16));
    const int* c = kPalette[facelets[s]];
    auto channel = [&](int v, int shift) { return static_cast<uint8_t>(std::min(255, v * (dim + shift) / 100)); };
    samples[s] = scan::Rgb{channel(c[0], tint), channel(c[1], 0), channel(c[2], -tint / 2)};
  }
  return samples;
}

void BM_ScanDecision(benchmark::State& state) {
  const scan::Samples samples = dimmed_cube(35);
  for (auto _ : state) {
    auto result = scan::decide_colours(samples);
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_ScanDecision)->Unit(benchmark::kMillisecond);

}  // namespace
