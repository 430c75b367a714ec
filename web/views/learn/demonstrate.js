// @ts-check
// A case's algorithm shown on the page's cube: the cube set to the case (as its picture shows it)
// and the algorithm played on it, after and before its U turns, as one phase of an answer the
// session plays. The learner's own algorithm is checked by the core first, which gives the U turns
// that make it do the step.
import { isError } from '../../kit/worker_client/api.js';
import { focusOf } from './library.js';

/** @typedef {import('./library.js').Case} Case */
/** @typedef {import('./cases_state.js').Algorithm} Algorithm */

/**
 * @param {import('./shared.js').LearnShared} shared
 * @param {ReturnType<typeof import('./cases_state.js').createCasesState>} cs
 * @param {Case} c @param {Algorithm} a
 */
export async function demonstrate({ api, session, settings, setStatus }, cs, c, a) {
  const slot = cs.slotOf(c);
  let alg = [cs.shownText(c, a), a.auf].filter(Boolean).join(' ');
  if (a.own) {
    const checked = await api.checkAlgorithm(
      c.name,
      a.alg,
      c.set === 'F2L' ? { set: c.set, slot } : { set: c.set },
    );
    if (isError(checked)) return setStatus(checked.error, true);
    alg = [checked.auf, checked.algorithm, checked.finalAuf].filter(Boolean).join(' ');
  }
  const focus = focusOf(c.set);
  const start = cs.pictureOf(c).facelets;
  const [counted, played] = await Promise.all([api.moves(alg), api.playback(alg, start, focus)]);
  if (isError(counted)) return setStatus(counted.error, true);
  if (isError(played)) return setStatus(played.error, true);
  session.pause();
  const phase = {
    name: focus,
    label: c.name,
    focus,
    case: c.name,
    group: c.group,
    goal: '',
    moves: played.moves,
    length: counted.htm,
    qtm: counted.qtm,
    stm: counted.stm,
    states: played.states,
    shown: played.shown,
  };
  const answer = {
    method: 'learn',
    input: start,
    start,
    phases: [phase],
    solution: alg,
    length: counted.htm,
    qtm: counted.qtm,
    stm: counted.stm,
    ms: 0,
  };
  // Not a solve: a phase of its own (no family, no faces), played as the session plays answers.
  const asAnswer = /** @type {import('../../kit/worker_client/api.js').SolveAnswer} */ (
    /** @type {unknown} */ (answer)
  );
  await session.showAnswer(asAnswer, { method: 'learn', options: {} });
  setStatus(`${c.name}: ${counted[settings.metric]} moves (${settings.metric.toUpperCase()}).`);
  session.play();
}
