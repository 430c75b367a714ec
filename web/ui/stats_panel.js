// @ts-check
// The statistics panel: thousands to millions of seeded random-state solves, spread over several
// workers and merged exactly by the core, drawn as a histogram per phase beside the published
// optima. Finished runs are kept (IndexedDB) and can be shown again after a reload. Methods and
// phase labels are the core's (methods()).
import { escapeHtml } from './text.js';
import { loadRuns, saveRuns } from './saved_stats.js';
import { poolSize, runChunks } from '../worker/pool.js';
import { GREEDY_F2L_PAIR_MEANS, OPTIMAL_CROSS } from '../reference.js';

const EXACT_CROSS = 'cross-exact';
const EXACT_CROSS_LABEL = 'Cross: all 190,080 states';
const MAX_SOLVES = 10000000;
const MAX_SEED = Number.MAX_SAFE_INTEGER;
const MERGE_EVERY_MS = 500;
const RUN_COLOUR = '#2563eb';
const REFERENCE_COLOUR = '#9aa3b2';

const number = (x, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits });

// An integer field in [min, max], or an error naming the field.
function readInteger(input, name, min, max) {
  const text = input.value.trim();
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < min || value > max)
    return { error: `${name} must be a whole number from ${number(min)} to ${number(max)}.` };
  return { value };
}

