// @ts-check
// A list of saved entries (statistics runs, comparisons), newest first: each can be shown again or
// deleted, and a view may add controls of its own to each entry. The view owns the store; this
// keeps the list on screen and the store in step.
import { escapeHtml } from './text.js';

/**
 * @template {{id: string}} T
 * @param {HTMLElement} list
 * @param {{
 *   load: () => T[],
 *   save: (entries: T[]) => boolean,
 *   empty: string,
 *   name: (entry: T) => string,
 *   summary?: (entry: T) => string,
 *   controls?: (entry: T) => string,
 *   onShow: (entry: T) => void,
 *   onClick?: (target: HTMLInputElement, entry: T) => void,
 *   onDelete?: (entry: T) => void,
 * }} spec `name`: the entry's name (text, also in the buttons' labels); `summary`: text after it;
 *   `controls`: markup before the buttons; `onClick`: any click inside an entry
 */
export function createSavedList(list, spec) {
  let entries = spec.load();

  function render() {
    list.innerHTML = entries.length
      ? entries.map(item).join('')
      : `<li class="hint">${escapeHtml(spec.empty)}</li>`;
  }

  function item(/** @type {T} */ entry) {
    const name = escapeHtml(spec.name(entry));
    return (
      `<li data-id="${escapeHtml(entry.id)}"><span>${name}${escapeHtml(spec.summary?.(entry) ?? '')}</span> ` +
      (spec.controls?.(entry) ?? '') +
      `<button type="button" class="show-run" aria-label="Show ${name}">Show</button>` +
      `<button type="button" class="delete-run" aria-label="Delete ${name}">Delete</button></li>`
    );
  }

  list.addEventListener('click', (event) => {
    const target = /** @type {HTMLInputElement} */ (event.target);
    const id = /** @type {HTMLElement | null} */ (target.closest('li'))?.dataset.id;
    const entry = entries.find((e) => e.id === id);
    if (!entry) return;
    if (target.closest('.show-run')) spec.onShow(entry);
    spec.onClick?.(target, entry);
    if (target.closest('.delete-run')) {
      entries = entries.filter((e) => e !== entry);
      spec.onDelete?.(entry);
      spec.save(entries);
      render();
    }
  });
  render();

  return {
    /** Keeps a finished entry, newest first; false when the browser will not store it. */
    add(/** @type {T} */ entry) {
      entries = [entry, ...entries];
      const kept = spec.save(entries);
      render();
      return kept;
    },
    newest: () => entries[0] ?? null,
    all: () => entries,
  };
}
