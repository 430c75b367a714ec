// Table files the CLI cannot use (docs/cli.md, `--table` and `tables --out`): a directory, no
// permission, empty, truncated, not a table, another kind or version, a bad checksum, a missing
// file or folder, a read-only place. Each is one error line naming the file and the problem, exit
// code 2, never a crash; a bad --out is refused before any build. No table is built here: the
// files are headers (tests/lib/table_file.mjs), and a full-length one is sparse. The cases that
// need a real table (a full disk, a write cut short) are in optimal.test.mjs.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADER_BYTES, OPTIMAL_PAYLOAD, tableHeader, writeTableFile } from '../lib/table_file.mjs';
import { nobodyCanRun } from '../bad-inputs/cases.mjs';

const cli = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'cubelab-table-files-'));
chmodSync(dir, 0o755); // the permission cases run as another user when the tests run as root
after(() => rmSync(dir, { recursive: true, force: true }));

// Root reads and writes through any permission: those cases run as `nobody` then.
const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
// As root the permission cases run as nobody, who must reach the CLI (not in a private checkout).
const PERMISSIONS_CHECKED = nobodyCanRun(cli);

function run(args, options = {}) {
  const r = spawnSync(cli, args, { encoding: 'utf8', ...options });
  return { code: r.status, signal: r.signal, out: r.stdout, err: r.stderr };
}

// The error a user sees, in both forms: with --json one JSON line on stdout and nothing on stderr;
// without, one "error: ..." line on stderr and nothing on stdout. Exit code 2 in both.
function expectError(args, message, options = {}) {
  const json = run([...args, '--json'], options);
  assert.equal(json.signal, null, `killed by ${json.signal}`);
  assert.equal(json.code, 2, json.out + json.err);
  assert.equal(json.err, '', 'nothing on stderr');
  assert.equal(json.out.split('\n').length, 2, `one line: ${json.out}`);
  assert.deepEqual(JSON.parse(json.out), { error: message, column: 0, kind: 'input', code: '', params: {} });
  const text = run(args, options);
  assert.equal(text.code, 2, text.out + text.err);
  assert.equal(text.out, '');
  assert.equal(text.err, `error: ${message}\n`);
}

const solveWith = (file, ...more) => [
  'solve',
  '--method',
  'optimal',
  '--scramble',
  'R U',
  '--table',
  file,
  ...more,
];
const place = (name) => path.join(dir, name);
const header = (fields, length) => {
  const file = place(`${fields.name}-${fields.version ?? 1}-${length}.tbl`);
  writeTableFile(file, tableHeader(fields), length);
  return file;
};

test('solve --table: a file that is no table is one error line naming it and the problem', () => {
  const folder = place('folder.tbl');
  mkdirSync(folder);
  expectError(solveWith(folder), `table file '${folder}' is a directory`);
  const empty = place('empty.tbl');
  writeFileSync(empty, '');
  expectError(solveWith(empty), `table file '${empty}' is empty`);
  const text = place('text.tbl');
  writeFileSync(text, 'hello\n');
  expectError(
    solveWith(text),
    `table file '${text}' is not a CubeLab table (it does not begin with CUBELAB1)`,
  );
  const short = header({ name: 'optimal' }, 30);
  expectError(
    solveWith(short),
    `table file '${short}' is truncated: 30 bytes, less than a table's 52-byte header`,
  );
  // A missing file is built there (tests/cli/optimal.test.mjs), unless it cannot be written there.
  const missing = place('gone/none.tbl');
  expectError(
    solveWith(missing),
    `table file '${missing}' does not exist, and cannot be built there: its folder does not exist`,
  );
  const unread = place('none.tbl');
  expectError(
    ['solve', '--method', 'twophase', '--scramble', 'R U', '--table', unread],
    `table file '${unread}' does not exist (cubelab tables --build optimal --out FILE makes one)`,
  );
  expectError(solveWith('/dev/null'), "table file '/dev/null' is not a regular file");
});

