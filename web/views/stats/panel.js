// @ts-check
// The statistics panel: thousands to millions of seeded random-state solves, spread over several
// workers and merged exactly by the core, drawn as a histogram per phase beside the published
// optima. Finished runs are kept (IndexedDB) and can be shown again after a reload. Methods and
// phase labels are the core's (methods()).
import { escapeHtml, number, readInteger } from '../../kit/text.js';
import { loadRuns, saveRuns } from './saved_runs.js';
import { copyText, downloadCanvas, downloadText } from '../../kit/download.js';
import { poolSize, runChunks } from '../../kit/worker_client/pool.js';
import { MILESTONE_FIGURES, OPTIMAL_CROSS } from '../../kit/reference.js';
import { toCsv, toMarkdown } from '../../kit/table_text.js';
import { finder } from '../../kit/dom.js';

/** @typedef {import('../../kit/worker_client/api.js').StatsRun} StatsRun */
/** @typedef {import('../../../wasm/cubelab').MoveSummary} MoveSummary */
/**
 * A run on screen: a saved one, or the figures so far of the run going on (id 'running').
 * @typedef {{id: string, method: string, label?: string, samples: number, seed: number,
 *   when?: string, seconds?: number, result: StatsRun}} Entry
 */
/**
 * A dataset drawn: a run's bars (share of solves per move count), or a published figure (the
 * exact cross distribution's bars, a mean's dashed line), which the "Published figures" box hides.
 * @typedef {{type: 'bar' | 'line', label: string, data: {x: number, y: number}[], backgroundColor: string,
 *   borderColor?: string, borderDash?: number[], pointRadius?: number, published?: boolean,
 *   hidden?: boolean}} Bars
 */
/** @typedef {import('chart.js').Chart<'bar', {x: number, y: number}[]>} BarChart */

const EXACT_CROSS = 'cross-exact';
const EXACT_CROSS_LABEL = 'Cross: all 190,080 states';
const MAX_SOLVES = 10000000;
const MAX_SEED = Number.MAX_SAFE_INTEGER;
const MERGE_EVERY_MS = 500;
const RUN_COLOURS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2'];
const REFERENCE_COLOUR = '#9aa3b2';
/** @type {Record<string, string>} */
const PUBLISHED_COLOURS = { optimal: '#64748b', algorithm: '#b45309', humans: '#be185d' };
// Milestones (the core's statsMilestones) are shown after the phases, as "m:NAME".
const MILESTONE = 'm:';
/** @type {Record<string, string>} */
const METRIC_LABELS = { htm: 'HTM', qtm: 'QTM', stm: 'STM' };

// `methods` is the core's list ({name, label, phases: [{name, label, focus}]}) and `milestones` its
// milestones ({name, label}); `api` the solving worker's calls (the exact cross run, and a
// cancelled run's partial figures).
/**
 * @param {{root: HTMLElement, methods: import('../../kit/worker_client/api.js').MethodInfo[],
 *   milestones: {name: string, label: string}[], api: import('../../kit/worker_client/api.js').Api,
 *   work: {begin: () => void, end: () => void}}} options
 */
