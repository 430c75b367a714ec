// @ts-check
// The Compare view's two charts, moves and time against scramble length: per method its mean line,
// a ± 1 sd band (two hidden-border lines filled between), and the thesis's mean for that method as
// a dashed line where it has one. The bands and the thesis's lines are shown or hidden by the view's
// boxes; each canvas's accessible name lists the lines drawn (the browser tests read it too).
// Chart.js is loaded on the first draw.
import { METHOD_COMPARISON } from '../../kit/reference.js';
import { lengthLabel } from './model.js';

/** @typedef {import('./saved.js').Comparison} Comparison */
/** A chart's line: a method's mean, one edge of its ± sd band, or the thesis's mean (dashed). */
/** @typedef {import('chart.js').ChartDataset<'line', (number | null)[]> & {band?: boolean, thesis?: boolean}} Line */
/** @typedef {import('chart.js').Chart<'line', (number | null)[], string>} LineChart */
/** @typedef {'moves' | 'ms'} Figure */

const PALETTE = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777'];
const CHARTS = /** @type {const} */ ([
  ['moves', '#compare-moves-chart', 'moves (HTM)'],
  ['ms', '#compare-time-chart', 'ms per solve'],
]);
const THESIS = /** @type {Record<string, {label: string, moves_mean: number[], ms_mean: number[]}>} */ (
  METHOD_COMPARISON.methods
);

/**
 * The lines of one figure for the comparison shown.
 * @param {Pick<Comparison, 'methods' | 'lengths' | 'rows'>} shown @param {Figure} key
 * @param {{label: (method: string) => string, colour: (method: string) => string, bands: boolean, thesis: boolean}} how
 * @returns {Line[]}
 */
export function linesOf({ methods, lengths, rows }, key, how) {
  /** @type {Line[]} */
  const datasets = [];
  for (const method of methods) {
    const colour = how.colour(method);
    const label = how.label(method);
    const at = (/** @type {number} */ length) =>
      rows.find((r) => r.method === method && r.scramble_length === length)?.[key];
    const mean = lengths.map((l) => at(l)?.mean ?? null);
    const sd = lengths.map((l) => at(l)?.sd ?? null);
    const band = { borderWidth: 0, pointRadius: 0, band: true, hidden: !how.bands };
    const edge = (/** @type {number} */ sign) =>
      mean.map((m, i) => (m === null ? null : m + sign * (sd[i] ?? 0)));
    datasets.push({ ...band, label: `${label} − sd`, data: edge(-1) });
    datasets.push({
      ...band,
      label: `${label} + sd`,
      data: edge(1),
      fill: '-1',
      backgroundColor: `${colour}33`,
    });
    datasets.push({ label, data: mean, borderColor: colour, backgroundColor: colour });
    const thesis = THESIS[method];
    if (!thesis) continue;
    const figures = key === 'moves' ? thesis.moves_mean : thesis.ms_mean;
    datasets.push({
      label: `thesis: ${thesis.label}`,
      thesis: true,
      hidden: !how.thesis,
      data: lengths.map((l) => {
        const i = METHOD_COMPARISON.lengths.indexOf(l);
        return i < 0 ? null : figures[i];
      }),
      borderColor: colour,
      backgroundColor: colour,
      borderDash: [6, 4],
      pointStyle: 'rectRot',
    });
  }
  return datasets;
}

/**
 * @param {HTMLElement} root
 * @param {{methods: import('../../kit/worker_client/api.js').MethodInfo[], labels: Map<string, string>,
 *   bands: () => boolean, thesis: () => boolean}} options
 */
export function createCompareCharts(root, { methods, labels, bands, thesis }) {
  /** @type {Partial<Record<Figure, LineChart>>} */
  const charts = {};
  const how = {
    label: (/** @type {string} */ m) => labels.get(m) ?? m,
    colour: (/** @type {string} */ m) =>
      PALETTE[
        Math.max(
          0,
          methods.findIndex((x) => x.name === m),
        ) % PALETTE.length
      ],
    get bands() {
      return bands();
    },
    get thesis() {
      return thesis();
    },
  };

  function describe(/** @type {Figure} */ key) {
    const chart = charts[key];
    if (!chart) return;
    const lines = chart.data.datasets
      .map((d) => /** @type {Line} */ (d))
      .filter((d, i) => !d.band && chart.isDatasetVisible(i))
      .map((d) => d.label + (d.thesis ? ' (dashed)' : ''));
    chart.canvas.setAttribute(
      'aria-label',
      `${key === 'moves' ? 'Moves' : 'Time'} against scramble length: ${lines.join(', ')}`,
    );
  }

  /** Both charts for the comparison on screen once Chart.js is there (`current()`), if any. */
  async function draw(/** @type {() => Pick<Comparison, 'methods' | 'lengths' | 'rows'> | null} */ current) {
    const { Chart } = await import('../../kit/chart.js');
    const shown = current();
    if (!shown) return;
    for (const [key, canvasId, axis] of CHARTS) {
      charts[key]?.destroy();
      const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector(canvasId));
      charts[key] = new Chart(
        canvas,
        chartConfig(shown.lengths.map(lengthLabel), linesOf(shown, key, how), axis),
      );
      describe(key);
    }
  }

  /** Shows or hides every line that `which` picks, on both charts. */
  function toggle(/** @type {(d: Line) => boolean} */ which, /** @type {boolean} */ visible) {
    for (const [key] of CHARTS) {
      const chart = charts[key];
      if (!chart) continue;
      chart.data.datasets.forEach((d, i) => {
        if (which(/** @type {Line} */ (d))) chart.setDatasetVisibility(i, visible);
      });
      chart.update();
      describe(key);
    }
  }

  return { draw, toggle };
}

/**
 * @param {string[]} labels @param {Line[]} datasets @param {string} axis
 * @returns {import('chart.js').ChartConfiguration<'line', (number | null)[], string>}
 */
function chartConfig(labels, datasets, axis) {
  return {
    type: 'line',
    data: { labels, datasets },
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
}
