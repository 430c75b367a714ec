// @ts-check
// The Timer view (#/timer): a random-state WCA scramble as text and as a net, WCA inspection, and
// csTimer's Space/touch timer (web/kit/hand_timer.js) with a settable start delay. Each solve goes
// into the session in use (web/views/timer/sessions_panel.js), whose figures the core computes.
import { createHandTimer } from '../../kit/hand_timer.js';
import { createSmartCubeControls, smartMarkup } from '../../kit/smart_cube/controls.js';
import { createSmartSolve, timedMoves } from './smart_solve.js';
import { showPhaseSplit } from './phase_split.js';
import { finder } from '../../kit/dom.js';
import { drawNet } from '../../kit/cube/net.js';
import { stateScramble } from '../../kit/scramble.js';
import { isError } from '../../kit/worker_client/api.js';
import { inspectionPenalty, inspectionText } from './inspection.js';
import { createSessionsPanel } from './sessions_panel.js';
import { loadTimerData } from './sessions_store.js';

const MARKUP = `
  <section class="card" aria-labelledby="timer-heading">
    <h2 id="timer-heading">Timer</h2>
    <p class="hint">Scramble (random state, WCA)</p>
    <p id="timer-scramble" class="moves timer-scramble" aria-live="polite"></p>
    <div id="timer-net" class="net net-large"></div>
    <div class="row wrap">
      <button type="button" id="timer-next">Next scramble</button>
      <label><input type="checkbox" id="timer-inspection-on" checked /> WCA inspection (15 s)</label>
      <label for="timer-delay">Start delay (s)</label>
      <input id="timer-delay" type="number" min="0" max="5" step="0.05" value="0.3" />
    </div>
    <p id="timer-inspection" class="timer-inspection" aria-live="polite"></p>
    <div id="timer-display" class="case-timer timer-display" data-state="off" role="timer"
      aria-label="Time: hold Space or touch here, release when green">0.00</div>
    <p id="timer-help" class="hint">Hold Space (or touch the time) until it turns green, release to start; any key or
      touch stops. With inspection on, Space (or a touch) first starts the 15 seconds.</p>
    <p id="timer-status" class="hint" aria-live="polite"></p>
    <p class="hint">With a smart cube (or the virtual cube): make the scramble on it (done moves are
      marked, a wrong move is answered by its fix); the time starts at the first turn after it and
      stops when the cube is solved.</p>
    <div id="timer-phases" class="timer-phases" aria-live="polite"></div>
    ${smartMarkup('timer-smart')}
  </section>
  <div id="timer-sessions"></div>`;

