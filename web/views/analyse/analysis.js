// @ts-check
// An analysed solve made ready to play, free of the DOM (tests/web run it under Node against the
// WASM module). The core splits the solve (`analyse`); here each step becomes one phase of an answer
// the session plays: the step's moves played by the core from the step's start (`playback`, greyed
// for the step's focus) with the core's label and goal (`phaseInfo`). A "what if" answer is the
// user's steps up to one step, then the best the core found for that step from the same start.
import { isError } from '../../kit/worker_client/api.js';

/** @typedef {import('../../../wasm/cubelab').Analysis} Analysis */
/** @typedef {import('../../../wasm/cubelab').AnalysedStep} AnalysedStep */
/** @typedef {import('../../kit/worker_client/api.js').Api} Api */
/** @typedef {import('../../kit/worker_client/api.js').ApiError} ApiError */
/** @typedef {import('../../kit/worker_client/api.js').SolveAnswer} SolveAnswer */
/** @typedef {import('../../kit/worker_client/api.js').PhaseAnswer} PhaseAnswer */

/** What the user typed: the scramble, the solution and the total time in seconds ('' for none). */
/** @typedef {{scramble: string, solution: string, time: string}} AnalyseInput */

// The D and U centres of a facelet string (faces U R F D L B, nine letters each): the face letters
// of the colours on the bottom and the top, which a phase's goal sentence names.
const U_CENTRE = 4;
const D_CENTRE = 31;

/** The step's kind, for its colour: the core's family (cross, f2l, oll, pll, auf or other). */
export function stepKind(/** @type {{family: string}} */ step) {
  return step.family;
}

/**
 * The total time option: seconds as typed ('' for none). Resolves to a number, undefined, or an
 * error naming the field.
 * @param {string} text
 * @returns {number | undefined | ApiError}
 */
export function parseTime(text) {
  const t = text.trim();
  if (!t) return undefined;
  const seconds = Number(t);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 86400)
    return { error: `time: "${t}" is not a number of seconds between 0 and 86400`, column: 0, kind: 'input' };
  return seconds;
}

/**
 * One step as a phase the session plays: `moves` from `start`, with the step's greying.
 * @param {Api} api @param {string} name @param {string} moves @param {string} start
 * @param {{label?: (label: string) => string, case: string | null, htm: number}} extra
 * @returns {Promise<PhaseAnswer | ApiError>}
 */
async function stepPhase(api, name, moves, start, extra) {
  const [played, info, counted] = await Promise.all([
    api.playback(moves, start, name),
    api.phaseInfo(name),
    api.moves(moves),
  ]);
  if (isError(played)) return played;
  if (isError(info)) return info;
  if (isError(counted)) return counted;
  const end = played.facelets;
  return {
    name,
    label: extra.label ? extra.label(info.label) : info.label,
    focus: info.focus,
    family: info.family,
    case: extra.case,
    group: null,
    goal: info.goal,
    crossFace: end[D_CENTRE],
    topFace: end[U_CENTRE],
    length: extra.htm,
    // In every metric, for the page's metric setting (the core's counts of the step's moves).
    qtm: counted.qtm,
    stm: counted.stm,
    moves: played.moves,
    states: played.states,
    shown: played.shown,
  };
}

/**
 * The whole answer for the session from phases, starting at `start`.
 * @param {PhaseAnswer[]} phases @param {string} start @param {string} method
 * @returns {SolveAnswer}
 */
function answerOf(phases, start, method) {
  const length = phases.reduce((sum, p) => sum + p.length, 0);
  const solution = phases.flatMap((p) => p.moves).join(' ');
  return /** @type {SolveAnswer} */ ({ method, input: start, start, phases, solution, length, ms: 0 });
}

/**
 * The user's solve, step by step, ready to play.
 * @param {Api} api @param {Analysis} analysis
 * @returns {Promise<SolveAnswer | ApiError>}
 */
export async function solveAnswer(api, analysis) {
  const phases = await Promise.all(
    analysis.steps.map((s) => stepPhase(api, s.name, s.moves, s.start, { case: s.case, htm: s.htm })),
  );
  const failed = phases.find(isError);
  if (failed) return failed;
  return answerOf(/** @type {PhaseAnswer[]} */ (phases), analysis.steps[0]?.start ?? '', 'your solve');
}

