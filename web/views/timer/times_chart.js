// @ts-check
// The session's times: a line of each solve's result (a DNF leaves a gap) with the running ao5 and
// ao12, and a histogram of the results. The running averages are the core's: one
// `sessionsFigures` call over the last 12 solves up to each point, whose `current` ao5 and ao12
// are the averages at that point. Chart.js is loaded on the first draw (web/kit/chart.js).
import { isError } from '../../kit/worker_client/api.js';

const DRAWN = 500; // the latest solves drawn
const WINDOW = 12; // the longest running average drawn
/** @typedef {import('../../../wasm/cubelab').SessionFigure} Figure */
/** @typedef {import('chart.js').Chart} AnyChart */

const seconds = (/** @type {Figure | undefined} */ f) => (typeof f === 'number' ? f / 1000 : null);

/** Histogram bins of whole or half seconds, wide enough for at most 20 bars. @param {number[]} times */
export function bins(times) {
  if (!times.length) return { labels: [], counts: [] };
  const low = Math.min(...times);
  const high = Math.max(...times);
  const width = Math.max(0.5, Math.ceil(((high - low) / 20) * 2) / 2);
  const first = Math.floor(low / width) * width;
  const n = Math.floor((high - first) / width) + 1;
  const counts = new Array(n).fill(0);
  for (const t of times) counts[Math.min(n - 1, Math.floor((t - first) / width))]++;
  const labels = counts.map(
    (_, i) => `${(first + i * width).toFixed(1)}–${(first + (i + 1) * width).toFixed(1)} s`,
  );
  return { labels, counts };
}

/**
 * @param {HTMLCanvasElement} lineCanvas @param {HTMLCanvasElement} barCanvas
 * @param {import('../../kit/worker_client/api.js').Api} api
 */
export function createTimesChart(lineCanvas, barCanvas, api) {
  /** @type {AnyChart | null} */
  let line = null;
  /** @type {AnyChart | null} */
  let bars = null;

  /**
   * @param {import('./sessions_store.js').TimerSession} session
   * @param {import('../../../wasm/cubelab').SessionSolve[]} results the core's solves (with `result`)
   */
  async function draw(session, results) {
    const from = Math.max(0, session.list.length - DRAWN);
    const windows = [];
    for (let i = from; i < session.list.length; i++)
      windows.push({ name: '', options: '', list: session.list.slice(Math.max(0, i + 1 - WINDOW), i + 1) });
    const running = windows.length ? await api.sessionsFigures({ sessions: windows }) : { sessions: [] };
    if (isError(running)) return;
    const { Chart } = await import('../../kit/chart.js');
    const labels = windows.map((_, k) => String(from + k + 1));
    const times = results.slice(from).map((s) => seconds(s.result));
    line?.destroy();
    line = /** @type {AnyChart} */ (
      /** @type {unknown} */ (
        new Chart(lineCanvas, {
          type: 'line',
          data: {
            labels,
            datasets: [
              {
                label: 'time',
                data: times,
                borderColor: '#64748b',
                backgroundColor: '#64748b',
                pointRadius: 2,
              },
              {
                label: 'ao5',
                data: running.sessions.map((s) => seconds(s.ao5.current)),
                borderColor: '#2563eb',
                pointRadius: 0,
              },
              {
                label: 'ao12',
                data: running.sessions.map((s) => seconds(s.ao12.current)),
                borderColor: '#dc2626',
                pointRadius: 0,
              },
            ],
          },
          options: { animation: false, scales: { y: { title: { display: true, text: 's' } } } },
        })
      )
    );
    const counted = /** @type {number[]} */ (times.filter((t) => t !== null));
    const { labels: binLabels, counts } = bins(counted);
    bars?.destroy();
    bars = /** @type {AnyChart} */ (
      /** @type {unknown} */ (
        new Chart(barCanvas, {
          type: 'bar',
          data: {
            labels: binLabels,
            datasets: [{ label: 'solves', data: counts, backgroundColor: '#2563eb' }],
          },
          options: { animation: false, plugins: { legend: { display: false } } },
        })
      )
    );
    lineCanvas.setAttribute(
      'aria-label',
      `Times of the last ${times.length} solves with the running ao5 and ao12`,
    );
    barCanvas.setAttribute('aria-label', `Histogram of ${counted.length} times (DNFs left out)`);
    lineCanvas.dataset.points = String(times.length);
    barCanvas.dataset.counts = counts.join(',');
  }

  return { draw };
}
