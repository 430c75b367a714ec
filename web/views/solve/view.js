// @ts-check
// The Solve view: the Cube card (text, scrambles, history, paint, scan), the method and its options, the
// solution's phases, and Share. Its address carries the cube on screen and its solution
// (web/kit/link.js), rewritten as they change; opening such an address restores them.
import { SolutionPanel } from './solution_panel.js';
import { formatLink } from '../../kit/link.js';
import { SOLVED } from '../../kit/session.js';
import { renderKeymap } from '../../kit/keymap.js';
import { createColourSettings } from './colours.js';
import { createOptimalSearch } from './optimal_search.js';
import { finder } from '../../kit/dom.js';
import { createCubeCard } from './cube_card.js';
import { createMethodRow, ROUTE } from './method_row.js';
import { createSolving } from './solving.js';
import { SCAN_MARKUP } from './scan/scan_panel.js';
import { createSmartCubeControls, smartMarkup } from '../../kit/smart_cube/controls.js';

const MARKUP = `
  <section class="card" aria-labelledby="cube-heading">
    <h2 id="cube-heading">Cube</h2>
    <form id="scramble-form" class="row" autocomplete="off">
      <label for="scramble-input" class="sr-only">Scramble</label>
      <input id="scramble-input" type="text" spellcheck="false"
        placeholder="A scramble (R U R' U'), 54 facelet letters or a pattern name"
        aria-describedby="scramble-error" />
      <button type="submit" id="apply">Apply</button>
    </form>
    <p id="scramble-error" class="error" aria-live="polite"></p>
    <div class="row wrap">
      <button type="button" id="scramble" class="primary">Scramble</button>
      <button type="button" id="random-moves">Random moves</button>
      <label class="inline">Length <input id="random-length" type="number" min="1" max="100" value="25" /></label>
      <button type="button" id="reapply" title="Apply the last scramble again">Repeat last</button>
    </div>
    <div class="row wrap">
      <button type="button" id="undo">Undo</button>
      <button type="button" id="redo">Redo</button>
      <button type="button" id="reset">Reset</button>
      <button type="button" id="paint" aria-pressed="false">Paint</button>
      <button type="button" id="scan" aria-expanded="false" aria-controls="scan-panel" hidden>Scan</button>
    </div>${SCAN_MARKUP}
    <div id="paint-tools" class="paint-tools" hidden>
      <p class="hint">Pick a colour, then click stickers to copy a real cube.</p>
      <div id="palette" class="palette" role="radiogroup" aria-label="Paint colour"></div>
      <div class="row wrap">
        <button type="button" id="paint-use" class="primary">Use painted cube</button>
        <button type="button" id="paint-clear">Clear stickers</button>
        <button type="button" id="paint-cancel">Cancel</button>
      </div>
      <p id="paint-doubt" class="paint-doubt" hidden></p>
      <p id="paint-error" class="error" aria-live="polite"></p>
    </div>${smartMarkup()}
  </section>
  <section class="card" aria-labelledby="solve-heading">
    <h2 id="solve-heading">Solve</h2>
    <div class="row">
      <label for="method">Method</label>
      <select id="method"></select>
      <button type="button" id="solve" class="primary">Solve</button>
    </div>
    <div id="pattern-row" class="row" hidden>
      <label for="pattern">Pattern</label>
      <select id="pattern"></select>
    </div>
    <div id="colour-row" class="row" hidden>
      <label for="cross-colour">Cross colour</label>
      <select id="cross-colour">
        <option value="white">White</option>
        <option value="yellow">Yellow</option>
        <option value="white,yellow">White or yellow (the better)</option>
        <option value="neutral">Any colour (colour neutral)</option>
      </select>
    </div>
    <div id="improve-row" class="row" hidden>
      <label for="improve-effort">Look for shorter answers</label>
      <select id="improve-effort">
        <option value="off">No: the first answer</option>
        <option value="short">Briefly</option>
        <option value="long">Longer</option>
      </select>
    </div>
    <div id="optimal-row" class="row" hidden>
      <label for="optimal-limit">Stop after</label>
      <select id="optimal-limit">
        <option value="0">No limit (Cancel or Esc stops it)</option>
        <option value="10000">10 s</option>
        <option value="60000">1 minute</option>
        <option value="600000">10 minutes</option>
      </select>
    </div>
    <div id="optimal-prompt" class="optimal-prompt" role="group" aria-label="Optimal table" hidden>
      <p id="optimal-prompt-text"></p>
      <div class="row wrap">
        <button type="button" id="optimal-build" class="primary">Build the optimal table</button>
        <button type="button" id="optimal-not-now">Not now</button>
      </div>
    </div>
    <div id="search-row" class="row wrap" hidden>
      <span id="search-status" class="hint" role="status"></span>
      <button type="button" id="search-cancel">Cancel</button>
    </div>
    <p id="solve-message" class="message" aria-live="polite"></p>
  </section>
  <section class="card" aria-labelledby="solution-heading">
    <h2 id="solution-heading">Solution</h2>
    <div id="phases" class="phases" aria-label="Solution phases">
      <p class="hint">Scramble the cube, pick a method and press Solve.</p>
    </div>
    <div class="row wrap">
      <label for="metric-setting">Count moves in</label>
      <select id="metric-setting">
        <option value="htm">HTM (face turns)</option>
        <option value="qtm">QTM (quarter turns)</option>
        <option value="stm">STM (slice turns)</option>
      </select>
    </div>
    <div class="row wrap">
      <button type="button" id="share">Share</button>
      <span id="share-message" class="hint" aria-live="polite"></span>
    </div>
  </section>
  <details class="card">
    <summary>Keyboard</summary>
    <div id="keymap" class="keymap"></div>
  </details>
  <details class="card">
    <summary>Colours</summary>
    <div id="colours" class="colours"></div>
    <button type="button" id="colours-wca">WCA colours</button>
  </details>`;

