// @ts-check
// What the Analyse view shows, shared by its parts: the analysis, the user's solve as the session
// plays it, the step played "what if", the texts analysed and the address written last.
import { formatLink } from '../../kit/link.js';

/**
 * @typedef {{
 *   analysis: import('../../../wasm/cubelab').Analysis | null,
 *   yours: import('../../kit/worker_client/api.js').SolveAnswer | null,
 *   whatIf: number | null,
 *   whatIfAny: boolean,
 *   analysed: {scramble: string, solution: string, time: string} | null,
 *   written: string,
 *   countedIn: 'htm' | 'qtm' | 'stm',
 * }} AnalyseState `whatIf`: the step played with the best found, or null for the user's solve;
 *   `whatIfAny`: that step is a cross's best over all colours; `written`: the address this view
 *   wrote last (reopening it restores nothing); `countedIn`: the metric the
 *   timeline and summary show
 */

/** @param {'htm' | 'qtm' | 'stm'} metric @returns {AnalyseState} */
export function createState(metric) {
  return {
    ...{ analysis: null, yours: null, whatIf: null, whatIfAny: false },
    ...{ analysed: null, written: '', countedIn: metric },
  };
}

/**
 * The address of what is shown: the texts, the what-if step and the playback position.
 * @param {AnalyseState} st @param {import('../../kit/session.js').Session} session
 */
export function linkState(st, session) {
  if (!st.analysed) return {};
  /** @type {import('../../kit/link.js').LinkState} */
  const state = { solution: st.analysed.solution };
  if (st.analysed.scramble) state.scramble = st.analysed.scramble;
  if (st.analysed.time.trim()) state.time = st.analysed.time.trim();
  const s = session.solution;
  const ours = s && (s.answer === st.yours || st.whatIf !== null);
  if (ours && st.whatIf !== null) state.whatif = st.whatIf + 1;
  if (ours && st.whatIf !== null && st.whatIfAny) state.colour = 'any';
  if (ours && s.position) state.at = s.position;
  return state;
}

/** Writes the address when the view is shown; answers the page's address. */
export function writeLink(
  /** @type {AnalyseState} */ st,
  /** @type {import('../../kit/session.js').Session} */ session,
  /** @type {() => boolean} */ active,
) {
  if (!active()) return location.href;
  st.written = formatLink('analyse', linkState(st, session));
  history.replaceState(null, '', st.written);
  return location.href;
}
