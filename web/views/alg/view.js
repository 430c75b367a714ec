// @ts-check
// The alg viewer: a setup and an algorithm typed (or an alg.cubing.net / Twizzle link pasted),
// played on the shared stage with a scrubber over the whole timeline, the current move highlighted
// and the algorithm's comments shown where they stand. The core reads everything: the setup
// (`cubeFromText`), the moves with their columns, timestamps and comments (`annotatedAlg`), the
// states (`playback`) and links (`algLink`). Its address holds the texts and the position.
import { isError } from '../../kit/worker_client/api.js';
import { lastAlg } from './last_alg.js';
import { formatLink } from '../../kit/link.js';
import { SOLVED } from '../../kit/session.js';
import { outsideLinks } from './links.js';
import { finder } from '../../kit/dom.js';
import { createAlgForm } from './form.js';
import { algAnswer, drawMoves, showPosition } from './timeline.js';

const MARKUP = `
  <section class="card" aria-labelledby="alg-heading">
    <h2 id="alg-heading">Alg viewer</h2>
    <form id="alg-form" autocomplete="off">
      <label for="alg-setup">Setup</label>
      <textarea id="alg-setup" rows="2" spellcheck="false" aria-describedby="alg-setup-error"
        placeholder="Moves, 54 facelet letters or a pattern name (empty: solved)"></textarea>
      <p id="alg-setup-error" class="error" aria-live="polite"></p>
      <label for="alg-moves">Algorithm</label>
      <textarea id="alg-moves" rows="5" spellcheck="false" aria-describedby="alg-moves-error"
        placeholder="R U R' U' // sexy move&#10;or paste an alg.cubing.net / Twizzle link"></textarea>
      <p id="alg-moves-error" class="error" aria-live="polite"></p>
      <div class="row wrap">
        <button type="submit" id="alg-show" class="primary" title="Show (Ctrl+Enter)">Show</button>
        <button type="button" id="alg-invert" title="Play the inverse as the setup's undoing">Inverse as setup</button>
      </div>
    </form>
  </section>
  <section class="card" aria-labelledby="alg-timeline-heading">
    <h2 id="alg-timeline-heading">Timeline</h2>
    <div class="row">
      <label for="alg-scrub" class="sr-only">Position</label>
      <input id="alg-scrub" type="range" min="0" max="0" value="0" step="1" disabled />
      <output id="alg-position" for="alg-scrub">0 / 0</output>
    </div>
    <p id="alg-comment" class="alg-comment" aria-live="polite"></p>
    <div id="alg-moves-list" class="moves alg-moves" role="group" aria-label="Moves"></div>
    <p id="alg-counts" class="hint"></p>
    <div class="row wrap">
      <button type="button" id="alg-share">Copy link</button>
      <a id="alg-acn" class="button-link" target="_blank" rel="noopener">alg.cubing.net</a>
      <a id="alg-twizzle" class="button-link" target="_blank" rel="noopener">Twizzle</a>
    </div>
    <p id="alg-share-message" class="hint" aria-live="polite"></p>
  </section>`;

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView(ctx) {
  const { root, session, api, active } = ctx;
  root.innerHTML = MARKUP;
  const $ = finder(root);
  const { fields, clearErrors, showError, unpackLink } = createAlgForm($, api);

  /** @type {import('../../kit/worker_client/api.js').SolveAnswer | null} */
  let shown = null;
  /** @type {{setup: string, alg: string} | null} */
  let texts = null;
  /** @type {import('../../../wasm/cubelab').AnnotatedAlg | null} */
  let notes = null;
  let written = '';

  /** Shows the texts in the boxes; at: the position to show. */
  async function show(/** @type {number} */ at = 0) {
    clearErrors();
    ctx.work.begin();
    try {
      if (!(await unpackLink())) return;
      const setup = fields.setup.value;
      const alg = fields.alg.value;
      const start = setup.trim() ? await api.cubeFromText(setup) : { facelets: SOLVED };
      if (isError(start)) return showError('setup', start);
      const [played, annotated] = await Promise.all([
        api.playback(alg, start.facelets, 'all'),
        api.annotatedAlg(alg),
      ]);
      if (isError(played)) return showError('alg', played);
      if (isError(annotated)) return showError('alg', annotated);
      const counted = await api.moves(played.moves.join(' ') || '');
      const htm = isError(counted) ? 0 : counted.htm;
      notes = annotated;
      texts = { setup, alg };
      shown = algAnswer(start.facelets, played, htm);
      session.pause();
      await session.showAnswer(shown, { method: 'alg', options: {} });
      drawMoves($, notes);
      if (!isError(counted))
        $('#alg-counts').textContent = `${counted.htm} HTM, ${counted.stm} STM, ${counted.qtm} QTM`;
      const links = outsideLinks(setup.trim(), alg);
      $('#alg-acn').href = links.algCubingNet;
      $('#alg-twizzle').href = links.twizzle;
      if (texts) lastAlg.save(texts);
      if (at) await session.seek(at);
      showPosition(root, $, notes, session.solution?.position ?? 0);
      writeLink();
    } finally {
      ctx.work.end();
    }
  }

  function linkState() {
    if (!texts) return {};
    /** @type {import('../../kit/link.js').LinkState} */
    const state = { alg: texts.alg };
    if (texts.setup.trim()) state.setup = texts.setup;
    const at = session.solution?.answer === shown ? session.solution?.position : 0;
    if (at) state.at = at;
    return state;
  }

  function writeLink() {
    if (!active()) return location.href;
    written = formatLink('alg', linkState());
    history.replaceState(null, '', written);
    return location.href;
  }

  $('#alg-form').addEventListener('submit', (/** @type {Event} */ event) => {
    event.preventDefault();
    show();
  });
  for (const f of Object.values(fields))
    f.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        show();
      }
    });
  $('#alg-invert').addEventListener('click', async () => {
    const r = await api.invert(fields.alg.value);
    if (isError(r)) return showError('alg', r);
    fields.setup.value = r.moves;
    show();
  });
  $('#alg-scrub').addEventListener('input', () => {
    if (session.solution?.answer !== shown) return;
    session.seek(Number($('#alg-scrub').value));
  });
  $('#alg-moves-list').addEventListener('click', (/** @type {Event} */ event) => {
    const b = /** @type {HTMLElement} */ (event.target).closest?.('[data-jump]');
    if (b && session.solution?.answer === shown)
      session.seek(Number(/** @type {HTMLElement} */ (b).dataset.jump));
  });
  $('#alg-share').addEventListener('click', async () => {
    const url = writeLink();
    try {
      await navigator.clipboard.writeText(url);
      $('#alg-share-message').textContent = 'Link copied.';
    } catch {
      $('#alg-share-message').textContent = 'The address bar holds the link.';
    }
  });

  session.on('position', ({ position: at }) => {
    if (!shown || session.solution?.answer !== shown) return;
    if (notes) showPosition(root, $, notes, at);
    if (!session.playing) writeLink();
  });

  return {
    /** Home and End: the start and the end of the algorithm. */
    handleKey(/** @type {KeyboardEvent} */ event) {
      if (!active() || !shown || session.solution?.answer !== shown) return false;
      if (event.key !== 'Home' && event.key !== 'End') return false;
      event.preventDefault();
      session.seek(event.key === 'Home' ? 0 : Infinity);
      return true;
    },
    async open(/** @type {import('../../kit/link.js').LinkState} */ state) {
      if (location.hash !== written && (state.alg || state.setup)) {
        fields.setup.value = state.setup ?? '';
        fields.alg.value = state.alg ?? '';
        return show(state.at ?? 0);
      }
      if (!texts) {
        const last = lastAlg.last();
        if (last) {
          fields.setup.value = last.setup;
          fields.alg.value = last.alg;
          return show();
        }
      }
      if (shown && session.solution?.answer !== shown)
        await session.showAnswer(shown, { method: 'alg', options: {} });
      writeLink();
    },
  };
}
