// Learning the cases: the panel lists every case of the core's library in its groups, and an
// algorithm's demonstration starts from the library's state of that case and ends solved.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';
import { CUBIES } from '../../web/layout.js';

const GREY = '#5b616b'; // web/ui/case_diagram.js

const SMALL = { viewport: { width: 900, height: 700 } };
let core;
before(async () => {
  core = await loadCubeLab();
});

const drawn = (page) => page.evaluate(() => window.cubelab.facelets());
const isSolved = (letters) =>
  [...Array(6).keys()].every((f) => new Set(letters.slice(f * 9, f * 9 + 9)).size === 1);

test('every case of each set is listed under its group, and the set is remembered', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Learn' }).click();
    for (const set of ['F2L', 'OLL', 'PLL']) {
      await page.getByLabel('Case set').selectOption(set);
      await waitForIdle(page);
      const listed = await page
        .locator('#case-grid .case')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
      assert.deepEqual(
        listed.sort(),
        core
          .cases(set)
          .map((c) => c.name)
          .sort(),
      );
      // Last-layer cases carry a top view: the nine U stickers and the twelve side stickers (and
      // the background). F2L cases the U, F and R faces, a sticker grey where its piece has the
      // top colour (a last-layer piece, not yet in play).
      const pictures = await page.locator('#case-grid .case').evaluateAll((buttons) =>
        buttons.map((b) => ({
          name: b.dataset.name,
          rects: b.querySelectorAll('svg rect').length,
          fills: [...b.querySelectorAll('svg polygon')].map((p) => p.getAttribute('fill')),
        })),
      );
      for (const { name, rects, fills } of pictures) {
        if (set !== 'F2L') {
          assert.equal(rects, 22, `${name} top view`);
          continue;
        }
        const letters = core.cases(set).find((c) => c.name === name).facelets;
        const isLastLayer = (f) =>
          CUBIES.find((c) => c.facelets.includes(f)).facelets.some((g) => letters[g] === letters[4]);
        const visible = [...Array(27).keys()]; // U, R and F: facelets 0..26
        const expectedGrey = visible.filter((f) => f % 9 !== 4 && isLastLayer(f)).length;
        assert.equal(fills.length, 27, `${name} corner view`);
        assert.equal(
          fills.filter((fill) => fill === GREY).length,
          expectedGrey,
          `${name} greys its last layer`,
        );
      }
      const groups = await page.locator('#case-grid h4').allInnerTexts();
      assert.deepEqual(groups.sort(), [...new Set(core.cases(set).map((c) => c.group))].sort());
    }
    await page.reload();
    await waitForIdle(page);
    assert.equal(await page.getByLabel('Case set').inputValue(), 'PLL');
  });
});

// The library's state of a case is its first algorithm undone, so that algorithm ends solved; the
// others solve the case but may leave the last layer otherwise (PLL: the page adds the last U turn).
test("a demonstration plays an algorithm from the case's state to a solved cube", async () => {
  // A PLL algorithm that ends with a U turn (the core's library says which), and two without.
  const withAuf = core.cases('PLL').find((c) => c.aufs.some((auf) => auf !== ''));
  for (const [set, name, which] of [
    ['PLL', withAuf.name, withAuf.aufs.findIndex((auf) => auf !== '')],
    ['OLL', 'OLL 45', 0],
    ['F2L', 'F2L 25', 0],
  ]) {
    const info = core.cases(set).find((c) => c.name === name);
    const alg = info.algorithms.at(which);
    const auf = info.aufs.at(which);
    await withPage(async (page) => {
      await waitForIdle(page);
      await page.getByLabel('Speed').fill('50');
      await page.getByRole('link', { name: 'Learn' }).click();
      await page.getByLabel('Case set').selectOption(set);
      await waitForIdle(page);
      await page.getByRole('button', { name, exact: true }).click();
      const algs = page.getByRole('button', { name: /^Demonstrate / });
      assert.equal(await algs.count(), info.algorithms.length);
      await algs.nth(which < 0 ? info.algorithms.length + which : which).click();
      await waitForIdle(page, 60000);
      assert.ok(isSolved(await drawn(page)), `${name} ends solved`);
      const shown = await page.evaluate(() => window.cubelab.solution());
      assert.equal(shown.phases[0].case, name);
      // The moves shown are the library's algorithm and its AUF.
      assert.equal(shown.solution, auf ? `${alg} ${auf}` : alg);
      await page.getByRole('button', { name: 'To start' }).click();
      await waitForIdle(page);
      assert.equal(await drawn(page), info.facelets, `${name} starts from the library's state`);
    }, SMALL);
  }
});

