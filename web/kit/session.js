// @ts-check
// The page's model, free of the DOM (tests/web run it under Node against the WASM module): the
// cube on screen, where it came from (for share links), undo/redo history, the current solution
// and its playback position. Every state is a facelet string the core computed; nothing here
// knows a cube. State changes run one after another (`serial`), each from the state the previous
// one left. Listeners hear:
//   'cube'      {facelets, move?, inverse?}  the cube changed (by `move` when one turn: animate it)
//   'solution'  {solution}                   a solution was set, or left (null)
//   'position'  {position, phase}             the playback position changed
//   'history'   {}                           what undo and redo can do changed
//   'error'     {error}                      a task failed outside the core (a bug, a lost worker)
// A listener may return a promise (an animation); the change resolves when all listeners have.
import { isError } from './worker_client/api.js';

export const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

/** @typedef {import('./worker_client/api.js').Api} Api */
/** @typedef {import('./worker_client/api.js').SolveAnswer} SolveAnswer */
/** @typedef {import('./worker_client/api.js').ApiError} ApiError */
/**
 * The cube as typed (the Cube field's text, and what cubeFromText made of it) or null when the cube
 * did not come from text. A share link carries the text while the cube is still that text's cube.
 * @typedef {{text: string, facelets: string} | null} Origin
 */
/**
 * An answer being played: the flat list of moves and states, and where each phase starts.
 * @typedef {{answer: SolveAnswer, request: {method: string, options: object}, origin: Origin,
 *   moves: string[], states: string[], firsts: number[], position: number}} Solution
 */
/** @typedef {{label: string, before: string, after: string, move?: string}} Entry */
/**
 * What each event's listeners hear (see the top of this file).
 * @typedef {{cube: {facelets: string, move?: string, inverse?: boolean},
 *   solution: {solution: Solution | null}, position: {position: number, phase: number},
 *   history: {}, error: {error: string}}} SessionEvents
 */

export class Session {
  /** @param {Api} api */
  constructor(api) {
    this.api = api;
    this.cube = SOLVED;
    /** @type {Origin} */
    this.origin = null;
    /** @type {Entry[]} */
    this.history = [];
    /** @type {Entry[]} */
    this.future = [];
    /** @type {Solution | null} */
    this.solution = null;
    this.playing = false;
    this.work = 0; // tasks not finished
    /** @type {Promise<unknown>} */
    this.chain = Promise.resolve();
    /** @type {Map<string, ((detail: never) => unknown)[]>} */
    this.listeners = new Map();
  }

  /**
   * @template {keyof SessionEvents} K
   * @param {K} type @param {(detail: SessionEvents[K]) => unknown} fn
   */
  on(type, fn) {
    const list = this.listeners.get(type) ?? [];
    list.push(fn);
    this.listeners.set(type, list);
  }

  /**
   * @template {keyof SessionEvents} K
   * @param {K} type @param {SessionEvents[K]} detail
   */
  emit(type, detail) {
    const listeners = /** @type {((detail: SessionEvents[K]) => unknown)[]} */ (
      this.listeners.get(type) ?? []
    );
    return Promise.all(listeners.map((fn) => fn(detail)));
  }

  idle() {
    return this.work === 0 && !this.playing;
  }

  /**
   * Runs `task` after every task queued before it. A throw is reported as an 'error' event and
   * resolves to undefined: one failed task never stops the next.
   * @template T
   * @param {() => T | Promise<T>} task
   * @returns {Promise<T | undefined>}
   */
  serial(task) {
    this.work++;
    const run = this.chain.then(task);
    const settled = run.catch((err) => {
      this.emit('error', { error: err instanceof Error ? err.message : String(err) });
      return undefined;
    });
    this.chain = settled.finally(() => this.work--);
    return settled;
  }

  // ---- the cube ----

