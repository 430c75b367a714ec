// The Timer view with a smart cube (issue 35), driven by the virtual cube and key turns: the
// scramble shown is followed turn by turn (done turns marked; a wrong turn answered by a fix that,
// applied by the core in Node, makes the scrambled cube); the time starts at the first turn after
// the scramble and stops when the cube is solved (a CFOP solution from the core in Node, turned
// with keys); the solve is kept with its timed moves, and split by phase under the timer as the
// core's analysis of the same moves, asked here in Node, says; "Open in Analyse" opens it there.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

// The keys of a face turn in the letters layout: a letter, Shift for a prime, twice for a half.
const keysOf = (move) => {
  const face = move[0].toLowerCase();
  if (move.endsWith('2')) return [face, face];
  return [move.endsWith("'") ? `Shift+${face.toUpperCase()}` : face];
};
// The key presses of `moves`, sent to the page at once (as keydown events on the page, where its
// key turns are read): Playwright's one press at a time waits for the cube's drawing each time.
async function turn(page, moves) {
  const keys = moves.split(' ').filter(Boolean).flatMap(keysOf);
  await page.evaluate((keys) => {
    for (const k of keys) {
      const shift = k.startsWith('Shift+');
      const key = shift ? k.slice(6) : k;
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey: shift, bubbles: true }));
    }
  }, keys);
}
const displayState = (page) => page.locator('#timer-display').getAttribute('data-state');
const shownTokens = (page) =>
  page.$$eval('#timer-scramble span', (spans) =>
    spans.map((s) => ({ text: s.textContent.trim(), done: s.className === 'done' })),
  );
const doneCount = (page) => page.locator('#timer-scramble').getAttribute('data-done');

