// The learner's records (web/views/learn/records.js) and the trainer's modes (web/views/learn/drill.js), in
// Node: an export reads back as it was; a damaged or foreign file is refused with where and what;
// an import merges without losing what the learner had; the weighted mode favours slow and missed
// cases as its rule says; a recap gives each case once per round.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';

const store = new Map();
globalThis.localStorage = {
  getItem: (k) => (store.has(k) ? store.get(k) : null),
  setItem: (k, v) => store.set(k, String(v)),
  removeItem: (k) => store.delete(k),
};
// Node has no IndexedDB: the stores keep this visit's data in memory (web/kit/storage/storage.js).
const { storage } = await import('../../web/kit/storage/storage.js');
const { STORES } = await import('../../web/shell/stores.js');
const records = await import('../../web/views/learn/records.js');
const { createPicker } = await import('../../web/views/learn/drill.js');
const { emptyRecords, exportText, parseExport, mergeRecords, recordAttempt, recordRecognition, weights } =
  records;

beforeEach(async () => {
  store.clear();
  await storage.open(STORES);
});
const known = (name) => ['PLL T', 'PLL Ua', 'PLL Jb', 'OLL 27'].includes(name);

function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sample() {
  const r = emptyRecords();
  recordAttempt(r, 'PLL T', {
    mode: 'cube',
    recognitionMs: 400,
    executionMs: 1100,
    totalMs: 1500,
    missed: false,
    alg: "R U R'",
  });
  recordAttempt(r, 'PLL T', {
    mode: 'real',
    recognitionMs: null,
    executionMs: null,
    totalMs: null,
    missed: true,
    alg: '',
  });
  recordRecognition(r, 'PLL Ua', true, 700);
  r.cases['PLL T'].custom = ["U2 R U R' U2"];
  r.cases['PLL T'].chosen = "U2 R U R' U2";
  r.selected.PLL = ['PLL T', 'PLL Ua'];
  records.saveRecords(r);
  return r;
}

test('an export reads back as it was, and the browser copy too', () => {
  const r = sample();
  const parsed = parseExport(exportText(r), known);
  assert.deepEqual(parsed.records, r);
  assert.deepEqual(records.loadRecords(), r, 'saved as it was recorded');
});

test('a damaged or foreign file is refused with where and what', () => {
  const good = JSON.parse(exportText(sample()));
  const refusals = [
    ['{"format"', /not JSON/],
    [JSON.stringify({ ...good, format: 'other' }), /not a CubeLab learn export/],
    [JSON.stringify({ ...good, version: 1 }), /version 1; this page reads version 2/],
    [JSON.stringify({ ...good, cases: { 'PLL Q': good.cases['PLL T'] } }), /cases\["PLL Q"\] is not a case/],
    [
      JSON.stringify({ ...good, cases: { 'PLL T': { ...good.cases['PLL T'], status: 'mastered' } } }),
      /cases\["PLL T"\]\.status/,
    ],
    [JSON.stringify(good).replace('"totalMs":1500', '"totalMs":-1'), /attempts\[0\]\.totalMs/],
    [JSON.stringify(good).replace('"right":true', '"right":"yes"'), /recognition\[0\]\.right/],
    [JSON.stringify({ ...good, selected: { PLL: 'PLL T' } }), /selected\["PLL"\]/],
  ];
  for (const [text, why] of refusals) {
    const r = parseExport(text, known);
    assert.ok('error' in r, text.slice(0, 60));
    assert.match(r.error, why);
  }
  // Random damage: refused or read whole, never half.
  const random = generator(3);
  const text = JSON.stringify(good);
  for (let i = 0; i < 500; i++) {
    const at = Math.floor(random() * text.length);
    const r = parseExport(text.slice(0, at) + text.slice(at + 1), known);
    if (!('error' in r))
      for (const [n, e] of Object.entries(r.records.cases)) assert.equal(records.caseProblem(e, n), null);
  }
});

