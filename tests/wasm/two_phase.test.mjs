// The WASM module's two-phase family: solve('twophase'), scramble, patterns, route and the table
// bytes. Every solution is applied with the module's own `apply` and checked; scrambles must equal
// the native CLI's for the same seed. CI=true runs 200 random states, otherwise 500 (the
// benchmark runs 1000).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadCubeLab } from './load.mjs';
import { slow } from '../tier.mjs';

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
const STATES = process.env.CI === 'true' ? 200 : 500;
const cliPath =
  process.env.CUBELAB_CLI ?? fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

// CUBELAB_WASM_DIR tests another build of the module (default: the one load.mjs loads).
async function load() {
  const dir = process.env.CUBELAB_WASM_DIR;
  if (!dir) return loadCubeLab();
  const { default: create } = await import(pathToFileURL(path.resolve(dir, 'cubelab.mjs')).href);
  return create({ wasmBinary: readFileSync(path.resolve(dir, 'cubelab.wasm')) });
}

let cubelab;
const fractions = [];
before(async () => {
  cubelab = await load();
  cubelab.setProgress((table, fraction) => fractions.push([table, fraction]));
});

function expectSolves(input, result, maxLength = 20) {
  assert.equal(result.error, undefined, `${input}: ${result.error}`);
  assert.ok(result.length <= maxLength, `${input}: ${result.length} moves`);
  const start = input.length === 54 ? input : cubelab.apply(input).facelets;
  assert.equal(cubelab.apply(result.solution, start).facelets, SOLVED, `${input}: ${result.solution}`);
}

test('table build reports progress up to 1', () => {
  const build = cubelab.buildTwoPhaseTables();
  assert.ok(build.ms >= 0);
  assert.ok(fractions.length >= 2);
  assert.equal(fractions.at(-1)[1], 1);
  assert.equal(fractions[0][0], 'two-phase');
});

test(`${STATES} random states solved in at most 20 moves`, () => {
  for (let i = 0; i < STATES; i += 1) {
    const f = cubelab.randomStateFacelets(2024, i);
    const r = cubelab.solve('twophase', f, { maxLength: 20 });
    expectSolves(f, r);
    assert.equal(r.method, 'twophase');
    assert.deepEqual(
      r.phases.map((p) => p.name),
      ['phase 1', 'phase 2'],
    );
  }
});

test('short scrambles get solutions no longer than the scramble', () => {
  for (const s of ['R', "U2 F'", "R U R'", "F B' L2 D", "D' L F2 U R'"]) {
    const r = cubelab.solve('twophase', s);
    expectSolves(s, r, s.split(' ').length);
  }
});

test('scrambles: reproducible, reaching their state, and the same as the native CLI', () => {
  const a = cubelab.scramble(31, 5);
  const b = cubelab.scramble(31, 5);
  assert.deepEqual(a, b);
  for (const s of a.scrambles) {
    assert.equal(cubelab.apply(s.scramble).facelets, s.facelets);
    assert.ok(s.length >= 2 && s.length <= 20);
  }
  if (existsSync(cliPath)) {
    const cli = spawnSync(cliPath, ['scramble', '--seed', '31', '--count', '5', '--json'], {
      encoding: 'utf8',
    });
    assert.deepEqual(JSON.parse(cli.stdout), a);
  }
});

test('patterns: at least 10, each solved; routes lead from A to B', () => {
  const list = cubelab.patterns();
  assert.ok(list.length >= 10);
  // A node budget, not the default time budget: the superflip's first answer can take seconds of
  // wall time on a loaded machine, and the test is of the answer, not of the clock.
  for (const p of list)
    expectSolves(p.facelets, cubelab.solve('twophase', p.facelets, { maxNodes: 200_000_000 }));
  for (const [from, to] of [
    ['displaced motif', 'cube in the cube'],
    ['superflip', 'checkerboard'],
    ["R U R' U'", 'six spots'],
  ]) {
    const r = cubelab.route(from, to, { refine: true });
    assert.equal(r.error, undefined, r.error);
    const start = list.find((p) => p.name === from)?.facelets ?? cubelab.apply(from).facelets;
    const goal = list.find((p) => p.name === to).facelets;
    assert.equal(cubelab.apply(r.solution, start).facelets, goal);
  }
});

