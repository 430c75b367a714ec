// Wiring of the page: the cube view, the worker, and the panels. The page holds no cube logic:
// every state is a facelet string the worker computed, and the view draws it.
import { CubeView } from './view/cube_view.js';
import { Animator } from './view/animator.js';
import { attachDrag } from './view/drag.js';
import { WorkerClient } from './worker/client.js';
import { FACES, SOLVED } from './layout.js';
import { loadSettings, saveSettings } from './ui/settings.js';
import { moveForKey, renderKeymap } from './ui/keymap.js';
import { errorWithColumn, escapeHtml } from './ui/text.js';
import { SolutionPanel } from './ui/solution_panel.js';
import { phaseKind, stickeringFor } from './ui/stickering.js';
import { phaseText } from './ui/phase_text.js';
import { createPaintTools } from './ui/paint.js';
import { readShared, writeShared } from './ui/share.js';
import { createColourSettings } from './ui/colours.js';
import { createLearnPanel } from './ui/learn.js';
import { createStatsPanel } from './ui/stats_panel.js';

// Imports are evaluated before this line: the mark splits first paint into download and parse of
// the bundle, and setting up the view (bench/browser/page_bench.mjs reports both).
performance.mark('cubelab:script-start');
const $ = (selector) => document.querySelector(selector);

const METHOD_LABELS = {
  cfop: 'CFOP',
  'cfop-2look': 'CFOP 2-look',
  'cfop-optimal': 'CFOP optimal',
  beginner: 'Beginner',
  twophase: 'Two-phase',
  route: 'Route to pattern',
};
const SOLVE_BUDGET_MS = 30000;

const notices = []; // what the worker reported about its table cache, kept for the status line
// The worker starts first, so the WASM module loads while three.js sets up the view.
const client = new WorkerClient({
  onProgress: showProgress,
  onNotice: (text) => {
    notices.push(text);
    setStatus(text, true);
  },
  onRestart: (reason) => {
    hideProgress();
    setStatus(`${reason} The worker was restarted; the page is still usable.`, true);
  },
});

const settings = loadSettings();
const view = new CubeView($('#cube'), settings.colours);
const app = {
  current: SOLVED, // the core's state after every queued turn
  history: [],
  future: [],
  lastScramble: '',
  solution: null,
  playing: false,
  work: 0, // state-changing tasks not yet finished
  chain: Promise.resolve(),
  info: null,
  caseGroups: new Map(), // case name -> its group in the core's case library ('T-Shapes')
  animator: null,
  learn: null, // the learn panel, once the worker offers the case library
};

function setStatus(text, warn = false) {
  const status = $('#status');
  status.textContent = text;
  status.classList.toggle('warn', warn);
}

// State changes run one after another, each from the state the previous one left.
function serial(task) {
  app.work++;
  const run = app.chain.then(task);
  app.chain = run.catch((err) => setStatus(err.message, true)).finally(() => app.work--);
  return run;
}

function showProgress({ table, fraction }) {
  $('#progress').hidden = fraction >= 1;
  $('#progress-label').textContent = `Building ${table} table… ${Math.round(fraction * 100)}%`;
  $('#progress-bar').value = fraction;
}

function hideProgress() {
  $('#progress').hidden = true;
}

// ---- states and history ----

function showState(letters) {
  if (app.animator) app.animator.snap(letters);
  else view.setFacelets(letters);
}

function record(entry) {
  app.history.push(entry);
  app.future = [];
  updateHistoryButtons();
}

function updateHistoryButtons() {
  const inSolution = Boolean(app.solution);
  $('#undo').disabled = !inSolution && app.history.length === 0;
  $('#redo').disabled = !inSolution && app.future.length === 0;
}

// A turn the user made (key, drag): the worker applies it, the view animates it.
function turn(move) {
  if (!app.animator || paint.active()) return;
  serial(async () => {
    const r = await client.call('apply', [move, app.current]);
    if (r.error) return setStatus(r.error, true);
    const before = app.current;
    app.current = r.facelets;
    leaveSolution();
    record({ move, before, after: r.facelets });
    app.animator.enqueue(move, r.facelets);
    app.learn?.cubeTurned(r.facelets);
  });
}

