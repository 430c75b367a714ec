// @ts-check
// The alg viewer's timeline: the moves as buttons with each comment at its place, the scrubber and
// the comment in force at a position, and the algorithm as a one-phase answer the stage plays.
import { escapeHtml } from '../../kit/text.js';

/** @typedef {import('../../../wasm/cubelab').AnnotatedAlg} AnnotatedAlg */
/** @typedef {(selector: string) => import('../../kit/dom.js').Control} Finder */

/**
 * The answer the stage plays: the algorithm as one phase from `start`, greyed as a whole.
 * @param {string} start
 * @param {{moves: string[], states: string[], shown: string[]}} played `playback`'s answer
 * @param {number} htm
 * @returns {import('../../kit/worker_client/api.js').SolveAnswer}
 */
export function algAnswer(start, played, htm) {
  const phase = {
    name: 'alg',
    label: 'Algorithm',
    focus: 'all',
    case: null,
    group: null,
    goal: '',
    moves: played.moves,
    length: htm,
    states: played.states,
    shown: played.shown,
  };
  return /** @type {import('../../kit/worker_client/api.js').SolveAnswer} */ ({
    method: 'alg',
    input: start,
    start,
    phases: [phase],
    solution: played.moves.join(' '),
    length: htm,
    ms: 0,
  });
}

/** The moves as buttons, each comment at its place. */
export function drawMoves(/** @type {Finder} */ $, /** @type {AnnotatedAlg} */ notes) {
  const parts = [];
  const comments = notes.comments;
  let c = 0;
  for (let i = 0; i <= notes.moves.length; i++) {
    while (c < comments.length && comments[c].movesBefore === i) {
      parts.push(`<span class="alg-note" data-after="${i}">// ${escapeHtml(comments[c].text)}</span>`);
      c++;
    }
    if (i === notes.moves.length) break;
    const at = notes.ms[i];
    const ms = at === null ? '' : `, at ${(at / 1000).toFixed(2)} s`;
    parts.push(
      `<button type="button" class="move" data-jump="${i + 1}" title="column ${notes.columns[i]}${ms}" aria-label="Move ${i + 1}: ${escapeHtml(notes.moves[i])}">${escapeHtml(notes.moves[i])}</button>`,
    );
  }
  $('#alg-moves-list').innerHTML = parts.join('') || '<span class="hint">no moves</span>';
  const scrub = $('#alg-scrub');
  scrub.max = String(notes.moves.length);
  scrub.disabled = notes.moves.length === 0;
}

/** The scrubber, the move highlighted and the comment in force at `at` moves played. */
export function showPosition(
  /** @type {HTMLElement} */ root,
  /** @type {Finder} */ $,
  /** @type {AnnotatedAlg} */ notes,
  /** @type {number} */ at,
) {
  const total = notes.moves.length;
  $('#alg-scrub').value = String(at);
  $('#alg-position').textContent = `${at} / ${total}`;
  for (const b of root.querySelectorAll('#alg-moves-list .move')) {
    const i = Number(/** @type {HTMLElement} */ (b).dataset.jump);
    b.classList.toggle('done', i < at);
    b.classList.toggle('current', i === at);
    if (i === at) b.setAttribute('aria-current', 'step');
    else b.removeAttribute('aria-current');
  }
  const said =
    notes.comments.filter((c) => c.movesBefore <= at && c.movesBefore > 0).at(-1) ??
    notes.comments.find((c) => c.movesBefore === 0);
  for (const n of root.querySelectorAll('.alg-note'))
    n.classList.toggle(
      'current',
      said !== undefined && Number(/** @type {HTMLElement} */ (n).dataset.after) === said.movesBefore,
    );
  const ms = at > 0 ? notes.ms[at - 1] : null;
  $('#alg-comment').textContent =
    (said ? `// ${said.text}` : '') +
    (ms !== null && ms !== undefined ? `  (${(ms / 1000).toFixed(2)} s)` : '');
}
