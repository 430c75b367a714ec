// @ts-check
// Paint mode: click stickers to give them colours, to copy a real cube. The painted cube is only a
// draft until the worker's validation accepts it; an impossible cube gets the core's message
// (twisted corner, flipped edge, parity, counts...) and the cube's state does not change. Paint mode
// can open with stickers to check (a scan's doubtful ones): each marked on the cube with a badge and
// named in a list, until paint mode closes.
import { FACES } from './layout.js';
import { escapeHtml } from '../text.js';
import { finder } from '../dom.js';

const $ = finder(document);
const CENTRES = new Set([4, 13, 22, 31, 40, 49]);

/** A facelet's name as the core's messages write it: U1..U9 ... B1..B9. */
export const faceletName = (/** @type {number} */ f) => `${FACES[Math.floor(f / 9)]}${(f % 9) + 1}`;

/**
 * The palette's swatches, one per face colour, `brush` checked. Built as elements, the colour set
 * through the style object: the page's Content-Security-Policy refuses style attributes in markup,
 * and the colours are the user's stored data.
 * @param {string} brush @param {Record<string, string>} colours
 */
export function paletteSwatches(brush, colours) {
  return [...FACES].map((f) => {
    const swatch = document.createElement('button');
    swatch.type = 'button';
    swatch.className = 'swatch';
    swatch.setAttribute('role', 'radio');
    swatch.dataset.letter = f;
    swatch.setAttribute('aria-checked', String(f === brush));
    swatch.setAttribute('aria-label', `Paint ${f} colour`);
    swatch.style.background = colours[f];
    return swatch;
  });
}

/**
 * @param {{view: import('./cube_view.js').CubeView, colours: () => Record<string, string>,
 *   current: () => string, validate: (draft: string) => Promise<{error: string} | {valid: true}>,
 *   use: (draft: string) => unknown}} deps
 */
export function createPaintTools({ view, colours, current, validate, use }) {
  /** @type {string[] | null} the 54 letters while painting */
  let draft = null;
  let brush = 'U';

  function refreshPalette() {
    $('#palette').replaceChildren(...paletteSwatches(brush, colours()));
  }

  /** @param {boolean} on @param {number[]} marks facelets to check, marked while painting */
  function setActive(on, marks = []) {
    draft = on ? [...current()] : null;
    $('#paint').setAttribute('aria-pressed', String(on));
    $('#paint-tools').hidden = !on;
    $('#paint-error').textContent = '';
    const checks = on ? marks : [];
    const doubt = $('#paint-doubt');
    doubt.hidden = checks.length === 0;
    doubt.textContent = checks.length
      ? `Check the marked stickers, the scan was not sure of them: ${checks.map(faceletName).join(', ')}.`
      : '';
    view.setMarks(checks);
    view.setFacelets(draft ? draft.join('') : current());
  }

  $('#palette').addEventListener('click', (event) => {
    const swatch = /** @type {HTMLElement | null} */ (
      /** @type {Element} */ (event.target).closest('[data-letter]')
    );
    if (!swatch?.dataset.letter) return;
    brush = swatch.dataset.letter;
    refreshPalette();
  });
  $('#paint').addEventListener('click', () => setActive(!draft));
  $('#paint-cancel').addEventListener('click', () => setActive(false));
  $('#paint-clear').addEventListener('click', () => {
    if (!draft) return;
    draft = draft.map((letter, f) => (CENTRES.has(f) ? letter : '?'));
    view.setFacelets(draft.join(''));
  });
  $('#paint-use').addEventListener('click', async () => {
    if (!draft) return;
    const text = draft.join('');
    if (text.includes('?')) {
      $('#paint-error').textContent = `${text.split('?').length - 1} stickers are not painted yet.`;
      return;
    }
    const r = await validate(text);
    if ('error' in r) {
      $('#paint-error').innerHTML = `This cube cannot exist: ${escapeHtml(r.error)}`;
      return;
    }
    setActive(false);
    use(text);
  });
  refreshPalette();

  return {
    active: () => draft !== null,
    /** Opens paint mode on the cube on screen with these facelets marked to check. */
    open: (/** @type {number[]} */ marks) => setActive(true, marks),
    refreshPalette,
    // Centres stay: they say which colour belongs to which face.
    click(/** @type {number} */ facelet) {
      if (!draft || CENTRES.has(facelet)) return;
      draft[facelet] = brush;
      view.setFacelets(draft.join(''));
    },
  };
}
