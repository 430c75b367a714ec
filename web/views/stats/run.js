// @ts-check
// One statistics run on the worker pool, DOM-free: chunks spread over the pool's workers, the
// figures so far offered about every MERGE_EVERY_MS (each pool worker folds its own chunks, so a
// redraw is one call, the merge of one fold per worker, made by a pool worker and never by the
// solving worker), a lost worker's chunk solved again, and Cancel, after which the figures of the
// chunks solved so far are merged (by the solving worker's statsMerge).
import { runChunks } from '../../kit/worker_client/pool.js';

/** @typedef {import('../../kit/worker_client/api.js').StatsRun} StatsRun */
/** @typedef {import('../../kit/worker_client/api.js').ApiError} ApiError */

const MERGE_EVERY_MS = 500;

/**
 * Starts the run. `done` resolves to its figures, or to {cancelled: true, solved, partial} after
 * cancel() (partial: the merge of the chunks solved, or null).
 * @param {{method: string, count: number, seed: number, metric: 'htm' | 'qtm' | 'stm', size: number,
 *   api: import('../../kit/worker_client/api.js').Api, onSolved: (solved: number) => void,
 *   onFigures: (run: StatsRun) => void, onRestart: (reason: string) => void}} run
 */
export function startRun({ method, count, seed, metric, size, api, onSolved, onFigures, onRestart }) {
  let lastDrawn = 0;
  let cancelled = false;
  const job = runChunks({
    method,
    seed,
    count,
    colour: 'white',
    metric,
    size,
    onChunk: (solved) => {
      onSolved(solved);
      if (performance.now() - lastDrawn < MERGE_EVERY_MS) return false;
      lastDrawn = performance.now();
      return true;
    },
    onFigures: (run) => {
      if (!cancelled) onFigures(run);
    },
    onRestart,
  });

  /** @returns {Promise<StatsRun | ApiError | {cancelled: true, solved: number, partial: StatsRun | null}>} */
  async function finish() {
    try {
      return await job.done;
    } catch (err) {
      if (!cancelled) throw err;
      const folds = job.folds();
      const solved = folds.reduce(
        (n, c) => n + Number(/** @type {{count?: number}} */ (c.total).count ?? 0),
        0,
      );
      const merged = folds.length ? await api.statsMerge(folds) : null;
      return { cancelled: true, solved, partial: merged && !('error' in merged) ? merged : null };
    }
  }

  return {
    done: finish(),
    cancel() {
      cancelled = true;
      job.cancel();
    },
  };
}
