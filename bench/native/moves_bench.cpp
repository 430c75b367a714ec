// How fast the cubie model applies moves: the innermost operation of every search that works on
// whole cubes rather than coordinates. The same loop runs in WASM (benchApplyMoves in
// wasm/bind_cube.cpp, bench/wasm/moves_bench.mjs) so the two figures compare directly.
#include <benchmark/benchmark.h>

#include "core/model/alg.hpp"
#include "core/model/facelets.hpp"
#include "core/model/move.hpp"
#include "core/model/random_state.hpp"

namespace {

using namespace cubelab;

// A fixed sequence of 1000 random face turns (seed 1), as benchApplyMoves uses.
const Alg& fixed_sequence() {
  static const Alg sequence = [] {
    Rng rng(1);
    return random_moves(rng, 1000);
  }();
  return sequence;
}

void BM_ApplyMove(benchmark::State& state) {
  const Alg& sequence = fixed_sequence();
  CubieCube cube;
  for (auto _ : state) {
    for (const Move& m : sequence) cube = apply_move(cube, m);
    benchmark::DoNotOptimize(cube);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(sequence.size()));
}
BENCHMARK(BM_ApplyMove);

// Slices, wide turns and rotations go through the same table; this checks they cost the same.
void BM_ApplyMoveAllKinds(benchmark::State& state) {
  Alg sequence;
  for (int i = 0; i < 1000; ++i)
    sequence.push_back(Move{static_cast<MoveBase>(i * 7 % kMoveBases), static_cast<uint8_t>(i % 3 + 1)});
  CubieCube cube;
  for (auto _ : state) {
    for (const Move& m : sequence) cube = apply_move(cube, m);
    benchmark::DoNotOptimize(cube);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(sequence.size()));
}
BENCHMARK(BM_ApplyMoveAllKinds);

// Turning a cube into its 54-letter string, as every apply() answer to the page does.
void BM_ToFaceletString(benchmark::State& state) {
  const CubieCube cube = apply_alg(CubieCube{}, fixed_sequence());
  for (auto _ : state) benchmark::DoNotOptimize(to_facelet_string(cube));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ToFaceletString);

// Parsing a 1000-move algorithm, as the page does for every typed scramble.
void BM_ParseAlg(benchmark::State& state) {
  const std::string text = format_alg(fixed_sequence());
  for (auto _ : state) benchmark::DoNotOptimize(parse_alg(text));
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(fixed_sequence().size()));
}
BENCHMARK(BM_ParseAlg);

}  // namespace
