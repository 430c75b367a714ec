// The WASM two-phase solver against min2phase.js (Chen Shuang's JavaScript two-phase solver, the
// issue's reference peer) in one Node process, on the same seeded random states, at the same
// bound of 20 moves: table set-up time, then solve time (mean, median, p99) and length. Every
// answer of both is applied with the module's own `apply` and must solve its state.
//
// min2phase.js is not part of the project (not committed, not a dependency): take it from its
// public repository or the npm package of the same name, outside the tree, and name the file:
//   MIN2PHASE_JS=/tmp/min2phase/min2phase.js node bench/wasm/min2phase_bench.mjs [states = 300]
// Timing figures depend on the machine's load: run it when the machine is quiet, and read the
// ratios (measured in the same run) rather than the milliseconds.
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadModule, summary } from './common.mjs';

const states = Number(process.argv[2] ?? 300);
const solved = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
const peerPath = process.env.MIN2PHASE_JS;
if (!peerPath) {
  // `npm run bench` runs every bench: without the peer this one has nothing to compare.
  console.log('min2phase_bench: skipped (set MIN2PHASE_JS to the path of min2phase.js; see the file).');
  process.exit(0);
}

const show = (name, s, n) =>
  `${name}: mean ${s.mean.toFixed(2)} ms, median ${s.median.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, ` +
  `max ${s.max.toFixed(1)} ms, mean length ${s.length.toFixed(3)} (${n} states solved and checked)`;

const cubelab = await loadModule();
const min2phase = createRequire(import.meta.url)(path.resolve(peerPath));

// Table set-up, each from nothing.
let t0 = performance.now();
const build = cubelab.buildTwoPhaseTables();
const ourSetup = performance.now() - t0;
t0 = performance.now();
min2phase.initFull();
const theirSetup = performance.now() - t0;
console.log(
  `table set-up: cubelab ${ourSetup.toFixed(1)} ms (core says ${build.ms.toFixed(1)} ms), ` +
    `min2phase.js initFull ${theirSetup.toFixed(1)} ms, ratio ${(ourSetup / theirSetup).toFixed(2)}`,
);

const facelets = [];
for (let i = 0; i < states; i += 1) facelets.push(cubelab.randomStateFacelets(1, i));

// One untimed solve each, so neither pays a first-call cost inside the timed loop.
cubelab.solve('twophase', facelets[0], { maxLength: 20 });
const search = new min2phase.Search();
search.solution(facelets[0], 20);

const ours = { times: [], lengths: [] };
const theirs = { times: [], lengths: [] };
let failures = 0;
// Interleaved, so a burst of load on the machine falls on both.
for (const f of facelets) {
  t0 = performance.now();
  const r = cubelab.solve('twophase', f, { maxLength: 20 });
  const ourMs = performance.now() - t0;
  t0 = performance.now();
  const moves = search.solution(f, 20);
  const theirMs = performance.now() - t0;
  const theirsSolve = !/Error/.test(moves) && cubelab.apply(moves, f).facelets === solved;
  const oursSolve = !r.error && r.length <= 20 && cubelab.apply(r.solution, f).facelets === solved;
  if (!theirsSolve || !oursSolve) {
    failures += 1;
    console.error(`state ${f}: cubelab ${r.error ?? r.solution}; min2phase.js ${moves}`);
    continue;
  }
  ours.times.push(ourMs);
  ours.lengths.push(r.length);
  theirs.times.push(theirMs);
  theirs.lengths.push(moves.trim() === '' ? 0 : moves.trim().split(/\s+/).length);
}
const a = summary(ours.times, ours.lengths);
const b = summary(theirs.times, theirs.lengths);
console.log(show('cubelab WASM twophase, maxLength 20', a, ours.times.length));
console.log(show('min2phase.js Search.solution(f, 20)', b, theirs.times.length));
console.log(
  `ratio cubelab/min2phase.js on the same ${ours.times.length} states: mean ${(a.mean / b.mean).toFixed(2)}, ` +
    `median ${(a.median / b.median).toFixed(2)}, p99 ${(a.p99 / b.p99).toFixed(2)}, ` +
    `mean length ${(a.length / b.length).toFixed(3)}; ${failures} failures`,
);
if (failures) process.exitCode = 1;
