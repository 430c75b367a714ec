// The statistics panel: a run spread over several workers gives exactly the core's figures for the
// same method, seed and count; the exact cross run gives the published distribution; finished runs
// survive a reload; bad input is refused by name; Cancel stops a long run and keeps the page usable.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

// Four statistics workers whatever the machine has (the pool takes hardwareConcurrency - 1).
const FOUR_WORKERS = () => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 5 });

async function openStats(page) {
  await waitForIdle(page);
  await page.getByRole('link', { name: 'Statistics' }).click();
  await waitForIdle(page);
}

async function runStats(page, { method, solves, seed }) {
  await page.getByLabel('Solver').selectOption(method);
  if (solves !== undefined) await page.getByLabel('Solves').fill(String(solves));
  if (seed !== undefined) await page.getByLabel('Seed').fill(String(seed));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await waitForIdle(page, 120000);
}

// The table as shown: phase title -> [mean, sd, min, max].
async function table(page) {
  const rows = await page
    .locator('#stats-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [tr.dataset.phase, [...tr.cells].map((c) => c.textContent)]));
  return Object.fromEntries(rows.map(([phase, cells]) => [phase, cells.slice(1, 5).map(Number)]));
}

const figures = (s) => [Number(s.mean.toFixed(3)), Number(s.sd.toFixed(2)), s.min, s.max];

test('a run on four workers shows the figures of the same run in the core, and survives a reload', async () => {
  const expected = core.stats('cfop', { samples: 3000, seed: 7 });
  await withPage(async (page) => {
    await page.addInitScript(FOUR_WORKERS);
    await page.reload();
    await openStats(page);
    const before = await page.evaluate(() => window.cubelab.messages());
    await runStats(page, { method: 'cfop', solves: 3000, seed: 7 });
    // The pool's workers folded and merged the chunks: the solving worker was not asked.
    assert.deepEqual(await page.evaluate(() => window.cubelab.messages()), before);
    const shown = await table(page);
    for (const [phase, s] of Object.entries(expected.phases))
      assert.deepEqual(shown[phase], figures(s), phase);
    assert.deepEqual(shown.total, figures(expected.total));
    assert.match(await page.locator('#stats-message').innerText(), /3,000 solves in .* s; saved below/);
    assert.ok(await page.locator('#stats-chart').isVisible());
    await page.reload();
    await openStats(page);
    assert.match(await page.locator('#stats-heading').innerText(), /CFOP: 3,000 solves, seed 7/);
    assert.deepEqual((await table(page)).total, figures(expected.total));
    assert.equal(await page.locator('#stats-saved li').count(), 1);
  });
});

test('the exact cross run equals the published distribution', async () => {
  const published = readFileSync(new URL('../data/cross-distribution.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^\d+\t\d+$/.test(line))
    .map((line) => line.split('\t').map(Number));
  const count = published.reduce((n, [, states]) => n + states, 0);
  const mean = published.reduce((sum, [moves, states]) => sum + moves * states, 0) / count;
  await withPage(async (page) => {
    await openStats(page);
    await runStats(page, { method: 'cross-exact' });
    const cross = (await table(page)).cross;
    assert.equal(cross[0], Number(mean.toFixed(3)));
    assert.deepEqual(cross.slice(2), [published[0][0], published.at(-1)[0]]);
    assert.match(await page.locator('#stats-heading').innerText(), /190,080 solves/);
  });
});

test('bad input is refused by name; Cancel stops a long run and nothing is saved', async () => {
  await withPage(async (page) => {
    await openStats(page);
    await runStats(page, { method: 'cfop', solves: 0 });
    assert.equal(
      await page.locator('#stats-message').innerText(),
      'Solves must be a whole number from 1 to 10,000,000.',
    );
    await runStats(page, { method: 'cfop', solves: 100, seed: -3 });
    assert.match(await page.locator('#stats-message').innerText(), /^Seed must be a whole number/);
    await page.getByLabel('Solver').selectOption('cfop-optimal');
    await page.getByLabel('Solves').fill('1000000');
    await page.getByLabel('Seed').fill('1');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('#stats-progress').value > 0, null, {
      timeout: 60000,
    });
    // The figures so far are drawn as the run goes (the chunks folded in as they come).
    const partial = await page.waitForFunction(
      () => {
        const m = /: ([\d,]+) solves/.exec(document.querySelector('#stats-heading').textContent);
        return m && Number(m[1].replaceAll(',', ''));
      },
      null,
      { timeout: 60000 },
    );
    const shown = await partial.jsonValue();
    assert.ok(shown > 0 && shown < 1000000, `partial figures of ${shown} solves`);
    assert.ok((await page.locator('#stats-table tbody tr').count()) > 0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForIdle(page, 30000);
    assert.match(await page.locator('#stats-message').innerText(), /^Cancelled after [\d,]+ solves/);
    assert.equal(await page.locator('#stats-saved li.hint').count(), 1, 'no run saved');
    assert.ok(await page.getByRole('button', { name: 'Run', exact: true }).isEnabled());
    // The page's own worker still answers.
    await page.getByRole('link', { name: 'Solve' }).click();
    await page.getByLabel('Scramble', { exact: true }).fill("R U R'");
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForIdle(page);
    assert.equal(await page.evaluate(() => window.cubelab.facelets()), core.apply("R U R'", '').facelets);
  });
});
