// @ts-check
// The Analyse view: paste a scramble and a solution (as people write them: comments, csTimer
// timestamps, or an alg.cubing.net / Twizzle link), and see the solve split by the core into its
// steps (`analyse`): a timeline, a table with each step's counts, timing, case and the best the core
// found, the solve played on the shared stage step by step, and any better step played in place of
// the user's ("what if"). Its address holds the texts (web/kit/link.js), and the last solve
// analysed is kept for the next visit.
import { isError } from '../../kit/worker_client/api.js';
import { lastTexts } from './last_texts.js';
import { formatLink } from '../../kit/link.js';
import { AnalysisPanel } from './panel.js';
import { casePictures, parseTime, solveAnswer } from './analysis.js';
import { createAnalyseForm } from './form.js';
import { copyText, downloadText, firstsOf, showExport, showSummary } from './summary.js';
import { createState, writeLink as writeAddress } from './state.js';
import { createPlaying, stepKey } from './playing.js';
import { finder } from '../../kit/dom.js';

const MARKUP = `
  <section class="card" aria-labelledby="analyse-heading">
    <h2 id="analyse-heading">Analyse a solve</h2>
    <form id="analyse-form" autocomplete="off">
      <label for="analyse-scramble">Scramble</label>
      <textarea id="analyse-scramble" rows="2" spellcheck="false" aria-describedby="analyse-scramble-error"
        placeholder="D U F2 L2 U' B2 … (or leave empty when the solution is a link with its setup)"></textarea>
      <p id="analyse-scramble-error" class="error" aria-live="polite"></p>
      <label for="analyse-solution">Solution</label>
      <textarea id="analyse-solution" rows="7" spellcheck="false" aria-describedby="analyse-solution-error"
        placeholder="x2 // inspection&#10;R' D2 R' D L' U L // cross&#10;…&#10;or R/*120*/ U/*250*/ … (csTimer), or an alg.cubing.net link"></textarea>
      <p id="analyse-solution-error" class="error" aria-live="polite"></p>
      <div class="row wrap">
        <label class="inline" for="analyse-time">Time (s)</label>
        <input id="analyse-time" type="text" inputmode="decimal" size="6" placeholder="optional" aria-describedby="analyse-time-error" />
        <button type="submit" id="analyse-run" class="primary" title="Analyse (Ctrl+Enter)">Analyse</button>
        <button type="button" id="analyse-example">Example</button>
        <button type="button" id="analyse-clear">Clear</button>
      </div>
      <p id="analyse-time-error" class="error" aria-live="polite"></p>
    </form>
    <p id="analyse-message" class="message" aria-live="polite"></p>
  </section>
  <section class="card" aria-labelledby="split-heading">
    <h2 id="split-heading">Steps</h2>
    <div class="row wrap">
      <span class="inline">Widths by</span>
      <label class="inline"><input type="radio" name="analyse-by" value="moves" checked /> moves</label>
      <label class="inline"><input type="radio" name="analyse-by" value="time" id="analyse-by-time" /> time</label>
      <button type="button" id="analyse-yours" hidden>Back to your solve</button>
    </div>
    <div id="analyse-timeline" class="timeline-box">
      <p class="hint">Paste a solve and press Analyse (Ctrl+Enter in a box).</p>
    </div>
    <p class="hint">
      Click a step to play from it. Keys: Space play or pause, ← → one move, Shift+← → one step.
    </p>
    <div id="analyse-table" class="analysis-table-box"></div>
  </section>
  <section class="card" aria-labelledby="analyse-export-heading">
    <h2 id="analyse-export-heading">Share and export</h2>
    <div class="row wrap">
      <button type="button" id="analyse-share" disabled>Copy link</button>
      <button type="button" id="analyse-copy" disabled>Copy text</button>
      <button type="button" id="analyse-download" disabled>Download .txt</button>
      <a id="analyse-viewer" class="button-link" href="#/alg" hidden>Open in alg viewer</a>
    </div>
    <p id="analyse-share-message" class="hint" aria-live="polite"></p>
    <pre id="analyse-text" class="reconstruction" tabindex="0" role="region" aria-label="Reconstruction text"></pre>
  </section>`;

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView(ctx) {
  const { root, session, api, settings, setStatus, stage, active } = ctx;
  root.innerHTML = MARKUP;
  const $ = finder(root);
  const form = createAnalyseForm($);
  const { clearErrors, showError, fill } = form;

  /** What the view shows: see AnalyseState in ./state.js. */
  const st = createState(settings.metric);
  const writeLink = () => writeAddress(st, session, active);
  let run = 0; // the latest analysis started: an older one finishing late is dropped

  const panel = new AnalysisPanel($('#analyse-timeline'), $('#analyse-table'), {
    onStep: (k) => playStep(k),
    onWhatIf: (k, anyColour) => showWhatIf(k, anyColour),
    viewerLink: (k) => {
      const s = st.analysis?.steps[k];
      return s ? formatLink('alg', { setup: s.start, alg: s.moves }) : '#/alg';
    },
    metric: () => ctx.settings.metric,
  });
  const playing = createPlaying({ $, root, api, session, settings, setStatus, st, writeLink, panel, stage });
  const { playStep, showWhatIf, backToYours, showCounts, notSolved } = playing;

  // ---- analysing ----

  /**
   * Analyses the texts; at: a playback position to show; step: a what-if step to play.
   * @param {{scramble: string, solution: string, time: string}} input
   * @param {{at?: number, whatIf?: number, anyColour?: boolean}} [then]
   */
  async function analyse(input, then = {}) {
    const mine = ++run;
    clearErrors();
    const message = $('#analyse-message');
    message.textContent = '';
    const time = parseTime(input.time);
    if (isError(time)) return showError(time);
    if (!input.solution.trim())
      return showError({ error: 'solution: paste the moves of your solve', column: 0, kind: 'input' });
    message.textContent = 'Analysing…';
    ctx.work.begin();
    try {
      const r = await api.analyse(input.scramble, input.solution, time === undefined ? {} : { time });
      if (mine !== run) return;
      if (isError(r)) {
        message.textContent = '';
        return showError(r);
      }
      lastTexts.save(input);
      if (r.valid === false) return notSolved(r, input);
      const [answer, pictures] = await Promise.all([solveAnswer(api, r), casePictures(api, r)]);
      if (mine !== run) return;
      if (isError(answer)) {
        message.textContent = answer.error;
        return;
      }
      st.analysis = r;
      st.analysed = input;
      st.yours = answer;
      st.whatIf = null;
      await session.showAnswer(answer, { method: 'analyse', options: {} });
      panel.show(
        r,
        answer.phases.map((p) => p.label),
        firstsOf(answer),
        answer.phases.map((p) => p.moves.length),
        pictures,
        settings.colours,
      );
      st.countedIn = settings.metric;
      const timed = r.steps.some((s) => s.ms !== null);
      $('#analyse-by-time').disabled = !timed;
      if (!timed) $('input[name="analyse-by"][value="moves"]').checked = true;
      showSummary($, r, settings.metric);
      showExport($, r, st.analysed);
      if (then.whatIf !== undefined) await showWhatIf(then.whatIf, then.anyColour);
      else if (then.at) await session.seek(then.at);
      else await session.seek(0);
      panel.highlight(session.solution?.position ?? 0, session.phaseAt(session.solution?.position ?? 0));
      writeLink();
    } finally {
      ctx.work.end();
    }
  }

  // ---- wiring ----

  form.onAnalyse((input) => analyse(input));
  $('#analyse-yours').addEventListener('click', backToYours);
  $('#analyse-share').addEventListener('click', () => copyText($, writeLink(), 'Link copied.'));
  $('#analyse-copy').addEventListener(
    'click',
    () => st.analysis && copyText($, st.analysis.text, 'Reconstruction copied.'),
  );
  $('#analyse-download').addEventListener('click', () => st.analysis && downloadText(st.analysis.text));

  session.on('position', ({ position, phase }) => {
    if (!st.analysis || !session.solution || (session.solution.answer !== st.yours && st.whatIf === null))
      return;
    panel.highlight(position, st.whatIf === null ? phase : -1);
    if (!session.playing) writeLink();
  });
  session.on('solution', ({ solution }) => {
    // Another view's solution (or a turn) replaced the solve: the table stays, the marker goes.
    if (st.analysis && solution && solution.answer !== st.yours && solution.request.method !== 'analyse')
      panel.highlight(-1, -1);
  });

  return {
    /** Shift+arrows: the previous or next step of the solve. */
    handleKey: (/** @type {KeyboardEvent} */ event) => active() && stepKey(event, st, session),
    coloursChanged() {
      panel.colours = settings.colours;
      if (st.analysis && st.yours) panel.drawTable();
    },
    /** Shown (again): restores a link this view did not write, else the last solve analysed. */
    async open(/** @type {import('../../kit/link.js').LinkState} */ state) {
      if (location.hash !== st.written && state.solution) {
        const input = { scramble: state.scramble ?? '', solution: state.solution, time: state.time ?? '' };
        fill(input);
        const whatIfStep = state.whatif ? state.whatif - 1 : undefined;
        return analyse(input, { at: state.at, whatIf: whatIfStep, anyColour: state.colour === 'any' });
      }
      if (!st.analysed) {
        const last = lastTexts.last();
        if (last) {
          fill(last);
          return analyse(last);
        }
      }
      if (st.analysis && st.yours && session.solution?.answer !== st.yours && st.whatIf === null)
        await session.showAnswer(st.yours, { method: 'analyse', options: {} });
      if (st.analysis && st.countedIn !== settings.metric) showCounts(st.analysis);
      writeLink();
    },
  };
}
