// The learn panel: every F2L, OLL and PLL case of the core's case library, grouped as the library
// groups them, with its algorithms. Choosing an algorithm demonstrates it: the cube is set to the
// case and the algorithm plays on it. The cases come from the worker; nothing here knows a cube.
import { escapeHtml } from './text.js';

export const CASE_SETS = ['F2L', 'OLL', 'PLL'];

// "OLL 27" -> "27", "PLL Aa" -> "Aa": the short label of a case button.
const shortName = (name) => name.replace(/^(F2L|OLL|PLL) /, '');

const percent = (p) => `${(p * 100).toFixed(p < 0.01 ? 2 : 1)}%`;

function groupsOf(cases) {
  const groups = new Map();
  for (const c of cases) {
    if (!groups.has(c.group)) groups.set(c.group, []);
    groups.get(c.group).push(c);
  }
  return groups;
}

// `loadCases(set)` resolves to the library's cases of one set (or {error}); `onDemo(case, alg)`
// demonstrates one algorithm; `initialSet`/`onSetChange` remember the chosen set.
export function createLearnPanel({ root, loadCases, onDemo, initialSet, onSetChange }) {
  const select = root.querySelector('#case-set');
  const grid = root.querySelector('#case-grid');
  const detail = root.querySelector('#case-detail');
  const loaded = new Map(); // set -> cases
  let chosen = null;

  select.innerHTML = CASE_SETS.map((s) => `<option>${s}</option>`).join('');
  select.value = CASE_SETS.includes(initialSet) ? initialSet : 'OLL';

  async function showSet() {
    const set = select.value;
    if (!loaded.has(set)) {
      grid.innerHTML = '<p class="hint">Loading the cases…</p>';
      const cases = await loadCases(set);
      if (!Array.isArray(cases)) {
        grid.innerHTML = `<p class="error">${escapeHtml(cases?.error ?? 'The cases did not load.')}</p>`;
        return;
      }
      loaded.set(set, cases);
    }
    if (select.value !== set) return; // another set was chosen meanwhile
    renderGrid(loaded.get(set));
    showCase(null);
  }

  function renderGrid(cases) {
    grid.innerHTML = [...groupsOf(cases)]
      .map(
        ([group, members]) =>
          `<h4>${escapeHtml(group)}</h4><div class="case-buttons">${members
            .map(
              (c) =>
                `<button type="button" class="case" data-name="${escapeHtml(c.name)}" aria-label="${escapeHtml(c.name)}" title="${escapeHtml(`${c.name}: ${percent(c.probability)} of solves`)}">${escapeHtml(shortName(c.name))}</button>`,
            )
            .join('')}</div>`,
      )
      .join('');
  }

  function showCase(info) {
    chosen = info;
    for (const b of grid.querySelectorAll('.case'))
      b.setAttribute('aria-pressed', String(b.dataset.name === info?.name));
    if (!info) {
      detail.innerHTML = '<p class="hint">Pick a case to see its algorithms.</p>';
      return;
    }
    detail.innerHTML =
      `<p><strong>${escapeHtml(info.name)}</strong> · ${escapeHtml(info.group)} · ${percent(info.probability)} of solves</p>` +
      '<p class="hint">Press an algorithm to see it on the cube.</p>' +
      `<ol class="algs">${info.algorithms
        .map(
          (alg, i) =>
            `<li><button type="button" class="alg" data-index="${i}" aria-label="Demonstrate ${escapeHtml(alg)}">${escapeHtml(alg)}</button></li>`,
        )
        .join('')}</ol>`;
  }

  grid.addEventListener('click', (event) => {
    const button = event.target.closest('.case');
    if (!button) return;
    showCase(loaded.get(select.value).find((c) => c.name === button.dataset.name));
  });
  detail.addEventListener('click', (event) => {
    const button = event.target.closest('.alg');
    if (button && chosen) onDemo(chosen, chosen.algorithms[Number(button.dataset.index)]);
  });
  select.addEventListener('change', () => {
    onSetChange(select.value);
    showSet();
  });
  // The library is loaded when the panel is first opened, not with the page.
  root.addEventListener('toggle', () => {
    if (root.open && !loaded.has(select.value)) showSet();
  });
}
