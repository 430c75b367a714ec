// The statistics histograms as the statistics thesis drew them: cross alone and cross+F2L (the
// core's milestones) beside the published figures, each a dataset that can be hidden; several runs
// overlaid; HTM/QTM/STM; the histogram's CSV sums to the solves, the chart downloads as a PNG.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { download, openView } from './actions.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

const openStats = (page) => openView(page, 'Statistics');

async function runStats(page, { method, solves, seed, metric = 'htm' }) {
  await page.getByLabel('Solver', { exact: true }).selectOption(method);
  await page.getByLabel('Solves', { exact: true }).fill(String(solves));
  await page.getByLabel('Seed', { exact: true }).fill(String(seed));
  await page.getByLabel('Metric', { exact: true }).selectOption(metric);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await waitForIdle(page, 120000);
}

const drawn = (page) => page.locator('#stats-chart').getAttribute('aria-label');

// The chart is drawn once Chart.js has loaded: waits for the histogram of `title` (with `text`).
async function drawnAs(page, title, text = '') {
  await page.waitForFunction(
    ([t, x]) => {
      const label = document.querySelector('#stats-chart').getAttribute('aria-label');
      return label.startsWith(`Histogram of ${t}:`) && label.includes(x);
    },
    [title, text],
  );
  return drawn(page);
}

// One CSV line's fields (RFC 4180: quoted fields may hold commas, "" is a quote).
const fields = (line) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, f]) =>
    f.replace(/^"|"$/g, '').replaceAll('""', '"'),
  );

// The histogram CSV: the column names, then one line of numbers per move count.
function histogramOf(csv) {
  const [header, ...lines] = csv.trim().split('\r\n');
  return { columns: fields(header), lines: lines.map((l) => fields(l).map(Number)) };
}

test('cross+F2L: the histogram sums to the solves, the published figures are drawn and can be hidden', async () => {
  const core = await loadCubeLab();
  const expected = core.stats('cfop', { samples: 300, seed: 3 });
  await withPage(async (page) => {
    await openStats(page);
    await runStats(page, { method: 'cfop', solves: 300, seed: 3 });
    await page.getByLabel('Phase', { exact: true }).selectOption({ label: 'Cross + F2L' });
    const lines = await drawnAs(page, 'Cross + F2L');
    assert.match(lines, /^Histogram of Cross \+ F2L: CFOP, 300 solves, seed 3/);
    for (const figure of [
      'human solvers: mean 33.42',
      "thesis's human-like algorithm: mean 30.99",
      'mean 28.85',
    ])
      assert.ok(lines.includes(`published: `) && lines.includes(figure), `${figure} in ${lines}`);
    const csv = await download(page, 'Histogram CSV');
    assert.match(csv.name, /until-f2l\.csv$/);
    const { columns, lines: rows } = histogramOf(csv.bytes.toString('utf8'));
    assert.equal(columns.length, 2);
    assert.equal(
      rows.reduce((n, [, count]) => n + count, 0),
      300,
    );
    // The core's figures for the same run: its cross+F2L milestone, move count by move count.
    for (const [moves, count] of rows)
      assert.equal(count, expected.milestones.f2l.histogram[moves] ?? 0, `${moves}`);
    const row = page.locator('#stats-table tr[data-phase="m:f2l"]');
    assert.match(await row.innerText(), /28\.85 optimal[\s\S]*30\.99 algorithm[\s\S]*33\.42 humans/);

    await page.getByLabel('Published figures').uncheck();
    assert.doesNotMatch(await drawn(page), /published/);
    await page.getByLabel('Published figures').check();
    assert.match(await drawn(page), /published: human solvers: mean 33\.42/);

    // Cross alone: the exact optimal distribution and the three published means.
    await page.getByLabel('Phase', { exact: true }).selectOption({ label: 'Until the cross' });
    const cross = await drawnAs(page, 'Until the cross');
    assert.match(cross, /published: optimal cross over all 190,080 states/);
    assert.match(cross, /human solvers: mean 7\.09/);
    assert.match(cross, /human-like algorithm: mean 6\.23/);
    // The CFOP cross phase (the core's focus 'cross') gets the exact distribution too; a pair does not.
    const crossLabel = core.methods().find((m) => m.name === 'cfop').phases[0].label;
    await page.getByLabel('Phase', { exact: true }).selectOption({ label: crossLabel });
    assert.match(await drawnAs(page, crossLabel), /published: optimal cross over all 190,080 states/);
    const pairLabel = core.methods().find((m) => m.name === 'cfop').phases[1].label;
    await page.getByLabel('Phase', { exact: true }).selectOption({ label: pairLabel });
    assert.doesNotMatch(await drawnAs(page, pairLabel), /190,080/);
    const png = await download(page, 'Chart PNG');
    assert.deepEqual([...png.bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  });
});

test('several runs overlaid on one histogram; QTM counts are QTM and have no HTM figures beside them', async () => {
  const core = await loadCubeLab();
  const qtm = core.stats('beginner', { samples: 100, seed: 5, metric: 'qtm' });
  await withPage(async (page) => {
    await openStats(page);
    await runStats(page, { method: 'cfop', solves: 200, seed: 2 });
    await runStats(page, { method: 'beginner', solves: 200, seed: 2 });
    await page.getByLabel('Phase', { exact: true }).selectOption({ label: 'Cross + F2L' });
    await page.getByLabel('Overlay CFOP, 200 solves, seed 2').check();
    const lines = await drawnAs(page, 'Cross + F2L', 'CFOP, 200 solves');
    assert.match(lines, /Beginner, 200 solves, seed 2; CFOP, 200 solves, seed 2/);
    const { columns, lines: rows } = histogramOf(
      (await download(page, 'Histogram CSV')).bytes.toString('utf8'),
    );
    assert.deepEqual(columns, ['moves', 'Beginner, 200 solves, seed 2', 'CFOP, 200 solves, seed 2']);
    for (const k of [1, 2])
      assert.equal(
        rows.reduce((n, r) => n + r[k], 0),
        200,
      );

    await runStats(page, { method: 'beginner', solves: 100, seed: 5, metric: 'qtm' });
    assert.match(await page.locator('#stats-heading').innerText(), /Beginner: 100 solves, seed 5, QTM/);
    const total = await page.locator('#stats-table tr[data-phase="total"] td').first().innerText();
    assert.equal(Number(total), Number(qtm.total.mean.toFixed(3)));
    await page.getByLabel('Phase', { exact: true }).selectOption({ label: 'Cross + F2L' });
    const qtmLines = await drawnAs(page, 'Cross + F2L', '100 solves, seed 5');
    assert.doesNotMatch(qtmLines, /published/);
    assert.doesNotMatch(qtmLines, /200 solves/, 'HTM runs are not overlaid on a QTM run');
  });
});
