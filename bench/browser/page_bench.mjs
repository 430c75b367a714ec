// The page's targets, measured in headless Chromium (SwiftShader) on the test build of the page
// (build/web-test: dist/'s page plus the hooks it reads, window.cubelab, under 1 KB gzipped):
//   - when the cube is first drawn (the view's 'cubelab:cube-visible' mark), before any table;
//   - the bytes of JS and WASM the page downloads, gzipped (tables are built, not downloaded);
//   - solve time seen by the page (message round trip included) for CFOP and two-phase after the
//     tables are built: p50 and p95 over random-move scrambles;
//   - console errors and requests to other hosts (the harness fails the run on any).
//
//   node bench/browser/page_bench.mjs [loads=5] [solves=40]
//   CUBELAB_DIST=/other/dist node bench/browser/page_bench.mjs ...   measures another build of the
//   page (a peer: the page before a change, built with `vite build --mode test` into that folder)
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeAll, waitForIdle, withPage } from '../../tests/browser/harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const loads = Number(process.argv[2] ?? 5);
const solves = Number(process.argv[3] ?? 40);
const root = process.env.CUBELAB_DIST
  ? path.resolve(process.env.CUBELAB_DIST)
  : path.join(repoRoot, 'build', 'web-test');

const median = (xs) => percentile(xs, 50);
function percentile(xs, p) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function gzippedBytes(urls) {
  let total = 0;
  const rows = [];
  for (const url of urls) {
    const file = path.join(root, new URL(url).pathname);
    const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    rows.push(`${path.basename(file)} ${(bytes / 1024).toFixed(1)} KiB`);
    total += bytes;
  }
  return { total, rows };
}

async function loadFigures() {
  const times = [];
  const scriptStarts = [];
  const viewSetUps = [];
  let urls = new Set();
  for (let i = 0; i < loads; i++) {
    const seen = new Set();
    const ms = await withPage(
      async (page, ctx) => {
        page.on('response', (r) => {
          if (/\.(m?js|wasm)$/.test(new URL(r.url()).pathname)) seen.add(r.url());
        });
        await page.goto(ctx.url);
        await waitForIdle(page);
        return page.evaluate(() =>
          ['cubelab:script-start', 'cubelab:cube-visible', 'cubelab:view-start'].map(
            (n) => performance.getEntriesByName(n)[0]?.startTime,
          ),
        );
      },
      { waitUntil: 'none', root },
    );
    scriptStarts.push(ms[0]);
    if (ms[2] !== undefined) viewSetUps.push(ms[1] - ms[2]);
    times.push(ms[1]);
    urls = seen;
  }
  return { times, scriptStarts, viewSetUps, urls };
}

// Solve times for one method after a first solve has built its tables.
async function solveFigures(method) {
  return withPage(
    async (page) => {
      await waitForIdle(page);
      const offered = await page.locator('#method option').evaluateAll((o) => o.map((x) => x.value));
      if (!offered.includes(method)) return null;
      return page.evaluate(
        async ({ method, solves }) => {
          const client = window.cubelab.client;
          const call = (fn, args) => client.call(fn, args, { budgetMs: 120000 });
          const scrambleState = async (seed) => {
            const { moves } = await call('randomMoves', [seed, 25]);
            return (await call('apply', [moves, ''])).facelets;
          };
          const t0 = performance.now();
          const first = await call('solve', [method, await scrambleState(1), {}]);
          const firstMs = performance.now() - t0;
          if (first.error) return { error: first.error };
          const times = [];
          for (let i = 0; i < solves; i++) {
            const state = await scrambleState(1000 + i);
            const start = performance.now();
            const r = await call('solve', [method, state, {}]);
            times.push(performance.now() - start);
            if (r.error) return { error: r.error };
          }
          return { firstMs, times };
        },
        { method, solves },
      );
    },
    { root },
  );
}

const { times, scriptStarts, viewSetUps, urls } = await loadFigures();
const bytes = gzippedBytes(urls);
console.log(
  `main script starts (bundle downloaded and parsed): median ${median(scriptStarts).toFixed(0)} ms`,
);
if (viewSetUps.length)
  console.log(`three.js view set up and first frame drawn: median ${median(viewSetUps).toFixed(0)} ms`);
console.log(
  `cube visible after load: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${loads} loads)`,
);
console.log(`JS + WASM sent, gzipped: ${(bytes.total / 1024).toFixed(1)} KiB (${bytes.rows.join(', ')})`);
for (const method of ['cfop', 'twophase']) {
  const r = await solveFigures(method);
  if (!r) console.log(`${method}: not in this build`);
  else if (r.error) console.log(`${method}: error ${r.error}`);
  else if (r.times.length === 0)
    console.log(`${method}: first solve (tables built) ${r.firstMs.toFixed(0)} ms`);
  else
    console.log(
      `${method}: first solve (tables built) ${r.firstMs.toFixed(0)} ms; then p50 ${median(r.times).toFixed(1)} ms, p95 ${percentile(r.times, 95).toFixed(1)} ms over ${r.times.length} solves`,
    );
}
console.log('no console errors, no requests to other hosts (the harness checks every page)');
await closeAll();
