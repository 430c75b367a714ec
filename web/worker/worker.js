// The one Web Worker that hosts the WASM core. Every request is a message {id, fn, args}; every
// answer is {id, result} or {id, failure}; table builds send {progress: {table, fraction}}.
// The core's own errors ({error, column}) are results, not failures: the page shows them.
import createCubeLab from '../../build/wasm/cubelab.mjs';
import { loadCachedTables, saveBuiltTables } from './table_store.js';

const ready = createCubeLab({
  locateFile: () => new URL('../../build/wasm/cubelab.wasm', import.meta.url).href,
}).then(async (module) => {
  module.setProgress((table, fraction) => self.postMessage({ progress: { table, fraction } }));
  await loadCachedTables(module, reportCache);
  return module;
});

function reportCache(message) {
  self.postMessage({ notice: message });
}

// Core calls the page may make, when the module has them (solver engineers add some later).
const CORE_CALLS = [
  'apply',
  'validate',
  'moves',
  'playback',
  'randomMoves',
  'scramble',
  'patterns',
  'route',
  'cases',
  'stepDone',
  'statsChunk',
  'statsMerge',
  'statsCombine',
  'statsExactCross',
];

const handlers = {
  info(module) {
    const has = (name) => typeof module[name] === 'function';
    return {
      methods: has('methods') ? module.methods().map((m) => m.name) : [],
      geometry: module.moveGeometry(),
      calls: CORE_CALLS.filter(has),
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

for (const name of CORE_CALLS) {
  if (handlers[name]) continue;
  handlers[name] = (module, ...args) => {
    if (typeof module[name] !== 'function') return { error: `${name} is not in this build`, column: 0 };
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
    // A trap inside WASM (out-of-bounds access, unreachable) may leave the module's memory
    // inconsistent: the page is told to replace this worker rather than trust it again.
    const fatal = err instanceof WebAssembly.RuntimeError;
    self.postMessage({ id, failure: String(err?.message ?? err), fatal });
  }
};
