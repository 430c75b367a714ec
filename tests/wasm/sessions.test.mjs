// The sessions bindings (docs/design.md): a csTimer export imported with its figures (worked by hand
// in tests/cli/sessions.test.mjs and tests/native/sessions_test.cpp), exported back in csTimer's
// format and as CSV, figures recomputed after an edit, the same figures as the CLI, and bad input
// as an {error} object, never a throw.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from './load.mjs';

const fixturePath = fileURLToPath(new URL('../data/cstimer-export.json', import.meta.url));
const fixture = readFileSync(fixturePath, 'utf8');
const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

// A session without its figures: what is kept and written back.
const kept = ({ name, options, list }) => ({
  name,
  options,
  list: list.map(({ result, ...solve }) => solve),
});

test('import: names as csTimer shows them, solves as written, figures worked by hand', () => {
  const { sessions } = cubelab.sessionsImport(fixture);
  assert.deepEqual(
    sessions.map((s) => s.name),
    ['3x3 & OH <main>', '2', '3'],
  );
  const [main, empty, third] = sessions;
  // 16, 10+2, 11, 10, 14, 9, DNF, DNF: best 9, worst 16 (the slowest time that is not DNF), mean 12,
  // ao5 now DNF (two DNFs), best 11 (12 11 10 14 9: trim 9 and 14).
  assert.equal(main.best, 9000);
  assert.equal(main.worst, 16000);
  assert.equal(main.mean, 12000);
  assert.deepEqual(main.ao5, { current: 'DNF', best: 11000 });
  assert.deepEqual(main.ao50, { current: null, best: null });
  assert.deepEqual(main.list[1], {
    ms: 10000,
    penalty: '+2',
    result: 12000,
    splits: [],
    scramble: 'F2 B2',
    comment: 'plus two, timed 10.000',
    date: 1700000100,
    reconstruction: null,
  });
  assert.deepEqual(main.list[5].reconstruction, { moves: "U'@0 R'@350 /*solved*/", puzzle: '333' });
  assert.deepEqual(main.list[4].splits, [9500, 4000]);
  assert.equal(main.list[7].result, 'DNF');
  assert.equal(empty.solves, 0);
  assert.equal(empty.best, null);
  assert.equal(third.options, '{"scrType":"333oh"}');
});

test('the same figures as `cubelab sessions --json`', () => {
  const cli = spawnSync(cliPath, ['sessions', '--cstimer', fixturePath, '--json'], { encoding: 'utf8' });
  assert.equal(cli.status, 0, cli.stderr);
  const summary = ({ name, solves, dnf, best, mean, ao5, ao12, ao100 }) => ({
    name,
    solves,
    dnf,
    best,
    mean,
    ao5,
    ao12,
    ao100,
  });
  assert.deepEqual(cubelab.sessionsImport(fixture).sessions.map(summary), JSON.parse(cli.stdout).sessions);
});

test('export to csTimer then import gives the same sessions', () => {
  const first = cubelab.sessionsImport(fixture);
  const exported = cubelab.sessionsExport(first, 'cstimer');
  assert.equal(exported.format, 'cstimer');
  const file = JSON.parse(exported.text);
  assert.equal(file.properties.sessionN, 3);
  const data = JSON.parse(file.properties.sessionData);
  assert.equal(data['1'].name, '3x3 &amp; OH &lt;main&gt;'); // escaped again, as csTimer keeps it
  assert.equal(data['2'].name, 2); // a number, as for a session never renamed
  const again = cubelab.sessionsImport(exported.text);
  assert.deepEqual(again, first);
  assert.deepEqual(again.sessions.map(kept), first.sessions.map(kept));
});

test('CSV: a header, then one line per solve with its penalty and result', () => {
  const { text } = cubelab.sessionsExport(cubelab.sessionsImport(fixture), 'csv');
  const lines = text.split('\r\n');
  assert.equal(lines[0], 'session,no,time_ms,penalty,result_ms,scramble,comment,date');
  assert.equal(lines.length, 1 + 8 + 12 + 1); // header, 8 + 0 + 12 solves, and the last line's end
  assert.equal(
    lines[2],
    '3x3 & OH <main>,2,10000,+2,12000,F2 B2,"plus two, timed 10.000",2023-11-14T22:15:00Z',
  );
  assert.equal(lines[8], '3x3 & OH <main>,8,8000,DNF,DNF,F\' L,"DNF, timed 8.000",2023-11-14T22:25:00Z');
});

test('figures follow an edit: the DNF of session 3 made a 7.000', () => {
  const input = cubelab.sessionsImport(fixture);
  input.sessions[2].list[11].penalty = 'none';
  const { sessions } = cubelab.sessionsFigures({ sessions: input.sessions.map(kept) });
  // 9..19 and 7: ao12 trims 7 and 19, the mean of 9..18 is 13.5; mean of all twelve: 161 / 12 = 13.41667.
  assert.deepEqual(sessions[2].ao12, { current: 13500, best: 13500 });
  assert.equal(sessions[2].mean, 13417);
  assert.equal(sessions[2].best, 7000);
  assert.equal(sessions[2].dnf, 0);
});

test('bad input is an error object', () => {
  assert.deepEqual(cubelab.sessionsImport('{"session1": [[[0, 1000], "R", "", 1'), {
    error:
      "the csTimer file is not valid JSON at column 36: syntax error while parsing array - unexpected end of input; expected ']'",
    column: 36,
    kind: 'input',
    code: '',
    params: {},
  });
  assert.equal(cubelab.sessionsImport(42).error, 'the csTimer file must be a string (its text)');
  const good = cubelab.sessionsImport(fixture);
  assert.equal(cubelab.sessionsExport(good, 'xls').error, 'format must be "cstimer" or "csv"');
  assert.equal(cubelab.sessionsExport(null, 'csv').error, 'sessions must be an object {sessions: [...]}');
  assert.equal(
    cubelab.sessionsFigures({ sessions: [{ name: 'a', list: [{ ms: 1000, penalty: '+3' }] }] }).error,
    'sessions, session 1, solve 1: "penalty" is not "none", "+2" or "DNF"',
  );
  assert.equal(
    cubelab.sessionsFigures({ sessions: [{ name: 'a', list: [{ ms: -5 }] }] }).error,
    'sessions, session 1, solve 1: "ms" is not a whole number of milliseconds',
  );
});
