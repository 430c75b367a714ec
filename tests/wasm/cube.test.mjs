// The WASM module's cube, notation and solve bindings give the same answers as the native CLI
// (both run the same core), and never throw: errors come back as {error, column}.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from './load.mjs';
import { seededRandom } from '../seeded_random.mjs';

const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

function cli(args) {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build the native CLI first`);
  const r = spawnSync(cliPath, [...args, '--json'], { encoding: 'utf8' });
  return JSON.parse(r.stdout);
}

// Every kind of token the notation accepts: face, both wide spellings, slices, rotations.
const BASES = [
  'U',
  'D',
  'L',
  'R',
  'F',
  'B',
  'Uw',
  'Rw',
  'Fw',
  'Dw',
  'Lw',
  'Bw',
  'u',
  'r',
  'f',
  'd',
  'l',
  'b',
];
const BASES_MORE = [...BASES, 'M', 'E', 'S', 'x', 'y', 'z'];
const SUFFIXES = ['', "'", '2', "2'"];

function randomAlg(random, length) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length }, () => pick(BASES_MORE) + pick(SUFFIXES)).join(' ');
}

const random = seededRandom(20261123);
const ALGS = [
  "R U R' U'",
  'M2 E2 S2',
  "x y z x' y' z'",
  "r U R' U' r' F R F'",
  ...Array.from({ length: 20 }, (_, i) => randomAlg(random, 5 + i * 2)),
];

// True when every face of the facelet string shows one colour (the cube may be rotated).
function facesUniform(facelets) {
  for (let face = 0; face < 6; face += 1) {
    const stickers = facelets.slice(face * 9, face * 9 + 9);
    if ([...stickers].some((s) => s !== stickers[4])) return false;
  }
  return true;
}

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

test('apply gives the same facelets as the native CLI for random algorithms', () => {
  for (const alg of ALGS) {
    const expected = cli(['apply', '--scramble', alg]);
    assert.deepEqual(cubelab.apply(alg, ''), expected, alg);
  }
});

test('apply from a start state matches the CLI with --facelets', () => {
  const start = cubelab.apply(ALGS[10], '').facelets;
  for (const alg of ALGS.slice(0, 8)) {
    assert.deepEqual(cubelab.apply(alg, start), cli(['apply', '--facelets', start, '--scramble', alg]), alg);
  }
});

test('an algorithm followed by its inverse returns to the start', () => {
  for (const alg of ALGS) {
    const there = cubelab.apply(alg, '').facelets;
    const inverse = alg
      .split(' ')
      .reverse()
      .map((m) => (m.endsWith("'") ? m.slice(0, -1) : m.endsWith('2') ? m : `${m}'`))
      .join(' ');
    assert.equal(cubelab.apply(inverse, there).facelets, SOLVED, alg);
  }
});

test('apply without a start state (or with an empty one) starts from solved', () => {
  assert.deepEqual(cubelab.apply('R'), cubelab.apply('R', ''));
  assert.equal(cubelab.apply('', '').facelets, SOLVED);
});

test('a malformed algorithm is an error with the column of the bad token', () => {
  const result = cubelab.apply("R U Q R'", '');
  assert.equal(result.column, 5);
  assert.match(result.error, /Q/);
  assert.equal(result.facelets, undefined);
  assert.deepEqual(result, cli(['apply', '--scramble', "R U Q R'"]));
});

test('validate accepts reachable states and names problems like the CLI', () => {
  assert.deepEqual(cubelab.validate(SOLVED), { valid: true });
  assert.deepEqual(cubelab.validate(cubelab.apply(ALGS[7], '').facelets), { valid: true });
  const bad = [
    SOLVED.slice(0, 53), // too short
    `${SOLVED.slice(0, 53)}X`, // unknown letter, column 54
    `${SOLVED.slice(0, 9)}B${SOLVED.slice(10, 45)}R${SOLVED.slice(46)}`, // a corner that cannot exist
    `${SOLVED.slice(0, 7)}F${SOLVED.slice(8, 19)}U${SOLVED.slice(20)}`, // a flipped edge
    `${SOLVED.slice(0, 7)}R${SOLVED.slice(8, 10)}U${SOLVED.slice(11)}`, // two edges swapped: parity
  ];
  for (const facelets of bad) {
    const result = cubelab.validate(facelets);
    assert.equal(typeof result.error, 'string', facelets);
    assert.ok(result.error.length > 0);
    assert.deepEqual(result, cli(['validate', '--facelets', facelets]), facelets);
  }
  assert.equal(cubelab.validate(`${SOLVED.slice(0, 53)}X`).column, 54);
});

