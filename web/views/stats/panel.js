// @ts-check
// The statistics panel: thousands to millions of seeded random-state solves, spread over several
// workers and merged exactly by the core (run_controls.js, run.js), drawn as a histogram per phase beside the
// published optima (histogram.js), with a table and exports. Finished runs are kept (IndexedDB) and
// can be shown again after a reload (saved_list.js). Methods and phase labels are the core's
// (methods()); the figures' words and file names are figures.js's.
import { escapeHtml, number } from '../../kit/text.js';
import { copyText, downloadCanvas, downloadText } from '../../kit/download.js';
import { toCsv, toMarkdown } from '../../kit/table_text.js';
import { finder } from '../../kit/dom.js';
import {
  EXACT_CROSS,
  METRIC_LABELS,
  MILESTONE,
  fileName,
  histogramRows,
  markdownRows,
  metricOf,
  partName,
  published,
  runNames,
  summaryOf,
  tableOf,
} from './figures.js';
import { createHistogram, datasetsOf } from './histogram.js';
import { createRunControls } from './run_controls.js';
import { createSavedList } from './saved_list.js';

/** @typedef {import('./figures.js').Entry} Entry */
/** @typedef {import('../../kit/worker_client/api.js').Api} Api */

/**
 * The table of a run: mean, sd, min and max of each phase, the total and each milestone, with the
 * published means beside the milestones.
 * @param {Entry} entry @param {(name: string) => string} titleOf
 */
function tableHtml(entry, titleOf) {
  const cell = (/** @type {string | number} */ x) => `<td>${x}</td>`;
  const metric = metricOf(entry);
  const refsOf = (/** @type {string} */ name) =>
    published(name, metric)
      .map((r) => `<span title="${escapeHtml(r.label)}">${r.mean.toFixed(2)} ${escapeHtml(r.source)}</span>`)
      .join('<br />');
  return (
    '<thead><tr><th>Phase</th><th>Mean</th><th>SD</th><th>Min</th><th>Max</th><th>Published</th></tr></thead><tbody>' +
    tableOf(entry)
      .map(
        ({ name, s }) =>
          `<tr data-phase="${escapeHtml(name)}"><th>${escapeHtml(titleOf(name))}</th>` +
          cell(s.mean.toFixed(3)) +
          cell(s.sd.toFixed(2)) +
          cell(s.min) +
          cell(s.max) +
          cell(refsOf(name)) +
          '</tr>',
      )
      .join('') +
    '</tbody>'
  );
}

const headingOf = (/** @type {Entry} */ entry) =>
  `${entry.label}: ${number(entry.result.samples)} solves` +
  (entry.method === EXACT_CROSS ? '' : `, seed ${entry.seed}`) +
  (metricOf(entry) === 'htm' ? '' : `, ${METRIC_LABELS[metricOf(entry)]}`);

// `methods` is the core's list ({name, label, phases: [{name, label, focus}]}) and `milestones` its
// milestones ({name, label}); `api` the solving worker's calls (the exact cross run, and a
// cancelled run's partial figures).
/**
 * @param {{root: HTMLElement, methods: import('../../kit/worker_client/api.js').MethodInfo[],
 *   milestones: {name: string, label: string}[], api: Api, work: {begin: () => void, end: () => void}}} options
 */
