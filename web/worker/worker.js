// @ts-check
// A Web Worker that hosts the WASM core: the page's solving worker and each statistics worker of
// the pool. Every request is a message {id, fn, args}; every answer is {id, result}, where result
// is the core's answer or {error, column, kind}; table builds send {progress: {table, fraction}},
// and a long search (solveOptimal) sends {id, update} while it runs.
// A throw becomes kind 'internal' and sets `fatal`, so the page replaces this worker rather than
// trust its memory again: the core never throws (it answers errors as values), so a throw is a
// trap, an out-of-memory abort, or a JS exception that unwound through the core's frames and may
// have left a table half built. Only an unknown call name is not fatal.
// The calls are those of web/worker/api.js.
import createCubeLab from '../../build/wasm/cubelab.mjs';
import { MODULE_CALLS } from './api.js';
import { loadCachedOptimal, loadCachedTables, saveBuiltTables, saveOptimal } from './table_store.js';

// Whether the two-phase tables came from the browser's storage at start, and how long that took.
/** @type {{loaded: boolean, ms?: number}} */
let twoPhaseCache = { loaded: false };

// The page's solving worker (web/worker/client.js names it 'solver'), where the page is
// cross-origin isolated, loads the threaded build (build/wasm-threads): its heap is a
// SharedArrayBuffer that the module's own threads share, so one optimal search runs on every core
// over one copy of the table. Other workers, and every worker of a page that is not isolated, load
// the plain build. The threaded build's script is loaded as a file of its own, not bundled here:
// its threads import it again by that URL.
function createThreaded() {
  const file = (/** @type {string} */ name) =>
    ({
      'cubelab.mjs': new URL('../../build/wasm-threads/cubelab.mjs', import.meta.url).href,
      'cubelab.wasm': new URL('../../build/wasm-threads/cubelab.wasm', import.meta.url).href,
      'cubelab.worker.js': new URL('../../build/wasm-threads/cubelab.worker.js', import.meta.url).href,
    })[name] ?? name;
  return import(/* @vite-ignore */ file('cubelab.mjs')).then(({ default: create }) =>
    create({ mainScriptUrlOrBlob: file('cubelab.mjs'), locateFile: file }),
  );
}

const createPlain = () =>
  createCubeLab({ locateFile: () => new URL('../../build/wasm/cubelab.wasm', import.meta.url).href });

const threaded = self.name === 'solver' && self.crossOriginIsolated === true;
// A browser that will not start the threaded build still gets the plain one.
const ready = (threaded ? createThreaded().catch(createPlain) : createPlain()).then(async (module) => {
  module.setProgress((table, fraction) => {
    if (fault?.at === 'progress') fireFault();
    self.postMessage({ progress: { table, fraction } });
  });
  twoPhaseCache = await loadCachedTables(module, reportCache);
  return module;
});

function reportCache(/** @type {string} */ message) {
  self.postMessage({ notice: message });
}

// Faults for the browser tests of the page's recovery (tests/browser/page_recovery.test.mjs):
// `faultForTest(kind, at)` arms one fault that fires inside the next table-build progress report
// (at = 'progress': mid-search, with the core's frames on the stack) or when the next call named
// `at` starts, after `skip` such moments have passed. kind 'trap': a WebAssembly.RuntimeError; 'throw': a JS exception; 'die': an
// uncaught exception in the worker's scope, after which this worker never answers.
/** @type {{kind: string, at: string, skip: number} | null} */
let fault = null;
let dead = false; // after a 'die' fault: answer nothing more