test("an import merges: the import's choices win, attempts and algorithms are joined, nothing is lost", () => {
  const mine = emptyRecords();
  recordAttempt(mine, 'PLL T', {
    mode: 'cube',
    recognitionMs: 300,
    executionMs: 900,
    totalMs: 1200,
    missed: false,
    alg: '',
  });
  recordAttempt(mine, 'PLL Jb', {
    mode: 'cube',
    recognitionMs: 300,
    executionMs: 900,
    totalMs: 1200,
    missed: false,
    alg: '',
  });
  const theirs = sample();
  mergeRecords(mine, theirs);
  assert.equal(mine.cases['PLL T'].attempts.length, 3);
  assert.equal(mine.cases['PLL T'].chosen, "U2 R U R' U2");
  assert.ok(mine.cases['PLL Jb'], 'a case only the learner had stays');
  mergeRecords(mine, theirs);
  assert.equal(mine.cases['PLL T'].attempts.length, 3, 'the same import twice adds nothing');
});

test('weights: a case never tried weighs 3; misses and slowness add as the rule says', () => {
  const r = emptyRecords();
  const timed = (name, ms, missed = false) =>
    recordAttempt(r, name, {
      mode: 'cube',
      recognitionMs: null,
      executionMs: null,
      totalMs: missed ? null : ms,
      missed,
      alg: '',
    });
  timed('A', 1000);
  timed('A', 1000);
  timed('B', 3000);
  timed('B', 3000);
  timed('C', 1000);
  timed('C', 0, true);
  // Means: A 1000, B 3000, C 1000; their mean 5000/3. B is 1.8 times it (adds 0.8); C missed half.
  const [a, b, c, d] = weights(r, ['A', 'B', 'C', 'D']);
  assert.equal(a, 1);
  assert.ok(Math.abs(b - 1.8) < 1e-9, String(b));
  assert.equal(c, 2);
  assert.equal(d, 3);
  // The weighted picker draws in proportion.
  const picker = createPicker('weighted', ['A', 'B', 'C', 'D'], () => [a, b, c, d], generator(7));
  const counts = { A: 0, B: 0, C: 0, D: 0 };
  for (let i = 0; i < 7800; i++) counts[picker.next()]++;
  const total = a + b + c + d;
  for (const [k, w] of Object.entries({ A: a, B: b, C: c, D: d }))
    assert.ok(Math.abs(counts[k] / 7800 - w / total) < 0.03, `${k}: ${counts[k]}`);
});

test("weights: only the attempts on the cube in use count, and a slow recognition (the real cube's two-stage timer's too) adds", () => {
  const r = emptyRecords();
  const attempt = (name, mode, recognitionMs, executionMs) =>
    recordAttempt(r, name, {
      mode,
      recognitionMs,
      executionMs,
      totalMs: recognitionMs + executionMs,
      missed: false,
      alg: '',
    });
  // The page's cube: A and B take as long, B recognises three times as slowly (600 against a mean
  // of 400: adds 0.5). C was only drilled on a real cube, much faster: it does not make A and B
  // look slow on the page's cube, and weighs 3 there (never tried on it).
  attempt('A', 'cube', 200, 800);
  attempt('B', 'cube', 600, 400);
  attempt('C', 'real', 50, 150);
  const [a, b, c] = weights(r, ['A', 'B', 'C'], 'cube');
  assert.equal(a, 1);
  assert.ok(Math.abs(b - 1.5) < 1e-9, String(b));
  assert.equal(c, 3);
  // A real cube timed in two stages: D and E take as long, E's recognition is 1.5 times the mean.
  attempt('D', 'real', 300, 1700);
  attempt('E', 'real', 900, 1100);
  const [d, e, onPage] = weights(r, ['D', 'E', 'A'], 'real');
  assert.equal(d, 1);
  assert.ok(Math.abs(e - 1.5) < 1e-9, String(e));
  assert.equal(onPage, 3, 'A was never tried on a real cube');
  // A one-stage attempt (no recognition time) is weighed by its total only.
  recordAttempt(r, 'F', {
    mode: 'real',
    recognitionMs: null,
    executionMs: null,
    totalMs: 2000,
    missed: false,
    alg: '',
  });
  assert.equal(weights(r, ['D', 'F'], 'real')[1], 1);
});

