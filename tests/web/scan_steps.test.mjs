// The scan's steps (web/views/solve/scan/steps.js): each cell of the guide, in each pose the user
// is asked for, lands on the facelet that the cube's geometry (web/kit/cube/layout.js, the facelet
// format's 3D places) puts there; the samples file has every facelet once, in --facelets order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SCAN_STEPS,
  createStillness,
  faceletOfCell,
  guideGeometry,
  sampleGuide,
  samplesText,
} from '../../web/views/solve/scan/steps.js';
import { faceletAt } from '../../web/kit/cube/layout.js';

const NORMAL = { U: [0, 1, 0], R: [1, 0, 0], F: [0, 0, 1], D: [0, -1, 0], L: [-1, 0, 0], B: [0, 0, -1] };
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const letterOf = (v) => Object.keys(NORMAL).find((k) => NORMAL[k].every((x, i) => x === v[i]));

// What the camera sees: looking at `face` from outside with `top` up, cell (r, c) is the cubie at
// face + top * (1 - r) + right * (c - 1), right = top x face (as x = y x z for F with U up).
function seenFacelet(face, top, r, c) {
  const n = NORMAL[face];
  const up = NORMAL[top];
  const right = cross(up, n);
  const cubie = [0, 1, 2].map((i) => n[i] + up[i] * (1 - r) + right[i] * (c - 1));
  return faceletAt(cubie, n);
}

test('every step maps each guide cell to the facelet the cube has there, and covers all 54', () => {
  const seen = new Set();
  for (const step of SCAN_STEPS) {
    assert.equal(letterOf(cross(NORMAL[step.top], NORMAL[step.face])), step.right, `right of ${step.face}`);
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        const f = faceletOfCell(step, r, c);
        assert.equal(f, seenFacelet(step.face, step.top, r, c), `${step.face} cell ${r},${c}`);
        seen.add(f);
      }
  }
  assert.equal(seen.size, 54);
  assert.deepEqual(
    SCAN_STEPS.map((s) => s.face),
    ['F', 'R', 'B', 'L', 'U', 'D'],
  );
});

test('a picture turned from the layout maps through its quarter turns', () => {
  // U with F on top is U's layout (B on top) turned twice; R with B (its right) on top is turned
  // once anticlockwise (three clockwise); F with L (its left) on top once clockwise.
  const poses = [
    { face: 'U', top: 'F', quarterTurns: 2 },
    { face: 'R', top: 'B', quarterTurns: 3 },
    { face: 'F', top: 'L', quarterTurns: 1 },
    { face: 'D', top: 'B', quarterTurns: 2 },
  ];
  for (const pose of poses)
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++)
        assert.equal(
          faceletOfCell(/** @type {any} */ (pose), r, c),
          seenFacelet(pose.face, pose.top, r, c),
          `${pose.face} with ${pose.top} on top, cell ${r},${c}`,
        );
});

// A picture of one colour per guide cell, with a border of another colour the patches must miss.
function picture(width, height, colours) {
  const pixels = new Uint8ClampedArray(width * height * 4).fill(17);
  const { left, top, cell } = guideGeometry(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const c = Math.floor((x - left) / cell);
      const r = Math.floor((y - top) / cell);
      if (r < 0 || r > 2 || c < 0 || c > 2) continue;
      // A black line between stickers, as on a real cube: outside the patch.
      const edge = Math.min((x - left) % cell, (y - top) % cell);
      if (edge < cell * 0.08) continue;
      pixels.set([...colours[r * 3 + c], 255], (y * width + x) * 4);
    }
  return pixels;
}

test('sampling averages each cell of the guide and misses the lines between stickers', () => {
  const colours = Array.from({ length: 9 }, (_, i) => [i * 20, 255 - i * 20, (i * 53) % 256]);
  for (const [w, h] of [
    [320, 240],
    [240, 320],
    [101, 99],
  ])
    assert.deepEqual(sampleGuide(picture(w, h, colours), w, h), colours, `${w}x${h}`);
});

test('the samples text has 54 lines in --facelets order', () => {
  // Face i's cell k sampled as (i, k, facelet): the line at facelet f must carry f.
  const faces = SCAN_STEPS.map((step, i) =>
    Array.from({ length: 9 }, (_, k) => [i, k, faceletOfCell(step, Math.floor(k / 3), k % 3)]),
  );
  const lines = samplesText(faces).trimEnd().split('\n');
  assert.equal(lines.length, 54);
  lines.forEach((line, f) => assert.equal(Number(line.split(' ')[2]), f));
});

test('a face is taken by itself once the picture has moved and then held still for 0.7 s', () => {
  const face = (level) => Array.from({ length: 9 }, (_, i) => [level + i, level, 255 - level]);
  const watch = createStillness();
  // Held still from the start (an empty desk, or a face already taken): never taken.
  for (let t = 0; t <= 3000; t += 50) assert.equal(watch.look(face(100), t), false, `still at ${t}`);
  // Noise below the move level is not a move.
  for (let t = 3000; t <= 5000; t += 50) assert.equal(watch.look(face(100 + (t % 100 ? 10 : 0)), t), false);
  // A move at 5,050 ms; still after it: taken 0.7 s later, once.
  const taken = [];
  for (let t = 5000; t <= 8000; t += 50) if (watch.look(face(t < 5050 ? 100 : 160), t)) taken.push(t);
  assert.deepEqual(taken, [5750]);
  // A move that goes on (a new face every 300 ms) is never still long enough; then it settles.
  taken.length = 0;
  for (let t = 8000; t <= 11000; t += 50) {
    const level = t < 10000 ? 40 + 60 * (Math.floor(t / 300) % 3) : 220;
    if (watch.look(face(level), t)) taken.push(t);
  }
  assert.deepEqual(taken, [10700]);
  // reset(): a face taken by hand waits for the next move.
  watch.look(face(10), 11100);
  watch.reset();
  for (let t = 11150; t <= 13000; t += 50) assert.equal(watch.look(face(10), t), false);
});
