// @ts-check
// The page's side of one worker (web/worker/worker.js): its calls through Comlink, each a promise,
// the worker's progress and notice events, and recovery. A call that runs past its budget, or a
// worker that dies, is reported, the worker is restarted, and the page stays usable. The budget
// counts silence: a table build that keeps reporting progress, or a search that keeps calling back,
// is alive. Calls are made through web/kit/worker_client/api.js, which gives them their types and
// turns these rejections into error values; `sent` counts the calls made, by name (the browser
// tests count a solve's round trips with it).
import * as Comlink from 'comlink';
import { WORKER_FAULT } from '../../worker/protocol.js';

/** @typedef {import('../../worker/calls.js').WorkerCalls} WorkerCalls */
/** @typedef {import('../../worker/calls.js').WorkerInfo} WorkerInfo */
/** @typedef {{fn: string, budgetMs: number, reject: (err: Error) => void, timer?: ReturnType<typeof setTimeout>}} Pending */

const DEFAULT_BUDGET_MS = 10000;

/** Every client not closed, for the browser tests (window.cubelab.workers()). */
export const liveClients = new Set();

export class WorkerClient {
  /**
   * @param {{onProgress?: (progress: {table: string, fraction: number}) => void,
   *   onNotice?: (text: string) => void, onRestart?: (reason: string) => void, name?: string}} [handlers]
   *   `name` says what the worker is for ('solver', 'statistics'), for messages and tests.
   */
  constructor({ onProgress = () => {}, onNotice = () => {}, onRestart = () => {}, name = 'solver' } = {}) {
    this.name = name;
    this.restarts = 0;
    this.closed = false;
    liveClients.add(this);
    this.onProgress = onProgress;
    this.onNotice = onNotice;
    this.onRestart = onRestart;
    /** @type {Set<Pending>} */
    this.pending = new Set();
    /** @type {Record<string, number>} */
    this.sent = {};
    this.connection = this.#connect();
    /** @type {Promise<WorkerInfo>} what the worker offers, its first answer */
    this.info = this.call('workerInfo', [], { budgetMs: 30000 });
  }

  /** A new worker, listened to, and its calls by name (`remote`). */
  #connect() {
    // The solving worker is named so that it loads the threaded build where it can (worker.js).
    // Two literal calls: the bundler reads each one's options as written.
    const worker =
      this.name === 'solver'
        ? new Worker(new URL('../../worker/worker.js', import.meta.url), { type: 'module', name: 'solver' })
        : new Worker(new URL('../../worker/worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', ({ data }) => this.#event(data));
    worker.onerror = (event) => {
      event.preventDefault();
      this.restart(`The ${this.name} worker stopped (${event.message || 'it failed to load'}).`);
    };
    const remote = /** @type {Record<string, (...args: unknown[]) => Promise<unknown>>} */ (
      /** @type {unknown} */ (Comlink.wrap(worker))
    );
    return { worker, remote };
  }

  // The worker's own events (Comlink's answers carry an id and go to Comlink).
  #event(
    /** @type {Partial<import('../../worker/protocol.js').WorkerEvent> & {progress?: unknown, notice?: unknown}} */ data,
  ) {
    if (data?.progress) {
      for (const p of this.pending) this.#arm(p);
      this.onProgress(/** @type {{table: string, fraction: number}} */ (data.progress));
    } else if (typeof data?.notice === 'string') this.onNotice(data.notice);
  }

  /** @param {Pending} p */
  #arm(p) {
    clearTimeout(p.timer);
    p.timer = setTimeout(() => {
      this.restart(`${p.fn} took longer than ${Math.round(p.budgetMs / 1000)} s without progress.`);
    }, p.budgetMs);
  }

  /** @param {Pending} p @returns {boolean} whether it was still pending */
  #settle(p) {
    clearTimeout(p.timer);
    return this.pending.delete(p);
  }

  /**
   * Resolves with the core's answer (which may be {error, column, kind}); rejects if the worker
   * dies, stays silent past the budget, faults, or is closed. A function among the arguments is
   * called back from the worker (Comlink.proxy), and each call back counts as a sign of life.
   * @template {keyof WorkerCalls} K
   * @param {K} fn @param {Parameters<WorkerCalls[K]>} args @param {{budgetMs?: number}} [options]
   * @returns {Promise<Awaited<ReturnType<WorkerCalls[K]>>>}
   */
  call(fn, args, { budgetMs = DEFAULT_BUDGET_MS } = {}) {
    this.sent[fn] = (this.sent[fn] ?? 0) + 1;
    return new Promise((resolve, reject) => {
      /** @type {Pending} */
      const p = { fn, budgetMs, reject };
      this.pending.add(p);
      this.#arm(p);
      const wired = /** @type {unknown[]} */ (args ?? []).map((a) =>
        typeof a === 'function'
          ? Comlink.proxy((/** @type {unknown[]} */ ...x) => {
              if (this.pending.has(p)) this.#arm(p);
              return a(...x);
            })
          : a,
      );
      this.connection.remote[fn](...wired).then(
        (result) => {
          if (this.#settle(p)) resolve(/** @type {Awaited<ReturnType<WorkerCalls[K]>>} */ (result));
        },
        (/** @type {unknown} */ err) => {
          if (!this.pending.has(p)) return;
          // A crashed worker's call is rejected with the others it had (restart), not answered:
          // its caller learns the worker was lost, and may run the call again on the new one.
          if (err instanceof Error && err.name === WORKER_FAULT)
            return this.restart(`The ${this.name} worker crashed in ${fn} (${err.message}).`);
          this.#settle(p);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
  }

  busy() {
    return this.pending.size > 0;
  }

  /** Rejects every pending call with `reason`. */
  #fail(/** @type {string} */ reason) {
    const failed = [...this.pending];
    for (const p of failed) this.#settle(p);
    for (const p of failed) p.reject(new Error(reason));
  }

  // Stops the worker for good (a cancelled statistics run): pending calls are rejected.
  close(reason = 'cancelled') {
    this.closed = true;
    liveClients.delete(this);
    this.connection.worker.terminate();
    this.#fail(reason);
  }

  /** @param {string} reason */
  restart(reason) {
    if (this.closed) return;
    this.restarts += 1;
    this.connection.worker.terminate();
    this.#fail(reason);
    this.connection = this.#connect();
    this.info = this.call('workerInfo', [], { budgetMs: 30000 });
    this.onRestart(reason);
  }
}
