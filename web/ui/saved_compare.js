// @ts-check
// Comparisons the page keeps between visits (localStorage), newest first. A damaged or hand-edited
// entry is dropped on reading, never trusted; the rest stay.
const KEY = 'cubelab.compare.v1';
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

/** @returns {any[]} */
export function loadComparisons() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry).slice(0, MAX_SAVED) : [];
  } catch {
    return [];
  }
}

// Returns false when the browser refused to store (private mode, full quota).
/** @param {any[]} entries */
export function saveComparisons(entries) {
  try {
    localStorage.setItem(KEY, JSON.stringify(entries.slice(0, MAX_SAVED)));
    return true;
  } catch {
    return false;
  }
}
