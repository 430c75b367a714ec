// @ts-check
// What the trainer asks the core for a case: a case scramble (a random state that leaves exactly
// that case, with a random AUF and, for F2L, a slot), the learner's algorithm for the state shown
// with the U turns that make it do the step, and, for a left slot, the core's left-handed one.
import { isError } from '../../kit/worker_client/api.js';
import { caseRecord, slotAlgorithms } from './records.js';

/** @typedef {import('../../../wasm/cubelab').CaseScrambleItem} Item */
/** @typedef {import('./library.js').Case} Case */
/** @typedef {import('../../kit/worker_client/api.js').Api} Api */

const SLOTS = ['FR', 'FL', 'BL', 'BR'];
const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/** The moves that solve the case from the state a scramble leaves (its AUFs included). */
export const caseSolving = (/** @type {Item} */ item) =>
  [item.auf, item.algorithm, item.finalAuf].filter(Boolean).join(' ');

/**
 * A case scramble for `name` of `set`; F2L in the learner's slot (`wanted`), a random one for "any".
 * @param {Api} api @param {string} name @param {string} set @param {string} wanted
 */
export function scrambleFor(api, name, set, wanted) {
  const slot =
    set === 'F2L' ? (SLOTS.includes(wanted) ? wanted : SLOTS[Math.floor(Math.random() * 4)]) : undefined;
  return api
    .caseScramble({ case: name, set, seed: randomSeed(), count: 1, ...(slot ? { slot } : {}) })
    .then((r) => (isError(r) ? r : r.scrambles[0]));
}

/**
 * The algorithm with the U turns the core says make it do the step of `set` from the state shown
 * (the case scramble's random pre-AUF, and for PLL the last U turn), or null when none does.
 * @param {Api} api @param {string} set @param {string} facelets @param {string} alg
 */
async function withAufs(api, set, facelets, alg) {
  const aufs = await api.algorithmAufs(set, facelets, alg);
  return isError(aufs) ? null : [aufs.auf, alg, aufs.finalAuf].filter(Boolean).join(' ');
}

/**
 * The learner's algorithm for the state shown, with the U turn before it that the core says makes
 * it do the step (and, for an F2L slot other than FR, framed by the scramble's y turns). The
 * learner's own algorithm for this slot is done as it is (the core checked it there); a library
 * one is framed.
 * @param {Api} api @param {import('./records.js').Records} records @param {string} alg the learner's
 * @param {Case} info @param {Item} item
 */
export async function answerFor(api, records, alg, info, item) {
  const slot = item.slot ?? 'FR';
  if (alg === info.algorithms[0]) return caseSolving(item);
  const own = slotAlgorithms(caseRecord(records, info.name), slot).custom.includes(alg);
  const frame = own ? '' : item.frame;
  const unframe = frame ? await api.invert(frame) : { moves: '' };
  const body = [frame, alg, isError(unframe) ? '' : unframe.moves].filter(Boolean).join(' ');
  return (await withAufs(api, info.set, item.facelets, body)) ?? alg;
}

/**
 * For a left slot (FL, BL), the core's left-handed algorithm (a mirror of the set's) that does the
 * case, with the U turn before it that makes it do the step from the state shown.
 * @param {Api} api @param {Case} info @param {Item} item
 */
export async function leftHanded(api, info, item) {
  if (!item.slot || !['FL', 'BL'].includes(item.slot)) return null;
  const found = await api.caseMirrors(info.name, { set: info.set, slot: item.slot });
  if (isError(found) || !found.mirrors.length) return null;
  const mirror = found.mirrors[0];
  const moves = await withAufs(api, info.set, item.facelets, mirror.algorithm);
  return moves === null ? null : { moves, from: mirror.from };
}
