// Moves per second of the cubie model inside WASM under Node: the loop of bench/native/moves_bench.cpp
// (BM_ApplyMove: a fixed random 1000-move sequence, seed 1), run in C++ by benchApplyMoves so JS
// call overhead is not measured. Prints one line per run and the median.
//
//   node bench/wasm/moves_bench.mjs [moves per run = 20000000] [runs = 5]
import { loadCubeLab } from '../../tests/wasm/load.mjs';

const movesPerRun = Number(process.argv[2] ?? 20_000_000);
const runs = Number(process.argv[3] ?? 5);

const cubelab = await loadCubeLab();
cubelab.benchApplyMoves(1_000_000, 1); // warm-up: lets the engine tier up the loop

const rates = [];
for (let i = 0; i < runs; i += 1) {
  const result = cubelab.benchApplyMoves(movesPerRun, 1);
  if (result.error) throw new Error(result.error);
  rates.push(result.movesPerSecond);
  console.log(`run ${i + 1}: ${result.moves} moves in ${result.ms.toFixed(1)} ms`);
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)];
console.log(
  `WASM apply_move: median ${(median / 1e6).toFixed(1)} M moves/s (${(1e9 / median).toFixed(2)} ns/move)`,
);
