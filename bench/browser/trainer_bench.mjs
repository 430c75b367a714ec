// The trainer's latency as a learner sees it, in headless Chromium (SwiftShader) on dist/:
//   - opening the Learn view (click -> the case grid drawn and the page idle);
//   - "Next case" on the page's cube for PLL and F2L: click -> the case set up on the cube,
//     p50 and p95 over N cases. The next case's scramble is asked for while the learner works on
//     this one, so each Next after the first uses a scramble made meanwhile; the peer in the same
//     run is the same click with the prefetch made useless (the drill's cases changed just before
//     each click, which drops the prefetched scramble, so the click waits for caseScramble).
//
//   node bench/browser/trainer_bench.mjs [cases=30]
import { closeAll, waitForIdle, withPage } from '../../tests/browser/harness.mjs';

const count = Number(process.argv[2] ?? 30);
function percentile(xs, p) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const row = (label, xs) =>
  `${label}: p50 ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms (n=${xs.length})`;

// Click -> the trainer says the case is up (timed inside the page, so polling adds nothing).
async function nextCase(page) {
  const ms = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const status = document.querySelector('#train-status');
        const t0 = performance.now();
        const watch = new MutationObserver(() => {
          if (!status.textContent.startsWith('Which')) return;
          watch.disconnect();
          resolve(performance.now() - t0);
        });
        watch.observe(status, { childList: true, characterData: true, subtree: true });
        document.querySelector('#train-next').click();
      }),
  );
  await waitForIdle(page);
  return ms;
}

await withPage(
  async (page) => {
    await waitForIdle(page);
    const t0 = await page.evaluate(() => performance.now());
    await page.getByRole('link', { name: 'Learn' }).click();
    await page.waitForSelector('#case-grid .case');
    await waitForIdle(page);
    console.log(`Learn view open: ${((await page.evaluate(() => performance.now())) - t0).toFixed(0)} ms`);
    for (const set of ['PLL', 'F2L']) {
      await page.getByLabel('Case set').selectOption(set);
      await waitForIdle(page);
      await page.getByRole('button', { name: 'Drill all' }).click();
      const prefetched = [];
      const cold = [];
      await nextCase(page); // warms the two-phase tables
      for (let i = 0; i < count; i++) {
        await page.getByRole('button', { name: 'Reveal' }).click();
        await page.getByRole('button', { name: 'I knew it' }).click();
        await page.waitForTimeout(300); // the learner's time to press Next: the prefetch lands
        prefetched.push(await nextCase(page));
      }
      for (let i = 0; i < count; i++) {
        await page.getByRole('button', { name: 'Reveal' }).click();
        await page.getByRole('button', { name: 'I knew it' }).click();
        await page.getByRole('button', { name: 'Drill all' }).click(); // drops the prefetched scramble
        cold.push(await nextCase(page));
      }
      console.log(row(`${set} Next case, prefetched`, prefetched));
      console.log(row(`${set} Next case, without the prefetch (peer)`, cold));
      console.log(
        `${set} ratio p50 prefetched / without: ${(percentile(prefetched, 50) / percentile(cold, 50)).toFixed(2)}`,
      );
    }
  },
  { viewport: { width: 1280, height: 800 } },
);
await closeAll();
