// The optimal solver in the page (headless Chromium, the test build in build/web-test): the table's build time as the page
// sees it (prompt's Build to the first answer), the time per cube for the browser test's states,
// the time to load the table from IndexedDB on a later visit, and the page's peak memory: the
// renderer process's peak resident set (VmHWM in /proc; the page and its workers live in that
// process) and the peak of every Chromium process together, sampled every 200 ms. The last state
// is long enough to keep threads busy: where the page is cross-origin isolated (as served here) the
// solving worker runs the threaded build, one search on every core over one table.
// Also the same states under Node (WASM, one thread), so the page's figures have a peer in the run.
//
// --states FILE solves that file's states instead (one scramble per line, '#' comments), in the
// page and then under Node: e.g. the optimal-length-17 states of bench/optimal/vs_h48.mjs --list.
// --page-only leaves out the Node run (bench/wasm/optimal_bench.mjs gives its CPU time instead).
// Each page solve is printed as it lands, so a long run that is stopped keeps what it measured.
//
//   node bench/browser/optimal_page_bench.mjs [--states FILE] [--page-only]
import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeAll, waitForIdle, withPage } from '../../tests/browser/harness.mjs';
import { loadCubeLab } from '../../tests/wasm/load.mjs';

const BUILT_IN_STATES = [
  'U2 D2 F2 B2 L2 R2',
  "R U2 F' L D2 B R' U",
  "R U R' U' F2 D' L B2 U F' R2 D B' L2 U'",
  // 15* in 1.0 M nodes alone (bench/RESULTS.md, the inverse estimate): past the first 300,000
  // nodes, so spread over the pool's workers where the page is cross-origin isolated.
  "R2 F2 R2 B U2 F U' R U' B' U2 F L D2 L'",
];
const { values } = parseArgs({
  options: { states: { type: 'string' }, 'page-only': { type: 'boolean', default: false } },
});
const STATES = values.states
  ? readFileSync(values.states, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
  : BUILT_IN_STATES;

// Every process whose command line is Chromium's, with its resident and peak resident set (kB).
function chromiumProcesses() {
  const rows = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium') && !cmd.includes('chrome')) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      rows.push({ pid, renderer: cmd.includes('--type=renderer'), rss: kb('VmRSS'), hwm: kb('VmHWM') });
    } catch {
      // the process ended meanwhile
    }
  }
  return rows;
}

let peakTotal = 0;
const sampler = setInterval(() => {
  peakTotal = Math.max(
    peakTotal,
    chromiumProcesses().reduce((sum, p) => sum + p.rss, 0),
  );
}, 200);

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

async function solve(page, text) {
  await page.getByLabel('Scramble', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await waitForIdle(page);
  const start = Date.now();
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await waitForIdle(page, 3600000);
  const r = await page.evaluate(() => window.cubelab.solution());
  return {
    text,
    length: r.length,
    optimal: r.optimal,
    nodes: r.nodes,
    core_ms: Math.round(r.ms),
    page_ms: Date.now() - start,
    // "on N threads" when the search ran on the threaded build's threads (one table between them).
    message: await page.locator('#solve-message').innerText(),
  };
}

const figures = await withPage(
  async (page) => {
    await waitForIdle(page);
    await page.getByLabel('Method').selectOption('optimal');
    await page.getByLabel('Stop after').selectOption('0'); // every state to its proof
    await page.getByLabel('Scramble', { exact: true }).fill(BUILT_IN_STATES[0]);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForIdle(page);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByRole('button', { name: 'Build the optimal table' }).waitFor();
    const start = Date.now();
    await page.getByRole('button', { name: 'Build the optimal table' }).click();
    await waitForIdle(page, 3600000);
    const build = { page_ms: Date.now() - start, message: await page.locator('#solve-message').innerText() };
    console.log(`page: table build + first solve ${(build.page_ms / 1000).toFixed(1)} s (${build.message})`);
    for (const text of STATES) console.log(`page: ${JSON.stringify(await solve(page, text))}`);
    await page.goto(new URL('/', page.url()).href);
    await waitForIdle(page);
    const reload = await solve(page, BUILT_IN_STATES[1]);
    reload.message = await page.locator('#solve-message').innerText();
    const renderers = chromiumProcesses().filter((p) => p.renderer);
    return { reload, rendererPeak: Math.max(...renderers.map((p) => p.hwm)) };
  },
  { viewport: { width: 560, height: 420 } },
);
clearInterval(sampler);
await closeAll();

console.log(`page, later visit: ${JSON.stringify(figures.reload)}`);
console.log(
  `page memory: renderer peak ${mb(figures.rendererPeak)}, all Chromium processes peak ${mb(peakTotal)}`,
);
if (values['page-only']) process.exit(0);

const core = await loadCubeLab();
let start = performance.now();
const built = core.buildOptimalTable();
console.log(
  `node (WASM): table build ${(built.ms / 1000).toFixed(1)} s (${((performance.now() - start) / 1000).toFixed(1)} s wall)`,
);
for (const text of STATES) {
  start = performance.now();
  const r = core.solveOptimal(text, {});
  console.log(
    `node (WASM): ${JSON.stringify({ text, length: r.length, optimal: r.optimal, nodes: r.nodes, ms: Math.round(performance.now() - start) })}`,
  );
}
console.log(`node peak RSS ${mb(process.resourceUsage().maxRSS)}`);
