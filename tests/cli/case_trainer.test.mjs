// The trainer's CLI (docs/cli.md): case scrambles for every case of every set and every F2L
// slot, 50 seeds each, applied with `cubelab apply --batch` and judged from the stickers: the
// scramble leaves the rest as described, and the case's library algorithm after the named U turn
// does the step; checks of a learner's algorithm; mirrors; cross practice and easy crosses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  FRAME,
  R,
  F,
  L,
  B,
  SLOT_STICKERS,
  cross,
  firstTwoLayers,
  slotSolved,
  stepDone,
  uAllUp,
  uEdgesUp,
} from '../lib/stickers.mjs';
import { slow } from '../tier.mjs';

const cli = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

function run(args, input = '') {
  const r = spawnSync(cli, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
function json(args, input) {
  const r = run([...args, '--json'], input);
  return { code: r.code, value: JSON.parse(r.out) };
}
// Facelets after each line's moves (from solved).
function applyAll(lines) {
  const r = run(['apply', '--batch'], lines.join('\n') + '\n');
  assert.equal(r.code, 0, r.err);
  const out = r.out.trim().split('\n');
  assert.equal(out.length, lines.length);
  return out;
}

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

// What the scramble leaves besides the case. PLL-EDGES: the corners placed up to a U turn is
// checked after the algorithm (the step done), not here.
function restAsDescribed(set, slot, f) {
  if (set === 'F2L') {
    const others = Object.keys(SLOT_STICKERS).filter((s) => s !== slot);
    return cross(f) && others.every((s) => slotSolved(f, s)) && !slotSolved(f, slot);
  }
  if (!firstTwoLayers(f)) return false;
  if (set === 'OLL-CORNERS') return uEdgesUp(f);
  if (set === 'PLL' || set === 'PLL-CORNERS' || set === 'PLL-EDGES') return uAllUp(f);
  return true;
}

const RUNS = [
  ...['FR', 'FL', 'BL', 'BR'].map((slot) => ['F2L', slot]),
  ...['OLL', 'PLL', 'OLL-EDGES', 'OLL-CORNERS', 'PLL-CORNERS', 'PLL-EDGES'].map((set) => [set, 'FR']),
];

for (const [set, slot] of RUNS) {
  test(`50 case scrambles of every ${set} case${set === 'F2L' ? ` in ${slot}` : ''} leave it`, slow, () => {
    const library = json(['cases', '--set', set]).value;
    const mainAlgorithm = new Map(library.map((c) => [c.name, c.algorithms[0]]));
    const r = json(['scramble', '--set', set, '--each', '--count', '50', '--seed', '3', '--slot', slot]);
    assert.equal(r.code, 0);
    const items = r.value.scrambles;
    assert.equal(items.length, library.length * 50);
    const [before, after] = FRAME[slot];
    const solveLines = items.map((s) =>
      [s.scramble, s.auf, before, mainAlgorithm.get(s.case), after, s.finalAuf].join(' '),
    );
    const scrambled = applyAll(items.map((s) => s.scramble));
    const solved = applyAll(solveLines);
    const perCase = new Map();
    items.forEach((s, i) => {
      assert.equal(s.set, set);
      assert.equal(s.slot, set === 'F2L' ? slot : null);
      assert.ok(s.length <= 20 && s.scramble.split(' ').length === s.length, s.scramble);
      assert.equal(scrambled[i], s.facelets);
      assert.ok(restAsDescribed(set, slot, scrambled[i]), `${s.case} ${slot}: ${s.scramble}`);
      assert.ok(stepDone(set, solved[i]), `${s.case} ${slot}: ${solveLines[i]}`);
      perCase.set(s.case, (perCase.get(s.case) ?? 0) + 1);
    });
    assert.deepEqual([...perCase.keys()].sort(), [...mainAlgorithm.keys()].sort());
    assert.ok([...perCase.values()].every((n) => n === 50));
  });
}

test('a set draws cases by probability, or uniformly; scrambles replay from their seed', () => {
  const weighted = json(['scramble', '--set', 'OLL', '--count', '30', '--seed', '8']).value.scrambles;
  assert.ok(weighted.every((s) => s.set === 'OLL' && /^OLL \d+$/.test(s.case)));
  assert.ok(new Set(weighted.map((s) => s.case)).size > 10);
  assert.deepEqual(json(['scramble', '--set', 'OLL', '--count', '30', '--seed', '8']).value, {
    seed: 8,
    scrambles: weighted,
  });
  const uniform = json(['scramble', '--set', 'pll', '--uniform', '--count', '5', '--seed', '8']).value
    .scrambles;
  assert.ok(uniform.every((s) => s.set === 'PLL'));
});

test('a bad case, set or slot is an input error naming what exists', () => {
  const bad = json(['scramble', '--case', 'PLL Q', '--seed', '1']);
  assert.equal(bad.code, 2);
  assert.equal(bad.value.kind, 'input');
  assert.match(
    bad.value.error,
    /unknown case 'PLL Q' \(sets: F2L, OLL, PLL, OLL-EDGES, OLL-CORNERS, PLL-CORNERS, PLL-EDGES/,
  );
  assert.match(json(['scramble', '--set', 'ZBLL', '--seed', '1']).value.error, /unknown case set 'ZBLL'/);
  assert.match(
    json(['scramble', '--case', 'F2L 5', '--slot', 'XY', '--seed', '1']).value.error,
    /slots: FR, FL, BL, BR/,
  );
  assert.equal(json(['scramble', '--case', 'F2L 5', '--each', '--seed', '1']).code, 2);
});

test('cases --check accepts an algorithm under some AUF with its counts, or refuses it with the reason', () => {
  const ok = json([
    'cases',
    '--check',
    '--case',
    'PLL T',
    '--alg',
    "U2 R U R' U' R' F R2 U' R' U' R U R' F'",
  ]);
  assert.equal(ok.code, 0);
  assert.deepEqual(
    { auf: ok.value.auf, htm: ok.value.htm, qtm: ok.value.qtm, stm: ok.value.stm },
    { auf: 'U2', htm: 15, qtm: 17, stm: 15 },
  );
  const t = json(['cases', '--set', 'PLL']).value.find((c) => c.name === 'PLL T');
  // Applied from the case's state, the named AUFs and the algorithm solve it.
  const r = run([
    'apply',
    '--facelets',
    t.facelets,
    '--scramble',
    `${ok.value.auf} ${ok.value.algorithm} ${ok.value.finalAuf}`,
  ]);
  assert.equal(r.out.trim(), SOLVED);
  const refused = json(['cases', '--check', '--case', 'PLL T', '--alg', "R U R' U'"]);
  assert.equal(refused.code, 2);
  assert.equal(refused.value.kind, 'input');
  assert.match(
    refused.value.error,
    /does not do the step of PLL T after any U turn: it breaks the first two layers/,
  );
  const slot = json(['cases', '--check', '--case', 'F2L 4', '--slot', 'FL', '--alg', "R U R'"]);
  assert.match(slot.value.error, /F2L 4 in FL/);
  assert.equal(json(['cases', '--check', '--case', 'F2L 4', '--slot', 'FL', '--alg', "y' R U R' y"]).code, 0);
  assert.equal(json(['cases', '--check', '--case', 'PLL T', '--alg', 'R U Q']).value.column, 5);
});

test('cases --mirrors gives left-handed algorithms that do the case; moves --mirror mirrors', () => {
  const ja = json(['cases', '--mirrors', '--case', 'PLL Ja']).value;
  assert.ok(ja.mirrors.some((m) => m.from === 'PLL Jb'));
  const state = json(['cases', '--set', 'PLL']).value.find((c) => c.name === 'PLL Ja').facelets;
  for (const m of ja.mirrors) {
    const r = run(['apply', '--facelets', state, '--scramble', `${m.auf} ${m.algorithm} ${m.finalAuf}`]);
    assert.equal(r.out.trim(), SOLVED, m.algorithm);
  }
  assert.deepEqual(json(['cases', '--mirrors', '--case', 'F2L 4', '--slot', 'FR']).value.mirrors, []);
  assert.ok(json(['cases', '--mirrors', '--case', 'F2L 4', '--slot', 'FL']).value.mirrors.length > 0);
  assert.equal(json(['moves', '--scramble', "R U R' U' M x y", '--mirror']).value.moves, "L' U' L U M x y'");
});

test('crosses: each colour applied is solved; easy-cross scrambles have the asked white cross', () => {
  const COLOURS = ['white', 'red', 'green', 'yellow', 'orange', 'blue'];
  for (const length of [1, 4, 8]) {
    const { scrambles } = json(['scramble', '--cross', String(length), '--seed', '5', '--count', '2']).value;
    for (const s of scrambles) {
      assert.equal(s.cross, length);
      assert.ok(s.length <= 20);
      const p = json(['crosses', '--scramble', s.scramble]).value;
      assert.deepEqual(
        p.crosses.map((c) => c.colour),
        COLOURS,
      );
      assert.equal(p.crosses[0].length, length);
      const lines = p.crosses.map((c) => `${s.scramble} ${c.rotation} ${c.moves}`);
      applyAll(lines).forEach((f, i) => {
        assert.ok(cross(f), `${COLOURS[i]}: ${lines[i]}`);
        assert.equal(p.crosses[i].moves.split(' ').filter(Boolean).length, p.crosses[i].length);
      });
      const x = p.xcross;
      const [held] = applyAll([`${s.scramble} ${x.rotation} ${x.moves}`]);
      assert.ok(cross(held) && slotSolved(held, x.slot), `xcross ${x.colour} ${x.slot}`);
      assert.ok(x.length >= Math.min(...p.crosses.map((c) => c.length)));
    }
  }
  assert.equal(json(['scramble', '--cross', '9', '--seed', '1']).code, 2);
});

test('200 scrambles of one OLL case vary the last-layer permutation and the pre-AUF', () => {
  const r = json(['scramble', '--case', 'OLL 27', '--seed', '5', '--count', '200']);
  assert.equal(r.code, 0);
  const items = r.value.scrambles;
  assert.equal(items.length, 200);
  const states = applyAll(items.map((s) => s.scramble));
  // The top row of the four side faces: where each last-layer piece is (its orientation is the
  // case's, the same for all); OLL 27 has 21 permutations under each of its 4 AUFs.
  const topRows = states.map((f) => [R, F, L, B].map((side) => f.slice(side * 9, side * 9 + 3)).join(''));
  assert.ok(new Set(topRows).size >= 40, `${new Set(topRows).size} distinct last layers`);
  assert.deepEqual([...new Set(items.map((s) => s.auf))].sort(), ["U'", 'U', 'U2', ''].sort());
});
