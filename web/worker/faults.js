// @ts-check
// Faults for the browser tests of the page's recovery (tests/browser/page_recovery.test.mjs,
// page_state, page_trainer): `faultForTest(kind, at, skip)` arms one fault that fires inside the
// next table-build progress report (at = 'progress': mid-search, with the core's frames on the
// stack) or when the next call named `at` starts, after `skip` such moments have passed. kind
// 'trap': a WebAssembly.RuntimeError; 'throw': a JS exception; 'die': an uncaught exception in the
// worker's scope, after which this worker never answers. Also a worker that crashes on request
// and a call that never ends.

/** The build for users (dist/) injects no faults: every hook answers as if none were armed. */
export const NO_FAULTS = {
  dead: () => false,
  atProgress() {},
  atCall(/** @type {string} */ _fn) {},
  calls: {},
};

export function createFaults() {
  /** @type {{kind: string, at: string, skip: number} | null} */
  let fault = null;
  let dead = false; // after a 'die' fault: answer nothing more

  function fire() {
    if (fault && fault.skip-- > 0) return;
    const kind = fault?.kind;
    fault = null;
    if (kind === 'trap') throw new WebAssembly.RuntimeError('unreachable (a fault injected by a test)');
    if (kind === 'die') {
      dead = true;
      setTimeout(() => {
        throw new Error('the worker died (a fault injected by a test)');
      });
    }
    throw new Error('an exception inside the core (a fault injected by a test)');
  }

  return {
    dead: () => dead,
    /** Inside a table build's progress report. */
    atProgress() {
      if (fault?.at === 'progress') fire();
    },
    /** As the call `fn` starts. */
    atCall(/** @type {string} */ fn) {
      if (fault?.at === fn) fire();
    },
    calls: {
      crashForTest() {
        setTimeout(() => {
          throw new Error('worker crashed on request (test)');
        });
        return true;
      },
      hangForTest() {
        return new Promise(() => {});
      },
      /** @param {unknown} kind @param {unknown} at @param {unknown} [skip] */
      faultForTest(kind, at, skip = 0) {
        fault = { kind: String(kind), at: String(at), skip: Number(skip) };
        return true;
      },
    },
  };
}
