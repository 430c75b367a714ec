// @ts-check
// The Solve view's optimal solver: the one-time table prompt, the search's progress line and its
// Cancel. The table (140 MB) is built once in this browser and kept in its storage; the worker
// checks stored bytes before use (web/worker/worker.js optimalTable). The search runs in the
// solving worker and reports its two-phase starting answer, each completed depth and a heartbeat.
//
// Cancel: when the page is cross-origin isolated (the server sends COOP/COEP: tools/serve.mjs,
// vite.config.js) the search polls a SharedArrayBuffer flag and answers itself with the best
// answer so far and its proven lower bound, keeping its tables. Otherwise the worker is stopped
// and restarted (its tables come back from the browser's storage) and this module answers from
// the last report it had: the two-phase answer, at least one move more than the last depth ruled
// out.
//
// Threads: cross-origin isolated, the solving worker runs the threaded build, so the search runs
// on every core (up to 8) over the one table in that worker's shared heap.
import { isError } from '../../kit/worker_client/api.js';
import { raise, searchShares } from './optimal_shares.js';
import { proofText } from './solution_panel.js';
import { BUILD_SECONDS, TABLE_MB } from '../../kit/optimal_table.js';
import { finder } from '../../kit/dom.js';

/** @typedef {import('../../kit/worker_client/api.js').SolveAnswer} SolveAnswer */
/** @typedef {import('../../kit/worker_client/api.js').ApiError} ApiError */

