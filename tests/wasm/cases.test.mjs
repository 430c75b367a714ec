// The WASM module's case library: cases(set?) gives the same objects as `cubelab cases --json`,
// each algorithm solves its case's state (checked with the module's own apply), stepDone sees the
// step done after each algorithm however the cube is held, and bad sets or argument types come
// back as {error, column} instead of exceptions.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from './load.mjs';

const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

function cliCases(set) {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build the native CLI first`);
  const args = ['cases', '--json', ...(set ? ['--set', set] : [])];
  const r = spawnSync(cliPath, args, { encoding: 'utf8' });
  return JSON.parse(r.stdout);
}

// Facelet helpers: which stickers belong to which face (URFDLB, 9 each).
const face = (facelets, f) => facelets.slice(f * 9, f * 9 + 9);
const FACES = 'URFDLB';
// The first two layers: D whole, and the lower two rows of R F L B.
function firstTwoLayersSolved(facelets) {
  if (face(facelets, 3) !== 'DDDDDDDDD') return false;
  return [1, 2, 4, 5].every((f) => face(facelets, f).slice(3) === FACES[f].repeat(6));
}

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

test('cases() lists F2L, OLL and PLL with the CLI fields', () => {
  const all = cubelab.cases();
  assert.equal(all.length, 41 + 57 + 21);
  for (const c of all) {
    assert.deepEqual(Object.keys(c).sort(), [
      'algorithms',
      'aufs',
      'facelets',
      'group',
      'name',
      'probability',
      'set',
    ]);
    assert.ok(c.algorithms.length >= 1);
    assert.equal(c.aufs.length, c.algorithms.length);
    assert.equal(c.facelets.length, 54);
    assert.ok(c.probability > 0 && c.probability < 0.1);
  }
  assert.equal(all.filter((c) => c.set === 'OLL').length, 57);
  assert.equal(all.find((c) => c.name === 'PLL T').probability, 1 / 18);
});

test('cases(set) equals cubelab cases --set SET --json', () => {
  for (const set of ['F2L', 'OLL', 'PLL', 'OLL-EDGES', 'PLL-CORNERS']) {
    const fromWasm = cubelab.cases(set);
    assert.deepEqual(JSON.parse(JSON.stringify(fromWasm)), cliCases(set), set);
  }
});

test('every algorithm solves its case state (PLL with its AUF from the library)', () => {
  const solved = cubelab.apply('').facelets;
  for (const c of cubelab.cases()) {
    for (const [i, alg] of c.algorithms.entries()) {
      const auf = c.aufs[i];
      if (c.set !== 'PLL') assert.equal(auf, '', `${c.name}: ${alg}`);
      const after = cubelab.apply(auf ? `${alg} ${auf}` : alg, c.facelets);
      assert.ok(!after.error, `${c.name}: ${alg}: ${after.error}`);
      // An algorithm written with a y rotation leaves the cube turned about U: turn it back.
      const done = ['', 'y', 'y2', "y'"].some((turn) => {
        const held = turn ? cubelab.apply(turn, after.facelets).facelets : after.facelets;
        if (c.set === 'F2L') return firstTwoLayersSolved(held);
        if (c.set === 'OLL') return firstTwoLayersSolved(held) && face(held, 0) === 'UUUUUUUUU';
        return held === solved;
      });
      assert.ok(done, `${c.name}: ${alg}`);
    }
  }
});

test('bad sets and argument types are errors, not exceptions', () => {
  const unknown = cubelab.cases('COLL');
  assert.match(unknown.error, /unknown case set/);
  assert.equal(unknown.column, 0);
  assert.match(cubelab.cases(42).error, /must be a string/);
  assert.equal(cubelab.cases('').length, 119);
});

test('stepDone: no case as shown, each after any of its algorithms, however the cube is then held', () => {
  for (const c of cubelab.cases()) {
    assert.deepEqual(cubelab.stepDone(c.set, c.facelets), { done: false }, c.name);
    for (const alg of c.algorithms) {
      // No AUF: the trainer takes a PLL as done up to the last U turn.
      for (const after of ['', "U'", 'x2 D', 'z y']) {
        const held = cubelab.apply(`${alg} ${after}`, c.facelets).facelets;
        assert.deepEqual(cubelab.stepDone(c.set, held), { done: true }, `${c.name}: ${alg} ${after}`);
      }
      const broken = cubelab.apply(`${alg} R`, c.facelets).facelets;
      assert.deepEqual(cubelab.stepDone(c.set, broken), { done: false }, `${c.name}: ${alg} R`);
    }
  }
});

test('stepDone: bad sets, facelets and argument types are errors, not exceptions', () => {
  const solved = cubelab.apply('').facelets;
  assert.match(cubelab.stepDone('COLL', solved).error, /unknown case set/);
  assert.match(cubelab.stepDone('', solved).error, /unknown case set/);
  assert.match(cubelab.stepDone(7, solved).error, /set must be a string/);
  assert.match(cubelab.stepDone('PLL', null).error, /facelets must be a string/);
  const wrong = cubelab.stepDone('PLL', solved.slice(0, 53) + 'X');
  assert.ok(wrong.error && wrong.column === 54, JSON.stringify(wrong));
});
