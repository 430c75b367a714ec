// A worker that survives anything: faults are injected into the page's workers (worker.js
// faultForTest) at the worst moments, inside a two-phase search that is building its tables (the
// core's frames on the stack) and between the chunks of a statistics run, and the page must say
// what happened, replace the worker, keep the user's cube, history and stored data, and go on
// working. Answers are checked against the reference core in Node, not against the page.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';
import { databaseRecords } from './stored.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

const SCRAMBLE = "R U F' L2 D B'";

function isSolved(facelets) {
  for (let face = 0; face < 6; face++)
    if (new Set(facelets.slice(face * 9, face * 9 + 9)).size !== 1) return false;
  return true;
}

// What the user has: the cube on screen, the undo history, and everything stored.
async function userState(page) {
  await page.evaluate(() => window.cubelab.storage.flush());
  return {
    ...(await page.evaluate(() => ({
      facelets: window.cubelab.facelets(),
      history: window.cubelab.session.history.map((e) => e.label),
    }))),
    stored: await databaseRecords(page),
  };
}

for (const kind of ['trap', 'throw', 'die']) {
  test(`a ${kind} inside a two-phase search is reported, the worker replaced, nothing lost`, async () => {
    await withPage(
      async (page) => {
        await waitForIdle(page);
        await page.getByLabel('Speed').fill('50'); // stored settings
        await page.getByLabel('Method').selectOption('twophase');
        await page.getByLabel('Scramble', { exact: true }).fill(SCRAMBLE);
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        await waitForIdle(page);
        const before = await userState(page);
        assert.equal(before.facelets, core.apply(SCRAMBLE, '').facelets);
        const restarts = await page.evaluate(() => window.cubelab.client.restarts);
        // Fires at the first table-build progress report of the coming solve: mid-search.
        await page.evaluate((k) => window.cubelab.client.call('faultForTest', [k, 'progress']), kind);
        await page.getByRole('button', { name: 'Solve' }).click();
        await page.waitForFunction(() => /restarted/.test(document.querySelector('#status').textContent));
        await waitForIdle(page);
        const status = await page.locator('#status').innerText();
        assert.match(status, /solver worker (crashed in solve|stopped)/, status);
        assert.match(status, /injected by a test/, status);
        assert.equal(await page.evaluate(() => window.cubelab.client.restarts), restarts + 1);
        assert.equal(await page.evaluate(() => window.cubelab.solution()), null, 'no half answer');
        assert.deepEqual(await userState(page), before, 'cube, history and stored data unchanged');
        // The new worker solves (CFOP: a two-phase table build would add seconds to CI for no
        // more proof), and the answer solves the cube (checked by the Node core).
        await page.getByLabel('Method').selectOption('cfop');
        await page.getByRole('button', { name: 'Solve' }).click();
        await waitForIdle(page, 120000);
        const answer = await page.evaluate(() => window.cubelab.solution());
        assert.ok(answer && !answer.error, await page.locator('#solve-message').innerText());
        assert.ok(isSolved(core.apply(answer.solution, before.facelets).facelets), answer.solution);
      },
      { allowConsoleErrors: kind === 'die' }, // the dying worker's uncaught exception is logged
    );
  });
}

// The figures of a run of `count` beginner solves from `seed`, computed by the Node core in one chunk.
function reference(seed, count) {
  const chunk = core.statsChunk('beginner', { seed, first: 0, count, colour: 'white' });
  return core.statsMerge([chunk]).total;
}

for (const kind of ['trap', 'die']) {
  test(`a statistics worker lost mid-run (${kind}) is replaced and the run's figures stay exact`, async () => {
    const seed = 7;
    const count = 5000; // five chunks of beginner solves
    const expected = reference(seed, count);
    await withPage(
      async (page) => {
        await waitForIdle(page);
        await page.getByLabel('Scramble', { exact: true }).fill('R U');
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        await waitForIdle(page);
        await page.getByRole('link', { name: 'Statistics' }).click();
        await waitForIdle(page);
        await page.getByLabel('Solver').selectOption('beginner');
        await page.getByLabel('Solves').fill(String(count));
        await page.getByLabel('Seed').fill(String(seed));
        await page.getByRole('button', { name: 'Run', exact: true }).click();
        // The second chunk this worker starts after the fault is armed dies: one chunk at least
        // has been folded by then, and that fold must not be lost with the worker.
        await page.waitForFunction(() => window.cubelab.workers().some((w) => w.name === 'statistics'));
        const armed = await page.evaluate(
          (k) =>
            window.cubelab
              .workers()
              .find((w) => w.name === 'statistics')
              .call('faultForTest', [k, 'statsFold', 1]),
          kind,
        );
        assert.equal(armed, true);
        await page.waitForFunction(
          () => /solves in/.test(document.querySelector('#stats-message').textContent),
          null,
          {
            timeout: 120000,
          },
        );
        const message = await page.locator('#stats-message').innerText();
        assert.match(message, /statistics worker (crashed in statsFold|stopped).*restarted/, message);
        assert.match(await page.locator('#stats-heading').innerText(), /5,000 solves, seed 7/);
        const total = await page.locator('#stats-table tr[data-phase="total"] td').allInnerTexts();
        assert.deepEqual(total.slice(0, 1).concat(total.slice(2, 4)), [
          expected.mean.toFixed(3),
          String(expected.min),
          String(expected.max),
        ]);
        // The solving worker was not touched, and the cube is as it was.
        assert.equal(await page.evaluate(() => window.cubelab.client.restarts), 0);
        assert.equal(await page.evaluate(() => window.cubelab.facelets()), core.apply('R U', '').facelets);
      },
      { allowConsoleErrors: kind === 'die' },
    );
  });
}
