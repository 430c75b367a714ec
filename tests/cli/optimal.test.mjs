// The CLI's optimal solver: `tables --build optimal --out FILE` (one build, about 20 s of CPU) and
// the compact table read off it (`--build optimal-compact --from FILE`),
// then `solve --method optimal --table FILE`: JSON fields, the starred text line, progress per
// depth, a stopped search's bound, a damaged table file refused, and writes that fail (a full disk,
// a file-size limit) leaving no half-written table. Every answer is applied with
// `cubelab apply` and checked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slow } from '../tier.mjs';

const cli = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
const dir = mkdtempSync(path.join(os.tmpdir(), 'cubelab-optimal-'));
const table = process.env.CUBELAB_OPTIMAL_TABLE ?? path.join(dir, 'optimal.tbl');

function run(args) {
  const r = spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function solves(scramble, solution) {
  const start = run(['apply', '--scramble', scramble]).out.trim();
  return run(['apply', '--facelets', start, '--scramble', solution]).out.trim() === SOLVED;
}

// A copy of `file` with one bit flipped in the middle, as a damaged download would be.
function damagedCopy(file, name) {
  const bytes = readFileSync(file);
  bytes[bytes.length >> 1] ^= 0x10;
  const copy = path.join(dir, name);
  writeFileSync(copy, bytes);
  return copy;
}

before(() => {
  if (process.env.CUBELAB_OPTIMAL_TABLE) return;
  const r = run(['tables', '--build', 'optimal', '--out', table, '--json']);
  assert.equal(r.code, 0, r.out + r.err);
  const made = JSON.parse(r.out);
  assert.equal(made.table, 'optimal');
  assert.equal(made.bytes, readFileSync(table).length);
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('solve --method optimal --json: a proven optimum with its bound and nodes', () => {
  const r = run(['solve', '--method', 'optimal', '--table', table, '--scramble', 'checkerboard', '--json']);
  assert.equal(r.code, 0, r.out + r.err);
  const j = JSON.parse(r.out);
  assert.equal(j.length, 6);
  assert.equal(j.optimal, true);
  assert.equal(j.lower_bound, 6);
  assert.equal(typeof j.nodes, 'number');
  assert.ok(solves('R2 L2 U2 D2 F2 B2', j.solution));
  // Proven by the first answer's exhaustive short search: no optimal search nodes, still said.
  const short = JSON.parse(
    run(['solve', '--method', 'optimal', '--table', table, '--scramble', "R U2 F'", '--json']).out,
  );
  assert.equal(short.nodes, 0);
  assert.equal(short.optimal, true);
  // Two-phase gives the nodes it searched.
  const twophase = JSON.parse(
    run(['solve', '--method', 'twophase', '--scramble', 'superflip', '--json']).out,
  );
  assert.ok(twophase.nodes > 0, JSON.stringify(twophase));
});

test('text output stars a proven optimum; --progress reports each completed depth', () => {
  const scramble = "R U F D2 L B' R2 U F' L2 D B";
  const r = run(['solve', '--method', 'optimal', '--table', table, '--scramble', scramble, '--progress']);
  assert.equal(r.code, 0, r.err);
  const m = r.out.match(/solution \((\d+)f\* HTM\): (.*)/);
  assert.ok(m, r.out);
  assert.ok(Number(m[1]) <= 12);
  assert.ok(solves(scramble, m[2]));
  assert.match(r.err, new RegExp(`depth ${Number(m[1]) - 1} done, \\d+ nodes`));
});

test('a stopped search gives a solution and the bound it proved, unstarred', () => {
  const scramble = "R U F D2 L B' R2 U F' L2 D B U' R F";
  const r = run([
    'solve',
    '--method',
    'optimal',
    '--table',
    table,
    '--scramble',
    scramble,
    '--max-nodes',
    '1000',
    '--json',
  ]);
  assert.equal(r.code, 0, r.out + r.err);
  const j = JSON.parse(r.out);
  assert.equal(j.optimal, false);
  assert.ok(j.lower_bound <= 15 && j.lower_bound < j.length);
  assert.ok(solves(scramble, j.solution));
  const text = run([
    'solve',
    '--method',
    'optimal',
    '--table',
    table,
    '--scramble',
    scramble,
    '--max-nodes',
    '1000',
  ]);
  assert.match(text.out, /solution \(\d+ HTM, optimal >= \d+\)/);
});

test('a damaged or missing table file is an input error naming the problem', () => {
  const damaged = damagedCopy(table, 'damaged.tbl');
  let r = run(['solve', '--method', 'optimal', '--table', damaged, '--scramble', 'R U', '--json']);
  assert.equal(r.code, 2);
  assert.equal(
    JSON.parse(r.out).error,
    `table file '${damaged}' is damaged: the optimal table's checksum does not match its bytes`,
  );
  r = run([
    'solve',
    '--method',
    'optimal',
    '--table',
    path.join(dir, 'gone', 'none.tbl'),
    '--scramble',
    'R U',
    '--json',
  ]);
  assert.equal(r.code, 2);
  assert.match(JSON.parse(r.out).error, /none\.tbl' does not exist, and cannot be built there/);
  r = run(['tables', '--build', 'korf', '--out', damaged, '--json']);
  assert.equal(r.code, 2);
});

test(
  'a --table FILE that does not exist is built and written there, and the next solve reads it',
  slow,
  () => {
    const made = path.join(dir, 'made-by-solve.tbl');
    const solve = () =>
      run([
        'solve',
        '--method',
        'optimal',
        '--table',
        made,
        '--scramble',
        "R U2 F' L",
        '--progress',
        '--json',
      ]);
    const first = solve();
    assert.equal(first.code, 0, first.out + first.err);
    assert.ok(solves("R U2 F' L", JSON.parse(first.out).solution));
    assert.match(first.err, /building optimal: 100%/);
    assert.deepEqual(
      readFileSync(made),
      readFileSync(table),
      'the file written is the table tables --build writes',
    );
    const second = solve();
    assert.equal(second.code, 0, second.out + second.err);
    assert.equal(JSON.parse(second.out).length, 4);
    assert.doesNotMatch(second.err, /building optimal/, 'read from the file, not built again');
  },
);

test('tables --build optimal-compact --from: a quarter of the bytes, the same proven optima', () => {
  const compact = path.join(dir, 'compact.tbl');
  const r = run(['tables', '--build', 'optimal-compact', '--from', table, '--out', compact, '--json']);
  assert.equal(r.code, 0, r.out + r.err);
  const made = JSON.parse(r.out);
  assert.equal(made.table, 'optimal-compact');
  assert.equal(made.bytes, readFileSync(compact).length);
  assert.ok(made.bytes * 3 < readFileSync(table).length, `${made.bytes} bytes`);
  for (const scramble of ["R U F D2 L B' R2 U F' L2 D B", 'R2 L2 U2 D2 F2 B2']) {
    const args = ['solve', '--method', 'optimal', '--scramble', scramble, '--json', '--table'];
    const withCompact = JSON.parse(run([...args, compact]).out);
    const withFull = JSON.parse(run([...args, table]).out);
    assert.equal(withCompact.optimal, true, JSON.stringify(withCompact));
    assert.equal(withCompact.length, withFull.length);
    assert.ok(solves(scramble, withCompact.solution));
  }
  // A damaged compact file names its own problem; --from is only for the compact table.
  const damaged = damagedCopy(compact, 'damaged-compact.tbl');
  const bad = run(['solve', '--method', 'optimal', '--table', damaged, '--scramble', 'R U', '--json']);
  assert.equal(bad.code, 2);
  assert.match(JSON.parse(bad.out).error, /optimal-compact.*checksum/);
  const wrong = run(['tables', '--build', 'optimal', '--from', table, '--out', damaged, '--json']);
  assert.equal(wrong.code, 2);
  assert.match(JSON.parse(wrong.out).error, /--from/);
});

test('tables --out: a full disk is one error line; a write cut short leaves the old file whole', () => {
  const compact = ['tables', '--build', 'optimal-compact', '--from', table, '--json', '--out'];
  // /dev/full fails every write with ENOSPC, as a full disk does; a device is written in place.
  const full = run([...compact, '/dev/full']);
  const error = (message) => ({
    code: 2,
    err: '',
    out: { error: message, column: 0, kind: 'input', code: '', params: {} },
  });
  const seen = (r) => ({
    code: r.code ?? r.status,
    err: r.err ?? r.stderr,
    out: JSON.parse(r.out ?? r.stdout),
  });
  assert.deepEqual(seen(full), error("table file '/dev/full' cannot be written: no space left on device"));
  // A 2 MB file-size limit stops the 35 MB write part way (EFBIG; SIGXFSZ ignored, as a shell's
  // trap leaves it across exec). The bytes went to a partial file that is removed: the old file
  // under the name is untouched, and nothing else is left in the folder.
  const out = path.join(dir, 'cut', 'compact.tbl');
  mkdirSync(path.dirname(out));
  writeFileSync(out, 'the old file');
  const cut = spawnSync(
    'sh',
    ['-c', 'trap \'\' XFSZ; ulimit -f 2000; exec "$@"', 'sh', cli, ...compact, out],
    {
      encoding: 'utf8',
    },
  );
  assert.deepEqual(seen(cut), error(`table file '${out}' cannot be written: file too large`));
  assert.equal(readFileSync(out, 'utf8'), 'the old file');
  assert.deepEqual(readdirSync(path.dirname(out)), ['compact.tbl']);
});
