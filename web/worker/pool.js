// Several workers for long statistics runs. A run is cut into chunks (seed, first, count) that the
// core merges exactly, so any number of workers gives the figures of one run on one worker; the
// page's main worker stays free for solving meanwhile.
import { WorkerClient } from './client.js';

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
  twophase: 25,
};

export function poolSize() {
  const cores = navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(4, cores - 1));
}

export function chunkSize(method) {
  const ms = MS_PER_SOLVE[method] ?? 1;
  return Math.max(1, Math.min(20000, Math.round(CHUNK_TARGET_MS / ms)));
}

// Solves samples 0 .. count-1 of (method, seed) on `size` workers. `onChunk(chunk, solved)` hears
// each finished chunk. Returns {done, cancel}: `done` resolves to all chunks, or rejects with the
// first error (or 'cancelled' after cancel()).
export function runChunks({ method, seed, count, colour, size = poolSize(), onChunk = () => {} }) {
  const clients = Array.from({ length: Math.min(size, count) }, () => new WorkerClient());
  const step = chunkSize(method);
  const chunks = [];
  let next = 0;
  let solved = 0;
  let stopped = false;

  async function feed(client) {
    await client.info;
    while (!stopped && next < count) {
      const first = next;
      const n = Math.min(step, count - first);
      next += n;
      const chunk = await client.call('statsChunk', [method, { seed, first, count: n, colour }], {
        budgetMs: CHUNK_BUDGET_MS,
      });
      if (chunk.error) throw new Error(chunk.error);
      chunks.push(chunk);
      solved += n;
      onChunk(chunk, solved);
    }
  }

  const stop = () => {
    stopped = true;
    for (const c of clients) c.close();
  };
  const done = Promise.all(clients.map(feed)).then(
    () => (stop(), chunks),
    (err) => {
      stop();
      throw err;
    },
  );
  return { done, cancel: stop };
}
