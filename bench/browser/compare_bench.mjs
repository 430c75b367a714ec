// The Compare view's full run in headless Chromium on the built app (dist/): the thesis's design
// (CFOP 2-look, beginner and two-phase over its nine scramble lengths), N scrambles per length,
// seed S, on the page's worker pool. Prints the wall time the page reports and the thesis's
// tables 4.1 (moves) and 4.2 (ms) laid out with CubeLab's figures beside the thesis's own, as
// Markdown for bench/RESULTS.md. The figures come from the page's JSON export.
//
//   node bench/browser/compare_bench.mjs [scrambles per length = 1000] [seed = 1] [workers = machine's]
import { readFile } from 'node:fs/promises';
import { closeAll, waitForIdle, withPage } from '../../tests/browser/harness.mjs';

const samples = Number(process.argv[2] ?? 1000);
const seed = Number(process.argv[3] ?? 1);
const workers = process.argv[4] ? Number(process.argv[4]) : null;
const METHODS = ['cfop-2look', 'beginner', 'twophase'];
const THESIS = { 'cfop-2look': 'Fridrich', beginner: 'Beginner', twophase: 'Kociemba' };

const { body, seconds, message } = await withPage(async (page) => {
  // A comparison takes hardwareConcurrency workers (at most 4); pin it when asked.
  if (workers) {
    await page.addInitScript(
      (n) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n }),
      workers,
    );
    await page.reload();
  }
  await waitForIdle(page);
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
});
await closeAll();

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
