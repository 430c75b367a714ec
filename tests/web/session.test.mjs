// The page's session model under Node, against the WASM module itself (the transport is the
// worker's calls over the module, tests/web/worker_calls.mjs): the cube from text, turns, undo and redo, one call per solve, playback
// positions and greying, and a failing call that does not stop the next. Expected states are
// the core's, from calls the session does not make for it.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCubeLab } from '../wasm/load.mjs';
import { createApi } from '../../web/kit/worker_client/api.js';
import { Session, SOLVED } from '../../web/kit/session.js';
import { callsTransport } from './worker_calls.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

const SCRAMBLE = "R U R' U' F2 D' L B2 U F' R2 D B' L2 U'";
const isSolved = (f) => [...Array(6).keys()].every((k) => new Set(f.slice(k * 9, k * 9 + 9)).size === 1);

// A session over the module, recording every call it makes.
function session() {
  const calls = [];
  const api = createApi(callsTransport(core, (fn) => calls.push(fn)));
  return { s: new Session(api), calls };
}

test('the cube comes from text as the core reads it; a mistake changes nothing', async () => {
  const { s } = session();
  const events = [];
  s.on('cube', (e) => events.push(e));
  const r = await s.setFromText(SCRAMBLE);
  assert.equal(r.kind, 'moves');
  assert.equal(s.cube, core.apply(SCRAMBLE, '').facelets);
  assert.deepEqual(s.origin, { text: SCRAMBLE, facelets: s.cube });
  const facelets = core.apply("F R U' L2", '').facelets;
  assert.equal((await s.setFromText(facelets)).kind, 'facelets');
  assert.equal(s.cube, facelets);
  const bad = await s.setFromText('R U Q2 F');
  assert.equal(bad.kind, 'input');
  assert.equal(bad.column, 5);
  assert.equal(s.cube, facelets, 'a mistake leaves the cube');
  assert.equal(events.length, 2);
  assert.equal(s.history.length, 2);
});

test('turns, undo and redo walk the core states', async () => {
  const { s } = session();
  const moves = [];
  s.on('cube', (e) => moves.push([e.move, Boolean(e.inverse)]));
  for (const m of ['R', "U'", 'F2']) await s.turn(m);
  assert.equal(s.cube, core.apply("R U' F2", '').facelets);
  await s.undo();
  await s.undo();
  assert.equal(s.cube, core.apply('R', '').facelets);
  await s.redo();
  assert.equal(s.cube, core.apply("R U'", '').facelets);
  assert.deepEqual(moves.slice(3), [
    ['F2', true],
    ["U'", true],
    ["U'", false],
  ]);
  await s.turn('B');
  assert.equal(s.future.length, 0, 'a new turn drops what could be redone');
  await s.setCube(SOLVED, 'reset');
  await s.undo();
  assert.equal(s.cube, core.apply("R U' B", '').facelets);
});

test('a solve is one call; playback steps through its states to a solved cube', async () => {
  const { s, calls } = session();
  await s.setFromText(SCRAMBLE);
  calls.length = 0;
  const answer = await s.solve('cfop', { colour: 'white' });
  assert.deepEqual(calls, ['solve']);
  assert.equal(answer.start, core.apply(SCRAMBLE, '').facelets);
  const end = core.apply(answer.solution, answer.start).facelets;
  assert.ok(isSolved(end));
  const total = s.solution.moves.length;
  assert.ok(total > 20);
  await s.step(1);
  await s.step(1);
  await s.step(-1);
  assert.equal(s.cube, core.apply(s.solution.moves[0], answer.start).facelets);
  await s.seek(Infinity);
  assert.equal(s.solution.position, total);
  assert.equal(s.cube, end);
  await s.step(1);
  assert.equal(s.solution.position, total, 'no step past the end');
  assert.equal(s.cube, end);
  // The phase playing and its greying: the core's mask of that state.
  await s.seek(s.solution.firsts[1]);
  assert.equal(s.phaseAt(s.solution.position), 1);
  const grey = s.greying();
  assert.deepEqual(
    grey,
    [...answer.phases[1].shown[0]].map((c) => c === '0'),
  );
  assert.ok(grey.some(Boolean), 'F2L greys the last layer');
  await s.seek(0);
  await s.play();
  assert.equal(s.cube, end);
  assert.ok(s.idle());
  assert.equal(calls.length, 1, 'playback makes no call');
});

test('a turn during playback leaves the solution; undo then walks the history', async () => {
  const { s } = session();
  const solutions = [];
  s.on('solution', (e) => solutions.push(e.solution));
  await s.setFromText("R U R'");
  await s.solve('twophase');
  await s.step(1);
  const played = s.cube;
  assert.equal(played, core.apply(s.solution.moves[0], core.apply("R U R'", '').facelets).facelets);
  await s.turn('U');
  assert.equal(s.solution, null);
  assert.equal(solutions.at(-1), null);
  await s.undo();
  assert.equal(s.cube, played, 'undo takes back the turn');
  await s.undo();
  assert.equal(s.cube, SOLVED, 'then the scramble');
});

test('a failing call is reported and the next task still runs', async () => {
  const errors = [];
  const api = createApi(
    callsTransport(core, (fn, args) => {
      if (fn === 'apply' && args[0] === 'R') throw new Error('the worker went away');
    }),
  );
  const s = new Session(api);
  s.on('error', (e) => errors.push(e.error));
  const r = await s.turn('R');
  assert.equal(r.kind, 'internal');
  assert.match(r.error, /went away/);
  assert.equal(s.cube, SOLVED);
  await s.turn('U');
  assert.equal(s.cube, core.apply('U', '').facelets);
  // A listener that throws (a drawing bug) is reported; the tasks after it still run.
  let broken = true;
  s.on('cube', () => {
    if (broken) throw new Error('the view broke');
  });
  await s.turn('F');
  assert.deepEqual(errors, ['the view broke']);
  broken = false;
  await s.turn('F');
  assert.equal(s.cube, core.apply('U F2', '').facelets);
  assert.ok(s.idle());
});

test('solveWith: a search the caller runs is asked for the cube on screen and its answer shown', async () => {
  const { s } = session();
  await s.setFromText(SCRAMBLE);
  const asked = [];
  // The caller's search (the optimal solver's, in the page) stands in as the core's two-phase.
  const r = await s.solveWith({ method: 'optimal', options: { budgetMs: 0 } }, async (cube) => {
    asked.push(cube);
    return core.solve('twophase', cube, {});
  });
  assert.deepEqual(asked, [core.apply(SCRAMBLE, '').facelets]);
  assert.equal(s.solution.answer, r);
  assert.deepEqual(s.solution.request, { method: 'optimal', options: { budgetMs: 0 } });
  assert.ok(isSolved(core.apply(s.solution.moves.join(' '), s.cube).facelets));
  // An error shows nothing and leaves the cube.
  const before = s.cube;
  const bad = await s.solveWith({ method: 'optimal', options: {} }, async () => ({
    error: 'stopped',
    kind: 'cancelled',
  }));
  assert.equal(bad.kind, 'cancelled');
  assert.equal(s.cube, before);
  assert.equal(s.solution.answer, r, 'the earlier answer stays');
});
