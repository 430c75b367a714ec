// @ts-check
// Statistics runs the page keeps between visits (the 'runs' store, web/kit/storage/storage.js), newest
// first. A damaged or hand-edited entry is dropped on reading, never trusted; the rest stay.
import { storage } from '../../kit/storage/storage.js';
import { listStore } from '../../kit/storage/list_store.js';

export const MAX_SAVED_RUNS = 20;

// Move counts are whole numbers 0..1000 (the core's limit); every figure the table and the chart
// show must be a finite number: a hand-edited key such as "1000000000" once made the chart loop a
// billion times, and a string in min or max was written into the table as HTML.
const isCount = (/** @type {unknown} */ n) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isMoves = (/** @type {unknown} */ n) => isCount(n) && Number(n) <= 1000;

/** @param {any} s untrusted: as stored */
function isSummary(s) {
  return (
    s !== null &&
    typeof s === 'object' &&
    [s.mean, s.sd].every(Number.isFinite) &&
    isMoves(s.min) &&
    isMoves(s.max) &&
    s.min <= s.max &&
    typeof s.histogram === 'object' &&
    s.histogram !== null &&
    Object.entries(s.histogram).every(([k, n]) => /^\d{1,4}$/.test(k) && isMoves(Number(k)) && isCount(n))
  );
}

/** @param {any} run untrusted: as stored */
function isRun(run) {
  return (
    run !== null &&
    typeof run === 'object' &&
    typeof run.id === 'string' &&
    typeof run.method === 'string' &&
    typeof run.label === 'string' &&
    isCount(run.samples) &&
    isCount(run.seed) &&
    typeof run.when === 'string' &&
    run.result &&
    isSummary(run.result.total) &&
    (run.result.metric === undefined || ['htm', 'qtm', 'stm'].includes(run.result.metric)) &&
    (run.result.milestones === undefined ||
      (typeof run.result.milestones === 'object' &&
        run.result.milestones !== null &&
        Object.values(run.result.milestones).every(isSummary))) &&
    typeof run.result.phases === 'object' &&
    run.result.phases !== null &&
    Object.values(run.result.phases).every(isSummary)
  );
}

/** @type {import('../../kit/storage/storage.js').StoreSpec} */
export const RUNS_STORE = listStore({
  name: 'runs',
  label: 'Saved statistics runs',
  legacyKey: 'cubelab.stats.v1',
  noun: 'run',
  most: MAX_SAVED_RUNS,
  isEntry: isRun,
});

/**
 * A run kept: its figures (the core's), and what it was.
 * @typedef {{id: string, method: string, label: string, samples: number, seed: number, when: string,
 *   result: import('../../kit/worker_client/api.js').StatsRun}} SavedRun
 */

/** @returns {SavedRun[]} */
export function loadRuns() {
  return [...storage.get('runs')];
}

// Returns false when the browser will not keep it (private mode, no database).
export function saveRuns(/** @type {SavedRun[]} */ runs) {
  storage.set('runs', runs.slice(0, MAX_SAVED_RUNS));
  return storage.durable;
}
