// @ts-check
// The comparison panel: the chosen methods on the same seeded scrambles of each chosen length,
// spread over the statistics workers (web/kit/worker_client/pool.js runCompare), merged by the core
// (statsCompareMerge); a table of moves and times per method and length, line charts of moves and
// of time against scramble length with ± 1 sd bands and the thesis's figures dashed beside them;
// exports; saved comparisons reopen without recomputing. Methods and labels are the core's.
import { escapeHtml, number, readInteger } from '../../kit/text.js';
import { finder } from '../../kit/dom.js';
import { copyText, downloadCanvas, downloadText } from '../../kit/download.js';
import { loadComparisons, saveComparisons } from './saved.js';
import { runCompare, batchPoolSize } from '../../kit/worker_client/pool.js';
import { isError } from '../../kit/worker_client/api.js';
import { BUILD_SECONDS, TABLE_MB } from '../../kit/optimal_table.js';
import { METHOD_COMPARISON } from '../../kit/reference.js';
import {
  COLUMNS,
  THESIS_LENGTHS,
  formatLengths,
  lengthLabel,
  parseLengths,
  rounded,
  tableRows,
} from './model.js';
import { toCsv, toMarkdown } from '../../kit/table_text.js';

const MAX_SAMPLES = 1000000;
const MAX_SEED = Number.MAX_SAFE_INTEGER;
// The thesis's three methods, checked when nothing else is asked for.
const DEFAULT_METHODS = ['cfop-2look', 'beginner', 'twophase'];
const PALETTE = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777'];

// What the run's workers said of the optimal table, which two-phase reads for speed when stored.
/** @typedef {import('../../kit/worker_client/api.js').OptimalTableState} OptimalTableState */
/**
 * A comparison on screen: a saved one, or a cancelled run's figures so far (`partial`).
 * @typedef {Omit<import('./saved.js').Comparison, 'id' | 'when' | 'seconds'> & {partial?: boolean}} Shown
 */
/** @typedef {{methods: string[], lengths: number[], samples: number, seed: number}} Form */
/** A chart's line: a method's mean, one edge of its ± sd band, or the thesis's mean (dashed). */
/** @typedef {import('chart.js').ChartDataset<'line', (number | null)[]> & {band?: boolean, thesis?: boolean}} Line */
/** @typedef {import('chart.js').Chart<'line', (number | null)[], string>} LineChart */

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

/**
 * @param {{root: HTMLElement, methods: import('../../kit/worker_client/api.js').MethodInfo[],
 *   work: {begin: () => void, end: () => void}, api: import('../../kit/worker_client/api.js').Api}} options
 */
