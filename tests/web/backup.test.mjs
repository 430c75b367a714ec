// The backup file (web/views/data/backup.js) against the page's registered stores: what makeBackup writes
// reads back to the same data; every kind of bad file is refused as a whole with its reason; and
// random damage to a good file never throws and never lets a damaged store through.
import { test } from 'node:test';
import assert from 'node:assert/strict';

globalThis.localStorage = undefined;
const { storage } = await import('../../web/kit/storage/storage.js');
const { STORES } = await import('../../web/shell/stores.js');
const { makeBackup, readBackup, restoreChanges, BACKUP_VERSION, MAX_BACKUP_BYTES } =
  await import('../../web/views/data/backup.js');
await storage.open(STORES); // Node has no IndexedDB: this visit's memory

const run = (id, when) => ({
  id,
  method: 'cfop',
  label: 'CFOP',
  samples: 2,
  seed: 1,
  when,
  seconds: 1,
  result: { phases: { cross: { mean: 5, sd: 0, min: 5, max: 5, histogram: { 5: 2 } } }, total: { mean: 50, sd: 0, min: 50, max: 50, histogram: { 50: 2 } } }, // prettier-ignore
});
const attempt = { at: 5, mode: 'cube', recognitionMs: 300, executionMs: 900, totalMs: 1200, missed: false, alg: "R U R'" }; // prettier-ignore
const comparison = (id, when) => ({
  id,
  when,
  seed: 1,
  samples: 2,
  seconds: 0.5,
  methods: ['cfop'],
  lengths: [5, -1],
  rows: [{ method: 'cfop', scramble_length: 5, samples: 2, moves: { mean: 30, sd: 1, min: 29, max: 31 }, ms: { mean: 2, sd: 0, min: 2, max: 2 } }], // prettier-ignore
});
// Every store holds something, so the round trip covers each.
const DATA = {
  settings: { ...storage.get('settings'), speedMs: 400, method: 'cfop', crossColour: 'yellow' },
  runs: [run('a', '2026-11-20T10:00:00.000Z')],
  learn: {
    version: 2,
    cases: { 'PLL T': { status: 'learning', chosen: "R U R'", custom: ["R U R'"], attempts: [attempt], recognition: [{ at: 6, ms: 800, right: true }] } }, // prettier-ignore
    selected: { PLL: ['PLL T'] },
  },
  comparisons: [comparison('c1', '2026-11-21T10:00:00.000Z')],
  analyse: { scramble: "R U R' U'", solution: "U R U' R'", time: '1.5' },
  alg: { setup: 'Jperm', alg: "R U R' F' // note" },
  sessions: {
    current: 's1',
    inspection: false,
    holdMs: 500,
    sessions: [{ id: 's1', name: 'Main', options: '', list: [{ ms: 12000, penalty: '+2', scramble: 'R U', comment: 'x', date: 1700000000 }] }], // prettier-ignore
  },
  aside: [{ key: 'cubelab.compare.v1', text: '[{"id": 1', reason: 'not JSON', at: '2026-11-22T10:00:00.000Z' }], // prettier-ignore
};
for (const [name, data] of Object.entries(DATA)) storage.set(name, data);

const goodFile = () => JSON.parse(JSON.stringify(makeBackup(storage)));
const text = (file) => JSON.stringify(file, null, 1);

test('a backup holds every registered store and reads back to the same data', () => {
  const file = goodFile();
  assert.equal(file.format, 'cubelab-backup');
  assert.equal(file.version, BACKUP_VERSION);
  assert.deepEqual(Object.keys(file.stores).sort(), STORES.map((s) => s.name).sort());
  const backup = readBackup(text(file), STORES);
  assert.ok(!('error' in backup), backup.error);
  const restored = restoreChanges(backup, (n) => storage.get(n), 'replace');
  assert.deepEqual(restored, DATA);
});

test('merge keeps both sides: runs, comparisons and learn records of both, settings from the file', () => {
  const file = goodFile();
  file.stores.runs.data = [run('b', '2026-11-21T10:00:00.000Z')];
  file.stores.comparisons.data = [comparison('c2', '2026-11-22T10:00:00.000Z')];
  file.stores.learn.data.cases['PLL T'].status = 'learned';
  file.stores.learn.data.cases['PLL T'].attempts = [{ ...attempt, at: 9 }];
  file.stores.learn.data.cases['PLL Ua'] = { status: 'new', chosen: null, custom: [], attempts: [], recognition: [] }; // prettier-ignore
  file.stores.sessions.data.sessions = [{ id: 's2', name: 'OH', options: '', list: [] }];
  const backup = readBackup(text(file), STORES);
  const merged = restoreChanges(backup, (n) => storage.get(n), 'merge');
  assert.deepEqual(
    merged.runs.map((r) => r.id),
    ['b', 'a'],
  ); // newest first
  assert.deepEqual(
    merged.comparisons.map((e) => e.id),
    ['c2', 'c1'],
  );
  assert.equal(merged.learn.cases['PLL T'].status, 'learned', "the file's status wins");
  assert.deepEqual(
    merged.learn.cases['PLL T'].attempts.map((a) => a.at),
    [5, 9],
    'attempts of both',
  );
  assert.ok(merged.learn.cases['PLL Ua']);
  assert.deepEqual(
    merged.sessions.sessions.map((e) => e.name),
    ['Main', 'OH'],
    'timer sessions of both',
  );
  assert.equal(storage.get('learn').cases['PLL T'].attempts.length, 1, 'the current data is not changed');
  const replaced = restoreChanges(backup, (n) => storage.get(n), 'replace');
  assert.deepEqual(
    replaced.runs.map((r) => r.id),
    ['b'],
  );
});

