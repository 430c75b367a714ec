// The WASM module's mathematics (info, thistlethwaiteStages), the thistlethwaite method and route
// comparison: the same core as the CLI, so the CLI's answers are the reference where one exists,
// and every solution is applied and checked.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from './load.mjs';

const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

function cli(args) {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build the native CLI first`);
  const r = spawnSync(cliPath, [...args, '--json'], { encoding: 'utf8' });
  return JSON.parse(r.stdout);
}

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

test("info gives the published orders and the CLI's cycles", () => {
  const orders = { "R U2 D' B D'": 1260, 'R U': 105, R: 4, "R U R' U'": 6 };
  for (const [alg, order] of Object.entries(orders)) {
    const info = cubelab.info(alg);
    assert.equal(info.order, order, alg);
    assert.deepEqual(info, cli(['info', '--scramble', alg]), alg);
  }
  assert.equal(cubelab.info('R').corners, '(URF BRU DRB FRD)');
});

test('cycle notation reads back to the same cube', () => {
  const info = cubelab.info('python');
  const back = cubelab.info(`${info.corners} ${info.edges}`, { cycles: true });
  assert.equal(back.corners, info.corners);
  assert.equal(back.edges, info.edges);
  const bad = cubelab.info('(URF UFR)', { cycles: true });
  assert.equal(bad.column, 6);
});

test('an impossible cube names the conditions it fails', () => {
  // Two stickers of the UF edge swapped: one flipped edge.
  const flipped = SOLVED.slice(0, 7) + 'F' + SOLVED.slice(8, 19) + 'U' + SOLVED.slice(20);
  const info = cubelab.info(flipped);
  assert.equal(info.solvable, false);
  assert.deepEqual(info.failed, ['flip']);
  assert.equal(info.edges, '(UF)+');
});

test('bounds: the Thistlethwaite stages and two-phase length of a short scramble', () => {
  const info = cubelab.info("R U2 D' B D'", { bounds: true });
  assert.equal(info.twophase, 5);
  assert.equal(info.twophaseOptimal, true);
  assert.equal(info.thistlethwaite.length, 4);
});

test('thistlethwaite solves with four named stages within their bounds', () => {
  const stages = cubelab.thistlethwaiteStages();
  assert.deepEqual(
    stages.map((s) => [s.phase, s.cosets, s.maxMoves]),
    [
      ['g1', 2048, 7],
      ['g2', 1082565, 10],
      ['g3', 29400, 13],
      ['solved', 663552, 15],
    ],
  );
  for (const scramble of [
    "R U R' U' F2 D B' L",
    "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
    "x y R U2 D' B D' M",
  ]) {
    const s = cubelab.solve('thistlethwaite', scramble);
    assert.deepEqual(
      s.phases.map((p) => p.name),
      ['g1', 'g2', 'g3', 'solved'],
    );
    s.phases.forEach((p, k) => assert.ok(p.length <= stages[k].maxMoves, `${scramble} ${p.name}`));
    const start = cubelab.playback(scramble).facelets;
    const end = cubelab.apply(s.solution, start).facelets;
    for (let face = 0; face < 6; face++)
      assert.equal(
        new Set(end.slice(face * 9, face * 9 + 9)).size,
        1,
        `${scramble}: face ${face} one colour`,
      );
  }
});

test('route compare gives the three ways and the route plays from A to B', () => {
  const r = cubelab.route('displaced motif', 'six spots', { compare: true, refine: true });
  assert.ok(r.length <= 20);
  assert.equal(r.length, Math.min(r.direct, r.inverse));
  assert.ok(r.naive > r.length);
  const from = cubelab.apply("L2 B2 D' B2 D L2 U R2 D R2 B U R' F2 R U' B' U'").facelets;
  assert.equal(cubelab.apply(r.solution, from).facelets, cubelab.apply("U D' R L' F B' U D'").facelets);
});

test('metric qtm: twophase and routes search in quarter turns, checked by applying them', () => {
  const scramble = "R U R' U' F2 D L2 B' R U2";
  const s = cubelab.solve('twophase', scramble, { metric: 'qtm' });
  assert.ok(!s.error, s.error);
  assert.ok(s.qtm <= 28, `${s.qtm}`);
  assert.equal(s.qtm, cubelab.moves(s.solution).qtm);
  assert.equal(cubelab.apply(s.solution, cubelab.apply(scramble).facelets).facelets, SOLVED);
  // Half turns cost two: R2 U2 has no answer of 3 quarter turns.
  const none = cubelab.solve('twophase', 'R2 U2', { metric: 'qtm', maxLength: 3 });
  assert.equal(none.kind, 'input');
  const r = cubelab.route('checkerboard', 'cube in the cube', { metric: 'qtm', refine: true });
  assert.ok(!r.error, r.error);
  assert.equal(r.metric, 'qtm');
  assert.equal(r.length, r.qtm);
  assert.ok(r.length <= 28 && !r.relaxed);
  const from = cubelab.cubeFromText('checkerboard').facelets;
  assert.equal(cubelab.apply(r.solution, from).facelets, cubelab.cubeFromText('cube in the cube').facelets);
  for (const bad of ['stm', 3]) assert.equal(cubelab.solve('twophase', 'R U', { metric: bad }).kind, 'input');
  assert.match(cubelab.solve('cfop', 'R U', { metric: 'qtm' }).error, /qtm/);
});

test('route answers ready to play, like solve: one phase "route" from A whose last state is B', () => {
  const r = cubelab.route("R U R' U'", 'checkerboard');
  assert.ok(!r.error, r.error);
  const from = cubelab.apply("R U R' U'").facelets;
  assert.equal(r.start, from);
  assert.equal(r.phases.length, 1);
  const [phase] = r.phases;
  assert.equal(phase.name, 'route');
  assert.equal(phase.label, 'Route');
  assert.ok(phase.goal.length > 0);
  assert.equal(phase.moves.join(' '), r.solution);
  assert.equal(phase.states.length, phase.moves.length);
  assert.equal(phase.shown.length, phase.moves.length + 1);
  const end = cubelab.apply(r.solution, from).facelets;
  assert.equal(phase.states.at(-1), end);
  assert.equal(end, cubelab.cubeFromText('checkerboard').facelets);
});
