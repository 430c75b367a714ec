// Learning the cases: the panel lists every case of the core's library in its groups, and an
// algorithm's demonstration starts from the library's state of that case and ends solved.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { storedData } from './stored.mjs';
import { loadCubeLab } from '../wasm/load.mjs';
import { CUBIES } from '../../web/kit/cube/layout.js';

const GREY = '#5b616b'; // web/kit/cube/case_diagram.js

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
      if (set === 'PLL') await metricFollowed(page, { name, alg, auf });
    }, SMALL);
  }
});

// The metric setting (the Solve view's "Count moves in") in the Learn view: a demonstration's
// length and the left-handed algorithms' lengths are the core's counts in QTM, then in STM (PLL Ua:
// M2 U M U2 M' U M2 is 11 HTM, 16 QTM, 7 STM).
async function metricFollowed(page, { name, alg, auf }) {
  const ua = core.cases('PLL').find((c) => c.name === 'PLL Ua');
  for (const [metric, c, algorithm, after] of [
    ['qtm', name, alg, auf],
    ['stm', 'PLL Ua', ua.algorithms[0], ua.aufs[0]],
  ]) {
    const played = [algorithm, after].filter(Boolean).join(' ');
    await page.getByRole('link', { name: 'Solve', exact: true }).click();
    await page.getByLabel('Count moves in').selectOption(metric);
    await page.getByRole('link', { name: 'Learn' }).click();
    await waitForIdle(page);
    await page.getByRole('button', { name: c, exact: true }).click();
    await page.getByRole('button', { name: `Demonstrate ${algorithm}`, exact: true }).click();
    const counts = core.moves(played);
    const unit = metric.toUpperCase();
    await page.waitForFunction(
      (text) => document.querySelector('#status').textContent === text,
      `${c}: ${counts[metric]} moves (${unit}).`,
    );
    assert.notEqual(counts[metric], counts.htm, `${c} in ${unit} differs from HTM`);
    await page.evaluate(() => window.cubelab.session.pause()); // its playing is checked above
    await page.getByRole('button', { name: 'Mirrors' }).click();
    const mirrors = core.caseMirrors(c, { set: 'PLL' }).mirrors;
    const listed = page.locator('#own-mirror-list li');
    await listed.first().waitFor();
    assert.deepEqual(
      (await listed.allInnerTexts()).map((t) => /\(from .+?, (\d+ \w+)\)/.exec(t)?.[1]),
      mirrors.map((m) => `${m[metric]} ${unit}`),
    );
    await waitForIdle(page);
  }
}

