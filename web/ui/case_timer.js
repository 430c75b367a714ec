// @ts-check
// A real-cube timer as csTimer's: hold Space (or touch and hold the timer) until it turns green,
// release to start; any key (or a touch) stops it. Holding less than HOLD_MS and releasing does
// nothing, so a brushed key never starts a solve.
export const HOLD_MS = 300;

/**
 * @param {HTMLElement} display where the time is shown (and the touch area)
 * @param {{onStart?: () => void, onStop: (ms: number) => void}} handlers
 */
export function createCaseTimer(display, { onStart, onStop }) {
  /** @type {'off' | 'idle' | 'holding' | 'ready' | 'running'} */
  let state = 'off';
  let heldAt = 0;
  let started = 0;
  let frame = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let readyTimer;

  const show = (/** @type {number} */ ms) => (display.textContent = (ms / 1000).toFixed(2));
  function setState(/** @type {typeof state} */ s) {
    state = s;
    display.dataset.state = s;
  }
  function tick() {
    show(performance.now() - started);
    frame = requestAnimationFrame(tick);
  }

  function press() {
    if (state === 'running') return stop();
    if (state !== 'idle') return;
    setState('holding');
    heldAt = performance.now();
    readyTimer = setTimeout(() => state === 'holding' && setState('ready'), HOLD_MS);
  }
  function release() {
    clearTimeout(readyTimer);
    if (state === 'holding') return setState('idle');
    if (state !== 'ready' || performance.now() - heldAt < HOLD_MS) return;
    setState('running');
    started = performance.now();
    onStart?.();
    frame = requestAnimationFrame(tick);
  }
  function stop() {
    const ms = performance.now() - started;
    cancelAnimationFrame(frame);
    show(ms);
    setState('off');
    onStop(ms);
  }

  display.addEventListener('touchstart', (e) => {
    if (state === 'off') return;
    e.preventDefault();
    press();
  });
  display.addEventListener('touchend', (e) => {
    if (state === 'off') return;
    e.preventDefault();
    release();
  });

  return {
    /** Ready for a new attempt (the time shows 0.00). */
    arm() {
      show(0);
      setState('idle');
    },
    disarm() {
      cancelAnimationFrame(frame);
      clearTimeout(readyTimer);
      setState('off');
    },
    state: () => state,
    /** Keys: true when the timer used the event. */
    keydown(/** @type {KeyboardEvent} */ event) {
      if (state === 'running') {
        event.preventDefault();
        stop();
        return true;
      }
      if (event.key !== ' ' || state === 'off') return false;
      event.preventDefault();
      if (!event.repeat) press();
      return true;
    },
    keyup(/** @type {KeyboardEvent} */ event) {
      if (event.key !== ' ' || (state !== 'holding' && state !== 'ready')) return false;
      release();
      return true;
    },
  };
}