/** @param {import('../../kit/context.js').ViewContext} ctx */
export function createView(ctx) {
  const { root, api, info, active, settings } = ctx;
  root.innerHTML = MARKUP;
  const $ = finder(root);
  const display = /** @type {HTMLElement} */ ($('#timer-display'));
  const panel = createSessionsPanel(/** @type {HTMLElement} */ ($('#timer-sessions')), ctx);
  const kept = loadTimerData();
  createSmartCubeControls({ $, link: ctx.smartCube, prefix: 'timer-smart' });

  let scramble = '';
  /** @type {string} the scramble's facelets, for the net */
  let facelets = '';
  /** @type {'waiting' | 'inspecting' | 'timing'} */
  let phase = 'waiting';
  let inspectedFrom = 0;
  let inspectionMs = 0;
  let inspectionFrame = 0;
  let spaceDown = false;

  const inspectionOn = () => /** @type {HTMLInputElement} */ ($('#timer-inspection-on')).checked;
  const holdMs = () => {
    const s = Number($('#timer-delay').value);
    return Number.isFinite(s) && s >= 0 && s <= 5 ? Math.round(s * 1000) : 300;
  };
  $('#timer-inspection-on').checked = kept.inspection;
  $('#timer-delay').value = String(kept.holdMs / 1000);

  const timer = createHandTimer(display, {
    stages: () => 1,
    holdMs,
    onStart() {
      cancelAnimationFrame(inspectionFrame);
      if (phase === 'inspecting') inspectionMs = performance.now() - inspectedFrom;
      phase = 'timing';
      $('#timer-inspection').textContent = '';
      $('#timer-status').textContent = 'Timing… any key or touch stops.';
    },
    onStop(ms) {
      const penalty = inspectionOn() ? inspectionPenalty(inspectionMs) : 'none';
      panel.addSolve({
        ms: Math.round(ms),
        penalty,
        scramble,
        comment: '',
        date: Math.floor(Date.now() / 1000),
      });
      $('#timer-status').textContent =
        `${(Math.round(ms) / 1000).toFixed(2)} s${penalty === 'none' ? '' : ` (${penalty} from inspection)`}`;
      nextScramble();
    },
  });

  // Waiting for the solver: with inspection a release (or touch) starts it, else the timer is armed.
  // The last time stays on show until the next solve starts.
  function wait() {
    cancelAnimationFrame(inspectionFrame);
    phase = 'waiting';
    inspectionMs = 0;
    $('#timer-inspection').textContent = inspectionOn() ? 'Inspection: Space or a touch starts it.' : '';
    if (inspectionOn()) {
      timer.disarm();
      display.dataset.state = 'waiting';
    } else timer.arm(true);
  }

  function inspect(arm = true) {
    phase = 'inspecting';
    inspectedFrom = performance.now();
    const tick = () => {
      const text = inspectionText(performance.now() - inspectedFrom);
      $('#timer-inspection').textContent = `Inspection: ${text}`;
      inspectionFrame = requestAnimationFrame(tick);
    };
    tick();
    if (arm) timer.arm(true);
  }

  async function nextScramble() {
    const text = await stateScramble(api, info);
    if (typeof text !== 'string') return ctx.setStatus(`Scramble failed: ${text.error}`, true);
    const cube = await api.cubeFromText(text);
    scramble = text;
    $('#timer-scramble').textContent = text;
    facelets = isError(cube) ? '' : cube.facelets;
    drawScrambleNet();
    if (ctx.smartCube.connected) {
      phase = 'waiting';
      timer.disarm();
      await smart.setScramble(text, facelets, ctx.session.cube);
    } else wait();
  }

  function drawScrambleNet() {
    if (facelets)
      drawNet($('#timer-net'), facelets, settings.colours, { label: `The cube after ${scramble}` });
  }

  display.addEventListener('touchstart', (e) => {
    if (phase !== 'waiting' || !inspectionOn() || ctx.smartCube.connected) return;
    e.preventDefault();
  });
  display.addEventListener('touchend', (e) => {
    if (phase !== 'waiting' || !inspectionOn() || ctx.smartCube.connected) return;
    e.preventDefault();
    inspect();
  });
  document.addEventListener('keyup', (event) => {
    if (!active() || ctx.smartCube.connected) return;
    // The timer's Space never presses the button that has the focus (a button acts on keyup).
    if (event.key === ' ' && spaceDown && phase === 'waiting' && inspectionOn()) {
      spaceDown = false;
      event.preventDefault();
      return inspect();
    }
    if (timer.keyup(event)) event.preventDefault();
  });

  $('#timer-next').addEventListener('click', () => phase !== 'timing' && nextScramble());
  $('#timer-inspection-on').addEventListener('change', () => {
    if (phase !== 'timing') wait();
    panel.saveOptions({ inspection: inspectionOn(), holdMs: holdMs() });
  });
  $('#timer-delay').addEventListener('change', () =>
    panel.saveOptions({ inspection: inspectionOn(), holdMs: holdMs() }),
  );

  // ---- a smart cube (or the virtual cube) connected: the cube itself works the timer ----

  let timingFrame = 0;
  let smartStart = 0;
  const smart = createSmartSolve(api, {
    report: showProgress,
    ready() {
      timer.disarm();
      display.dataset.state = 'ready';
      display.textContent = '0.00';
      if (inspectionOn()) inspect(false);
      $('#timer-status').textContent = 'Scrambled: the time starts at your first turn.';
    },
    start() {
      cancelAnimationFrame(inspectionFrame);
      if (phase === 'inspecting') inspectionMs = performance.now() - inspectedFrom;
      phase = 'timing';
      $('#timer-inspection').textContent = '';
      display.dataset.state = 'running';
      smartStart = performance.now();
      const tick = () => {
        display.textContent = ((performance.now() - smartStart) / 1000).toFixed(2);
        timingFrame = requestAnimationFrame(tick);
      };
      tick();
      $('#timer-status').textContent = 'Timing… it stops when the cube is solved.';
    },
    solved(moves, ms, analysis) {
      cancelAnimationFrame(timingFrame);
      display.dataset.state = 'off';
      display.textContent = (ms / 1000).toFixed(2);
      const penalty = inspectionOn() ? inspectionPenalty(inspectionMs) : 'none';
      panel.addSolve({
        ms,
        penalty,
        scramble,
        comment: '',
        date: Math.floor(Date.now() / 1000),
        reconstruction: { moves: timedMoves(moves), puzzle: '333' },
      });
      showPhaseSplit($('#timer-phases'), api, analysis, timedMoves(moves));
      $('#timer-status').textContent =
        `${(ms / 1000).toFixed(2)} s${penalty === 'none' ? '' : ` (${penalty} from inspection)`}, solved on the cube.`;
      nextScramble();
    },
  });

  /** @param {import('./smart_solve.js').Progress} p */
  function showProgress(p) {
    const text = $('#timer-scramble');
    if (p.mode === 'off' || !ctx.smartCube.connected) return;
    text.replaceChildren(
      ...(p.fix ? [Object.assign(document.createElement('span'), { textContent: 'Fix: ' })] : []),
      ...p.tokens.map((move, i) => {
        const span = document.createElement('span');
        span.textContent = `${move} `;
        span.className = i < p.done ? 'done' : i === p.done && p.half ? 'half' : '';
        return span;
      }),
    );
    text.dataset.done = String(p.done);
    if (p.error) ctx.setStatus(`Following the scramble failed: ${p.error}`, true);
  }

  ctx.smartCube.on((event) => {
    if (event.type === 'connect') {
      timer.disarm();
      cancelAnimationFrame(inspectionFrame);
      phase = 'waiting';
      if (scramble) smart.setScramble(scramble, facelets, ctx.session.cube);
    } else if (event.type === 'disconnect') {
      smart.stop();
      cancelAnimationFrame(timingFrame);
      $('#timer-scramble').textContent = scramble;
      wait();
    } else if (event.type === 'move')
      smart.turn(event.move, event.cubeTimestamp ?? event.localTimestamp ?? performance.now());
    else if (event.type === 'facelets') smart.state(event.facelets);
  });

  let started = false;
  return {
    async open() {
      if (started) return;
      started = true;
      await Promise.all([panel.show(), nextScramble()]);
    },
    coloursChanged: drawScrambleNet,
    // Space waits, starts inspection or works the timer; keys typed in a field never reach here
    // (web/shell/main.js).
    handleKey(/** @type {KeyboardEvent} */ event) {
      if (!active() || ctx.smartCube.connected) return false;
      if (phase === 'waiting' && inspectionOn()) {
        if (event.key !== ' ') return false;
        event.preventDefault();
        spaceDown = true;
        return true;
      }
      return timer.keydown(event);
    },
  };
}
