// @ts-check
// What the Learn view's case panel holds, shared by its grid (cases_grid.js) and a case's detail
// (case_detail.js): the cases of the set shown, the case chosen, the F2L slot the pictures and the
// learner's algorithms are for, and that slot's pictures; and what follows from them: a case's
// picture, its algorithms (the library's, framed for the slot, and the learner's own) and the one
// the learner chose.
import { caseRecord, slotAlgorithms } from './records.js';

/** @typedef {import('./library.js').Case} Case */
/** @typedef {import('./library.js').SlotCase} SlotCase */
/** @typedef {{alg: string, auf: string, own: boolean}} Algorithm */

export const SLOTS = ['FR', 'FL', 'BL', 'BR'];

/** @param {import('./records.js').Records} records @param {{learnSlot: string}} settings */
export function createCasesState(records, settings) {
  const state = {
    /** @type {Case[]} */
    cases: [],
    /** @type {Case | null} */
    chosen: null,
    // F2L: the slot the pictures show and the learner's algorithms are for (the trainer's slot when
    // it names one; the case detail can change it).
    viewSlot: SLOTS.includes(settings.learnSlot) ? settings.learnSlot : 'FR',
    /** @type {Map<string, SlotCase> | null} F2L cases in viewSlot */
    pictures: null,
    picturesFailed: false, // the worker did not give viewSlot's pictures
  };

  // Where a case's own algorithms are kept: F2L ones per slot, the others' as FR's.
  const slotOf = (/** @type {Case} */ c) => (c.set === 'F2L' ? state.viewSlot : 'FR');

  // A case's picture and the slot it is seen from (FR until viewSlot's pictures are loaded).
  const pictureOf = (/** @type {Case} */ c) => {
    const inSlot = state.pictures?.get(c.name);
    return inSlot
      ? { ...inSlot, slot: slotOf(c) }
      : { facelets: c.facelets, shown: c.shown ?? null, slot: 'FR' };
  };

  // The library's algorithms (done in an F2L slot other than FR between y turns) and the learner's
  // own for the case (in `slot`, for F2L).
  /** @returns {Algorithm[]} */
  function algorithmsOf(/** @type {Case} */ c, slot = slotOf(c)) {
    const own = slotAlgorithms(caseRecord(records, c.name), slot).custom;
    return [
      ...c.algorithms.map((alg, i) => ({ alg, auf: c.aufs?.[i] ?? '', own: false })),
      ...own.map((alg) => ({ alg, auf: '', own: true })),
    ];
  }

  // A library algorithm as done in viewSlot is the core's (framed by y turns); the learner's own
  // are kept as written for their slot.
  const shownText = (/** @type {Case} */ c, /** @type {Algorithm} */ a) =>
    a.own || slotOf(c) === 'FR'
      ? a.alg
      : (state.pictures?.get(c.name)?.algorithms[c.algorithms.indexOf(a.alg)] ?? a.alg);

  /** The learner's algorithm for a case (in `slot`, for F2L): the one chosen, else the library's first. */
  function mine(/** @type {Case} */ c, slot = 'FR') {
    const where = c.set === 'F2L' ? slot : 'FR';
    const { chosen: picked } = slotAlgorithms(caseRecord(records, c.name), where);
    const all = algorithmsOf(c, where).map((a) => a.alg);
    return picked && all.includes(picked) ? picked : c.algorithms[0];
  }

  return { state, slotOf, pictureOf, algorithmsOf, shownText, mine };
}
