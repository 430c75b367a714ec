// The WASM module's optimal solver: its table (built with progress, saved, loaded back, damaged
// bytes rejected) and solveOptimal with its depth reports and stop callback. Every solution is
// applied with the module's own `apply` and checked against the published optimum or the bound.
// CUBELAB_OPTIMAL_TABLE may name a table file (`cubelab tables --build optimal --out FILE`) to load
// instead of building (about a minute of one core here).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCubeLab } from './load.mjs';
import { checkTypes } from './dts_check.mjs';

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
let cubelab;
const fractions = [];

// Two-phase answers before the optimal table is there, to compare with those after.
const TWO_PHASE_INPUTS = [
  "D2 F' R2 U L2 B2 R' D' F2 U2 B' L D2 R F' U' B2 L' D R2 U",
  "F U' L2 B R' D2 F' L U2 R'",
];
let twoPhaseBefore = [];

before(async () => {
  cubelab = await loadCubeLab();
  twoPhaseBefore = TWO_PHASE_INPUTS.map((input) => cubelab.solve('twophase', input));
  cubelab.setProgress((table, fraction) => fractions.push([table, fraction]));
  const file = process.env.CUBELAB_OPTIMAL_TABLE;
  if (file) assert.deepEqual(cubelab.loadOptimalTable(new Uint8Array(readFileSync(file))), { loaded: true });
});

function expectSolves(input, result) {
  assert.equal(result.error, undefined, `${input}: ${result.error}`);
  assert.equal(
    cubelab.apply(result.solution, cubelab.apply(input).facelets).facelets,
    SOLVED,
    result.solution,
  );
}

test('the table is built with progress, or loaded', () => {
  assert.equal(cubelab.optimalTableReady(), Boolean(process.env.CUBELAB_OPTIMAL_TABLE));
  const built = cubelab.buildOptimalTable();
  assert.equal(built.error, undefined);
  assert.ok(built.bytes > 100e6, `${built.bytes} bytes`);
  assert.equal(cubelab.optimalTableReady(), true);
  if (!process.env.CUBELAB_OPTIMAL_TABLE)
    assert.deepEqual(fractions.filter(([t]) => t === 'optimal').at(-1), ['optimal', 1]);
});

test('two-phase reads the optimal table once it is there: the same answers, fewer nodes', () => {
  assert.equal(cubelab.optimalTableReady(), true);
  TWO_PHASE_INPUTS.forEach((input, i) => {
    const after = cubelab.solve('twophase', input);
    expectSolves(input, after);
    assert.equal(after.solution, twoPhaseBefore[i].solution, input);
    assert.ok(
      after.nodes < twoPhaseBefore[i].nodes,
      `${input}: ${after.nodes} nodes, ${twoPhaseBefore[i].nodes} before`,
    );
  });
});

test("a cube the first answer's short search proves: optimal, with nodes 0", () => {
  const r = cubelab.solveOptimal("R U2 F'");
  expectSolves("R U2 F'", r);
  assert.equal(r.optimal, true);
  assert.equal(r.nodes, 0);
});

const CHECKERBOARD = 'R2 L2 U2 D2 F2 B2';

test('checkerboard is 6, proven', () => {
  const r = cubelab.solveOptimal('checkerboard');
  expectSolves(CHECKERBOARD, r);
  assert.equal(r.length, 6);
  assert.equal(r.optimal, true);
  assert.equal(r.lower_bound, 6);
  assert.equal(r.method, 'optimal');
  // Ready to play, as solve's answers: the page animates it from this one answer.
  assert.equal(r.start, cubelab.apply(CHECKERBOARD).facelets);
  assert.equal(r.phases.length, 1);
  assert.equal(r.phases[0].states.length, 6);
  assert.equal(r.phases[0].states.at(-1), SOLVED);
});

test('a 13-move scramble: its optimum within 13, each completed depth reported below it', () => {
  const input = "R U F D2 L B' R2 U F' L2 D B U'";
  const depths = [];
  const r = cubelab.solveOptimal(input, { onDepth: (d, nodes) => depths.push([d, nodes]) });
  expectSolves(input, r);
  assert.equal(r.optimal, true);
  assert.ok(r.length <= 13);
  assert.ok(depths.length > 0);
  depths.forEach(([d], i) => assert.equal(d, depths[0][0] + i));
  assert.equal(depths.at(-1)[0], r.length - 1);
  // the generic solve dispatch gives the same answer shape
  const same = cubelab.solve('optimal', input);
  expectSolves(input, same);
  assert.equal(same.length, r.length);
  assert.equal(same.optimal, true);
});