// `methods` is the core's list ({name, label, phases: [{name, label}]}); `api` the solving worker's
// calls (the exact cross run, and a cancelled run's partial figures).
export function createStatsPanel({ root, methods, api, work }) {
  const $ = (selector) => root.querySelector(selector);
  const message = $('#stats-message');
  const progress = $('#stats-progress');
  const phaseSelect = $('#stats-phase');
  let runs = loadRuns();
  let shown = null; // the run whose figures are on screen
  let job = null;
  let chart = null;
  let lostWorkers = ''; // what happened to workers restarted during the current run

  const labels = new Map([[EXACT_CROSS, EXACT_CROSS_LABEL], ...methods.map((m) => [m.name, m.label])]);
  const phaseLabels = new Map(methods.flatMap((m) => m.phases.map((p) => [p.name, p.label])).reverse());
  const phaseTitle = (name) => (name === 'total' ? 'Total' : (phaseLabels.get(name) ?? name));
  $('#stats-method').innerHTML = [...labels]
    .map(([m, label]) => `<option value="${escapeHtml(m)}">${escapeHtml(label)}</option>`)
    .join('');
  $('#stats-method').value = labels.has('cfop') ? 'cfop' : methods[0]?.name;

  function setRunning(running) {
    $('#stats-run').disabled = running;
    $('#stats-cancel').disabled = !running;
    progress.hidden = !running;
  }

  async function run() {
    const method = $('#stats-method').value;
    const samples = readInteger($('#stats-samples'), 'Solves', 1, MAX_SOLVES);
    const seed = readInteger($('#stats-seed'), 'Seed', 0, MAX_SEED);
    const bad = samples.error ?? seed.error;
    if (bad) return (message.textContent = bad);
    work.begin();
    setRunning(true);
    const started = performance.now();
    try {
      const result =
        method === EXACT_CROSS
          ? await api.statsExactCross('white')
          : await runOnWorkers(method, samples.value, seed.value);
      if (!result) return; // cancelled: the partial figures stay on screen
      if (result.error) throw new Error(result.error);
      const seconds = (performance.now() - started) / 1000;
      const entry = {
        id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        method,
        label: labels.get(method),
        samples: result.samples,
        seed: method === EXACT_CROSS ? 0 : seed.value,
        when: new Date().toISOString(),
        seconds,
        result,
      };
      runs = [entry, ...runs];
      const kept = saveRuns(runs);
      show(entry);
      message.textContent =
        lostWorkers +
        `${number(result.samples)} solves in ${number(seconds, 1)} s` +
        (kept ? '; saved below.' : '; this browser refused to store it.');
      renderSaved();
    } catch (err) {
      message.textContent = `The run failed: ${err.message}`;
    } finally {
      job = null;
      setRunning(false);
      work.end();
    }
  }

  // Chunks over the pool; the figures so far are drawn every MERGE_EVERY_MS. Each pool worker folds
  // its own chunks (web/worker/pool.js), so a redraw is one call: the merge of one fold per worker,
  // made by a pool worker, never by the solving worker.
  async function runOnWorkers(method, count, seed) {
    const workers = poolSize();
    let lastDrawn = 0;
    const partial = { id: 'running', method, label: labels.get(method), seed, samples: count };
    lostWorkers = '';
    message.textContent = `Solving on ${workers} worker${workers > 1 ? 's' : ''}…`;
    job = runChunks({
      method,
      seed,
      count,
      colour: 'white',
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
      const done = folds.reduce((n, c) => n + c.total.count, 0);
      message.textContent = `Cancelled after ${number(done)} solves; those figures are shown, not saved.`;
      if (folds.length) {
        const run = await api.statsMerge(folds);
        if (!run.error) show({ ...partial, result: run });
      }
      return null;
    }
  }

  function cancel() {
    if (!job) return;
    job.cancelled = true;
    job.cancel();
  }

  function show(entry) {
    shown = entry;
    const names = [...Object.keys(entry.result.phases), 'total'];
    const keep = phaseSelect.value;
    phaseSelect.innerHTML = names
      .map(
        (n) =>
          `<option value="${escapeHtml(n)}">${escapeHtml(n === 'total' ? 'Total' : phaseTitle(n))}</option>`,
      )
      .join('');
    phaseSelect.value = names.includes(keep) ? keep : names.length > 2 ? 'total' : names[0];
    renderTable(entry);
    drawChart();
  }

  function summaryOf(name) {
    return name === 'total' ? shown.result.total : shown.result.phases[name];
  }

  function published(name) {
    if (name === 'cross') return { value: OPTIMAL_CROSS.mean, source: OPTIMAL_CROSS.source };
    const pair = GREEDY_F2L_PAIR_MEANS.means[name];
    return pair === undefined ? null : { value: pair, source: GREEDY_F2L_PAIR_MEANS.source };
  }

  function renderTable(entry) {
    const rows = [...Object.entries(entry.result.phases), ['total', entry.result.total]];
    const cell = (x) => `<td>${x}</td>`;
    $('#stats-heading').textContent =
      `${entry.label}: ${number(entry.result.samples)} solves` +
      (entry.method === EXACT_CROSS ? '' : `, seed ${entry.seed}`);
    $('#stats-table').innerHTML =
      '<thead><tr><th>Phase</th><th>Mean</th><th>SD</th><th>Min</th><th>Max</th><th>Published</th></tr></thead><tbody>' +
      rows
        .map(([name, s]) => {
          const ref = published(name);
          return (
            `<tr data-phase="${escapeHtml(name)}"><th>${escapeHtml(phaseTitle(name))}</th>` +
            cell(s.mean.toFixed(3)) +
            cell(s.sd.toFixed(2)) +
            cell(s.min) +
            cell(s.max) +
            cell(ref ? `<span title="${escapeHtml(ref.source)}">${ref.value.toFixed(2)}</span>` : '') +
            '</tr>'
          );
        })
        .join('') +
      '</tbody>';
  }

  // Bars: the share of solves per move count; for the cross, the published optimum beside them.
  async function drawChart() {
    const name = phaseSelect.value;
    const summary = summaryOf(name);
    if (!summary) return;
    const { Chart } = await import('./chart.js');
    const share = (histogram, total) => (k) => (100 * (histogram[k] ?? 0)) / total;
    const reference = name === 'cross' ? OPTIMAL_CROSS.histogram : null;
    const keys = [...Object.keys(summary.histogram), ...Object.keys(reference ?? {})].map(Number);
    const labels = [];
    for (let k = Math.min(...keys); k <= Math.max(...keys); k++) labels.push(k);
    const total = Object.values(summary.histogram).reduce((a, b) => a + b, 0);
    const datasets = [
      {
        label: `${shown.label} (${number(total)} solves)`,
        data: labels.map(share(summary.histogram, total)),
        backgroundColor: RUN_COLOUR,
      },
    ];
    if (reference)
      datasets.push({
        label: OPTIMAL_CROSS.source,
        data: labels.map(share(reference, 190080)),
        backgroundColor: REFERENCE_COLOUR,
      });
    if (chart) chart.destroy();
    chart = new Chart($('#stats-chart'), {
      type: 'bar',
      data: { labels, datasets },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: {
          x: { title: { display: true, text: 'moves (HTM)' } },
          y: { title: { display: true, text: '% of solves' }, beginAtZero: true },
        },
        plugins: { legend: { position: 'bottom' } },
      },
    });
  }

  function renderSaved() {
    $('#stats-saved').innerHTML = runs.length
      ? runs
          .map((r) => {
            const name = `${r.label}, ${number(r.samples)} solves${r.method === EXACT_CROSS ? '' : `, seed ${r.seed}`}`;
            return (
              `<li data-id="${escapeHtml(r.id)}"><span>${escapeHtml(name)}: ${r.result.total.mean.toFixed(2)} moves</span> ` +
              `<button type="button" class="show-run" aria-label="Show ${escapeHtml(name)}">Show</button>` +
              `<button type="button" class="delete-run" aria-label="Delete ${escapeHtml(name)}">Delete</button></li>`
            );
          })
          .join('')
      : '<li class="hint">No saved runs yet.</li>';
  }

  $('#stats-run').addEventListener('click', run);
  $('#stats-cancel').addEventListener('click', cancel);
  phaseSelect.addEventListener('change', drawChart);
  $('#stats-saved').addEventListener('click', (event) => {
    const id = event.target.closest('li')?.dataset.id;
    const entry = runs.find((r) => r.id === id);
    if (!entry) return;
    if (event.target.closest('.show-run')) show(entry);
    if (event.target.closest('.delete-run')) {
      runs = runs.filter((r) => r.id !== id);
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