  /**
   * Sets the cube from text (moves, a facelet string or a pattern name, read by the core).
   * Resolves to the core's answer: on an error the cube is left as it was.
   * @param {string} text
   */
  setFromText(text) {
    return this.serial(async () => {
      const r = await this.api.cubeFromText(text);
      if (isError(r)) return r;
      this.origin = { text, facelets: r.facelets };
      this.#jump(r.facelets, 'text');
      return r;
    });
  }

  /** A cube that did not come from text (painted, a case of the library, reset). */
  setCube(/** @type {string} */ facelets, /** @type {string} */ label) {
    return this.serial(() => this.#jump(facelets, label));
  }

  /**
   * A state reported from outside (a smart cube): checked by the core, then set when the cube, once
   * the tasks before have run, is not already it (a cube that reports its state often adds no
   * history). Resolves to the core's answer.
   * @param {string} facelets @param {string} label
   */
  follow(facelets, label) {
    return this.serial(async () => {
      const r = await this.api.validate(facelets);
      if (!isError(r) && facelets !== this.cube) this.#jump(facelets, label);
      return r;
    });
  }

  /** One turn the user made (key, drag): the core applies it. */
  turn(/** @type {string} */ move) {
    return this.serial(async () => {
      const r = await this.api.apply(move, this.cube);
      if (isError(r)) return r;
      const before = this.cube;
      this.#leaveSolution();
      this.#record({ label: 'turn', move, before, after: r.facelets });
      this.cube = r.facelets;
      this.emit('cube', { facelets: r.facelets, move });
      return r;
    });
  }

  /** @param {string} after @param {string} label */
  #jump(after, label) {
    const before = this.cube;
    this.#leaveSolution();
    this.#record({ label, before, after });
    this.cube = after;
    this.emit('cube', { facelets: after });
  }

