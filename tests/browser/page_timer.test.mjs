// The Timer view (issue 35): a random-state scramble shown as text and as a net; solves timed with
// Space (inspection first, then without, with a start delay set), Space typed in a field times
// nothing; +2 and DNF change the figures shown, which equal what this test works out by hand from
// the times (csTimer's trimming); a reload keeps the sessions; a csTimer file imported then
// exported gives the same sessions back; a damaged file changes nothing; a session is deleted only
// when confirmed.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { waitForIdle, withPage } from './harness.mjs';
import { download, openView, touch } from './actions.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

const FIXTURE = fileURLToPath(new URL('./fixtures/cstimer-two-sessions.txt', import.meta.url));
let core;
before(async () => {
  core = await loadCubeLab();
});

const timerState = (page) => page.locator('#timer-display').getAttribute('data-state');
const waitState = (page, state) =>
  page.waitForFunction((s) => document.querySelector('#timer-display').dataset.state === s, state);
const solveRows = (page) => page.locator('#timer-solves tbody tr');

// One solve on the keyboard: hold Space until green, release, let it run, Space stops.
async function timeOne(page) {
  const before = await solveRows(page).count();
  await page.keyboard.down(' ');
  await waitState(page, 'ready');
  await page.keyboard.up(' ');
  await waitState(page, 'running');
  await page.waitForTimeout(60);
  await page.keyboard.down(' ');
  await page.keyboard.up(' ');
  await page.waitForFunction(
    (n) => document.querySelectorAll('#timer-solves tbody tr').length === n,
    before + 1,
  );
  await waitForIdle(page);
}

// The figures by hand, as csTimer counts them: a +2 adds 2 s; best, worst and mean are of the times
// that are not DNF; an average of N drops ceil(5% of N) (at least one) from each end, a DNF
// counting as the slowest, and is DNF when more DNFs than that remain.
function byHand(solves) {
  const result = (s) => (s.penalty === 'DNF' ? Infinity : s.ms + (s.penalty === '+2' ? 2000 : 0));
  const results = solves.map(result);
  const finite = results.filter(Number.isFinite);
  const shown = (x) => (x === Infinity ? 'DNF' : String(Math.round(x)));
  const average = (list) => {
    const trim = Math.max(1, Math.ceil(list.length * 0.05));
    const kept = [...list].sort((a, b) => a - b).slice(trim, list.length - trim);
    return shown(kept.reduce((a, b) => a + b, 0) / kept.length);
  };
  return {
    'solves-current': String(solves.length),
    'DNF-current': String(results.length - finite.length),
    'best-current': shown(Math.min(...finite)),
    'worst-current': shown(Math.max(...finite)), // as csTimer shows it: the slowest time that is not DNF
    'mean-current': shown(finite.reduce((a, b) => a + b, 0) / finite.length),
    'ao5-current': average(results.slice(-5)),
    'ao5-best': average(results.slice(0, 5)),
    'ao12-current': 'null',
  };
}

async function shownFigures(page) {
  return page.$$eval('#timer-figures [data-figure]', (cells) =>
    Object.fromEntries(cells.map((c) => [c.dataset.figure, c.dataset.value])),
  );
}

async function shownSolves(page) {
  return page.$$eval('#timer-solves tbody tr', (rows) =>
    rows
      .map((r) => ({
        ms: Number(r.dataset.ms),
        penalty: r.querySelector('select').value,
        comment: r.querySelector('input').value,
      }))
      .reverse(),
  );
}

