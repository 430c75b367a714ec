// What the page reads back from its stores (saved statistics runs, settings, case progress) is
// untrusted: another version of the page, a hand edit or a damaged profile may have written it.
// Property test: seeded random and mutated entries never make a reader throw, and what a reader
// returns always keeps the shape the page relies on (finite numbers where it computes or draws,
// move counts 0..1000 where the chart loops over them, no strings where it writes HTML). The other
// stored data (learn records, backups, imported files) comes with the backup work (issue 16).
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

const store = new Map();
globalThis.localStorage = {
  getItem: (k) => (store.has(k) ? store.get(k) : null),
  setItem: (k, v) => store.set(k, String(v)),
  removeItem: (k) => store.delete(k),
};
// Node has no IndexedDB: the storage falls back to this visit's memory and reads the page's old
// localStorage keys, which is how each stored value below reaches the readers.
const { storage } = await import('../../web/kit/storage/storage.js');
const { STORES } = await import('../../web/shell/stores.js');
const storeLegacy = async (key, text) => {
  store.set(key, text);
  await storage.open(STORES);
};
const { loadRuns, saveRuns, MAX_SAVED_RUNS } = await import('../../web/views/stats/saved_runs.js');
const { loadSettings } = await import('../../web/kit/settings.js');
const { loadRecords, caseProblem, caseStats, KEPT_ATTEMPTS } =
  await import('../../web/views/learn/records.js');

beforeEach(async () => {
  store.clear();
  await storage.open(STORES);
});

function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Values of every JSON type and the troublesome ones among them.
const ODD = [null, true, false, 0, -1, 1.5, 1e9, -1e9, 1e300, '', 'x', '<img src=x onerror=alert(1)>',
  '12', [], {}, [1, 2], { a: 1 }, '1000000000', 'NaN', -0]; // prettier-ignore

// A random JSON value, at most `depth` deep.
function randomValue(random, depth = 3) {
  const pick = random();
  if (depth === 0 || pick < 0.5) return ODD[Math.floor(random() * ODD.length)];
  if (pick < 0.75)
    return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth - 1));
  const keys = [
    'mean',
    'sd',
    'min',
    'max',
    'histogram',
    '50',
    '1000000000',
    'id',
    'result',
    'total',
    'phases',
  ];
  return Object.fromEntries(
    Array.from({ length: Math.floor(random() * 4) }, () => [keys[Math.floor(random() * keys.length)], randomValue(random, depth - 1)]),
  ); // prettier-ignore
}

// A copy of `value` with one field somewhere replaced by a random value, or deleted.
function mutated(value, random) {
  const copy = structuredClone(value);
  const paths = [];
  (function walk(v, path) {
    if (v && typeof v === 'object') for (const k of Object.keys(v)) (paths.push([...path, k]), walk(v[k], [...path, k]));
  })(copy, []); // prettier-ignore
  if (paths.length === 0) return randomValue(random);
  const path = paths[Math.floor(random() * paths.length)];
  const parent = path.slice(0, -1).reduce((v, k) => v[k], copy);
  if (random() < 0.2) delete parent[path.at(-1)];
  else parent[path.at(-1)] = randomValue(random, 1);
  return copy;
}

const summary = (histogram) => {
  const entries = Object.entries(histogram).map(([k, n]) => [Number(k), n]);
  const count = entries.reduce((a, [, n]) => a + n, 0);
  const mean = entries.reduce((a, [k, n]) => a + k * n, 0) / count;
  return { histogram, mean, sd: 1.5, min: Math.min(...entries.map(([k]) => k)), max: Math.max(...entries.map(([k]) => k)) };
}; // prettier-ignore
const goodRun = (id) => ({
  id,
  method: 'cfop',
  label: 'CFOP',
  samples: 3,
  seed: 7,
  when: '2026-11-23T20:00:00.000Z',
  seconds: 1.2,
  result: {
    method: 'cfop',
    samples: 3,
    phases: { cross: summary({ 5: 2, 6: 1 }) },
    total: summary({ 55: 3 }),
  },
});

const isMoves = (n) => Number.isInteger(n) && n >= 0 && n <= 1000;
function assertDrawable(run) {
  for (const s of [run.result.total, ...Object.values(run.result.phases)]) {
    assert.ok(Number.isFinite(s.mean) && Number.isFinite(s.sd), 'mean and sd are finite numbers');
    assert.ok(isMoves(s.min) && isMoves(s.max) && s.min <= s.max, 'min and max are move counts');
    for (const [k, n] of Object.entries(s.histogram))
      assert.ok(isMoves(Number(k)) && Number.isInteger(n) && n >= 0);
  }
}

test('saved runs: good runs read back, random and mutated entries are dropped or drawable', async () => {
  saveRuns([goodRun('a'), goodRun('b')]);
  assert.deepEqual(loadRuns(), [goodRun('a'), goodRun('b')]);
  const random = generator(16);
  let kept = 0;
  for (let trial = 0; trial < 3000; ++trial) {
    const stored =
      trial % 3 === 0 ? randomValue(random) : [mutated(goodRun(`m${trial}`), random), goodRun('ok')];
    await storeLegacy(
      'cubelab.stats.v1',
      trial % 50 === 0 ? JSON.stringify(stored).slice(0, 20) : JSON.stringify(stored),
    );
    const runs = loadRuns();
    assert.ok(Array.isArray(runs) && runs.length <= MAX_SAVED_RUNS);
    for (const run of runs) assertDrawable(run);
    kept += runs.length;
  }
  assert.ok(kept > 1000, 'the good run beside a damaged one is kept');
});