test('stopped early: a solution and a bound no solution beats', () => {
  const input = "R U F D2 L B' R2 U F' L2 D B U' R F";
  let polls = 0;
  const told = [];
  const r = cubelab.solveOptimal(input, { shouldStop: (batches) => (told.push(batches), ++polls > 2) });
  expectSolves(input, r);
  assert.ok(polls > 2);
  // One thread: asked once per batch, and told the batches so far (the page's node heartbeat).
  assert.deepEqual(told, [1, 2, 3]);
  assert.equal(r.optimal, false);
  assert.ok(r.lower_bound <= 15, `${r.lower_bound}`); // the scramble solves it in 15
  assert.ok(r.lower_bound < r.length);
  const budgeted = cubelab.solveOptimal(input, { maxNodes: 1000 });
  expectSolves(input, budgeted);
  assert.ok(budgeted.lower_bound <= 15);
});

test('threads: the plain build has one, and a search asked for more runs on it', () => {
  assert.equal(cubelab.threadsAvailable(), 1);
  const input = "R U2 F' L D2 B R' U";
  const r = cubelab.solveOptimal(input, { threads: 4 });
  expectSolves(input, r);
  assert.equal(r.optimal, true);
  assert.equal(r.threads, 1);
});

// The rest of the module's answers are checked against the d.ts in dts.test.mjs.
test('the answers have the types wasm/cubelab.d.ts declares', () => {
  const answers = [
    ['buildOptimalTable()', "Answer<'buildOptimalTable'>", cubelab.buildOptimalTable()],
    [
      'solveOptimal(stopped)',
      "Answer<'solveOptimal'>",
      cubelab.solveOptimal("R U F D2 L B' R2 U F'", { maxNodes: 1000 }),
    ],
    ['solveOptimal(threads)', "Answer<'solveOptimal'>", cubelab.solveOptimal("R U2 F'", { threads: 2 })],
    ["solve('optimal')", "Answer<'solve'>", cubelab.solve('optimal', CHECKERBOARD)],
  ];
  assert.ok('threads' in answers[2][2] && 'lower_bound' in answers[1][2]);
  assert.deepEqual(checkTypes(answers.map(([call, type, value]) => ({ call, type, value }))), []);
});

test('bad options are errors, not throws', () => {
  assert.match(
    cubelab.solveOptimal('R U', { threads: 0 }).error,
    /threads must be a whole number between 1 and 1024/,
  );
  assert.match(cubelab.solveOptimal('R U', { threads: 'all' }).error, /threads/);
  assert.match(cubelab.solveOptimal('R U', { onDepth: 3 }).error, /onDepth must be a function/);
  assert.match(cubelab.solveOptimal('R U', { shouldStop: 'no' }).error, /shouldStop must be a function/);
  assert.match(cubelab.solveOptimal('R Q').error, /Q/);
  assert.match(cubelab.loadOptimalTable([1, 2, 3]).error, /Uint8Array/);
});

test('table bytes: saved, loaded back; damaged or truncated bytes rejected', () => {
  const bytes = cubelab.saveOptimalTable();
  assert.ok(bytes instanceof Uint8Array);
  const middle = bytes.length >> 1;
  bytes[middle] ^= 0x10;
  assert.match(cubelab.loadOptimalTable(bytes).error, /checksum/);
  bytes[middle] ^= 0x10;
  assert.equal(
    cubelab.loadOptimalTable(bytes.subarray(0, bytes.length - 1)).error,
    `the buffer is truncated: ${(bytes.length - 1).toLocaleString('en-US')} of ${bytes.length.toLocaleString('en-US')} bytes`,
  );
  assert.deepEqual(cubelab.loadOptimalTable(bytes), { loaded: true });
  const r = cubelab.solveOptimal(CHECKERBOARD);
  expectSolves(CHECKERBOARD, r);
  assert.equal(r.length, 6);
});
