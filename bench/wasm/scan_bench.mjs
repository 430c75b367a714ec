// One scan's colour decision in WASM under Node (the module's `scan`: the samples' text parsed, the
// colours decided, the answer as JSON), on cubes photographed by tests/lib/scan_samples.mjs. The
// issue's target is 20 ms. Prints the median and the slowest of the runs.
//
//   node bench/wasm/scan_bench.mjs [cubes = 200]
import { performance } from 'node:perf_hooks';
import { loadCubeLab } from '../../tests/wasm/load.mjs';
import { photographFacelets } from '../../tests/lib/scan_samples.mjs';

const cubes = Number(process.argv[2] ?? 200);
const cubelab = await loadCubeLab();

const samples = [];
for (let i = 0; i < cubes; i += 1) {
  const scramble = cubelab.randomMoves(i + 1, 25).moves;
  samples.push(photographFacelets(cubelab.apply(scramble).facelets, i + 1));
}
for (const text of samples.slice(0, 10)) cubelab.scan(text); // warm-up: lets the engine tier up

const ms = samples.map((text) => {
  const start = performance.now();
  const answer = cubelab.scan(text);
  const took = performance.now() - start;
  if (answer.error) throw new Error(answer.error);
  return took;
});
ms.sort((a, b) => a - b);
console.log(
  `WASM scan decision, ${cubes} cubes: median ${ms[Math.floor(cubes / 2)].toFixed(2)} ms, ` +
    `slowest ${ms[cubes - 1].toFixed(2)} ms`,
);
