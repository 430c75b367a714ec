// @ts-check
// A Web Worker that hosts the WASM core: the page's solving worker and each statistics worker of
// the pool. Its calls (web/worker/calls.js) are exposed through Comlink; the page's side is the
// typed proxy of web/kit/worker_client/. Every answer is the core's answer or {error, column,
// kind}. Table builds post {progress: {table, fraction}} and the table cache {notice} on their own
// (web/worker/protocol.js). A function passed to a call (the optimal search's onUpdate) is the
// page's, called through Comlink; the call answers only once the page has received every report.
// A throw fails the call with a WORKER_FAULT error, so the page replaces this worker rather than
// trust its memory again: the core never throws (it answers errors as values), so a throw is a
// trap, an out-of-memory abort, or a JS exception that unwound through the core's frames and may
// have left a table half built. An unknown call name, and a module that failed to load (the next
// worker would fail the same way), answer an error of kind 'internal' instead.
import * as Comlink from 'comlink';
import createCubeLab from '../../build/wasm/cubelab.mjs';
import { createCalls } from './calls.js';
import { loadCachedTables } from './table_store.js';
import { WORKER_FAULT } from './protocol.js';
import { NO_FAULTS, createFaults } from './faults.js';

/** @typedef {import('../../wasm/cubelab').CubeLabModule} CubeLabModule */
/** @typedef {Record<string, (...args: unknown[]) => unknown>} Calls */

// The browser tests' faults exist only in the test build (vite.config.js).
const faults = __TEST_HOOKS__ ? createFaults() : NO_FAULTS;

// The page's solving worker (web/kit/worker_client/client.js names it 'solver'), where the page is
// cross-origin isolated, loads the threaded build (build/wasm-threads): its heap is a
// SharedArrayBuffer that the module's own threads share, so one optimal search runs on every core
// over one copy of the table. Other workers, and every worker of a page that is not isolated, load
// the plain build. The threaded build's script is loaded as a file of its own, not bundled here:
// its threads import it again by that URL.
/** @returns {Promise<CubeLabModule>} */
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

/** @returns {Promise<CubeLabModule>} */
const createPlain = () =>
  createCubeLab({ locateFile: () => new URL('../../build/wasm/cubelab.wasm', import.meta.url).href });

/** @param {import('./protocol.js').WorkerEvent} event */
const post = (event) => self.postMessage(event);
const notice = (/** @type {string} */ text) => post({ notice: text });

const threaded = self.name === 'solver' && self.crossOriginIsolated === true;
// A browser that will not start the threaded build still gets the plain one.
/** @type {Promise<Calls>} */
const ready = (threaded ? createThreaded().catch(createPlain) : createPlain()).then(async (module) => {
  module.setProgress((table, fraction) => {
    faults.atProgress();
    post({ progress: { table, fraction } });
  });
  const twoPhaseCache = await loadCachedTables(module, notice);
  return /** @type {Calls} */ ({ ...createCalls(module, { notice, twoPhaseCache }), ...faults.calls });
});

const messageOf = (/** @type {unknown} */ err) =>
  String(err instanceof Error ? err.message : (/** @type {{message?: unknown}} */ (err)?.message ?? err));
const never = () => new Promise(() => {});

/**
 * Answers the call `fn`: see the top of this file.
 * @param {string} fn @param {unknown[]} args
 */
async function answer(fn, args) {
  if (faults.dead()) return never();
  /** @type {Calls} */
  let calls;
  try {
    calls = await ready;
  } catch (err) {
    return { error: `${fn} failed: ${messageOf(err)}`, column: 0, kind: 'internal' };
  }
  if (!Object.hasOwn(calls, fn))
    return { error: `${fn} failed: unknown call ${fn}`, column: 0, kind: 'internal' };
  const callbacks = fromPage(args);
  try {
    faults.atCall(fn);
    return await calls[fn](...callbacks.args);
  } catch (err) {
    if (faults.dead()) return never();
    throw Object.assign(new Error(`${fn} failed: ${messageOf(err)}`), { name: WORKER_FAULT });
  } finally {
    await callbacks.received();
  }
}

/**
 * The page's functions among a call's arguments (Comlink proxies; nothing else is a function after
 * the structured clone). Each report they send is remembered, so that the call answers only once
 * the page has received every report (reports travel on the callback's own port, the answer on the
 * worker's); then the proxies are released.
 * @param {unknown[]} args
 */
function fromPage(args) {
  /** @type {unknown[]} */
  const sent = [];
  const remotes = /** @type {((...a: unknown[]) => unknown)[]} */ (
    args.filter((a) => typeof a === 'function')
  );
  return {
    args: args.map((a) =>
      typeof a === 'function'
        ? (/** @type {unknown[]} */ ...x) => {
            const reply = a(...x);
            sent.push(reply);
            return reply;
          }
        : a,
    ),
    async received() {
      await Promise.allSettled(sent);
      for (const remote of remotes)
        /** @type {import('comlink').ProxyMethods} */ (/** @type {unknown} */ (remote))[
          Comlink.releaseProxy
        ]();
    },
  };
}

// Every name is a call: `answer` says which exist.
Comlink.expose(
  new Proxy(
    {},
    {
      get: (_, fn) =>
        typeof fn === 'string' ? (/** @type {unknown[]} */ ...args) => answer(fn, args) : undefined,
    },
  ),
);
