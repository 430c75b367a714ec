// @ts-check
// A Web Worker that hosts the WASM core: the page's solving worker and each statistics worker of
// the pool. Every request is a message {id, fn, args}; every answer is {id, result}, where result
// is the core's answer or {error, column, kind}; table builds send {progress: {table, fraction}}.
// A throw becomes kind 'internal'; a trap inside WASM also sets `fatal`, so the page replaces this
// worker rather than trust its memory again. The calls are those of web/worker/api.js.
import createCubeLab from '../../build/wasm/cubelab.mjs';
import { MODULE_CALLS } from './api.js';
import { loadCachedTables, saveBuiltTables } from './table_store.js';

const ready = createCubeLab({
  locateFile: () => new URL('../../build/wasm/cubelab.wasm', import.meta.url).href,
}).then(async (module) => {
  module.setProgress((table, fraction) => self.postMessage({ progress: { table, fraction } }));
  await loadCachedTables(module, reportCache);
  return module;
});

function reportCache(/** @type {string} */ message) {
  self.postMessage({ notice: message });
}

// The statistics chunks this worker has solved, folded into one (exact sums): a pool worker folds
// as it goes, so the page merges one chunk per worker instead of every chunk.
/** @type {any} */
let folded = null;

/** @type {Record<string, (module: any, ...args: any[]) => any>} */
const handlers = {
  info(module) {
    return {
      // Long searches (the optimal solver) need a progress line, Cancel and a table prompt that
      // the page does not have yet; until it does, it offers the methods that answer quickly.
      methods: module.methods().filter((/** @type {{longSearch: boolean}} */ m) => !m.longSearch),
      geometry: module.moveGeometry(),
      calls: MODULE_CALLS.filter((name) => typeof module[name] === 'function'),
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
};

for (const name of MODULE_CALLS) {
  handlers[name] ??= (module, ...args) => {
    if (typeof module[name] !== 'function')
      return { error: `${name} is not in this build`, column: 0, kind: 'internal' };
    return module[name](...args);
  };
}

self.onmessage = async ({ data: { id, fn, args } }) => {
  try {
    const module = await ready;
    if (!handlers[fn]) throw new Error(`unknown call ${fn}`);
    const result = await handlers[fn](module, ...args);
    self.postMessage({ id, result });
  } catch (err) {
    const fatal = err instanceof WebAssembly.RuntimeError;
    const message = String(err?.message ?? err);
    self.postMessage({
      id,
      result: { error: `${fn} failed: ${message}`, column: 0, kind: 'internal' },
      fatal,
    });
  }
};
