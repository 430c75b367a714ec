// Case scrambles (the trainer's next case) in WASM under Node: for every case set, N calls of
// caseScramble({set, seed: i}) (a case drawn by probability; F2L cycling through the four slots),
// each timed alone, each checked (its facelets are its scramble applied, and the case's main
// algorithm after the named AUFs does the step). Peer in the same run: the module's WCA
// random-state `scramble(seed)`, timed the same way. Prints median, p99, max and mean time, and the
// mean scramble length, per set.
//
//   node bench/wasm/case_scramble_bench.mjs [N = 1000]
// CUBELAB_WASM_DIR picks another build of the module (default build/wasm).
import { loadModule, summary } from './common.mjs';

const n = Number(process.argv[2] ?? 1000);
const SETS = ['F2L', 'OLL', 'PLL', 'OLL-EDGES', 'OLL-CORNERS', 'PLL-CORNERS', 'PLL-EDGES'];
const SLOTS = ['FR', 'FL', 'BL', 'BR'];
const FRAME = { FR: ['', ''], FL: ["y'", 'y'], BL: ['y2', 'y2'], BR: ['y', "y'"] };

const cubelab = await loadModule();
console.log(`WASM table build: ${cubelab.buildTwoPhaseTables().ms.toFixed(1)} ms`);

// Whether the step of `set` is done, from the stickers (the page's test helpers do the same).
const home = (f, face, idx) => idx.every((i) => f[face * 9 + i] === f[face * 9 + 4]);
const ALL = [0, 1, 2, 3, 5, 6, 7, 8];
const f2l = (f) => home(f, 3, ALL) && [1, 2, 4, 5].every((s) => home(f, s, [3, 5, 6, 7, 8]));
function stepDone(set, f) {
  if (set === 'F2L') return f2l(f);
  if (set === 'OLL-EDGES') return f2l(f) && home(f, 0, [1, 3, 5, 7]);
  if (set === 'PLL-CORNERS')
    return f2l(f) && home(f, 0, ALL) && [1, 2, 4, 5].every((s) => home(f, s, [0, 2]));
  if (set === 'OLL' || set === 'OLL-CORNERS') return f2l(f) && home(f, 0, ALL);
  return [0, 1, 2, 3, 4, 5].every((face) => home(f, face, ALL));
}

const mainAlgorithm = new Map();
for (const set of SETS)
  for (const c of cubelab.cases(set)) mainAlgorithm.set(`${set}/${c.name}`, c.algorithms[0]);

const rows = [];
let failures = 0;
const allTimes = [];
for (const set of SETS) {
  const times = [];
  const lengths = [];
  for (let i = 0; i < n; i += 1) {
    const slot = set === 'F2L' ? SLOTS[i % 4] : 'FR';
    const t0 = performance.now();
    const r = cubelab.caseScramble({ set, slot, seed: i });
    const ms = performance.now() - t0;
    const s = r.scrambles?.[0];
    const [pre, post] = FRAME[slot];
    const ok =
      s &&
      s.length <= 20 &&
      cubelab.apply(s.scramble, '').facelets === s.facelets &&
      stepDone(
        set,
        cubelab.apply(
          [s.auf, pre, mainAlgorithm.get(`${set}/${s.case}`), post, s.finalAuf].join(' '),
          s.facelets,
        ).facelets,
      );
    if (!ok) {
      failures += 1;
      continue;
    }
    times.push(ms);
    lengths.push(s.length);
  }
  allTimes.push(...times);
  rows.push([set, summary(times, lengths), times.length]);
}

const peerTimes = [];
const peerLengths = [];
for (let i = 0; i < n; i += 1) {
  const t0 = performance.now();
  const r = cubelab.scramble(i, 1);
  peerTimes.push(performance.now() - t0);
  peerLengths.push(r.scrambles[0].length);
}
const peer = summary(peerTimes, peerLengths);

console.log(`| set | median ms | p99 ms | max ms | mean ms | mean length (HTM) | checked |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
const fmt = (s) =>
  `${s.median.toFixed(2)} | ${s.p99.toFixed(2)} | ${s.max.toFixed(1)} | ${s.mean.toFixed(2)}`;
for (const [set, s, checked] of rows)
  console.log(`| ${set} | ${fmt(s)} | ${s.length.toFixed(2)} | ${checked}/${n} |`);
const all = summary(allTimes, [0]);
console.log(`| all sets | ${fmt(all)} | | ${allTimes.length}/${n * SETS.length} |`);
console.log(`| peer: WCA random-state scramble | ${fmt(peer)} | ${peer.length.toFixed(2)} | |`);
console.log(
  `ratio case scramble / random-state scramble: median ${(all.median / peer.median).toFixed(2)}, ` +
    `mean ${(all.mean / peer.mean).toFixed(2)}; failures ${failures}`,
);
