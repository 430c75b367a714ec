// @ts-check
// A real-cube timer as csTimer's: hold Space (or touch and hold the timer) until it turns green,
// release to start; any key (or a touch) stops it. Holding less than the start delay (HOLD_MS, as
// csTimer's, unless `holdMs` says otherwise) and releasing does nothing, so a brushed key never
// starts a solve. Used by the Learn view's trainer and the Timer view. The page cannot see a real cube's first turn,
// so with two stages (as csTimer's multi-phase timing) the first key or touch after the start
// marks the case recognised (the start of execution) and the second stops: recognition and
// execution are timed apart. With one stage the first stops (the total only).
export const HOLD_MS = 300;

/**
 * @param {HTMLElement} display where the time is shown (and the touch area)
 * @param {{onStart?: () => void, onRecognised?: (ms: number) => void,
 *   onStop: (ms: number, recognitionMs: number | null) => void, stages?: () => number,
 *   holdMs?: () => number}} handlers
 *   onStop gets the total and, with two stages, the recognition time (else null); `stages` says
 *   how many stages the next attempt has (2 by default), `holdMs` the next start delay.
 */
export function createHandTimer(
  display,
  { onStart, onRecognised, onStop, stages = () => 2, holdMs = () => HOLD_MS },
) {
  /** @type {'off' | 'idle' | 'holding' | 'ready' | 'running' | 'executing'} */
  let state = 'off';
  let heldAt = 0;
  let hold = HOLD_MS;
  let started = 0;
  /** @type {number | null} when recognition ended (two stages), since the start */
  let recognised = null;
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

  // A key or touch while the time runs: the end of recognition (two stages), else the stop.
  function mark() {
    if (state === 'running' && stages() === 2) {
      recognised = performance.now() - started;
      setState('executing');
      onRecognised?.(recognised);
      return;
    }
    stop();
  }

  function press() {
    if (state === 'running' || state === 'executing') return mark();
    if (state !== 'idle') return;
    setState('holding');
    heldAt = performance.now();
    hold = holdMs();
    readyTimer = setTimeout(() => state === 'holding' && setState('ready'), hold);
  }
  function release() {
    clearTimeout(readyTimer);
    if (state === 'holding') return setState('idle');
    if (state !== 'ready' || performance.now() - heldAt < hold) return;
    setState('running');
    started = performance.now();
    recognised = null;
    onStart?.();
    frame = requestAnimationFrame(tick);
  }
  function stop() {
    const ms = performance.now() - started;
    cancelAnimationFrame(frame);
    show(ms);
    setState('off');
    onStop(ms, recognised);
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
    /** Ready for a new attempt; the time shows 0.00, or the last time kept (as csTimer's). */
    arm(keepTime = false) {
      if (!keepTime) show(0);
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
      if (state === 'running' || state === 'executing') {
        event.preventDefault();
        if (!event.repeat) mark();
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
