// @ts-check
// The stage every view shares: the cube drawn from the session's states (a turn animated, any
// other change shown at once), the playback bar (transport, speed, greying) and the caption with
// the phase playing. The greying of each state is the core's (the answer's `shown` masks).
import { Animator } from './cube/animator.js';
import { phaseText } from './phase_text.js';
import { finder } from './dom.js';
import { netText } from './cube/net.js';

// Turns are this short, at most, for a user who asked the system for less motion.
const REDUCED_MOTION_MS = 60;
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * @param {{view: import('./cube/cube_view.js').CubeView, session: import('./session.js').Session,
 *   settings: {speedMs: number, stickering: boolean, colours: Record<string, string>},
 *   saveSettings: () => void, paintActive: () => boolean}} options
 */
export function createStage({ view, session, settings, saveSettings, paintActive }) {
  const $ = finder(document);
  /** @type {Animator | null} */
  let animator = null;
  /** @type {string | null} a caption set by a view (the trainer), shown while no solution plays */
  let caption = null;
  /** @type {boolean[] | null} */
  let viewGreying = null;

  // The greying of a state of the phase playing, looked up by the state drawn: a turn still being
  // animated keeps its own state's mask even when the position has moved on.
  /** @type {Map<string, boolean[]>} */
  let masks = new Map();
  view.maskFn = (/** @type {string} */ letters) => {
    if (!settings.stickering) return null;
    if (!session.solution) return viewGreying;
    return masks.get(letters) ?? null;
  };

  function phaseMasks() {
    const s = session.solution;
    masks = new Map();
    const i = s ? session.phaseAt(s.position) : -1;
    if (!s || i < 0) return;
    const phase = s.answer.phases[i];
    const states = [s.states[s.firsts[i] - 1] ?? s.answer.start, ...phase.states];
    (phase.shown ?? []).forEach((shown, k) => {
      if (shown.includes('0'))
        masks.set(
          states[k],
          [...shown].map((c) => c === '0'),
        );
    });
  }

  function refresh() {
    const s = session.solution;
    const i = s ? session.phaseAt(s.position) : -1;
    $('#phase-text').textContent =
      s && i >= 0 ? phaseText(s.answer.phases[i], settings.colours) : s ? 'Solved.' : (caption ?? '');
    phaseMasks();
    view.repaint();
    const total = s ? s.moves.length : 0;
    const at = s ? s.position : 0;
    $('#to-start').disabled = !s || at === 0;
    $('#step-back').disabled = !s || at === 0;
    $('#step-forward').disabled = !s || at >= total;
    $('#to-end').disabled = !s || at >= total;
    $('#play').disabled = !s || (at >= total && !session.playing);
    $('#play').textContent = session.playing ? 'Pause' : 'Play';
    $('#play').setAttribute('aria-label', session.playing ? 'Pause' : 'Play');
  }

  // The cube's text alternative (a net in text) and, in a live region, each move as it is played.
  function describe(
    /** @type {string} */ facelets,
    /** @type {string | undefined} */ move = undefined,
    inverse = false,
  ) {
    $('#cube-text').textContent = netText(facelets);
    if (!move) return;
    const s = session.solution;
    const at = s ? ` (${s.position} of ${s.moves.length})` : '';
    $('#move-said').textContent = `${inverse ? 'Undone' : 'Move'} ${move}${at}`;
  }

  session.on('cube', ({ facelets, move, inverse }) => {
    describe(facelets, move, inverse);
    // A view's caption and greying belong to the cube it set: a jump elsewhere ends them.
    if (!move && (caption !== null || viewGreying)) {
      caption = null;
      viewGreying = null;
      if (!session.solution) $('#phase-text').textContent = '';
    }
    if (paintActive()) return;
    if (animator && move) return animator.enqueue(move, facelets, { inverse });
    if (animator) animator.snap(facelets);
    else view.setFacelets(facelets);
  });
  session.on('solution', () => {
    caption = null;
    viewGreying = null;
    refresh();
  });
  session.on('position', refresh);

  const turnMs = (/** @type {number} */ ms) => (reducedMotion() ? Math.min(ms, REDUCED_MOTION_MS) : ms);

  function bindSpeed() {
    const speed = $('#speed');
    const show = () => {
      const ms = Number(speed.value);
      $('#speed-value').textContent = `${ms} ms`;
      speed.setAttribute('aria-valuetext', `${ms} ms per turn`);
      if (animator) animator.durationMs = turnMs(ms);
      settings.speedMs = ms;
    };
    speed.value = String(settings.speedMs);
    speed.addEventListener('input', show);
    speed.addEventListener('change', saveSettings);
    show();
  }

  $('#play').addEventListener('click', () => (session.playing ? session.pause() : session.play()));
  $('#step-forward').addEventListener('click', () => (session.pause(), session.step(1)));
  $('#step-back').addEventListener('click', () => (session.pause(), session.step(-1)));
  $('#to-start').addEventListener('click', () => session.seek(0));
  $('#to-end').addEventListener('click', () => session.seek(Infinity));
  $('#reset-view').addEventListener('click', () => view.resetView());
  $('#stickering').checked = settings.stickering;
  $('#stickering').addEventListener('change', () => {
    settings.stickering = $('#stickering').checked;
    saveSettings();
    refresh();
  });
  bindSpeed();
  refresh();
  describe(session.cube);

  return {
    /** Turns are animated once the worker has given the move geometry. */
    ready(/** @type {Record<string, import('../../wasm/cubelab').LayerTurn>} */ geometry) {
      animator = new Animator(view, geometry);
      animator.durationMs = turnMs(settings.speedMs);
    },
    idle: () => !animator || animator.idle(),
    /** A view's caption and greying for a cube that is not a solution (the trainer's case). */
    setCaption(/** @type {string} */ text) {
      caption = text;
      refresh();
    },
    setGreying(/** @type {boolean[] | null} */ mask) {
      viewGreying = mask;
      view.repaint();
    },
    refresh,
  };
}