test('moves simplifies and counts HTM, QTM and STM as the CLI does', () => {
  // R R -> R2 (1 HTM, 2 QTM, 1 STM); U2 likewise; M equals R L' x': 2 HTM, 2 QTM, 1 STM.
  assert.deepEqual(cubelab.moves('R R U2 M'), { moves: 'R2 U2 M', htm: 4, qtm: 6, stm: 3 });
  assert.deepEqual(cubelab.moves("R R'"), { moves: '', htm: 0, qtm: 0, stm: 0 });
  for (const alg of ALGS) assert.deepEqual(cubelab.moves(alg), cli(['moves', '--scramble', alg]), alg);
  assert.equal(cubelab.moves('R (U').column > 0, true);
});

test('wrong argument types are errors, not exceptions', () => {
  assert.equal(typeof cubelab.apply(42, '').error, 'string');
  assert.equal(typeof cubelab.apply('R', 7).error, 'string');
  assert.equal(typeof cubelab.validate(null).error, 'string');
  assert.equal(typeof cubelab.moves(undefined).error, 'string');
  assert.equal(typeof cubelab.solve(1, 'R', {}).error, 'string');
  assert.equal(typeof cubelab.solve('x', 'R', 'options').error, 'string');
  assert.equal(typeof cubelab.solve('x', 'R', { maxLength: 'long' }).error, 'string');
  assert.equal(typeof cubelab.solve('x', 'R', { improve: 1 }).error, 'string');
});

test('methods() lists the same methods as the CLI, each with its label and phases', () => {
  const infos = cubelab.methods();
  assert.ok(Array.isArray(infos));
  const names = infos.map((m) => m.name);
  for (const m of infos) {
    assert.equal(typeof m.name, 'string');
    assert.ok(m.label.length > 0);
    assert.equal(typeof m.colour_choice, 'boolean');
    assert.equal(m.long_search, m.name === 'optimal', m.name);
    assert.ok(m.phases.length > 0 && m.phases.every((p) => p.name && p.label), m.name);
  }
  // The CLI names its methods when --method is missing: "solve needs --method (a, b, c)".
  const listed = /\((.*)\)/.exec(cli(['solve', '--scramble', 'R']).error)[1];
  assert.deepEqual(names, listed ? listed.split(', ') : []);
  // `cubelab methods --json` is the same answer with the phases as names only.
  const described = infos.map((m) => ({ ...m, phases: m.phases.map((p) => p.name) }));
  assert.deepEqual(described, cli(['methods']));
});

test('an unknown method is an error that lists the known ones', () => {
  const result = cubelab.solve('no-such-method', "R U R'", {});
  assert.match(result.error, /unknown method/);
  for (const { name } of cubelab.methods()) assert.match(result.error, new RegExp(name));
});

// Phase solvers (docs/cli.md) solve one phase, not the whole cube.
const PHASE_METHODS = new Set(['cross', 'xcross', 'f2l']);

// The CLI's answer for the same method and input, without the timing.
// On one thread, as the module searches: the CLI's default is every core, and a two-phase search
// on two threads counts the nodes the second thread visits before the first thread's short search
// answers, a number that depends on how the threads were scheduled.
function cliSolve(method, input) {
  const inputArgs = /^[URFDLB]{54}$/.test(input) ? ['--facelets', input] : ['--scramble', input];
  const { ms, ...rest } = cli(['solve', '--method', method, ...inputArgs, '--seed', '1', '--threads', '1']);
  return rest;
}