test("F2L slots' own algorithms: kept apart from FR's, exported and read back, checked on import, merged", () => {
  const { slotAlgorithms, updateAlgorithms } = records;
  const known2 = (name) => name === 'F2L 3';
  const r = emptyRecords();
  updateAlgorithms(r, 'F2L 3', 'FL', (a) => {
    a.custom = ["L' U' L"];
    a.chosen = "L' U' L";
  });
  updateAlgorithms(r, 'F2L 3', 'FR', (a) => (a.chosen = "y' R' U' R"));
  const record = r.cases['F2L 3'];
  assert.deepEqual(slotAlgorithms(record, 'FL'), { chosen: "L' U' L", custom: ["L' U' L"] });
  assert.deepEqual(slotAlgorithms(record, 'FR'), { chosen: "y' R' U' R", custom: [] });
  assert.deepEqual(slotAlgorithms(record, 'BR'), { chosen: null, custom: [] });
  const text = exportText(r);
  assert.deepEqual(parseExport(text, known2).records, r);
  assert.deepEqual(records.loadRecords(), r);
  // A record of before (no slots) still reads; damaged slots are refused with where and what.
  const file = JSON.parse(text);
  delete file.cases['F2L 3'].slots;
  assert.ok('records' in parseExport(JSON.stringify(file), known2));
  for (const [slots, why] of [
    [{ DF: { chosen: null, custom: [] } }, /slots\["DF"\] is not one of FL, BL, BR/],
    [{ FL: { chosen: 3, custom: [] } }, /slots\["FL"\]\.chosen/],
    [{ BL: { chosen: null, custom: [''] } }, /slots\["BL"\]\.custom\[0\]/],
    [[], /slots is not an object/],
  ]) {
    file.cases['F2L 3'].slots = slots;
    const refused = parseExport(JSON.stringify(file), known2);
    assert.match(refused.error, why);
  }
  // Merging: the import's choice wins per slot, own algorithms are joined.
  const theirs = emptyRecords();
  updateAlgorithms(theirs, 'F2L 3', 'FL', (a) => (a.custom = ["y' F' U' F"]));
  updateAlgorithms(theirs, 'F2L 3', 'BR', (a) => {
    a.custom = ["R' U' R"];
    a.chosen = "R' U' R";
  });
  mergeRecords(r, theirs);
  const merged = r.cases['F2L 3'];
  assert.deepEqual(slotAlgorithms(merged, 'FL'), { chosen: "L' U' L", custom: ["L' U' L", "y' F' U' F"] });
  assert.deepEqual(slotAlgorithms(merged, 'BR'), { chosen: "R' U' R", custom: ["R' U' R"] });
  assert.equal(slotAlgorithms(merged, 'FR').chosen, "y' R' U' R");
});

test('recap: each case once per round in random order; random never repeats a case at once', () => {
  const names = ['PLL T', 'PLL Ua', 'PLL Jb', 'PLL Aa', 'PLL H'];
  const random = generator(11);
  const picker = createPicker('recap', names, () => [], random);
  const orders = new Set();
  for (let round = 0; round < 20; round++) {
    const seen = [];
    for (let i = 0; i < names.length; i++) seen.push(picker.next());
    assert.equal(picker.next(), null, 'the round is over');
    assert.ok(picker.round().over);
    assert.deepEqual([...seen].sort(), [...names].sort());
    orders.add(seen.join());
    picker.restart();
  }
  assert.ok(orders.size > 10, 'the order varies');
  // The first round of a new recap is in random order too.
  const firsts = new Set();
  for (let k = 0; k < 20; k++) {
    const fresh = createPicker('recap', names, () => [], random);
    firsts.add(names.map(() => fresh.next()).join());
  }
  assert.ok(firsts.size > 10, 'the first round varies');
  const uniform = createPicker('random', names, () => [], random);
  let last = null;
  for (let i = 0; i < 200; i++) {
    const n = uniform.next();
    assert.notEqual(n, last);
    last = n;
  }
});
