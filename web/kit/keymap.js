// @ts-check
// Keyboard turns in two layouts, with the learner's own keys on top:
// - letters: a letter turns its layer clockwise, Shift + letter counterclockwise;
// - speedsolving: the layout of csTimer's and cubing.js's virtual cubes (I/K = R/R', J/F = U/U',
//   H/G = F/F', D/E = L/L', S/L = D/D', W/O = B/B', ...), both hands on the home row.
// The keymap shown on the page is generated from the same tables, so it cannot disagree with what
// keys do. The layout and the remapped keys are settings (web/kit/settings.js).
import { escapeHtml } from './text.js';

/** @type {[string, string][]} */
const LETTERS = [
  ['u', 'U'],
  ['r', 'R'],
  ['f', 'F'],
  ['d', 'D'],
  ['l', 'L'],
  ['b', 'B'],
  ['m', 'M'],
  ['e', 'E'],
  ['s', 'S'],
  ['x', 'x'],
  ['y', 'y'],
  ['z', 'z'],
];

// csTimer's virtual cube keys (the same in cubing.js's twisty player).
/** @type {[string, string][]} */
const SPEEDSOLVING = [
  ['i', 'R'],
  ['k', "R'"],
  ['d', 'L'],
  ['e', "L'"],
  ['j', 'U'],
  ['f', "U'"],
  ['s', 'D'],
  ['l', "D'"],
  ['h', 'F'],
  ['g', "F'"],
  ['w', 'B'],
  ['o', "B'"],
  ['u', 'Rw'],
  ['m', "Rw'"],
  ['v', 'Lw'],
  ['r', "Lw'"],
  [',', 'Uw'],
  ['c', "Uw'"],
  ['z', 'Dw'],
  ['/', "Dw'"],
  ['5', 'M'],
  ['6', 'M'],
  ['x', "M'"],
  ['.', "M'"],
  ['t', 'x'],
  ['y', 'x'],
  ['b', "x'"],
  ['n', "x'"],
  [';', 'y'],
  ['a', "y'"],
  ['p', 'z'],
  ['q', "z'"],
];

export const LAYOUTS = ['letters', 'speedsolving'];
let layout = 'letters';
/** @type {Record<string, string>} */
let remapped = {};
/** @type {HTMLElement[]} */
const shown = [];

/** The layout in use and the learner's keys (key -> move); re-draws every keymap on the page. */
export function setKeyLayout(/** @type {string} */ name, /** @type {Record<string, string>} */ remap = {}) {
  layout = LAYOUTS.includes(name) ? name : 'letters';
  remapped = { ...remap };
  for (const container of shown) renderKeymap(container);
}

/** The move a bare key makes in the layout in use, with the learner's keys (null if none). */
export function moveOfKey(/** @type {string} */ key, shift = false) {
  const k = key.toLowerCase();
  if (Object.hasOwn(remapped, k)) return remapped[k];
  if (layout === 'speedsolving') return new Map(SPEEDSOLVING).get(k) ?? null;
  const base = new Map(LETTERS).get(k);
  if (!base) return null;
  return shift ? `${base}'` : base;
}

// The move for a key event, or null (typing in a field never turns the cube).
export function moveForKey(/** @type {KeyboardEvent} */ event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target;
  if (target instanceof HTMLElement && target.closest('input, select, textarea, [contenteditable]'))
    return null;
  if (event.key.length !== 1) return null;
  return moveOfKey(event.key, event.shiftKey);
}

/** @returns {[string, string][]} keys and their moves in the layout in use, the learner's first */
function keyRows() {
  const own = Object.entries(remapped).map(([k, m]) => /** @type {[string, string]} */ ([k, `${m} (yours)`]));
  const base = (layout === 'speedsolving' ? SPEEDSOLVING : LETTERS).filter(
    ([k]) => !Object.hasOwn(remapped, k),
  );
  return [...own, ...base];
}

export function renderKeymap(/** @type {HTMLElement} */ container) {
  if (!shown.includes(container)) shown.push(container);
  const kbd = (/** @type {string} */ k) => `<kbd>${escapeHtml(k.toUpperCase())}</kbd>`;
  const rows =
    layout === 'letters'
      ? keyRows().map(([key, move]) =>
          move.endsWith('(yours)')
            ? `<span>${kbd(key)}</span><span>${escapeHtml(move)}</span>`
            : `<span>${kbd(key)} / <kbd>⇧ ${key.toUpperCase()}</kbd></span><span>${move} / ${move}'</span>`,
        )
      : keyRows().map(([key, move]) => `<span>${kbd(key)}</span><span>${escapeHtml(move)}</span>`);
  rows.push('<span><kbd>Ctrl Z</kbd> / <kbd>Ctrl Y</kbd></span><span>Undo / Redo</span>');
  rows.push('<span><kbd>Space</kbd></span><span>Play / Pause the solution; in the trainer, Reveal</span>');
  rows.push('<span><kbd>←</kbd> / <kbd>→</kbd></span><span>Step back / forward</span>');
  container.innerHTML = rows.join('');
  container.dataset.layout = layout;
}