export function createComparePanel({ root, methods, work, api }) {
  const $ = finder(root);
  const message = $('#compare-message');
  const progress = /** @type {HTMLProgressElement} */ (root.querySelector('#compare-progress'));
  const labels = new Map(methods.map((m) => [m.name, m.label]));
  const colourOf = (/** @type {string} */ method) =>
    PALETTE[
      Math.max(
        0,
        methods.findIndex((m) => m.name === method),
      ) % PALETTE.length
    ];
  let saved = loadComparisons();
  /** @type {Shown | null} the comparison on screen */
  let shown = null;
  /** @type {(ReturnType<typeof runCompare> & {cancelled?: boolean}) | null} */
  let job = null;
  /** @type {Record<string, LineChart>} */
  const charts = {};

  $('#compare-methods').innerHTML = methods
    .map(
      (m) =>
        `<label><input type="checkbox" name="compare-method" value="${escapeHtml(m.name)}"` +
        `${DEFAULT_METHODS.includes(m.name) ? ' checked' : ''} /> ${escapeHtml(m.label)}</label>`,
    )
    .join('');
  $('#compare-lengths').value = formatLengths(THESIS_LENGTHS);

  const methodBoxes = () =>
    /** @type {HTMLInputElement[]} */ ([...root.querySelectorAll('[name=compare-method]')]);
  const chosenMethods = () =>
    methodBoxes()
      .filter((b) => b.checked)
      .map((b) => b.value);

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

  // The table is built by the solving worker (as the Solve view's prompt does) and stored; the
  // next comparison's workers read it from the browser's storage.
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

  // The form's settings, or an error naming the field (and, for the lengths, the column).
  function readForm() {
    const chosen = chosenMethods();
    if (!chosen.length) return { error: 'Pick at least one method.' };
    const lengths = parseLengths($('#compare-lengths').value);
    if ('error' in lengths) return { error: `Scramble lengths: ${lengths.error}.` };
    const samples = readInteger($('#compare-samples'), 'Scrambles per length', 1, MAX_SAMPLES);
    const seed = readInteger($('#compare-seed'), 'Seed', 0, MAX_SEED);
    const bad = samples.error ?? seed.error;
    if (bad) return { error: bad };
    const solves = chosen.length * lengths.lengths.length * Number(samples.value);
    if (solves > 10000000)
      return { error: `That is ${number(solves)} solves; at most 10,000,000 per comparison.` };
    return {
      methods: chosen,
      lengths: lengths.lengths,
      samples: Number(samples.value),
      seed: Number(seed.value),
    };
  }

  // The address holds the settings, so a link (or a reload) brings the same comparison back.
  function writeLink(/** @type {{methods: string[], lengths: number[], samples: number, seed: number}} */ s) {
    const params = new URLSearchParams({
      methods: s.methods.join(','),
      lengths: formatLengths(s.lengths).replaceAll(' ', ''),
      samples: String(s.samples),
      seed: String(s.seed),
    });
    history.replaceState(null, '', `#/compare?${params}`);
  }

  async function run() {
    const form = readForm();
    if ('error' in form) return (message.textContent = form.error ?? '');
    writeLink(form);
    work.begin();
    setRunning(true);
    offerTable(false);
    progress.value = 0;
    const started = performance.now();
    const tasks = form.methods.flatMap((method) => form.lengths.map((length) => ({ method, length })));
    const total = tasks.length * form.samples;
    const workers = Math.min(batchPoolSize(), total);
    message.textContent = `Solving ${number(total)} scrambles on ${workers} worker${workers > 1 ? 's' : ''}…`;
    /** @type {OptimalTableState[]} each worker's answer about the optimal table (web/kit/worker_client/pool.js) */
    const tables = [];
    job = runCompare({
      tasks,
      seed: form.seed,
      samples: form.samples,
      size: workers,
      onTable: (table) => table && tables.push(table),
      onChunk: (solved) => {
        progress.value = solved / total;
        message.textContent = `${number(solved)} of ${number(total)} solves…`;
      },
    });
    try {
      const rows = await job.done;
      const seconds = (performance.now() - started) / 1000;
      const entry = {
        id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        when: new Date().toISOString(),
        ...form,
        seconds,
        rows: rows.map(({ run, ...row }) => row),
      };
      saved = [entry, ...saved];
      const kept = saveComparisons(saved);
      await show(entry); // drawn before the page counts as idle
      message.textContent =
        `${number(total)} solves in ${number(seconds, 1)} s` +
        (kept ? '; saved below.' : '; this browser refused to store it.') +
        tableNote(tables);
      offerTable(tableMissing(tables));
      renderSaved();
    } catch (err) {
      if (job?.cancelled) await showCancelled(form);
      else message.textContent = `The comparison failed: ${/** @type {Error} */ (err).message}`;
    } finally {
      job = null;
      setRunning(false);
      work.end();
    }
  }

  // A cancelled run's figures so far are shown (each row says how many scrambles it holds), not saved.
  async function showCancelled(/** @type {Form} */ form) {
    /** @type {import('../../kit/worker_client/api.js').CompareAnswer[]} */
    const rows = (await job?.rows().catch(() => [])) ?? [];
    const done = rows.reduce((n, r) => n + r.samples, 0);
    message.textContent = `Cancelled after ${number(done)} solves; those figures are shown, not saved.`;
    if (rows.length) await show({ ...form, rows: rows.map(({ run, ...row }) => row), partial: true });
  }

  function cancel() {
    if (!job) return;
    job.cancelled = true;
    job.cancel();
  }

  function show(/** @type {Shown} */ entry) {
    shown = entry;
    $('.compare-tools').hidden = false;
    $('#compare-heading').textContent =
      `${entry.methods.map((m) => labels.get(m) ?? m).join(', ')}: ${number(entry.samples)} scrambles per length, seed ${entry.seed}` +
      (entry.partial ? ' (cancelled: partial)' : '');
    renderTable();
    return drawCharts();
  }

  function currentTable() {
    return rounded(tableRows(shown?.rows ?? [], labels, METHOD_COMPARISON));
  }

  function renderTable() {
    const rows = currentTable();
    const head =
      '<thead><tr><th rowspan="2">Method</th><th rowspan="2">Length</th><th rowspan="2">Scrambles</th>' +
      '<th colspan="4">Moves (HTM)</th><th colspan="4">Time (ms)</th><th colspan="2">Thesis mean</th></tr>' +
      '<tr><th>mean</th><th>sd</th><th>min</th><th>max</th><th>mean</th><th>sd</th><th>min</th><th>max</th>' +
      '<th>moves</th><th>ms</th></tr></thead>';
    const cell = (/** @type {unknown} */ x) => `<td>${x === null ? '' : escapeHtml(String(x))}</td>`;
    $('#compare-table').innerHTML =
      head +
      '<tbody>' +
      rows
        .map(
          (r) =>
            `<tr data-method="${escapeHtml(r.method)}" data-length="${escapeHtml(r.length)}">` +
            `<th>${escapeHtml(r.label)}</th>` +
            [
              r.length,
              r.samples,
              r.moves_mean,
              r.moves_sd,
              r.moves_min,
              r.moves_max,
              r.ms_mean,
              r.ms_sd,
              r.ms_min,
              r.ms_max,
              r.thesis_moves_mean,
              r.thesis_ms_mean,
            ]
              .map(cell)
              .join('') +
            '</tr>',
        )
        .join('') +
      '</tbody>';
  }

  // One chart per figure (moves, ms): per method its mean line, a ± 1 sd band (two hidden-border
  // lines filled between), and the thesis's mean for that method as a dashed line where it has one.
  async function drawCharts() {
    const { Chart } = await import('../../kit/chart.js');
    if (!shown) return;
    const { lengths, methods: shownMethods, rows } = shown;
    const x = lengths.map(lengthLabel);
    const showThesis = $('#compare-thesis').checked;
    const showBands = $('#compare-bands').checked;
    for (const [key, canvasId, axis] of /** @type {const} */ ([
      ['moves', '#compare-moves-chart', 'moves (HTM)'],
      ['ms', '#compare-time-chart', 'ms per solve'],
    ])) {
      /** @type {Line[]} */
      const datasets = [];
      for (const method of shownMethods) {
        const colour = colourOf(method);
        const label = labels.get(method) ?? method;
        const at = (/** @type {number} */ length) =>
          rows.find((r) => r.method === method && r.scramble_length === length)?.[key];
        const mean = lengths.map((/** @type {number} */ l) => at(l)?.mean ?? null);
        const sd = lengths.map((/** @type {number} */ l) => at(l)?.sd ?? null);
        const band = { borderWidth: 0, pointRadius: 0, band: true, hidden: !showBands };
        datasets.push({
          ...band,
          label: `${label} − sd`,
          data: mean.map((m, i) => (m === null ? null : m - (sd[i] ?? 0))),
        });
        datasets.push({
          ...band,
          label: `${label} + sd`,
          data: mean.map((m, i) => (m === null ? null : m + (sd[i] ?? 0))),
          fill: '-1',
          backgroundColor: `${colour}33`,
        });
        datasets.push({ label, data: mean, borderColor: colour, backgroundColor: colour });
        const thesis =
          /** @type {Record<string, {label: string, moves_mean: number[], ms_mean: number[]}>} */ (
            METHOD_COMPARISON.methods
          )[method];
        if (thesis) {
          const figures = key === 'moves' ? thesis.moves_mean : thesis.ms_mean;
          datasets.push({
            label: `thesis: ${thesis.label}`,
            thesis: true,
            hidden: !showThesis,
            data: lengths.map((/** @type {number} */ l) => {
              const i = METHOD_COMPARISON.lengths.indexOf(l);
              return i < 0 ? null : figures[i];
            }),
            borderColor: colour,
            backgroundColor: colour,
            borderDash: [6, 4],
            pointStyle: 'rectRot',
          });
        }
      }
      charts[key]?.destroy();
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector(canvasId));
      /** @type {import('chart.js').ChartConfiguration<'line', (number | null)[], string>} */
      const config = {
        type: 'line',
        data: { labels: x, datasets },
        options: {
          animation: false,
          maintainAspectRatio: false,
          spanGaps: true,
          scales: {
            x: { title: { display: true, text: 'scramble length (random moves)' } },
            y: { title: { display: true, text: axis }, beginAtZero: true },
          },
          plugins: {
            legend: {
              position: 'bottom',
              labels: {
                filter: (item, data) => !(/** @type {Line} */ (data.datasets[item.datasetIndex ?? 0]).band),
              },
            },
          },
        },
      };
      charts[key] = new Chart(canvas, config);
      describe(key);
    }
  }

  // The canvas's accessible name lists the lines drawn (the browser tests read it too).
  function describe(/** @type {string} */ key) {
    const chart = charts[key];
    const lines = chart.data.datasets
      .map((d) => /** @type {Line} */ (d))
      .filter((d, i) => !d.band && chart.isDatasetVisible(i))
      .map((d) => d.label + (d.thesis ? ' (dashed)' : ''));
    chart.canvas.setAttribute(
      'aria-label',
      `${key === 'moves' ? 'Moves' : 'Time'} against scramble length: ${lines.join(', ')}`,
    );
  }

  // Shows or hides every dataset that `which` picks, on both charts.
  function toggle(/** @type {(d: Line) => boolean} */ which, /** @type {boolean} */ visible) {
    for (const key of Object.keys(charts)) {
      const chart = charts[key];
      chart.data.datasets.forEach((d, i) => {
        if (which(/** @type {Line} */ (d))) chart.setDatasetVisibility(i, visible);
      });
      chart.update();
      describe(key);
    }
  }

  const fileName = (/** @type {string} */ ext) =>
    `cubelab-compare-seed${shown?.seed}-${shown?.samples}x.${ext}`;

  function exportJson() {
    if (!shown) return;
    const { methods: m, lengths, samples, seed } = shown;
    const body = { methods: m, lengths, samples, seed, source: 'CubeLab', rows: currentTable() };
    downloadText(fileName('json'), `${JSON.stringify(body, null, 2)}\n`, 'application/json');
  }

  function renderSaved() {
    $('#compare-saved').innerHTML = saved.length
      ? saved
          .map((e) => {
            const name =
              `${e.methods.map((/** @type {string} */ m) => labels.get(m) ?? m).join(', ')}; ` +
              `lengths ${formatLengths(e.lengths)}; ${number(e.samples)} each, seed ${e.seed}`;
            return (
              `<li data-id="${escapeHtml(e.id)}"><span>${escapeHtml(name)}</span> ` +
              `<button type="button" class="show-run" aria-label="Show ${escapeHtml(name)}">Show</button>` +
              `<button type="button" class="delete-run" aria-label="Delete ${escapeHtml(name)}">Delete</button></li>`
            );
          })
          .join('')
      : '<li class="hint">No saved comparisons yet.</li>';
  }

  // A link's settings fill the form; a saved comparison with exactly those settings is shown.
  function applyLink(/** @type {import('../../kit/link.js').LinkState} */ state) {
    if (state.methods) {
      const wanted = state.methods.split(',');
      for (const box of methodBoxes()) box.checked = wanted.includes(box.value);
    }
    if (state.lengths) $('#compare-lengths').value = state.lengths.replaceAll(',', ', ');
    if (state.samples) $('#compare-samples').value = state.samples;
    if (state.seed) $('#compare-seed').value = state.seed;
    const form = readForm();
    if ('error' in form) {
      if (state.methods || state.lengths) message.textContent = `This link's settings: ${form.error}`;
      return;
    }
    const same = saved.find(
      (e) =>
        e.seed === form.seed &&
        e.samples === form.samples &&
        e.methods.join() === form.methods.join() &&
        e.lengths.join() === form.lengths.join(),
    );
    if (same) show(same);
  }

  $('#compare-run').addEventListener('click', run);
  $('#compare-cancel').addEventListener('click', cancel);
  $('#compare-build-table').addEventListener('click', buildTable);
  $('#compare-thesis').addEventListener('change', () =>
    toggle((d) => Boolean(d.thesis), $('#compare-thesis').checked),
  );
  $('#compare-bands').addEventListener('change', () =>
    toggle((d) => Boolean(d.band), $('#compare-bands').checked),
  );
  $('#compare-csv').addEventListener('click', () =>
    downloadText(fileName('csv'), toCsv(currentTable(), COLUMNS), 'text/csv'),
  );
  $('#compare-json').addEventListener('click', exportJson);
  $('#compare-markdown').addEventListener('click', async () => {
    const ok = await copyText(toMarkdown(currentTable(), COLUMNS));
    message.textContent = ok
      ? 'The table is on the clipboard as Markdown.'
      : 'This browser refused the clipboard.';
  });
  $('#compare-png-moves').addEventListener('click', () =>
    downloadCanvas(
      fileName('moves.png'),
      /** @type {HTMLCanvasElement} */ (root.querySelector('#compare-moves-chart')),
    ),
  );
  $('#compare-png-time').addEventListener('click', () =>
    downloadCanvas(
      fileName('time.png'),
      /** @type {HTMLCanvasElement} */ (root.querySelector('#compare-time-chart')),
    ),
  );
  $('#compare-saved').addEventListener('click', (event) => {
    const target = /** @type {Element} */ (event.target);
    const id = /** @type {HTMLElement | null} */ (target.closest('li'))?.dataset.id;
    const entry = saved.find((e) => e.id === id);
    if (!entry) return;
    if (target.closest('.show-run')) {
      show(entry);
      writeLink(entry);
      for (const box of methodBoxes()) box.checked = entry.methods.includes(box.value);
      $('#compare-lengths').value = formatLengths(entry.lengths);
      $('#compare-samples').value = String(entry.samples);
      $('#compare-seed').value = String(entry.seed);
    }
    if (target.closest('.delete-run')) {
      saved = saved.filter((e) => e.id !== id);
      saveComparisons(saved);
      renderSaved();
    }
  });
  renderSaved();
  return {
    open(/** @type {import('../../kit/link.js').LinkState} */ state) {
      applyLink(state);
      if (!shown && saved.length) show(saved[0]);
    },
  };
}
