// @ts-check
// The Timer view's sessions (store `sessions`, web/kit/storage/storage.js): named lists of timed
// solves, the one in use, and the timer's own settings (WCA inspection, start delay). Small and
// apart from the view, so the list of stores does not load the view with the page. The figures are
// not kept: the core computes them (`sessionsFigures`) from the solves. A damaged solve or session
// is dropped on reading, never trusted; a backup's copy must be sound whole.
import { storage } from '../../kit/storage/storage.js';

export const DEFAULT_HOLD_MS = 300; // csTimer's start delay
const PENALTIES = ['none', '+2', 'DNF'];

/**
 * A solve as kept: the core's SessionSolve without its computed `result`.
 * @typedef {import('../../../wasm/cubelab').SessionSolve} Solve
 * @typedef {{id: string, name: string, options: string, list: Solve[]}} TimerSession
 * @typedef {{current: string, inspection: boolean, holdMs: number, sessions: TimerSession[]}} TimerData
 */

const isWhole = (/** @type {unknown} */ n) => Number.isSafeInteger(n) && /** @type {number} */ (n) >= 0;
const isText = (/** @type {unknown} */ t) => typeof t === 'string';

/** @param {any} s @returns {string} what is wrong with a solve, or '' */
function solveProblem(s) {
  if (s === null || typeof s !== 'object') return 'not an object';
  if (!isWhole(s.ms)) return 'its time is not a whole number of milliseconds';
  if (!PENALTIES.includes(s.penalty)) return 'its penalty is not none, +2 or DNF';
  if (!isText(s.scramble) || !isText(s.comment)) return 'its scramble or comment is not text';
  if (!Number.isSafeInteger(s.date)) return 'its date is not a whole number of seconds';
  if (s.splits !== undefined && !(Array.isArray(s.splits) && s.splits.every(Number.isSafeInteger)))
    return 'its splits are not whole numbers';
  const r = s.reconstruction;
  if (r !== undefined && r !== null && !(typeof r === 'object' && isText(r.moves) && isText(r.puzzle)))
    return 'its reconstruction is damaged';
  return '';
}

/** @param {any} s @returns {string} what is wrong with a session, or '' */
function sessionProblem(s) {
  if (s === null || typeof s !== 'object') return 'not an object';
  if (!isText(s.id) || !s.id || !isText(s.name) || !isText(s.options))
    return 'its id, name or options are missing';
  if (!Array.isArray(s.list)) return 'it has no list of solves';
  const bad = s.list.findIndex((/** @type {unknown} */ solve) => solveProblem(solve));
  return bad < 0 ? '' : `solve ${bad + 1}: ${solveProblem(s.list[bad])}`;
}

/** @returns {TimerData} */
export const emptyTimerData = () => ({
  current: '',
  inspection: true,
  holdMs: DEFAULT_HOLD_MS,
  sessions: [],
});

/** @param {any} stored @returns {TimerData} */
function read(stored) {
  const data = emptyTimerData();
  if (stored === null || typeof stored !== 'object') return data;
  if (typeof stored.inspection === 'boolean') data.inspection = stored.inspection;
  if (isWhole(stored.holdMs) && stored.holdMs <= 5000) data.holdMs = stored.holdMs;
  if (Array.isArray(stored.sessions))
    data.sessions = stored.sessions
      .filter(
        (/** @type {any} */ s) => s !== null && typeof s === 'object' && !sessionProblem({ ...s, list: [] }),
      )
      .map((/** @type {any} */ s) => ({
        id: s.id,
        name: s.name,
        options: s.options,
        list: Array.isArray(s.list) ? s.list.filter((/** @type {unknown} */ x) => !solveProblem(x)) : [],
      }));
  const ids = data.sessions.map((s) => s.id);
  data.current = ids.includes(stored.current) ? stored.current : (ids[0] ?? '');
  return data;
}

/** @param {any} stored */
function check(stored) {
  if (stored === null || typeof stored !== 'object' || !Array.isArray(stored.sessions))
    return 'not an object with a list of sessions';
  const bad = stored.sessions.findIndex((/** @type {unknown} */ s) => sessionProblem(s));
  return bad < 0 ? '' : `session ${bad + 1}: ${sessionProblem(stored.sessions[bad])}`;
}

const count = (/** @type {number} */ n, /** @type {string} */ noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** @type {import('../../kit/storage/storage.js').StoreSpec} */
export const SESSIONS_STORE = {
  name: 'sessions',
  label: 'Timer sessions',
  version: 1,
  read,
  check,
  describe: (/** @type {TimerData} */ data) =>
    `${count(data.sessions.length, 'session')}, ${count(
      data.sessions.reduce((n, s) => n + s.list.length, 0),
      'solve',
    )}`,
  // A restore merged: both lists of sessions, the backup's copy of a session kept by both.
  merge: (/** @type {TimerData} */ current, /** @type {TimerData} */ incoming) => ({
    ...current,
    sessions: [...new Map([...current.sessions, ...incoming.sessions].map((s) => [s.id, s])).values()],
  }),
};

/** @returns {TimerData} */
export const loadTimerData = () => structuredClone(storage.get(SESSIONS_STORE.name));

/** @param {TimerData} data */
export function saveTimerData(data) {
  storage.set(SESSIONS_STORE.name, data);
}