// The trainer's case is a random state the core made: the first two layers done, the case on top
// after a random U turn; its reveal does the step, and the attempt is kept across a reload.
test('the trainer shows a chosen case from a case scramble; Space reveals it and the record is kept', async () => {
  const info = core.cases('OLL').find((c) => c.name === 'OLL 27');
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Learn' }).click();
    await page.getByLabel('Case set').selectOption('OLL');
    await waitForIdle(page);
    await page.getByRole('button', { name: 'OLL 27', exact: true }).click();
    await page.getByRole('button', { name: 'Learning', exact: true }).click();
    await page.getByRole('button', { name: 'Drill those I am learning' }).click();
    assert.equal(await page.locator('#selection-count').innerText(), '1 of 57 cases chosen for the trainer.');
    await page.getByRole('button', { name: 'Drill the new ones' }).click();
    assert.equal(
      await page.locator('#selection-count').innerText(),
      '56 of 57 cases chosen for the trainer.',
    );
    assert.equal(await page.getByLabel('Drill OLL 27', { exact: true }).isChecked(), false);
    await page.getByRole('button', { name: 'Drill those learned' }).click();
    assert.equal(await page.locator('#selection-count').innerText(), '0 of 57 cases chosen for the trainer.');
    await page.getByRole('button', { name: 'Drill those I am learning' }).click();
    const caseButton = page.locator('#case-grid .case[data-name="OLL 27"]');
    assert.equal(await caseButton.getAttribute('data-status'), 'learning');
    for (let round = 0; round < 2; round++) {
      await page.getByRole('button', { name: 'Next case' }).click();
      await waitForIdle(page);
      const state = await drawn(page);
      assert.ok(core.stepDone('F2L', state).done && !core.stepDone('OLL', state).done, 'an OLL case');
      const undoes = ['', 'U', 'U2', "U'"].filter(
        (pre) => core.stepDone('OLL', core.apply(`${pre} ${info.algorithms[0]}`, state).facelets).done,
      );
      assert.ok(undoes.length > 0, 'the cube shows OLL 27 after a U turn');
      await page.keyboard.press(' ');
      await page.waitForFunction(() => /: .+$/.test(document.querySelector('#train-status').textContent));
      const status = await page.locator('#train-status').innerText();
      assert.match(status, /^OLL 27 \(Cross\) in \d+\.\d\d s: /);
      // What the reveal says to do does the step from the case shown.
      const told = status.split(': ').at(-1);
      assert.ok(core.stepDone('OLL', core.apply(told, state).facelets).done, `"${told}" does the OLL`);
      await page.getByRole('button', { name: round === 0 ? 'I knew it' : 'I did not' }).click();
    }
    const record = () => page.locator('#train-table tr[data-case="OLL 27"] td').allInnerTexts();
    assert.deepEqual((await record()).slice(0, 3), ['learning', '2', '1']);
    await page.reload();
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Learn' }).click();
    await waitForIdle(page);
    assert.equal(await caseButton.getAttribute('data-status'), 'learning');
    assert.deepEqual((await record()).slice(0, 3), ['learning', '2', '1']);
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

// On the page's cube the time starts at the first turn (recognition) and stops at the turn that
// does the step (the core decides), recorded apart.
test('the trainer watches the cube: doing the case with turns on the page stops its time', async () => {
  const info = core.cases('PLL').find((c) => c.name === 'PLL T');
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Learn' }).click();
    await page.getByLabel('Case set').selectOption('PLL');
    await waitForIdle(page);
    await page.getByRole('button', { name: 'Drill none' }).click();
    await page.getByLabel('Drill PLL T', { exact: true }).check();
    await page.getByRole('button', { name: 'Next case' }).click();
    await waitForIdle(page);
    const state = await drawn(page);
    const pre = ['', 'U', 'U2', "U'"].find(
      (p) => core.stepDone('PLL', core.apply(`${p} ${info.algorithms[0]}`, state).facelets).done,
    );
    assert.notEqual(pre, undefined, 'the cube shows PLL T after a U turn');
    const keys = keysFor(`${pre} ${info.algorithms[0]}`);
    await page.getByLabel('Speed').fill('50'); // short turns keep SwiftShader busy for less time
    await page.locator('body').click({ position: { x: 5, y: 5 } }); // keys turn, not type
    for (const key of keys.slice(0, -1)) await page.keyboard.press(key);
    await waitForIdle(page);
    const status = page.locator('#train-status');
    assert.match(await status.innerText(), /^Which PLL case is this\?/, 'not done before the last turn');
    await page.keyboard.press(keys.at(-1));
    await waitForIdle(page);
    assert.ok(core.stepDone('PLL', await drawn(page)).done);
    await page.waitForFunction(() => /: .+$/.test(document.querySelector('#train-status').textContent));
    const text = await status.innerText();
    const m =
      /^Done on the cube: PLL T \(.+\) in (\d+\.\d\d) s \(recognition (\d+\.\d\d) s, execution (\d+\.\d\d) s\): /.exec(
        text,
      );
    assert.ok(m, text);
    const [total, recognition, execution] = m.slice(1).map(Number);
    assert.ok(Math.abs(recognition + execution - total) <= 0.011, 'recognition + execution = the time');
    assert.ok(recognition > 0 && execution > 0);
    await page.getByRole('button', { name: 'I knew it' }).click();
    const record = await page.locator('#train-table tr[data-case="PLL T"] td').allInnerTexts();
    assert.deepEqual(record.slice(0, 4), ['learning', '1', '0', `${total.toFixed(2)} s`]);
    assert.equal(record[6], `${recognition.toFixed(2)} s`, 'the recognition time is kept apart');
    // A mistaken attempt can be taken back: the case's record is as before it.
    await page.getByRole('button', { name: 'Delete that attempt' }).click();
    assert.equal(await page.locator('#train-table tr[data-case="PLL T"]').count(), 0);
    const stored = await storedData(page, 'learn');
    assert.deepEqual(stored.cases['PLL T'].attempts, []);
  });
});
