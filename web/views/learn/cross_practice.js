// @ts-check
// Cross practice: for a scramble (or the cube on screen), each colour's optimal cross and the best
// xcross, from the core, shown whole or as a hint (only the count, or only the first move); and
// easy-cross scrambles whose optimal white cross is a chosen number of moves.
import { escapeHtml, errorWithColumn } from '../../kit/text.js';
import { isError } from '../../kit/worker_client/api.js';
import { colourName } from '../../kit/phase_text.js';
import { FACES } from '../../kit/cube/layout.js';
import { finder } from '../../kit/dom.js';

/** @typedef {import('../../../wasm/cubelab').CrossOfColour} CrossOfColour */

/**
 * @param {HTMLElement} root
 * @param {import('./shared.js').LearnShared} shared
 */
export function createCrossPractice(root, shared) {
  const { api, session, setStatus } = shared;
  const $ = finder(root);
  /** @type {{crosses: CrossOfColour[], xcross: CrossOfColour & {slot: string}} | null} the crosses shown, for changing the hint without asking again */
  let last = null;

  function render() {
    const shown = last;
    if (!shown) return ($('#cross-table').innerHTML = '');
    const hint = $('#cross-hint').value;
    const shownMoves = (/** @type {CrossOfColour} */ c) => {
      if (hint === 'count') return '';
      const moves = c.moves.split(' ').filter(Boolean);
      const text = hint === 'first' ? `${moves[0] ?? ''} …` : c.moves || '(solved)';
      return [c.rotation && `(${c.rotation})`, text].filter(Boolean).join(' ');
    };
    const row = (/** @type {CrossOfColour} */ c, /** @type {string} */ label) =>
      `<tr data-colour="${escapeHtml(c.colour)}"><th>${escapeHtml(label)}</th><td>${c.length}</td><td><code>${escapeHtml(shownMoves(c))}</code></td></tr>`;
    // The core answers each face's cross in the order U R F D L B and names the colours of the WCA
    // scheme; the page words them in the scheme in use.
    const named = (/** @type {string} */ colour) => {
      const i = shown.crosses.findIndex((c) => c.colour === colour);
      return i >= 0 ? colourName(shared.settings.colours[FACES[i]]) : colour;
    };
    $('#cross-table').innerHTML =
      '<thead><tr><th>Cross</th><th>Moves</th><th>Solution</th></tr></thead><tbody>' +
      shown.crosses.map((c) => row(c, named(c.colour))).join('') +
      row(shown.xcross, `xcross (${named(shown.xcross.colour)}, ${shown.xcross.slot})`) +
      '</tbody>';
  }

  async function show() {
    const typed = String($('#cross-input').value).trim();
    const input = typed || session.cube;
    $('#cross-status').textContent = 'Searching…';
    shared.work.begin();
    try {
      const r = await api.crossPractice(input);
      if (isError(r)) {
        $('#cross-status').innerHTML =
          `<span class="error">${errorWithColumn(r.error, typed, r.column ?? 0)}</span>`;
        last = null;
      } else {
        last = r;
        const best = Math.min(...r.crosses.map((/** @type {CrossOfColour} */ c) => c.length));
        $('#cross-status').textContent =
          `${typed ? 'This scramble' : 'The cube on screen'}: the best cross takes ${best} moves.`;
      }
      render();
    } finally {
      shared.work.end();
    }
  }

  async function easy() {
    const length = Number($('#cross-length').value);
    $('#cross-status').textContent = 'Finding a scramble…';
    shared.work.begin();
    try {
      const r = await api.crossScramble(length, Math.floor(Math.random() * 2 ** 31), 1);
      if (isError(r)) return ($('#cross-status').textContent = r.error);
      const item = r.scrambles[0];
      $('#cross-input').value = item.scramble;
      session.pause();
      await session.setCube(item.facelets, 'easy cross');
      last = null;
      render();
      $('#cross-status').textContent =
        `White cross in ${item.cross} moves (scramble of ${item.length}). Find it, then press Crosses to check.`;
      setStatus(`Easy cross: ${item.scramble}`);
    } finally {
      shared.work.end();
    }
  }

  $('#cross-show').addEventListener('click', show);
  $('#cross-easy').addEventListener('click', easy);
  $('#cross-hint').addEventListener('change', render);
  $('#cross-input').addEventListener(
    'keydown',
    (/** @type {KeyboardEvent} */ e) => e.key === 'Enter' && show(),
  );
  return {
    // The crosses shown were for the cube before this turn.
    cubeTurned() {
      if (last && !String($('#cross-input').value).trim()) {
        last = null;
        render();
        $('#cross-status').textContent = 'The cube changed: press Crosses again.';
      }
    },
  };
}
