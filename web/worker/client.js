// @ts-check
// The page's side of a worker: a promise per call, progress events, and recovery. A call that
// runs past its budget, or a worker that dies, is reported, the worker is restarted, and the page
// stays usable. The budget counts silence: a table build that keeps reporting progress is alive.
// Calls are made through web/worker/api.js, which gives them their types; `sent` counts the
// messages posted, by call name (the browser tests count a solve's round trips with it).

const DEFAULT_BUDGET_MS = 10000;

export class WorkerClient {
  /**
   * @param {{onProgress?: (progress: {table: string, fraction: number}) => void,
   *   onNotice?: (text: string) => void, onRestart?: (reason: string) => void}} [handlers]
   */
  constructor({ onProgress = () => {}, onNotice = () => {}, onRestart = () => {} } = {}) {
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
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }) => this.#receive(data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.restart(`The solver worker stopped (${event.message || 'it failed to load'}).`);
    };
    this.info = this.call('info', [], { budgetMs: 30000 });
  }

  #receive(data) {
    if (data.progress) {
      for (const p of this.pending.values()) this.#arm(p);
      this.onProgress(data.progress);
      return;
    }
    if (data.notice) return this.onNotice(data.notice);
    const p = this.pending.get(data.id);
    if (!p) return;
    this.#settle(data.id);
    p.resolve(data.result);
    if (data.fatal) this.restart(`The solver crashed in ${p.fn} (${data.result.error}).`);
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
  // dies, stays silent past the budget or is closed.
  call(fn, args = [], { budgetMs = DEFAULT_BUDGET_MS } = {}) {
    const id = this.nextId++;
    this.sent[fn] = (this.sent[fn] ?? 0) + 1;
    return new Promise((resolve, reject) => {
      const p = { fn, budgetMs, resolve, reject };
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
    this.worker.terminate();
    const failed = [...this.pending.values()];
    for (const id of [...this.pending.keys()]) this.#settle(id);
    for (const p of failed) p.reject(new Error(reason));
  }

  restart(reason) {
    if (this.closed) return;
    this.worker.terminate();
    const failed = [...this.pending.values()];
    for (const id of [...this.pending.keys()]) this.#settle(id);
    for (const p of failed) p.reject(new Error(reason));
    this.#start();
    this.onRestart(reason);
  }
}
