// @ts-check
// The pattern-to-pattern distance matrix, free of the DOM (tests/web run it under Node): which
// ordered pairs to route, the means the page shows beside the routing thesis's figures, and the
// CSV export. Every length is the core's (route() with compare: the route found, and the naive
// route, solve A then undo B); nothing here knows a cube.
import { toCsv } from '../table_text.js';

/**
 * One cell: the route from pattern `from` to pattern `to`, in the matrix's metric.
 * @typedef {{from: number, to: number, length: number | null, naive: number | null,
 *   direct: number | null, inverse: number | null, relaxed: boolean, solution: string}} Cell
 */

/** Every ordered pair (i, j), i != j, of `count` patterns, row by row. */
export function orderedPairs(/** @type {number} */ count) {
  /** @type {{from: number, to: number}[]} */
  const pairs = [];
  for (let from = 0; from < count; from++)
    for (let to = 0; to < count; to++) if (from !== to) pairs.push({ from, to });
  return pairs;
}

/** @param {number[]} values */
const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/**
 * The matrix's means, as the thesis gives them: over every ordered pair routed, and taking the
 * better (shorter) direction of each unordered pair whose two directions were both routed.
 * `key` picks the route found (`length`) or the naive one (`naive`).
 * @param {Cell[]} cells
 * @param {'length' | 'naive'} [key]
 */
export function matrixMeans(cells, key = 'length') {
  /** @type {Map<string, number>} */
  const byPair = new Map();
  /** @type {number[]} */
  const all = [];
  for (const c of cells) {
    const value = c[key];
    if (value === null || value === undefined) continue;
    all.push(value);
    byPair.set(`${c.from},${c.to}`, value);
  }
  /** @type {number[]} */
  const better = [];
  for (const [pair, value] of byPair) {
    const [from, to] = pair.split(',').map(Number);
    if (from > to) continue;
    const back = byPair.get(`${to},${from}`);
    if (back !== undefined) better.push(Math.min(value, back));
  }
  return { mean: mean(all), pairs: all.length, better: mean(better), unordered: better.length };
}

export const CSV_COLUMNS = /** @type {const} */ ([
  'from',
  'to',
  'metric',
  'length',
  'naive',
  'direct',
  'inverse',
  'relaxed',
  'solution',
]);

/**
 * The matrix as CSV, one ordered pair a line (pattern names, not indices).
 * @param {string[]} names @param {'htm' | 'qtm'} metric @param {Cell[]} cells
 */
export function matrixCsv(names, metric, cells) {
  const rows = cells.map((c) => ({
    from: names[c.from],
    to: names[c.to],
    metric,
    length: c.length,
    naive: c.naive,
    direct: c.direct,
    inverse: c.inverse,
    relaxed: c.relaxed,
    solution: c.solution,
  }));
  return toCsv(rows, CSV_COLUMNS);
}