test('every method answers like the CLI, and whole-cube methods solve the cube', () => {
  const scramble = "R U2 F' L D B2";
  const start = cubelab.apply(scramble, '').facelets;
  const progress = [];
  cubelab.setProgress((table, fraction) => progress.push([table, fraction]));
  for (const { name: method, phases: declared, long_search } of cubelab.methods()) {
    // The optimal solver has its own suite (tests/wasm/optimal.test.mjs): its table is 139 MB and
    // half a minute of CPU to build in each module instance.
    if (long_search) continue;
    for (const input of [scramble, start]) {
      const result = cubelab.solve(method, input, { seed: 1 });
      assert.equal(result.error, undefined, `${method}: ${result.error}`);
      const { ms, phases, start: from, ...rest } = result;
      assert.ok(ms >= 0);
      assert.equal(from, start);
      // The CLI's shape, with each phase's moves as one text.
      const cliShape = phases.map((p) => ({
        name: p.name,
        moves: p.moves.join(' '),
        length: p.length,
        case: p.case,
      }));
      assert.deepEqual({ ...rest, phases: cliShape }, cliSolve(method, input), `${method} ${input}`);
      assert.ok(phases.length > 0);
      let at = start;
      for (const phase of phases) {
        assert.ok(
          declared.some((d) => d.name === phase.name),
          `${method}: undeclared ${phase.name}`,
        );
        assert.equal(phase.length, cubelab.moves(phase.moves.join(' ')).htm, `${method} ${phase.name}`);
        assert.ok(phase.case === null || typeof phase.case === 'string');
        // Each state is the previous one with that move applied; one greying per state.
        phase.moves.forEach((move, i) => {
          at = cubelab.apply(move, at).facelets;
          assert.equal(phase.states[i], at, `${method} ${phase.name} move ${i}`);
        });
        assert.equal(phase.shown.length, phase.moves.length + 1);
        for (const mask of phase.shown) assert.match(mask, /^[01]{54}$/);
        assert.match(phase.crossFace + phase.topFace, /^[URFDLB]{2}$/);
      }
      assert.equal(result.length, cubelab.moves(result.solution).htm);
      const end = cubelab.apply(result.solution, start);
      assert.deepEqual(cubelab.validate(end.facelets), { valid: true });
      if (!PHASE_METHODS.has(method))
        assert.ok(facesUniform(end.facelets), `${method} leaves ${end.facelets}`);
    }
  }
  cubelab.setProgress(null);
  for (const [table, fraction] of progress) {
    assert.equal(typeof table, 'string');
    assert.ok(fraction >= 0 && fraction <= 1, `${table} ${fraction}`);
  }
});

test('cubeFromText reads moves, facelet strings and patterns, and says why a cube cannot exist', () => {
  const sexy = cubelab.apply("R U R' U'", '').facelets;
  assert.deepEqual(cubelab.cubeFromText("R U R' U'"), { facelets: sexy, kind: 'moves', moves: "R U R' U'" });
  assert.deepEqual(cubelab.cubeFromText(sexy), { facelets: sexy, kind: 'facelets', moves: null });
  assert.equal(cubelab.cubeFromText('superflip').kind, 'pattern');
  // Corner URF turned in place: its U, R and F stickers (facelets 8, 9, 20) rotated.
  const twisted = [...cubelab.apply('', '').facelets];
  [twisted[8], twisted[9], twisted[20]] = ['F', 'U', 'R'];
  const impossible = cubelab.cubeFromText(twisted.join(''));
  assert.equal(impossible.kind, 'impossible');
  assert.match(impossible.error, /twist/);
  assert.deepEqual(cubelab.cubeFromText('R U Q'), {
    error: "unexpected 'Q' at column 5",
    column: 5,
    kind: 'input',
    code: 'notation.unexpected',
    params: { token: 'Q' },
  });
  assert.equal(cubelab.cubeFromText(7).kind, 'input');
});

test('invert undoes an algorithm', () => {
  const alg = "R U2 F' (L D)2 [R, U]";
  const undo = cubelab.invert(alg).moves;
  assert.equal(cubelab.apply(undo, cubelab.apply(alg, '').facelets).facelets, cubelab.apply('', '').facelets);
  assert.equal(cubelab.invert('R Q').column, 3);
});

test('playback greys by the focus it is given, and nothing without one', () => {
  const plain = cubelab.playback("R U R'", '');
  assert.ok(plain.shown.every((mask) => mask === '1'.repeat(54)));
  // A cross phase ending solved: the centres and the four D-layer edges, 14 stickers, are in play.
  const cross = cubelab.playback("R U R'", '', 'cross');
  assert.equal([...cross.shown.at(-1)].filter((c) => c === '1').length, 14);
});

test('benchApplyMoves runs the move loop and reports its speed', () => {
  const result = cubelab.benchApplyMoves(10000, 1);
  assert.equal(result.moves, 10000);
  assert.ok(result.ms >= 0);
  assert.equal(typeof result.movesPerSecond, 'number');
  assert.equal(typeof cubelab.benchApplyMoves(0, 1).error, 'string');
});

test('two module instances keep separate state', async () => {
  const other = await loadCubeLab();
  assert.deepEqual(other.apply('R', ''), cubelab.apply('R', ''));
  assert.notEqual(other, cubelab);
});
