// @ts-check
// The learner's record under the trainer: a table of the cases of the set that were drilled or
// named (status, attempts, misses, best, means of 5 and 12, recognition and execution apart, the
// recognition drill's answers), and a chart of their times, slowest first (the weak cases at the
// top): recognition and execution stacked where they were timed apart (the page's cube, a real
// cube's two-stage timer), and the mean of the latest 12 times beside. Chart.js is loaded when
// there is something to draw.
import { escapeHtml } from '../../kit/text.js';
import { caseRecord, caseStats } from './records.js';

/** @typedef {import('./records.js').CaseRecord} CaseRecord */

export const seconds = (/** @type {number | null} */ ms) =>
  ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`;

const HEAD =
  '<thead><tr><th>Case</th><th>Status</th><th>Drilled</th><th>Missed</th><th>Best</th><th>Mean of 5</th>' +
  '<th>Mean of 12</th><th>Recognition</th><th>Execution</th><th>Named right</th></tr></thead>';

/** One case's line of the table. */
function line(/** @type {string} */ name, /** @type {CaseRecord} */ r) {
  const s = caseStats(r);
  // Named right, and the mean time of the right answers (the recognition drill's).
  const named = s.answers
    ? `${s.right} / ${s.answers}` + (s.answerMean === null ? '' : `, ${seconds(s.answerMean)}`)
    : '—';
  const times = [s.best, s.mean5, s.mean12, s.recognitionMean, s.executionMean].map(
    (t) => `<td>${seconds(t)}</td>`,
  );
  return `<tr data-case="${escapeHtml(name)}"><th>${escapeHtml(name)}</th><td>${r.status}</td><td>${s.count}</td><td>${s.misses}</td>${times.join('')}<td>${named}</td></tr>`;
}

/** The chart's bars: per case, recognition and execution stacked, and the latest mean beside. */
function barsOf(/** @type {{name: string, s: ReturnType<typeof caseStats>}[]} */ timed) {
  const s = (/** @type {number | null} */ ms) => (ms === null ? null : ms / 1000);
  return {
    labels: timed.map((x) => x.name),
    datasets: [
      {
        label: 'recognition',
        data: timed.map((x) => s(x.s.recognitionMean)),
        backgroundColor: '#f59e0b',
        stack: 'split',
      },
      {
        label: 'execution',
        data: timed.map((x) => s(x.s.executionMean)),
        backgroundColor: '#2563eb',
        stack: 'split',
      },
      {
        label: 'mean of the latest 12',
        data: timed.map((x) => s(x.s.meanLatest)),
        backgroundColor: '#94a3b8',
        stack: 'all',
      },
    ],
  };
}

/**
 * @param {HTMLElement} root
 * @param {{records: import('./records.js').Records, cases: () => {name: string}[]}} learner
 */
export function createTrainerRecord(root, { records, cases }) {
  const table = /** @type {HTMLTableElement} */ (root.querySelector('#train-table'));
  const box = /** @type {HTMLElement} */ (root.querySelector('#train-chart-box'));
  const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('#train-chart'));
  /** @type {import('chart.js').Chart<'bar', (number | null)[], string> | null} */
  let chart = null;

  async function drawChart(/** @type {[string, CaseRecord][]} */ rows) {
    const timed = rows
      .map(([name, r]) => ({ name, s: caseStats(r) }))
      .filter((x) => x.s.meanLatest !== null)
      .sort((a, b) => /** @type {number} */ (b.s.meanLatest) - /** @type {number} */ (a.s.meanLatest));
    box.hidden = timed.length === 0;
    canvas.dataset.cases = JSON.stringify(timed.map((x) => x.name));
    if (!timed.length) return;
    const { Chart } = await import('../../kit/chart.js');
    box.style.height = `${Math.max(160, 60 + timed.length * 26)}px`;
    chart?.destroy();
    chart = new Chart(canvas, {
      type: 'bar',
      data: barsOf(timed),
      options: {
        indexAxis: 'y',
        animation: false,
        maintainAspectRatio: false,
        scales: {
          x: { title: { display: true, text: 'seconds' }, beginAtZero: true, stacked: true },
          y: { stacked: true },
        },
        plugins: { legend: { position: 'bottom' } },
      },
    });
  }

  /** The record of the cases of this set that were drilled or named. */
  function render() {
    /** @type {[string, CaseRecord][]} */
    const rows = cases()
      .map((c) => /** @type {[string, CaseRecord]} */ ([c.name, caseRecord(records, c.name)]))
      .filter(([, r]) => r.attempts.length > 0 || r.recognition.length > 0);
    drawChart(rows);
    table.innerHTML = rows.length
      ? `${HEAD}<tbody>${rows.map(([name, r]) => line(name, r)).join('')}</tbody>`
      : '';
  }

  return { render };
}
