// The two-phase solver in WASM under Node, and side by side with cubejs (a published JavaScript
// two-phase solver, a devDependency only) on the same states in the same run.
//   - table build time (buildTwoPhaseTables), and loading the saved bytes
//   - solve time and length at max_length 20 over N seeded random states (the states of
//     bench/native/two_phase_bench.cpp: random_state(sample_seed(1, i))), every answer checked
//     by applying it with the module's own `apply`
//   - "improve" with a 100 ms budget on the first 100 states: the mean length reached
//   - cubejs: initSolver() time, then solve(maxDepth) on the same facelet strings, checked too
//
//   node bench/wasm/two_phase_bench.mjs [states = 1000] [cubejs max depth = 22] [cubejs states = states]
// CUBELAB_WASM_DIR picks another build of the module (default build/wasm); CUBELAB_OPTIMAL_TABLE
// adds a run with the optimal table (below).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadModule, summary } from './common.mjs';

const states = Number(process.argv[2] ?? 1000);
const cubejsDepth = Number(process.argv[3] ?? 22);
const cubejsStates = Number(process.argv[4] ?? states);
const solved = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

function line(name, s, extra = '') {
  return (
    `${name}: median ${s.median.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, max ${s.max.toFixed(1)} ms, ` +
    `mean ${s.mean.toFixed(2)} ms, mean length ${s.length.toFixed(3)}${extra}`
  );
}

const cubelab = await loadModule();
const progress = [];
cubelab.setProgress((table, fraction) => progress.push(fraction));
const build = cubelab.buildTwoPhaseTables();
console.log(`WASM table build: ${build.ms.toFixed(1)} ms (${progress.length} progress reports)`);
const heapAfterBuild = cubelab.HEAPU8.length;
const bytes = cubelab.saveTwoPhaseTables();
const fresh = await loadModule();
let t0 = performance.now();
const loaded = fresh.loadTwoPhaseTables(bytes);
console.log(
  `WASM table load from ${(bytes.length / 1e6).toFixed(1)} MB: ${(performance.now() - t0).toFixed(1)} ms`,
  loaded.error ?? '',
);
console.log(
  `WASM heap: ${(heapAfterBuild / 1048576).toFixed(1)} MB after building the tables (whole module), ` +
    `${(cubelab.HEAPU8.length / 1048576).toFixed(1)} MB after saving them to bytes`,
);

const facelets = [];
for (let i = 0; i < states; i += 1) facelets.push(cubelab.randomStateFacelets(1, i));

const times = [];
const lengths = [];
let failures = 0;
for (const f of facelets) {
  t0 = performance.now();
  const r = cubelab.solve('twophase', f, { maxLength: 20 });
  const ms = performance.now() - t0;
  const check = r.error ? null : cubelab.apply(r.solution, f);
  if (r.error || r.length > 20 || check.facelets !== solved) {
    failures += 1;
    continue;
  }
  times.push(ms);
  lengths.push(r.length);
}
const ours = summary(times, lengths);
console.log(
  line(`cubelab WASM, max 20, ${states} states`, ours, `, ${states - failures}/${states} solved and checked`),
);

// "improve" with a 100 ms budget: the mean length it reaches, on the first 100 states.
const improveLengths = [];
for (const f of facelets.slice(0, 100)) {
  const r = cubelab.solve('twophase', f, { maxLength: 20, improve: true, budgetMs: 100 });
  if (!r.error && cubelab.apply(r.solution, f).facelets === solved) improveLengths.push(r.length);
}
console.log(
  `cubelab WASM, improve with a 100 ms budget: mean length ` +
    `${(improveLengths.reduce((s, x) => s + x, 0) / improveLengths.length).toFixed(3)} over ` +
    `${improveLengths.length} of ${Math.min(100, states)} states (solved and checked)`,
);

// With CUBELAB_OPTIMAL_TABLE naming a table file (`cubelab tables --build optimal --out FILE`): the
// same states again once the module holds the optimal table, which two-phase then reads as its last
// phase-1 bound; the answers must be the same ones.
const tableFile = process.env.CUBELAB_OPTIMAL_TABLE;
if (tableFile) {
  const before = facelets.map((f) => cubelab.solve('twophase', f, { maxLength: 20 }).solution);
  t0 = performance.now();
  const table = cubelab.loadOptimalTable(new Uint8Array(readFileSync(tableFile)));
  console.log(`optimal table loaded in ${(performance.now() - t0).toFixed(0)} ms`, table.error ?? '');
  const withTimes = [];
  const withLengths = [];
  facelets.forEach((f, i) => {
    t0 = performance.now();
    const r = cubelab.solve('twophase', f, { maxLength: 20 });
    withTimes.push(performance.now() - t0);
    withLengths.push(r.length);
    if (r.solution !== before[i] || cubelab.apply(r.solution, f).facelets !== solved)
      throw new Error(`state ${i}: ${r.solution} with the table, ${before[i]} without`);
  });
  const withTable = summary(withTimes, withLengths);
  console.log(line(`cubelab WASM with the optimal table, the same answers`, withTable));
  console.log(
    `ratio with/without the table: mean ${(withTable.mean / ours.mean).toFixed(2)}, ` +
      `median ${(withTable.median / ours.median).toFixed(2)}, p99 ${(withTable.p99 / ours.p99).toFixed(2)}`,
  );
}

const require = createRequire(import.meta.url);
const Cube = require('cubejs');
t0 = performance.now();
Cube.initSolver();
console.log(`cubejs initSolver: ${(performance.now() - t0).toFixed(1)} ms`);
const theirTimes = [];
const theirLengths = [];
const ourTimesSame = [];
const ourLengthsSame = [];
let theirFailures = 0;
for (const f of facelets.slice(0, cubejsStates)) {
  t0 = performance.now();
  const moves = Cube.fromString(f).solve(cubejsDepth);
  const ms = performance.now() - t0;
  const check = cubelab.apply(moves, f);
  const length = moves.trim() === '' ? 0 : moves.trim().split(/\s+/).length;
  if (check.error || check.facelets !== solved) {
    theirFailures += 1;
    continue;
  }
  theirTimes.push(ms);
  theirLengths.push(length);
  const i = facelets.indexOf(f);
  if (i < times.length) {
    ourTimesSame.push(times[i]);
    ourLengthsSame.push(lengths[i]);
  }
}
const theirs = summary(theirTimes, theirLengths);
console.log(
  line(
    `cubejs, maxDepth ${cubejsDepth}, ${cubejsStates} states`,
    theirs,
    `, ${cubejsStates - theirFailures} solved and checked`,
  ),
);
const same = summary(ourTimesSame, ourLengthsSame);
console.log(
  `ratio cubelab/cubejs on the same ${ourTimesSame.length} states: mean time ${(same.mean / theirs.mean).toFixed(2)}, ` +
    `median time ${(same.median / theirs.median).toFixed(2)}, mean length ${(same.length / theirs.length).toFixed(3)}`,
);
