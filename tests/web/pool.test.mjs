// The statistics pool under Node: each pool worker is a stand-in that answers from the real WASM
// module as web/worker/worker.js does (statsFold folds this worker's chunks; statsMerge merges).
// A redraw costs one call, holding one folded chunk per worker, and the run's figures are the
// core's for the same method, seed and count.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCubeLab } from '../wasm/load.mjs';

let core;
/** Every message any stand-in worker received: {worker, fn, args}. */
const posted = [];

class StandInWorker {
  static made = 0;
  constructor() {
    this.index = StandInWorker.made++;
    this.folded = null;
  }
  postMessage({ id, fn, args }) {
    posted.push({ worker: this.index, fn, args });
    const answer = () => {
      if (fn === 'info') return {};
      if (fn === 'statsFold') {
        const chunk = core.statsChunk(...args);
        if (chunk.error) return chunk;
        this.folded = this.folded ? core.statsCombine([this.folded, chunk]) : chunk;
        return this.folded;
      }
      if (fn === 'statsMerge') return core.statsMerge(...args);
      return { error: `${fn} is not expected of a pool worker`, column: 0, kind: 'internal' };
    };
    setTimeout(() => this.onmessage?.({ data: { id, result: answer() } }));
  }
  terminate() {}
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
  assert.deepEqual([...new Set(posted.map((m) => m.fn))].sort(), ['info', 'statsFold', 'statsMerge']);
  assert.equal(calls('statsFold').length, 4);
  assert.ok(redraws.length >= 1, 'figures were redrawn during the run');
  // One merge per redraw, plus the final one; never more than a fold per worker in it.
  assert.equal(calls('statsMerge').length, redraws.length + 1);
  for (const m of calls('statsMerge')) assert.ok(m.args[0].length <= 3, `${m.args[0].length} chunks merged`);
  const expected = core.stats(method, { samples: count, seed: 5 });
  assert.equal(run.total.mean, expected.total.mean);
  assert.deepEqual(run.total.histogram, expected.total.histogram);
});