test('timer with the virtual cube: the scramble followed, a wrong turn fixed, timed from the first turn to solved', async () => {
  await withPage(
    async (page) => {
      await waitForIdle(page);
      await page.waitForFunction(() => document.querySelector('#timer-scramble')?.textContent);
      await page.getByLabel('WCA inspection (15 s)').uncheck();
      await page.locator('#speed').fill('50'); // the page's cube turns fast: fewer frames to draw
      await page.locator('#timer-smart-menu summary').click();
      await page.locator('#timer-smart-virtual').click();
      await page.locator('#timer-smart-name').getByText('Connected: Virtual cube').waitFor();
      await page.waitForFunction(() => document.querySelector('#timer-scramble')?.dataset.done === '0');
      const tokens = (await page.locator('#timer-scramble').innerText()).trim().split(/\s+/);
      const scramble = tokens.join(' ');
      const target = core.apply(scramble, '').facelets;
      await page.locator('body').click({ position: { x: 5, y: 5 } });

      // The first three turns: marked done, the time not started.
      await turn(page, tokens.slice(0, 3).join(' '));
      await page.waitForFunction(() => document.querySelector('#timer-scramble').dataset.done === '3');
      const marked = await shownTokens(page);
      assert.deepEqual(
        marked.map((t) => t.done),
        tokens.map((_, i) => i < 3),
      );
      assert.equal(await displayState(page), 'off');

      // A wrong turn: a fix from the cube's state now, which the core finds makes the scramble.
      // A turn on an axis neither the last turn made nor the next one turns: off the scramble's path
      // (undoing the last turn would only step back along it).
      const axis = (m) => 'UDRLFB'.indexOf(m[0]) >> 1;
      const wrong = ['U', 'R', 'F'].find((m) => axis(m) !== axis(tokens[2]) && axis(m) !== axis(tokens[3]));
      const now = core.apply(`${tokens.slice(0, 3).join(' ')} ${wrong}`, '').facelets;
      await turn(page, wrong);
      await page.locator('#timer-scramble').getByText('Fix:').waitFor();
      await waitForIdle(page);
      const fix = (await shownTokens(page)).slice(1).map((t) => t.text);
      assert.equal(await doneCount(page), '0');
      assert.equal(core.apply(fix.join(' '), now).facelets, target, `the fix ${fix.join(' ')}`);
      await turn(page, fix.join(' '));
      await page.waitForFunction(() => document.querySelector('#timer-display').dataset.state === 'ready');
      assert.equal(await doneCount(page), String(fix.length));

      // The solve: the time starts at its first turn and stops when the cube is solved. Each of the
      // core's phases is turned at once, after a pause (recognition, which the split must show).
      const solved = core.solve('cfop', target);
      const [first, ...rest] = solved.phases.map((p) => p.moves.join(' '));
      const [firstMove, ...crossRest] = first.split(' ');
      await turn(page, firstMove);
      await page.waitForFunction(() => document.querySelector('#timer-display').dataset.state === 'running');
      await turn(page, crossRest.join(' '));
      for (const moves of rest) {
        await page.waitForTimeout(300);
        await turn(page, moves);
      }
      await page.waitForFunction(() => document.querySelectorAll('#timer-solves tbody tr').length === 1);
      await waitForIdle(page);
      assert.equal(await displayState(page), 'off');

      // Kept: the time is the last turn's timestamp; the moves with csTimer's timestamps.
      const kept = await page.evaluate(() => window.cubelab.storage.get('sessions'));
      const solve = kept.sessions.find((s) => s.id === kept.current).list.at(-1);
      assert.equal(solve.scramble, scramble);
      assert.equal(solve.reconstruction.puzzle, '333');
      const timed = solve.reconstruction.moves.split(' ').map((m) => /^(.+)\/\*(\d+)\*\/$/.exec(m));
      assert.ok(timed.every(Boolean), solve.reconstruction.moves);
      assert.equal(
        timed.map((m) => m[1]).join(' '),
        solved.phases
          .flatMap((p) => p.moves)
          .join(' ')
          .replace(/(\w)2/g, '$1 $1'),
        'the timed moves are the turns made (a half turn as two quarters)',
      );
      assert.equal(timed[0][2], '0');
      assert.equal(solve.ms, Number(timed.at(-1)[2]));
      assert.ok(solve.ms > 0);

      // The split by phase under the timer: the core's analysis of the same timed moves, asked here.
      const analysis = core.analyse(scramble, solve.reconstruction.moves, {});
      assert.equal(analysis.valid, true);
      await page.locator('#timer-phases table').waitFor();
      const rows = await page.$$eval('#timer-phases tbody tr', (trs) =>
        trs.map((tr) => ({ step: tr.dataset.step, cells: [...tr.cells].map((c) => c.textContent) })),
      );
      const seconds = (ms) => (ms === null ? '–' : (ms / 1000).toFixed(2));
      assert.deepEqual(
        rows,
        analysis.steps.map((s) => ({
          step: s.name,
          cells: [
            core.phaseInfo(s.name).label,
            s.case ?? '',
            seconds(s.ms),
            seconds(s.pause_ms),
            String(s.stm),
            s.tps?.toFixed(2) ?? '–',
          ],
        })),
      );
      const pll = analysis.steps.find((s) => s.family === 'pll');
      assert.match(pll.case, /^PLL |skip/, `a PLL case: ${pll.case}`);
      assert.ok(rows.some((r) => r.cells[1] === pll.case));
      assert.ok(
        analysis.steps.some((s) => s.family === 'f2l' && /^F2L \d+/.test(s.case ?? '')),
        'pairs with cases',
      );

      // The session's phase means: with one smart-cube solve, its own phase times, worked out here
      // from the core's steps (recognition: the pause before the step; execution: the rest of it).
      await page.waitForFunction(() => !document.querySelector('#timer-phase-means').hidden);
      const means = await page.$$eval('#timer-phase-means tbody tr', (trs) =>
        Object.fromEntries(trs.map((tr) => [tr.dataset.phase, tr.dataset.value])),
      );
      const steps = (family) => analysis.steps.filter((s) => s.family === family && s.ms !== null);
      const sum = (family) => steps(family).reduce((t, s) => t + s.ms, 0);
      const pause = (family) => steps(family)[0].pause_ms;
      assert.deepEqual(means, {
        cross: String(sum('cross')),
        f2l: String(sum('f2l')),
        'oll-recognition': String(pause('oll')),
        'oll-execution': String(sum('oll') - pause('oll')),
        'pll-recognition': steps('pll').length ? String(pause('pll')) : 'null',
        'pll-execution': steps('pll').length ? String(sum('pll') - pause('pll')) : 'null',
      });

      // One click opens the solve in the Analyse view, its texts those of the solve.
      await page.getByRole('link', { name: 'Open in Analyse' }).click();
      await page.waitForFunction(() => document.querySelector('#analyse-solution')?.value);
      assert.equal(await page.locator('#analyse-scramble').inputValue(), scramble);
      assert.equal(await page.locator('#analyse-solution').inputValue(), solve.reconstruction.moves);
    },
    { path: '/#/timer' },
  );
});
