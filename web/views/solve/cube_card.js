// @ts-check
// The Solve view's Cube card: the cube from typed text (moves, facelets or a pattern; errors with
// their column), random-state and random-move scrambles, the last scramble again, undo, redo and
// reset.
import { isError } from '../../kit/worker_client/api.js';
import { errorWithColumn } from '../../kit/text.js';
import { SOLVED } from '../../kit/session.js';
import { createPaintTools } from '../../kit/cube/paint.js';
import { createScanPanel } from './scan/scan_panel.js';
import { randomMoves, stateScramble } from '../../kit/scramble.js';

const MAX_TEXT_BYTES = 1000000;
const TEXT_TOO_LONG = 'the text is longer than 1 MB (1,000,000 bytes)';

/**
 * @param {{
 *   $: (selector: string) => import('../../kit/dom.js').Control,
 *   api: import('../../kit/worker_client/api.js').Api,
 *   info: import('../../kit/worker_client/api.js').WorkerInfo,
 *   session: import('../../kit/session.js').Session,
 *   setStatus: (text: string, warn?: boolean) => void,
 *   view: import('../../kit/context.js').ViewContext['view'],
 *   settings: import('../../kit/context.js').ViewContext['settings'],
 *   setPaint: import('../../kit/context.js').ViewContext['setPaint'],
 *   active: () => boolean,
 * }} deps
 */
export function createCubeCard({ $, api, info, session, setStatus, view, settings, setPaint, active }) {
  let lastScramble = '';

  /** Sets the cube from the Cube field's text. Resolves true when the core read it. */
  async function applyText(/** @type {string} */ text) {
    // The core refuses text over 1,000,000 bytes (core/notation/alg.hpp, kTextTooLong); a longer
    // paste is refused here with the core's words, because handing the worker 10 MB only to hear
    // that took seconds (the string's conversion into the module). Every UTF-16 unit is at least
    // one UTF-8 byte, so this refuses nothing the core would take.
    if (text.length > MAX_TEXT_BYTES) {
      $('#scramble-error').textContent = TEXT_TOO_LONG;
      return false;
    }
    const r = await session.setFromText(text);
    const error = $('#scramble-error');
    if (!r) return false;
    if (isError(r)) {
      error.innerHTML = errorWithColumn(r.error, text, r.column);
      return false;
    }
    error.textContent = '';
    if (r.kind === 'moves') lastScramble = text;
    setStatus(
      r.kind === 'moves'
        ? 'Scramble applied.'
        : `Cube set from ${r.kind === 'pattern' ? 'the pattern' : 'its facelets'}.`,
    );
    return true;
  }

  async function scrambleWith(/** @type {() => Promise<string | {error: string}>} */ make) {
    const text = await make();
    if (typeof text !== 'string') return setStatus(`Scramble failed: ${text.error}`, true);
    $('#scramble-input').value = text;
    await applyText(text);
  }

  function updateHistoryButtons() {
    $('#undo').disabled = !session.canUndo();
    $('#redo').disabled = !session.canRedo();
  }

  session.on('history', updateHistoryButtons);

  // A paste over the core's limit never reaches the field: Chromium took 6 s to lay out a 10 MB
  // line in it, the page frozen meanwhile. The field keeps what it had; the error says why.
  $('#scramble-input').addEventListener('paste', (/** @type {ClipboardEvent} */ event) => {
    const pasted = event.clipboardData?.getData('text') ?? '';
    if (pasted.length <= MAX_TEXT_BYTES) return;
    event.preventDefault();
    $('#scramble-error').textContent = `${TEXT_TOO_LONG}: the paste was not put in the field`;
  });

  $('#scramble-form').addEventListener('submit', (/** @type {Event} */ event) => {
    event.preventDefault();
    applyText($('#scramble-input').value);
  });
  $('#scramble').addEventListener('click', () => scrambleWith(() => stateScramble(api, info)));
  $('#random-moves').addEventListener('click', () => {
    const length = Math.max(1, Math.min(100, Number($('#random-length').value) || 25));
    scrambleWith(() => randomMoves(api, length));
  });
  $('#reapply').addEventListener('click', () => {
    if (!lastScramble) return setStatus('No scramble applied yet.');
    $('#scramble-input').value = lastScramble;
    applyText(lastScramble);
  });
  $('#undo').addEventListener('click', () => session.undo());
  $('#redo').addEventListener('click', () => session.redo());
  $('#reset').addEventListener('click', () => {
    $('#scramble-input').value = '';
    $('#scramble-error').textContent = '';
    session.setCube(SOLVED, 'reset');
  });
  session.on('history', updateHistoryButtons);
  updateHistoryButtons();

  // Paint mode: the cube's stickers painted on the view itself, checked by the core when used.
  const paint = createPaintTools({
    view,
    colours: () => settings.colours,
    current: () => session.cube,
    validate: (draft) => api.validate(draft),
    use: (draft) => session.setCube(draft, 'paint'),
  });
  setPaint(paint);

  // The camera scan, where the module has the core's colour decision.
  if (info.calls.includes('scan')) {
    $('#scan').hidden = false;
    createScanPanel({ $, api, session, colours: () => settings.colours, paint, setStatus, active });
  }

  return { applyText, paint };
}
