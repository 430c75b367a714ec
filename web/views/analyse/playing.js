// @ts-check
// Playing an analysed solve: from the start of a step, or a step replaced by the best found ("what
// if", then CubeLab's CFOP finishes), and back to the user's solve.
import { isError } from '../../kit/worker_client/api.js';
import { whatIfAnswer } from './analysis.js';
import { escapeHtml } from '../../kit/text.js';
import { firstsOf, showExport, showSummary } from './summary.js';

/**
 * @param {{
 *   $: (selector: string) => import('../../kit/dom.js').Control,
 *   api: import('../../kit/worker_client/api.js').Api,
 *   session: import('../../kit/session.js').Session,
 *   settings: import('../../kit/context.js').ViewContext['settings'],
 *   setStatus: (text: string, warn?: boolean) => void,
 *   st: import('./state.js').AnalyseState,
 *   writeLink: () => string,
 *   root: HTMLElement,
 *   panel: import('./panel.js').AnalysisPanel,
 *   stage: import('../../kit/context.js').ViewContext['stage'],
 * }} deps
 */
export function createPlaying({ $, root, api, session, settings, setStatus, st, writeLink, panel, stage }) {
  /** Plays the user's solve from the start of step k (back to the user's solve after a what-if). */
  async function playStep(/** @type {number} */ k) {
    if (!st.analysis || !st.yours) return;
    if (st.whatIf !== null) await backToYours();
    const firsts = firstsOf(st.yours);
    session.pause();
    await session.seek(firsts[k] ?? 0);
    session.play();
  }

  async function showWhatIf(/** @type {number} */ k, anyColour = false) {
    if (!st.analysis) return;
    const answer = await whatIfAnswer(api, st.analysis, k, anyColour);
    if (isError(answer)) return setStatus(answer.error, true);
    st.whatIf = k;
    st.whatIfAny = anyColour;
    session.pause();
    await session.showAnswer(answer, { method: 'analyse', options: {} });
    const firsts = firstsOf(answer);
    await session.seek(firsts[k]);
    $('#analyse-yours').hidden = false;
    const best = anyColour ? st.analysis.steps[k].best_any_colour : st.analysis.steps[k].best;
    $('#analyse-message').textContent =
      `What if: step ${k + 1} played with the best found (${best?.moves}), then CubeLab's CFOP finishes.`;
    writeLink();
    session.play();
  }

  async function backToYours() {
    if (!st.yours || !st.analysis) return;
    st.whatIf = null;
    await session.showAnswer(st.yours, { method: 'analyse', options: {} });
    showSummary($, st.analysis, settings.metric);
    writeLink();
  }

  // The timeline's widths by moves or by time.
  for (const radio of /** @type {NodeListOf<HTMLInputElement>} */ (
    root.querySelectorAll('input[name="analyse-by"]')
  ))
    radio.addEventListener('change', () => {
      panel.setBy(/** @type {'moves' | 'time'} */ (radio.value));
      const s = session.solution;
      if (s) panel.highlight(s.position, st.whatIf === null ? session.phaseAt(s.position) : -1);
    });

  /** The timeline and the summary again in the page's metric (changed in the Solve view meanwhile). */
  function showCounts(/** @type {import('../../../wasm/cubelab').Analysis} */ r) {
    st.countedIn = settings.metric;
    panel.drawTimeline();
    panel.drawTable();
    const s = session.solution;
    if (s) panel.highlight(s.position, st.whatIf === null ? session.phaseAt(s.position) : -1);
    if (st.whatIf === null) showSummary($, r, settings.metric);
  }

  /** A solution that does not solve: the message, and the cube it leaves on the stage. */
  /** @param {import('../../../wasm/cubelab').AnalysisNotSolved} r @param {{scramble: string, solution: string, time: string}} input */
  async function notSolved(r, input) {
    st.analysis = null;
    st.yours = null;
    st.analysed = input;
    panel.clear(`<p class="error" id="analyse-unsolved">${escapeHtml(r.message)}</p>`);
    $('#analyse-message').textContent =
      'The solution does not solve the scramble: the cube shows the state it leaves.';
    showExport($, null, st.analysed);
    await session.setCube(r.facelets, 'analyse');
    stage.setCaption('Where your solution leaves the cube: it does not solve the scramble.');
    writeLink();
  }

  return { playStep, showWhatIf, backToYours, showCounts, notSolved };
}

/** Shift+arrows: the previous or next step of the user's solve; true when the key was used. */
export function stepKey(
  /** @type {KeyboardEvent} */ event,
  /** @type {import('./state.js').AnalyseState} */ st,
  /** @type {import('../../kit/session.js').Session} */ session,
) {
  if (!st.analysis || !st.yours || !event.shiftKey) return false;
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return false;
  const s = session.solution;
  if (!s || s.answer !== st.yours) return false;
  event.preventDefault();
  // Right: the next step's start (the end after the last); Left: this step's start, or the
  // previous step's when already there. Skips (no moves) start where the next step does.
  const firsts = firstsOf(st.yours);
  const next = firsts.find((f) => f > s.position);
  const back = firsts.filter((f) => f < s.position).at(-1);
  session.pause();
  session.seek(event.key === 'ArrowRight' ? (next ?? Infinity) : (back ?? 0));
  return true;
}
