// "Scan" in the Solve view: the six faces of a scrambled cube shown to Chromium's fake camera (a
// Y4M video this test writes: each face a 3x3 of real-looking colours under its own brightness,
// colour cast, shading and noise, one face per stretch of frames), taken with "Take" in the order
// the page asks; the page's cube is then the scrambled cube, in paint mode. Then, without a
// camera, photos of the faces uploaded per face: a wrong photo gives the core's error naming the
// stickers, the face is taken again, and a cube whose red and orange stickers are close together
// opens paint mode with the doubtful stickers marked on the cube and listed.
// Which facelet each cell of a picture shows is worked out here from the cube's geometry
// (web/kit/cube/layout.js), from the pose each step asks for, not from the page's own mapping.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';
import { PALETTE } from '../lib/scan_samples.mjs';
import { seededRandom } from '../seeded_random.mjs';
import { SCAN_STEPS } from '../../web/views/solve/scan/steps.js';
import { faceletAt } from '../../web/kit/cube/layout.js';

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
const SCRAMBLE = "R U2 F' L D2 B R' U F2 L' D B2 R2 U'";
let cube;
before(async () => {
  cube = (await loadCubeLab()).apply(SCRAMBLE, '').facelets;
});

// ---- pictures of the faces ----

const W = 320;
const H = 240;
const colourOf = (letter) => PALETTE['URFDLB'.indexOf(letter)];
const NORMAL = { U: [0, 1, 0], R: [1, 0, 0], F: [0, 0, 1], D: [0, -1, 0], L: [-1, 0, 0], B: [0, 0, -1] };
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

// The facelet at cell (r, c) of a picture of `face` held with `top` up: the cubie at
// face + top * (1 - r) + right * (c - 1), right = top x face.
function seenFacelet(face, top, r, c) {
  const n = NORMAL[face];
  const up = NORMAL[top];
  const right = cross(up, n);
  return faceletAt(
    [0, 1, 2].map((i) => n[i] + up[i] * (1 - r) + right[i] * (c - 1)),
    n,
  );
}

/**
 * RGB bytes (W x H) of step i's face of `facelets`: a dark background, the face filling the
 * middle 70% of the shorter side (where the page's guide is), black lines between stickers,
 * and a grey marker block in the top-left corner saying which step this is (20 + 40 i).
 * `stickerColour(letter, facelet)` gives each sticker's colour before the face's light.
 */
function facePicture(i, facelets, stickerColour) {
  const step = SCAN_STEPS[i];
  const random = seededRandom(35 + i);
  const between = (low, high) => low + (high - low) * random();
  const brightness = between(0.55, 1);
  const cast = [0, 1, 2].map(() => between(0.92, 1.08));
  const size = Math.min(W, H) * 0.7;
  const left = (W - size) / 2;
  const top = (H - size) / 2;
  const cell = size / 3;
  const rgb = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      let colour = [40, 38, 36];
      const c = Math.floor((x - left) / cell);
      const r = Math.floor((y - top) / cell);
      const inside = r >= 0 && r < 3 && c >= 0 && c < 3;
      const line = Math.min((x - left) % cell, (y - top) % cell) < cell * 0.08;
      if (inside && line) colour = [12, 12, 12];
      else if (inside) {
        const f = seenFacelet(step.face, step.top, r, c);
        colour = stickerColour(facelets[f], f);
      }
      // The face's light: its brightness and cast, shading across the picture, and noise.
      const shade = brightness * (0.9 + 0.2 * (x / W));
      const out = colour.map((v, k) => v * shade * cast[k] + (random() - 0.5) * 24);
      if (x < 40 && y < 40) out.fill(20 + 40 * i);
      rgb.set(
        out.map((v) => Math.max(0, Math.min(255, Math.round(v)))),
        (y * W + x) * 3,
      );
    }
  return rgb;
}

// ---- the fake camera's video: Y4M, I420 (BT.601, limited range) ----

