// @ts-check
// A queue of turns to animate on the CubeView. Each entry carries the worker's state after the
// turn, so the view snaps to the core's answer at the end of every turn: fast input only makes the
// queue longer (and the turns quicker), it never makes the drawing disagree with the core.

const easeInOut = (/** @type {number} */ t) => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t));

// Signed counterclockwise quarter turns about the axis for `turns` clockwise turns of a move whose
// single clockwise turn is `quarterTurns` counterclockwise quarter turns (both from the core).
/** @param {number} quarterTurns @param {number} turns */
export function signedQuarterTurns(quarterTurns, turns) {
  const q = (quarterTurns * turns) % 4;
  return q === 3 ? -1 : q;
}

// Clockwise turns written in a move of canonical WCA output ("R" 1, "R2" 2, "R'" 3).
/** @param {string} name */
export function parseMoveName(name) {
  if (name.endsWith("'")) return { base: name.slice(0, -1), turns: 3 };
  if (name.endsWith('2')) return { base: name.slice(0, -1), turns: 2 };
  return { base: name, turns: 1 };
}

/**
 * A turn waiting or playing: which layers about which axis, how far, the state after it.
 * @typedef {{axis: number, layers: boolean[], quarter: number, after: string, resolve: () => void,
 *   start?: number}} Job
 */

export class Animator {
  /**
   * @param {import('./cube_view.js').CubeView} view
   * @param {Record<string, import('../../../wasm/cubelab').LayerTurn>} geometry moveGeometry() from the worker
   */
  constructor(view, geometry) {
    this.view = view;
    this.geometry = geometry;
    /** @type {Job[]} */
    this.queue = [];
    /** @type {Job | null} */
    this.current = null;
    this.durationMs = 200;
    view.onFrame = (time) => this.#tick(time);
  }

  // Queues `move` (canonical WCA name); `inverse` plays it backwards (for undo and step back).
  // `after` is the facelet string once it is done. Resolves when the turn has been drawn.
  /** @param {string} move @param {string} after @returns {Promise<void>} */
  enqueue(move, after, { inverse = false } = {}) {
    const { base, turns } = parseMoveName(move);
    const g = this.geometry[base];
    const quarter = signedQuarterTurns(g.quarterTurns, inverse ? 4 - turns : turns);
    return new Promise((resolve) => {
      this.queue.push({ axis: g.axis, layers: g.layers, quarter, after, resolve });
      this.view.requestRender();
    });
  }

  // Drops every queued turn and shows `letters` at once (jumps, reset, new scramble).
  snap(/** @type {string} */ letters) {
    for (const job of this.queue) job.resolve();
    this.queue = [];
    if (this.current) this.current.resolve();
    this.current = null;
    this.view.endTurnNow();
    this.view.setFacelets(letters);
  }

  idle() {
    return !this.current && this.queue.length === 0;
  }

  #tick(/** @type {number} */ now) {
    if (!this.current) {
      const next = this.queue.shift();
      if (!next) return;
      next.start = now;
      this.current = next;
      this.view.beginTurn(next.axis, next.layers, next.quarter);
    }
    // A backlog plays faster so the cube catches up with fast typing.
    const duration = this.durationMs / (1 + this.queue.length);
    const t = Math.min(1, (now - (this.current.start ?? now)) / Math.max(1, duration));
    this.view.setTurnFraction(easeInOut(t));
    if (t < 1) return;
    const done = this.current;
    this.current = null;
    this.view.finishTurn(done.after);
    done.resolve();
  }
}
