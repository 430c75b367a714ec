// @ts-check
// A cube drawn flat as the usual cross-shaped net (U on top, L F R B across, D below), from a
// facelet string the core gave: the Route view's intermediate cube X and its painted target.
// Drawing only: facelet f is face FACES[f / 9], row and column (f % 9) / 3 and % 3, each face
// read as the facelet format reads it (U with B at its top, D with F at its top).
import { FACES } from './layout.js';

// Where each face's 3x3 block sits in the net, in blocks (row, column).
/** @type {Record<string, [number, number]>} */
const BLOCK = { U: [0, 1], L: [1, 0], F: [1, 1], R: [1, 2], B: [1, 3], D: [2, 1] };
// A greyed sticker (the stage's greying: the pieces the phase does not work on).
const GREY = '#8a8a8a';

/**
 * Draws `facelets` (54 letters; '?' for an unpainted sticker) into `container` as 54 buttons
 * (clickable when `onClick` is given) coloured from `colours`.
 * @param {HTMLElement} container
 * @param {string} facelets
 * @param {Record<string, string>} colours
 * @param {{label: string, onClick?: (facelet: number) => void, shown?: string}} options `shown`: the
 *   core's greying of the state ('1' in play, '0' greyed), as a phase's `shown` masks give it
 */
export function drawNet(container, facelets, colours, { label, onClick, shown }) {
  container.classList.add('net');
  container.setAttribute('role', 'img');
  container.setAttribute('aria-label', label);
  container.dataset.facelets = facelets;
  if (shown) container.dataset.shown = shown;
  else delete container.dataset.shown;
  const cells = [...facelets].map((letter, f) => {
    const face = FACES[Math.floor(f / 9)];
    const [blockRow, blockCol] = BLOCK[face];
    const cell = document.createElement(onClick ? 'button' : 'span');
    cell.className = 'net-sticker';
    // Grid lines are 1-based; the page's Content-Security-Policy allows the style object only.
    cell.style.gridRow = String(blockRow * 3 + Math.floor((f % 9) / 3) + 1);
    cell.style.gridColumn = String(blockCol * 3 + (f % 3) + 1);
    cell.style.background = shown?.[f] === '0' ? GREY : (colours[letter] ?? 'transparent');
    if (onClick) {
      const button = /** @type {HTMLButtonElement} */ (cell);
      button.type = 'button';
      button.setAttribute('aria-label', `Sticker ${f + 1} (${face} face)`);
      button.addEventListener('click', () => onClick(f));
    }
    return cell;
  });
  container.replaceChildren(...cells);
}

/**
 * The same net in text, one row of stickers a line (a space between stickers, two between faces,
 * blanks where the net has no face): the cube's text alternative for screen readers.
 * @param {string} facelets
 */
export function netText(facelets) {
  /** @type {string[][]} */
  const rows = Array.from({ length: 9 }, () => Array(12).fill(' '));
  [...facelets].forEach((letter, f) => {
    const [blockRow, blockCol] = BLOCK[FACES[Math.floor(f / 9)]];
    rows[blockRow * 3 + Math.floor((f % 9) / 3)][blockCol * 3 + (f % 3)] = letter;
  });
  const line = (/** @type {string[]} */ row) =>
    [0, 1, 2, 3]
      .map((block) => row.slice(block * 3, block * 3 + 3).join(' '))
      .join('  ')
      .trimEnd();
  return rows.map(line).join('\n');
}
