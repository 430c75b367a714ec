// @ts-check
// The Compare view's Run, Cancel and "Build the optimal table": the comparison on the worker pool
// (every method and length cut into chunks: web/kit/worker_client/pool.js runCompare), progress on
// the message line, a finished comparison kept, a cancelled one's figures so far shown (not kept),
// and what the run's workers said of the optimal table, which two-phase reads for speed when it is
// stored; without it, the build is offered (the solving worker builds and stores it, as the Solve
// view's prompt does).
import { number } from '../../kit/text.js';
import { isError } from '../../kit/worker_client/api.js';
import { batchPoolSize, runCompare } from '../../kit/worker_client/pool.js';
import { BUILD_SECONDS, TABLE_MB } from '../../kit/optimal_table.js';
import { finder } from '../../kit/dom.js';

/** @typedef {import('../../kit/worker_client/api.js').OptimalTableState} OptimalTableState */
/** @typedef {import('./form.js').Form} Form */
/** @typedef {import('./saved.js').Comparison} Comparison */
/** @typedef {Omit<Comparison, 'id' | 'when' | 'seconds'> & {partial?: boolean}} Shown */

function tableNote(/** @type {OptimalTableState[]} */ tables) {
  if (!tables.length) return '';
  if (tables.some((t) => t.ready))
    return ' Two-phase read the stored optimal table (the same answers, faster).';
  const refused = tables.find((t) => t.refused)?.refused;
  if (refused) return ` The stored optimal table was refused (${refused}) and deleted.`;
  return ' Two-phase runs about twice as fast once the optimal table is built (below).';
}

// Whether to offer the table's build under the message: the run's workers found none stored.
const tableMissing = (/** @type {OptimalTableState[]} */ tables) =>
  tables.length > 0 && !tables.some((t) => t.ready);

const rowsOnly = (/** @type {import('../../kit/worker_client/api.js').CompareAnswer[]} */ rows) =>
  rows.map(({ run, ...row }) => row);

/**
 * @param {{root: HTMLElement, api: import('../../kit/worker_client/api.js').Api,
 *   work: {begin: () => void, end: () => void}, form: ReturnType<typeof import('./form.js').createCompareForm>,
 *   show: (shown: Shown) => Promise<void>, keep: (entry: Comparison) => boolean}} panel
 *   `keep` saves a finished comparison (false when the browser refuses)
 */
export function createRunControls({ root, api, work, form, show, keep }) {
  const $ = finder(root);
  const message = $('#compare-message');
  const progress = /** @type {HTMLProgressElement} */ (root.querySelector('#compare-progress'));
  /** @type {(ReturnType<typeof runCompare> & {cancelled?: boolean}) | null} */
  let job = null;

  function setRunning(/** @type {boolean} */ running) {
    $('#compare-run').disabled = running;
    $('#compare-cancel').disabled = !running;
    $('#compare-build-table').disabled = running;
    progress.hidden = !running;
  }

  function offerTable(/** @type {boolean} */ offered) {
    $('#compare-table-offer').hidden = !offered;
    $('#compare-table-offer-hint').textContent =
      `${TABLE_MB} MB, built once in this browser (about ${BUILD_SECONDS} s) and kept for later visits.`;
  }

  async function buildTable() {
    $('#compare-build-table').disabled = $('#compare-run').disabled = true;
    message.textContent = 'Building the optimal table…';
    work.begin();
    try {
      const r = await api.buildOptimalTable();
      if (isError(r)) {
        message.textContent = `The optimal table could not be built: ${r.error}`;
        return;
      }
      offerTable(false);
      message.textContent = r.saved
        ? `Optimal table built in ${number(r.ms / 1000, 1)} s and saved in this browser: ` +
          'the next comparison of 2,000 or more two-phase solves reads it.'
        : `Optimal table built, but this browser refused to store it (${r.saveError}).`;
    } finally {
      $('#compare-build-table').disabled = $('#compare-run').disabled = false;
      work.end();
    }
  }

  async function run() {
    const settings = form.read();
    if ('error' in settings) return (message.textContent = settings.error);
    form.writeLink(settings);
    work.begin();
    setRunning(true);
    offerTable(false);
    progress.value = 0;
    const started = performance.now();
    /** @type {OptimalTableState[]} each worker's answer about the optimal table */
    const tables = [];
    job = start(settings, tables);
    try {
      const rows = await job.done;
      const seconds = (performance.now() - started) / 1000;
      const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const entry = { id, when: new Date().toISOString(), ...settings, seconds, rows: rowsOnly(rows) };
      const kept = keep(entry);
      await show(entry); // drawn before the page counts as idle
      const total = settings.methods.length * settings.lengths.length * settings.samples;
      message.textContent =
        `${number(total)} solves in ${number(seconds, 1)} s` +
        (kept ? '; saved below.' : '; this browser refused to store it.') +
        tableNote(tables);
      offerTable(tableMissing(tables));
    } catch (err) {
      if (job?.cancelled) await showCancelled(settings);
      else message.textContent = `The comparison failed: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      job = null;
      setRunning(false);
      work.end();
    }
  }

  /** The comparison on the pool, its progress on the message line. */
  function start(/** @type {Form} */ settings, /** @type {OptimalTableState[]} */ tables) {
    const tasks = settings.methods.flatMap((method) =>
      settings.lengths.map((length) => ({ method, length })),
    );
    const total = tasks.length * settings.samples;
    const workers = Math.min(batchPoolSize(), total);
    message.textContent = `Solving ${number(total)} scrambles on ${workers} worker${workers > 1 ? 's' : ''}…`;
    return runCompare({
      tasks,
      seed: settings.seed,
      samples: settings.samples,
      size: workers,
      onTable: (table) => table && tables.push(table),
      onChunk: (solved) => {
        progress.value = solved / total;
        message.textContent = `${number(solved)} of ${number(total)} solves…`;
      },
    });
  }

  // A cancelled run's figures so far are shown (each row says how many scrambles it holds), not saved.
  async function showCancelled(/** @type {Form} */ settings) {
    /** @type {import('../../kit/worker_client/api.js').CompareAnswer[]} */
    const rows = (await job?.rows().catch(() => [])) ?? [];
    const done = rows.reduce((n, r) => n + r.samples, 0);
    message.textContent = `Cancelled after ${number(done)} solves; those figures are shown, not saved.`;
    if (rows.length) await show({ ...settings, rows: rowsOnly(rows), partial: true });
  }

  function cancel() {
    if (!job) return;
    job.cancelled = true;
    job.cancel();
  }

  $('#compare-run').addEventListener('click', run);
  $('#compare-cancel').addEventListener('click', cancel);
  $('#compare-build-table').addEventListener('click', buildTable);
}
