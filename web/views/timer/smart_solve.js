// @ts-check
// A solve on a smart cube (or the virtual cube), as the Timer view times it: the scramble is
// followed turn by turn (the core applies each turn to the cube's state and says how far along the
// scramble it is; a wrong turn is answered by the core's route from the cube's state to the
// scrambled one), the timer starts at the first turn after the scramble, and stops when the core
// finds the cube solved. DOM-free: the view draws what `report` says.
import { isError } from '../../kit/worker_client/api.js';

/**
 * @typedef {{tokens: string[], states: string[], halves: string[][], fix: boolean}} Plan
 *   the moves to make from the cube's state, the state after each (states[0] the start), and for a
 *   half turn the states after either quarter of it (a smart cube reports R2 as two quarters)
 * @typedef {{move: string, ms: number}} TimedMove  ms since the first turn of the solve
 * @typedef {{mode: 'off' | 'scrambling' | 'ready' | 'timing', tokens: string[], done: number,
 *   half: boolean, fix: boolean, error?: string}} Progress
 */

/** The moves of a solve with csTimer's timestamps (ms from the first turn), as the core reads them. */
export const timedMoves = (/** @type {TimedMove[]} */ moves) =>
  moves.map((m) => `${m.move}/*${m.ms}*/`).join(' ');

/**
 * @param {import('../../kit/worker_client/api.js').Api} api
 * @param {{
 *   report: (progress: Progress) => void,
 *   ready: () => void,
 *   start: () => void,
 *   solved: (moves: TimedMove[], ms: number, analysis: import('../../../wasm/cubelab').Analysis) => void,
 * }} on
 */
export function createSmartSolve(api, on) {
  /** @type {Progress['mode']} */
  let mode = 'off';
  let cube = '';
  let target = '';
  /** @type {Plan} */
  let plan = { tokens: [], states: [], halves: [], fix: false };
  let done = 0;
  let half = false;
  /** @type {TimedMove[]} */
  let moves = [];
  let startedAt = 0;
  /** @type {Promise<unknown>} */
  let chain = Promise.resolve();
  let generation = 0;

  const report = (/** @type {string} */ error = '') =>
    on.report({ mode, tokens: plan.tokens, done, half, fix: plan.fix, ...(error ? { error } : {}) });

  /** @type {Promise<string[]> | null} */
  let solved = null;
  // The solved cube held any way up: its 24 states, the core's (one string test a turn after).
  function solvedStates() {
    solved ??= Promise.all(
      ['', 'x', 'x2', "x'", 'z', "z'"].flatMap((a) =>
        ['', 'y', 'y2', "y'"].map(async (b) => {
          const r = await api.apply(`${a} ${b}`, '');
          return isError(r) ? '' : r.facelets;
        }),
      ),
    );
    return solved;
  }

  /** The plan to make `tokens` from `start`, states by the core. @returns {Promise<Plan | string>} */
  async function planOf(/** @type {string} */ text, /** @type {string} */ start, /** @type {boolean} */ fix) {
    const played = await api.playback(text, start);
    if (isError(played)) return played.error;
    const states = [start, ...played.states]; // the core's states come after each move
    const halves = await Promise.all(
      played.moves.map(async (m, i) => {
        if (!m.endsWith('2')) return [];
        const face = m.slice(0, -1);
        const both = await Promise.all([api.apply(face, states[i]), api.apply(`${face}'`, states[i])]);
        return both.flatMap((r) => (isError(r) ? [] : [r.facelets]));
      }),
    );
    return { tokens: played.moves, states, halves, fix };
  }

  /** A route from the cube to the scrambled state, by the core (empty when there already). */
  async function fixPlan() {
    if (cube === target) return planOf('', cube, true);
    const route = await api.route(cube, target, { budgetMs: 300 });
    if (isError(route)) return route.error;
    return planOf(route.solution, cube, true);
  }

  async function scrambleTurn(/** @type {string} */ after) {
    const k = plan.states.lastIndexOf(after);
    half = false;
    if (k >= 0) done = k;
    else if (plan.halves[done]?.includes(after)) half = true;
    else {
      const next = await fixPlan();
      if (typeof next === 'string') return report(next);
      plan = next;
      done = 0;
    }
    if (cube === target) {
      mode = 'ready';
      done = plan.tokens.length;
      report();
      return on.ready();
    }
    report();
  }

  async function solveTurn(/** @type {string} */ move, /** @type {number} */ at) {
    if (mode === 'ready') {
      mode = 'timing';
      startedAt = at;
      moves = [];
      on.start();
      report();
    }
    moves.push({ move, ms: Math.max(0, Math.round(at - startedAt)) });
    if (!(await solvedStates()).includes(cube)) return;
    // Solved up to a turn of the whole cube: the core's analysis of the timed solve says whether it
    // is solved, and splits it by phase.
    const analysis = await api.analyse(targetScramble, timedMoves(moves), {});
    if (isError(analysis) || !analysis.valid) return;
    mode = 'off';
    report();
    on.solved(moves, moves.at(-1)?.ms ?? 0, analysis);
  }

  let targetScramble = '';

  return {
    /** Follow `scramble` (which makes `facelets` from solved) on a cube now in state `from`. */
    setScramble(/** @type {string} */ scramble, /** @type {string} */ facelets, /** @type {string} */ from) {
      const mine = ++generation;
      chain = chain.then(async () => {
        if (mine !== generation) return;
        targetScramble = scramble;
        target = facelets;
        cube = from;
        mode = 'scrambling';
        half = false;
        done = 0;
        const next = await (from === facelets ? planOf('', from, false) : planOf(scramble, from, false));
        if (typeof next === 'string') return report(next);
        plan = next;
        // A cube not solved at the start: the scramble cannot be followed, the core's route can.
        if (plan.states.at(-1) !== target) {
          const fixed = await fixPlan();
          if (typeof fixed === 'string') return report(fixed);
          plan = fixed;
        }
        if (cube === target) return scrambleTurn(cube);
        report();
      });
      return chain;
    },
    /** A turn of the cube, at `at` (ms, the cube's clock). */
    turn(/** @type {string} */ move, /** @type {number} */ at) {
      const mine = generation;
      chain = chain.then(async () => {
        if (mine !== generation || mode === 'off') return;
        const r = await api.apply(move, cube);
        if (isError(r)) return report(r.error);
        cube = r.facelets;
        return mode === 'scrambling' ? scrambleTurn(cube) : solveTurn(move, at);
      });
      return chain;
    },
    /** The cube reported its whole state (or was marked solved). */
    state(/** @type {string} */ facelets) {
      const mine = generation;
      chain = chain.then(async () => {
        if (mine !== generation || mode === 'off' || facelets === cube) return;
        cube = facelets;
        if (mode === 'scrambling') return scrambleTurn(cube);
      });
      return chain;
    },
    stop() {
      generation++;
      mode = 'off';
    },
    mode: () => mode,
    idle: () => chain,
  };
}
