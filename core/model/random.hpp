// Seeded, reproducible randomness that gives the same numbers natively and in WASM (the standard
// library's distributions differ between libstdc++ and libc++, so they are not used).
#pragma once

#include <cstdint>

namespace cubelab {

// SplitMix64 (Steele, Lea, Flood 2014): small, fast, and good enough for scrambles and sampling.
class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound), without modulo bias (rejection sampling).
  uint64_t below(uint64_t bound) {
    const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do x = next();
    while (x >= limit);
    return x % bound;
  }

 private:
  uint64_t state_;
};

// The seed of sample i of a run with seed s: lets a run be split into chunks (seed, range) that
// give exactly the samples of the whole run.
constexpr uint64_t sample_seed(uint64_t run_seed, uint64_t index) {
  return run_seed * 0x9E3779B97F4A7C15ULL + index * 0xD1B54A32D192ED03ULL + 1;
}

}  // namespace cubelab