function i420(rgb) {
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W / 2) * (H / 2));
  const v = Buffer.alloc((W / 2) * (H / 2));
  for (let p = 0; p < W * H; p++) {
    const [r, g, b] = [rgb[p * 3], rgb[p * 3 + 1], rgb[p * 3 + 2]];
    y[p] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  for (let cy = 0; cy < H / 2; cy++)
    for (let cx = 0; cx < W / 2; cx++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const p = (cy * 2 + dy) * W + cx * 2 + dx;
        r += rgb[p * 3] / 4;
        g += rgb[p * 3 + 1] / 4;
        b += rgb[p * 3 + 2] / 4;
      }
      u[cy * (W / 2) + cx] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[cy * (W / 2) + cx] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  return Buffer.concat([y, u, v]);
}

const FPS = 10;
const FRAMES_PER_FACE = 15; // 1.5 s a face

function writeVideo(file, facelets) {
  const parts = [Buffer.from(`YUV4MPEG2 W${W} H${H} F${FPS}:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < 6; i++) {
    const frame = i420(facePicture(i, facelets, colourOf));
    for (let k = 0; k < FRAMES_PER_FACE; k++) parts.push(Buffer.from('FRAME\n'), frame);
  }
  writeFileSync(file, Buffer.concat(parts));
}

// ---- photos: 24-bit BMP ----

function bmp(rgb) {
  const row = Math.ceil((W * 3) / 4) * 4;
  const data = Buffer.alloc(54 + row * H);
  data.write('BM', 0);
  data.writeUInt32LE(data.length, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  data.writeInt32LE(W, 18);
  data.writeInt32LE(H, 22); // bottom-up rows
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  data.writeUInt32LE(row * H, 34);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const at = 54 + (H - 1 - y) * row + x * 3;
      const p = (y * W + x) * 3;
      [data[at], data[at + 1], data[at + 2]] = [rgb[p + 2], rgb[p + 1], rgb[p]];
    }
  return data;
}

// ---- the page ----

// The step the fake camera is showing now, read from its marker on the scan's canvas.
const shownStep = (page) =>
  page.evaluate(() => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.querySelector('#scan-view'));
    const [grey] = canvas.getContext('2d').getImageData(10, 10, 1, 1).data;
    return Math.round((grey - 20) / 40);
  });

// Takes step i's face: waits for the video to show it, presses Take, and checks that the video
// still showed it afterwards (the video moves on every 1.5 s); if it had moved on, the picture
// taken may be the next face, so the face is taken again.
async function takeStep(page, i) {
  const deadline = Date.now() + 20000;
  while (Date.now() < deadline) {
    if ((await shownStep(page)) !== i) {
      await page.waitForTimeout(30);
      continue;
    }
    await page.locator('#scan-take').click();
    if ((await shownStep(page)) === i) return;
    await page.locator(`#scan-faces li[data-step="${i}"] .scan-again`).click();
  }
  throw new Error(`the fake camera never showed step ${i} for long enough`);
}

test('the camera scan: six faces taken from the fake camera give the scrambled cube, in paint mode', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cubelab-scan-'));
  const video = path.join(dir, 'faces.y4m');
  writeVideo(video, cube);
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  await withPage(
    async (page, ctx) => {
      await waitForIdle(page);
      // Another view opened while scanning closes the scan (and the camera).
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      await page.waitForFunction(() => !document.querySelector('#scan-take').disabled);
      await page.evaluate(() => (location.hash = '#/alg'));
      await page.locator('#scan-panel').waitFor({ state: 'hidden' });
      assert.equal(await page.locator('#scan-take').isDisabled(), true);
      await page.evaluate(() => (location.hash = '#/solve'));
      await waitForIdle(page);
      assert.equal(await page.locator('#scan-panel').isHidden(), true);
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      // Taken by hand first: not by itself, which the video's changes of face would set off.
      await page.getByLabel('Take by itself when the picture holds still').uncheck();
      await page.getByRole('button', { name: 'Take', exact: true }).waitFor();
      await page.waitForFunction(() => !document.querySelector('#scan-take').disabled);
      for (let i = 0; i < 3; i++) {
        const instruction = await page.locator('#scan-instruction').textContent();
        assert.match(instruction, new RegExp(`Face ${i + 1} of 6.*${SCAN_STEPS[i].pose}`));
        if (i === 2) await ctx.screenshot('page-scan-camera');
        await takeStep(page, i);
      }
      // The last three taken by themselves, each when the video has moved to it and held still.
      assert.match(await page.locator('#scan-instruction').textContent(), /Face 4 of 6/);
      await page.getByLabel('Take by itself when the picture holds still').check();
      await page.waitForFunction(
        () => document.querySelector('#paint')?.getAttribute('aria-pressed') === 'true',
      );
      await waitForIdle(page);
      assert.equal(await page.evaluate(() => window.cubelab.state()), cube);
      assert.equal(await page.evaluate(() => window.cubelab.facelets()), cube);
      assert.equal(await page.locator('#scan-panel').isHidden(), true);
      assert.deepEqual(await page.evaluate(() => window.cubelab.marks()), []);
      // Closing paint mode keeps the scanned cube.
      await page.getByRole('button', { name: 'Use painted cube' }).click();
      await waitForIdle(page);
      assert.equal(await page.evaluate(() => window.cubelab.state()), cube);
    },
    {
      browserArgs: [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    },
  );
});

// Red and orange stickers brought within a tenth of their distance of each other: pieces alone do
// not settle them all, so the core's answer has stickers in doubt.
const MID = colourOf('R').map((v, k) => (v + colourOf('L')[k]) / 2);
const closeRedOrange = (letter) =>
  letter === 'R' || letter === 'L'
    ? colourOf(letter).map((v, k) => v + (MID[k] - v) * 0.9)
    : colourOf(letter);

test('without a camera: photos per face, an error naming stickers, a face taken again, doubtful stickers marked', async () => {
  const photos = SCAN_STEPS.map((_, i) => {
    // The centres keep their own colours (they define them): only the other stickers are close.
    const sticker = (letter, f) => (f % 9 === 4 ? colourOf(letter) : closeRedOrange(letter));
    return { name: `face${i + 1}.bmp`, mimeType: 'image/bmp', buffer: bmp(facePicture(i, cube, sticker)) };
  });
  await withPage(async (page, ctx) => {
    await waitForIdle(page);
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await page.locator('#scan-camera-note').filter({ hasText: 'upload a photo of each face' }).waitFor();
    assert.equal(await page.locator('#scan-take').isDisabled(), true);
    const inputs = page.locator('#scan-faces input[type=file]');
    assert.equal(await inputs.count(), 6);
    // The first face's photo given for the second face too: two green centres, no legal cube.
    const given = [0, 0, 2, 3, 4, 5];
    for (let i = 0; i < 6; i++) await inputs.nth(i).setInputFiles(photos[given[i]]);
    const error = page.locator('#scan-error');
    await error.filter({ hasText: 'The scan was refused' }).waitFor();
    assert.match(await error.textContent(), /[URFDLB][1-9]/);
    await ctx.screenshot('page-scan-error');
    // Each face with stickers named says which.
    const named = await page.locator('#scan-faces li.scan-face-doubt').allTextContents();
    assert.ok(
      named.length > 0 && named.every((text) => /in doubt: [URFDLB][1-9]/.test(text)),
      named.join('\n'),
    );
    assert.equal(await page.evaluate(() => window.cubelab.state()), SOLVED, 'the cube is unchanged');
    // The second face taken again, from its own photo.
    await inputs.nth(1).setInputFiles(photos[1]);
    await page.waitForFunction(
      () => document.querySelector('#paint')?.getAttribute('aria-pressed') === 'true',
    );
    await waitForIdle(page);
    const marks = await page.evaluate(() => window.cubelab.marks());
    assert.ok(marks.length > 0, 'doubtful stickers are marked');
    const listed = await page.locator('#paint-doubt').textContent();
    for (const f of marks) assert.ok(listed.includes(`${'URFDLB'[Math.floor(f / 9)]}${(f % 9) + 1}`), listed);
    assert.equal(await page.locator('#paint-doubt').isVisible(), true);
    await ctx.screenshot('page-scan-doubtful');
    // Every marked sticker is a red or orange one of the scrambled cube.
    for (const f of marks) assert.match(cube[f], /[RL]/, `marked facelet ${f}`);
    assert.equal(
      await page.evaluate(() => window.cubelab.facelets()),
      await page.evaluate(() => window.cubelab.state()),
    );
    // Cancelling paint mode takes the marks away.
    await page
      .getByRole('button', { name: 'Cancel', exact: true })
      .and(page.locator('#paint-cancel'))
      .click();
    assert.deepEqual(await page.evaluate(() => window.cubelab.marks()), []);
    assert.equal(await page.locator('#paint-doubt').isHidden(), true);
  });
});
