// The Analyse view's time in headless Chromium (SwiftShader) on the test build of the page (build/web-test): from the
// Analyse button to the page idle again (the worker's analyse, one playback per step, the case
// pictures, the timeline and table drawn), over the published reconstructions of
// tests/data/reconstructions.tsv. The peer, in the same page and run: the Solve view's CFOP solve
// of the same scrambles (Solve button to idle: one worker call, the answer drawn).
//
//   node bench/browser/analyse_bench.mjs [rounds=10]
import { readFileSync } from 'node:fs';
import { closeAll, waitForIdle, withPage } from '../../tests/browser/harness.mjs';

const rounds = Number(process.argv[2] ?? 10);
const solves = readFileSync(new URL('../../tests/data/reconstructions.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('id\t'))
  .map((line) => {
    const [id, scramble, solution] = line.split('\t');
    return { id, scramble, solution: solution.replaceAll('\\n', '\n') };
  });

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

// Clicks `selector` and resolves with the ms until the page is idle again (checked every frame).
const clickToIdle = (page, selector) =>
  page.evaluate(async (sel) => {
    const t0 = performance.now();
    document.querySelector(sel).click();
    await new Promise((resolve) => {
      const tick = () => (window.cubelab.idle() ? resolve() : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    });
    return performance.now() - t0;
  }, selector);

await withPage(async (page) => {
  await waitForIdle(page);
  const analyse = page.locator('section.view[data-view="analyse"]');
  const solve = page.locator('section.view[data-view="solve"]');
  const analyseTimes = [];
  const solveTimes = [];
  let first = null;
  for (let round = 0; round < rounds; round++) {
    for (const s of solves) {
      await page.getByRole('link', { name: 'Analyse', exact: true }).click();
      await waitForIdle(page);
      await analyse.getByLabel('Scramble').fill(s.scramble);
      await analyse.getByLabel('Solution').fill(s.solution);
      const ms = await clickToIdle(page, '#analyse-run');
      if (first === null) first = ms;
      else analyseTimes.push(ms);
      if (!s.scramble) continue; // a link's setup: the Solve view has no link reader
      await page.getByRole('link', { name: 'Solve', exact: true }).click();
      await waitForIdle(page);
      await solve.getByLabel('Scramble', { exact: true }).fill(s.scramble);
      await solve.getByRole('button', { name: 'Apply', exact: true }).click();
      await waitForIdle(page);
      await page.getByLabel('Method').selectOption('cfop');
      solveTimes.push(await clickToIdle(page, '#solve'));
    }
  }
  // The worker's share: the analyse call alone, message round trip included.
  const callTimes = [];
  for (let round = 0; round < rounds; round++)
    for (const s of solves)
      callTimes.push(
        await page.evaluate(async ({ scramble, solution }) => {
          const t0 = performance.now();
          await window.cubelab.client.call('analyse', [scramble, solution, {}]);
          return performance.now() - t0;
        }, s),
      );
  const row = (name, xs) =>
    `${name}: n=${xs.length} median ${percentile(xs, 50).toFixed(1)} ms, p90 ${percentile(xs, 90).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
  console.log(`first analyse (tables built): ${first.toFixed(0)} ms`);
  console.log(row('analyse, click to idle', analyseTimes));
  console.log(row('analyse worker call alone', callTimes));
  console.log(row('CFOP solve, click to idle (peer)', solveTimes));
  console.log(
    `ratio of medians analyse / solve: ${(percentile(analyseTimes, 50) / percentile(solveTimes, 50)).toFixed(2)}`,
  );
});
await closeAll();
