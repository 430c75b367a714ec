// The cost of keeping a write safe across a reload (web/kit/storage/storage.js): storage.set journals the
// store's data synchronously in localStorage before its IndexedDB transaction. Measured on the
// largest store a learner makes (every case of F2L, OLL and PLL with the 200 attempts kept each)
// and compared in the same run with the page's old way, one localStorage.setItem of the records
// (the peer: what saveRecords did before the move). Prints the median of 15 of each, in ms.
//   node bench/browser/storage_bench.mjs      (needs build/web-test: npm run build)
import { withPage, waitForIdle } from '../../tests/browser/harness.mjs';

const result = await withPage(async (page) => {
  await waitForIdle(page);
  return page.evaluate(async () => {
    const { storage } = window.cubelab;
    const attempt = (i) => ({ at: 1700000000000 + i, mode: 'cube', recognitionMs: 612, executionMs: 1480, totalMs: 2092, missed: false, alg: "R U R' U R U2 R'" }); // prettier-ignore
    const records = { version: 2, cases: {}, selected: {} };
    for (let c = 0; c < 41 + 57 + 21; c++)
      records.cases[`case ${c}`] = { status: 'learning', chosen: null, custom: [], attempts: Array.from({ length: 200 }, (_, i) => attempt(i)), recognition: [] }; // prettier-ignore
    const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
    const journalled = [];
    const old = [];
    for (let k = 0; k < 15; k++) {
      let t = performance.now();
      storage.set('learn', records);
      journalled.push(performance.now() - t);
      await storage.flush();
      t = performance.now();
      localStorage.setItem('cubelab.bench', JSON.stringify(records));
      old.push(performance.now() - t);
      localStorage.removeItem('cubelab.bench');
    }
    const bytes = JSON.stringify(records).length;
    return { bytes, journalled: median(journalled), old: median(old) };
  });
});
console.log(
  `learn records of ${(result.bytes / 1e6).toFixed(2)} MB: storage.set ${result.journalled.toFixed(1)} ms ` +
    `(synchronous part), old localStorage.setItem ${result.old.toFixed(1)} ms, ratio ${(result.journalled / result.old).toFixed(2)}`,
);