function fireFault() {
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

// The statistics chunks this worker has solved, folded into one (exact sums): a pool worker folds
// as it goes, so the page merges one chunk per worker instead of every chunk.
/** @type {any} */
let folded = null;

// The id of the call being answered (a long search posts its updates under it).
let callId = 0;
const NODE_BATCH = 16384;

/** @type {Record<string, (module: any, ...args: any[]) => any>} */
const handlers = {
  // info() is what the worker offers; info(text, options) is the module's call of that name (the
  // cube as a group element, web/views/maths.js).
  info(module, text, options) {
    if (typeof text === 'string') return module.info(text, options ?? {});
    return {
      // The methods that answer quickly (statistics and comparisons run them in bulk).
      methods: module.methods().filter((/** @type {{long_search: boolean}} */ m) => !m.long_search),
      // The long searches (the optimal solver), offered by the Solve view alone, with its table
      // prompt, progress line and Cancel (solveOptimal below).
      searches:
        typeof module.solveOptimal === 'function'
          ? module.methods().filter((/** @type {{long_search: boolean}} */ m) => m.long_search)
          : [],
      milestones: module.statsMilestones(),
      geometry: module.moveGeometry(),
      calls: MODULE_CALLS.filter((name) => typeof module[name] === 'function'),
      twoPhaseCache,
    };
  },
  async solve(module, method, input, options) {
    const result = module.solve(method, input, options ?? {});
    if (!result.error && method === 'twophase') await saveBuiltTables(module, reportCache);
    return result;
  },
  // Routes and random-state scrambles use the two-phase tables too.
  async route(module, ...args) {
    const result = module.route(...args);
    if (!result.error) await saveBuiltTables(module, reportCache);
    return result;
  },
  async scramble(module, ...args) {
    const result = module.scramble(...args);
    if (!result.error) await saveBuiltTables(module, reportCache);
    return result;
  },
  // Case and easy-cross scrambles are random states solved by two-phase: its tables, kept.
  async caseScramble(module, ...args) {
    const result = module.caseScramble(...args);
    if (!result.error) await saveBuiltTables(module, reportCache);
    return result;
  },
  async crossScramble(module, ...args) {
    const result = module.crossScramble(...args);
    if (!result.error) await saveBuiltTables(module, reportCache);
    return result;
  },
  // The optimal solver's table: in memory, else from the browser's storage (the core checks the
  // bytes; refused ones are deleted and reported, so the page asks to build it again).
  async optimalTable(module) {
    if (module.optimalTableReady()) return { ready: true, source: 'memory' };
    const cached = await loadCachedOptimal(module);
    if (cached.loaded) return { ready: true, source: 'storage', ms: cached.ms };
    return { ready: false, refused: cached.refused ?? '' };
  },
  // Builds it (progress as table 'optimal') and keeps its bytes for later visits.
  async buildOptimalTable(module) {
    const built = module.buildOptimalTable();
    if (built.error) return built;
    const saveError = await saveOptimal(module);
    return { ...built, saved: !saveError, saveError };
  },
  // An optimal search that reports as it goes ({id, update} messages): first the two-phase answer
  // (the best so far, which the page keeps if it must stop this worker), then each completed depth
  // and, about every second, the nodes so far. `stop` is a SharedArrayBuffer whose first Int32 the
  // page sets to stop the search (the core then answers with what it has); null when the page is
  // not cross-origin isolated (it then stops this worker instead).
  async solveOptimal(module, input, options = {}, stop = null) {
    if (!module.optimalTableReady())
      return { error: 'the optimal table is not built or loaded yet', column: 0, kind: 'input' };
    const id = callId;
    const flag = stop instanceof SharedArrayBuffer ? new Int32Array(stop) : null;
    const started = performance.now();
    const upper = module.solve('twophase', input, {});
    if (upper.error) return upper;
    const threads = Math.min(options.threads ?? 1, module.threadsAvailable());
    self.postMessage({ id, update: { upper, threads } });
    let beat = started;
    const result = module.solveOptimal(input, {
      budgetMs: options.budgetMs ?? 0,
      threads,
      ...(options.maxNodes ? { maxNodes: options.maxNodes } : {}),
      ...(options.shareCount ? { shareIndex: options.shareIndex ?? 0, shareCount: options.shareCount } : {}),
      onDepth: (/** @type {number} */ depth, /** @type {number} */ nodes) =>
        self.postMessage({ id, update: { depth, nodes, ms: performance.now() - started } }),
      // Told the batches of NODE_BATCH nodes (core/solve/optimal.cpp kNodeBatch) all threads spent.
      shouldStop: (/** @type {number} */ batches) => {
        const now = performance.now();
        if (now - beat >= 1000) {
          beat = now;
          self.postMessage({ id, update: { nodes: batches * NODE_BATCH, ms: now - started } });
        }
        return flag !== null && Atomics.load(flag, 0) !== 0;
      },
    });
    await saveBuiltTables(module, reportCache);
    return result;
  },
  // A chunk of a statistics run, folded into this worker's chunks so far; answers the fold.
  statsFold(module, method, options) {
    const chunk = module.statsChunk(method, options);
    if (chunk.error) return chunk;
    folded = folded ? module.statsCombine([folded, chunk]) : chunk;
    return folded;
  },
  // For the browser tests of the page's recovery: a worker that dies, and a call that never ends.
  crashForTest() {
    setTimeout(() => {
      throw new Error('worker crashed on request (test)');
    });
    return true;
  },
  hangForTest() {
    return new Promise(() => {});
  },
  faultForTest(module, kind, at, skip = 0) {
    fault = { kind: String(kind), at: String(at), skip: Number(skip) };
    return true;
  },
};

for (const name of MODULE_CALLS) {
  handlers[name] ??= (module, ...args) => {
    if (typeof module[name] !== 'function')
      return { error: `${name} is not in this build`, column: 0, kind: 'internal' };
    return module[name](...args);
  };
}

self.onmessage = async ({ data: { id, fn, args } }) => {
  if (dead) return;
  let loaded = false;
  try {
    const module = await ready;
    loaded = true;
    if (!handlers[fn]) {
      const result = { error: `${fn} failed: unknown call ${fn}`, column: 0, kind: 'internal' };
      return self.postMessage({ id, result });
    }
    if (fault?.at === fn) fireFault();
    callId = id;
    const result = await handlers[fn](module, ...args);
    self.postMessage({ id, result });
  } catch (err) {
    if (dead) return;
    // A module that failed to load is not replaced (the next one would fail the same way).
    const fatal = loaded;
    const message = String(err?.message ?? err);
    self.postMessage({
      id,
      result: { error: `${fn} failed: ${message}`, column: 0, kind: 'internal' },
      fatal,
    });
  }
};