// A jump to a new state that is not one turn (scramble, paint, reset).
function jumpTo(after, label) {
  const before = app.current;
  app.current = after;
  leaveSolution();
  view.maskFn = null; // a trainer's greying belongs to its case
  record({ label, before, after });
  showState(after);
}

function undo() {
  if (app.solution) return stepBack();
  serial(() => {
    const entry = app.history.pop();
    if (!entry) return;
    app.future.push(entry);
    app.current = entry.before;
    if (entry.move) app.animator.enqueue(entry.move, entry.before, { inverse: true });
    else showState(entry.before);
    updateHistoryButtons();
  });
}

function redo() {
  if (app.solution) return stepForward();
  serial(() => {
    const entry = app.future.pop();
    if (!entry) return;
    app.history.push(entry);
    app.current = entry.after;
    if (entry.move) app.animator.enqueue(entry.move, entry.after);
    else showState(entry.after);
    updateHistoryButtons();
  });
}

function reset() {
  serial(() => {
    $('#scramble-input').value = '';
    $('#scramble-error').textContent = '';
    jumpTo(SOLVED, 'reset');
    writeShared({ scramble: '', method: $('#method').value });
  });
}

// ---- scrambles ----

// Applies a scramble to the solved cube. Resolves true when applied; on a malformed scramble shows
// the message with its column and leaves the cube as it was.
function applyScramble(text) {
  return serial(async () => {
    const r = await client.call('apply', [text, SOLVED]);
    const error = $('#scramble-error');
    if (r.error) {
      error.innerHTML = errorWithColumn(r.error, text, r.column);
      return false;
    }
    error.textContent = '';
    app.lastScramble = text;
    jumpTo(r.facelets, 'scramble');
    writeShared({ scramble: text, method: $('#method').value });
    setStatus('Scramble applied.');
    return true;
  });
}

function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return (words[0] % 2 ** 21) * 2 ** 32 + words[1];
}

async function randomScramble(length) {
  const r = await client.call('randomMoves', [randomSeed(), length]);
  if (r.error) throw new Error(r.error);
  return r.moves;
}

// A random-state scramble from the two-phase scrambler when the module has it.
async function stateScramble() {
  if (!app.info.calls.includes('scramble')) return randomScramble(25);
  const r = await client.call('scramble', [randomSeed(), 1], { budgetMs: SOLVE_BUDGET_MS });
  if (r.error) throw new Error(r.error);
  const text = r.scrambles?.[0]?.scramble;
  if (typeof text !== 'string') throw new Error('the scrambler gave no scramble');
  return text;
}

async function scrambleWith(make) {
  try {
    const text = await make();
    $('#scramble-input').value = text;
    await applyScramble(text);
  } catch (err) {
    setStatus(`Scramble failed: ${err.message}`, true);
  }
}

// ---- solving and playback ----

function currentPhaseIndex() {
  const s = app.solution;
  if (!s) return -1;
  const i = s.phases.findIndex((p) => s.position < p.first + p.moves.length);
  return i;
}

function stateAt(position) {
  const s = app.solution;
  return position === 0 ? s.start : s.states[position - 1];
}

function refreshPlayback() {
  const s = app.solution;
  const phase = currentPhaseIndex();
  app.solutionPanel.highlight(s ? s.position : 0, phase);
  const p = s && phase >= 0 ? s.phases[phase] : null;
  const groupOf = (name) => app.caseGroups.get(name);
  $('#phase-text').textContent = p ? phaseText(p.phase, p.moves, p.end, groupOf) : s ? 'Solved.' : '';
  view.maskFn = p && settings.stickering ? p.stickering : null;
  view.repaint();
  updateTransport();
}

