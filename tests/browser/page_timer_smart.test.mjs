// The Timer view with a smart cube (issue 35), driven by the virtual cube and key turns: the
// scramble shown is followed turn by turn (done turns marked; a wrong turn answered by a fix that,
// applied by the core in Node, makes the scrambled cube); the time starts at the first turn after
// the scramble and stops when the cube is solved (a CFOP solution from the core in Node, turned
// with keys); the solve is kept with its timed moves.
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
      const t0 = Date.now();
      const lap = (what) => console.log(what, Date.now() - t0);
      await waitForIdle(page);
      await page.waitForFunction(() => document.querySelector('#timer-scramble')?.textContent);
      await page.getByLabel('WCA inspection (15 s)').uncheck();
      await page.locator('#timer-smart-menu summary').click();
      await page.locator('#timer-smart-virtual').click();
      await page.locator('#timer-smart-name').getByText('Connected: Virtual cube').waitFor();
      await page.waitForFunction(() => document.querySelector('#timer-scramble')?.dataset.done === '0');
      const tokens = (await page.locator('#timer-scramble').innerText()).trim().split(/\s+/);
      const scramble = tokens.join(' ');
      const target = core.apply(scramble, '').facelets;
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      lap('connected');

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
      const wrong = tokens[3][0] === 'U' ? 'D' : 'U';
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

      lap('scrambled');
      // The solve: the time starts at its first turn and stops when the cube is solved.
      const solution = core.solve('cfop', target).solution;
      const moves = solution.split(' ');
      await turn(page, moves[0]);
      await page.waitForFunction(() => document.querySelector('#timer-display').dataset.state === 'running');
      await turn(page, moves.slice(1).join(' '));
      lap('keys pressed');
      await page.waitForFunction(() => document.querySelectorAll('#timer-solves tbody tr').length === 1);
      await waitForIdle(page);
      assert.equal(await displayState(page), 'off');

      lap('solved');
      // Kept: the time is the last turn's timestamp; the moves with csTimer's timestamps.
      const kept = await page.evaluate(() => window.cubelab.storage.get('sessions'));
      const solve = kept.sessions.find((s) => s.id === kept.current).list.at(-1);
      assert.equal(solve.scramble, scramble);
      assert.equal(solve.reconstruction.puzzle, '333');
      const timed = solve.reconstruction.moves.split(' ').map((m) => /^(.+)\/\*(\d+)\*\/$/.exec(m));
      assert.ok(timed.every(Boolean), solve.reconstruction.moves);
      assert.equal(
        timed.map((m) => m[1]).join(' '),
        solution.replace(/(\w)2/g, '$1 $1'),
        'the timed moves are the turns made (a half turn as two quarters)',
      );
      assert.equal(timed[0][2], '0');
      assert.equal(solve.ms, Number(timed.at(-1)[2]));
      assert.ok(solve.ms > 0);
    },
    { path: '/#/timer' },
  );
});
