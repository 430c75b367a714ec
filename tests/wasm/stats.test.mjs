// The statistics bindings: chunks from several workers merge into exactly the whole run, the exact
// cross distribution matches the published table, the figures equal the native CLI's, and bad
// input is an {error} object, never a throw.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from './load.mjs';

const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
// Lars Vandenbergh's cross study via Kocvara (2014); tests/data/cross-distribution.tsv.
const CROSS = { 0: 1, 1: 15, 2: 158, 3: 1394, 4: 9809, 5: 46381, 6: 97254, 7: 34966, 8: 102 };

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

test('exact cross distribution equals the published one', () => {
  const r = cubelab.statsExactCross('white');
  assert.equal(r.samples, 190080);
  for (const [moves, states] of Object.entries(CROSS)) assert.equal(r.phases.cross.histogram[moves], states);
  assert.ok(Math.abs(r.phases.cross.mean - 5.8121) < 5e-5);
});

test('chunks of one run merge into exactly the whole run', () => {
  const chunks = [
    cubelab.statsChunk('cfop', { seed: 9, first: 0, count: 30 }),
    cubelab.statsChunk('cfop', { seed: 9, first: 30, count: 25 }),
    cubelab.statsChunk('cfop', { seed: 9, first: 55, count: 15 }),
  ];
  for (const c of chunks) assert.equal(c.error, undefined, c.error);
  const merged = cubelab.statsMerge(chunks);
  const whole = cubelab.stats('cfop', { samples: 70, seed: 9 });
  assert.equal(merged.samples, 70);
  assert.deepEqual(merged.total.histogram, whole.total.histogram);
  assert.deepEqual(Object.keys(merged.phases), ['cross', 'f2l-1', 'f2l-2', 'f2l-3', 'f2l-4', 'oll', 'pll']);
  for (const name of Object.keys(whole.phases)) {
    assert.deepEqual(merged.phases[name].histogram, whole.phases[name].histogram, name);
    assert.equal(merged.phases[name].mean, whole.phases[name].mean, name);
    assert.equal(merged.phases[name].sd, whole.phases[name].sd, name);
  }
});

test('chunks folded one at a time (statsCombine) merge into the whole run too', () => {
  const chunks = [0, 20, 45].map((first, i) =>
    cubelab.statsChunk('cfop', { seed: 4, first, count: [20, 25, 15][i] }),
  );
  // As the page draws a run: the chunks so far as one, then each new chunk folded in.
  let folded = cubelab.statsCombine([chunks[0]]);
  for (const c of chunks.slice(1)) folded = cubelab.statsCombine([folded, c]);
  assert.equal(folded.error, undefined, folded.error);
  assert.equal(folded.first, 0);
  const merged = cubelab.statsMerge([folded]);
  const whole = cubelab.stats('cfop', { samples: 60, seed: 4 });
  assert.equal(merged.samples, 60);
  assert.deepEqual(merged.total, whole.total);
  assert.deepEqual(merged.phases, whole.phases);
  assert.ok(cubelab.statsCombine([]).error);
  assert.ok(cubelab.statsCombine([folded, cubelab.statsChunk('cfop', { seed: 5, count: 2 })]).error);
});

test('the same run gives the same figures as the native CLI', () => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build the native CLI first`);
  const r = spawnSync(
    cliPath,
    ['stats', '--method', 'beginner', '--samples', '40', '--seed', '3', '--json'],
    {
      encoding: 'utf8',
    },
  );
  const native = JSON.parse(r.stdout);
  const wasm = cubelab.stats('beginner', { samples: 40, seed: 3 });
  assert.deepEqual(wasm.total.histogram, native.total.histogram);
  for (const name of Object.keys(native.phases))
    assert.deepEqual(wasm.phases[name].histogram, native.phases[name].histogram);
});

test('comparison mode gives one row per method and length', () => {
  const r = cubelab.statsCompare({ methods: ['cross', 'cfop-2look'], lengths: [5, 20], samples: 5, seed: 2 });
  assert.equal(r.compare.length, 4);
  assert.deepEqual(
    r.compare.map((row) => [row.method, row.scramble_length]),
    [
      ['cross', 5],
      ['cross', 20],
      ['cfop-2look', 5],
      ['cfop-2look', 20],
    ],
  );
  assert.ok(r.compare[0].moves.max <= 5);
});

// The Compare view's workers solve a comparison in chunks (statsCompareChunk) that the core merges
// (statsCompareMerge): the row must be the one statsCompare gives for the whole run, and its mean
// and sd must be those of its own histogram (computed here, not by the core).
test('comparison chunks merge into the whole comparison row', () => {
  const whole = cubelab.statsCompare({ methods: ['cfop-2look'], lengths: [12], samples: 9, seed: 4 })
    .compare[0];
  const chunks = [
    [0, 4],
    [4, 2],
    [6, 3],
  ].map(([first, count]) => cubelab.statsCompareChunk('cfop-2look', { length: 12, seed: 4, first, count }));
  const row = cubelab.statsCompareMerge(chunks);
  assert.equal(row.error, undefined, row.error);
  assert.equal(row.samples, 9);
  assert.deepEqual(row.moves, whole.moves);
  const histogram = row.run.total.histogram;
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (const [moves, count] of Object.entries(histogram)) {
    n += count;
    sum += count * Number(moves);
    squares += count * Number(moves) ** 2;
  }
  assert.equal(n, 9);
  const mean = sum / n;
  assert.ok(Math.abs(row.moves.mean - mean) < 1e-9, `mean ${row.moves.mean} is not the histogram's ${mean}`);
  const sd = Math.sqrt(Math.max(0, squares / n - mean * mean)); // the population's, as the CLI prints
  assert.ok(Math.abs(row.moves.sd - sd) < 1e-9, `sd ${row.moves.sd} is not the histogram's ${sd}`);
  assert.ok(row.moves.min >= 0 && row.moves.min <= mean && mean <= row.moves.max);
  assert.ok(
    cubelab.statsCompareMerge([
      chunks[0],
      cubelab.statsCompareChunk('cfop-2look', { length: 13, seed: 4, count: 2 }),
    ]).error,
  );
});

test('bad input is an error object', () => {
  assert.ok(cubelab.statsChunk('cfop', { count: 0 }).error);
  assert.ok(cubelab.statsChunk('cfop', { count: 1e12 }).error);
  assert.ok(cubelab.stats('no-such-method', { samples: 3 }).error);
  assert.ok(cubelab.stats('cfop', { samples: 3, colour: 'mauve' }).error);
  assert.ok(cubelab.stats(42, {}).error);
  assert.ok(cubelab.statsMerge([]).error);
  assert.ok(cubelab.statsMerge([{ nonsense: true }]).error);
  assert.ok(cubelab.statsCombine([{ nonsense: true }]).error);
  assert.ok(cubelab.statsExactCross('neutral').error);
  assert.ok(cubelab.statsCompare({ methods: ['cross'], lengths: [-3] }).error);
  const a = cubelab.statsChunk('cross', { seed: 1, count: 3 });
  const b = cubelab.statsChunk('cross', { seed: 2, count: 3 });
  assert.ok(cubelab.statsMerge([a, b]).error, 'different seeds must not merge');
});
