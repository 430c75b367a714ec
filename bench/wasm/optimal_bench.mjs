// The optimal solver in WASM under Node, one thread: the table's build time (or a table file
// loaded: --table FILE), then each state's solve (length, proven or not, nodes, wall and CPU
// time). States: --states FILE (one scramble or facelet string per line, '#' comments), else the
// first --count random states of --seed (randomStateFacelets, as the native benchmark).
//   node bench/wasm/optimal_bench.mjs --table /tmp/optimal.tbl --states bench/optimal/states-17.txt
// Default: 2 states, 60 s each (then the bound proved so far); --budget-ms 0 for no limit.
// CPU time (process.cpuUsage) is printed beside wall time: on a shared machine the wall clock
// mostly measures the other jobs.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadCubeLab } from '../../tests/wasm/load.mjs';

const { values } = parseArgs({
  options: {
    table: { type: 'string' },
    states: { type: 'string' },
    seed: { type: 'string', default: '2026' },
    count: { type: 'string', default: '2' },
    'budget-ms': { type: 'string', default: '60000' },
  },
});

function cpuMs(since) {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

const cubelab = await loadCubeLab();
let start = performance.now();
let cpu = process.cpuUsage();
if (values.table) {
  const loaded = cubelab.loadOptimalTable(new Uint8Array(readFileSync(values.table)));
  if (loaded.error) throw new Error(loaded.error);
  console.log(`table loaded from ${values.table}: ${(performance.now() - start).toFixed(0)} ms wall`);
} else {
  const built = cubelab.buildOptimalTable();
  console.log(
    `table built: ${built.bytes} bytes, ${(built.ms / 1000).toFixed(1)} s wall, ${(cpuMs(cpu) / 1000).toFixed(1)} s CPU`,
  );
}
const states = values.states
  ? readFileSync(values.states, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
  : Array.from({ length: Number(values.count) }, (_, i) =>
      cubelab.randomStateFacelets(Number(values.seed), i),
    );
const rows = [];
for (const input of states) {
  start = performance.now();
  cpu = process.cpuUsage();
  const r = cubelab.solveOptimal(input, { budgetMs: Number(values['budget-ms']) });
  if (r.error) throw new Error(`${input}: ${r.error}`);
  const row = {
    length: r.length,
    optimal: r.optimal,
    lower_bound: r.lower_bound,
    nodes: r.nodes,
    wall_s: (performance.now() - start) / 1000,
    cpu_s: cpuMs(cpu) / 1000,
  };
  rows.push(row);
  console.log(JSON.stringify({ input, ...row }));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
if (rows.length)
  console.log(
    `states ${rows.length}: median ${median(rows.map((r) => r.cpu_s)).toFixed(2)} s CPU, ` +
      `${median(rows.map((r) => r.wall_s)).toFixed(2)} s wall`,
  );
