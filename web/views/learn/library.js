// @ts-check
// The Learn view's case library as the worker gives it, loaded once per set and kept: the cases of
// a set (the 2-look sets asked for when first shown) with the core's greying of each picture, the
// F2L cases as seen in another slot (each moved there, its algorithms framed by the y turns they
// need there, as caseScramble places and writes them), and the colours a picture is drawn in (the
// last layer on top: the colours the core's z2 brings to each face). A failed load is forgotten,
// so the next call asks the worker again.
import { isError } from '../../kit/worker_client/api.js';
import { FACES } from '../../kit/cube/layout.js';

/** @typedef {import('../../kit/worker_client/api.js').Api} Api */
/** @typedef {import('../../kit/worker_client/api.js').ApiError} ApiError */
/** @typedef {import('../../kit/worker_client/api.js').CaseInfo} CaseInfo */
/** A case with the core's greying of its picture ('0' greyed). */
/** @typedef {CaseInfo & {shown?: string}} Case */
/** @typedef {{facelets: string, shown: string | null, algorithms: string[]}} SlotCase */
/** @typedef {Map<string, SlotCase> | ApiError} SlotPictures */

// The 2-look sets after the full ones: a beginner's path starts there.
const TWO_LOOK = ['OLL-EDGES', 'OLL-CORNERS', 'PLL-CORNERS', 'PLL-EDGES'];

// The greying focus of a case set: its name in lower case (the core's playback knows them).
export const focusOf = (/** @type {string} */ set) => set.toLowerCase();

/**
 * Each case's picture greying: the core's playback of its first algorithm, first state's mask.
 * @param {Api} api @param {CaseInfo[]} cases @returns {Promise<(string | null)[] | ApiError>}
 */
async function greyingOf(api, cases) {
  const played = await Promise.all(
    cases.map((c) => api.playback(`${c.algorithms[0]} ${c.aufs?.[0] ?? ''}`, c.facelets, focusOf(c.set))),
  );
  const failed = played.find(isError);
  if (failed) return failed;
  return played.map((p) => (isError(p) ? null : p.shown[0]));
}

/**
 * Memoises `load` by key; a failed load (an error value) is forgotten.
 * @template T @param {(key: string) => Promise<T | ApiError>} load
 */
function kept(load) {
  /** @type {Map<string, Promise<T | ApiError>>} */
  const loads = new Map();
  return (/** @type {string} */ key) => {
    const known = loads.get(key);
    if (known) return known;
    const loading = load(key).then((r) => (isError(r) && loads.delete(key), r));
    loads.set(key, loading);
    return loading;
  };
}

/**
 * @param {Api} api @param {CaseInfo[]} library every case of the full sets (the core's `cases()`)
 * @param {{colours: Record<string, string>, learnTop: string}} settings
 */
export async function createLibrary(api, library, settings) {
  const sets = [...new Set(library.map((c) => c.set)), ...TWO_LOOK];

  /** The cases of a set, each with the core's greying of its picture (the step's pieces in play). */
  const casesOf = kept(async (set) => {
    const cases = TWO_LOOK.includes(set) ? await api.cases(set) : library.filter((c) => c.set === set);
    if (isError(cases)) return cases;
    const greying = await greyingOf(api, cases);
    if (isError(greying)) return greying;
    return /** @type {Case[]} */ (cases.map((c, i) => ({ ...c, shown: greying[i] ?? undefined })));
  });

  /** Each F2L case's state, greying and algorithms in `slot`, by name; or the worker's error. */
  const picturesIn = kept(async (slot) => {
    const cases = await api.cases('F2L', { slot });
    if (isError(cases)) return cases;
    const greying = await greyingOf(api, cases);
    if (isError(greying)) return greying;
    return new Map(
      cases.map((c, i) => [c.name, { facelets: c.facelets, shown: greying[i], algorithms: c.algorithms }]),
    );
  });

  // Yellow on top: the cube held turned over (z2, as a learner holds it for the last layer), so
  // each face shows the colour of the face the core's z2 brings there.
  const turnedOver = await api.apply('z2', '');
  function palette() {
    if (settings.learnTop !== 'yellow' || isError(turnedOver)) return settings.colours;
    /** @type {Record<string, string>} */
    const colours = {};
    [...FACES].forEach((f, i) => (colours[f] = settings.colours[turnedOver.facelets[i * 9 + 4]]));
    return colours;
  }

  return { sets, casesOf, picturesIn, palette };
}
