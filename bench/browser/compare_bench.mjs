// The Compare view's full run in headless Chromium on the test build of the page (build/web-test): the thesis's design
// (CFOP 2-look, beginner and two-phase over its nine scramble lengths), N scrambles per length,
// seed S, on the page's worker pool. Prints the wall time the page reports and the thesis's
// tables 4.1 (moves) and 4.2 (ms) laid out with CubeLab's figures beside the thesis's own, as
// Markdown for bench/RESULTS.md. The figures come from the page's JSON export.
//
//   node bench/browser/compare_bench.mjs [--optimal] [scrambles per length = 1000] [seed = 1] [workers = machine's]
//
// With --optimal the run is made twice in one page session: first as a new visitor's (nothing
// stored), then after building the optimal table through the Solve view's prompt, which two-phase
// then reads as its phase-1 bound (the same answers: the two runs' rows must be equal).
import { readFile } from 'node:fs/promises';
import assert from 'node:assert/strict';
import { closeAll, waitForIdle, withPage } from '../../tests/browser/harness.mjs';

const withOptimal = process.argv.includes('--optimal');
const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const samples = Number(positional[0] ?? 1000);
const seed = Number(positional[1] ?? 1);
const workers = positional[2] ? Number(positional[2]) : null;
const METHODS = ['cfop-2look', 'beginner', 'twophase'];
const THESIS = { 'cfop-2look': 'Fridrich', beginner: 'Beginner', twophase: 'Kociemba' };

async function runInPage(page) {
  await page.getByRole('link', { name: 'Compare' }).click();
  await waitForIdle(page);
  for (const box of await page.locator('[name=compare-method]').all())
    await box.setChecked(METHODS.includes(await box.getAttribute('value')));
  await page.getByLabel('Scramble lengths', { exact: true }).fill('5, 10, 15, 20, 25, 40, 60, 80, 100');
  await page.getByLabel('Scrambles per length', { exact: true }).fill(String(samples));
  await page.getByLabel('Seed', { exact: true }).fill(String(seed));
  await page.getByRole('button', { name: 'Run comparison' }).click();
  await waitForIdle(page, 3600000);
  const message = await page.locator('#compare-message').innerText();
  const seconds = Number(/in ([\d.,]+) s/.exec(message)?.[1].replaceAll(',', ''));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'JSON' }).click(),
  ]);
  const body = JSON.parse(await readFile(await file.path(), 'utf8'));
  return { body, seconds, message };
}

// The optimal table built as a user builds it: Solve view, method Optimal, the prompt's button.
async function buildOptimalTable(page) {
  await page.getByRole('link', { name: 'Solve' }).click();
  await waitForIdle(page);
  await page.getByLabel('Method', { exact: true }).selectOption('optimal');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitForIdle(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Build the optimal table' }).click();
  await waitForIdle(page, 600000);
  return (Date.now() - started) / 1000;
}

const runs = await withPage(async (page) => {
  // A comparison takes hardwareConcurrency workers (at most 4); pin it when asked.
  if (workers) {
    await page.addInitScript(
      (n) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n }),
      workers,
    );
    await page.reload();
  }
  await waitForIdle(page);
  const first = await runInPage(page);
  if (!withOptimal) return [first];
  const buildSeconds = await buildOptimalTable(page);
  return [first, { ...(await runInPage(page)), buildSeconds }];
});
await closeAll();
const { body, seconds, message } = runs.at(-1);
if (runs.length === 2) {
  const strip = (rows) => rows.map(({ ms_mean, ms_sd, ms_min, ms_max, ...moves }) => moves);
  assert.deepEqual(strip(runs[1].body.rows), strip(runs[0].body.rows), 'the same moves with the table');
  console.log(`without the optimal table: ${runs[0].message}`);
  console.log(`optimal table built in the page in ${runs[1].buildSeconds.toFixed(1)} s`);
  console.log(`with the optimal table: ${message} (time ratio ${(seconds / runs[0].seconds).toFixed(2)})\n`);
}

console.log(`${message} (${METHODS.length} methods x 9 lengths x ${samples} scrambles, seed ${seed})\n`);
const lengths = body.lengths;
const row = (method, length) => body.rows.find((r) => r.method === method && r.length === String(length));
const table = (title, figures) => {
  console.log(`${title}\n`);
  console.log(`| method | ${lengths.join(' | ')} |`);
  console.log(`| --- | ${lengths.map(() => '---').join(' | ')} |`);
  for (const [label, pick] of figures)
    for (const method of METHODS)
      console.log(`| ${label(method)} | ${lengths.map((l) => pick(row(method, l))).join(' | ')} |`);
  console.log('');
};
const thesisOf = (method) => `thesis ${THESIS[method]}`;
table("Table 4.1 layout: mean moves (HTM); the thesis's own means below CubeLab's", [
  [(m) => `CubeLab ${m} mean`, (r) => r.moves_mean.toFixed(2)],
  [(m) => `CubeLab ${m} max`, (r) => r.moves_max],
  [(m) => `${thesisOf(m)} mean`, (r) => r.thesis_moves_mean ?? ''],
]);
table("Table 4.2 layout: mean ms per solve (CubeLab: one worker's solve time; thesis: its desktop)", [
  [(m) => `CubeLab ${m}`, (r) => r.ms_mean.toFixed(3)],
  [(m) => `${thesisOf(m)}`, (r) => r.thesis_ms_mean ?? ''],
]);
console.log(`wall time of the whole run in the page: ${seconds} s`);