const searchMetric = (/** @type {string} */ metric) =>
  /** @type {'htm' | 'qtm'} */ (metric === 'qtm' ? 'qtm' : 'htm');

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView(ctx) {
  const { root, session, api, info, settings, saveSettings, setStatus, view, active } = ctx;
  root.innerHTML = MARKUP;
  const $ = finder(root);
  // The quick methods, then the long searches (the optimal solver), which this view alone offers.
  const offered = [...info.methods, ...(info.searches ?? [])];
  const methods = new Map(offered.map((m) => [m.name, m]));
  let written = ''; // the address this view wrote last: reopening it restores nothing
  // The metric routes and two-phase search in: QTM when the metric setting is QTM (else HTM), or
  // what a link asked for (a link reopens the answer it was made with).
  const search = { metric: searchMetric(settings.metric) };

  const panel = new SolutionPanel($('#phases'), {
    onJump: (/** @type {number} */ at) => session.seek(at),
    metric: () => settings.metric,
  });
  const card = createCubeCard({
    $,
    api,
    info,
    session,
    setStatus,
    view,
    settings,
    setPaint: ctx.setPaint,
    active,
  });
  createSmartCubeControls({ $, link: ctx.smartCube });
  const row = createMethodRow({ $, api, info, settings, saveSettings, offered, methods, search });
  const optimal = createOptimalSearch({
    root,
    api,
    session,
    message: $('#solve-message'),
    stopSolver: ctx.stopSolver,
  });
  const solve = createSolving({ $, api, session, settings, methods, row, optimal });

  // ---- the address ----

  /** What a link needs to reopen the cube on screen and its solution. */
  function linkState() {
    const s = session.solution;
    const cube = s ? s.answer.start : session.cube;
    const origin = s ? s.origin : session.origin;
    /** @type {import('../../kit/link.js').LinkState} */
    const state = {};
    if (origin && origin.facelets === cube) state.scramble = origin.text;
    else if (cube !== SOLVED) state.facelets = cube;
    const method = s ? s.request.method : $('#method').value;
    if (s || state.scramble || state.facelets) {
      if (method && method !== 'learn') {
        state.method = method;
        Object.assign(state, s ? s.request.options : row.chosenOptions());
      }
    }
    if (s && s.position) state.at = s.position;
    return state;
  }

  function writeLink() {
    if (!active()) return location.href;
    written = formatLink('solve', linkState());
    history.replaceState(null, '', written);
    return location.href;
  }

  async function share() {
    const url = writeLink();
    try {
      await navigator.clipboard.writeText(url);
      $('#share-message').textContent = 'Link copied.';
    } catch {
      $('#share-message').textContent = 'The address bar holds the link.';
    }
  }

  // Opening a link: its cube, then (with a method) its solution at its position. A link's options
  // are not saved as the user's own choices.
  async function restore(/** @type {import('../../kit/link.js').LinkState} */ state) {
    const offers = (/** @type {{options: HTMLOptionsCollection}} */ select, /** @type {string} */ value) =>
      [...select.options].some((o) => o.value === value);
    // A link naming a method or colour this page does not offer opens its cube without solving,
    // and says why (the choices are the page's, from the core's methods()).
    const choices = (/** @type {{options: HTMLOptionsCollection}} */ select) =>
      [...select.options].map((o) => o.value).join(', ');
    let refused = '';
    if (state.method && !offers($('#method'), state.method))
      refused = `This link asks for the method '${state.method}', which this page does not offer (methods: ${choices($('#method'))}).`;
    else if (state.colour && !offers($('#cross-colour'), state.colour))
      refused = `This link asks for the cross colour '${state.colour}', which this page does not offer (colours: ${choices($('#cross-colour'))}).`;
    if (state.method && !refused) $('#method').value = state.method;
    if (state.colour && !refused) $('#cross-colour').value = state.colour;
    await row.updateRows();
    if (state.pattern && offers($('#pattern'), state.pattern)) $('#pattern').value = state.pattern;
    else if (state.to && offers($('#pattern'), state.to)) $('#pattern').value = state.to;
    else if (state.to) row.offerTyped(state.to);
    if (state.method === ROUTE || state.method === 'twophase')
      search.metric = searchMetric(state.metric ?? '');
    const text = state.scramble ?? state.facelets;
    if (!text) return;
    $('#scramble-input').value = state.scramble ?? '';
    const applied = await card.applyText(text);
    if (refused) return ($('#solve-message').textContent = refused);
    if (applied && state.method && (await solve()) && state.at) await session.seek(state.at);
  }

  // ---- wiring ----

  $('#solve').addEventListener('click', solve);
  $('#share').addEventListener('click', share);
  // The metric every move count follows: kept with the settings, the solution shown again in it.
  $('#metric-setting').value = settings.metric;
  $('#metric-setting').addEventListener('change', () => {
    settings.metric = /** @type {'htm' | 'qtm' | 'stm'} */ ($('#metric-setting').value);
    search.metric = searchMetric(settings.metric);
    saveSettings();
    if (session.solution) {
      panel.show(session.solution);
      panel.highlight(session.solution.position, session.phaseAt(session.solution.position));
    }
  });

  renderKeymap($('#keymap'));
  createColourSettings($('#colours'), $('#colours-wca'), settings, ctx.setColours);

  session.on('solution', ({ solution }) => {
    // Whole-cube answers say whether they are proven optimal (Nf*) or not.
    if (solution) panel.show(solution, { proof: Boolean(methods.get(solution.request.method)?.whole_cube) });
    else panel.showMessage('The cube changed: press Solve for a new solution.');
    writeLink();
  });
  session.on('position', ({ position, phase }) => {
    panel.highlight(position, phase);
    if (!session.playing) writeLink();
  });
  session.on('cube', () => {
    if (!session.solution) writeLink();
  });

  return {
    coloursChanged: () => card.paint.refreshPalette(),
    // Esc cancels an optimal search.
    handleKey(/** @type {KeyboardEvent} */ event) {
      if (event.key !== 'Escape' || !active() || !optimal.searching()) return false;
      optimal.cancel();
      return true;
    },
    /** Shown (again): restores a link this view did not write itself, else rewrites its own. */
    async open(/** @type {import('../../kit/link.js').LinkState} */ state) {
      if (location.hash !== written && Object.keys(state).length) await restore(state);
      else writeLink();
    },
  };
}
