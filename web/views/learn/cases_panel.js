// @ts-check
// The learn panel: every case of a set of the core's case library (F2L, OLL, PLL, the 2-look
// sets), grouped as the library groups them, with its picture (cases_grid.js), and a case's
// detail: its algorithms, the learner's own and the mirrors (case_detail.js). F2L pictures and
// algorithms follow the slot chosen (the trainer's, or the detail's). What the two share is
// cases_state.js's. Nothing here knows a cube: states, checks and greying come from the worker.
import { escapeHtml } from '../../kit/text.js';
import { finder } from '../../kit/dom.js';
import { SLOTS, createCasesState } from './cases_state.js';
import { createCasesGrid } from './cases_grid.js';
import { createCaseDetail } from './case_detail.js';

/** @typedef {import('./library.js').Case} Case */

/**
 * @param {HTMLElement} root
 * @param {import('./shared.js').LearnShared & {onSetChange: (set: string) => void,
 *   onCasesShown: () => void, onSelectionChange: () => void}} shared
 */
export function createLearnPanel(root, shared) {
  const { sets, settings } = shared;
  const $ = finder(root);
  const select = $('#case-set');
  const cs = createCasesState(shared.records, settings);
  const { state } = cs;
  const detail = createCaseDetail(root, shared, cs, {
    onStatusChange: () => shared.onSelectionChange(),
    onSlotChoice: (slot) => setSlot(slot),
  });
  const grid = createCasesGrid(root, shared, cs, {
    onSelectionChange: () => shared.onSelectionChange(),
    onCasesShown: () => shared.onCasesShown(),
    showCase: detail.showCase,
  });

  select.innerHTML = sets.map((s) => `<option>${escapeHtml(s)}</option>`).join('');
  select.value = sets.includes(settings.learnSet)
    ? settings.learnSet
    : sets.includes('OLL')
      ? 'OLL'
      : sets[0];
  select.addEventListener('change', () => {
    shared.onSetChange(select.value);
    grid.showSet();
  });

  function redraw() {
    if (!state.cases.length) return;
    grid.render();
    detail.showCase(state.chosen);
  }

  // Another F2L slot for the pictures and the learner's algorithms.
  async function setSlot(/** @type {string} */ slot) {
    if (!SLOTS.includes(slot) || (slot === state.viewSlot && !state.picturesFailed)) return;
    state.viewSlot = slot;
    await grid.loadPictures();
    if (state.viewSlot !== slot) return;
    redraw();
  }

  return {
    // The library is loaded when the panel is first shown, not with the page.
    slotChanged: setSlot,
    /** Asks again for the pictures that the worker failed to give (the view shown again). */
    async retryFailed() {
      if (!state.picturesFailed || !state.cases.length) return;
      await grid.loadPictures();
      if (!state.picturesFailed) redraw();
    },
    load: () => grid.showSet(),
    redraw,
    /** Shows a set and one of its cases (the paths' "next" links). */
    async open(/** @type {string} */ set, /** @type {string} */ name) {
      if (select.value !== set) {
        select.value = set;
        shared.onSetChange(set);
        await grid.showSet();
      }
      detail.showCase(state.cases.find((c) => c.name === name) ?? null);
      root
        .querySelector(`#case-grid .case[data-name="${CSS.escape(name)}"]`)
        ?.scrollIntoView({ block: 'nearest' });
    },
    set: () => select.value,
    cases: () => state.cases,
    selected: () => grid.selected(),
    mine: cs.mine,
  };
}