function updateTransport() {
  const s = app.solution;
  const total = s ? s.moves.length : 0;
  $('#to-start').disabled = !s || s.position === 0;
  $('#step-back').disabled = !s || s.position === 0;
  $('#step-forward').disabled = !s || s.position >= total;
  $('#to-end').disabled = !s || s.position >= total;
  $('#play').disabled = !s || (s.position >= total && !app.playing);
  const play = $('#play');
  play.textContent = app.playing ? 'Pause' : 'Play';
  play.setAttribute('aria-label', app.playing ? 'Pause' : 'Play');
  updateHistoryButtons();
}

function leaveSolution() {
  if (!app.solution) return;
  app.solution = null;
  app.playing = false;
  app.solutionPanel.showMessage('The cube changed: press Solve for a new solution.');
  refreshPlayback();
}

// Expands every phase into its moves and the state after each, in order (one worker call each).
async function buildPlayback(result, start) {
  const phases = [];
  const moves = [];
  const states = [];
  let at = start;
  for (const phase of result.phases) {
    const alg = Array.isArray(phase.moves) ? phase.moves.join(' ') : phase.moves;
    const r = await client.call('playback', [alg, at]);
    if (r.error) throw new Error(`phase ${phase.name}: ${r.error}`);
    const end = r.states.length ? r.facelets : at;
    phases.push({
      phase,
      moves: r.moves,
      first: moves.length,
      end,
      stickering: stickeringFor(phaseKind(phase.name), end),
    });
    moves.push(...r.moves);
    states.push(...r.states);
    at = end;
  }
  return { result, start, phases, moves, states, position: 0 };
}

// Methods that start with a cross, and so take the cross colour.
const CROSS_METHODS = ['cfop', 'cfop-2look', 'cfop-optimal', 'beginner'];

function solveOptions(method) {
  if (method === 'twophase') return { maxLength: 20 };
  if (CROSS_METHODS.includes(method)) return { colour: $('#cross-colour').value };
  return {};
}

function solve() {
  const method = $('#method').value;
  if (!method) return Promise.resolve(false);
  return serial(async () => {
    const message = $('#solve-message');
    message.textContent = `Solving with ${METHOD_LABELS[method] ?? method}…`;
    const input = app.current;
    let r;
    try {
      r = await solveCall(method, input);
    } catch (err) {
      message.textContent = `Solve failed: ${err.message}`;
      return false;
    } finally {
      hideProgress();
    }
    if (r.error) {
      message.innerHTML = escapeHtml(r.error);
      return false;
    }
    app.solution = await buildPlayback(r, input);
    app.lastResult = r;
    message.textContent = `${r.length} moves in ${Math.round(r.ms)} ms.`;
    app.solutionPanel.show(app.solution);
    writeShared({ scramble: app.lastScramble, method });
    refreshPlayback();
    return true;
  });
}

async function solveCall(method, input) {
  if (method === 'route') return routeCall(input, $('#pattern').value);
  return client.call('solve', [method, input, solveOptions(method)], { budgetMs: SOLVE_BUDGET_MS });
}

// A route is one phase: the moves that take this cube to the pattern (up to a whole-cube turn).
async function routeCall(input, pattern) {
  if (!pattern) return { error: 'Pick a pattern to route to.', column: 0 };
  const r = await client.call('route', [input, pattern, { maxLength: 24 }], { budgetMs: SOLVE_BUDGET_MS });
  if (r.error) return r;
  const phase = { name: 'route', moves: r.solution, length: r.length, case: pattern };
  return { method: 'route', input, phases: [phase], solution: r.solution, length: r.length, ms: r.ms };
}

function stepForward() {
  const s = app.solution;
  if (!s || s.position >= s.moves.length) return Promise.resolve();
  const move = s.moves[s.position];
  s.position++;
  app.current = stateAt(s.position);
  refreshPlayback();
  return app.animator.enqueue(move, app.current);
}

function stepBack() {
  const s = app.solution;
  if (!s || s.position === 0) return Promise.resolve();
  s.position--;
  const move = s.moves[s.position];
  app.current = stateAt(s.position);
  refreshPlayback();
  return app.animator.enqueue(move, app.current, { inverse: true });
}

