// @ts-check
// The pattern-to-pattern distance matrix as one component, shown in the Route view and in the
// Compare view: the patterns and metric picked, every ordered pair routed over the worker pool
// (progress and Cancel), each cell the route found beside the naive one (solve A, undo B), shaded
// by length, the means beside the routing thesis's, a CSV export. A cell opens its route in the
// Route view.
import { isError } from '../worker_client/api.js';
import { runRouteMatrix } from './pool.js';
import { matrixCsv, matrixMeans, orderedPairs } from './model.js';
import { ROUTE_THESIS } from '../reference.js';
import { formatLink } from '../link.js';
import { downloadText } from '../download.js';
import { escapeHtml } from '../text.js';
import { finder } from '../dom.js';

/** @param {string} prefix */
const markup = (prefix) => `
  <h2 id="${prefix}-title">Distances between patterns</h2>
  <p class="hint">Every ordered pair of the patterns ticked, routed by the core (the route found, and
    the naive route: solve A, then undo B). Open a cell to play its route.</p>
  <fieldset class="compare-methods">
    <legend>Patterns</legend>
    <div id="${prefix}-patterns" class="row wrap"></div>
  </fieldset>
  <div class="row wrap">
    <label for="${prefix}-metric">Metric</label>
    <select id="${prefix}-metric">
      <option value="htm">HTM (face turns)</option>
      <option value="qtm">QTM (quarter turns)</option>
    </select>
    <button type="button" id="${prefix}-run" class="primary">Route every pair</button>
    <button type="button" id="${prefix}-cancel" disabled>Cancel</button>
    <button type="button" id="${prefix}-csv" disabled>CSV</button>
  </div>
  <progress id="${prefix}-progress" max="1" value="0" hidden aria-label="Route matrix progress"></progress>
  <p id="${prefix}-message" class="hint" aria-live="polite"></p>
  <dl id="${prefix}-means" class="maths-facts"></dl>
  <div class="compare-table-wrap" tabindex="0" role="region" aria-label="Route matrix"><table id="${prefix}-table" class="stats-table route-matrix"></table></div>`;

/**
 * @param {{root: HTMLElement, api: import('../worker_client/api.js').Api,
 *   work: {begin: () => void, end: () => void}, prefix: string}} options
 */
