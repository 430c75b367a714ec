// @ts-check
// The Solve view: the Cube card (text, scrambles, history, paint), the method and its options, the
// solution's phases, and Share. Its address carries the cube on screen and its solution
// (web/kit/link.js), rewritten as they change; opening such an address restores them.
import { isError } from '../../kit/worker_client/api.js';
import { errorWithColumn, escapeHtml } from '../../kit/text.js';
import { SolutionPanel } from './solution_panel.js';
import { createPaintTools } from '../../kit/cube/paint.js';
import { formatLink, routeRequest } from '../../kit/link.js';
import { SOLVED } from '../../kit/session.js';
import { renderKeymap } from '../../kit/keymap.js';
import { twophaseOptions } from '../../kit/settings.js';
import { createColourSettings } from './colours.js';
import { createOptimalSearch } from './optimal_search.js';
import { finder } from '../../kit/dom.js';

const MAX_TEXT_BYTES = 1000000;
const TEXT_TOO_LONG = 'the text is longer than 1 MB (1,000,000 bytes)';

// Whether the answer is known to be the shortest (the search proved it), for searches that say.
function provenText(/** @type {{optimal?: boolean}} */ answer, /** @type {string} */ method) {
  if (answer.optimal) return ', optimal (no shorter solution exists)';
  return method === 'twophase' ? ', not proven optimal' : '';
}

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
    </div>
    <div id="paint-tools" class="paint-tools" hidden>
      <p class="hint">Pick a colour, then click stickers to copy a real cube.</p>
      <div id="palette" class="palette" role="radiogroup" aria-label="Paint colour"></div>
      <div class="row wrap">
        <button type="button" id="paint-use" class="primary">Use painted cube</button>
        <button type="button" id="paint-clear">Clear stickers</button>
        <button type="button" id="paint-cancel">Cancel</button>
      </div>
      <p id="paint-error" class="error" aria-live="polite"></p>
    </div>
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