function jumpToMove(position) {
  const s = app.solution;
  if (!s) return;
  app.playing = false;
  s.position = Math.max(0, Math.min(position, s.moves.length));
  app.current = stateAt(s.position);
  app.animator.snap(app.current);
  refreshPlayback();
}

async function play() {
  const s = app.solution;
  if (!s || app.playing) return;
  if (s.position >= s.moves.length) jumpToMove(0);
  app.playing = true;
  updateTransport();
  while (app.playing && app.solution === s && s.position < s.moves.length) await stepForward();
  app.playing = false;
  updateTransport();
}

function pause() {
  app.playing = false;
  updateTransport();
}

// ---- page set-up ----

function fillMethods(info) {
  const select = $('#method');
  // The phase solvers (cross, xcross) are CLI tools, not methods a learner picks here.
  const names = info.methods.filter((n) => n in METHOD_LABELS);
  if (info.calls.includes('route') && info.calls.includes('patterns')) names.push('route');
  const order = Object.keys(METHOD_LABELS);
  names.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
  select.innerHTML = names
    .map((n) => `<option value="${escapeHtml(n)}">${escapeHtml(METHOD_LABELS[n] ?? n)}</option>`)
    .join('');
  if (names.includes(settings.method)) select.value = settings.method;
  $('#solve').disabled = names.length === 0;
  if (names.length === 0) $('#solve-message').textContent = 'No solver in this build yet.';
  updatePatternRow();
}

async function updatePatternRow() {
  $('#colour-row').hidden = !CROSS_METHODS.includes($('#method').value);
  const isRoute = $('#method').value === 'route';
  $('#pattern-row').hidden = !isRoute;
  if (!isRoute || $('#pattern').options.length) return;
  const list = await client.call('patterns', []);
  const names = Array.isArray(list) ? list.map((p) => (typeof p === 'string' ? p : p.name)) : [];
  $('#pattern').innerHTML = names.map((n) => `<option>${escapeHtml(n)}</option>`).join('');
}

function bindControls() {
  $('#scramble-form').addEventListener('submit', (event) => {
    event.preventDefault();
    applyScramble($('#scramble-input').value);
  });
  $('#scramble').addEventListener('click', () => scrambleWith(stateScramble));
  $('#random-moves').addEventListener('click', () => {
    const length = Math.max(1, Math.min(100, Number($('#random-length').value) || 25));
    scrambleWith(() => randomScramble(length));
  });
  $('#reapply').addEventListener('click', () => {
    if (!app.lastScramble) return setStatus('No scramble applied yet.');
    $('#scramble-input').value = app.lastScramble;
    applyScramble(app.lastScramble);
  });
  $('#undo').addEventListener('click', undo);
  $('#redo').addEventListener('click', redo);
  $('#reset').addEventListener('click', reset);
  $('#reset-view').addEventListener('click', () => view.resetView());
  $('#solve').addEventListener('click', solve);
  $('#method').addEventListener('change', () => {
    settings.method = $('#method').value;
    saveSettings(settings);
    updatePatternRow();
  });
  $('#cross-colour').value = settings.crossColour;
  $('#cross-colour').addEventListener('change', () => {
    settings.crossColour = $('#cross-colour').value;
    saveSettings(settings);
  });
  $('#play').addEventListener('click', () => (app.playing ? pause() : play()));
  $('#step-forward').addEventListener('click', () => (pause(), stepForward()));
  $('#step-back').addEventListener('click', () => (pause(), stepBack()));
  $('#to-start').addEventListener('click', () => jumpToMove(0));
  $('#to-end').addEventListener('click', () => jumpToMove(Infinity));
  bindSpeed();
  $('#stickering').checked = settings.stickering;
  $('#stickering').addEventListener('change', () => {
    settings.stickering = $('#stickering').checked;
    saveSettings(settings);
    refreshPlayback();
  });
  $('#share').addEventListener('click', share);
  document.addEventListener('keydown', onKey);
}

