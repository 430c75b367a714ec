// The page's optimal search spread over workers (web/views/solve/optimal_shares.js), on fake workers: a
// share searches depth after depth and finds the one solution only if its job is in its share,
// as the core does (SolveOptions::share; the split itself is tested natively). Checked: each
// worker is given its share, the shares together prove the optimum, a share is stopped once it
// cannot find a shorter answer, and stopped or lost workers are accounted for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { combine, searchShares } from '../../web/views/solve/optimal_shares.js';

const UPPER = { length: 20, lower_bound: 0, optimal: false, nodes: 0, solution: 'two-phase' };
const NODES_PER_DEPTH = 1000;
const tick = () => new Promise((resolve) => setImmediate(resolve));

// A worker whose search has one solution, `depth` moves long, in job `job` (of 240 jobs).
function fakeWorker({ depth, job }, calls) {
  return {
    async solveOptimal(input, options, stop, onUpdate) {
      calls.push(options);
      const index = options.shareIndex ?? 0;
      const count = options.shareCount ?? 1;
      const stopped = () => stop !== null && Atomics.load(new Int32Array(stop), 0) !== 0;
      onUpdate({ upper: UPPER });
      let nodes = 0;
      for (let d = 0; d < UPPER.length; d++) {
        await tick();
        if (stopped()) return { ...UPPER, lower_bound: d, nodes, searched: d - 1 };
        nodes += NODES_PER_DEPTH / count;
        if (d === depth && job % count === index)
          return { length: d, lower_bound: d, optimal: true, nodes, solution: `share ${index}`, searched: d };
        onUpdate({ depth: d, nodes });
      }
      return { ...UPPER, lower_bound: UPPER.length, optimal: true, nodes, searched: UPPER.length - 1 };
    },
  };
}

async function spread(count, problem) {
  const calls = [];
  const apis = Array.from({ length: count }, () => fakeWorker(problem, calls));
  const flags = apis.map(() => new SharedArrayBuffer(4));
  const progress = { upper: null, ruledOut: -1, nodes: 0 };
  const answer = await searchShares({ apis, input: 'cube', limits: { budgetMs: 0 }, flags, progress });
  return { answer, calls, flags, progress };
}

test('each worker searches its own share, and together they prove the optimum', async () => {
  const { answer, calls, flags } = await spread(3, { depth: 15, job: 7 });
  assert.deepEqual(
    calls.map((c) => [c.shareIndex, c.shareCount]),
    [
      [0, 3],
      [1, 3],
      [2, 3],
    ],
  );
  assert.equal(answer.solution, 'share 1', 'job 7 is in share 7 % 3');
  assert.equal(answer.length, 15);
  assert.equal(answer.lower_bound, 15);
  assert.equal(answer.optimal, true);
  // The other shares were stopped once they had ruled out depth 14: they searched no deeper than 15.
  assert.deepEqual(
    flags.map((f) => Atomics.load(new Int32Array(f), 0)),
    [1, 0, 1],
  );
});

test('one worker searches the whole, unshared', async () => {
  const { answer, calls } = await spread(1, { depth: 9, job: 100 });
  assert.equal(calls[0].shareIndex, undefined);
  assert.equal(answer.length, 9);
  assert.equal(answer.optimal, true);
});

test('with no shorter solution than two-phase, its answer is proven by all shares', async () => {
  const { answer, progress } = await spread(2, { depth: 99, job: 0 });
  assert.equal(answer.solution, 'two-phase');
  assert.equal(answer.lower_bound, 20);
  assert.equal(answer.optimal, true);
  assert.equal(progress.ruledOut, 19);
});

test('a stopped worker counts with its last report; a lost one fails the search', () => {
  const found = { length: 17, lower_bound: 17, optimal: true, nodes: 5, solution: 'x' };
  const stopped = { error: 'stopped', column: 0, kind: 'cancelled' };
  const shares = [
    { ruledOut: 16, nodes: 5 },
    { ruledOut: 12, nodes: 7 },
  ];
  const r = combine([found, stopped], shares, UPPER);
  assert.equal(r.length, 17);
  assert.equal(r.lower_bound, 13, 'the stopped share had ruled out depth 12 only');
  assert.equal(r.optimal, false);
  assert.equal(r.nodes, 12);
  const lost = { error: 'the worker stopped', column: 0, kind: 'internal' };
  assert.equal(combine([found, lost], shares, UPPER), lost);
});