export function createStatsPanel({ root, methods, milestones, api, work }) {
  const $ = finder(root);
  const message = $('#stats-message');
  const progress = /** @type {HTMLProgressElement} */ (root.querySelector('#stats-progress'));
  const phaseSelect = $('#stats-phase');
  const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('#stats-chart'));
  const { labels, titleOf, crossOnly } = runNames(methods, milestones);
  /** @type {Entry | null} the run whose figures are on screen */
  let shown = null;
  const histogram = createHistogram({ canvas, showPublished: () => $('#stats-published').checked, titleOf });
  const saved = createSavedList($('#stats-saved'), {
    onShow: (r) => show(r),
    onOverlay: () => shown && drawChart(),
  });

  $('#stats-method').innerHTML = [...labels]
    .map(([m, label]) => `<option value="${escapeHtml(m)}">${escapeHtml(label)}</option>`)
    .join('');
  $('#stats-method').value = labels.has('cfop') ? 'cfop' : (methods[0]?.name ?? '');

  // The runs drawn: the one on screen, then the saved runs ticked "Overlay" that have this phase or
  // milestone and count in the same metric.
  function drawnRuns(/** @type {Entry} */ on, /** @type {string} */ name) {
    const others = saved
      .overlays(on.id)
      .filter((r) => summaryOf(r.result, name) && metricOf(r) === metricOf(on));
    return [on, ...others];
  }

  function drawChart() {
    const on = shown;
    const name = phaseSelect.value;
    if (!on || !summaryOf(on.result, name)) return Promise.resolve();
    const metric = metricOf(on);
    return histogram.draw(
      () => datasetsOf(drawnRuns(on, name), name, metric, crossOnly.has(name)),
      name,
      metric,
    );
  }

  function show(/** @type {Entry} */ entry) {
    shown = entry;
    const names = [
      ...Object.keys(entry.result.phases),
      'total',
      ...Object.keys(entry.result.milestones ?? {}).map((m) => MILESTONE + m),
    ];
    const keep = phaseSelect.value;
    phaseSelect.innerHTML = names
      .map((n) => `<option value="${escapeHtml(n)}">${escapeHtml(titleOf(n))}</option>`)
      .join('');
    const phases = Object.keys(entry.result.phases).length;
    phaseSelect.value = names.includes(keep) ? keep : phases > 1 ? 'total' : names[0];
    $('#stats-heading').textContent = headingOf(entry);
    $('#stats-table').innerHTML = tableHtml(entry, titleOf);
    return drawChart();
  }

  const runs = createRunControls({ root, api, work, labels, show, saved });

  wireExports(root, {
    shown: () => shown,
    phase: () => phaseSelect.value,
    drawn: drawnRuns,
    titleOf,
    say: (t) => (message.textContent = t),
  });
  $('#stats-published').addEventListener('change', () => histogram.showPublished(phaseSelect.value));
  $('#stats-run').addEventListener('click', runs.run);
  $('#stats-cancel').addEventListener('click', runs.cancel);
  phaseSelect.addEventListener('change', drawChart);
  // The newest saved run is on screen when the panel is first shown.
  return {
    open() {
      const newest = saved.newest();
      if (!shown && newest) show(newest);
    },
  };
}

/**
 * The export buttons: the histogram shown as CSV, the run as JSON, the table as Markdown on the
 * clipboard, the chart as PNG.
 * @param {HTMLElement} root
 * @param {{shown: () => Entry | null, phase: () => string, drawn: (on: Entry, name: string) => Entry[],
 *   titleOf: (name: string) => string, say: (text: string) => void}} panel
 */
function wireExports(root, { shown, phase, drawn, titleOf, say }) {
  const $ = finder(root);
  const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('#stats-chart'));
  /** @param {(entry: Entry) => unknown} action */
  const withShown = (action) => () => {
    const entry = shown();
    if (entry) action(entry);
  };
  $('#stats-csv').addEventListener(
    'click',
    withShown((entry) => {
      const { rows, columns } = histogramRows(drawn(entry, phase()), phase());
      downloadText(fileName(entry, `-${partName(phase())}.csv`), toCsv(rows, columns), 'text/csv');
    }),
  );
  $('#stats-json').addEventListener(
    'click',
    withShown(({ id, ...entry }) =>
      downloadText(
        fileName({ id, ...entry }, '.json'),
        `${JSON.stringify(entry, null, 2)}\n`,
        'application/json',
      ),
    ),
  );
  $('#stats-markdown').addEventListener(
    'click',
    withShown(async (entry) => {
      const rows = markdownRows(entry, titleOf);
      const ok = await copyText(toMarkdown(rows, ['phase', 'mean', 'sd', 'min', 'max', 'published']));
      say(ok ? 'The table is on the clipboard as Markdown.' : 'This browser refused the clipboard.');
    }),
  );
  $('#stats-png').addEventListener(
    'click',
    withShown((entry) => downloadCanvas(fileName(entry, `-${partName(phase())}.png`), canvas)),
  );
}
