// @ts-check
// The comparison panel (the method-comparison thesis's testing mode): several methods on the same
// random-move scrambles of several lengths (and random states), over the worker pool
// (run_controls.js), shown as a table beside the thesis's figures and as moves and time against
// scramble length (charts.js), with exports; finished comparisons kept (saved_list.js). The
// settings are in the address (form.js), so a link reopens the same comparison.
import { escapeHtml, number } from '../../kit/text.js';
import { copyText, downloadCanvas, downloadText } from '../../kit/download.js';
import { METHOD_COMPARISON } from '../../kit/reference.js';
import { toCsv, toMarkdown } from '../../kit/table_text.js';
import { finder } from '../../kit/dom.js';
import { COLUMNS, rounded, tableRows } from './model.js';
import { createCompareCharts } from './charts.js';
import { createCompareForm } from './form.js';
import { createRunControls } from './run_controls.js';
import { createSavedList } from './saved_list.js';

/** @typedef {import('./run_controls.js').Shown} Shown */
/** @typedef {ReturnType<typeof rounded>[number]} ShownRow a line of the table, rounded */

/** The results table: one line per method and length, the thesis's mean beside it. */
function tableHtml(/** @type {ShownRow[]} */ rows) {
  const head =
    '<thead><tr><th rowspan="2">Method</th><th rowspan="2">Length</th><th rowspan="2">Scrambles</th>' +
    '<th colspan="4">Moves (HTM)</th><th colspan="4">Time (ms)</th><th colspan="2">Thesis mean</th></tr>' +
    '<tr><th>mean</th><th>sd</th><th>min</th><th>max</th><th>mean</th><th>sd</th><th>min</th><th>max</th>' +
    '<th>moves</th><th>ms</th></tr></thead>';
  const cell = (/** @type {unknown} */ x) => `<td>${x === null ? '' : escapeHtml(String(x))}</td>`;
  const figures = (/** @type {ShownRow} */ r) =>
    [
      ...[r.length, r.samples, r.moves_mean, r.moves_sd, r.moves_min, r.moves_max],
      ...[r.ms_mean, r.ms_sd, r.ms_min, r.ms_max, r.thesis_moves_mean, r.thesis_ms_mean],
    ]
      .map(cell)
      .join('');
  const line = (/** @type {ShownRow} */ r) =>
    `<tr data-method="${escapeHtml(r.method)}" data-length="${escapeHtml(r.length)}">` +
    `<th>${escapeHtml(r.label)}</th>${figures(r)}</tr>`;
  return `${head}<tbody>${rows.map(line).join('')}</tbody>`;
}

/**
 * @param {{root: HTMLElement, methods: import('../../kit/worker_client/api.js').MethodInfo[],
 *   work: {begin: () => void, end: () => void}, api: import('../../kit/worker_client/api.js').Api}} options
 */
export function createComparePanel({ root, methods, work, api }) {
  const $ = finder(root);
  const labels = new Map(methods.map((m) => [m.name, m.label]));
  /** @type {Shown | null} the comparison on screen */
  let shown = null;
  const form = createCompareForm(root, methods);
  const charts = createCompareCharts(root, {
    methods,
    labels,
    bands: () => $('#compare-bands').checked,
    thesis: () => $('#compare-thesis').checked,
  });
  const saved = createSavedList($('#compare-saved'), labels, (entry) => {
    show(entry);
    form.writeLink(entry);
    form.fill(entry);
  });
  createRunControls({ root, api, work, form, show, keep: saved.add });

  function show(/** @type {Shown} */ entry) {
    shown = entry;
    $('.compare-tools').hidden = false;
    $('#compare-heading').textContent =
      `${entry.methods.map((m) => labels.get(m) ?? m).join(', ')}: ${number(entry.samples)} scrambles per length, seed ${entry.seed}` +
      (entry.partial ? ' (cancelled: partial)' : '');
    $('#compare-table').innerHTML = tableHtml(currentTable());
    return charts.draw(() => shown);
  }

  const currentTable = () => rounded(tableRows(shown?.rows ?? [], labels, METHOD_COMPARISON));

  // A link's settings fill the form; a saved comparison with exactly those settings is shown.
  function applyLink(/** @type {import('../../kit/link.js').LinkState} */ state) {
    const settings = form.fromLink(state);
    if ('error' in settings) {
      if (state.methods || state.lengths)
        $('#compare-message').textContent = `This link's settings: ${settings.error}`;
      return;
    }
    const same = saved.find(settings);
    if (same) show(same);
  }

  $('#compare-thesis').addEventListener('change', () =>
    charts.toggle((d) => Boolean(d.thesis), $('#compare-thesis').checked),
  );
  $('#compare-bands').addEventListener('change', () =>
    charts.toggle((d) => Boolean(d.band), $('#compare-bands').checked),
  );
  wireExports(root, { shown: () => shown, table: currentTable });
  return {
    open(/** @type {import('../../kit/link.js').LinkState} */ state) {
      applyLink(state);
      const newest = saved.newest();
      if (!shown && newest) show(newest);
    },
  };
}

/**
 * The export buttons: the table as CSV, JSON (with the settings) and Markdown (clipboard), each
 * chart as PNG.
 * @param {HTMLElement} root
 * @param {{shown: () => Shown | null, table: () => ShownRow[]}} panel
 */
function wireExports(root, { shown, table }) {
  const $ = finder(root);
  const fileName = (/** @type {string} */ ext) =>
    `cubelab-compare-seed${shown()?.seed}-${shown()?.samples}x.${ext}`;
  const canvas = (/** @type {string} */ id) => /** @type {HTMLCanvasElement} */ (root.querySelector(id));
  $('#compare-csv').addEventListener('click', () =>
    downloadText(fileName('csv'), toCsv(table(), COLUMNS), 'text/csv'),
  );
  $('#compare-json').addEventListener('click', () => {
    const on = shown();
    if (!on) return;
    const { methods, lengths, samples, seed } = on;
    const body = { methods, lengths, samples, seed, source: 'CubeLab', rows: table() };
    downloadText(fileName('json'), `${JSON.stringify(body, null, 2)}\n`, 'application/json');
  });
  $('#compare-markdown').addEventListener('click', async () => {
    const ok = await copyText(toMarkdown(table(), COLUMNS));
    $('#compare-message').textContent = ok
      ? 'The table is on the clipboard as Markdown.'
      : 'This browser refused the clipboard.';
  });
  $('#compare-png-moves').addEventListener('click', () =>
    downloadCanvas(fileName('moves.png'), canvas('#compare-moves-chart')),
  );
  $('#compare-png-time').addEventListener('click', () =>
    downloadCanvas(fileName('time.png'), canvas('#compare-time-chart')),
  );
}