export function createStatsPanel({ root, methods, milestones, api, work }) {
  const $ = finder(root);
  const message = $('#stats-message');
  const progress = /** @type {HTMLProgressElement} */ (root.querySelector('#stats-progress'));
  const phaseSelect = $('#stats-phase');
  /** @type {import('./saved_runs.js').SavedRun[]} */
  let runs = loadRuns();
  /** @type {Entry | null} the run whose figures are on screen */
  let shown = null;
  /** @type {(ReturnType<typeof runChunks> & {cancelled?: boolean}) | null} */
  let job = null;
  /** @type {BarChart | null} */
  let chart = null;
  let lostWorkers = ''; // what happened to workers restarted during the current run
  /** @type {Set<string>} ids of saved runs drawn over the one on screen */
  const overlaid = new Set();

  /** @type {Map<string, string>} */
  const labels = new Map([
    [EXACT_CROSS, EXACT_CROSS_LABEL],
    ...methods.map((m) => /** @type {[string, string]} */ ([m.name, m.label])),
  ]);
  /** @type {Map<string, string>} */
  const phaseLabels = new Map(
    methods
      .flatMap((m) => m.phases.map((p) => /** @type {[string, string]} */ ([p.name, p.label])))
      .reverse(),
  );
  const phaseTitle = (/** @type {string} */ name) =>
    name === 'total' ? 'Total' : (phaseLabels.get(name) ?? name);
  const milestoneLabels = new Map(milestones.map((m) => [MILESTONE + m.name, m.label]));
  // The phases that solve exactly the cross (the core's focus), and the cross milestone: where the
  // exact optimal cross distribution is drawn beside a run.
  const crossOnly = new Set([
    ...methods.flatMap((m) => m.phases.filter((p) => p.focus === 'cross').map((p) => p.name)),
    MILESTONE + OPTIMAL_CROSS.milestone,
  ]);
  $('#stats-method').innerHTML = [...labels]
    .map(([m, label]) => `<option value="${escapeHtml(m)}">${escapeHtml(label)}</option>`)
    .join('');
  $('#stats-method').value = labels.has('cfop') ? 'cfop' : (methods[0]?.name ?? '');

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
    work.begin();
    setRunning(true);
    const started = performance.now();
    try {
      const result =
        method === EXACT_CROSS
          ? await api.statsExactCross('white')
          : await runOnWorkers(method, samples.value, seed.value, metric);
      if (!result) return; // cancelled: the partial figures stay on screen
      if ('error' in result) throw new Error(result.error);
      const seconds = (performance.now() - started) / 1000;
      const entry = {
        id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        method,
        label: labels.get(method) ?? method,
        samples: result.samples,
        seed: method === EXACT_CROSS ? 0 : seed.value,
        when: new Date().toISOString(),
        seconds,
        result,
      };
      runs = [entry, ...runs];
      const kept = saveRuns(runs);
      await show(entry); // drawn before the page counts as idle
      message.textContent =
        lostWorkers +
        `${number(result.samples)} solves in ${number(seconds, 1)} s` +
        (kept ? '; saved below.' : '; this browser refused to store it.');
      renderSaved();
    } catch (err) {
      message.textContent = `The run failed: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      job = null;
      setRunning(false);
      work.end();
    }
  }

  // Chunks over the pool; the figures so far are drawn every MERGE_EVERY_MS. Each pool worker folds
  // its own chunks (web/kit/worker_client/pool.js), so a redraw is one call: the merge of one fold per worker,
  // made by a pool worker, never by the solving worker.
  /**
   * @param {string} method @param {number} count @param {number} seed @param {'htm' | 'qtm' | 'stm'} metric
   * @returns {Promise<StatsRun | import('../../kit/worker_client/api.js').ApiError | null>}
   */
  async function runOnWorkers(method, count, seed, metric) {
    const workers = poolSize();
    let lastDrawn = 0;
    const partial = { id: 'running', method, label: labels.get(method) ?? method, seed, samples: count };
    lostWorkers = '';
    message.textContent = `Solving on ${workers} worker${workers > 1 ? 's' : ''}…`;
    job = runChunks({
      method,
      seed,
      count,
      colour: 'white',
      metric,
      size: workers,
      onChunk: (solved) => {
        progress.value = solved / count;
        message.textContent = `${lostWorkers}${number(solved)} of ${number(count)} solves…`;
        if (performance.now() - lastDrawn < MERGE_EVERY_MS) return false;
        lastDrawn = performance.now();
        return true;
      },
      onFigures: (run) => {
        if (job) show({ ...partial, result: run });
      },
      onRestart: (reason) => {
        lostWorkers = `${reason} It was restarted and its solves run again. `;
        message.textContent = lostWorkers;
      },
    });
    try {
      return await job.done;
    } catch (err) {
      if (!job?.cancelled) throw err;
      const folds = job.folds();
      const done = folds.reduce(
        (n, c) => n + Number(/** @type {{count?: number}} */ (c.total).count ?? 0),
        0,
      );
      message.textContent = `Cancelled after ${number(done)} solves; those figures are shown, not saved.`;
      if (folds.length) {
        const run = await api.statsMerge(folds);
        if (!('error' in run)) show({ ...partial, result: run });
      }
      return null;
    }
  }

  function cancel() {
    if (!job) return;
    job.cancelled = true;
    job.cancel();
  }

  const milestonesOf = (/** @type {Entry} */ entry) => Object.keys(entry.result.milestones ?? {});
  const titleOf = (/** @type {string} */ name) =>
    name.startsWith(MILESTONE) ? (milestoneLabels.get(name) ?? name) : phaseTitle(name);
  const metricOf = (/** @type {Entry} */ entry) => entry.result.metric ?? 'htm';

  function show(/** @type {Entry} */ entry) {
    shown = entry;
    const names = [
      ...Object.keys(entry.result.phases),
      'total',
      ...milestonesOf(entry).map((m) => MILESTONE + m),
    ];
    const keep = phaseSelect.value;
    phaseSelect.innerHTML = names
      .map((n) => `<option value="${escapeHtml(n)}">${escapeHtml(titleOf(n))}</option>`)
      .join('');
    const phases = Object.keys(entry.result.phases).length;
    phaseSelect.value = names.includes(keep) ? keep : phases > 1 ? 'total' : names[0];
    renderTable(entry);
    return drawChart();
  }

  /** @param {StatsRun} run @param {string} name @returns {MoveSummary | undefined} */
  function summaryOf(run, name) {
    if (name.startsWith(MILESTONE)) return run.milestones?.[name.slice(MILESTONE.length)];
    return name === 'total' ? run.total : run.phases[name];
  }

  // The published means for a milestone (HTM figures: none are shown beside QTM or STM runs).
  /** @param {string} name @param {string} metric @returns {{source: string, label: string, mean: number}[]} */
  function published(name, metric) {
    if (metric !== 'htm' || !name.startsWith(MILESTONE)) return [];
    return (
      /** @type {Record<string, {source: string, label: string, mean: number}[]>} */ (MILESTONE_FIGURES)[
        name.slice(MILESTONE.length)
      ] ?? []
    );
  }

  function renderTable(/** @type {Entry} */ entry) {
    const rows = tableOf(entry);
    const cell = (/** @type {string | number} */ x) => `<td>${x}</td>`;
    const metric = metricOf(entry);
    $('#stats-heading').textContent =
      `${entry.label}: ${number(entry.result.samples)} solves` +
      (entry.method === EXACT_CROSS ? '' : `, seed ${entry.seed}`) +
      (metric === 'htm' ? '' : `, ${METRIC_LABELS[metric]}`);
    $('#stats-table').innerHTML =
      '<thead><tr><th>Phase</th><th>Mean</th><th>SD</th><th>Min</th><th>Max</th><th>Published</th></tr></thead><tbody>' +
      rows
        .map(({ name, s }) => {
          const refs = published(name, metric);
          return (
            `<tr data-phase="${escapeHtml(name)}"><th>${escapeHtml(titleOf(name))}</th>` +
            cell(s.mean.toFixed(3)) +
            cell(s.sd.toFixed(2)) +
            cell(s.min) +
            cell(s.max) +
            cell(
              refs
                .map(
                  (r) =>
                    `<span title="${escapeHtml(r.label)}">${r.mean.toFixed(2)} ${escapeHtml(r.source)}</span>`,
                )
                .join('<br />'),
            ) +
            '</tr>'
          );
        })
        .join('') +
      '</tbody>';
  }

  // The table's rows: phases, total, then the milestones the run reached.
  function tableOf(/** @type {Entry} */ entry) {
    return [
      ...Object.entries(entry.result.phases).map(([name, s]) => ({ name, s })),
      { name: 'total', s: entry.result.total },
      ...Object.entries(entry.result.milestones ?? {}).map(([m, s]) => ({ name: MILESTONE + m, s })),
    ];
  }

  // The runs drawn: the one on screen, then the saved runs ticked "Overlay" that have this phase or
  // milestone and count in the same metric.
  function drawnRuns(/** @type {string} */ name) {
    if (!shown) return [];
    const on = shown;
    const others = runs.filter(
      (r) =>
        overlaid.has(r.id) && r.id !== on.id && summaryOf(r.result, name) && metricOf(r) === metricOf(on),
    );
    return [on, ...others];
  }

  // The histogram as numbers: one line per move count, the solves of each run drawn.
  function histogramRows(/** @type {string} */ name) {
    const drawn = drawnRuns(name);
    const histogram = (/** @type {Entry} */ r) => summaryOf(r.result, name)?.histogram ?? {};
    const keys = drawn.flatMap((r) => Object.keys(histogram(r)).map(Number));
    const rows = [];
    for (let k = Math.min(...keys); k <= Math.max(...keys); k++) {
      /** @type {Record<string, number>} */
      const row = { moves: k };
      for (const r of drawn) row[runName(r)] = histogram(r)[k] ?? 0;
      rows.push(row);
    }
    return { rows, columns: ['moves', ...drawn.map(runName)] };
  }

  const runName = (/** @type {Entry} */ r) =>
    `${r.label}, ${number(r.result.samples)} solves` + (r.method === EXACT_CROSS ? '' : `, seed ${r.seed}`);

  // Bars: the share of solves per move count, for the run on screen and each overlaid run; for the
  // cross (phase or milestone, HTM), the exact optimal distribution beside them; each published
  // mean of this milestone a dashed vertical line. Every one is a dataset the legend shows or hides.
  async function drawChart() {
    const name = phaseSelect.value;
    if (!shown || !summaryOf(shown.result, name)) return;
    const { Chart } = await import('../../kit/chart.js');
    const metric = metricOf(shown);
    /** @param {string} label @param {Record<string, number>} histogram @param {string} colour @returns {Bars} */
    const bar = (label, histogram, colour) => {
      const total = Object.values(histogram).reduce((a, b) => a + b, 0);
      return {
        type: 'bar',
        label,
        data: Object.entries(histogram).map(([k, n]) => ({ x: Number(k), y: (100 * n) / total })),
        backgroundColor: colour,
      };
    };
    const datasets = drawnRuns(name).map((r, i) =>
      bar(runName(r), summaryOf(r.result, name)?.histogram ?? {}, RUN_COLOURS[i % RUN_COLOURS.length]),
    );
    if (metric === 'htm' && crossOnly.has(name))
      datasets.push({
        ...bar(OPTIMAL_CROSS.source, OPTIMAL_CROSS.histogram, REFERENCE_COLOUR),
        published: true,
      });
    const top = Math.max(...datasets.flatMap((d) => d.data.map((p) => p.y)), 1);
    for (const figure of published(name, metric))
      datasets.push({
        type: 'line',
        published: true,
        label: `${figure.label}: mean ${figure.mean}`,
        data: [
          { x: figure.mean, y: 0 },
          { x: figure.mean, y: top },
        ],
        borderColor: PUBLISHED_COLOURS[figure.source] ?? REFERENCE_COLOUR,
        backgroundColor: PUBLISHED_COLOURS[figure.source] ?? REFERENCE_COLOUR,
        borderDash: [6, 4],
        pointRadius: 0,
      });
    for (const d of datasets) if (d.published) d.hidden = !$('#stats-published').checked;
    if (chart) chart.destroy();
    // Bars and lines on one chart: Chart.js takes a line dataset in a bar chart's list.
    const mixed = /** @type {import('chart.js').ChartDataset<'bar', {x: number, y: number}[]>[]} */ (
      /** @type {unknown} */ (datasets)
    );
    /** @type {import('chart.js').ChartConfiguration<'bar', {x: number, y: number}[]>} */
    const config = {
      type: 'bar',
      data: { datasets: mixed },
      options: {
        animation: false,
        maintainAspectRatio: false,
        parsing: false,
        scales: {
          x: {
            type: 'linear',
            offset: true,
            ticks: { stepSize: 1 },
            title: { display: true, text: `moves (${METRIC_LABELS[metric]})` },
          },
          y: { title: { display: true, text: '% of solves' }, beginAtZero: true },
        },
        plugins: {
          legend: {
            position: 'bottom',
            onClick: (event, item, legend) => {
              Chart.defaults.plugins.legend.onClick.call(legend, event, item, legend);
              describe();
            },
          },
        },
      },
    };
    chart = new Chart(canvas(), config);
    describe();
  }

  // The canvas's accessible name lists what is drawn (the browser tests read it too).
  function describe() {
    const drawn = chart;
    if (!drawn) return;
    const lines = drawn.data.datasets
      .map((d) => /** @type {Bars} */ (/** @type {unknown} */ (d)))
      .filter((d, i) => drawn.isDatasetVisible(i))
      .map((d) => (d.published ? `published: ${d.label}` : d.label));
    $('#stats-chart').setAttribute(
      'aria-label',
      `Histogram of ${titleOf(phaseSelect.value)}: ${lines.join('; ')}`,
    );
  }

  // cubelab-stats-METHOD-SOLVES[-seedS][-metric]SUFFIX
  const fileName = (/** @type {Entry} */ entry, /** @type {string} */ suffix) =>
    `cubelab-stats-${entry.method}-${entry.result.samples}` +
    (entry.method === EXACT_CROSS ? '' : `-seed${entry.seed}`) +
    (metricOf(entry) === 'htm' ? '' : `-${metricOf(entry)}`) +
    suffix;
  const canvas = () => /** @type {HTMLCanvasElement} */ (root.querySelector('#stats-chart'));

  function renderSaved() {
    $('#stats-saved').innerHTML = runs.length
      ? runs
          .map((r) => {
            const name = `${r.label}, ${number(r.samples)} solves${r.method === EXACT_CROSS ? '' : `, seed ${r.seed}`}`;
            return (
              `<li data-id="${escapeHtml(r.id)}"><span>${escapeHtml(name)}: ${r.result.total.mean.toFixed(2)} moves</span> ` +
              `<label><input type="checkbox" class="overlay-run"${overlaid.has(r.id) ? ' checked' : ''} ` +
              `aria-label="Overlay ${escapeHtml(name)}" /> Overlay</label> ` +
              `<button type="button" class="show-run" aria-label="Show ${escapeHtml(name)}">Show</button>` +
              `<button type="button" class="delete-run" aria-label="Delete ${escapeHtml(name)}">Delete</button></li>`
            );
          })
          .join('')
      : '<li class="hint">No saved runs yet.</li>';
  }

  $('#stats-published').addEventListener('change', () => {
    const drawn = chart;
    if (!drawn) return;
    drawn.data.datasets.forEach((d, i) => {
      if (/** @type {Bars} */ (/** @type {unknown} */ (d)).published)
        drawn.setDatasetVisibility(i, $('#stats-published').checked);
    });
    drawn.update();
    describe();
  });
  $('#stats-csv').addEventListener('click', () => {
    if (!shown) return;
    const { rows, columns } = histogramRows(phaseSelect.value);
    const part = phaseSelect.value.replace(MILESTONE, 'until-');
    downloadText(fileName(shown, `-${part}.csv`), toCsv(rows, columns), 'text/csv');
  });
  $('#stats-json').addEventListener('click', () => {
    if (!shown) return;
    const { id, ...entry } = shown;
    downloadText(fileName(shown, '.json'), `${JSON.stringify(entry, null, 2)}\n`, 'application/json');
  });
  $('#stats-markdown').addEventListener('click', async () => {
    if (!shown) return;
    const metric = metricOf(shown);
    const rows = tableOf(shown).map(({ name, s }) => ({
      phase: titleOf(name),
      mean: s.mean.toFixed(3),
      sd: s.sd.toFixed(2),
      min: s.min,
      max: s.max,
      published: published(name, metric)
        .map((r) => `${r.mean} ${r.source}`)
        .join(', '),
    }));
    const ok = await copyText(toMarkdown(rows, ['phase', 'mean', 'sd', 'min', 'max', 'published']));
    message.textContent = ok
      ? 'The table is on the clipboard as Markdown.'
      : 'This browser refused the clipboard.';
  });
  $('#stats-png').addEventListener(
    'click',
    () =>
      shown &&
      downloadCanvas(fileName(shown, `-${phaseSelect.value.replace(MILESTONE, 'until-')}.png`), canvas()),
  );
  $('#stats-run').addEventListener('click', run);
  $('#stats-cancel').addEventListener('click', cancel);
  phaseSelect.addEventListener('change', drawChart);
  $('#stats-saved').addEventListener('click', (event) => {
    const target = /** @type {HTMLInputElement} */ (event.target);
    const id = /** @type {HTMLElement | null} */ (target.closest('li'))?.dataset.id ?? '';
    const entry = runs.find((r) => r.id === id);
    if (!entry) return;
    if (target.closest('.show-run')) show(entry);
    if (target.closest('.overlay-run')) {
      if (target.checked) overlaid.add(id);
      else overlaid.delete(id);
      if (shown) drawChart();
    }
    if (target.closest('.delete-run')) {
      runs = runs.filter((r) => r.id !== id);
      overlaid.delete(id);
      saveRuns(runs);
      renderSaved();
    }
  });
  renderSaved();
  // The newest saved run is on screen when the panel is first shown.
  return {
    open() {
      if (!shown && runs.length) show(runs[0]);
    },
  };
}
