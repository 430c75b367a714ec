// The statistics pool under Node: each pool worker is a stand-in that exposes the worker's own calls
// (web/worker/calls.js, through Comlink as web/worker/worker.js does) over the real WASM module
// (statsFold folds this worker's chunks; statsMerge merges).
// A redraw costs one call, holding one folded chunk per worker, and the run's figures are the
// core's for the same method, seed and count.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import * as Comlink from 'comlink';
import { loadCubeLab } from '../wasm/load.mjs';
import { createCalls } from '../../web/worker/calls.js';

let core;
/** Every call any stand-in worker received: {worker, fn, args}. */
const posted = [];

class StandInWorker {
  static made = 0;
  constructor() {
    const index = StandInWorker.made++;
    const { port1, port2 } = new MessageChannel();
    const calls = createCalls(core, { notice: () => {} });
    const recorded = new Proxy(calls, {
      get:
        (target, fn) =>
        (...args) => {
          posted.push({ worker: index, fn, args });
          return target[fn](...args);
        },
    });
    Comlink.expose(recorded, port2);
    this.port = port1;
  }
  postMessage(message, transfer) {
    this.port.postMessage(message, transfer);
  }
  addEventListener(type, listener) {
    this.port.addEventListener(type, listener);
  }
  removeEventListener(type, listener) {
    this.port.removeEventListener(type, listener);
  }
  start() {
    this.port.start();
  }
  terminate() {
    this.port.close();
  }
}

let runChunks, chunkSize;
before(async () => {
  core = await loadCubeLab();
  globalThis.Worker = StandInWorker;
  ({ runChunks, chunkSize } = await import('../../web/kit/worker_client/pool.js'));
});

test('a redraw costs one statsMerge of one fold per worker, and the run equals the core', async () => {
  const method = 'cross';
  const count = 3 * chunkSize(method) + 17; // four chunks over three workers
  posted.length = 0;
  const redraws = [];
  const { done } = runChunks({
    method,
    seed: 5,
    count,
    size: 3,
    onChunk: () => true, // figures after every chunk: the most a page could ask for
    onFigures: (run) => redraws.push(run),
  });
  const run = await done;
  const calls = (fn) => posted.filter((m) => m.fn === fn);
  assert.deepEqual([...new Set(posted.map((m) => m.fn))].sort(), ['statsFold', 'statsMerge', 'workerInfo']);
  assert.equal(calls('statsFold').length, 4);
  assert.ok(redraws.length >= 1, 'figures were redrawn during the run');
  // One merge per redraw, plus the final one; never more than a fold per worker in it.
  assert.equal(calls('statsMerge').length, redraws.length + 1);
  for (const m of calls('statsMerge')) assert.ok(m.args[0].length <= 3, `${m.args[0].length} chunks merged`);
  const expected = core.stats(method, { samples: count, seed: 5 });
  assert.equal(run.total.mean, expected.total.mean);
  assert.deepEqual(run.total.histogram, expected.total.histogram);
});