// The page's own method: a route to a named pattern (the core's route search, not a solver).
const ROUTE = 'route';

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView(ctx) {
  const { root, session, api, info, settings, saveSettings, setStatus, view, active } = ctx;
  root.innerHTML = MARKUP;
  const $ = finder(root);
  // The quick methods, then the long searches (the optimal solver), which this view alone offers.
  const offered = [...info.methods, ...(info.searches ?? [])];
  const methods = new Map(offered.map((m) => [m.name, m]));
  let lastScramble = '';
  let written = ''; // the address this view wrote last: reopening it restores nothing
  // The metric routes and two-phase search in: QTM when the metric setting is QTM (else HTM), or
  // what a link asked for (a link reopens the answer it was made with).
  const searchMetric = (/** @type {string} */ metric) => (metric === 'qtm' ? 'qtm' : 'htm');
  let searchIn = searchMetric(settings.metric);

  const panel = new SolutionPanel($('#phases'), {
    onJump: (/** @type {number} */ at) => session.seek(at),
    metric: () => settings.metric,
  });
  const optimal = createOptimalSearch({
    root,
    api,
    session,
    message: $('#solve-message'),
    stopSolver: ctx.stopSolver,
  });

  // ---- the cube ----

  /** Sets the cube from the Cube field's text. Resolves true when the core read it. */
  async function applyText(/** @type {string} */ text) {
    // The core refuses text over 1,000,000 bytes (core/notation/alg.hpp, kTextTooLong); a longer
    // paste is refused here with the core's words, because handing the worker 10 MB only to hear
    // that took seconds (the string's conversion into the module). Every UTF-16 unit is at least
    // one UTF-8 byte, so this refuses nothing the core would take.
    if (text.length > MAX_TEXT_BYTES) {
      $('#scramble-error').textContent = TEXT_TOO_LONG;
      return false;
    }
    const r = await session.setFromText(text);
    const error = $('#scramble-error');
    if (!r) return false;
    if (isError(r)) {
      error.innerHTML = errorWithColumn(r.error, text, r.column);
      return false;
    }
    error.textContent = '';
    if (r.kind === 'moves') lastScramble = text;
    setStatus(
      r.kind === 'moves'
        ? 'Scramble applied.'
        : `Cube set from ${r.kind === 'pattern' ? 'the pattern' : 'its facelets'}.`,
    );
    return true;
  }

  function randomSeed() {
    const words = crypto.getRandomValues(new Uint32Array(2));
    return (words[0] % 2 ** 21) * 2 ** 32 + words[1];
  }

  async function randomMoves(/** @type {number} */ length) {
    const r = await api.randomMoves(randomSeed(), length);
    return isError(r) ? r : r.moves;
  }

  // A random-state scramble from the two-phase scrambler when the module has it.
  async function stateScramble() {
    if (!info.calls.includes('scramble')) return randomMoves(25);
    const r = await api.scramble(randomSeed(), 1);
    if (isError(r)) return r;
    return r.scrambles[0]?.scramble ?? { error: 'the scrambler gave no scramble', kind: 'internal' };
  }

  async function scrambleWith(/** @type {() => Promise<string | {error: string}>} */ make) {
    const text = await make();
    if (typeof text !== 'string') return setStatus(`Scramble failed: ${text.error}`, true);
    $('#scramble-input').value = text;
    await applyText(text);
  }

  // ---- methods ----

  const isRoute = () => $('#method').value === ROUTE;

  function fillMethods() {
    const options = offered.map((m) => [m.name, m.label]);
    if (info.calls.includes('route') && info.calls.includes('patterns'))
      options.push([ROUTE, 'Route to pattern']);
    $('#method').innerHTML = options
      .map(([name, label]) => `<option value="${escapeHtml(name)}">${escapeHtml(label)}</option>`)
      .join('');
    if (options.some(([name]) => name === settings.method)) $('#method').value = settings.method;
    $('#solve').disabled = options.length === 0;
    if (options.length === 0) $('#solve-message').textContent = 'No solver in this build yet.';
  }

  async function updateRows() {
    $('#colour-row').hidden = !methods.get($('#method').value)?.colour_choice;
    $('#improve-row').hidden = $('#method').value !== 'twophase';
    $('#optimal-row').hidden = !methods.get($('#method').value)?.long_search;
    if ($('#optimal-row').hidden) $('#optimal-prompt').hidden = true; // another method: no table needed
    $('#pattern-row').hidden = !isRoute();
    if (!isRoute() || $('#pattern').options.length) return;
    const list = await api.patterns();
    const names = isError(list) ? [] : list.map((p) => p.name);
    $('#pattern').innerHTML = names.map((n) => `<option>${escapeHtml(n)}</option>`).join('');
  }

  /** The options of the method chosen, as the link and the solver take them. */
  function chosenOptions() {
    const method = $('#method').value;
    if (method === ROUTE) {
      // B: a pattern, or the typed or painted cube of a route link (web/kit/link.js).
      const typed = $('#pattern').selectedOptions[0]?.dataset.to !== undefined;
      return routeRequest(!typed, $('#pattern').value, searchIn);
    }
    if (methods.get(method)?.colour_choice) return { colour: $('#cross-colour').value };
    if (method === 'twophase')
      return {
        ...twophaseOptions(settings.twophaseEffort),
        ...(searchIn === 'qtm' ? { metric: /** @type {const} */ ('qtm') } : {}),
      };
    if (methods.get(method)?.long_search) return { budgetMs: Number($('#optimal-limit').value) || 0 };
    return {};
  }

  // ---- solving ----

  async function solve() {
    const method = $('#method').value;
    if (!method) return false;
    const message = $('#solve-message');
    const label = method === ROUTE ? 'a route' : (methods.get(method)?.label ?? method);
    message.textContent = `Solving with ${label}…`;
    const options = chosenOptions();
    if (methods.get(method)?.long_search) {
      const r = await optimal.solve(/** @type {{budgetMs: number}} */ (options), solve);
      if (r && isError(r)) message.innerHTML = escapeHtml(r.error);
      return Boolean(r && !isError(r));
    }
    const r =
      method === ROUTE
        ? await route(/** @type {{pattern?: string, to?: string, metric?: string}} */ (options))
        : await session.solve(method, options);
    if (!r) return false;
    if (isError(r)) {
      message.innerHTML = escapeHtml(r.error);
      return false;
    }
    const metric = settings.metric;
    const count = metric === 'htm' ? r.length : (r[metric] ?? r.length);
    message.textContent = `${count} moves (${metric.toUpperCase()}) in ${Math.round(r.ms)} ms${provenText(r, method)}.`;
    return true;
  }

  // A route is one phase, ready to play from the core in one call (its label and goal too): the
  // moves that take this cube to B (a pattern, or a link's typed or painted B). The Route view's
  // search (at most 20 moves, the better of the direct and inverse searches), so that a route made
  // there and shared from here reopens the same.
  /** @returns {Promise<import('../../../wasm/cubelab').SolveResult | import('../../kit/worker_client/api.js').ApiError | undefined>} */
  async function route(/** @type {{pattern?: string, to?: string, metric?: string}} */ options) {
    const to = options.to ?? options.pattern;
    if (!to) return { error: 'Pick a pattern to route to.', column: 0, kind: 'input' };
    const start = session.cube;
    const metric = options.metric === 'qtm' ? 'qtm' : 'htm';
    const r = await api.route(start, to, { metric, refine: true });
    if (isError(r)) return r;
    await session.showAnswer(r, { method: ROUTE, options });
    return r;
  }

  // A route link's B that is not a pattern (typed moves, facelets, a painted cube): offered first
  // among the patterns, chosen.
  function offerTyped(/** @type {string} */ to) {
    for (const o of $('#pattern').querySelectorAll('[data-to]')) o.remove();
    const option = document.createElement('option');
    option.value = to;
    option.dataset.to = '';
    option.textContent = `B as in the link: ${to.length > 40 ? `${to.slice(0, 40)}…` : to}`;
    $('#pattern').prepend(option);
    $('#pattern').value = to;
  }

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
        Object.assign(state, s ? s.request.options : chosenOptions());
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
    await updateRows();
    if (state.pattern && offers($('#pattern'), state.pattern)) $('#pattern').value = state.pattern;
    else if (state.to && offers($('#pattern'), state.to)) $('#pattern').value = state.to;
    else if (state.to) offerTyped(state.to);
    if (state.method === ROUTE || state.method === 'twophase') searchIn = searchMetric(state.metric ?? '');
    const text = state.scramble ?? state.facelets;
    if (!text) return;
    $('#scramble-input').value = state.scramble ?? '';
    const applied = await applyText(text);
    if (refused) return ($('#solve-message').textContent = refused);
    if (applied && state.method && (await solve()) && state.at) await session.seek(state.at);
  }

  // ---- wiring ----

  // A paste over the core's limit never reaches the field: Chromium took 6 s to lay out a 10 MB
  // line in it, the page frozen meanwhile. The field keeps what it had; the error says why.
  $('#scramble-input').addEventListener('paste', (/** @type {ClipboardEvent} */ event) => {
    const pasted = event.clipboardData?.getData('text') ?? '';
    if (pasted.length <= MAX_TEXT_BYTES) return;
    event.preventDefault();
    $('#scramble-error').textContent = `${TEXT_TOO_LONG}: the paste was not put in the field`;
  });

  $('#scramble-form').addEventListener('submit', (/** @type {Event} */ event) => {
    event.preventDefault();
    applyText($('#scramble-input').value);
  });
  $('#scramble').addEventListener('click', () => scrambleWith(stateScramble));
  $('#random-moves').addEventListener('click', () => {
    const length = Math.max(1, Math.min(100, Number($('#random-length').value) || 25));
    scrambleWith(() => randomMoves(length));
  });
  $('#reapply').addEventListener('click', () => {
    if (!lastScramble) return setStatus('No scramble applied yet.');
    $('#scramble-input').value = lastScramble;
    applyText(lastScramble);
  });
  $('#undo').addEventListener('click', () => session.undo());
  $('#redo').addEventListener('click', () => session.redo());
  $('#reset').addEventListener('click', () => {
    $('#scramble-input').value = '';
    $('#scramble-error').textContent = '';
    session.setCube(SOLVED, 'reset');
  });
  $('#solve').addEventListener('click', solve);
  $('#method').addEventListener('change', () => {
    settings.method = $('#method').value;
    saveSettings();
    updateRows();
  });
  $('#improve-effort').value = settings.twophaseEffort;
  $('#improve-effort').addEventListener('change', () => {
    settings.twophaseEffort = $('#improve-effort').value;
    saveSettings();
  });
  $('#optimal-limit').value = String(settings.optimalLimitMs);
  $('#optimal-limit').addEventListener('change', () => {
    settings.optimalLimitMs = Number($('#optimal-limit').value);
    saveSettings();
  });
  $('#cross-colour').value = settings.crossColour;
  $('#cross-colour').addEventListener('change', () => {
    settings.crossColour = $('#cross-colour').value;
    saveSettings();
  });
  $('#share').addEventListener('click', share);
  // The metric every move count follows: kept with the settings, the solution shown again in it.
  $('#metric-setting').value = settings.metric;
  $('#metric-setting').addEventListener('change', () => {
    settings.metric = /** @type {'htm' | 'qtm' | 'stm'} */ ($('#metric-setting').value);
    searchIn = searchMetric(settings.metric);
    saveSettings();
    if (session.solution) {
      panel.show(session.solution);
      panel.highlight(session.solution.position, session.phaseAt(session.solution.position));
    }
  });

  const paint = createPaintTools({
    view,
    colours: () => settings.colours,
    current: () => session.cube,
    validate: (draft) => api.validate(draft),
    use: (draft) => session.setCube(draft, 'paint'),
  });
  ctx.setPaint(paint);
  renderKeymap($('#keymap'));
  createColourSettings($('#colours'), $('#colours-wca'), settings, ctx.setColours);

  function updateHistoryButtons() {
    $('#undo').disabled = !session.canUndo();
    $('#redo').disabled = !session.canRedo();
  }

  session.on('history', updateHistoryButtons);
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

  fillMethods();
  updateRows();
  updateHistoryButtons();

  return {
    coloursChanged: () => paint.refreshPalette(),
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
