// @ts-check
// Several workers for long statistics runs. A run is cut into chunks (seed, first, count) that the
// core merges exactly, so any number of workers gives the figures of one run on one worker; the
// page's main worker stays free for solving meanwhile.
import { WorkerClient } from './client.js';
import { isError } from './api.js';

/** @typedef {import('./api.js').StatsRun} StatsRun */
/** @typedef {import('./api.js').StatsChunk} StatsChunk */
/** @typedef {import('./api.js').CompareAnswer} CompareAnswer */
/** @typedef {import('./api.js').OptimalTableState} OptimalTableState */

// A chunk's call may stay silent this long: two-phase chunks hold a few slow solves.
const CHUNK_BUDGET_MS = 120000;
// About this much work per chunk keeps progress and Cancel responsive.
const CHUNK_TARGET_MS = 300;
// Rough solve times in the worker (bench/RESULTS.md), for sizing chunks only.
const MS_PER_SOLVE = {
  cross: 0.01,
  xcross: 1,
  cfop: 0.05,
  'cfop-2look': 0.05,
  'cfop-optimal': 0.4,
  beginner: 0.3,
  twophase: 4, // random states at 20 moves: a few ms in WASM (bench/RESULTS.md, issue 13)
};

// Two-phase runs about twice as fast in WASM with the optimal solver's table as its phase-1 bound
// (the same answers; bench/RESULTS.md, issue 13). A worker reads it from the browser's storage,
// where an optimal solve left it, in about half a second: worth it from this many two-phase solves
// of a run (a few seconds of solving), and never built for this.
const OPTIMAL_TABLE_WORTH_SOLVES = 2000;

/**
 * Loads the stored optimal table into the worker behind `client` when `twoPhaseSolves` make it
 * worth the time. Resolves to the worker's answer ({ready, source?, ms?, refused?}), or to
 * null when not asked.
 * @param {WorkerClient} client @param {number} twoPhaseSolves
 */
async function optimalTableFor(client, twoPhaseSolves) {
  if (twoPhaseSolves < OPTIMAL_TABLE_WORTH_SOLVES) return null;
  return client.call('optimalTable', [], { budgetMs: CHUNK_BUDGET_MS }).catch(() => ({ ready: false }));
}

export function poolSize() {
  const cores = navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(4, cores - 1));
}

// A comparison is a batch the page waits for: its own worker is idle meanwhile, so the pool takes
// every core (on 2 cores the thesis's whole design ran in 19.3 s on 2 workers against 30.5 s on 1).
export function batchPoolSize() {
  const cores = navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(4, cores));
}

export function chunkSize(/** @type {string} */ method) {
  const ms = MS_PER_SOLVE[/** @type {keyof typeof MS_PER_SOLVE} */ (method)] ?? 1;
  return Math.max(1, Math.min(20000, Math.round(CHUNK_TARGET_MS / ms)));
}

// Solves samples 0 .. count-1 of (method, seed) on `size` workers. Each worker folds its chunks
// into one itself (its `statsFold` call answers the fold so far), so figures for the whole run so
// far cost one call: the merge of one folded chunk per worker. After each chunk, `onChunk(solved)`
// is asked whether figures are wanted now; if so the worker that just answered merges the folds
// and `onFigures(run)` hears them. Returns {done, cancel, folds}: `done` resolves to the merged run
// (or an {error}), or rejects with 'cancelled' after cancel(); `folds()` gives the folded chunks
// so far (a cancelled run's figures are their merge).
// A worker that crashes or hangs is restarted by its client; the fold it had answered is kept
// here, the new worker starts a fold of its own, and the chunk it lost is solved again (chunks are
// seeded, so the figures are those of an uninterrupted run). `onRestart(reason)` hears of it. A
// chunk that loses its worker twice fails the run with the reason.
/**
 * @param {{method: string, seed: number, count: number, colour?: string,
 *   metric?: 'htm' | 'qtm' | 'stm', size?: number,
 *   onChunk?: (solved: number) => boolean, onFigures?: (run: StatsRun) => void,
 *   onRestart?: (reason: string) => void, onTable?: (table: OptimalTableState | null) => void}} options
 *   (onTable hears each worker's optimalTableFor answer before it starts)
 */
