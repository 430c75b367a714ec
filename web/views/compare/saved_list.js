// @ts-check
// The Compare view's saved comparisons: each can be shown again (its settings back in the form
// and the address) or deleted. Kept in the 'comparisons' store (web/views/compare/saved.js).
import { createSavedList as createList } from '../../kit/saved_list.js';
import { number } from '../../kit/text.js';
import { formatLengths } from './model.js';
import { loadComparisons, saveComparisons } from './saved.js';

/** @typedef {import('./saved.js').Comparison} Comparison */

/**
 * @param {HTMLElement} list @param {Map<string, string>} labels
 * @param {(entry: Comparison) => void} onShow
 */
export function createSavedList(list, labels, onShow) {
  const saved = createList(list, {
    load: loadComparisons,
    save: saveComparisons,
    empty: 'No saved comparisons yet.',
    name: (/** @type {Comparison} */ e) =>
      `${e.methods.map((m) => labels.get(m) ?? m).join(', ')}; ` +
      `lengths ${formatLengths(e.lengths)}; ${number(e.samples)} each, seed ${e.seed}`,
    onShow,
  });
  return {
    add: saved.add,
    newest: saved.newest,
    /** A saved comparison with exactly these settings, if any. */
    find: (/** @type {import('./form.js').Form} */ f) =>
      saved
        .all()
        .find(
          (e) =>
            e.seed === f.seed &&
            e.samples === f.samples &&
            e.methods.join() === f.methods.join() &&
            e.lengths.join() === f.lengths.join(),
        ),
  };
}
