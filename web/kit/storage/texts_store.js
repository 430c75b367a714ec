// @ts-check
// A store of a few texts a view shows again on the next visit when its address names none (the
// Analyse view's last solve, the alg viewer's last algorithm): one object of texts, or null. Each
// text is at most MAX_TEXT characters; anything else reads as nothing kept.
import { storage } from './storage.js';

const MAX_TEXT = 100000; // characters of one text kept (the core refuses long before)
const isText = (/** @type {unknown} */ v) => typeof v === 'string' && v.length <= MAX_TEXT;
const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const short = (/** @type {string} */ text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * @template {string} F
 * @param {{name: string, label: string, legacyKey: string, fields: F[], optional?: F[], shown: F}} texts
 *   `fields` must be texts; an `optional` one reads as '' when missing; `shown` names the store in
 *   the Data view.
 */
export function textsStore({ name, label, legacyKey, fields, optional = [], shown }) {
  /** @returns {Record<F, string> | null} */
  function read(/** @type {any} */ v) {
    if (!isObject(v) || !fields.every((f) => isText(v[f]))) return null;
    const texts = /** @type {Record<F, string>} */ ({});
    for (const f of [...fields, ...optional]) texts[f] = isText(v[f]) ? v[f] : '';
    return texts;
  }
  // Why stored texts are not acceptable ('' when they are): null (nothing kept) or every field a text.
  function check(/** @type {any} */ v) {
    if (v === null) return '';
    if (!isObject(v)) return 'not an object of texts';
    const bad = [...fields, ...optional].find(
      (f) => !(isText(v[f]) || (optional.includes(f) && v[f] === undefined)),
    );
    return bad ? `"${bad}" is not a text of at most ${MAX_TEXT} characters` : '';
  }
  /** @type {import('./storage.js').StoreSpec} */
  const spec = {
    name,
    label,
    version: 1,
    legacyKey,
    read,
    check,
    describe: (/** @type {Record<F, string> | null} */ v) => (v ? short(v[shown]) || '(empty)' : 'nothing'),
  };
  return {
    spec,
    /** @returns {Record<F, string> | null} */
    last: () => storage.get(name),
    save: (/** @type {Record<F, string>} */ v) => storage.set(name, read(v)),
  };
}
