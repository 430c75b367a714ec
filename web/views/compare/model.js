// @ts-check
// The Compare view's model, DOM-free (tests/web checks it under Node): the scramble lengths a user
// types and the run's rows as a table (web/kit/table_text.js writes it as CSV and Markdown). The figures are the
// core's (statsCompareMerge); nothing here computes a cube.

export const RANDOM_STATE = -1; // the core's kRandomState
export const THESIS_LENGTHS = [5, 10, 15, 20, 25, 40, 60, 80, 100];
export const MAX_LENGTH = 1000;
const RANDOM_WORDS = ['random', 'random-state', 'rs'];

/** @param {number} length */
export const lengthLabel = (length) => (length === RANDOM_STATE ? 'random state' : String(length));

/**
 * Scramble lengths typed as "5, 10, 15 random": whole numbers 0..1000 and `random` (random states),
 * separated by commas or spaces, in the order typed, each once. A bad entry is an error naming it
 * and its 1-based column.
 * @param {string} text
 * @returns {{lengths: number[]} | {error: string, column: number}}
 */
export function parseLengths(text) {
  /** @type {number[]} */
  const lengths = [];
  const chars = [...text];
  for (const match of text.matchAll(/[^\s,]+/g)) {
    const word = match[0];
    const column = [...text.slice(0, match.index)].length + 1;
    const length = RANDOM_WORDS.includes(word.toLowerCase())
      ? RANDOM_STATE
      : /^\d{1,4}$/.test(word) && Number(word) <= MAX_LENGTH
        ? Number(word)
        : null;
    if (length === null)
      return {
        error: `'${word}' at column ${column} is not a scramble length (a whole number 0..${MAX_LENGTH}, or 'random')`,
        column,
      };
    if (!lengths.includes(length)) lengths.push(length);
  }
  if (!lengths.length) return { error: 'Give at least one scramble length.', column: chars.length + 1 };
  return { lengths };
}

/** @param {number[]} lengths */
export const formatLengths = (lengths) => lengths.map((l) => (l === RANDOM_STATE ? 'random' : l)).join(', ');

/**
 * @typedef {{mean: number, sd: number, min: number, max: number}} Brief
 * @typedef {{method: string, scramble_length: number, samples: number, moves: Brief, ms: Brief}} Row
 * @typedef {{method: string, label: string, length: string, samples: number,
 *   moves_mean: number, moves_sd: number, moves_min: number, moves_max: number,
 *   ms_mean: number, ms_sd: number, ms_min: number, ms_max: number, thesis_moves_mean: number | null,
 *   thesis_ms_mean: number | null}} TableRow
 */

/**
 * The results table: one line per method and length, in the run's order, with the thesis's figure
 * for that method and length where it has one.
 * @param {Row[]} rows
 * @param {Map<string, string>} labels method name -> label
 * @param {{lengths: number[], methods: Record<string, {moves_mean: number[], ms_mean: number[]}>}} thesis
 * @returns {TableRow[]}
 */
export function tableRows(rows, labels, thesis) {
  return rows.map((r) => {
    const at = thesis.lengths.indexOf(r.scramble_length);
    const published = thesis.methods[r.method];
    return {
      method: r.method,
      label: labels.get(r.method) ?? r.method,
      length: lengthLabel(r.scramble_length),
      samples: r.samples,
      moves_mean: r.moves.mean,
      moves_sd: r.moves.sd,
      moves_min: r.moves.min,
      moves_max: r.moves.max,
      ms_mean: r.ms.mean,
      ms_sd: r.ms.sd,
      ms_min: r.ms.min,
      ms_max: r.ms.max,
      thesis_moves_mean: published && at >= 0 ? published.moves_mean[at] : null,
      thesis_ms_mean: published && at >= 0 ? published.ms_mean[at] : null,
    };
  });
}

export const COLUMNS = /** @type {const} */ ([
  'method',
  'length',
  'samples',
  'moves_mean',
  'moves_sd',
  'moves_min',
  'moves_max',
  'ms_mean',
  'ms_sd',
  'ms_min',
  'ms_max',
  'thesis_moves_mean',
  'thesis_ms_mean',
]);

/**
 * Rounds the figures of a table for showing and exporting (moves to 3 places, times to 4).
 * @param {TableRow[]} rows
 */
export function rounded(rows) {
  const round = (/** @type {number | null} */ x, /** @type {number} */ d) =>
    x === null ? null : Number(x.toFixed(d));
  return rows.map((r) => ({
    ...r,
    moves_mean: round(r.moves_mean, 3),
    moves_sd: round(r.moves_sd, 3),
    ms_mean: round(r.ms_mean, 4),
    ms_sd: round(r.ms_sd, 4),
    ms_min: round(r.ms_min, 4),
    ms_max: round(r.ms_max, 4),
  }));
}
