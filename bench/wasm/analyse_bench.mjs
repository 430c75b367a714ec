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

const scrambles = cubelab.scramble(seed, count).scrambles.map((s) => s.scramble);
const solves = scrambles.map((scramble) => {
  const solved = cubelab.solve('cfop', scramble);
  if (solved.error) throw new Error(solved.error);
  return { scramble, solution: solved.phases.map((p) => `${p.moves} // ${p.name}`).join('\n') };
});
const inputs = [...published(), ...solves];

let start = performance.now();
const first = cubelab.analyse(inputs[0].scramble, inputs[0].solution);
if (first.error) throw new Error(first.error);
console.log(`first analyse (tables built: cross, pair tables): ${(performance.now() - start).toFixed(0)} ms`);

function timeEach(run) {
  const ms = [];
  for (const input of inputs) {
    const t = performance.now();
    const result = run(input);
    ms.push(performance.now() - t);
    if (result.error || result.valid === false) throw new Error(result.error ?? result.message);
  }
  return ms.sort((a, b) => a - b);
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const analysed = timeEach((i) => cubelab.analyse(i.scramble, i.solution));
const solved = timeEach((i) => cubelab.solve('cfop', i.scramble));
const line = (name, ms) =>
  `${name}: median ${quantile(ms, 0.5).toFixed(2)} ms, p90 ${quantile(ms, 0.9).toFixed(2)} ms, max ${ms[ms.length - 1].toFixed(2)} ms`;
console.log(
  `${inputs.length} solves (${inputs.length - count} published + ${count} CubeLab CFOP solves, seed ${seed})`,
);
console.log(line('analyse', analysed));
console.log(line("peer solve('cfop')", solved));
console.log(
  `ratio analyse / solve (medians): ${(quantile(analysed, 0.5) / quantile(solved, 0.5)).toFixed(2)}`,
);