export function createRouteMatrix({ root, api, work, prefix }) {
  root.innerHTML = markup(prefix);
  root.setAttribute('aria-labelledby', `${prefix}-title`);
  const find = finder(root);
  const $ = (/** @type {string} */ id) => find(`#${prefix}-${id}`);
  /** @type {string[]} */
  let names = [];
  /** @type {string[]} the patterns of the run shown */
  let shown = [];
  /** @type {'htm' | 'qtm'} */
  let metric = 'htm';
  /** @type {import('./model.js').Cell[]} */
  let cells = [];
  /** @type {ReturnType<typeof runRouteMatrix> | null} */
  let run = null;

  async function loadPatterns() {
    if (names.length) return;
    const list = await api.patterns();
    names = isError(list) ? [] : list.map((p) => p.name);
    $('patterns').innerHTML = names
      .map(
        (n) => `<label><input type="checkbox" value="${escapeHtml(n)}" checked /> ${escapeHtml(n)}</label>`,
      )
      .join('');
  }

  const picked = () =>
    [.../** @type {NodeListOf<HTMLInputElement>} */ ($('patterns').querySelectorAll('input:checked'))].map(
      (i) => i.value,
    );

  // Shading: the shortest cell light, the longest strong (lengths in the run's metric).
  function shade(/** @type {number | null} */ length, /** @type {number} */ lo, /** @type {number} */ hi) {
    if (length === null) return '';
    const t = hi > lo ? (length - lo) / (hi - lo) : 0;
    return `hsl(210 70% ${Math.round(92 - t * 35)}%)`;
  }

  function draw() {
    const table = $('table');
    if (!shown.length) return (table.innerHTML = '');
    const at = new Map(cells.map((c) => [`${c.from},${c.to}`, c]));
    const lengths = cells.map((c) => c.length).filter((n) => n !== null);
    const lo = Math.min(...lengths);
    const hi = Math.max(...lengths);
    const unit = metric === 'qtm' ? 'q' : '';
    const head = `<thead><tr><th scope="col">from \\ to</th>${shown
      .map((n) => `<th scope="col">${escapeHtml(n)}</th>`)
      .join('')}</tr></thead>`;
    const body = shown
      .map((from, i) => {
        const row = shown.map((to, j) => {
          if (i === j) return '<td>—</td>';
          const c = at.get(`${i},${j}`);
          if (!c) return '<td class="hint">…</td>';
          const href = formatLink('route', { scramble: from, to, metric });
          const text = `${c.length}${unit}${c.relaxed ? '*' : ''} <span class="hint">(naive ${c.naive ?? '–'})</span>`;
          const title = `${from} → ${to}: ${c.solution}`;
          return `<td data-cell="${i},${j}"><a href="${escapeHtml(href)}" title="${escapeHtml(title)}">${text}</a></td>`;
        });
        return `<tr><th scope="row">${escapeHtml(from)}</th>${row.join('')}</tr>`;
      })
      .join('');
    table.innerHTML = head + `<tbody>${body}</tbody>`;
    // Colours through the style object (the page's Content-Security-Policy has no style attributes).
    for (const td of /** @type {NodeListOf<HTMLElement>} */ (table.querySelectorAll('td[data-cell]'))) {
      const c = at.get(td.dataset.cell ?? '');
      td.style.background = shade(c?.length ?? null, lo, hi);
    }
    drawMeans();
  }

  function drawMeans() {
    const found = matrixMeans(cells, 'length');
    const naive = matrixMeans(cells, 'naive');
    const unit = metric.toUpperCase();
    const f = (/** @type {number | null} */ v) => (v === null ? '—' : v.toFixed(2));
    const relaxed = cells.filter((c) => c.relaxed).length;
    const rows = [
      [
        `Mean, every ordered pair (${found.pairs})`,
        `${f(found.mean)} ${unit}; naive ${f(naive.mean)} ${unit}`,
      ],
      [
        `Mean, the better direction of each pair (${found.unordered})`,
        `${f(found.better)} ${unit}; naive ${f(naive.better)} ${unit}`,
      ],
      [
        'Routing thesis',
        `${ROUTE_THESIS.meanQtm} QTM mean, ${ROUTE_THESIS.betterQtm} QTM the better direction (${escapeHtml(ROUTE_THESIS.source)})`,
      ],
      ['Relaxed (no route within 20 in the budget)', relaxed ? `${relaxed}, marked *` : 'none'],
    ];
    $('means').innerHTML = rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('');
  }

  async function start() {
    if (run) return;
    shown = picked();
    if (shown.length < 2) return ($('message').textContent = 'Tick at least two patterns.');
    metric = $('metric').value === 'qtm' ? 'qtm' : 'htm';
    cells = [];
    const pairs = orderedPairs(shown.length);
    const progress = /** @type {HTMLProgressElement} */ (root.querySelector(`#${prefix}-progress`));
    progress.hidden = false;
    progress.max = pairs.length;
    progress.value = 0;
    $('run').disabled = true;
    $('cancel').disabled = false;
    $('csv').disabled = true;
    $('message').textContent = `Routing ${pairs.length} ordered pairs…`;
    draw();
    work.begin();
    run = runRouteMatrix({
      names: shown,
      pairs,
      metric,
      onCell: (_cell, done) => {
        progress.value = done;
        $('message').textContent = `${done} of ${pairs.length} pairs routed…`;
        draw();
      },
    });
    try {
      cells = await run.done;
      $('message').textContent = `${cells.length} ordered pairs routed.`;
    } catch (err) {
      cells = run.cells();
      const why = err instanceof Error ? err.message : String(err);
      $('message').textContent =
        why === 'cancelled'
          ? `Cancelled: ${cells.length} of ${pairs.length} pairs routed.`
          : `The matrix stopped: ${why}`;
    } finally {
      run = null;
      progress.hidden = true;
      $('run').disabled = false;
      $('cancel').disabled = true;
      $('csv').disabled = cells.length === 0;
      draw();
      work.end();
    }
  }

  $('run').addEventListener('click', start);
  $('cancel').addEventListener('click', () => run?.cancel());
  $('csv').addEventListener('click', () =>
    downloadText(`cubelab-route-matrix-${metric}.csv`, matrixCsv(shown, metric, cells), 'text/csv'),
  );

  return { open: loadPatterns };
}