test('saved runs: the entries that froze or injected into the page are dropped', async () => {
  const huge = goodRun('huge');
  huge.result.total.histogram = { 55: 2, 1000000000: 1 };
  const html = goodRun('html');
  html.result.total.min = '<img src=x onerror=alert(1)>';
  const noSd = goodRun('no-sd');
  delete noSd.result.total.sd;
  await storeLegacy('cubelab.stats.v1', JSON.stringify([huge, html, noSd, goodRun('fine')]));
  assert.deepEqual(
    loadRuns().map((r) => r.id),
    ['fine'],
  );
});

test('settings: any stored value gives valid settings', async () => {
  const random = generator(17);
  for (let trial = 0; trial < 2000; ++trial) {
    const good = { colours: { U: '#ffffff' }, speedMs: 300, stickering: false, method: 'cfop', learnSet: 'PLL', crossColour: 'yellow', learnTop: 'white', keyLayout: 'speedsolving', keyRemap: { q: 'U2', w: "R'" }, learnMode: 'recap', learnCube: 'real', learnSlot: 'BL', learnTimer: 'one', theme: 'dark' }; // prettier-ignore
    const stored = trial % 2 ? mutated(good, random) : randomValue(random);
    await storeLegacy('cubelab.settings.v1', trial % 40 === 0 ? '{"colours":' : JSON.stringify(stored));
    const s = loadSettings();
    for (const colour of Object.values(s.colours)) assert.match(colour, /^#[0-9a-f]{6}$/i);
    assert.ok(s.speedMs >= 50 && s.speedMs <= 1000);
    assert.equal(typeof s.stickering, 'boolean');
    assert.equal(typeof s.method, 'string');
    assert.match(s.learnSet, /^[A-Z0-9-]{1,16}$/); // a case set's name; learn.js checks it against the core
    assert.equal(typeof s.crossColour, 'string');
    assert.ok(['yellow', 'white'].includes(s.learnTop) && ['letters', 'speedsolving'].includes(s.keyLayout));
    assert.ok(
      ['random', 'recap', 'weighted'].includes(s.learnMode) && ['page', 'real'].includes(s.learnCube),
    );
    assert.ok(['FR', 'FL', 'BL', 'BR', 'any'].includes(s.learnSlot));
    assert.ok(['two', 'one'].includes(s.learnTimer));
    assert.ok(['htm', 'qtm', 'stm'].includes(s.metric));
    assert.ok(['system', 'light', 'dark'].includes(s.theme));
    // The keymap writes remapped keys and moves into the page: one sign and one turn each.
    for (const [k, m] of Object.entries(s.keyRemap))
      assert.ok(/^[!-~]$/.test(k) && /^[URFDLBMESxyz]w?['2]?$/.test(m));
  }
});

// Every case the trainer reads is a checked record, and its figures are numbers or null.
function assertUsable(records) {
  for (const [name, e] of Object.entries(records.cases)) {
    assert.equal(caseProblem(e, name), null);
    assert.ok(e.attempts.length <= KEPT_ATTEMPTS);
    for (const v of Object.values(caseStats(e))) assert.ok(v === null || Number.isFinite(v));
  }
  for (const names of Object.values(records.selected)) assert.ok(names.every((n) => typeof n === 'string'));
}

test('learn records, first version: any stored value is carried over as records the trainer can use', async () => {
  const random = generator(18);
  for (let trial = 0; trial < 2000; ++trial) {
    const good = { 'OLL 27': { status: 'learning', attempts: 5, known: 3, times: [1200, 900] } };
    const stored = trial % 2 ? mutated(good, random) : randomValue(random);
    store.clear();
    await storeLegacy('cubelab.progress.v1', trial % 40 === 0 ? '{"OLL' : JSON.stringify(stored));
    assertUsable(loadRecords());
  }
  await storeLegacy(
    'cubelab.progress.v1',
    JSON.stringify({ 'OLL 27': { status: 'learning', attempts: 5, known: 3, times: [1200, 900] } }),
  );
  const stats = caseStats(loadRecords().cases['OLL 27']);
  assert.deepEqual(
    [stats.count, stats.misses, stats.best],
    [4, 2, 900],
    '2 missed, 2 timed (attempts without a time are lost)',
  );
});

test('learn records: any stored value gives records the trainer can use; a damaged case goes alone', async () => {
  const random = generator(19);
  const attempt = {
    at: 5,
    mode: 'cube',
    recognitionMs: 300,
    executionMs: 900,
    totalMs: 1200,
    missed: false,
    alg: "R U R'",
  };
  const good = () => ({
    status: 'learning',
    chosen: null,
    custom: ["R U R'"],
    attempts: [attempt],
    recognition: [{ at: 6, ms: 800, right: true }],
  });
  let kept = 0;
  for (let trial = 0; trial < 2000; ++trial) {
    const stored = {
      version: 2,
      cases: { 'PLL T': mutated(good(), random), 'PLL Ua': good() },
      selected: { PLL: ['PLL T'] },
    };
    await storeLegacy(
      'cubelab.learn.v2',
      trial % 40 === 0 ? '{"version":2' : JSON.stringify(trial % 3 ? stored : randomValue(random)),
    );
    const records = loadRecords();
    assertUsable(records);
    if (trial % 3 && trial % 40)
      assert.ok(records.cases['PLL Ua'], 'the sound case beside a damaged one is kept');
    kept += Object.keys(records.cases).length;
  }
  assert.ok(kept > 1000);
});
