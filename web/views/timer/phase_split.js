// @ts-check
// A smart-cube solve split by phase under the timer: the core's analysis of the timed moves (the
// same `analyse` call as the Analyse view's) drawn as a table, step by step (cross, each pair with
// its case, OLL, PLL): time, moves, TPS and the pause before the step (recognition). The numbers
// are the core's; "Open in Analyse" opens the solve there by the Analyse view's link.
import { formatLink } from '../../kit/link.js';
import { isError } from '../../kit/worker_client/api.js';

const seconds = (/** @type {number | null} */ ms) => (ms === null ? '–' : (ms / 1000).toFixed(2));

/**
 * @param {HTMLElement} root
 * @param {import('../../kit/worker_client/api.js').Api} api
 * @param {import('../../../wasm/cubelab').Analysis} analysis
 * @param {string} solution the timed moves, as the Analyse view takes them
 */
export async function showPhaseSplit(root, api, analysis, solution) {
  const labels = await Promise.all(
    analysis.steps.map(async (s) => {
      const info = await api.phaseInfo(s.name);
      return isError(info) ? s.name : info.label;
    }),
  );
  const table = document.createElement('table');
  table.className = 'timer-phase-table';
  table.innerHTML = `<caption>Your solve by phase (${analysis.method}${
    analysis.colour ? `, ${analysis.colour} cross` : ''
  }): the core's analysis of the turns and their times</caption>
    <thead><tr><th scope="col">Step</th><th scope="col">Case</th><th scope="col">Time (s)</th>
    <th scope="col">Pause before (s)</th><th scope="col">Moves (STM)</th><th scope="col">TPS</th></tr></thead>`;
  const body = table.createTBody();
  analysis.steps.forEach((s, i) => {
    const row = body.insertRow();
    row.dataset.step = s.name;
    const cells = [
      labels[i],
      s.case ?? '',
      seconds(s.ms),
      seconds(s.pause_ms),
      String(s.stm),
      s.tps?.toFixed(2) ?? '–',
    ];
    for (const text of cells) row.insertCell().textContent = text;
    row.cells[1].dataset.case = s.case ?? '';
  });
  const open = document.createElement('a');
  open.href = formatLink('analyse', { scramble: analysis.scramble, solution });
  open.textContent = 'Open in Analyse';
  root.replaceChildren(table, open);
}
