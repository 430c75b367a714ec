// @ts-check
// The Learn view's case grid: every case of the set chosen, grouped as the core's library groups
// them, each with its picture (F2L: as seen from the slot chosen, when the worker gave those
// pictures), and the boxes that choose the cases the trainer drills (one by one, by group, all,
// none, those being learnt, the new ones, those learned; by default those being learnt, else all).
import { escapeHtml } from '../../kit/text.js';
import { caseDiagram } from '../../kit/cube/case_diagram.js';
import { isError } from '../../kit/worker_client/api.js';
import { finder } from '../../kit/dom.js';
import { caseRecord, saveRecords } from './records.js';

/** @typedef {import('./library.js').Case} Case */

// "OLL 27" -> "27", "PLL Aa" -> "Aa": the short label of a case button.
const shortName = (/** @type {{name: string, set: string}} */ c) =>
  c.name.startsWith(`${c.set} `) ? c.name.slice(c.set.length + 1) : c.name;
export const percent = (/** @type {number} */ p) => `${(p * 100).toFixed(p < 0.01 ? 2 : 1)}%`;

function groupsOf(/** @type {Case[]} */ cases) {
  /** @type {Map<string, Case[]>} */
  const groups = new Map();
  for (const c of cases) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  return groups;
}

/**
 * @param {HTMLElement} root
 * @param {import('./shared.js').LearnShared} shared
 * @param {ReturnType<typeof import('./cases_state.js').createCasesState>} cs
 * @param {{onSelectionChange: () => void, onCasesShown: () => void, showCase: (c: Case | null) => void}} events
 */
export function createCasesGrid(root, shared, cs, { onSelectionChange, onCasesShown, showCase }) {
  const { records, casesOf, palette, setStatus } = shared;
  const { state } = cs;
  const $ = finder(root);
  const select = $('#case-set');
  const grid = $('#case-grid');

  /** The names chosen for drilling in `set` (by default: those being learnt, else all). */
  function selected(set = select.value, list = state.cases) {
    const stored = records.selected[set];
    if (Array.isArray(stored)) return stored.filter((n) => list.some((c) => c.name === n));
    const learning = list.filter((c) => caseRecord(records, c.name).status === 'learning').map((c) => c.name);
    return learning.length ? learning : list.map((c) => c.name);
  }
  function setSelected(/** @type {string[]} */ names) {
    records.selected[select.value] = names;
    saveRecords(records);
    renderSelection();
    onSelectionChange();
  }
  function renderSelection() {
    const names = new Set(selected());
    for (const box of /** @type {NodeListOf<HTMLInputElement>} */ (grid.querySelectorAll('input.drill')))
      box.checked = names.has(box.dataset.name ?? '');
    $('#selection-count').textContent =
      `${names.size} of ${state.cases.length} cases chosen for the trainer.`;
  }

  async function showSet() {
    const set = select.value;
    grid.innerHTML = '<p class="hint">Loading the cases…</p>';
    const loaded = await casesOf(set);
    if (select.value !== set) return; // another set was chosen meanwhile
    if (isError(loaded)) {
      grid.innerHTML = `<p class="error">${escapeHtml(loaded.error ?? 'The cases did not load.')}</p>`;
      return;
    }
    state.cases = loaded;
    await loadPictures();
    if (select.value !== set) return;
    render();
    showCase(null);
    onCasesShown();
  }

  // The F2L cases as they look in viewSlot (the library's are in FR). When the worker fails, the
  // grid shows them as in FR and says so; they are asked for again on the next visit to the view
  // or when the slot is chosen again.
  async function loadPictures() {
    const slot = state.viewSlot;
    const loaded = select.value === 'F2L' && slot !== 'FR' ? await shared.picturesIn(slot) : null;
    if (slot !== state.viewSlot) return;
    state.picturesFailed = isError(loaded);
    state.pictures = isError(loaded) ? null : loaded;
    if (isError(loaded))
      setStatus(
        `The F2L cases as seen in ${slot} did not load (${loaded.error}): shown as in FR until they do, asked for again when you come back to Learn or choose the slot.`,
        true,
      );
  }

  function render() {
    const colours = palette();
    const tile = (/** @type {Case} */ c) => {
      const name = escapeHtml(c.name);
      const status = caseRecord(records, c.name).status;
      const picture = cs.pictureOf(c);
      return (
        `<div class="case-tile"><button type="button" class="case" data-name="${name}" data-status="${status}" aria-label="${name}" title="${escapeHtml(`${c.name}: ${percent(c.probability)} of solves`)}">` +
        `${caseDiagram(picture.facelets, c.set, colours, picture.shown, picture.slot)}<span>${escapeHtml(shortName(c))}</span></button>` +
        `<label class="drill-mark" title="Drill this case"><input type="checkbox" class="drill" data-name="${name}" aria-label="Drill ${name}" /></label></div>`
      );
    };
    grid.innerHTML = [...groupsOf(state.cases)]
      .map(
        ([group, members]) =>
          `<div class="group-head"><h4>${escapeHtml(group)}</h4><button type="button" class="ghost small group-select" data-group="${escapeHtml(group)}" aria-label="Drill the group ${escapeHtml(group)}">drill group</button></div><div class="case-buttons">${members.map(tile).join('')}</div>`,
      )
      .join('');
    renderSelection();
  }

  grid.addEventListener('click', (/** @type {MouseEvent} */ event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    const button = /** @type {HTMLElement | null} */ (target.closest('.case'));
    if (button) return showCase(state.cases.find((c) => c.name === button.dataset.name) ?? null);
    const group = /** @type {HTMLElement | null} */ (target.closest('.group-select'));
    if (group) {
      const members = state.cases.filter((c) => c.group === group.dataset.group).map((c) => c.name);
      const now = new Set(selected());
      const all = members.every((n) => now.has(n));
      setSelected(state.cases.map((c) => c.name).filter((n) => (members.includes(n) ? !all : now.has(n))));
    }
  });
  grid.addEventListener('change', (/** @type {Event} */ event) => {
    const box = /** @type {HTMLInputElement} */ (event.target);
    if (!box.classList.contains('drill')) return;
    const now = new Set(selected());
    if (box.checked) now.add(/** @type {string} */ (box.dataset.name));
    else now.delete(/** @type {string} */ (box.dataset.name));
    setSelected(state.cases.map((c) => c.name).filter((n) => now.has(n)));
  });
  const all = () => state.cases.map((c) => c.name);
  const withStatus = (/** @type {string} */ status) =>
    setSelected(state.cases.filter((c) => caseRecord(records, c.name).status === status).map((c) => c.name));
  $('#select-all').addEventListener('click', () => setSelected(all()));
  $('#select-none').addEventListener('click', () => setSelected([]));
  $('#select-learning').addEventListener('click', () => withStatus('learning'));
  $('#select-new').addEventListener('click', () => withStatus('new'));
  $('#select-learned').addEventListener('click', () => withStatus('learned'));

  return { showSet, loadPictures, render, selected };
}
