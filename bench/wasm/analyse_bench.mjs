// Time to analyse one solve in WASM under Node (target: median <= 50 ms, best-step searches
// included). Workload: the published reconstructions of tests/data/reconstructions.tsv and the
// CFOP solves CubeLab itself writes for random-state scrambles (seeded), each with its phases as
// `//` comments. Tables are built by a first call, timed apart. Peer in the same run: the module's
// own `solve('cfop', ...)` of the same scrambles, as a ratio.
//
//   node bench/wasm/analyse_bench.mjs [random solves = 100] [seed = 1]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from '../../tests/wasm/load.mjs';

const count = Number(process.argv[2] ?? 100);
const seed = Number(process.argv[3] ?? 1);
const cubelab = await loadCubeLab();

function published() {
  const path = fileURLToPath(new URL('../../tests/data/reconstructions.tsv', import.meta.url));
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const header = rows.shift().split('\t');
  return rows.map((line) => {
    const cells = line.split('\t');
    const row = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
    return { scramble: row.scramble, solution: row.solution.replaceAll('\\n', '\n') };
  });
}

// The first analysis builds the tables its best steps need (cross, pair tables): timed apart.
const publishedSolves = published();
const start = performance.now();
const first = cubelab.analyse(publishedSolves[0].scramble, publishedSolves[0].solution);
if (first.error) throw new Error(first.error);
console.log(`first analyse (tables built: cross, pair tables): ${(performance.now() - start).toFixed(0)} ms`);

// A phase's moves: the module's solve gives them as tokens (one per move).
const movesOf = (phase) => (Array.isArray(phase.moves) ? phase.moves.join(' ') : phase.moves);

const scrambles = cubelab.scramble(seed, count).scrambles.map((s) => s.scramble);
const solves = scrambles.map((scramble) => {
  const solved = cubelab.solve('cfop', scramble);
  if (solved.error) throw new Error(solved.error);
  return { scramble, solution: solved.phases.map((p) => `${movesOf(p)} // ${p.name}`).join('\n') };
});
// Solves that open with an xcross (CubeLab's optimal xcross, then its CFOP from there): their
// analysis searches the optimal xcross of every colour, the slowest best step.
const xcrossSolves = scrambles.slice(0, Math.ceil(count / 5)).map((scramble) => {
  const xcross = cubelab.solve('xcross', scramble).phases.map(movesOf).join(' ');
  const after = cubelab.apply(xcross, cubelab.apply(scramble, '').facelets).facelets;
  const rest = cubelab.solve('cfop', after);
  if (rest.error) throw new Error(rest.error);
  return {
    scramble,
    solution: `${xcross} // xcross\n` + rest.phases.map((p) => `${movesOf(p)} // ${p.name}`).join('\n'),
  };
});
const inputs = [...publishedSolves, ...solves, ...xcrossSolves];

function timeEach(list, run) {
  const ms = [];
  for (const input of list) {
    const t = performance.now();
    const result = run(input);
    ms.push(performance.now() - t);
    if (result.error || result.valid === false) throw new Error(result.error ?? result.message);
  }
  return ms.sort((a, b) => a - b);
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const analyse = (i) => cubelab.analyse(i.scramble, i.solution);
const analysed = timeEach(inputs, analyse);
const analysedXcross = timeEach(xcrossSolves, analyse);
// The peer solves the scramble each analysis read (a link's setup for the pasted link).
for (const input of inputs) input.read = analyse(input).scramble;
const solved = timeEach(inputs, (i) => cubelab.solve('cfop', i.read));
const line = (name, ms) =>
  `${name}: median ${quantile(ms, 0.5).toFixed(2)} ms, p90 ${quantile(ms, 0.9).toFixed(2)} ms, ` +
  `max ${ms[ms.length - 1].toFixed(2)} ms`;
console.log(
  `${inputs.length} solves: ${inputs.length - count - xcrossSolves.length} published, ${count} CubeLab CFOP ` +
    `solves, ${xcrossSolves.length} opening with an xcross (seed ${seed})`,
);
console.log(line('analyse, all', analysed));
console.log(line('analyse, the xcross solves', analysedXcross));
console.log(line("peer solve('cfop'), same scrambles", solved));
console.log(
  `ratio analyse / solve (medians): ${(quantile(analysed, 0.5) / quantile(solved, 0.5)).toFixed(2)}`,
);
