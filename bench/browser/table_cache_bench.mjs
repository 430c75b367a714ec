// The two-phase tables' set-up on a later visit, in headless Chromium on the test build (build/web-test): the
// page's solving worker reads them from IndexedDB and the core loads them (checked: header, size,
// checksum) instead of building them. The first visit solves once (building and storing the
// tables); then the page is reloaded N times and each time the worker's `info.twoPhaseCache`
// says how long the read and the load took.
//   node bench/browser/table_cache_bench.mjs [reloads = 5]      (needs build/web-test: npm run build)
import { closeAll, waitForIdle, withPage } from '../../tests/browser/harness.mjs';

const reloads = Number(process.argv[2] ?? 5);
const scrambled = 'DUUBULDBFRBFRRULLLBRDFFFBLURDBFDFDRFRULBLUFDURRBLBDUDL';

const result = await withPage(async (page) => {
  await waitForIdle(page);
  const first = await page.evaluate(async (f) => {
    const { client } = /** @type {any} */ (window).cubelab;
    const info = await client.info;
    const answer = await client.call('solve', ['twophase', f, { maxLength: 20 }]);
    return { cache: info.twoPhaseCache, error: answer.error ?? null };
  }, scrambled);
  if (first.error) throw new Error(first.error);
  const loads = [];
  for (let i = 0; i < reloads; i++) {
    await page.reload();
    await waitForIdle(page);
    const cache = await page.evaluate(
      async () => (await /** @type {any} */ (window).cubelab.client.info).twoPhaseCache,
    );
    if (!cache?.loaded) throw new Error('the tables were not loaded from IndexedDB after a reload');
    loads.push(cache.ms);
  }
  return { first: first.cache, loads };
});
await closeAll();

const sorted = [...result.loads].sort((a, b) => a - b);
console.log(
  `first visit: tables from the cache: ${result.first?.loaded ? 'yes' : 'no'} (built by the first solve)`,
);
console.log(
  `later visits (${sorted.length} reloads): IndexedDB read + core load of the two-phase tables: ` +
    `median ${sorted[sorted.length >> 1].toFixed(1)} ms, min ${sorted[0].toFixed(1)}, max ${sorted.at(-1).toFixed(1)} ms`,
);
