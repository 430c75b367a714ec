// @ts-check
// The Statistics view: seeded random-state runs on a pool of workers, drawn as histograms per phase
// beside published figures (web/views/stats/panel.js). It takes the page's width: the chart needs it.
import { createStatsPanel } from './panel.js';

const MARKUP = `
  <section class="card stats" aria-labelledby="stats-title">
    <h2 id="stats-title">Statistics</h2>
    <div class="row wrap">
      <label for="stats-method">Solver</label>
      <select id="stats-method"></select>
      <label for="stats-samples">Solves</label>
      <input id="stats-samples" type="number" min="1" max="10000000" step="1" value="10000" />
      <label for="stats-seed">Seed</label>
      <input id="stats-seed" type="number" min="0" step="1" value="1" />
      <label for="stats-metric">Metric</label>
      <select id="stats-metric">
        <option value="htm">HTM</option>
        <option value="qtm">QTM</option>
        <option value="stm">STM</option>
      </select>
      <button type="button" id="stats-run" class="primary">Run</button>
      <button type="button" id="stats-cancel" disabled>Cancel</button>
    </div>
    <progress id="stats-progress" max="1" value="0" hidden aria-label="Statistics progress"></progress>
    <p id="stats-message" class="hint" aria-live="polite"></p>
    <h3 id="stats-heading" class="stats-heading"></h3>
    <div class="row wrap">
      <label for="stats-phase">Phase</label>
      <select id="stats-phase"></select>
      <label><input type="checkbox" id="stats-published" checked /> Published figures</label>
      <button type="button" id="stats-csv">Histogram CSV</button>
      <button type="button" id="stats-json">Run JSON</button>
      <button type="button" id="stats-markdown">Copy table as Markdown</button>
      <button type="button" id="stats-png">Chart PNG</button>
    </div>
    <div class="stats-chart">
      <canvas id="stats-chart" role="img" aria-label="Histogram of move counts"></canvas>
    </div>
    <table id="stats-table" class="stats-table"></table>
  </section>
  <section class="card" aria-labelledby="saved-heading">
    <h2 id="saved-heading">Saved runs</h2>
    <ul id="stats-saved" class="stats-saved"></ul>
  </section>`;

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView({ root, api, info, work, settings }) {
  root.innerHTML = MARKUP;
  if (!info.calls.includes('statsChunk')) {
    root.innerHTML = '<p class="hint">This build has no statistics runs.</p>';
    return {};
  }
  // A new run counts in the page's metric setting unless the user picks another here.
  /** @type {HTMLSelectElement} */ (root.querySelector('#stats-metric')).value = settings.metric;
  // A running statistics run is work in progress for idle(), but not a state change (serial).
  return createStatsPanel({ root, methods: info.methods, milestones: info.milestones, api, work });
}
