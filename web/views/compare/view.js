// @ts-check
// The Compare view (#/compare): the method-comparison thesis's testing mode. Several methods on the
// same random-move scrambles of several lengths (and random states), over the worker pool, drawn as
// a table and as moves and time against scramble length beside the thesis's own figures
// (web/views/compare/panel.js). Its settings are in the address, so a link reopens the same run.
// Below, the route matrix between patterns (web/kit/route_matrix/panel.js), as in the Route view.
import { createComparePanel } from './panel.js';
import { createRouteMatrix } from '../../kit/route_matrix/panel.js';

const MARKUP = `
  <section class="card compare" aria-labelledby="compare-title">
    <h2 id="compare-title">Compare methods</h2>
    <fieldset class="compare-methods">
      <legend>Methods</legend>
      <div id="compare-methods" class="row wrap"></div>
    </fieldset>
    <div class="row wrap">
      <label for="compare-lengths">Scramble lengths</label>
      <input id="compare-lengths" type="text" size="34" spellcheck="false" autocomplete="off"
        aria-describedby="compare-lengths-hint" />
      <span id="compare-lengths-hint" class="hint">moves, 0..1000; <code>random</code> for random states</span>
    </div>
    <div class="row wrap">
      <label for="compare-samples">Scrambles per length</label>
      <input id="compare-samples" type="number" min="1" max="1000000" step="1" value="100" />
      <label for="compare-seed">Seed</label>
      <input id="compare-seed" type="number" min="0" step="1" value="1" />
      <button type="button" id="compare-run" class="primary">Run comparison</button>
      <button type="button" id="compare-cancel" disabled>Cancel</button>
    </div>
    <progress id="compare-progress" max="1" value="0" hidden aria-label="Comparison progress"></progress>
    <p id="compare-message" class="hint" aria-live="polite"></p>
    <div id="compare-table-offer" class="row wrap" hidden>
      <button type="button" id="compare-build-table">Build the optimal table</button>
      <span id="compare-table-offer-hint" class="hint"></span>
    </div>
    <h3 id="compare-heading" class="stats-heading"></h3>
    <div class="row wrap compare-tools" hidden>
      <label><input type="checkbox" id="compare-thesis" checked /> Thesis figures (dashed)</label>
      <label><input type="checkbox" id="compare-bands" checked /> ± 1 sd bands</label>
      <button type="button" id="compare-csv">CSV</button>
      <button type="button" id="compare-json">JSON</button>
      <button type="button" id="compare-markdown">Copy as Markdown</button>
      <button type="button" id="compare-png-moves">Moves chart PNG</button>
      <button type="button" id="compare-png-time">Time chart PNG</button>
    </div>
    <div class="compare-charts">
      <div class="stats-chart"><canvas id="compare-moves-chart" role="img" aria-label="Moves against scramble length"></canvas></div>
      <div class="stats-chart"><canvas id="compare-time-chart" role="img" aria-label="Time against scramble length"></canvas></div>
    </div>
    <div class="compare-table-wrap" tabindex="0" role="region" aria-label="Comparison table"><table id="compare-table" class="stats-table"></table></div>
  </section>
  <section class="card" aria-labelledby="compare-saved-heading">
    <h2 id="compare-saved-heading">Saved comparisons</h2>
    <ul id="compare-saved" class="stats-saved"></ul>
  </section>
  <details class="card" id="compare-route-box">
    <summary>Routes between patterns: the distance matrix</summary>
    <section id="compare-route-matrix"></section>
  </details>`;

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView({ root, info, work, api }) {
  if (!info.calls.includes('statsCompareChunk')) {
    root.innerHTML = '<p class="hint">This build has no method comparison.</p>';
    return {};
  }
  root.innerHTML = MARKUP;
  const panel = createComparePanel({ root, methods: info.methods, work, api });
  // The route matrix between patterns (issue 13), the Route view's component.
  const section = /** @type {HTMLElement} */ (root.querySelector('#compare-route-matrix'));
  const matrix = info.calls.includes('route')
    ? createRouteMatrix({ root: section, api, work, prefix: 'compare-routes' })
    : null;
  if (!matrix) root.querySelector('#compare-route-box')?.remove();
  return {
    open(/** @type {import('../../kit/link.js').LinkState} */ state) {
      panel.open(state);
      return matrix?.open();
    },
  };
}