test('timer: scramble and net, Space timing with inspection, penalties and figures, reload, csTimer import and export', async () => {
  await withPage(
    async (page) => {
      await waitForIdle(page);
      await page.waitForFunction(() => document.querySelector('#timer-scramble')?.textContent);
      // The scramble is a random-state one (about 20 moves) and the net draws its cube.
      const scramble = await page.locator('#timer-scramble').innerText();
      const net = await page.locator('#timer-net').getAttribute('data-facelets');
      assert.ok(core.moves(scramble).htm >= 15, `a random-state scramble: ${scramble}`);
      assert.equal(net, core.apply(scramble, '').facelets, 'the net is the scrambled cube');
      await page.getByRole('button', { name: 'Next scramble' }).click();
      await page.waitForFunction(
        (s) => document.querySelector('#timer-scramble').textContent !== s,
        scramble,
      );
      const first = await page.locator('#timer-scramble').innerText();
      assert.equal(
        await page.locator('#timer-net').getAttribute('data-facelets'),
        core.apply(first, '').facelets,
      );

      // Inspection is on: Space starts the 15 s, then the timer is held until green. With a start
      // delay of 5 s, letting go sooner starts nothing; then csTimer's 0.3 s.
      const setDelay = async (seconds) => {
        await page.getByLabel('Start delay (s)').fill(seconds);
        await page.getByLabel('Start delay (s)').dispatchEvent('change');
        await page.getByRole('button', { name: 'Next scramble' }).focus(); // Space on a button: the timer's
      };
      assert.equal(await page.getByLabel('Start delay (s)').inputValue(), '0.3');
      await setDelay('5');
      assert.equal(await page.getByLabel('WCA inspection (15 s)').isChecked(), true);
      assert.equal(await timerState(page), 'waiting');
      await page.keyboard.down(' ');
      await page.keyboard.up(' ');
      await page.waitForFunction(() =>
        /Inspection: 1[45]/.test(document.querySelector('#timer-inspection').textContent),
      );
      assert.equal(await timerState(page), 'idle');
      await page.keyboard.down(' ');
      assert.equal(await timerState(page), 'holding', 'not ready before the start delay');
      await page.keyboard.up(' ');
      assert.equal(await timerState(page), 'idle', 'let go too soon: nothing starts');
      assert.equal(
        await page.locator('#timer-scramble').innerText(),
        first,
        'Space did not press Next scramble',
      );
      await setDelay('0.3');
      await timeOne(page);
      const timed = await shownSolves(page);
      assert.equal(timed.length, 1);
      assert.equal(timed[0].penalty, 'none', 'inspected under 15 s');
      const row = await solveRows(page).first().innerText();
      assert.ok(row.includes(first), 'the solve keeps its scramble');

      // Without inspection and with no start delay: four more solves.
      await page.getByLabel('WCA inspection (15 s)').uncheck();
      await setDelay('0');
      for (let k = 0; k < 4; k++) await timeOne(page);

      // Space typed in a field times nothing.
      await page.getByLabel('Comment on solve 1', { exact: true }).fill('');
      await page.getByLabel('Comment on solve 1', { exact: true }).pressSequentially('first one');
      await page.getByLabel('Comment on solve 1', { exact: true }).press('Tab');
      assert.equal(await timerState(page), 'idle', 'Space in a field does not start the timer');
      assert.equal(await solveRows(page).count(), 5);

      // +2 on solve 2, DNF on solve 4: the figures follow, equal to the hand count.
      await page.getByLabel('Penalty of solve 2', { exact: true }).selectOption('+2');
      await waitForIdle(page);
      await page.getByLabel('Penalty of solve 4', { exact: true }).selectOption('DNF');
      await waitForIdle(page);
      const solves = await shownSolves(page);
      assert.deepEqual(
        solves.map((s) => s.penalty),
        ['none', '+2', 'none', 'DNF', 'none'],
      );
      assert.ok(
        solves.every((s) => s.ms > 0 && Number.isInteger(s.ms)),
        JSON.stringify(solves),
      );
      const expected = byHand(solves);
      assert.deepEqual(await shownFigures(page), { ...(await shownFigures(page)), ...expected });
      // Two DNFs in five: the average of 5 is DNF.
      await page.getByLabel('Penalty of solve 1', { exact: true }).selectOption('DNF');
      await waitForIdle(page);
      assert.equal((await shownFigures(page))['ao5-current'], 'DNF');
      await page.getByLabel('Penalty of solve 1', { exact: true }).selectOption('none');
      await waitForIdle(page);
      // The chart draws every solve.
      await page.waitForFunction(() => document.querySelector('#timer-chart').dataset.points === '5');

      // A reload keeps the session: times, penalties, comment.
      await page.evaluate(() => window.cubelab.storage.flush());
      await page.reload();
      await waitForIdle(page);
      await page.waitForFunction(() => document.querySelectorAll('#timer-solves tbody tr').length === 5);
      assert.deepEqual(
        await shownSolves(page),
        solves.map((s, i) => (i === 0 ? { ...s, comment: 'first one' } : s)),
      );
      assert.deepEqual(await shownFigures(page), { ...(await shownFigures(page)), ...expected });
      assert.equal(await page.getByLabel('WCA inspection (15 s)').isChecked(), false, 'the setting is kept');

      // Import a csTimer file: its sessions are added, the one timed here is unchanged.
      await page.getByLabel('Import a csTimer file').setInputFiles(FIXTURE);
      await page.waitForFunction(() => document.querySelector('#timer-file-status').textContent);
      assert.equal(
        await page.locator('#timer-file-status').innerText(),
        'Imported 2 sessions with 3 solves.',
      );
      const options = () => page.$$eval('#timer-session option', (o) => o.map((x) => x.textContent));
      assert.deepEqual(await options(), ['Session 1 (5)', 'Main & OH (3)', '2 (0)']);

      // Export: the imported sessions come back as they were in the file.
      const exported = JSON.parse((await download(page, 'Export csTimer file')).bytes.toString());
      const original = JSON.parse(await readFile(FIXTURE, 'utf8'));
      assert.deepEqual(exported.session2, original.session1);
      assert.deepEqual(exported.session3, original.session2);
      const names = (file) => Object.values(JSON.parse(file.properties.sessionData)).map((s) => s.name);
      assert.deepEqual(names(exported).slice(1), names(original));
      assert.equal(exported.session1.length, 5, 'the timed session is exported too');
      const csv = (await download(page, 'Export CSV')).bytes.toString();
      assert.equal(csv.trim().split('\n').length, 1 + 5 + 3, 'a header and one line per solve');

      // A damaged file is refused with the core's error and changes nothing.
      await page.getByLabel('Import a csTimer file').setInputFiles({
        name: 'damaged.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('{"session1": [[[0, 12340], "R U"'),
      });
      await page.waitForFunction(() =>
        document.querySelector('#timer-file-status').textContent.startsWith('Not imported'),
      );
      assert.match(await page.locator('#timer-file-status').innerText(), /nothing changed: .+/);
      assert.deepEqual(await options(), ['Session 1 (5)', 'Main & OH (3)', '2 (0)']);

      // Deleting a session asks first: refused, it stays; accepted, it goes.
      await page.getByLabel('Session', { exact: true }).selectOption({ label: '2 (0)' });
      page.once('dialog', (d) => d.dismiss());
      await page.getByRole('button', { name: 'Delete session' }).click();
      assert.equal((await options()).length, 3);
      page.once('dialog', (d) => d.accept());
      await page.getByRole('button', { name: 'Delete session' }).click();
      await waitForIdle(page);
      assert.deepEqual(await options(), ['Session 1 (5)', 'Main & OH (3)']);

      // Rename; then another tab adds a session: this tab shows it and keeps its own in use.
      await page.getByLabel('Session', { exact: true }).selectOption({ label: 'Main & OH (3)' });
      await page.getByLabel('Name', { exact: true }).fill('OH practice');
      await page.getByRole('button', { name: 'Rename' }).click();
      await waitForIdle(page);
      assert.deepEqual(await options(), ['Session 1 (5)', 'OH practice (3)']);
      await page.evaluate(() => window.cubelab.storage.flush());
      const other = await page.context().newPage();
      await other.goto(new URL('/#/timer', page.url()).href);
      await waitForIdle(other);
      await other.waitForFunction(() => document.querySelectorAll('#timer-session option').length === 2);
      await other.getByRole('button', { name: 'New session' }).click();
      await waitForIdle(other);
      await other.evaluate(() => window.cubelab.storage.flush());
      await page.waitForFunction(() => document.querySelectorAll('#timer-session option').length === 3);
      assert.deepEqual(await options(), ['Session 1 (5)', 'OH practice (3)', 'Session 3 (0)']);
      assert.equal(await page.locator('#timer-session option:checked').innerText(), 'OH practice (3)');
      await other.close();

      // The Data view lists the sessions and its backup holds them.
      await openView(page, 'Data');
      const rows = (await page.locator('#data-stores tbody tr').allInnerTexts()).join('\n');
      assert.match(rows, /Timer sessions\t3 sessions, 8 solves/);
      const backup = JSON.parse((await download(page, 'Back up')).bytes.toString());
      assert.deepEqual(
        backup.stores.sessions.data.sessions.map((x) => [x.name, x.list.length]),
        [
          ['Session 1', 5],
          ['OH practice', 3],
          ['Session 3', 0],
        ],
      );
    },
    { path: '/#/timer' },
  );
});

// Inspection on a fake clock (the page's timers and performance.now): starting after 15 s costs
// +2, after 17 s the solve is a DNF; the time kept is exactly the time the clock ran. Touch starts
// inspection and the timer as Space does.
test('timer: inspection over 15 s gives +2, over 17 s DNF; touch works the timer', async () => {
  await withPage(
    async (page) => {
      await waitForIdle(page);
      await page.waitForFunction(() => document.querySelector('#timer-scramble')?.textContent);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60000); // time moves only when the test runs it
      const touchTimer = (type) => touch(page, '#timer-display', type);
      const solveAfter = async (inspectMs, solveMs, by) => {
        const rows = await solveRows(page).count();
        const [press, release] =
          by === 'touch'
            ? [() => touchTimer('touchstart'), () => touchTimer('touchend')]
            : [() => page.keyboard.down(' '), () => page.keyboard.up(' ')];
        await press();
        await release();
        assert.match(await page.locator('#timer-inspection').innerText(), /Inspection: 15/);
        await page.clock.runFor(inspectMs);
        await press();
        assert.equal(await timerState(page), 'holding');
        await page.clock.runFor(400);
        assert.equal(await timerState(page), 'ready');
        await release();
        assert.equal(await timerState(page), 'running');
        await page.clock.runFor(solveMs);
        await press();
        if (by !== 'touch') await release();
        await page.waitForFunction(
          (n) => document.querySelectorAll('#timer-solves tbody tr').length === n,
          rows + 1,
        );
        await page.waitForFunction(
          () => document.querySelector('#timer-display').dataset.state === 'waiting',
        );
      };
      // Space held past the delay, released, then `ms` on the clock before Space stops: solve `n`.
      const heldSolve = async (ms, n) => {
        await page.keyboard.down(' ');
        await page.clock.runFor(400);
        await page.keyboard.up(' ');
        await page.clock.runFor(ms);
        await page.keyboard.down(' ');
        await page.keyboard.up(' ');
        await page.waitForFunction(
          (k) => document.querySelectorAll('#timer-solves tbody tr').length === k,
          n,
        );
      };
      await solveAfter(14000, 9000, 'key');
      await solveAfter(15500, 8000, 'touch');
      await page.keyboard.down(' ');
      await page.keyboard.up(' ');
      await page.clock.runFor(16000);
      assert.equal(await page.locator('#timer-inspection').innerText(), 'Inspection: +2');
      await page.clock.runFor(1100);
      assert.equal(await page.locator('#timer-inspection').innerText(), 'Inspection: DNF');
      await heldSolve(7000, 3);
      // Without inspection: no penalty, and the time stays on show until the next solve starts.
      await page.getByLabel('WCA inspection (15 s)').uncheck();
      await page.getByRole('button', { name: 'Next scramble' }).focus();
      await heldSolve(20000, 4);
      await waitState(page, 'idle');
      assert.equal(await page.locator('#timer-display').innerText(), '20.00', 'the last time stays on show');
      assert.deepEqual(
        (await shownSolves(page)).map(({ ms, penalty }) => ({ ms, penalty })),
        [
          { ms: 9000, penalty: 'none' },
          { ms: 8000, penalty: '+2' },
          { ms: 7000, penalty: 'DNF' },
          { ms: 20000, penalty: 'none' },
        ],
      );
    },
    { path: '/#/timer' },
  );
});
