// The Compare view: two methods over three lengths on the pool give the rows the CLI gives for the
// same seed (through the JSON export); the thesis's dashed lines are drawn and can be hidden; CSV,
// PNG and Markdown exports; a saved comparison reopens after a reload, from its link too; bad
// lengths are refused with their column; Cancel stops a long run and saves nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitForIdle, withPage } from './harness.mjs';
import { download, openView } from './actions.mjs';

const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
const METHODS = ['cfop-2look', 'beginner'];
const SEED = 4;
const SAMPLES = 12;

function cliCompare() {
  const r = spawnSync(
    cliPath,
    ['stats', '--compare', '--methods', METHODS.join(','), '--lengths', '5,20,random', '--samples', String(SAMPLES), '--seed', String(SEED), '--json'],
    { encoding: 'utf8' },
  ); // prettier-ignore
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout).compare;
}

const openCompare = (page) => openView(page, 'Compare');

async function runCompare(page, { methods, lengths, samples, seed }) {
  for (const box of await page.locator('[name=compare-method]').all())
    await box.setChecked(methods.includes(await box.getAttribute('value')));
  await page.getByLabel('Scramble lengths', { exact: true }).fill(lengths);
  await page.getByLabel('Scrambles per length', { exact: true }).fill(String(samples));
  await page.getByLabel('Seed', { exact: true }).fill(String(seed));
  await page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForIdle(page, 120000);
}

const chartLines = (page, id) => page.locator(id).getAttribute('aria-label');

