// The page's cube against the core: a typed scramble is drawn exactly as the core computes it, a
// malformed one shows its message and column and changes nothing, and keyboard and drag turns
// change the state as the notation says. Every expected state comes from the WASM core in Node.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
let core;
before(async () => {
  core = await loadCubeLab();
});

const drawn = (page) => page.evaluate(() => window.cubelab.facelets());

async function applyScramble(page, text) {
  await page.getByLabel('Scramble', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await waitForIdle(page);
}

// Short turns keep SwiftShader busy for less time.
async function fastTurns(page) {
  await page.getByLabel('Speed').fill('50');
}

test('a typed scramble is drawn as the core computes it', async () => {
  await withPage(async (page, ctx) => {
    await waitForIdle(page);
    assert.equal(await drawn(page), SOLVED);
    const scramble = "R U R' U' F2 D' L B2 M x";
    await applyScramble(page, scramble);
    const expected = core.apply(scramble, '').facelets;
    assert.notEqual(expected, SOLVED);
    assert.equal(await drawn(page), expected);
    assert.equal(await page.getByText(/column/).count(), 0);
    await ctx.screenshot('page-scrambled');
  });
});

test('a malformed scramble shows its message and column and leaves the cube unchanged', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    await applyScramble(page, "R U R'");
    const before = await drawn(page);
    await applyScramble(page, 'R U Q2 F');
    const expected = core.apply('R U Q2 F', '');
    assert.ok(expected.error, 'the core rejects the scramble');
    const error = page.locator('#scramble-error');
    assert.match(await error.innerText(), new RegExp(expected.error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.equal(await error.locator('mark').innerText(), 'R U Q2 F'[expected.column - 1]);
    assert.equal(await drawn(page), before);
  });
});

test('keyboard turns change the state as the notation says', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    await fastTurns(page);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    // Lower case turns clockwise, Shift counterclockwise; slices and rotations too.
    for (const key of ['r', 'Shift+U', 'f', 'm', 'Shift+E', 's', 'x', 'Shift+Y', 'z', 'b', 'Shift+D', 'l']) {
      await page.keyboard.press(key);
    }
    await waitForIdle(page);
    const expected = core.apply("R U' F M E' S x y' z B D' L", '').facelets;
    assert.equal(await drawn(page), expected);
    // Undo twice, redo once.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), core.apply("R U' F M E' S x y' z B D'", '').facelets);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), SOLVED);
  });
});

// Drags from the centre of a sticker in a screen direction; the sticker is found by the page's
// own projection of its place (facelet index in the URFDLB format).
async function dragSticker(page, facelet, dx, dy) {
  const at = await page.evaluate((f) => window.cubelab.stickerOnScreen(f), facelet);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + dx / 2, at.y + dy / 2, { steps: 3 });
  await page.mouse.move(at.x + dx, at.y + dy, { steps: 3 });
  await page.mouse.up();
  await waitForIdle(page);
}

test('dragging stickers turns their layers as the notation says', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    await fastTurns(page);
    // F centre-right sticker (facelet 23) dragged up: the R layer turns clockwise (R).
    await dragSticker(page, 23, 0, -80);
    assert.equal(await drawn(page), core.apply('R', '').facelets);
    // F top-middle sticker (facelet 19) dragged right: the U layer turns counterclockwise (U').
    await dragSticker(page, 19, 80, 0);
    assert.equal(await drawn(page), core.apply("R U'", '').facelets);
    // F centre (facelet 22) dragged down: the M slice turns (M follows L: M).
    await dragSticker(page, 22, 0, 80);
    assert.equal(await drawn(page), core.apply("R U' M", '').facelets);
    // Dragging the background orbits the camera and turns nothing.
    await page.mouse.move(60, 700);
    await page.mouse.down();
    await page.mouse.move(200, 650, { steps: 4 });
    await page.mouse.up();
    await waitForIdle(page);
    assert.equal(await drawn(page), core.apply("R U' M", '').facelets);
  });
});
