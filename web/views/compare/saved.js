// @ts-check
// Comparisons the page keeps between visits (the 'comparisons' store, web/kit/storage/storage.js; moved
// from localStorage `cubelab.compare.v1` once), newest first. A damaged or hand-edited entry is
// dropped on reading, never trusted; the rest stay.
import { storage } from '../../kit/storage/storage.js';
import { listStore } from '../../kit/storage/list_store.js';

export const MAX_SAVED = 20;

const isCount = (/** @type {unknown} */ n) => Number.isInteger(n) && /** @type {number} */ (n) >= 0;
const isLength = (/** @type {unknown} */ n) =>
  Number.isInteger(n) && /** @type {number} */ (n) >= -1 && /** @type {number} */ (n) <= 1000;
const isBrief = (/** @type {any} */ b) =>
  b !== null &&
  typeof b === 'object' &&
  [b.mean, b.sd, b.min, b.max].every((x) => Number.isFinite(x) && x >= 0) &&
  b.min <= b.max;

function isRow(/** @type {any} */ r) {
  return (
    r !== null &&
    typeof r === 'object' &&
    typeof r.method === 'string' &&
    isLength(r.scramble_length) &&
    isCount(r.samples) &&
    isBrief(r.moves) &&
    isBrief(r.ms)
  );
}

function isEntry(/** @type {any} */ e) {
  return (
    e !== null &&
    typeof e === 'object' &&
    typeof e.id === 'string' &&
    typeof e.when === 'string' &&
    isCount(e.seed) &&
    isCount(e.samples) &&
    Number.isFinite(e.seconds) &&
    Array.isArray(e.methods) &&
    e.methods.every((/** @type {unknown} */ m) => typeof m === 'string') &&
    Array.isArray(e.lengths) &&
    e.lengths.every(isLength) &&
    Array.isArray(e.rows) &&
    e.rows.length > 0 &&
    e.rows.every(isRow)
  );
}

/** @type {import('../../kit/storage/storage.js').StoreSpec} */
export const COMPARISONS_STORE = listStore({
  name: 'comparisons',
  label: 'Saved comparisons',
  legacyKey: 'cubelab.compare.v1',
  noun: 'comparison',
  most: MAX_SAVED,
  isEntry,
});

/**
 * A comparison kept: its settings, how long it took, and one row per method and length (the
 * core's merge, without the per-phase figures).
 * @typedef {{id: string, when: string, methods: string[], lengths: number[], samples: number,
 *   seed: number, seconds: number, rows: import('./model.js').Row[]}} Comparison
 */

/** @returns {Comparison[]} */
export function loadComparisons() {
  return [...storage.get(COMPARISONS_STORE.name)];
}

// Returns false when the browser will not keep it (private mode, no database).
/** @param {Comparison[]} entries */
export function saveComparisons(entries) {
  storage.set(COMPARISONS_STORE.name, entries.slice(0, MAX_SAVED));
  return storage.durable;
}