const number = (/** @type {number} */ n) =>
  n >= 1e9
    ? `${(n / 1e9).toFixed(1)} G`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(1)} M`
      : n >= 1e3
        ? `${(n / 1e3).toFixed(1)} k`
        : String(Math.round(n));
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/** The words under Solve for a finished search (on `threads` threads). */
function summary(/** @type {SolveAnswer} */ r, /** @type {number} */ threads) {
  const how = r.optimal
    ? 'proven optimal: no shorter solution exists'
    : `at least ${r.lower_bound} (the search stopped before proving more)`;
  const on = threads > 1 ? ` on ${threads} threads` : '';
  return `${r.length} moves, ${how}; ${proofText(r).split(',')[0]} in ${seconds(r.ms)}${on}, ${number(r.nodes ?? 0)} nodes.`;
}

/**
 * @param {{
 *   root: HTMLElement,
 *   api: import('../../kit/worker_client/api.js').Api,
 *   session: import('../../kit/session.js').Session,
 *   message: HTMLElement,
 *   stopSolver?: (reason: string) => void,
 * }} deps
 */
export function createOptimalSearch({ root, api, session, message, stopSolver }) {
  const $ = finder(root);
  /** @type {null | {cancel: () => void}} */
  let running = null;
  /** @type {null | (() => void)} what Build does once the table is there */
  let afterBuild = null;
  let builtNote = ''; // how the table was built, said again under the answer that follows
  let lastThreads = 1; // the threads the last search ran on

  const isolated = () => globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function';

  function showPrompt(/** @type {string} */ refused) {
    $('#optimal-prompt-text').textContent =
      (refused ? `The optimal table saved in this browser was damaged (${refused}); it was deleted. ` : '') +
      `The optimal solver needs its table: ${TABLE_MB} MB, built once in this browser ` +
      `(about ${BUILD_SECONDS} s on a 2-core laptop) and then kept in its storage for later visits.`;
    $('#optimal-prompt').hidden = false;
    $('#optimal-build').focus();
  }

  async function build() {
    $('#optimal-prompt').hidden = true;
    message.textContent = 'Building the optimal table…';
    const r = await api.buildOptimalTable();
    if (isError(r)) {
      message.textContent = `The optimal table could not be built: ${r.error}`;
      return;
    }
    const kept = r.saved
      ? 'saved in this browser for later visits'
      : `not saved in this browser (${r.saveError}): it is built again on the next visit`;
    builtNote = ` Optimal table built in ${seconds(r.ms)}, ${kept}.`;
    message.textContent = builtNote.trim();
    const next = afterBuild;
    afterBuild = null;
    next?.();
  }

  $('#optimal-build').addEventListener('click', build);
  $('#optimal-not-now').addEventListener('click', () => {
    $('#optimal-prompt').hidden = true;
    afterBuild = null;
    message.textContent = 'The optimal solver waits for its table; pick another method or press Solve again.';
  });
  $('#search-cancel').addEventListener('click', () => running?.cancel());

  /**
   * Solves the cube on screen optimally. Resolves to the answer shown, an error, or undefined when
   * the table prompt was shown instead (`then` runs after the table is built).
   * @param {{budgetMs: number}} options @param {() => void} then
   * @returns {Promise<SolveAnswer | ApiError | undefined>}
   */
  async function solve(options, then) {
    if (running) return { error: 'An optimal search is running: Cancel it first.', column: 0, kind: 'input' };
    message.textContent = 'Loading the optimal table…';
    const table = await api.optimalTable();
    if (isError(table)) return table;
    if (!table.ready) {
      afterBuild = then;
      message.textContent = table.refused
        ? `The optimal table saved in this browser was damaged (${table.refused}): it must be built again.`
        : 'The optimal solver needs its table first.';
      showPrompt(table.refused ?? '');
      return undefined;
    }
    // Built meanwhile elsewhere (the Compare view offers the build too): the prompt is stale.
    $('#optimal-prompt').hidden = true;
    afterBuild = null;
    const loaded =
      table.source === 'storage'
        ? ` Table loaded from this browser's storage in ${seconds(table.ms ?? 0)}.`
        : builtNote;
    builtNote = '';
    const r = await session.solveWith({ method: 'optimal', options }, (cube) => search(cube, options));
    if (r && !isError(r)) message.textContent = `${summary(r, lastThreads)}${loaded}`;
    return r;
  }

  /**
   * The search, with its progress line and Cancel: on every core the solving worker has threads
   * for (the threaded build, cross-origin isolated), else on that worker alone.
   * @param {string} cube @param {{budgetMs: number}} options @returns {Promise<SolveAnswer | ApiError>}
   */
  async function search(cube, options) {
    const started = performance.now();
    const progress = { upper: /** @type {SolveAnswer | null} */ (null), ruledOut: -1, nodes: 0 };
    let threads = 1;
    const flags = isolated() ? [new SharedArrayBuffer(4)] : [];
    let cancelled = false;
    const line = $('#search-status');
    const draw = () => {
      const { upper, ruledOut, nodes } = progress;
      const parts = [
        ruledOut >= 0 ? `Depth ${ruledOut} ruled out, searching ${ruledOut + 1}` : 'Starting the search',
        `${number(nodes)} nodes`,
        seconds(performance.now() - started),
      ];
      if (threads > 1) parts.push(`${threads} threads`);
      if (upper) parts.push(`best so far ${upper.length} moves`);
      line.textContent = parts.join(' · ');
    };
    $('#search-row').hidden = false;
    $('#search-cancel').disabled = false;
    draw();
    const ticker = setInterval(draw, 250);
    running = {
      cancel() {
        if (cancelled) return;
        cancelled = true;
        $('#search-cancel').disabled = true;
        line.textContent = `${line.textContent} · cancelling…`;
        if (isolated()) flags.forEach(raise);
        else stopSolver?.('The optimal search was cancelled.');
      },
    };
    message.textContent = 'Searching for the shortest solution…';
    try {
      // The worker shares the page's isolation: with it, its threaded build takes every core.
      const limits = { ...options, threads: isolated() ? navigator.hardwareConcurrency || 1 : 1 };
      const r = await searchShares({
        apis: [api],
        input: cube,
        limits,
        flags,
        progress,
        onProgress: draw,
        onThreads: (/** @type {number} */ n) => (threads = n),
      });
      if (isError(r)) return r;
      lastThreads = threads;
      return { ...r, ms: performance.now() - started };
    } finally {
      clearInterval(ticker);
      running = null;
      $('#search-row').hidden = true;
    }
  }

  return {
    solve,
    searching: () => running !== null,
    cancel: () => running?.cancel(),
  };
}
