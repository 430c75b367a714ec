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
import { isError } from '../worker/api.js';
import { optimalHelpers, poolSize } from '../worker/pool.js';
import { raise, searchShares } from '../app/optimal_shares.js';
import { proofText } from './solution_panel.js';

// What the prompt promises (measured: bench/RESULTS.md "Optimal solver in the page"); the
// Compare view's offer to build the table says the same.
export const TABLE_MB = 141;
export const BUILD_SECONDS = 60;
// Nodes searched by the solving worker alone first (about half a second): a search this short
// ends there, without waiting for helper workers to load the table.
const ALONE_NODES = 300000;
// Helper workers at most: each holds its own copy of the table (about 300 MB with its heap once
// loaded, more while loading), and the page must stay under 1.5 GB.
const MAX_HELPERS = 2;

/** @typedef {import('../worker/api.js').SolveAnswer} SolveAnswer */
/** @typedef {import('../worker/api.js').ApiError} ApiError */

const number = (/** @type {number} */ n) =>
  n >= 1e9
    ? `${(n / 1e9).toFixed(1)} G`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(1)} M`
      : n >= 1e3
        ? `${(n / 1e3).toFixed(1)} k`
        : String(Math.round(n));
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @param {{
 *   root: HTMLElement,
 *   api: import('../worker/api.js').Api,
 *   session: import('../app/session.js').Session,
 *   message: HTMLElement,
 *   stopSolver?: (reason: string) => void,
 * }} deps
 */
export function createOptimalSearch({ root, api, session, message, stopSolver }) {
  /** @type {(selector: string) => any} */
  const $ = (selector) => root.querySelector(selector);
  /** @type {null | {cancel: () => void}} */
  let running = null;
  /** @type {null | (() => void)} what Build does once the table is there */
  let afterBuild = null;
  let builtNote = ''; // how the table was built, said again under the answer that follows
  let lastWorkers = 1; // the workers the last search ended on

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
      showPrompt(table.refused);
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
    if (r && !isError(r)) message.textContent = `${summary(r)}${loaded}`;
    return r;
  }

  /** The words under Solve for a finished search. */
  function summary(/** @type {SolveAnswer} */ r) {
    const how = r.optimal
      ? 'proven optimal: no shorter solution exists'
      : `at least ${r.lower_bound} (the search stopped before proving more)`;
    const workers = lastWorkers > 1 ? ` on ${lastWorkers} workers` : '';
    return `${r.length} moves, ${how}; ${proofText(r).split(',')[0]} in ${seconds(r.ms)}${workers}, ${number(r.nodes ?? 0)} nodes.`;
  }

  /**
   * The search, with its progress line and Cancel. Cross-origin isolated, it first runs alone for
   * a moment (short searches end there), then again spread over the solving worker and the pool's
   * (one share of the jobs each). Otherwise it runs alone.
   * @param {string} cube @param {{budgetMs: number}} options @returns {Promise<SolveAnswer | ApiError>}
   */
  async function search(cube, options) {
    const started = performance.now();
    const progress = { upper: /** @type {SolveAnswer | null} */ (null), ruledOut: -1, nodes: 0, workers: 1 };
    /** @type {SharedArrayBuffer[]} the stop flags of the shares running now */
    let flags = [];
    let cancelled = false;
    const line = $('#search-status');
    const draw = () => {
      const { upper, ruledOut, nodes, workers } = progress;
      const parts = [
        ruledOut >= 0 ? `Depth ${ruledOut} ruled out, searching ${ruledOut + 1}` : 'Starting the search',
        `${number(nodes)} nodes`,
        seconds(performance.now() - started),
      ];
      if (workers > 1) parts.push(`${workers} workers`);
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
    /** @type {{apis: import('../worker/api.js').Api[], close: () => void} | null} */
    let helpers = null;
    try {
      const spread = isolated() && poolSize() > 0;
      const alone = await searchOn([api], cube, { ...options, ...(spread ? { maxNodes: ALONE_NODES } : {}) });
      if (!spread || cancelled || isError(alone) || alone.optimal) return finish(alone);
      const left = options.budgetMs ? options.budgetMs - (performance.now() - started) : 0;
      if (options.budgetMs && left <= 0) return finish(alone);
      helpers = await optimalHelpers(Math.min(poolSize(), MAX_HELPERS));
      if (cancelled || !helpers.apis.length) return finish(alone);
      return finish(await searchOn([api, ...helpers.apis], cube, { budgetMs: Math.max(0, left) }));
    } finally {
      helpers?.close();
      clearInterval(ticker);
      running = null;
      $('#search-row').hidden = true;
    }

    /**
     * One search over `apis` (web/app/optimal_shares.js), drawn as it goes.
     * @param {import('../worker/api.js').Api[]} apis @param {string} input
     * @param {{budgetMs: number, maxNodes?: number}} limits @returns {Promise<SolveAnswer | ApiError>}
     */
    function searchOn(apis, input, limits) {
      flags = isolated() ? apis.map(() => new SharedArrayBuffer(4)) : [];
      progress.workers = apis.length;
      return searchShares({ apis, input, limits, flags, progress, onProgress: draw });
    }

    /** The answer with the nodes of every search this solve ran (alone, then spread). */
    function finish(/** @type {SolveAnswer | ApiError} */ r) {
      if (isError(r)) return r;
      lastWorkers = progress.workers;
      return { ...r, nodes: progress.nodes, ms: performance.now() - started };
    }
  }

  return {
    solve,
    searching: () => running !== null,
    cancel: () => running?.cancel(),
  };
}
