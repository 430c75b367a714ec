// @ts-check
// The route matrix over the statistics workers: every ordered pair of patterns is one route() call
// (with compare, so the naive route's length comes too), the pairs handed out one at a time to
// `size` workers. Cancel closes the workers; the cells routed so far stay.
import { WorkerClient } from '../worker_client/client.js';
import { poolSize } from '../worker_client/pool.js';
import { isError } from '../worker_client/api.js';

// A route may search for a few seconds (the improvement budget) and its comparison's searches too.
const ROUTE_BUDGET_MS = 120000;

/**
 * @param {{names: string[], pairs: {from: number, to: number}[], metric: 'htm' | 'qtm', size?: number,
 *   onCell?: (cell: import('./model.js').Cell, done: number) => void}} options
 */
export function runRouteMatrix({ names, pairs, metric, size = poolSize(), onCell = () => {} }) {
  const clients = Array.from(
    { length: Math.max(1, Math.min(size, pairs.length)) },
    () => new WorkerClient({ name: 'statistics' }),
  );
  /** @type {import('./model.js').Cell[]} */
  const cells = [];
  let next = 0;
  let stopped = false;

  async function feed(/** @type {WorkerClient} */ client) {
    await client.info;
    while (!stopped && next < pairs.length) {
      const { from, to } = pairs[next++];
      const r = await client.call('route', [names[from], names[to], { metric, compare: true }], {
        budgetMs: ROUTE_BUDGET_MS,
      });
      if (isError(r)) throw new Error(`${names[from]} -> ${names[to]}: ${r.error}`);
      if (stopped) return;
      const cell = {
        from,
        to,
        length: r.length,
        naive: r.naive ?? null,
        direct: r.direct ?? null,
        inverse: r.inverse ?? null,
        relaxed: r.relaxed,
        solution: r.solution,
      };
      cells.push(cell);
      onCell(cell, cells.length);
    }
  }

  const cancel = () => {
    stopped = true;
    for (const c of clients) c.close();
  };
  const done = Promise.all(clients.map(feed)).then(
    () => (cancel(), cells),
    (err) => {
      const cancelled = stopped;
      cancel();
      throw cancelled ? new Error('cancelled') : err;
    },
  );
  return { done, cancel, cells: () => cells };
}
