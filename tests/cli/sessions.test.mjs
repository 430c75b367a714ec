// `cubelab sessions --cstimer FILE [--json]` (docs/design.md): each session of a csTimer export with
// its figures, worked by hand here; damaged and foreign files refused with one line, exit 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
const fixture = fileURLToPath(new URL('../data/cstimer-export.json', import.meta.url));

function run(args) {
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// Runs `sessions` on a file holding `text` (written to a fresh folder).
function onText(text, extra = ['--json']) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cubelab-sessions-'));
  const file = path.join(dir, 'export.txt');
  writeFileSync(file, text);
  try {
    return { ...run(['sessions', '--cstimer', file, ...extra]), file };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const none = { current: null, best: null };

test('the fixture: names as csTimer shows them, empty sessions kept, figures worked by hand', () => {
  const r = run(['sessions', '--cstimer', fixture, '--json']);
  assert.equal(r.code, 0, r.err);
  assert.deepEqual(JSON.parse(r.out), {
    sessions: [
      // 16, 10+2 = 12, 11, 10, 14, 9, DNF, DNF (seconds). Mean of the six times: 72 / 6 = 12.
      // ao5 windows: 12.333, 11 (12 11 10 14 9: trim 9 and 14), 11.667, DNF (two DNFs): best 11.
      {
        name: '3x3 & OH <main>',
        solves: 8,
        dnf: 2,
        best: 9000,
        mean: 12000,
        ao5: { current: 'DNF', best: 11000 },
        ao12: none,
        ao100: none,
      },
      { name: '2', solves: 0, dnf: 0, best: null, mean: null, ao5: none, ao12: none, ao100: none },
      // 9, 10, ..., 19 and a DNF (timed 7): mean 154 / 11 = 14; ao5 now: 16 17 18 19 DNF -> 18;
      // best ao5: 9 10 11 12 13 -> 11; ao12: trim 9 and the DNF -> mean of 10..19 = 14.5.
      {
        name: '3',
        solves: 12,
        dnf: 1,
        best: 9000,
        mean: 14000,
        ao5: { current: 18000, best: 11000 },
        ao12: { current: 14500, best: 14500 },
        ao100: none,
      },
    ],
  });
});

test('ao100 over 101 solves: five trimmed each side, a DNF the worst', () => {
  // Solves of 1, 2, ..., 100 seconds, then a DNF.
  const solves = Array.from({ length: 100 }, (_, i) => [[0, (i + 1) * 1000], 'R', '', 1700000000 + i]);
  solves.push([[-1, 500], 'U', '', 1700000100]);
  const r = onText(JSON.stringify({ session1: solves }));
  assert.equal(r.code, 0, r.err);
  const [s] = JSON.parse(r.out).sessions;
  assert.equal(s.name, '1'); // no sessionData: the session's number, as csTimer names it
  assert.equal(s.solves, 101);
  assert.equal(s.dnf, 1);
  assert.equal(s.best, 1000);
  assert.equal(s.mean, 50500); // (1 + 100) / 2
  // First window 1..100: keep 6..95, mean 50.5. Last window 2..100 and the DNF: trim 2..6 and
  // DNF, 100, 99, 98, 97: keep 7..96, mean 51.5.
  assert.deepEqual(s.ao100, { current: 51500, best: 50500 });
  // ao12 now: 90..100 and the DNF: trim 90 and the DNF, mean of 91..100 = 95.5; best: 1..12 -> 6.5.
  assert.deepEqual(s.ao12, { current: 95500, best: 6500 });
  // ao5 now: 97 98 99 100 DNF -> 99; best 1..5 -> 3.
  assert.deepEqual(s.ao5, { current: 99000, best: 3000 });
});

test('averages are rounded to the nearest millisecond', () => {
  // ao5 of 9.000, 10.001, 10.002, 10.002, 20.003: trim 9.000 and 20.003, 30.005 / 3 = 10.001667 -> 10002
  // (not 10001); mean 59.008 / 5 = 11.8016 -> 11802.
  const times = [9000, 10001, 10002, 10002, 20003];
  const r = onText(JSON.stringify({ session1: times.map((ms) => [[0, ms], '', '', 0]) }));
  const [s] = JSON.parse(r.out).sessions;
  assert.equal(s.ao5.current, 10002);
  assert.equal(s.mean, 11802);
});

test('the readable table shows each session on a line', () => {
  const r = run(['sessions', '--cstimer', fixture]);
  assert.equal(r.code, 0, r.err);
  const lines = r.out.trim().split('\n');
  assert.equal(lines.length, 4); // a header, then three sessions
  assert.match(lines[1], /^3x3 & OH <main> +8 +2 +9\.000 +12\.000 +DNF \/ 11\.000, - \/ -, - \/ -$/);
  assert.match(lines[2], /^2 +0 +0 +- +- /);
  assert.match(lines[3], /14\.500 \/ 14\.500/);
});

test('damaged, foreign and missing files: one line, exit 2, nothing else printed', () => {
  const cases = [
    [
      '{"session1": [[[0, 1000], "R", "", 1',
      "the csTimer file is not valid JSON at column 36: syntax error while parsing array - unexpected end of input; expected ']'",
      36,
    ],
    [
      '{"times": [1, 2]}',
      'not a csTimer export: it has no "session1".."sessionN" lists and no "properties"."sessionData"',
      0,
    ],
    [
      '{"session1": [[[0, 9000], "R", "", 1], [[500, 9000], "R", "", 1]]}',
      'csTimer file, session1, solve 2: penalty 500 is not 0, 2000 (+2) or -1 (DNF)',
      0,
    ],
  ];
  for (const [text, error, column] of cases) {
    const r = onText(text);
    assert.equal(r.code, 2, text);
    assert.equal(r.err, '');
    assert.deepEqual(JSON.parse(r.out), { error, column, kind: 'input', code: '', params: {} });
    const plain = onText(text, []);
    assert.equal(plain.code, 2);
    assert.equal(plain.err, `error: ${error}\n`);
    assert.equal(plain.out, '');
  }
  const missing = run(['sessions', '--cstimer', '/nonexistent/export.txt', '--json']);
  assert.equal(missing.code, 2);
  assert.deepEqual(JSON.parse(missing.out), {
    error: "csTimer file '/nonexistent/export.txt' does not exist",
    column: 0,
    kind: 'input',
    code: '',
    params: {},
  });
  const noFile = run(['sessions', '--json']);
  assert.equal(noFile.code, 2);
  assert.match(JSON.parse(noFile.out).error, /sessions needs --cstimer FILE/);
});