test('solve --table: a truncated table, another kind, another version, a bad checksum', () => {
  const truncated = header({ name: 'optimal' }, 1024);
  expectError(solveWith(truncated), `table file '${truncated}' is truncated: 1,024 of 140,720,380 bytes`);
  const qtm = header({ name: 'optimal-qtm' }, 1024);
  expectError(solveWith(qtm), `table file '${qtm}' holds an optimal-qtm table, not optimal`);
  const htm = header({ name: 'optimal' }, HEADER_BYTES);
  expectError(
    solveWith(htm, '--metric', 'qtm'),
    `table file '${htm}' holds an optimal table, not optimal-qtm`,
  );
  const later = header({ name: 'optimal', version: 9 }, 1024);
  expectError(
    solveWith(later),
    `table file '${later}' is version 9 of the optimal table; this CubeLab reads version 1`,
  );
  const other = header({ name: 'optimal', payload: 1000 }, 1024);
  expectError(
    solveWith(other),
    `table file '${other}' is damaged: its header gives the optimal table 1,000 bytes, not 140,720,328`,
  );
  // Every byte there, zeros where the entries go: the checksum refuses it.
  const zeros = header({ name: 'optimal' }, HEADER_BYTES + OPTIMAL_PAYLOAD);
  expectError(
    solveWith(zeros),
    `table file '${zeros}' is damaged: the optimal table's checksum does not match its bytes`,
  );
});

test('solve --table: a file it may not read, and a name with a line break, stay one line', () => {
  const locked = place('locked.tbl');
  writeTableFile(locked, tableHeader({ name: 'optimal' }), 1024);
  chmodSync(locked, 0o000);
  if (PERMISSIONS_CHECKED)
    expectError(solveWith(locked), `table file '${locked}' cannot be read: permission denied`, asUser);
  const odd = place('gone/two\nlines.tbl');
  expectError(
    solveWith(odd),
    `table file '${place('gone/two\\x0alines.tbl')}' does not exist, and cannot be built there: its folder does not exist`,
  );
});

test('tables --from FILE reads its table as solve --table does', () => {
  const folder = place('from-folder');
  mkdirSync(folder);
  const out = place('compact.tbl');
  expectError(
    ['tables', '--build', 'optimal-compact', '--from', folder, '--out', out],
    `table file '${folder}' is a directory`,
  );
  const truncated = header({ name: 'optimal' }, 2048);
  expectError(
    ['tables', '--build', 'optimal-compact', '--from', truncated, '--out', out],
    `table file '${truncated}' is truncated: 2,048 of 140,720,380 bytes`,
  );
  assert.ok(!readdirSync(dir).includes('compact.tbl'), 'nothing written');
});

test('tables --out: a directory, a missing folder, a read-only folder are refused before the build', () => {
  const build = (out) => ['tables', '--build', 'optimal', '--out', out, '--progress'];
  const folder = place('out-folder');
  mkdirSync(folder);
  // --progress would print "building optimal: N%" on stderr: expectError's empty stderr (--json)
  // and single line (text) show that no build started.
  expectError(build(folder), `table file '${folder}' is a directory`);
  const lost = place('no-such-folder/optimal.tbl');
  expectError(build(lost), `table file '${lost}' cannot be written: its folder does not exist`);
  const file = place('a-file');
  writeFileSync(file, 'x');
  expectError(build(path.join(file, 'optimal.tbl')), `table file '${file}/optimal.tbl' cannot be written: its folder '${file}' is a file`); // prettier-ignore
  const readOnly = place('read-only');
  mkdirSync(readOnly, { mode: 0o555 });
  chmodSync(readOnly, 0o555);
  const inside = path.join(readOnly, 'optimal.tbl');
  if (PERMISSIONS_CHECKED)
    expectError(build(inside), `table file '${inside}' cannot be written: permission denied`, asUser);
  assert.deepEqual(readdirSync(readOnly), [], 'nothing left behind');
});

test('what no check foresaw (here: no memory for the file) is one internal error line, not an abort', () => {
  // A full-length file is read into memory whole; under a 100 MB address-space limit that
  // allocation fails, and main() turns the exception into an `internal` error.
  const full = header({ name: 'optimal' }, HEADER_BYTES + OPTIMAL_PAYLOAD);
  const r = spawnSync('sh', ['-c', 'ulimit -v 100000; exec "$@"', 'sh', cli, ...solveWith(full), '--json'], {
    encoding: 'utf8',
  });
  assert.equal(r.signal, null, `killed by ${r.signal}`);
  assert.equal(r.status, 2, r.stdout + r.stderr);
  assert.equal(r.stderr, '');
  assert.deepEqual(JSON.parse(r.stdout), {
    error: 'internal error: out of memory',
    column: 0,
    kind: 'internal',
    code: '',
    params: {},
  });
});