test('bad files are refused with the reason', () => {
  const cases = [
    ['{"format": "cubelab-backup",\n "version": 1,, }', /not JSON: .* at line 2, column 15/],
    ['[1, 2, 3]', /not a CubeLab backup/],
    [JSON.stringify({ format: 'cstimer', version: 1, stores: {} }), /not a CubeLab backup/],
    [text({ ...goodFile(), version: BACKUP_VERSION + 1 }), /newer CubeLab \(backup version 2/],
    [text({ ...goodFile(), version: 'one' }), /no valid "version"/],
    [text({ ...goodFile(), stores: [] }), /no "stores"/],
    [text({ ...goodFile(), stores: { other: { version: 1, data: 1 } } }), /none of the data/],
    ['x'.repeat(MAX_BACKUP_BYTES + 1), /larger than 10 MB/],
  ];
  const damaged = (path, value) => {
    const file = goodFile();
    path.slice(0, -1).reduce((o, k) => o[k], file)[path.at(-1)] = value;
    return text(file);
  };
  cases.push(
    [damaged(['stores', 'runs', 'data', 0, 'result', 'total', 'min'], '<img src=x onerror=alert(1)>'), /Saved statistics runs: run 1 is damaged/],
    [damaged(['stores', 'settings', 'data', 'speedMs'], 'fast'), /Settings: "speedMs" has an invalid value/],
    [damaged(['stores', 'settings', 'data', 'colours', 'U'], 'javascript:alert(1)'), /Settings: colour of U is not #rrggbb/],
    [damaged(['stores', 'settings', 'version'], 2), /Settings: written by a newer CubeLab/],
    [damaged(['stores', 'runs'], { data: [] }), /Saved statistics runs: the entry has no version/],
    [damaged(['stores', 'learn', 'data', 'cases', 'PLL T', 'attempts', 0, 'totalMs'], 'slow'), /Learn records: cases\["PLL T"\]\.attempts\[0\]\.totalMs is not a number of milliseconds or null/],
    [damaged(['stores', 'learn', 'data', 'version'], 3), /Learn records: records of version 3; this page reads version 2/],
    [damaged(['stores', 'comparisons', 'data', 0, 'rows'], []), /Saved comparisons: comparison 1 is damaged/],
    [damaged(['stores', 'analyse', 'data', 'solution'], 42), /Last solve analysed: "solution" is not a text/],
    [damaged(['stores', 'alg', 'data'], 'R U'), /Last algorithm viewed: not an object of texts/],
    [damaged(['stores', 'aside', 'data', 0, 'text'], null), /Kept aside \(could not be read\): entry 1 has no key, text, reason or time/],
  ); // prettier-ignore
  for (const [bad, reason] of cases) {
    const answer = readBackup(bad, STORES);
    assert.ok('error' in answer, `accepted: ${bad.slice(0, 80)}`);
    assert.match(answer.error, reason);
  }
});

test('randomly damaged backups never throw, and what passes is data the stores read as is', () => {
  let s = 16;
  const random = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32);
  const odd = [null, 0, -1, 1.5, 1e9, '', 'x', '<b>', [], {}, true, '#zzzzzz', 1000000000];
  let accepted = 0;
  for (let trial = 0; trial < 3000; trial++) {
    const file = goodFile();
    const paths = [];
    (function walk(v, path) {
      if (v && typeof v === 'object') for (const k of Object.keys(v)) (paths.push([...path, k]), walk(v[k], [...path, k]));
    })(file, []); // prettier-ignore
    const path = paths[Math.floor(random() * paths.length)];
    const parent = path.slice(0, -1).reduce((o, k) => o[k], file);
    if (random() < 0.2) delete parent[path.at(-1)];
    else parent[path.at(-1)] = odd[Math.floor(random() * odd.length)];
    const answer = readBackup(text(file), STORES);
    if ('error' in answer) continue;
    accepted++;
    for (const { spec, data } of answer.stores) {
      assert.equal(spec.check(data), '', `${spec.name} passed with damage at ${path.join('.')}`);
      assert.deepEqual(spec.read(data), data);
    }
  }
  assert.ok(accepted > 100 && accepted < 3000, `accepted ${accepted}`);
});
