// @ts-check
// The recognition drill: a case of the chosen ones as it comes up (a random U turn; F2L from the
// slot's corner), drawn as a picture; the learner names it ("PLL T" or just "T"), and the answer
// and its time go into the learner's record.
import { escapeHtml } from '../../kit/text.js';
import { caseDiagram } from '../../kit/cube/case_diagram.js';
import { isError } from '../../kit/worker_client/api.js';
import { finder } from '../../kit/dom.js';
import { recordRecognition } from './records.js';
import { focusOf } from './library.js';
import { caseSolving, scrambleFor } from './trainer_answers.js';
import { seconds } from './trainer_record.js';

/** @typedef {import('./library.js').Case} Case */

/**
 * @param {HTMLElement} root @param {import('./shared.js').LearnShared} shared
 * @param {{cases: () => Case[], selected: () => string[], set: () => string, onAnswer: () => void}} panel
 *   `onAnswer`: an answer was recorded
 */
export function createRecognitionDrill(root, shared, { cases, selected, set, onAnswer }) {
  const { api, records, palette, settings } = shared;
  const $ = finder(root);
  /** @type {{name: string, shownAt: number} | null} */
  let naming = null;
  const infoOf = (/** @type {string} */ name) => cases().find((c) => c.name === name);

  async function show() {
    const names = selected();
    if (!names.length) return ($('#recog-status').textContent = 'Choose some cases to drill first.');
    const name = names[Math.floor(Math.random() * names.length)];
    const info = infoOf(name);
    const item = await scrambleFor(api, name, info?.set ?? set(), settings.learnSlot);
    if (isError(item) || !info) return ($('#recog-status').textContent = isError(item) ? item.error : '');
    const played = await api.playback(caseSolving(item), item.facelets, focusOf(info.set));
    const shown = isError(played) ? null : played.shown[0];
    $('#recog-picture').innerHTML = caseDiagram(item.facelets, info.set, palette(), shown, item.slot ?? 'FR');
    $('#recog-names').innerHTML = cases()
      .map((c) => `<option value="${escapeHtml(c.name)}"></option>`)
      .join('');
    $('#recog-answer').disabled = false;
    $('#recog-submit').disabled = false;
    $('#recog-answer').value = '';
    $('#recog-answer').focus();
    $('#recog-status').textContent = item.slot ? `Slot ${item.slot}, seen from its corner.` : '';
    naming = { name, shownAt: performance.now() };
  }

  function answer() {
    if (!naming) return;
    const ms = performance.now() - naming.shownAt;
    const said = String($('#recog-answer').value).trim().toLowerCase();
    const info = infoOf(naming.name);
    // "PLL T" or just "T" (the name without its set).
    const short =
      info && naming.name.startsWith(`${info.set} `) ? naming.name.slice(info.set.length + 1) : naming.name;
    const right = said === naming.name.toLowerCase() || said === short.toLowerCase();
    recordRecognition(records, naming.name, Boolean(right), ms);
    $('#recog-status').textContent = right
      ? `Right: ${naming.name} in ${seconds(ms)}.`
      : `It was ${naming.name}${said ? ` (you said ${$('#recog-answer').value.trim()})` : ''}.`;
    naming = null;
    $('#recog-answer').disabled = true;
    $('#recog-submit').disabled = true;
    $('#recog-next').focus();
    onAnswer();
  }

  $('#recog-next').addEventListener('click', async () => {
    shared.work.begin();
    try {
      await show();
    } finally {
      shared.work.end();
    }
  });
  $('#recog-submit').addEventListener('click', answer);
  $('#recog-answer').addEventListener(
    'keydown',
    (/** @type {KeyboardEvent} */ e) => e.key === 'Enter' && answer(),
  );
}
