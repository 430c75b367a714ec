// @ts-check
// The Statistics view's list of saved runs: each can be shown again, drawn over the run on screen
// ("Overlay") or deleted. The runs are kept in the 'runs' store (web/views/stats/saved_runs.js).
import { createSavedList as createList } from '../../kit/saved_list.js';
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
  /** @type {Set<string>} ids of saved runs drawn over the one on screen */
  const overlaid = new Set();
  const name = (/** @type {SavedRun} */ r) =>
    `${r.label}, ${number(r.samples)} solves${r.method === EXACT_CROSS ? '' : `, seed ${r.seed}`}`;
  const saved = createList(list, {
    load: loadRuns,
    save: saveRuns,
    empty: 'No saved runs yet.',
    name,
    summary: (r) => `: ${r.result.total.mean.toFixed(2)} moves`,
    controls: (r) =>
      `<label><input type="checkbox" class="overlay-run"${overlaid.has(r.id) ? ' checked' : ''} ` +
      `aria-label="Overlay ${escapeHtml(name(r))}" /> Overlay</label> `,
    onShow,
    onClick(target, r) {
      if (!target.closest('.overlay-run')) return;
      if (target.checked) overlaid.add(r.id);
      else overlaid.delete(r.id);
      onOverlay();
    },
    onDelete: (r) => overlaid.delete(r.id),
  });
  return {
    add: saved.add,
    newest: saved.newest,
    /** The saved runs ticked "Overlay", but `except`. */
    overlays: (/** @type {string} */ except) =>
      saved.all().filter((r) => overlaid.has(r.id) && r.id !== except),
  };
}
