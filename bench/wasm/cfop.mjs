// The CFOP speed targets inside WASM under Node: the loops of bench/native/cfop_bench.cpp, run in
// C++ through the statistics bindings (one `stats` call per method, so no JS call overhead per
// solve). Tables are built by a warm-up run first. Prints ms per solve and the mean move count.
//
//   node bench/wasm/cfop.mjs [samples = 10000] [methods = cfop,cfop-2look,cfop-optimal,beginner]
import { loadCubeLab } from '../../tests/wasm/load.mjs';

const samples = Number(process.argv[2] ?? 10000);
const methods = (process.argv[3] ?? 'cfop,cfop-2look,cfop-optimal,beginner').split(',');

const cubelab = await loadCubeLab();

let start = performance.now();
const exact = cubelab.statsExactCross('white');
if (exact.error) throw new Error(exact.error);
console.log(
  `exact cross, first call (V8 compiling, table build, 190,080 states): ${(performance.now() - start).toFixed(1)} ms`,
);
// What the native BM_ExactCross measures: a table built from nothing by code already compiled. A
// fresh module instance has no tables, and V8 reuses the compiled code of the same bytes.
const fresh = [];
for (let i = 0; i < 5; i++) {
  const instance = await loadCubeLab();
  start = performance.now();
  if (instance.statsExactCross('white').error) throw new Error('exact cross failed');
  fresh.push(performance.now() - start);
}
fresh.sort((a, b) => a - b);
console.log(`exact cross, fresh instance with compiled code: median ${fresh[2].toFixed(1)} ms of 5`);

for (const method of methods) {
  const warm = cubelab.stats(method, { samples: 1, seed: 1 });
  if (warm.error) throw new Error(warm.error);
  start = performance.now();
  const run = cubelab.stats(method, { samples, seed: 1 });
  if (run.error) throw new Error(run.error);
  const ms = performance.now() - start;
  console.log(
    `${method}: ${samples} solves in ${ms.toFixed(0)} ms (${(ms / samples).toFixed(4)} ms/solve), ` +
      `mean ${run.total.mean.toFixed(3)} moves`,
  );
}
