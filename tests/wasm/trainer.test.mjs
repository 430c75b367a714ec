// The WASM module's case trainer: case scrambles for a sample of every set's cases (F2L in every
// slot), applied with the module's own `apply` and judged from the stickers, equal to the CLI's
// for the same seed; a learner's algorithm checked or refused with the reason; mirrors; cross
// practice and easy-cross scrambles; bad arguments come back as {error, column, kind}.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from './load.mjs';
import { FRAME, SLOT_STICKERS, cross, firstTwoLayers, slotSolved, stepDone } from '../lib/stickers.mjs';

const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
function cliJson(args) {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build the native CLI first`);
  return JSON.parse(spawnSync(cliPath, [...args, '--json'], { encoding: 'utf8' }).stdout);
}

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

const apply = (alg, start = '') => {
  const r = cubelab.apply(alg, start);
  assert.equal(r.error, undefined, `${alg}: ${r.error}`);
  return r.facelets;
};

test('case scrambles of a sample of every set leave their case and equal the CLI', () => {
  const SETS = ['F2L', 'OLL', 'PLL', 'OLL-EDGES', 'OLL-CORNERS', 'PLL-CORNERS', 'PLL-EDGES'];
  for (const set of SETS) {
    const library = cubelab.cases(set);
    const sample = [library[0], library[Math.floor(library.length / 2)], library[library.length - 1]];
    for (const info of sample)
      for (const slot of set === 'F2L' ? ['FR', 'FL', 'BL', 'BR'] : ['FR']) {
        const r = cubelab.caseScramble({ case: info.name, set, slot, seed: 4, count: 10 });
        assert.equal(r.error, undefined, r.error);
        // The CLI's for the same seed (one case per set and F2L slot: each run builds its tables).
        const args = ['--case', info.name, '--set', set, '--slot', slot, '--seed', '4', '--count', '10'];
        if (info === sample[0])
          assert.deepEqual(JSON.parse(JSON.stringify(r)), cliJson(['scramble', ...args]));
        for (const s of r.scrambles) {
          const where = `${info.name} ${slot}: ${s.scramble}`;
          assert.equal(s.case, info.name);
          assert.ok(s.length <= 20, where);
          assert.equal(apply(s.scramble), s.facelets);
          if (set === 'F2L') {
            const others = Object.keys(SLOT_STICKERS).filter((x) => x !== slot);
            assert.ok(cross(s.facelets) && others.every((x) => slotSolved(s.facelets, x)), where);
            assert.ok(!slotSolved(s.facelets, slot), where);
          } else {
            assert.ok(firstTwoLayers(s.facelets), where);
          }
          const [pre, post] = FRAME[set === 'F2L' ? slot : 'FR'];
          assert.equal(s.frame, pre, `${where}: the y turn that frames the algorithm`);
          const after = apply([s.auf, pre, info.algorithms[0], post, s.finalAuf].join(' '), s.facelets);
          assert.ok(stepDone(set, after), where);
        }
      }
  }
});

test('a set draws its cases; a bad case name is an error naming the sets', () => {
  const r = cubelab.caseScramble({ set: 'OLL', seed: 2, count: 20, uniform: true });
  assert.ok(r.scrambles.every((s) => s.set === 'OLL'));
  assert.ok(new Set(r.scrambles.map((s) => s.case)).size > 10);
  const bad = cubelab.caseScramble({ case: 'PLL Q', seed: 1 });
  assert.equal(bad.kind, 'input');
  assert.match(
    bad.error,
    /unknown case 'PLL Q' \(sets: F2L, OLL, PLL, OLL-EDGES, OLL-CORNERS, PLL-CORNERS, PLL-EDGES/,
  );
  assert.match(cubelab.caseScramble({ case: 'F2L 1', slot: 'XX', seed: 1 }).error, /slots: FR, FL, BL, BR/);
  assert.match(cubelab.caseScramble({ case: 'PLL T' }).error, /needs a seed/);
  assert.match(cubelab.caseScramble({ case: 7, seed: 1 }).error, /must be a string/);
  assert.match(cubelab.caseScramble('PLL T').error, /options must be an object/);
});

test('checkAlgorithm accepts under some AUF with counts, or refuses with the reason', () => {
  const t = cubelab.cases('PLL').find((c) => c.name === 'PLL T');
  const ok = cubelab.checkAlgorithm('PLL T', "U' R U R' U' R' F R2 U' R' U' R U R' F'");
  assert.equal(ok.error, undefined, ok.error);
  assert.deepEqual([ok.auf, ok.htm, ok.qtm, ok.stm], ['U', 15, 16, 15]);
  assert.ok(stepDone('PLL', apply(`${ok.auf} ${ok.algorithm} ${ok.finalAuf}`, t.facelets)));
  const refused = cubelab.checkAlgorithm('PLL T', "R U R' U'");
  assert.equal(refused.kind, 'input');
  assert.match(
    refused.error,
    /does not do the step of PLL T after any U turn: it breaks the first two layers/,
  );
  assert.match(cubelab.checkAlgorithm('OLL 27', "R U2 R' U' R U' R'").error, /not oriented/);
  assert.equal(cubelab.checkAlgorithm('PLL T', 'R U Q').column, 5);
  assert.match(cubelab.checkAlgorithm('F2L 4', "R U R'", { slot: 'FL' }).error, /F2L 4 in FL/);
  assert.equal(cubelab.checkAlgorithm('F2L 4', "y' R U R' y", { slot: 'FL' }).slot, 'FL');
});

// What the trainer tells a learner: their algorithm with the U turns that make it do the step on
// the cube in front of them (a case scramble's state: a random U turn before the case).
test('algorithmAufs: the U turns around an algorithm that do the step on the cube shown, or why not', () => {
  const SETS = ['F2L', 'OLL', 'PLL', 'OLL-EDGES', 'OLL-CORNERS', 'PLL-CORNERS', 'PLL-EDGES'];
  const turned = new Set();
  for (const set of SETS) {
    const library = cubelab.cases(set);
    for (const info of [library[0], library[library.length - 1]])
      for (const slot of set === 'F2L' ? ['FR', 'BL'] : ['FR']) {
        const [pre, post] = FRAME[slot];
        for (const s of cubelab.caseScramble({ case: info.name, set, slot, seed: 9, count: 4 }).scrambles)
          for (const algorithm of info.algorithms) {
            const alg = [pre, algorithm, post].filter(Boolean).join(' ');
            const r = cubelab.algorithmAufs(set, s.facelets, alg);
            const where = `${info.name} ${slot} ${s.scramble}: ${alg}`;
            assert.equal(r.error, undefined, `${where}: ${r.error}`);
            assert.ok(['', 'U', 'U2', "U'"].includes(r.auf), where);
            if (!set.startsWith('PLL')) assert.equal(r.finalAuf, '', where);
            assert.ok(stepDone(set, apply(`${r.auf} ${alg} ${r.finalAuf}`, s.facelets)), where);
            turned.add(r.auf);
          }
      }
  }
  assert.deepEqual([...turned].sort(), ['', 'U', "U'", 'U2'], 'the scrambles needed every U turn');
  // Refused: an algorithm that does not do the step after any U turn says what it leaves; a typo
  // its column; an unknown set the sets.
  const t = cubelab.caseScramble({ case: 'PLL T', seed: 1 }).scrambles[0].facelets;
  const broken = cubelab.algorithmAufs('PLL', t, "R U R' U'");
  assert.equal(broken.kind, 'input');
  assert.match(
    broken.error,
    /^'R U R' U'' does not do the PLL step on this cube after any U turn: it breaks the first two layers$/,
  );
  // A-perm on a T: the first two layers kept, the last layer left as another PLL case.
  const other = cubelab.algorithmAufs('PLL', t, "x R2 F R F' R U2 r' U r U2 x'");
  assert.match(other.error, /after any U turn: the last layer is then PLL /);
  assert.equal(cubelab.algorithmAufs('PLL', t, 'R U Q').column, 5);
  assert.match(cubelab.algorithmAufs('PLX', t, 'R').error, /PLX/);
  assert.equal(cubelab.algorithmAufs('PLL', 'UUU', 'R').kind, 'input');
});

test('caseMirrors gives left-handed algorithms that do the case; mirror mirrors', () => {
  const ja = cubelab.caseMirrors('PLL Ja');
  const state = cubelab.cases('PLL').find((c) => c.name === 'PLL Ja').facelets;
  assert.ok(ja.mirrors.some((m) => m.from === 'PLL Jb'));
  for (const m of ja.mirrors)
    assert.ok(stepDone('PLL', apply(`${m.auf} ${m.algorithm} ${m.finalAuf}`, state)));
  assert.deepEqual(cubelab.caseMirrors('F2L 4', { slot: 'FR' }).mirrors, []);
  assert.deepEqual(cubelab.mirror("R U R' U' M x y"), { moves: "L' U' L U M x y'", htm: 6, qtm: 6, stm: 5 });
});

test('crossPractice solves each colour; crossScramble gives the asked optimal white cross', () => {
  for (const length of [2, 6]) {
    const r = cubelab.crossScramble(length, 3, 2);
    assert.equal(r.error, undefined, r.error);
    for (const s of r.scrambles) {
      assert.equal(apply(s.scramble), s.facelets);
      assert.ok(s.length <= 20);
      const p = cubelab.crossPractice(s.scramble);
      assert.equal(p.crosses[0].colour, 'white');
      assert.equal(p.crosses[0].length, length);
      for (const c of p.crosses) assert.ok(cross(apply(`${s.scramble} ${c.rotation} ${c.moves}`)), c.colour);
      const held = apply(`${s.scramble} ${p.xcross.rotation} ${p.xcross.moves}`);
      assert.ok(cross(held) && slotSolved(held, p.xcross.slot));
    }
  }
  assert.match(cubelab.crossScramble(9, 1).error, /between 1 and 8/);
  assert.equal(cubelab.crossPractice('R U Q').column, 5);
});
