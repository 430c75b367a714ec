// @ts-check
// Keyboard turns: a letter turns its layer clockwise, Shift + letter counterclockwise. The keymap
// shown on the page is generated from the same table, so it cannot disagree with what keys do.

/** @type {[string, string][]} */
const KEY_MOVES = [
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
const MOVE_OF_KEY = new Map(KEY_MOVES);

// The move for a key event, or null (typing in a field never turns the cube).
export function moveForKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target;
  if (target instanceof HTMLElement && target.closest('input, select, textarea, [contenteditable]'))
    return null;
  const base = MOVE_OF_KEY.get(event.key.toLowerCase());
  if (!base) return null;
  return event.shiftKey ? `${base}'` : base;
}

export function renderKeymap(container) {
  const rows = KEY_MOVES.map(
    ([key, move]) =>
      `<span><kbd>${key.toUpperCase()}</kbd> / <kbd>⇧ ${key.toUpperCase()}</kbd></span><span>${move} / ${move}'</span>`,
  );
  rows.push('<span><kbd>Ctrl Z</kbd> / <kbd>Ctrl Y</kbd></span><span>Undo / Redo</span>');
  rows.push('<span><kbd>Space</kbd></span><span>Play / Pause the solution; in the trainer, Reveal</span>');
  rows.push('<span><kbd>←</kbd> / <kbd>→</kbd></span><span>Step back / forward</span>');
  container.innerHTML = rows.join('');
}
