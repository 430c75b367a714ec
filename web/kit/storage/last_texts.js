// @ts-check
// The texts a view shows again on the next visit when its address names none: the last solve
// analysed (the Analyse view) and the last algorithm viewed (the alg viewer). Two stores (web/app/
// storage.js), moved from localStorage (`cubelab.analyse.v1`, `cubelab.alg.v1`) once. Small and
// apart from the views, so the list of stores does not load the views with the page.
import { storage } from './storage.js';

const MAX_TEXT = 100000; // characters of one text kept (the core refuses long before)
const isText = (/** @type {unknown} */ v) => typeof v === 'string' && v.length <= MAX_TEXT;
const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @typedef {{scramble: string, solution: string, time: string}} AnalyseTexts */
/** @typedef {{setup: string, alg: string}} AlgTexts */

/** @returns {AnalyseTexts | null} */
function readAnalyse(/** @type {any} */ v) {
  if (!isObject(v) || !isText(v.scramble) || !isText(v.solution)) return null;
  return { scramble: v.scramble, solution: v.solution, time: isText(v.time) ? v.time : '' };
}

/** @returns {AlgTexts | null} */
function readAlg(/** @type {any} */ v) {
  if (!isObject(v) || !isText(v.setup) || !isText(v.alg)) return null;
  return { setup: v.setup, alg: v.alg };
}

// Why stored texts are not acceptable ('' when they are): null (nothing kept) or every field a text.
const checkTexts =
  (/** @type {string[]} */ fields, /** @type {string[]} */ optional = []) =>
  (/** @type {any} */ v) => {
    if (v === null) return '';
    if (!isObject(v)) return 'not an object of texts';
    const bad = [...fields, ...optional].find(
      (f) => !(isText(v[f]) || (optional.includes(f) && v[f] === undefined)),
    );
    return bad ? `"${bad}" is not a text of at most ${MAX_TEXT} characters` : '';
  };

const short = (/** @type {string} */ text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** @type {import('./storage.js').StoreSpec} */
export const ANALYSE_STORE = {
  name: 'analyse',
  label: 'Last solve analysed',
  version: 1,
  legacyKey: 'cubelab.analyse.v1',
  read: readAnalyse,
  check: checkTexts(['scramble', 'solution'], ['time']),
  describe: (/** @type {AnalyseTexts | null} */ v) => (v ? short(v.solution) || '(empty)' : 'nothing'),
};

/** @type {import('./storage.js').StoreSpec} */
export const ALG_STORE = {
  name: 'alg',
  label: 'Last algorithm viewed',
  version: 1,
  legacyKey: 'cubelab.alg.v1',
  read: readAlg,
  check: checkTexts(['setup', 'alg']),
  describe: (/** @type {AlgTexts | null} */ v) => (v ? short(v.alg) || '(empty)' : 'nothing'),
};

/** @returns {AnalyseTexts | null} */
export const lastAnalysed = () => storage.get(ANALYSE_STORE.name);
export const saveAnalysed = (/** @type {AnalyseTexts} */ v) =>
  storage.set(ANALYSE_STORE.name, readAnalyse(v));
/** @returns {AlgTexts | null} */
export const lastAlg = () => storage.get(ALG_STORE.name);
export const saveAlg = (/** @type {AlgTexts} */ v) => storage.set(ALG_STORE.name, readAlg(v));
