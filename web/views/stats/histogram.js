// @ts-check
// The Statistics view's chart: bars of the share of solves per move count, for the run on screen
// and each overlaid run; for the cross (phase or milestone, HTM), the exact optimal distribution
// beside them; each published mean of a milestone a dashed vertical line. Every one is a dataset
// the legend shows or hides; the published ones follow the "Published figures" box. The canvas's
// accessible name lists what is drawn (the browser tests read it too). Chart.js is loaded on the
// first draw.
import { OPTIMAL_CROSS } from '../../kit/reference.js';
import { METRIC_LABELS, published, runName, summaryOf } from './figures.js';

/** @typedef {import('./figures.js').Entry} Entry */
/**
 * A dataset drawn: a run's bars, or a published figure (the exact cross distribution's bars, a
 * mean's dashed line), which the "Published figures" box hides.
 * @typedef {{type: 'bar' | 'line', label: string, data: {x: number, y: number}[], backgroundColor: string,
 *   borderColor?: string, borderDash?: number[], pointRadius?: number, published?: boolean,
 *   hidden?: boolean}} Bars
 */
/** @typedef {import('chart.js').Chart<'bar', {x: number, y: number}[]>} BarChart */

const RUN_COLOURS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2'];
const REFERENCE_COLOUR = '#9aa3b2';
/** @type {Record<string, string>} */
const PUBLISHED_COLOURS = { optimal: '#64748b', algorithm: '#b45309', humans: '#be185d' };

/** A histogram as bars of percentages. */
/** @param {string} label @param {Record<string, number>} histogram @param {string} colour @returns {Bars} */
function bars(label, histogram, colour) {
  const total = Object.values(histogram).reduce((a, b) => a + b, 0);
  return {
    type: 'bar',
    label,
    data: Object.entries(histogram).map(([k, n]) => ({ x: Number(k), y: (100 * n) / total })),
    backgroundColor: colour,
  };
}

/**
 * The datasets for phase or milestone `name` of the runs `drawn` (the first is the run on screen).
 * @param {Entry[]} drawn @param {string} name @param {string} metric @param {boolean} crossOnly
 * @returns {Bars[]}
 */
export function datasetsOf(drawn, name, metric, crossOnly) {
  const datasets = drawn.map((r, i) =>
    bars(runName(r), summaryOf(r.result, name)?.histogram ?? {}, RUN_COLOURS[i % RUN_COLOURS.length]),
  );
  if (metric === 'htm' && crossOnly)
    datasets.push({
      ...bars(OPTIMAL_CROSS.source, OPTIMAL_CROSS.histogram, REFERENCE_COLOUR),
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
  return datasets;
}

/** @param {BarChart} chart @returns {Bars[]} its datasets with this view's flags */
const flagged = (chart) => /** @type {Bars[]} */ (/** @type {unknown} */ (chart.data.datasets));

/**
 * @param {{canvas: HTMLCanvasElement, showPublished: () => boolean, titleOf: (name: string) => string}} options
 */
export function createHistogram({ canvas, showPublished, titleOf }) {
  /** @type {BarChart | null} */
  let chart = null;

  function describe(/** @type {BarChart} */ drawn, /** @type {string} */ name) {
    const lines = flagged(drawn)
      .filter((d, i) => drawn.isDatasetVisible(i))
      .map((d) => (d.published ? `published: ${d.label}` : d.label));
    canvas.setAttribute('aria-label', `Histogram of ${titleOf(name)}: ${lines.join('; ')}`);
  }

  /** Draws the datasets `made` once Chart.js is there, for `name` counted in `metric`. */
  async function draw(
    /** @type {() => Bars[]} */ made,
    /** @type {string} */ name,
    /** @type {string} */ metric,
  ) {
    const { Chart } = await import('../../kit/chart.js');
    const datasets = made();
    for (const d of datasets) if (d.published) d.hidden = !showPublished();
    chart?.destroy();
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
              if (chart) describe(chart, name);
            },
          },
        },
      },
    };
    const drawn = new Chart(canvas, config);
    chart = drawn;
    describe(drawn, name);
  }

  /** The published figures shown or hidden as the box says. */
  function showPublishedNow(/** @type {string} */ name) {
    const drawn = chart;
    if (!drawn) return;
    flagged(drawn).forEach((d, i) => {
      if (d.published) drawn.setDatasetVisibility(i, showPublished());
    });
    drawn.update();
    describe(drawn, name);
  }

  return { draw, showPublished: showPublishedNow };
}