test('a route carries X = B^-1 A, which the route solves', () => {
  const four = cubelab.patterns().find((p) => p.name === 'four spots');
  const r = cubelab.route("R U F' L2 D", 'four spots');
  assert.equal(r.error, undefined, r.error);
  // B's moves undone, then A's: the cube whose solutions are the routes.
  const x = cubelab.apply(`${cubelab.invert(four.moves).moves} R U F' L2 D`).facelets;
  assert.equal(r.intermediate, x);
  assert.equal(cubelab.apply(r.solution, x).facelets, SOLVED);
  assert.equal(cubelab.apply(r.solution, r.start).facelets, four.facelets);
});

test("a solve's phases carry their QTM and STM counts, and the answer its STM", () => {
  // Counted here independently: face turns and rotations only in a CFOP answer (no slices), so a
  // half turn is 2 quarter turns, any turn 1 slice turn, a rotation nothing.
  const turns = (moves) => moves.filter((m) => !/^[xyz]/.test(m));
  const quarters = (moves) => turns(moves).reduce((n, m) => n + (m.endsWith('2') ? 2 : 1), 0);
  const r = cubelab.solve('cfop', "R U F' L2 D B2 R' U2 F");
  assert.equal(r.error, undefined, r.error);
  assert.ok(r.phases.some((p) => p.qtm !== p.length));
  for (const p of r.phases) {
    assert.equal(p.qtm, quarters(p.moves), p.name);
    assert.equal(p.stm, turns(p.moves).length, p.name);
  }
  assert.equal(r.stm, turns(r.solution.split(' ').filter(Boolean)).length);
  assert.equal(r.qtm, quarters(r.solution.split(' ').filter(Boolean)));
});

test('superflip takes exactly 20 moves with improve', slow, () => {
  const superflip = cubelab.patterns().find((p) => p.name === 'superflip').facelets;
  const r = cubelab.solve('twophase', superflip, { improve: true, maxNodes: 40_000_000 });
  expectSolves(superflip, r);
  assert.equal(r.length, 20);
});

test('table bytes: saved, loaded into a fresh module, corrupted ones rejected', async () => {
  const bytes = cubelab.saveTwoPhaseTables();
  assert.ok(bytes instanceof Uint8Array && bytes.length > 1_000_000);
  const fresh = await load();
  assert.deepEqual(fresh.loadTwoPhaseTables(bytes), { loaded: true });
  expectSolves("R U F' D2 B L'", fresh.solve('twophase', "R U F' D2 B L'"));
  const bad = bytes.slice();
  bad[bad.length >> 1] ^= 1;
  assert.match(fresh.loadTwoPhaseTables(bad).error, /checksum/);
  assert.match(
    fresh.loadTwoPhaseTables(bytes.slice(0, 100)).error,
    /^the buffer is truncated: 100 of [\d,]+ bytes$/,
  );
  assert.match(fresh.loadTwoPhaseTables('nope').error, /Uint8Array/);
});

test('bad inputs are errors, never throws', () => {
  assert.ok(cubelab.solve('twophase', SOLVED.slice(0, 53) + 'U').error);
  const unparsable = cubelab.solve('twophase', 'R U Q');
  assert.ok(unparsable.error);
  assert.ok(unparsable.column > 0);
  assert.match(cubelab.solve('twophase', 'R U', { maxLength: 1 }).error, /no solution of at most 1 moves/);
  assert.ok(cubelab.route('superflip', 'no such thing Q').error);
  assert.ok(cubelab.scramble('x').error);
  assert.ok(cubelab.scramble(1, 0).error);
});
