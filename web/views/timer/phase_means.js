// @ts-check
// The session's phase means over its smart-cube solves (those kept with timed moves): each solve
// analysed by the core (`analyse`, as under the timer; kept in memory by its texts), then simple
// means of the numbers it returned: cross, F2L, OLL and PLL recognition (the pause before the step)
// and execution (the step's time after that pause). AUF after PLL is in none of them.
import { isError } from '../../kit/worker_client/api.js';

/** @typedef {import('../../../wasm/cubelab').Analysis} Analysis */
/** @typedef {import('./sessions_store.js').Solve} Solve */

export const PHASES = /** @type {const} */ ([
  ['cross', 'Cross'],
  ['f2l', 'F2L'],
  ['oll-recognition', 'OLL recognition'],
  ['oll-execution', 'OLL execution'],
  ['pll-recognition', 'PLL recognition'],
  ['pll-execution', 'PLL execution'],
]);

/** @type {Map<string, Promise<Analysis | null>>} */
const analysed = new Map();

/** @param {import('../../kit/worker_client/api.js').Api} api @param {Solve} solve */
function analysisOf(api, solve) {
  const moves = solve.reconstruction?.moves ?? '';
  const key = `${solve.scramble}\n${moves}`;
  if (!analysed.has(key))
    analysed.set(
      key,
      api.analyse(solve.scramble ?? '', moves, {}).then((r) => (isError(r) || !r.valid ? null : r)),
    );
  return /** @type {Promise<Analysis | null>} */ (analysed.get(key));
}

/** One solve's phase times (ms) from the core's steps; null where the solve has no such step. */
export function phaseTimes(/** @type {Analysis} */ a) {
  const of = (/** @type {string} */ family) => a.steps.filter((s) => s.family === family && s.ms !== null);
  const sum = (/** @type {number[]} */ xs) => (xs.length ? xs.reduce((x, y) => x + y, 0) : null);
  const total = (/** @type {string} */ family) => sum(of(family).map((s) => s.ms ?? 0));
  const pause = (/** @type {string} */ family) => of(family)[0]?.pause_ms ?? null;
  const execution = (/** @type {string} */ family) => {
    const t = total(family);
    return t === null ? null : t - (pause(family) ?? 0);
  };
  return {
    cross: total('cross'),
    f2l: total('f2l'),
    'oll-recognition': pause('oll'),
    'oll-execution': execution('oll'),
    'pll-recognition': pause('pll'),
    'pll-execution': execution('pll'),
  };
}

/**
 * The means (ms, null where no solve has the phase) and how many solves were analysed.
 * @param {import('../../kit/worker_client/api.js').Api} api @param {Solve[]} solves
 */
export async function phaseMeans(api, solves) {
  const timed = solves.filter((s) => s.reconstruction?.moves && s.penalty !== 'DNF');
  const analyses = (await Promise.all(timed.map((s) => analysisOf(api, s)))).filter((a) => a !== null);
  const times = analyses.map(phaseTimes);
  /** @type {Record<string, number | null>} */
  const means = {};
  for (const [name] of PHASES) {
    const xs = times.map((t) => t[name]).filter((x) => x !== null);
    means[name] = xs.length ? xs.reduce((x, y) => x + y, 0) / xs.length : null;
  }
  return { means, count: analyses.length };
}
