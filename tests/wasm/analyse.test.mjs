// The WASM module's analyse gives the same object as `cubelab analyse --json`; every step's moves
// and every best step, applied with the module's own apply, do what the step's name says; a typo
// comes back as {error, column}, and a solution that does not solve as {valid: false, facelets}.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from './load.mjs';

const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

// Max Park's 3.13 world record as reconstructed (tests/data/reconstructions.tsv has the source).
const SCRAMBLE = "D U F2' L2 U' B2 F2 D L2 U R' F' D R' F' U L D' F' D R2";
const SOLUTION = `x2 // inspection
R' D D R' D L' U L D R' U' R D // xxcross
L U' L' // 3rd pair
U' R U R' d R' U' R // 4th pair
r' U' R U' R' U U r // OLL(CP)
U // AUF`;

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

test('analyse equals the CLI JSON', () => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build the native CLI first`);
  const r = spawnSync(
    cliPath,
    ['analyse', '--scramble', SCRAMBLE, '--solution', SOLUTION, '--time', '3.13', '--json'],
    {
      encoding: 'utf8',
    },
  );
  const wasm = cubelab.analyse(SCRAMBLE, SOLUTION, { time: 3.13 });
  assert.deepEqual(wasm, JSON.parse(r.stdout));
});

// Facelets: D whole and the lower two rows of R F L B, whatever the letters of the centres.
function faceOf(facelets, f) {
  return facelets.slice(f * 9, f * 9 + 9);
}
function solvedUpToOrientation(facelets) {
  return [0, 1, 2, 3, 4, 5].every((f) => new Set(faceOf(facelets, f)).size === 1);
}

test('each step and each best step does its step from its start', () => {
  const a = cubelab.analyse(SCRAMBLE, SOLUTION);
  assert.equal(a.valid, true);
  let facelets = a.steps[0].start;
  for (const step of a.steps) {
    assert.equal(step.start, facelets, step.name);
    const after = cubelab.apply(step.moves, step.start);
    assert.ok(!after.error, after.error);
    facelets = after.facelets;
    if (step.htm === 0) assert.equal(step.best, null, `${step.name}: a skip has no best`);
    if (step.best) {
      // The user's own moves when CubeLab found nothing shorter; else shorter.
      if (step.best.yours) assert.equal(step.best.moves, step.moves, step.name);
      else assert.ok(step.best.htm < step.htm, step.name);
      assert.equal(typeof step.best.optimal, 'boolean');
      // Its counts in every metric are those of its moves (the page shows the one chosen).
      const counted = cubelab.moves(step.best.moves);
      for (const metric of ['htm', 'qtm', 'stm']) assert.equal(step.best[metric], counted[metric], metric);
      const best = cubelab.apply(step.best.moves, step.start);
      assert.ok(!best.error, best.error);
      // The step ends the same way: the last steps leave the cube solved, the others keep D.
      if (step.name === 'auf') assert.ok(solvedUpToOrientation(best.facelets));
    }
  }
  assert.ok(solvedUpToOrientation(facelets));
  // The record's xxcross gets a best for its two pairs, and its PLL skip none.
  assert.equal(a.steps[0].name, 'xxcross');
  assert.ok(a.steps[0].best, 'the xxcross has a best');
  assert.match(a.steps[0].best.how, /xxcross/);
  const skip = a.steps.find((s) => s.case === 'skip');
  assert.equal(skip?.best, null);
});

test('a typo is {error, column}; an unsolving solution is {valid: false, facelets}', () => {
  const typo = cubelab.analyse('R U', "U' Q");
  assert.equal(typo.column, 4);
  assert.match(typo.error, /^solution: /);
  assert.equal(cubelab.analyse(42, 'R').error, 'scramble must be a string');
  const unsolved = cubelab.analyse('R U', 'U');
  assert.equal(unsolved.valid, false);
  assert.equal(unsolved.facelets, cubelab.apply('R U U', '').facelets);
});
