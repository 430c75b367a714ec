// @ts-check
// The Statistics view's list of saved runs: each can be shown again, drawn over the run on screen
// ("Overlay") or deleted. The runs are kept in the 'runs' store (web/views/stats/saved_runs.js).
import { escapeHtml, number } from '../../kit/text.js';
import { loadRuns, saveRuns } from './saved_runs.js';
import { EXACT_CROSS } from './figures.js';

/** @typedef {import('./saved_runs.js').SavedRun} SavedRun */

/**
 * @param {HTMLElement} list
 * @param {{onShow: (run: SavedRun) => void, onOverlay: () => void}} handlers `onOverlay`: the runs
 *   overlaid changed
 */
export function createSavedList(list, { onShow, onOverlay }) {
  let runs = loadRuns();
  /** @type {Set<string>} ids of saved runs drawn over the one on screen */
  const overlaid = new Set();

  function render() {
    list.innerHTML = runs.length ? runs.map(item).join('') : '<li class="hint">No saved runs yet.</li>';
  }

  function item(/** @type {SavedRun} */ r) {
    const name = `${r.label}, ${number(r.samples)} solves${r.method === EXACT_CROSS ? '' : `, seed ${r.seed}`}`;
    return (
      `<li data-id="${escapeHtml(r.id)}"><span>${escapeHtml(name)}: ${r.result.total.mean.toFixed(2)} moves</span> ` +
      `<label><input type="checkbox" class="overlay-run"${overlaid.has(r.id) ? ' checked' : ''} ` +
      `aria-label="Overlay ${escapeHtml(name)}" /> Overlay</label> ` +
      `<button type="button" class="show-run" aria-label="Show ${escapeHtml(name)}">Show</button>` +
      `<button type="button" class="delete-run" aria-label="Delete ${escapeHtml(name)}">Delete</button></li>`
    );
  }

  list.addEventListener('click', (event) => {
    const target = /** @type {HTMLInputElement} */ (event.target);
    const id = /** @type {HTMLElement | null} */ (target.closest('li'))?.dataset.id ?? '';
    const entry = runs.find((r) => r.id === id);
    if (!entry) return;
    if (target.closest('.show-run')) onShow(entry);
    if (target.closest('.overlay-run')) {
      if (target.checked) overlaid.add(id);
      else overlaid.delete(id);
      onOverlay();
    }
    if (target.closest('.delete-run')) {
      runs = runs.filter((r) => r.id !== id);
      overlaid.delete(id);
      saveRuns(runs);
      render();
    }
  });
  render();

  return {
    /** Keeps a finished run, newest first; false when the browser will not store it. */
    add(/** @type {SavedRun} */ run) {
      runs = [run, ...runs];
      const kept = saveRuns(runs);
      render();
      return kept;
    },
    newest: () => runs[0] ?? null,
    /** The saved runs ticked "Overlay", but `except`. */
    overlays: (/** @type {string} */ except) => runs.filter((r) => overlaid.has(r.id) && r.id !== except),
  };
}
