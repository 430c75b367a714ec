// Before/after for the optimal solver's search: two `cubelab` binaries (e.g. a copy built before a
// change, and build/native/cubelab) solve the same fixed states on one thread each, interleaved,
// and each run's nodes and CPU time (user + sys from /usr/bin/time, the table load measured once
// per binary with a 1-move solve and subtracted) are printed with the ratios after / before.
// Node counts are deterministic; CPU time on the shared machine is not (record `uptime`).
// The states: the optimal tests' 15-move state and four random-move scrambles of 15-16 canonical
// face turns from a fixed seed (the same every run).
//   node bench/optimal/inverse.mjs --before /tmp/cubelab-before --after build/native/cubelab \
//     --table /tmp/optinv.tbl [--count 5]
// --after-table FILE gives the after binary its own table (e.g. the compact one);
// --state ALG (repeatable) adds states after these.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from '../../tests/seeded_random.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'build/native/cubelab' },
    table: { type: 'string' },
    count: { type: 'string', default: '5' },
    'after-table': { type: 'string' },
    state: { type: 'string', multiple: true, default: [] },
  },
});
if (!values.before || !values.table) {
  console.error('usage: node bench/optimal/inverse.mjs --before BIN [--after BIN] --table FILE [--count N]');
  process.exit(2);
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'optinv-'));

// Canonical random-move scrambles: never one face twice in a row, opposite faces in one order.
function scramble(random, length) {
  const faces = 'URFDLB';
  const moves = [];
  let prev = -1;
  while (moves.length < length) {
    const face = Math.floor(random() * 6);
    if (prev >= 0 && (face === prev || (face % 3 === prev % 3 && face < prev))) continue;
    moves.push(faces[face] + ['', '2', "'"][Math.floor(random() * 3)]);
    prev = face;
  }
  return moves.join(' ');
}

const random = seededRandom(15);
const states = ["R U F D2 L B' R2 U F' L2 D B U' R F"];
for (let i = 1; i < Number(values.count); ++i) states.push(scramble(random, 15 + (i > 2 ? 1 : 0)));
states.push(...values.state);

// One solve by the `side` ('before' or 'after') binary with its table.
function run(side, alg) {
  const timeFile = path.join(tmp, 'time.txt');
  const bin = values[side];
  const table = side === 'after' ? (values['after-table'] ?? values.table) : values.table;
  const args = ['solve', '--method', 'optimal', '--threads', '1', '--table', table, '--json'];
  const r = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%U %S', bin, ...args, '--scramble', alg], {
    encoding: 'utf8',
  });
  const [user, sys] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
  const j = JSON.parse(r.stdout);
  return { cpu: user + sys, length: j.length, optimal: j.optimal, nodes: j.nodes, moves: j.moves };
}

const load = { before: run('before', 'R').cpu, after: run('after', 'R').cpu };
console.log(
  `table load (1-move solve): before ${load.before.toFixed(2)} s, after ${load.after.toFixed(2)} s CPU`,
);
console.log(
  '| state | length | nodes before | nodes after | nodes ratio | CPU before | CPU after | CPU ratio |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const alg of states) {
  const b = run('before', alg);
  const a = run('after', alg);
  if (a.length !== b.length || !a.optimal || !b.optimal)
    throw new Error(`disagree on ${alg}: ${b.length} ${a.length}`);
  const cb = Math.max(0, b.cpu - load.before);
  const ca = Math.max(0, a.cpu - load.after);
  console.log(
    `| \`${alg}\` | ${a.length}* | ${b.nodes.toLocaleString('en')} | ${a.nodes.toLocaleString('en')} | ` +
      `${(a.nodes / b.nodes).toFixed(3)} | ${cb.toFixed(2)} s | ${ca.toFixed(2)} s | ${(ca / cb).toFixed(3)} |`,
  );
}