function bindSpeed() {
  const speed = $('#speed');
  const show = () => {
    const ms = Number(speed.value);
    $('#speed-value').textContent = `${ms} ms`;
    speed.setAttribute('aria-valuetext', `${ms} ms per turn`);
    if (app.animator) app.animator.durationMs = ms;
    settings.speedMs = ms;
  };
  speed.value = settings.speedMs;
  speed.addEventListener('input', show);
  speed.addEventListener('change', () => saveSettings(settings));
  show();
}

async function share() {
  const method = $('#method').value;
  const colour = CROSS_METHODS.includes(method) ? $('#cross-colour').value : '';
  const url = writeShared({ scramble: app.lastScramble, method, colour });
  try {
    await navigator.clipboard.writeText(url);
    $('#share-message').textContent = 'Link copied.';
  } catch {
    $('#share-message').textContent = 'The address bar holds the link.';
  }
}

function onKey(event) {
  // The trainer takes Space even on its own buttons: it stops the clock rather than press one.
  if (!event.target.closest?.('input, select, textarea') && app.learn?.handleKey(event)) return;
  if ((event.ctrlKey || event.metaKey) && !event.target.closest?.('input, textarea')) {
    const k = event.key.toLowerCase();
    if (k === 'z') return (event.preventDefault(), event.shiftKey ? redo() : undo());
    if (k === 'y') return (event.preventDefault(), redo());
  }
  if (event.target.closest?.('input, select, textarea, button') && event.key === ' ') return;
  if (event.key === ' ' && app.solution) return (event.preventDefault(), app.playing ? pause() : play());
  if (event.key === 'ArrowRight' && app.solution && !event.target.closest?.('input'))
    return (pause(), stepForward());
  if (event.key === 'ArrowLeft' && app.solution && !event.target.closest?.('input'))
    return (pause(), stepBack());
  const move = moveForKey(event);
  if (move) {
    event.preventDefault();
    turn(move);
  }
}

const paint = createPaintTools({
  view,
  colours: () => settings.colours,
  current: () => app.current,
  validate: (draft) => client.call('validate', [draft]),
  use: (draft) => serial(() => jumpTo(draft, 'paint')),
});

async function start() {
  renderKeymap($('#keymap'));
  app.solutionPanel = new SolutionPanel($('#phases'), { onJump: jumpToMove });
  createColourSettings($('#colours'), $('#colours-wca'), settings, (colours) => {
    settings.colours = colours;
    saveSettings(settings);
    view.setColours(colours);
    paint.refreshPalette();
    app.learn?.redraw();
  });
  bindControls();
  updateTransport();
  attachDrag(view, { geometry: () => app.info?.geometry, onMove: turn, onStickerClick: paint.click });
  setStatus('Loading the solver…');
  app.work++;
  try {
    app.info = await client.info;
  } catch (err) {
    app.work--;
    return setStatus(`The solver did not load: ${err.message}`, true);
  }
  app.animator = new Animator(view, app.info.geometry);
  app.animator.durationMs = settings.speedMs;
  fillMethods(app.info);
  loadCaseGroups();
  if (app.info.calls.includes('cases'))
    app.learn = createLearnPanel({
      root: $('#learn'),
      loadCases: (set) =>
        caseLibrary().then((list) => (list.error ? list : list.filter((c) => c.set === set))),
      onDemo: demonstrate,
      onTrain: showTrainerCase,
      stepDone: app.info.calls.includes('stepDone') ? (set, f) => client.call('stepDone', [set, f]) : null,
      colours: () => settings.colours,
      initialSet: settings.learnSet,
      onSetChange: (set) => {
        settings.learnSet = set;
        saveSettings(settings);
      },
    });
  else $('#learn').hidden = true;
  if (app.info.calls.includes('statsChunk'))
    createStatsPanel({
      root: $('#stats'),
      methods: app.info.methods,
      client,
      // A running statistics run is work in progress for idle(), but not a state change (serial).
      work: { begin: () => app.work++, end: () => app.work-- },
    });
  else $('#stats').hidden = true;
  app.work--;
  setStatus(['Ready.', ...notices].join(' '), notices.length > 0);
  await restoreShared();
}