test('two methods over three lengths: the JSON export has the CLI rows; thesis lines toggle; CSV, PNG, Markdown', async () => {
  const expected = cliCompare();
  assert.equal(expected.length, 6);
  await withPage(async (page, { context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCompare(page);
    await runCompare(page, { methods: METHODS, lengths: '5, 20, random', samples: SAMPLES, seed: SEED });
    assert.match(await page.locator('#compare-message').innerText(), /72 solves in .* s; saved below/);
    assert.match(
      page.url(),
      /#\/compare\?methods=cfop-2look%2Cbeginner&lengths=5%2C20%2Crandom&samples=12&seed=4$/,
    );

    const json = await download(page, 'JSON');
    assert.equal(json.name, 'cubelab-compare-seed4-12x.json');
    const body = JSON.parse(json.bytes.toString('utf8'));
    assert.equal(body.rows.length, 6);
    for (const want of expected) {
      const length = want.scramble_length === -1 ? 'random state' : String(want.scramble_length);
      const row = body.rows.find((r) => r.method === want.method && r.length === length);
      assert.ok(row, `${want.method} at ${length}`);
      assert.equal(row.samples, SAMPLES);
      assert.equal(row.moves_mean, Number(want.moves.mean.toFixed(3)), `${want.method} ${length} mean`);
      assert.equal(row.moves_sd, Number(want.moves.sd.toFixed(3)));
      assert.deepEqual([row.moves_min, row.moves_max], [want.moves.min, want.moves.max]);
      assert.ok(row.ms_mean >= 0 && row.ms_min <= row.ms_max);
    }
    const thesisRow = body.rows.find((r) => r.method === 'cfop-2look' && r.length === '20');
    assert.equal(thesisRow.thesis_moves_mean, 82); // the thesis's Fridrich at length 20

    // The table on screen: one line per method and length.
    assert.equal(await page.locator('#compare-table tbody tr').count(), 6);

    // The thesis's figures, dashed, on both charts; hidden and shown again by the toggle.
    for (const id of ['#compare-moves-chart', '#compare-time-chart']) {
      const lines = await chartLines(page, id);
      assert.match(lines, /CFOP 2-look.*thesis: Fridrich \(dashed\)/, lines);
      assert.match(lines, /thesis: Beginner \(dashed\)/);
    }
    await page.getByLabel('Thesis figures (dashed)').uncheck();
    assert.doesNotMatch(await chartLines(page, '#compare-moves-chart'), /thesis/);
    assert.doesNotMatch(await chartLines(page, '#compare-time-chart'), /thesis/);
    assert.match(await chartLines(page, '#compare-moves-chart'), /CFOP 2-look/);
    await page.getByLabel('Thesis figures (dashed)').check();
    assert.match(await chartLines(page, '#compare-moves-chart'), /thesis: Fridrich \(dashed\)/);

    const csv = (await download(page, 'CSV')).bytes.toString('utf8').trim().split('\r\n');
    assert.equal(csv.length, 7);
    assert.match(csv[0], /^method,length,samples,moves_mean/);
    assert.ok(csv.some((line) => line.startsWith('beginner,random state,12,')));
    for (const button of ['Moves chart PNG', 'Time chart PNG']) {
      const png = await download(page, button);
      assert.match(png.name, /\.png$/);
      assert.deepEqual([...png.bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
      assert.ok(png.bytes.length > 2000, 'a drawn chart, not an empty image');
    }
    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(markdown.split('\n').length, 8);
    assert.match(markdown, /^\| method \| length \|/);
  });
});

test('a saved comparison reopens from its link after a reload, and can be deleted', async () => {
  await withPage(async (page) => {
    await openCompare(page);
    await runCompare(page, { methods: ['cfop-2look'], lengths: '10 15', samples: 5, seed: 9 });
    const link = page.url();
    const table = await page.locator('#compare-table tbody').innerText();
    // A newer comparison: the link must bring back the older one, not the newest.
    await runCompare(page, { methods: ['beginner'], lengths: '10', samples: 4, seed: 9 });
    assert.equal(await page.locator('#compare-table tbody tr').count(), 1);
    await page.goto('about:blank');
    await page.goto(link);
    await waitForIdle(page);
    await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length > 0);
    assert.equal(await page.locator('#compare-table tbody').innerText(), table);
    assert.equal(await page.getByLabel('Scrambles per length', { exact: true }).inputValue(), '5');
    assert.equal(await page.locator('#compare-saved li').count(), 2);
    await page.getByRole('button', { name: /^Delete CFOP 2-look/ }).click();
    assert.equal(await page.locator('#compare-saved li').count(), 1);
    await page.reload();
    await openCompare(page);
    assert.equal(await page.locator('#compare-saved li').count(), 1, 'deleted for good');
    assert.match(await page.locator('#compare-saved li').innerText(), /^Beginner/);
  });
});

test('bad lengths are refused with their column; Cancel stops a long run and saves nothing', async () => {
  await withPage(async (page) => {
    await openCompare(page);
    await runCompare(page, { methods: ['beginner'], lengths: '5, 2x0', samples: 10, seed: 1 });
    assert.equal(
      await page.locator('#compare-message').innerText(),
      "Scramble lengths: '2x0' at column 4 is not a scramble length (a whole number 0..1000, or 'random').",
    );
    await runCompare(page, { methods: [], lengths: '5', samples: 10, seed: 1 });
    assert.equal(await page.locator('#compare-message').innerText(), 'Pick at least one method.');
    for (const box of await page.locator('[name=compare-method]').all())
      await box.setChecked((await box.getAttribute('value')) === 'cfop-optimal');
    await page.getByLabel('Scramble lengths', { exact: true }).fill('20, 40');
    await page.getByLabel('Scrambles per length', { exact: true }).fill('1000000');
    await page.getByRole('button', { name: 'Run comparison' }).click();
    await page.waitForFunction(() => document.querySelector('#compare-progress').value > 0, null, {
      timeout: 60000,
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForIdle(page, 30000);
    assert.match(await page.locator('#compare-message').innerText(), /^Cancelled after [\d,]+ solves/);
    assert.match(await page.locator('#compare-heading').innerText(), /cancelled: partial/);
    assert.equal(await page.locator('#compare-saved li.hint').count(), 1, 'nothing saved');
    assert.ok(await page.getByRole('button', { name: 'Run comparison' }).isEnabled());
  });
});