  /** @param {Entry} entry */
  #record(entry) {
    this.history.push(entry);
    this.future = [];
    this.emit('history', {});
  }

  canUndo() {
    return this.solution ? this.solution.position > 0 : this.history.length > 0;
  }

  canRedo() {
    return this.solution ? this.solution.position < this.solution.moves.length : this.future.length > 0;
  }

  // In a solution, undo and redo step through it; otherwise they walk the history.
  undo() {
    if (this.solution) return this.step(-1);
    return this.serial(() => this.#walk(this.history, this.future, true));
  }

  redo() {
    if (this.solution) return this.step(1);
    return this.serial(() => this.#walk(this.future, this.history, false));
  }

  /** @param {Entry[]} from @param {Entry[]} to @param {boolean} back */
  async #walk(from, to, back) {
    const entry = from.pop();
    if (!entry) return;
    to.push(entry);
    this.cube = back ? entry.before : entry.after;
    this.emit('history', {});
    this.emit('cube', { facelets: this.cube, move: entry.move, inverse: back });
  }

  // ---- solving and playback ----

  /**
   * Solves the cube on screen with `method`: one call, one playback-ready answer.
   * @param {string} method @param {import('../../wasm/cubelab').SolveOptions} [options]
   * @returns {Promise<SolveAnswer | ApiError | undefined>}
   */
  solve(method, options = {}) {
    return this.serial(async () => {
      const r = await this.api.solve(method, this.cube, options);
      if (isError(r)) return r;
      this.#show(r, { method, options });
      return r;
    });
  }

  /**
   * Solves the cube on screen by `ask`, a search the caller runs itself (the optimal solver, with
   * its progress and Cancel), and shows its answer as `request`.
   * @param {{method: string, options: object}} request
   * @param {(cube: string) => Promise<SolveAnswer | ApiError>} ask
   * @returns {Promise<SolveAnswer | ApiError | undefined>}
   */
  solveWith(request, ask) {
    return this.serial(async () => {
      const r = await ask(this.cube);
      if (isError(r)) return r;
      this.#show(r, request);
      return r;
    });
  }

  /**
   * Plays an answer made elsewhere (a route, a case's algorithm) from its start state.
   * @param {SolveAnswer} answer @param {{method: string, options: object}} request
   */
  showAnswer(answer, request) {
    return this.serial(() => {
      if (answer.start !== this.cube) this.#jump(answer.start, 'case');
      this.#show(answer, request);
    });
  }

  /** @param {SolveAnswer} answer @param {{method: string, options: object}} request */
  #show(answer, request) {
    this.playing = false;
    /** @type {number[]} */
    const firsts = [];
    /** @type {string[]} */
    const moves = [];
    /** @type {string[]} */
    const states = [];
    for (const phase of answer.phases) {
      firsts.push(moves.length);
      moves.push(...phase.moves);
      states.push(...phase.states);
    }
    const origin = this.origin?.facelets === answer.start ? this.origin : null;
    this.solution = { answer, request, origin, moves, states, firsts, position: 0 };
    this.emit('solution', { solution: this.solution });
    this.emit('position', { position: 0, phase: this.phaseAt(0) });
    this.emit('history', {});
  }

  #leaveSolution() {
    if (!this.solution) return;
    this.solution = null;
    this.playing = false;
    this.emit('solution', { solution: null });
  }

  /** The phase index playing at `position` (the phase of the next move; the last at the end). */
  phaseAt(/** @type {number} */ position) {
    const s = this.solution;
    if (!s) return -1;
    const phases = s.answer.phases;
    for (let i = 0; i < phases.length; i++) if (position < s.firsts[i] + phases[i].moves.length) return i;
    return -1;
  }

  /** The state after `position` moves of the solution. */
  stateAt(/** @type {number} */ position) {
    const s = this.solution;
    if (!s) return this.cube;
    return position === 0 ? s.answer.start : s.states[position - 1];
  }

  /**
   * The greying of the cube at the current position: 54 booleans (true = grey), or null when the
   * phase leaves every sticker in play. The core computed one mask per state of each phase.
   */
  greying() {
    const s = this.solution;
    if (!s) return null;
    const i = this.phaseAt(s.position);
    if (i < 0) return null;
    const shown = s.answer.phases[i].shown?.[s.position - s.firsts[i]];
    return shown && shown.includes('0') ? [...shown].map((c) => c === '0') : null;
  }

  /** One move forwards (+1) or backwards (-1); resolves when the listeners have drawn it (later
   * tasks do not wait for the drawing). */
  step(/** @type {1 | -1} */ delta) {
    return this.serial(() => this.#step(delta)).then((r) => r?.drawn);
  }

  /** @param {1 | -1} delta */
  #step(delta) {
    const s = this.solution;
    if (!s) return;
    const to = s.position + delta;
    if (to < 0 || to > s.moves.length) return;
    const move = s.moves[delta > 0 ? s.position : to];
    s.position = to;
    this.cube = this.stateAt(to);
    this.emit('position', { position: to, phase: this.phaseAt(to) });
    this.emit('history', {});
    return { drawn: this.emit('cube', { facelets: this.cube, move, inverse: delta < 0 }) };
  }

  /** Jumps to `position` (clamped) without animating. */
  seek(/** @type {number} */ position) {
    return this.serial(() => {
      const s = this.solution;
      if (!s) return;
      this.playing = false;
      s.position = Math.max(0, Math.min(position, s.moves.length));
      this.cube = this.stateAt(s.position);
      this.emit('position', { position: s.position, phase: this.phaseAt(s.position) });
      this.emit('history', {});
      this.emit('cube', { facelets: this.cube });
    });
  }

  /** Plays to the end (from the start if at the end) until pause(), the end, or a new cube. */
  async play() {
    const s = this.solution;
    if (!s || this.playing) return;
    if (s.position >= s.moves.length) await this.seek(0);
    this.playing = true;
    this.emit('position', { position: s.position, phase: this.phaseAt(s.position) });
    while (this.playing && this.solution === s && s.position < s.moves.length) await this.step(1);
    this.playing = false;
    this.emit('position', { position: s.position, phase: this.phaseAt(s.position) });
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    const s = this.solution;
    if (s) this.emit('position', { position: s.position, phase: this.phaseAt(s.position) });
  }
}