// The library's F2L, OLL and PLL cases, asked for once (a failed call is asked again next time):
// the phase texts name their groups, the learn panel lists them. Resolves to the list or {error}.
let caseList = null;
function caseLibrary() {
  caseList ??= client.call('cases', []).then(
    (list) => (Array.isArray(list) ? list : { error: list?.error ?? 'The cases did not load.' }),
    (err) => ({ error: err.message }),
  );
  return caseList.then((list) => {
    if (list.error) caseList = null;
    return list;
  });
}

// The phase texts name each case's group; without the library they simply do not.
async function loadCaseGroups() {
  if (!app.info.calls.includes('cases')) return;
  const list = await caseLibrary();
  if (list.error) return;
  app.caseGroups = new Map(list.map((c) => [c.name, c.group]));
  if (app.solution) refreshPlayback();
}

// ---- learning the cases ----

// Sets the cube to the case and plays its algorithm `index` on it, as one phase of a solution.
function demonstrate(info, index) {
  return serial(async () => {
    const alg = info.algorithms[index];
    // The PLL steps end with a U turn: the core's library gives it with each algorithm.
    const auf = info.aufs?.[index] ?? '';
    const moves = auf ? `${alg} ${auf}` : alg;
    const counted = await client.call('moves', [moves]);
    if (counted.error) return setStatus(counted.error, true);
    pause();
    jumpTo(info.facelets, 'case');
    const phase = { name: info.set.toLowerCase(), moves, length: counted.htm, case: info.name };
    const result = {
      method: 'learn',
      input: info.facelets,
      phases: [phase],
      solution: moves,
      length: counted.htm,
      ms: 0,
    };
    app.solution = await buildPlayback(result, info.facelets);
    app.lastResult = result;
    app.solutionPanel.show(app.solution);
    $('#solve-message').textContent = `${info.name}: ${counted.htm} moves (HTM).`;
    refreshPlayback();
    return true;
  }).then(
    (shown) => shown && play(),
    () => {}, // serial() has shown the error
  );
}

// The trainer's case: the library's state after a U turn, greyed as its phase would be.
function showTrainerCase(info, preTurn) {
  return serial(async () => {
    const r = preTurn ? await client.call('apply', [preTurn, info.facelets]) : { facelets: info.facelets };
    if (r.error) return setStatus(r.error, true);
    pause();
    jumpTo(r.facelets, 'trainer');
    view.maskFn = settings.stickering ? stickeringFor(phaseKind(info.set.toLowerCase()), SOLVED) : null;
    view.repaint();
    $('#phase-text').textContent = `Trainer: which ${info.set} case is this?`;
  });
}

// Opening a shared link restores its scramble and, with a method, its solution (in the link's
// cross colour, which is not saved as the user's own choice).
async function restoreShared() {
  const shared = readShared();
  const offers = (select, value) => [...select.options].some((o) => o.value === value);
  if (shared.method && offers($('#method'), shared.method)) $('#method').value = shared.method;
  if (shared.colour && offers($('#cross-colour'), shared.colour)) $('#cross-colour').value = shared.colour;
  updatePatternRow(); // the rows the restored method shows
  if (!shared.scramble) return;
  $('#scramble-input').value = shared.scramble;
  const applied = await applyScramble(shared.scramble);
  if (applied && shared.method) await solve();
}

// For tests and for people poking at the page from the console.
window.cubelab = {
  facelets: () => view.readFacelets(),
  state: () => app.current,
  idle: () =>
    Boolean(app.info) &&
    app.work === 0 &&
    !app.playing &&
    !client.busy() &&
    (!app.animator || app.animator.idle()),
  solution: () => app.lastResult ?? null,
  position: () => app.solution?.position ?? null,
  stickerOnScreen: (f) => view.stickerOnScreen(f),
  colours: () => ({ ...settings.colours }),
  client,
};

start();
