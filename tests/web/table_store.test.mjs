// The worker's table cache (web/worker/table_store.js) on fake-indexeddb, an IndexedDB written to
// the specification: bytes saved come back; a write that the browser fails at commit (its storage
// full: the request succeeded, then the transaction aborts with QuotaExceededError) is reported
// in words and not taken as saved; a connection the browser closes (storage cleared) is reported,
// never a hang (each test has a time limit).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import 'fake-indexeddb/auto';
import { forceCloseDatabase } from 'fake-indexeddb';

const LIMIT = { timeout: 5000 };
let fresh = 0;
// A fresh copy of the module (it remembers whether the tables were saved in this visit).
const tableStore = () => import(`../../web/worker/table_store.js?copy=${++fresh}`);

// A stand-in for the WASM module's table calls: its bytes, and what it was handed back.
function standIn(bytes) {
  const loaded = [];
  return {
    loaded,
    saveTwoPhaseTables: () => bytes,
    loadTwoPhaseTables: (b) => (loaded.push(b), { loaded: true }),
    saveOptimalTable: () => bytes,
    loadOptimalTable: (b) => (loaded.push(b), { loaded: true }),
  };
}

const bytes = (n, seed) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);

// Read back with IndexedDB itself, not through the module under test.
function stored(key) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('cubelab', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('tables');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('tables').objectStore('tables').get(key);
      get.onsuccess = () => (open.result.close(), resolve(get.result));
      get.onerror = () => reject(get.error);
    };
  });
}

// While `run` runs, every put succeeds as a request and then fails its transaction's commit as a
// full disk does in a browser (fake-indexeddb's own abort-with-error step, the specification's
// "abort a transaction" with a QuotaExceededError).
async function withFullDisk(run) {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    const request = put.apply(this, args);
    const tx = this.transaction;
    request.addEventListener('success', () => tx._abort('QuotaExceededError'));
    return request;
  };
  try {
    return await run();
  } finally {
    IDBObjectStore.prototype.put = put;
  }
}

// While `run` runs, the browser closes every connection as soon as it opens (storage cleared).
async function withClosingBrowser(run) {
  const open = indexedDB.open;
  indexedDB.open = function (...args) {
    const request = open.apply(this, args);
    request.addEventListener('success', () => forceCloseDatabase(request.result));
    return request;
  };
  try {
    return await run();
  } finally {
    indexedDB.open = open;
  }
}

test('tables saved come back into the module on the next visit', LIMIT, async () => {
  const { saveBuiltTables, saveOptimal, loadCachedOptimal } = await tableStore();
  const twoPhase = bytes(5000, 1);
  const notices = [];
  await saveBuiltTables(standIn(twoPhase), (n) => notices.push(n));
  assert.deepEqual(notices, []);
  const next = standIn(null);
  const cached = await (await tableStore()).loadCachedTables(next, (n) => notices.push(n));
  assert.deepEqual(next.loaded, [twoPhase]);
  assert.equal(cached.loaded, true); // the worker's info says so, with the time it took
  assert.ok(cached.ms >= 0);
  const optimal = bytes(70000, 2);
  assert.equal(await saveOptimal(standIn(optimal)), '');
  const later = standIn(null);
  assert.equal((await loadCachedOptimal(later)).loaded, true);
  assert.deepEqual(later.loaded, [optimal]);
  assert.deepEqual(notices, []);
});

test('a write that fails at commit (storage full) is reported and not taken as saved', LIMIT, async () => {
  const { saveBuiltTables, saveOptimal } = await tableStore();
  const before = await stored('solver-tables');
  const notices = [];
  const optimalError = await withFullDisk(async () => {
    await saveBuiltTables(standIn(bytes(6000, 3)), (n) => notices.push(n));
    return saveOptimal(standIn(bytes(100, 4)));
  });
  assert.deepEqual(notices, ["The tables could not be cached: the browser's storage for this site is full."]);
  assert.equal(optimalError, "the browser's storage for this site is full");
  // Nothing was written: the earlier record is as it was.
  assert.deepEqual(await stored('solver-tables'), before);
});

test('a connection the browser closes is reported, for reads and writes', LIMIT, async () => {
  const { loadCachedTables, saveBuiltTables, saveOptimal, loadCachedOptimal } = await tableStore();
  const notices = [];
  const [optimalError, optimalLoad] = await withClosingBrowser(async () => {
    await loadCachedTables(standIn(null), (n) => notices.push(n));
    await saveBuiltTables(standIn(bytes(100, 5)), (n) => notices.push(n));
    return [await saveOptimal(standIn(bytes(100, 6))), await loadCachedOptimal(standIn(null))];
  });
  assert.equal(notices.length, 2);
  assert.match(notices[0], /^The table cache could not be read \(the browser closed the storage/);
  assert.match(notices[1], /^The tables could not be cached: the browser closed the storage/);
  assert.match(optimalError, /^the browser closed the storage/);
  assert.match(
    optimalLoad.refused,
    /^the browser's storage could not be read \(the browser closed the storage/,
  );
});
