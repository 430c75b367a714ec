// @ts-check
// The Analyse view: paste a scramble and a solution (as people write them: comments, csTimer
// timestamps, or an alg.cubing.net / Twizzle link), and see the solve split by the core into its
// steps (`analyse`): a timeline, a table with each step's counts, timing, case and the best the core
// found, the solve played on the shared stage step by step, and any better step played in place of
// the user's ("what if"). Its address holds the texts (web/kit/link.js), and the last solve
// analysed is kept for the next visit.
import { isError } from '../../kit/worker_client/api.js';
import { lastTexts } from './last_texts.js';
import { escapeHtml, showFieldError } from '../../kit/text.js';
import { formatLink } from '../../kit/link.js';
import { AnalysisPanel } from './panel.js';
import { casePictures, errorField, exportName, parseTime, solveAnswer, whatIfAnswer } from './analysis.js';
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
    <pre id="analyse-text" class="reconstruction" aria-label="Reconstruction text"></pre>
  </section>`;

// Max Park's 3.13 s world record as its reconstruction writes it (tests/data/reconstructions.tsv has
// its source); the split shown is the core's, not these comments.
const EXAMPLE = {
  scramble: "D U F2' L2 U' B2 F2 D L2 U R' F' D R' F' U L D' F' D R2",
  solution:
    "x2 // inspection\nR' D D R' D L' U L D R' U' R D // xxcross\nL U' L' // 3rd pair\nU' R U R' d R' U' R // 4th pair\nr' U' R U' R' U U r // OLL(CP)\nU // AUF",
  time: '3.13',
};

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView(ctx) {
  const { root, session, api, settings, setStatus, stage, active } = ctx;
  root.innerHTML = MARKUP;
  const $ = finder(root);
  const fields = {
    scramble: $('#analyse-scramble'),
    solution: $('#analyse-solution'),
    time: $('#analyse-time'),
  };

  /** @type {import('../../../wasm/cubelab').Analysis | null} */
  let analysis = null;
  /** @type {import('../../kit/worker_client/api.js').SolveAnswer | null} the user's solve as the session plays it */
  let yours = null;
  /** @type {number | null} the step played "what if", or null for the user's solve */
  let whatIf = null;
  let whatIfAny = false; // the what-if step is a cross's best over all colours
  /** @type {{scramble: string, solution: string, time: string} | null} the texts analysed */
  let analysed = null;
  let written = ''; // the address this view wrote last: reopening it restores nothing
  let run = 0; // the latest analysis started: an older one finishing late is dropped
  let countedIn = settings.metric; // the metric the timeline and summary show

  const panel = new AnalysisPanel($('#analyse-timeline'), $('#analyse-table'), {
    onStep: (k) => playStep(k),
    onWhatIf: (k, anyColour) => showWhatIf(k, anyColour),
    viewerLink: (k) => {
      const s = analysis?.steps[k];
      return s ? formatLink('alg', { setup: s.start, alg: s.moves }) : '#/alg';
    },
    metric: () => ctx.settings.metric,
  });

  // ---- input, errors ----

  /** @returns {{scramble: string, solution: string, time: string}} */
  const typed = () => ({
    scramble: fields.scramble.value,
    solution: fields.solution.value,
    time: fields.time.value,
  });

  function clearErrors() {
    for (const id of ['scramble', 'solution', 'time']) $(`#analyse-${id}-error`).textContent = '';
    for (const f of Object.values(fields)) f.removeAttribute('aria-invalid');
  }

  /** Shows an error under its field, the line and column marked, and selects the column in the box. */
  function showError(/** @type {import('../../kit/worker_client/api.js').ApiError} */ error) {
    const field = errorField(error) ?? (/^time\b/.test(error.error) ? 'time' : null);
    const out = field ? $(`#analyse-${field}-error`) : $('#analyse-message');
    if (!field || field === 'time' || !error.column) {
      out.textContent = error.error;
      if (field) fields[field].setAttribute('aria-invalid', 'true');
      return;
    }
    showFieldError(fields[field], out, error);
  }

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
      analysis = r;
      analysed = input;
      yours = answer;
      whatIf = null;
      await session.showAnswer(answer, { method: 'analyse', options: {} });
      panel.show(
        r,
        answer.phases.map((p) => p.label),
        firstsOf(answer),
        answer.phases.map((p) => p.moves.length),
        pictures,
        settings.colours,
      );
      countedIn = settings.metric;
      const timed = r.steps.some((s) => s.ms !== null);
      $('#analyse-by-time').disabled = !timed;
      if (!timed) $('input[name="analyse-by"][value="moves"]').checked = true;
      showSummary(r);
      showExport(r);
      if (then.whatIf !== undefined) await showWhatIf(then.whatIf, then.anyColour);
      else if (then.at) await session.seek(then.at);
      else await session.seek(0);
      panel.highlight(session.solution?.position ?? 0, session.phaseAt(session.solution?.position ?? 0));
      writeLink();
    } finally {
      ctx.work.end();
    }
  }

  /** Where each phase of an answer starts among its moves. */
  function firstsOf(/** @type {import('../../kit/worker_client/api.js').SolveAnswer} */ answer) {
    const firsts = [];
    let at = 0;
    for (const p of answer.phases) (firsts.push(at), (at += p.moves.length));
    return firsts;
  }

  function showSummary(/** @type {import('../../../wasm/cubelab').Analysis} */ r) {
    const time = r.ms !== null ? `, ${(r.ms / 1000).toFixed(2)} s at ${r.tps?.toFixed(2)} TPS` : '';
    const colour = r.colour ? `${r.colour} cross, ` : '';
    const count = (/** @type {number} */ n, /** @type {string} */ word) =>
      `${n} ${word}${n === 1 ? '' : 's'}`;
    // The page's metric first, the other two beside it (the core counted all three).
    const metric = ctx.settings.metric;
    // The best steps are the shortest found in HTM, so what they save is said in HTM.
    const saved = r.saved
      ? `; the best steps found save ${metric === 'htm' ? count(r.saved, 'move') : `${r.saved} HTM`}`
      : '; no step could be shorter';
    const rotations = count(r.total.rotations, 'rotation');
    const others = /** @type {const} */ (['htm', 'stm', 'qtm']).filter((m) => m !== metric);
    $('#analyse-message').textContent =
      `${r.method}: ${colour}${r.total[metric]} ${metric.toUpperCase()} (${others.map((m) => `${r.total[m]} ${m.toUpperCase()}`).join(', ')}, ${rotations})${time}${saved}.`;
    $('#analyse-yours').hidden = true;
  }

  /** The timeline and the summary again in the page's metric (changed in the Solve view meanwhile). */
  function showCounts(/** @type {import('../../../wasm/cubelab').Analysis} */ r) {
    countedIn = settings.metric;
    panel.drawTimeline();
    panel.drawTable();
    const s = session.solution;
    if (s) panel.highlight(s.position, whatIf === null ? session.phaseAt(s.position) : -1);
    if (whatIf === null) showSummary(r);
  }

  /** A solution that does not solve: the message, and the cube it leaves on the stage. */
  /** @param {import('../../../wasm/cubelab').AnalysisNotSolved} r @param {{scramble: string, solution: string, time: string}} input */
  async function notSolved(r, input) {
    analysis = null;
    yours = null;
    analysed = input;
    panel.clear(`<p class="error" id="analyse-unsolved">${escapeHtml(r.message)}</p>`);
    $('#analyse-message').textContent =
      'The solution does not solve the scramble: the cube shows the state it leaves.';
    showExport(null);
    await session.setCube(r.facelets, 'analyse');
    stage.setCaption('Where your solution leaves the cube: it does not solve the scramble.');
    writeLink();
  }

  function showExport(/** @type {import('../../../wasm/cubelab').Analysis | null} */ r) {
    $('#analyse-text').textContent = r?.text ?? '';
    for (const id of ['#analyse-copy', '#analyse-download']) $(id).disabled = !r;
    $('#analyse-share').disabled = !analysed;
    const viewer = $('#analyse-viewer');
    viewer.hidden = !r;
    if (r) viewer.href = formatLink('alg', { setup: r.scramble, alg: analysed?.solution ?? '' });
  }

  // ---- playing ----

  /** Plays the user's solve from the start of step k (back to the user's solve after a what-if). */
  async function playStep(/** @type {number} */ k) {
    if (!analysis || !yours) return;
    if (whatIf !== null) await backToYours();
    const firsts = firstsOf(yours);
    session.pause();
    await session.seek(firsts[k] ?? 0);
    session.play();
  }

  async function showWhatIf(/** @type {number} */ k, anyColour = false) {
    if (!analysis) return;
    const answer = await whatIfAnswer(api, analysis, k, anyColour);
    if (isError(answer)) return setStatus(answer.error, true);
    whatIf = k;
    whatIfAny = anyColour;
    session.pause();
    await session.showAnswer(answer, { method: 'analyse', options: {} });
    const firsts = firstsOf(answer);
    await session.seek(firsts[k]);
    $('#analyse-yours').hidden = false;
    const best = anyColour ? analysis.steps[k].best_any_colour : analysis.steps[k].best;
    $('#analyse-message').textContent =
      `What if: step ${k + 1} played with the best found (${best?.moves}), then CubeLab's CFOP finishes.`;
    writeLink();
    session.play();
  }

  async function backToYours() {
    if (!yours || !analysis) return;
    whatIf = null;
    await session.showAnswer(yours, { method: 'analyse', options: {} });
    showSummary(analysis);
    writeLink();
  }

  // ---- the address, storage, export ----

  function linkState() {
    if (!analysed) return {};
    /** @type {import('../../kit/link.js').LinkState} */
    const state = { solution: analysed.solution };
    if (analysed.scramble) state.scramble = analysed.scramble;
    if (analysed.time.trim()) state.time = analysed.time.trim();
    const s = session.solution;
    const ours = s && (s.answer === yours || whatIf !== null);
    if (ours && whatIf !== null) state.whatif = whatIf + 1;
    if (ours && whatIf !== null && whatIfAny) state.colour = 'any';
    if (ours && s.position) state.at = s.position;
    return state;
  }

  function writeLink() {
    if (!active()) return location.href;
    written = formatLink('analyse', linkState());
    history.replaceState(null, '', written);
    return location.href;
  }

  function fill(/** @type {{scramble: string, solution: string, time: string}} */ input) {
    fields.scramble.value = input.scramble;
    fields.solution.value = input.solution;
    fields.time.value = input.time;
  }

  async function copy(/** @type {string} */ text, /** @type {string} */ done) {
    try {
      await navigator.clipboard.writeText(text);
      $('#analyse-share-message').textContent = done;
    } catch {
      $('#analyse-share-message').textContent = 'The browser did not allow copying: select the text below.';
    }
  }

  function download() {
    if (!analysis) return;
    const url = URL.createObjectURL(new Blob([analysis.text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = exportName(new Date());
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  // ---- wiring ----

  $('#analyse-form').addEventListener('submit', (/** @type {Event} */ event) => {
    event.preventDefault();
    analyse(typed());
  });
  for (const f of [fields.scramble, fields.solution])
    f.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        analyse(typed());
      }
    });
  $('#analyse-example').addEventListener('click', () => {
    fill(EXAMPLE);
    analyse(EXAMPLE);
  });
  $('#analyse-clear').addEventListener('click', () => {
    fill({ scramble: '', solution: '', time: '' });
    clearErrors();
    fields.scramble.focus();
  });
  for (const radio of /** @type {NodeListOf<HTMLInputElement>} */ (
    root.querySelectorAll('input[name="analyse-by"]')
  ))
    radio.addEventListener('change', () => {
      panel.setBy(/** @type {'moves' | 'time'} */ (radio.value));
      const s = session.solution;
      if (s) panel.highlight(s.position, whatIf === null ? session.phaseAt(s.position) : -1);
    });
  $('#analyse-yours').addEventListener('click', backToYours);
  $('#analyse-share').addEventListener('click', () => copy(writeLink(), 'Link copied.'));
  $('#analyse-copy').addEventListener(
    'click',
    () => analysis && copy(analysis.text, 'Reconstruction copied.'),
  );
  $('#analyse-download').addEventListener('click', download);

  session.on('position', ({ position, phase }) => {
    if (!analysis || !session.solution || (session.solution.answer !== yours && whatIf === null)) return;
    panel.highlight(position, whatIf === null ? phase : -1);
    if (!session.playing) writeLink();
  });
  session.on('solution', ({ solution }) => {
    // Another view's solution (or a turn) replaced the solve: the table stays, the marker goes.
    if (analysis && solution && solution.answer !== yours && solution.request.method !== 'analyse')
      panel.highlight(-1, -1);
  });

  return {
    /** Shift+arrows: the previous or next step of the solve. */
    handleKey(/** @type {KeyboardEvent} */ event) {
      if (!active() || !analysis || !yours || !event.shiftKey) return false;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return false;
      const s = session.solution;
      if (!s || s.answer !== yours) return false;
      event.preventDefault();
      // Right: the next step's start (the end after the last); Left: this step's start, or the
      // previous step's when already there. Skips (no moves) start where the next step does.
      const firsts = firstsOf(yours);
      const next = firsts.find((f) => f > s.position);
      const back = firsts.filter((f) => f < s.position).at(-1);
      session.pause();
      session.seek(event.key === 'ArrowRight' ? (next ?? Infinity) : (back ?? 0));
      return true;
    },
    coloursChanged() {
      panel.colours = settings.colours;
      if (analysis && yours) panel.drawTable();
    },
    /** Shown (again): restores a link this view did not write, else the last solve analysed. */
    async open(/** @type {import('../../kit/link.js').LinkState} */ state) {
      if (location.hash !== written && state.solution) {
        const input = { scramble: state.scramble ?? '', solution: state.solution, time: state.time ?? '' };
        fill(input);
        const whatIfStep = state.whatif ? state.whatif - 1 : undefined;
        return analyse(input, { at: state.at, whatIf: whatIfStep, anyColour: state.colour === 'any' });
      }
      if (!analysed) {
        const last = lastTexts.last();
        if (last) {
          fill(last);
          return analyse(last);
        }
      }
      if (analysis && yours && session.solution?.answer !== yours && whatIf === null)
        await session.showAnswer(yours, { method: 'analyse', options: {} });
      if (analysis && countedIn !== settings.metric) showCounts(analysis);
      writeLink();
    },
  };
}
