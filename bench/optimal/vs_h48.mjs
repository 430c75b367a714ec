// Side by side, one thread each, interleaved on the same states: CubeLab's optimal solver (native
// CLI with a table file) and nissy-core's H48 (its tools/301_solve_file built from the public
// source with THREADS=1, outside this repository). States are the random-state scrambles of
// `cubelab scramble --seed S`, grouped by their optimal length. Each run's CPU time (user + sys,
// from /usr/bin/time) is recorded besides its wall time, and the table load is measured once per
// solver (a solved-cube run) and subtracted: on the shared 2-core machine wall time mostly
// measures the other jobs.
//   node bench/optimal/vs_h48.mjs --table /tmp/optimal.tbl --h48 /tmp/nissy1/solve1 \
//     --h48-dir /tmp/nissy1 --solver h48h2 --seed 2026 --count 10 [--budget-ms T] [--moves N]
// With --moves N the states are N random face turns each (no face twice in a row; seeded), whose
// optimum is at most N: shorter states than random ones, which both solvers finish.
// --list prints the states (index, then scramble) and stops, so the WASM and page benchmarks can
// take the same set (bench/wasm/optimal_bench.mjs --states FILE).
// --cubelab BIN runs another binary that takes the CLI's solve arguments (e.g. another commit's
// build/native/cubelab).
// --lengths 18 (a comma list) runs H48 only on states whose proven optimum is listed, and notes the
// others in a comment: filling one length's 25 costs CubeLab's short solves, not H48's long ones.
// Each CubeLab solve is noted in a comment line as it lands; a state's row follows H48's solve.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values } = parseArgs({
  options: {
    table: { type: 'string' },
    h48: { type: 'string' },
    'h48-dir': { type: 'string' },
    solver: { type: 'string', default: 'h48h2' },
    seed: { type: 'string', default: '2026' },
    count: { type: 'string', default: '10' },
    first: { type: 'string', default: '0' },
    'budget-ms': { type: 'string', default: '0' },
    moves: { type: 'string', default: '0' },
    cubelab: { type: 'string' },
    list: { type: 'boolean', default: false },
    lengths: { type: 'string' },
  },
});
const cli = values.cubelab
  ? path.resolve(values.cubelab)
  : fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vs-h48-'));

// Runs a command under /usr/bin/time; returns its stdout and CPU/wall seconds.
function timed(cmd, args, cwd) {
  const timeFile = path.join(tmp, 'time.txt');
  const r = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%U %S %e', cmd, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const [user, sys, wall] = spawnSync('cat', [timeFile], { encoding: 'utf8' })
    .stdout.trim()
    .split(' ')
    .map(Number);
  return { out: r.stdout, cpu: user + sys, wall, code: r.status };
}

function cubelab(scramble) {
  const args = ['solve', '--method', 'optimal', '--threads', '1', '--table', values.table, '--json'];
  if (values['budget-ms'] !== '0') args.push('--budget-ms', values['budget-ms']);
  const r = timed(cli, [...args, '--scramble', scramble]);
  const j = JSON.parse(r.out);
  return { ...r, length: j.length, optimal: j.optimal, lower_bound: j.lower_bound, nodes: j.nodes };
}

function h48(scramble) {
  const file = path.join(tmp, 'scramble.txt');
  writeFileSync(file, scramble + '\n');
  const r = timed(path.resolve(values.h48), [values.solver, file], values['h48-dir']);
  const solution = r.out.split('Solutions:\n')[1]?.split('\n')[0]?.trim() ?? '';
  return { ...r, length: solution ? solution.split(/\s+/).length : null, solution };
}

// N random face turns, no face twice in a row, from a seeded linear congruential generator.
function randomMoves(seed, index, n) {
  let state = (Number(seed) * 1000003 + index * 7919 + 1) >>> 0;
  const next = (k) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % k;
  };
  const moves = [];
  let last = -1;
  while (moves.length < n) {
    const face = next(6);
    if (face === last) continue;
    last = face;
    moves.push('URFDLB'[face] + ['', "'", '2'][next(3)]);
  }
  return moves.join(' ');
}

const byRandomState = () =>
  JSON.parse(
    spawnSync(
      cli,
      [
        'scramble',
        '--seed',
        values.seed,
        '--count',
        String(Number(values.first) + Number(values.count)),
        '--json',
      ],
      {
        encoding: 'utf8',
      },
    ).stdout,
  ).scrambles.slice(Number(values.first));
const scrambles =
  values.moves !== '0'
    ? Array.from({ length: Number(values.count) }, (_, i) => {
        const index = Number(values.first) + i;
        return { index, scramble: randomMoves(values.seed, index, Number(values.moves)) };
      })
    : byRandomState();
if (values.list) {
  for (const s of scrambles) console.log(`${s.index}\t${s.scramble}`);
  process.exit(0);
}
const loadCubelab = cubelab('R2').cpu,
  loadH48 = h48('R2').cpu;
console.log(`# uptime: ${spawnSync('uptime', { encoding: 'utf8' }).stdout.trim()}`);
console.log(
  `# table load (CPU s, subtracted): cubelab ${loadCubelab.toFixed(2)}, ${values.solver} ${loadH48.toFixed(2)}`,
);
console.log(
  [
    'index',
    'length',
    'cubelab_cpu_s',
    'h48_cpu_s',
    'ratio',
    'cubelab_optimal',
    'cubelab_nodes',
    'cubelab_wall_s',
    'h48_wall_s',
  ].join('\t'),
);
const lengths = values.lengths?.split(',').map(Number);
for (const s of scrambles) {
  const a = cubelab(s.scramble); // interleaved: one state, both solvers, then the next state
  if (lengths && a.optimal && !lengths.includes(a.length)) {
    console.log(`# skipped ${s.index}: optimum ${a.length}, CubeLab ${a.cpu.toFixed(2)} s`);
    continue;
  }
  // Kept before H48 starts, so a run stopped during H48's solve keeps CubeLab's side of the state.
  const ca = Math.max(0, a.cpu - loadCubelab);
  console.log(`# cubelab ${s.index}: ${a.length}${a.optimal ? '*' : ''}, ${ca.toFixed(2)} s CPU`);
  const b = h48(s.scramble);
  const cb = Math.max(0, b.cpu - loadH48);
  if (b.length !== null && a.optimal && a.length !== b.length)
    console.log(`# MISMATCH at ${s.index}: ${a.length} vs ${b.length}`);
  console.log(
    [
      s.index,
      a.optimal ? a.length : `${a.length} (>= ${a.lower_bound})`,
      ca.toFixed(2),
      cb.toFixed(2),
      (ca / cb).toFixed(2),
      a.optimal,
      a.nodes,
      a.wall.toFixed(1),
      b.wall.toFixed(1),
    ].join('\t'),
  );
}