/**
 * "What if": the user's steps before step `k`, then the best the core found for step k from the
 * same start in place of the user's (with `anyColour`, a cross step's best over all six colours),
 * then CubeLab's CFOP (that cross colour) finishing from there: the user's later steps were made
 * for another cube, so they cannot follow.
 * @param {Api} api @param {Analysis} analysis @param {number} k @param {boolean} [anyColour]
 * @returns {Promise<SolveAnswer | ApiError>}
 */
export async function whatIfAnswer(api, analysis, k, anyColour = false) {
  const step = analysis.steps[k];
  const best = anyColour ? step?.best_any_colour : step?.best;
  if (!best || best.yours)
    return { error: `step ${k + 1} has no better moves than yours`, column: 0, kind: 'input' };
  const colour = anyColour ? step.best_any_colour?.colour : analysis.colour;
  const before = analysis.steps.slice(0, k);
  const phases = await Promise.all([
    ...before.map((s) => stepPhase(api, s.name, s.moves, s.start, { case: s.case, htm: s.htm })),
    stepPhase(api, step.name, best.moves, step.start, {
      case: step.case,
      htm: best.htm,
      label: (label) =>
        `Best ${label}${anyColour ? ` in ${colour}` : ''} (${best.how}: ${best.htm} instead of your ${step.htm})`,
    }),
  ]);
  const failed = phases.find(isError);
  if (failed) return failed;
  const played = /** @type {PhaseAnswer[]} */ (phases);
  const end = played.at(-1)?.states.at(-1) ?? step.start;
  const rest = await api.solve('cfop', end, colour ? { colour } : {});
  if (isError(rest)) return rest;
  for (const p of rest.phases) if (p.moves.length) played.push({ ...p, label: `then CubeLab's ${p.label}` });
  return answerOf(played, analysis.steps[0].start, 'what if');
}

/**
 * Which field an error of `analyse` is about ("scramble: ..." or "solution: ..."), else null.
 * @param {ApiError} error
 * @returns {'scramble' | 'solution' | null}
 */
export function errorField(error) {
  const m = /^(scramble|solution)\b/.exec(error.error);
  return m ? /** @type {'scramble' | 'solution'} */ (m[1]) : null;
}

/** A file name for the exported reconstruction. */
export function exportName(/** @type {Date} */ when) {
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `reconstruction-${when.getFullYear()}${pad(when.getMonth() + 1)}${pad(when.getDate())}-${pad(when.getHours())}${pad(when.getMinutes())}.txt`;
}

/**
 * Each step's case picture: the cube at the step's start (F2L: turned so the pair's slot is at the
 * front right) and the core's greying of it for the step, or null for a step with no case shown.
 * @param {Api} api @param {Analysis} analysis
 * @returns {Promise<({set: 'F2L' | 'LL', facelets: string, shown: string} | null)[]>}
 */
export async function casePictures(api, analysis) {
  return Promise.all(
    analysis.steps.map(async (s) => {
      const kind = stepKind(s);
      if (!s.case || s.case === 'skip') return null;
      if (kind === 'f2l') {
        // The core's turn that shows the step's one slot at the front right, where case pictures
        // show a pair; the user's moves are replayed after undoing it.
        if (s.case_view === null) return null;
        const turned = s.case_view ? await api.apply(s.case_view, s.start) : { facelets: s.start };
        const undo = s.case_view ? await api.invert(s.case_view) : { moves: '' };
        if (isError(turned) || isError(undo)) return null;
        const played = await api.playback(`${undo.moves} ${s.moves}`, turned.facelets, s.name);
        return isError(played) ? null : { set: 'F2L', facelets: turned.facelets, shown: played.shown[0] };
      }
      if (kind !== 'oll' && kind !== 'pll') return null;
      const played = await api.playback(s.moves, s.start, s.name);
      return isError(played) ? null : { set: 'LL', facelets: s.start, shown: played.shown[0] };
    }),
  );
}
