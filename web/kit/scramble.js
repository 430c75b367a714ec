// @ts-check
// Scrambles from the core, for the Solve view's Cube card and the Timer view: a random-state
// scramble from the two-phase scrambler when the module has it, else random moves. The seed is
// the browser's randomness; the core makes the scramble.
import { isError } from './worker_client/api.js';

/** A seed for the core's generators: 53 random bits (a whole JS number). */
export function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0] % 2 ** 21) * 2 ** 32 + words[1];
}

/**
 * @param {import('./worker_client/api.js').Api} api @param {number} length
 * @returns {Promise<string | {error: string}>}
 */
export async function randomMoves(api, length) {
  const r = await api.randomMoves(randomSeed(), length);
  return isError(r) ? r : r.moves;
}

/**
 * @param {import('./worker_client/api.js').Api} api
 * @param {import('./worker_client/api.js').WorkerInfo} info
 * @returns {Promise<string | {error: string}>}
 */
export async function stateScramble(api, info) {
  if (!info.calls.includes('scramble')) return randomMoves(api, 25);
  const r = await api.scramble(randomSeed(), 1);
  if (isError(r)) return r;
  return r.scrambles[0]?.scramble ?? { error: 'the scrambler gave no scramble', kind: 'internal' };
}