test('the trainer shows a case being learnt, turned at random; Space reveals it and the record is kept', async () => {
  const info = core.cases('OLL').find((c) => c.name === 'OLL 27');
  const shownStates = ['', 'U', 'U2', "U'"].map((turn) => core.apply(turn, info.facelets).facelets);
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Learn' }).click();
    await page.getByLabel('Case set').selectOption('OLL');
    await waitForIdle(page);
    await page.getByRole('button', { name: 'OLL 27', exact: true }).click();
    await page.getByRole('button', { name: 'Learning', exact: true }).click();
    const caseButton = page.locator('#case-grid .case[data-name="OLL 27"]');
    assert.equal(await caseButton.getAttribute('data-status'), 'learning');
    for (let round = 0; round < 2; round++) {
      await page.getByRole('button', { name: 'Next case' }).click();
      await waitForIdle(page);
      const state = await drawn(page);
      assert.ok(shownStates.includes(state), 'the cube shows OLL 27 after a U turn');
      await page.keyboard.press(' ');
      const status = await page.locator('#train-status').innerText();
      assert.match(status, /^OLL 27 \(Cross\) in \d+\.\d\d s: /);
      // What the reveal says to do (the undoing U turn, then the algorithm) solves the case.
      const told = status.split(': ').at(-1).replace(/[()]/g, '');
      assert.ok(isSolved(core.apply(told, state).facelets), `"${told}" solves the shown case`);
      await page.getByRole('button', { name: round === 0 ? 'I knew it' : 'I did not' }).click();
    }
    const record = () => page.locator('#train-table tr[data-case="OLL 27"] td').allInnerTexts();
    assert.deepEqual((await record()).slice(0, 2), ['learning', '1 / 2']);
    await page.reload();
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Learn' }).click();
    await waitForIdle(page);
    assert.equal(await caseButton.getAttribute('data-status'), 'learning');
    assert.deepEqual((await record()).slice(0, 2), ['learning', '1 / 2']);
  });
});

// Keys that make one face turn (the page's keymap: a letter clockwise, Shift + letter counter).
function keysFor(alg) {
  return alg
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token) => {
      const letter = token[0].toLowerCase();
      if (token.endsWith("'")) return [`Shift+${letter}`];
      return token.endsWith('2') ? [letter, letter] : [letter];
    });
}

test('the trainer watches the cube: doing the case with turns on the page stops its time', async () => {
  const info = core.cases('PLL').find((c) => c.name === 'PLL T');
  const undoOf = { '': '', U: "U'", U2: 'U2', "U'": 'U' };
  const shown = new Map(Object.keys(undoOf).map((turn) => [core.apply(turn, info.facelets).facelets, turn]));
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Learn' }).click();
    await page.getByLabel('Case set').selectOption('PLL');
    await waitForIdle(page);
    await page.getByRole('button', { name: 'PLL T', exact: true }).click();
    await page.getByRole('button', { name: 'Learning', exact: true }).click();
    await page.getByRole('button', { name: 'Next case' }).click();
    await waitForIdle(page);
    const state = await drawn(page);
    assert.ok(shown.has(state), 'the cube shows PLL T after a U turn');
    const keys = keysFor(`${undoOf[shown.get(state)]} ${info.algorithms[0]}`);
    await page.getByLabel('Speed').fill('50'); // short turns keep SwiftShader busy for less time
    await page.locator('body').click({ position: { x: 5, y: 5 } }); // keys turn, not type
    for (const key of keys.slice(0, -1)) await page.keyboard.press(key);
    await waitForIdle(page);
    const status = page.locator('#train-status');
    assert.match(await status.innerText(), /^Which PLL case is this\?/, 'not done before the last turn');
    await page.keyboard.press(keys.at(-1));
    await waitForIdle(page);
    assert.ok(isSolved(await drawn(page)));
    await page.waitForFunction(() => document.querySelector('#train-status').textContent.startsWith('Done'));
    assert.match(await status.innerText(), /^Done on the cube: PLL T \(.+\) in \d+\.\d\d s: /);
    await page.getByRole('button', { name: 'I knew it' }).click();
    const record = await page.locator('#train-table tr[data-case="PLL T"] td').allInnerTexts();
    assert.deepEqual(record.slice(0, 2), ['learning', '1 / 1']);
  });
});
