// @ts-check
// The Compare view's saved comparisons: each can be shown again (its settings back in the form
// and the address) or deleted. Kept in the 'comparisons' store (web/views/compare/saved.js).
import { escapeHtml, number } from '../../kit/text.js';
import { formatLengths } from './model.js';
import { loadComparisons, saveComparisons } from './saved.js';

/** @typedef {import('./saved.js').Comparison} Comparison */

/**
 * @param {HTMLElement} list @param {Map<string, string>} labels
 * @param {(entry: Comparison) => void} onShow
 */
export function createSavedList(list, labels, onShow) {
  let saved = loadComparisons();

  function render() {
    list.innerHTML = saved.length
      ? saved.map(item).join('')
      : '<li class="hint">No saved comparisons yet.</li>';
  }

  function item(/** @type {Comparison} */ e) {
    const name =
      `${e.methods.map((m) => labels.get(m) ?? m).join(', ')}; ` +
      `lengths ${formatLengths(e.lengths)}; ${number(e.samples)} each, seed ${e.seed}`;
    return (
      `<li data-id="${escapeHtml(e.id)}"><span>${escapeHtml(name)}</span> ` +
      `<button type="button" class="show-run" aria-label="Show ${escapeHtml(name)}">Show</button>` +
      `<button type="button" class="delete-run" aria-label="Delete ${escapeHtml(name)}">Delete</button></li>`
    );
  }

  list.addEventListener('click', (event) => {
    const target = /** @type {Element} */ (event.target);
    const id = /** @type {HTMLElement | null} */ (target.closest('li'))?.dataset.id;
    const entry = saved.find((e) => e.id === id);
    if (!entry) return;
    if (target.closest('.show-run')) onShow(entry);
    if (target.closest('.delete-run')) {
      saved = saved.filter((e) => e.id !== id);
      saveComparisons(saved);
      render();
    }
  });
  render();

  return {
    /** Keeps a finished comparison, newest first; false when the browser will not store it. */
    add(/** @type {Comparison} */ entry) {
      saved = [entry, ...saved];
      const kept = saveComparisons(saved);
      render();
      return kept;
    },
    newest: () => saved[0] ?? null,
    /** A saved comparison with exactly these settings, if any. */
    find: (/** @type {import('./form.js').Form} */ f) =>
      saved.find(
        (e) =>
          e.seed === f.seed &&
          e.samples === f.samples &&
          e.methods.join() === f.methods.join() &&
          e.lengths.join() === f.lengths.join(),
      ),
  };
}
