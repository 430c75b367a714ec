// The native CLI's contract (docs/cli.md): output, JSON shapes, exit code 2 on input errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

function run(args, input = '') {
  const r = spawnSync(cli, args, { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

test('apply prints the facelet string after the scramble', () => {
  const r = run(['apply', '--scramble', 'R']);
  assert.equal(r.code, 0);
  assert.equal(r.out.trim(), 'UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB');
});

test('apply from a start state composes with the scramble', () => {
  const first = run(['apply', '--scramble', 'R U']).out.trim();
  const r = run(['apply', '--facelets', first, '--scramble', "U' R'", '--json']);
  assert.equal(r.code, 0);
  assert.deepEqual(JSON.parse(r.out), { facelets: SOLVED });
});

test('a malformed scramble is a JSON error with its column, code, parameters and exit code 2', () => {
  const r = run(['apply', '--scramble', 'R U Q', '--json']);
  assert.equal(r.code, 2);
  assert.deepEqual(JSON.parse(r.out), {
    error: "unexpected 'Q' at column 5",
    column: 5,
    kind: 'input',
    code: 'notation.unexpected',
    params: { token: 'Q' },
  });
  // A validation error with two parameters; an error of no coded reader has code "" and params {}.
  const counted = run([
    'validate',
    '--facelets',
    'U'.repeat(10) + 'R'.repeat(8) + SOLVED.slice(18),
    '--json',
  ]);
  assert.equal(counted.code, 2);
  const error = JSON.parse(counted.out);
  assert.equal(error.code, 'facelets.colour_count');
  assert.deepEqual(error.params, { colour: 'U', count: '10' });
  const unknown = JSON.parse(run(['solve', '--method', 'petrus', '--scramble', 'R', '--json']).out);
  assert.deepEqual([unknown.code, unknown.params], ['', {}]);
});

test('validate says ok or names the problem', () => {
  assert.equal(run(['validate', '--facelets', SOLVED]).out.trim(), 'ok');
  const flipped = SOLVED.slice(0, 5) + 'R' + SOLVED.slice(6, 10) + 'U' + SOLVED.slice(11);
  const r = run(['validate', '--facelets', flipped, '--json']);
  assert.equal(r.code, 2);
  assert.match(JSON.parse(r.out).error, /flipped edge/);
  assert.equal(JSON.parse(r.out).kind, 'impossible');
});

test('moves simplifies and counts in three metrics', () => {
  const r = run(['moves', '--scramble', 'R L R M2 x', '--json']);
  assert.equal(r.code, 0);
  assert.deepEqual(JSON.parse(r.out), { moves: 'R2 L M2 x', htm: 4, qtm: 7, stm: 3 });
});

test('an unknown command or method is an input error, never a crash', () => {
  assert.equal(run(['frobnicate', '--json']).code, 2);
  const r = run(['solve', '--method', 'no-such-method', '--scramble', 'R', '--json']);
  assert.equal(r.code, 2);
  assert.match(JSON.parse(r.out).error, /unknown method 'no-such-method'/);
});

test('two-phase answers do not depend on --threads; a bad count is an input error', () => {
  const scramble = "R U2 F' L D B2 R' U F2 D' L2 B U' R2 F D2 L' B' U D";
  const answers = ['1', '2'].map((threads) => {
    const r = run(['solve', '--method', 'twophase', '--scramble', scramble, '--threads', threads, '--json']);
    assert.equal(r.code, 0, r.err);
    const out = JSON.parse(r.out);
    assert.ok(out.length <= 20);
    const check = run(['apply', '--scramble', `${scramble} ${out.solution}`]);
    assert.equal(check.out.trim(), SOLVED);
    return out.solution;
  });
  assert.equal(answers[1], answers[0]);
  const bad = run(['solve', '--method', 'twophase', '--scramble', 'R', '--threads', '0', '--json']);
  assert.equal(bad.code, 2);
  assert.match(JSON.parse(bad.out).error, /--threads must be between 1 and 64, got 0/);
});

test('a bad number option names the option', () => {
  const r = run(['solve', '--method', 'twophase', '--scramble', 'R', '--max-length', 'abc', '--json']);
  assert.equal(r.code, 2);
  assert.match(JSON.parse(r.out).error, /--max-length needs a whole number/);
});

// Max Park's 3.13 world record as reconstructed (tests/data/reconstructions.tsv has the source).
const PARK_SCRAMBLE = "D U F2' L2 U' B2 F2 D L2 U R' F' D R' F' U L D' F' D R2";
const PARK_SOLUTION = `x2 // inspection
R' D D R' D L' U L D R' U' R D // xxcross
L U' L' // 3rd pair
U' R U R' d R' U' R // 4th pair
r' U' R U' R' U U r // OLL(CP)
U // AUF`;

test('analyse splits a reconstruction into its steps in the JSON shape of the map', () => {
  const r = run([
    'analyse',
    '--scramble',
    PARK_SCRAMBLE,
    '--solution',
    PARK_SOLUTION,
    '--time',
    '3.13',
    '--json',
  ]);
  assert.equal(r.code, 0, r.out + r.err);
  const a = JSON.parse(r.out);
  assert.equal(a.method, 'CFOP');
  assert.equal(a.valid, true);
  assert.deepEqual(
    a.steps.map((s) => s.name),
    ['xxcross', 'f2l-3', 'f2l-4', 'oll', 'pll', 'auf'],
  );
  assert.equal(a.steps[4].case, 'skip');
  assert.deepEqual(a.steps[1].labels, ['3rd pair']);
  assert.equal(
    a.total.htm,
    a.steps.reduce((n, s) => n + s.htm, 0),
  );
  for (const s of a.steps) {
    for (const key of ['name', 'moves', 'htm', 'stm', 'qtm', 'case', 'slot', 'start', 'best', 'ms']) {
      assert.ok(key in s, `${s.name} has ${key}`);
    }
    if (s.best)
      assert.ok(
        s.best.htm <= s.htm && s.best.qtm >= s.best.htm && s.best.stm <= s.best.htm,
        JSON.stringify(s.best),
      );
  }
  assert.ok(Math.abs(a.tps - a.total.stm / 3.13) < 1e-9);
  assert.match(a.text, /\/\/ xxcross/);
});

test('analyse reports a solution that does not solve, and names the column of a typo', () => {
  const unsolved = JSON.parse(run(['analyse', '--scramble', 'R U', '--solution', 'U', '--json']).out);
  assert.equal(unsolved.valid, false);
  assert.equal(unsolved.facelets, JSON.parse(run(['apply', '--scramble', 'R U U', '--json']).out).facelets);
  const typo = run(['analyse', '--scramble', 'R U', '--solution', "U' Q", '--json']);
  assert.equal(typo.code, 2);
  const e = JSON.parse(typo.out);
  assert.equal(e.column, 4);
  assert.match(e.error, /^solution: /);
});

test('--metric qtm: solve and route search in quarter turns; answers applied and counted', () => {
  const superflip = JSON.parse(
    run([
      'solve',
      '--method',
      'twophase',
      '--scramble',
      'superflip',
      '--metric',
      'qtm',
      '--max-length',
      '26',
      '--json',
    ]).out,
  );
  assert.ok(superflip.qtm <= 26, superflip.solution);
  const counted = JSON.parse(run(['moves', '--scramble', superflip.solution, '--json']).out);
  assert.equal(counted.qtm, superflip.qtm);
  const start = run(['apply', '--scramble', 'superflip']).out.trim();
  assert.equal(run(['apply', '--facelets', start, '--scramble', superflip.solution]).out.trim(), SOLVED);
  const r = JSON.parse(
    run(['route', '--from', 'six spots', '--to', 'four spots', '--metric', 'qtm', '--json']).out,
  );
  assert.equal(r.metric, 'qtm');
  assert.equal(r.length, r.qtm);
  const from = run(['apply', '--scramble', 'six spots']).out.trim();
  const to = run(['apply', '--scramble', 'four spots']).out.trim();
  assert.equal(run(['apply', '--facelets', from, '--scramble', r.solution]).out.trim(), to);
  const bad = run(['solve', '--method', 'twophase', '--scramble', 'R', '--metric', 'stm', '--json']);
  assert.equal(bad.code, 2);
  assert.match(JSON.parse(bad.out).error, /--metric must be htm or qtm/);
});
