// The alg viewer (#/alg): a setup and an algorithm played on the stage with a scrubber over the
// whole timeline, the current move highlighted and the comment in force shown; links in (its own
// address, an alg.cubing.net link pasted, a step of the Analyse view) and out; a typo shows its
// column. Expected states are the core's (the WASM module under Node).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

const view = (page) => page.locator('section.view[data-view="alg"]');
const state = (page) => page.evaluate(() => window.cubelab.state());
const drawn = (page) => page.evaluate(() => window.cubelab.facelets());

async function openViewer(page) {
  await waitForIdle(page);
  await page.getByRole('link', { name: 'Alg viewer', exact: true }).click();
  await waitForIdle(page);
}

async function show(page, setup, alg) {
  await view(page).getByLabel('Setup').fill(setup);
  await view(page).getByLabel('Algorithm').fill(alg);
  await view(page).getByRole('button', { name: 'Show', exact: true }).click();
  await waitForIdle(page);
}

const SETUP = "F R U R' U' F'";
const ALG = "F R U R' U' F' // undo the setup\nR U R' U R U2 R' /* Sune */ U";

test('the scrubber moves through the whole timeline; the move and the comment in force are shown', async () => {
  const played = core.playback(ALG, core.apply(SETUP, '').facelets);
  const total = played.moves.length;
  await withPage(async (page, ctx) => {
    await openViewer(page);
    await show(page, SETUP, ALG);
    assert.equal(await state(page), core.apply(SETUP, '').facelets);
    const scrub = view(page).getByLabel('Position');
    assert.equal(await scrub.getAttribute('max'), String(total));
    for (const at of [3, total, 0, 9]) {
      await scrub.fill(String(at));
      await waitForIdle(page);
      const expected = at === 0 ? core.apply(SETUP, '').facelets : played.states[at - 1];
      assert.equal(await state(page), expected, `at ${at}`);
      assert.equal(await drawn(page), expected, `drawn at ${at}`);
      assert.equal(await view(page).locator('#alg-position').innerText(), `${at} / ${total}`);
      const current = view(page).locator('.move[aria-current="step"]');
      if (at === 0) assert.equal(await current.count(), 0);
      else assert.equal(await current.getAttribute('data-jump'), String(at));
    }
    // At 9 moves the last comment before is the one after the sixth move.
    assert.equal(await view(page).locator('#alg-comment').innerText(), '// undo the setup');
    await scrub.fill(String(total));
    await waitForIdle(page);
    assert.equal(await view(page).locator('#alg-comment').innerText(), '// Sune');
    // A move clicked: played up to and including it. Home and End: the ends.
    await view(page).locator('.move[data-jump="2"]').click();
    await waitForIdle(page);
    assert.equal(await state(page), played.states[1]);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('End');
    await waitForIdle(page);
    assert.equal(await state(page), played.states[total - 1]);
    await page.keyboard.press('Home');
    await waitForIdle(page);
    assert.equal(await state(page), core.apply(SETUP, '').facelets);
    assert.match(
      await view(page).locator('#alg-counts').innerText(),
      new RegExp(`^${core.moves(ALG).htm} HTM`),
    );
    await ctx.screenshot('page-alg-viewer');
  });
});

test('links: its own address reopens at the position; an alg.cubing.net link pasted is unpacked; links out read back', async () => {
  await withPage(async (page, ctx) => {
    await openViewer(page);
    await show(page, SETUP, ALG);
    await view(page).getByLabel('Position').fill('5');
    await waitForIdle(page);
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /^#\/alg\?.*at=5/);
    const other = await page.context().newPage();
    await other.goto(`${ctx.url}${hash}`);
    await waitForIdle(other);
    assert.equal(await view(other).getByLabel('Algorithm').inputValue(), ALG);
    assert.equal(await state(other), await state(page));
    await other.close();
    for (const id of ['#alg-acn', '#alg-twizzle']) {
      const href = await view(page).locator(id).getAttribute('href');
      assert.deepEqual(core.algLink(href), { link: true, setup: SETUP, alg: ALG }, id);
    }
    // Pasted into the algorithm box: its setup and alg fill both boxes.
    const link = 'https://alg.cubing.net/?setup=R_U_R-&alg=R_U-_R-_%2F%2F_back';
    await show(page, '', link);
    assert.equal(await view(page).getByLabel('Setup').inputValue(), "R U R'");
    assert.equal(await view(page).getByLabel('Algorithm').inputValue(), "R U' R' // back");
    assert.equal(await state(page), core.apply("R U R'", '').facelets);
  });
});

test('a typo shows its line and column; the Analyse view links each step into the viewer', async () => {
  await withPage(async (page) => {
    await openViewer(page);
    await show(page, '', "R U\nR' Q");
    const error = view(page).locator('#alg-moves-error');
    assert.match(await error.innerText(), /line 2, column 4/);
    assert.equal(await error.locator('mark').innerText(), 'Q');
    await show(page, 'R U Z', "R U'");
    assert.equal(await view(page).locator('#alg-setup-error mark').innerText(), 'Z');
    // A step of an analysed solve: its start as the setup (facelets), its moves as the alg.
    const scramble = "D U F2' L2 U' B2 F2 D L2 U R' F' D R' F' U L D' F' D R2";
    const solution =
      "x2\nR' D D R' D L' U L D R' U' R D // xxcross\nL U' L'\nU' R U R' d R' U' R\nr' U' R U' R' U U r\nU";
    await page.getByRole('link', { name: 'Analyse', exact: true }).click();
    await waitForIdle(page);
    const analyse = page.locator('section.view[data-view="analyse"]');
    await analyse.getByLabel('Scramble').fill(scramble);
    await analyse.getByLabel('Solution').fill(solution);
    await analyse.getByRole('button', { name: 'Analyse', exact: true }).click();
    await waitForIdle(page);
    const step = core.analyse(scramble, solution).steps[1];
    await analyse.locator('.viewer-link').nth(1).click();
    await waitForIdle(page);
    assert.equal(await view(page).getByLabel('Setup').inputValue(), step.start);
    assert.equal(await view(page).getByLabel('Algorithm').inputValue(), step.moves);
    assert.equal(await state(page), step.start);
  });
});
