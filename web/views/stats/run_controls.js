// @ts-check
// The Statistics view's Run and Cancel: the form read (solves, seed, metric), the run on the pool
// (run.js) or the core's exact cross distribution, the figures so far drawn as they come, progress
// and what happened to lost workers on the message line, and a finished run kept (saved_list.js).
import { number, readInteger } from '../../kit/text.js';
import { poolSize } from '../../kit/worker_client/pool.js';
import { finder } from '../../kit/dom.js';
import { EXACT_CROSS } from './figures.js';
import { startRun } from './run.js';

/** @typedef {import('./figures.js').Entry} Entry */

const MAX_SOLVES = 10000000;
const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * @param {{root: HTMLElement, api: import('../../kit/worker_client/api.js').Api,
 *   work: {begin: () => void, end: () => void}, labels: Map<string, string>,
 *   show: (entry: Entry) => Promise<void>,
 *   saved: ReturnType<typeof import('./saved_list.js').createSavedList>}} panel
 */
export function createRunControls({ root, api, work, labels, show, saved }) {
  const $ = finder(root);
  const message = $('#stats-message');
  const progress = /** @type {HTMLProgressElement} */ (root.querySelector('#stats-progress'));
  /** @type {ReturnType<typeof startRun> | null} */
  let job = null;
  let lostWorkers = ''; // what happened to workers restarted during the current run

  function setRunning(/** @type {boolean} */ running) {
    $('#stats-run').disabled = running;
    $('#stats-cancel').disabled = !running;
    progress.hidden = !running;
  }

  async function run() {
    const method = $('#stats-method').value;
    const metric = /** @type {'htm' | 'qtm' | 'stm'} */ ($('#stats-metric').value);
    const samples = readInteger($('#stats-samples'), 'Solves', 1, MAX_SOLVES);
    const seed = readInteger($('#stats-seed'), 'Seed', 0, MAX_SEED);
    if (samples.error !== undefined || seed.error !== undefined)
      return (message.textContent = samples.error ?? seed.error ?? '');
    const base = { method, label: labels.get(method) ?? method, samples: samples.value, seed: seed.value };
    work.begin();
    setRunning(true);
    const started = performance.now();
    try {
      const result =
        method === EXACT_CROSS ? await api.statsExactCross('white') : await runOnWorkers(base, metric);
      if (!result) return; // cancelled: the partial figures stay on screen
      if ('error' in result) throw new Error(result.error);
      const seconds = (performance.now() - started) / 1000;
      const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const seedShown = method === EXACT_CROSS ? 0 : seed.value;
      const entry = {
        ...base,
        id,
        samples: result.samples,
        seed: seedShown,
        when: new Date().toISOString(),
        seconds,
        result,
      };
      const kept = saved.add(entry);
      await show(entry); // drawn before the page counts as idle
      message.textContent =
        lostWorkers +
        `${number(result.samples)} solves in ${number(seconds, 1)} s` +
        (kept ? '; saved below.' : '; this browser refused to store it.');
    } catch (err) {
      message.textContent = `The run failed: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      job = null;
      setRunning(false);
      work.end();
    }
  }

  // The run on the pool, its figures so far drawn as they come; null when cancelled (the figures
  // so far stay on screen).
  /** @param {Omit<Entry, 'id' | 'result'>} base @param {'htm' | 'qtm' | 'stm'} metric */
  async function runOnWorkers(base, metric) {
    const workers = poolSize();
    const count = base.samples;
    const partial = { ...base, id: 'running' };
    lostWorkers = '';
    message.textContent = `Solving on ${workers} worker${workers > 1 ? 's' : ''}…`;
    job = startRun({
      ...base,
      count,
      metric,
      size: workers,
      api,
      onSolved: (solved) => {
        progress.value = solved / count;
        message.textContent = `${lostWorkers}${number(solved)} of ${number(count)} solves…`;
      },
      onFigures: (result) => show({ ...partial, result }),
      onRestart: (reason) => {
        lostWorkers = `${reason} It was restarted and its solves run again. `;
        message.textContent = lostWorkers;
      },
    });
    const result = await job.done;
    if (!('cancelled' in result)) return result;
    message.textContent = `Cancelled after ${number(result.solved)} solves; those figures are shown, not saved.`;
    if (result.partial) show({ ...partial, result: result.partial });
    return null;
  }

  return { run, cancel: () => job?.cancel() };
}
