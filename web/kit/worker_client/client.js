// @ts-check
// The page's side of a worker: a promise per call, progress events, and recovery. A call that
// runs past its budget, or a worker that dies, is reported, the worker is restarted, and the page
// stays usable. The budget counts silence: a table build that keeps reporting progress is alive.
// Calls are made through web/kit/worker_client/api.js, which gives them their types; `sent` counts the
// messages posted, by call name (the browser tests count a solve's round trips with it).

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
    liveClients.add(this);
    this.onProgress = onProgress;
    this.onNotice = onNotice;
    this.onRestart = onRestart;
    this.pending = new Map();
    this.nextId = 1;
    /** @type {Record<string, number>} */
    this.sent = {};
    this.#start();
  }

  #start() {
    // The solving worker is named so that it loads the threaded build where it can (worker.js).
    // Two literal calls: the bundler reads each one's options as written.
    this.worker =
      this.name === 'solver'
        ? new Worker(new URL('../../worker/worker.js', import.meta.url), { type: 'module', name: 'solver' })
        : new Worker(new URL('../../worker/worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }) => this.#receive(data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.restart(`The ${this.name} worker stopped (${event.message || 'it failed to load'}).`);
    };
    this.info = this.call('info', [], { budgetMs: 30000 });
  }

  #receive(data) {
    // A long call's own reports (an optimal search's depths): alive, and told to its caller.
    if (data.update) {
      const p = this.pending.get(data.id);
      if (p) this.#arm(p);
      p?.onUpdate?.(data.update);
      return;
    }
    if (data.progress) {
      for (const p of this.pending.values()) this.#arm(p);
      this.onProgress(data.progress);
      return;
    }
    if (data.notice) return this.onNotice(data.notice);
    const p = this.pending.get(data.id);
    if (!p) return;
    // A crashed worker's call is rejected with the others it had (restart), not answered: its
    // caller learns the worker was lost, and may run the call again on the new one.
    if (data.fatal) return this.restart(`The ${this.name} worker crashed in ${p.fn} (${data.result.error}).`);
    this.#settle(data.id);
    p.resolve(data.result);
  }

  #arm(p) {
    clearTimeout(p.timer);
    p.timer = setTimeout(() => {
      this.restart(`${p.fn} took longer than ${Math.round(p.budgetMs / 1000)} s without progress.`);
    }, p.budgetMs);
  }

  #settle(id) {
    clearTimeout(this.pending.get(id)?.timer);
    this.pending.delete(id);
  }

  // Resolves with the core's answer (which may be {error, column, kind}); rejects if the worker
  // dies, stays silent past the budget or is closed. `onUpdate` hears the call's own reports
  // ({id, update} messages), each of which also counts as a sign of life.
  /** @param {string} fn @param {unknown[]} [args] @param {{budgetMs?: number, onUpdate?: (update: any) => void}} [options] */
  call(fn, args = [], { budgetMs = DEFAULT_BUDGET_MS, onUpdate = undefined } = {}) {
    const id = this.nextId++;
    this.sent[fn] = (this.sent[fn] ?? 0) + 1;
    return new Promise((resolve, reject) => {
      const p = { fn, budgetMs, resolve, reject, onUpdate };
      this.pending.set(id, p);
      this.#arm(p);
      this.worker.postMessage({ id, fn, args });
    });
  }

  busy() {
    return this.pending.size > 0;
  }

  // Stops the worker for good (a cancelled statistics run): pending calls are rejected.
  close(reason = 'cancelled') {
    this.closed = true;
    liveClients.delete(this);
    this.worker.terminate();
    const failed = [...this.pending.values()];
    for (const id of [...this.pending.keys()]) this.#settle(id);
    for (const p of failed) p.reject(new Error(reason));
  }

  restart(reason) {
    if (this.closed) return;
    this.restarts += 1;
    this.worker.terminate();
    const failed = [...this.pending.values()];
    for (const id of [...this.pending.keys()]) this.#settle(id);
    for (const p of failed) p.reject(new Error(reason));
    this.#start();
    this.onRestart(reason);
  }
}