export function runChunks({
  method,
  seed,
  count,
  colour,
  metric,
  size = poolSize(),
  onChunk = () => false,
  onFigures = () => {},
  onRestart = () => {},
  onTable = () => {},
}) {
  const clients = Array.from(
    { length: Math.min(size, count) },
    () => new WorkerClient({ name: 'statistics', onRestart }),
  );
  /** @type {(StatsChunk | null)[]} each worker's fold so far */
  const folds = clients.map(() => null);
  /** @type {StatsChunk[]} the folds of workers that were lost */
  const carried = [];
  const step = chunkSize(method);
  let next = 0;
  let solved = 0;
  let stopped = false;
  const current = () => [...carried, .../** @type {StatsChunk[]} */ (folds.filter(Boolean))];

  // One chunk, solved again on the restarted worker if its worker is lost once.
  /** @param {WorkerClient} client @param {number} k @param {number} first @param {number} n */
  async function solveChunk(client, k, first, n) {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.info;
        return await client.call('statsFold', [method, { seed, first, count: n, colour, metric }], {
          budgetMs: CHUNK_BUDGET_MS,
        });
      } catch (err) {
        if (stopped || attempt === 2) throw err;
        if (folds[k]) carried.push(folds[k]);
        folds[k] = null;
      }
    }
  }

  /** @param {WorkerClient} client @param {number} k */
  async function feed(client, k) {
    await client.info;
    onTable(await optimalTableFor(client, method === 'twophase' ? count : 0));
    while (!stopped && next < count) {
      const first = next;
      const n = Math.min(step, count - first);
      next += n;
      const fold = await solveChunk(client, k, first, n);
      if (isError(fold)) throw new Error(fold.error);
      folds[k] = fold;
      solved += n;
      if (onChunk(solved) && solved < count) {
        const run = await client.call('statsMerge', [current()]);
        if (!isError(run) && !stopped) onFigures(run);
      }
    }
  }

  const stop = () => {
    stopped = true;
    for (const c of clients) c.close();
  };
  const done = Promise.all(clients.map(feed)).then(
    async () => {
      const run = await clients[0].call('statsMerge', [current()]);
      stop();
      return run;
    },
    (err) => {
      stop();
      throw err;
    },
  );
  return { done, cancel: stop, folds: current };
}

// A comparison: every (method, scramble length) task cut into chunks of samples, the chunks of all
// tasks spread over `size` workers (the tasks interleaved, so every method and length advances
// together and a cancelled run has figures for each). `onChunk(solved)` hears progress. Returns
// {done, cancel, rows}: `done` resolves to one row per task, in the order given (each the core's
// merge of that task's chunks, statsCompareMerge: {method, scramble_length, samples, moves, ms,
// run}), or rejects with 'cancelled' after cancel(); `rows()` merges the chunks solved so far.
/**
 * @param {{tasks: {method: string, length: number}[], seed: number, samples: number,
 *   colour?: string, size?: number, onChunk?: (solved: number) => void,
 *   onTable?: (table: OptimalTableState | null) => void}} options
 */
export function runCompare({
  tasks,
  seed,
  samples,
  colour,
  size = batchPoolSize(),
  onChunk = () => {},
  onTable = () => {},
}) {
  /** @type {{task: number, first: number, count: number}[]} */
  const queue = [];
  const steps = tasks.map((t) => chunkSize(t.method));
  for (let first = 0, more = true; more; first++) {
    more = false;
    tasks.forEach((t, task) => {
      const start = first * steps[task];
      if (start >= samples) return;
      more = true;
      queue.push({ task, first: start, count: Math.min(steps[task], samples - start) });
    });
  }
  const clients = Array.from(
    { length: Math.max(1, Math.min(size, queue.length)) },
    () => new WorkerClient({ name: 'statistics' }),
  );
  /** @type {StatsChunk[][]} */
  const chunks = tasks.map(() => []);
  let next = 0;
  let solved = 0;
  let stopped = false;

  const twoPhaseSolves = tasks.filter((t) => t.method === 'twophase').length * samples;
  async function feed(/** @type {WorkerClient} */ client) {
    await client.info;
    onTable(await optimalTableFor(client, twoPhaseSolves));
    while (!stopped && next < queue.length) {
      const { task, first, count } = queue[next++];
      const { method, length } = tasks[task];
      const chunk = await client.call('statsCompareChunk', [method, { length, seed, first, count, colour }], {
        budgetMs: CHUNK_BUDGET_MS,
      });
      if (isError(chunk)) throw new Error(chunk.error);
      if (stopped) return;
      chunks[task].push(chunk);
      solved += count;
      onChunk(solved);
    }
  }

  // The rows of the tasks with chunks so far, merged by the core on `client`.
  async function merge(/** @type {WorkerClient} */ client) {
    const rows = [];
    for (const list of chunks) {
      if (!list.length) continue;
      const row = await client.call('statsCompareMerge', [list]);
      if (isError(row)) throw new Error(row.error);
      rows.push(row);
    }
    return rows;
  }

  const stop = () => {
    stopped = true;
    for (const c of clients) c.close();
  };
  const done = Promise.all(clients.map(feed)).then(
    async () => {
      try {
        return await merge(clients[0]);
      } finally {
        stop();
      }
    },
    (err) => {
      stop();
      throw err;
    },
  );
  // A cancelled run's rows: merged on a fresh worker (the pool's are closed).
  async function rows() {
    const client = new WorkerClient({ name: 'statistics' });
    try {
      return await merge(client);
    } finally {
      client.close();
    }
  }
  return { done, cancel: stop, rows };
}
