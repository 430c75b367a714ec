// @ts-check
// The Route view's cube B: a pattern from the core's list, typed moves or facelets (errors with the
// column beside the field), or a cube painted on a net with the palette.
import { isError } from '../../kit/worker_client/api.js';
import { errorWithColumn, escapeHtml } from '../../kit/text.js';
import { SOLVED } from '../../kit/session.js';
import { paletteSwatches } from '../../kit/cube/paint.js';
import { drawNet } from '../../kit/cube/net.js';

/**
 * @param {{
 *   root: HTMLElement,
 *   $: (selector: string) => import('../../kit/dom.js').Control,
 *   api: import('../../kit/worker_client/api.js').Api,
 *   session: import('../../kit/session.js').Session,
 *   settings: {colours: Record<string, string>},
 * }} deps
 */
export function createTargetInput({ root, $, api, session, settings }) {
  /** @type {string[]} */
  let patternNames = [];
  let painted = SOLVED;
  let brush = 'U';
  function showKind() {
    const kind = $('#route-kind').value;
    for (const row of root.querySelectorAll('[data-kind]'))
      /** @type {HTMLElement} */ (row).hidden = /** @type {HTMLElement} */ (row).dataset.kind !== kind;
  }

  async function loadPatterns() {
    if (patternNames.length) return;
    const list = await api.patterns();
    patternNames = isError(list) ? [] : list.map((p) => p.name);
    $('#route-pattern').innerHTML = patternNames
      .map((n) => `<option value="${escapeHtml(n)}">${escapeHtml(n)}</option>`)
      .join('');
  }

  function drawPalette() {
    $('#route-palette').replaceChildren(...paletteSwatches(brush, settings.colours));
  }

  function drawPainted() {
    drawNet($('#route-paint'), painted, settings.colours, {
      label: 'B as painted',
      onClick: (f) => {
        if (f % 9 === 4) return; // centres fix the colours
        painted = painted.slice(0, f) + brush + painted.slice(f + 1);
        $('#route-paint-error').textContent = '';
        drawPainted();
      },
    });
  }

  /**
   * B as text the core reads, or null after showing why not beside its field.
   * @returns {Promise<string | null>}
   */
  async function target() {
    const kind = $('#route-kind').value;
    if (kind === 'pattern') return $('#route-pattern').value || null;
    if (kind === 'painted') {
      const r = await api.validate(painted);
      if (isError(r)) {
        $('#route-paint-error').textContent = `This painted cube cannot be B: ${r.error}`;
        return null;
      }
      return painted;
    }
    const text = $('#route-text').value.trim();
    const r = await api.cubeFromText(text);
    if (isError(r)) {
      $('#route-text-error').innerHTML = errorWithColumn(r.error, text, r.column);
      return null;
    }
    $('#route-text-error').textContent = '';
    return text;
  }

  /** Shows B as `to`: a pattern of the list, else typed text. */
  function setTo(/** @type {string} */ to) {
    if (patternNames.includes(to)) {
      $('#route-kind').value = 'pattern';
      $('#route-pattern').value = to;
    } else {
      $('#route-kind').value = 'text';
      $('#route-text').value = to;
    }
    showKind();
  }

  $('#route-kind').addEventListener('change', showKind);
  $('#route-palette').addEventListener('click', (/** @type {MouseEvent} */ event) => {
    const swatch = /** @type {HTMLElement} */ (event.target).closest('[data-letter]');
    if (!(swatch instanceof HTMLElement)) return;
    brush = swatch.dataset.letter ?? 'U';
    drawPalette();
  });
  $('#route-paint-solved').addEventListener('click', () => ((painted = SOLVED), drawPainted()));
  $('#route-paint-screen').addEventListener('click', () => ((painted = session.cube), drawPainted()));
  drawPalette();
  drawPainted();

  return {
    loadPatterns,
    target,
    setTo,
    kind: () => $('#route-kind').value,
    redraw: () => (drawPalette(), drawPainted()),
  };
}
