// @ts-check
// The Route view (#/route): the moves that take the cube on screen (A) to a target cube B, as the
// routing thesis does, by solving X = B^-1 A. B is a pattern from the core's list, typed moves or
// facelets (errors with the column beside the field), or a cube painted on a net. The core's route
// comes with its naive (solve A, undo B), direct and through-the-inverse lengths and X's facelets;
// A, B and X are drawn as nets, and Play runs the route on the stage, ending on B. Below, the
// pattern-to-pattern distance matrix (web/kit/route_matrix/panel.js, also in the Compare view).
// The address holds A, B, the metric and the playback position.
import { isError } from '../../kit/worker_client/api.js';
import { escapeHtml } from '../../kit/text.js';
import { formatLink } from '../../kit/link.js';
import { SOLVED } from '../../kit/session.js';
import { createRouteMatrix } from '../../kit/route_matrix/panel.js';
import { routeRequest } from '../../kit/link.js';
import { finder } from '../../kit/dom.js';
import { createTargetInput } from './target_input.js';
import { showRoute } from './route_facts.js';

const MARKUP = `
  <section class="card" aria-labelledby="route-title">
    <h2 id="route-title">Route</h2>
    <p class="hint">From A, the cube on screen, to a cube B: the route solves X = B<sup>-1</sup>A
      (Monteiro 2020), so that A followed by the route is B.</p>
    <div class="row wrap">
      <label for="route-kind">B is</label>
      <select id="route-kind">
        <option value="pattern">a pattern</option>
        <option value="text">typed moves or facelets</option>
        <option value="painted">a painted cube</option>
      </select>
      <label for="route-metric">Metric</label>
      <select id="route-metric">
        <option value="htm">HTM (face turns)</option>
        <option value="qtm">QTM (quarter turns)</option>
      </select>
    </div>
    <div class="row wrap" data-kind="pattern">
      <label for="route-pattern">Pattern</label>
      <select id="route-pattern"></select>
    </div>
    <div data-kind="text" hidden>
      <div class="row wrap">
        <label for="route-text">B</label>
        <input id="route-text" type="text" spellcheck="false" autocomplete="off" size="40"
          placeholder="moves from solved (R U R' U') or 54 facelet letters" aria-describedby="route-text-error" />
      </div>
      <p id="route-text-error" class="error" aria-live="polite"></p>
    </div>
    <div data-kind="painted" hidden>
      <p class="hint">Pick a colour, then click the net's stickers.</p>
      <div id="route-palette" class="palette" role="radiogroup" aria-label="Paint colour for B"></div>
      <div id="route-paint" class="net net-large"></div>
      <div class="row wrap">
        <button type="button" id="route-paint-solved">Start from solved</button>
        <button type="button" id="route-paint-screen">Start from the cube on screen</button>
      </div>
      <p id="route-paint-error" class="error" aria-live="polite"></p>
    </div>
    <div class="row wrap">
      <button type="button" id="route-go" class="primary">Route</button>
      <button type="button" id="route-play" disabled>Play</button>
    </div>
    <p id="route-message" class="message" aria-live="polite"></p>
    <dl id="route-facts" class="maths-facts" aria-live="polite"></dl>
    <div class="route-nets">
      <figure><div id="route-net-a"></div><figcaption>A (start)</figcaption></figure>
      <figure><div id="route-net-x"></div><figcaption>X = B<sup>-1</sup>A</figcaption></figure>
      <figure><div id="route-net-b"></div><figcaption>B (target)</figcaption></figure>
    </div>
  </section>
  <section class="card" id="route-matrix"></section>`;

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView({ root, session, api, info, settings, setStatus, work, active }) {
  if (!info.calls.includes('route') || !info.calls.includes('patterns')) {
    root.innerHTML = '<p class="hint">This build has no routes.</p>';
    return {};
  }
  root.innerHTML = MARKUP;
  const $ = finder(root);
  const matrix = createRouteMatrix({ root: $('#route-matrix'), api, work, prefix: 'route-matrix' });
  /** @type {{to: string, kind: string, metric: string} | null} the route on the stage */
  let routed = null;
  let written = '';

  const b = createTargetInput({ root, $, api, session, settings });

  // ---- the route ----

  async function routeNow() {
    const to = await b.target();
    if (to === null) return false;
    const metric = $('#route-metric').value === 'qtm' ? 'qtm' : 'htm';
    const from = session.cube;
    $('#route-message').textContent = 'Routing…';
    $('#route-play').disabled = true;
    work.begin();
    try {
      const r = await api.route(from, to, { metric, compare: true, refine: true });
      if (isError(r)) {
        $('#route-message').innerHTML = escapeHtml(r.error);
        return false;
      }
      const counts = await api.moves(r.solution);
      const toCube = await api.cubeFromText(to);
      const kind = b.kind();
      routed = { to, kind, metric };
      await session.showAnswer(r, { method: 'route', options: routeRequest(kind === 'pattern', to, metric) });
      showRoute($, settings.colours, r, counts, isError(toCube) ? null : toCube.facelets);
      $('#route-play').disabled = false;
      writeLink();
      return true;
    } finally {
      work.end();
    }
  }

  // ---- the address ----

  function linkState() {
    /** @type {import('../../kit/link.js').LinkState} */
    const state = {};
    const s = session.solution;
    const cube = s ? s.answer.start : session.cube;
    const origin = s ? s.origin : session.origin;
    if (origin && origin.facelets === cube) state.scramble = origin.text;
    else if (cube !== SOLVED) state.facelets = cube;
    if (routed && s?.request.method === 'route') {
      state.to = routed.to;
      if (routed.metric !== 'htm') state.metric = routed.metric;
      if (s.position) state.at = s.position;
    }
    return state;
  }

  function writeLink() {
    if (!active()) return;
    written = formatLink('route', linkState());
    history.replaceState(null, '', written);
  }

  async function restore(/** @type {import('../../kit/link.js').LinkState} */ state) {
    const text = state.scramble ?? state.facelets;
    if (text) {
      const r = await session.setFromText(text);
      if (!r) return;
      if (isError(r)) return setStatus(`This link's cube A could not be read: ${r.error}`, true);
    }
    if (state.metric === 'qtm' || state.metric === 'htm') $('#route-metric').value = state.metric;
    if (!state.to) return;
    b.setTo(state.to);
    if ((await routeNow()) && state.at) await session.seek(state.at);
  }

  // ---- wiring ----

  $('#route-go').addEventListener('click', routeNow);
  $('#route-text').addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    if (e.key === 'Enter') routeNow();
  });
  $('#route-play').addEventListener('click', async () => {
    if (session.solution?.request.method !== 'route') await routeNow();
    session.play();
  });
  session.on('solution', ({ solution }) => {
    if (!solution || solution.request.method !== 'route') $('#route-play').disabled = true;
  });
  session.on('position', () => {
    if (!session.playing) writeLink();
  });
  session.on('cube', () => {
    if (!session.solution) writeLink();
  });
  // Routes search in HTM or QTM: the page's metric setting picks the first choice (STM: HTM).
  $('#route-metric').value = settings.metric === 'qtm' ? 'qtm' : 'htm';

  return {
    coloursChanged: () => b.redraw(),
    async open(/** @type {import('../../kit/link.js').LinkState} */ state) {
      await b.loadPatterns();
      await matrix.open();
      if (location.hash !== written && Object.keys(state).length) await restore(state);
      else writeLink();
    },
  };
}
