// @ts-check
// Table bytes cached in IndexedDB between visits, so a second visit solves without building. The
// core checks every blob it loads (header, size, checksum): a blob it refuses is deleted and the
// tables are rebuilt by the next solve, never trusted. Used when the module can save and load the
// two-phase tables (`saveTwoPhaseTables()` -> Uint8Array, `loadTwoPhaseTables(bytes)` -> {loaded}
// or {error}); otherwise these are no-ops. Save only after a call that built those tables, since
// saving builds them when they are missing.

import { openDB } from 'idb';

/** @typedef {import('../../wasm/cubelab').CubeLabModule} CubeLabModule */
/**
 * The module's table calls used here (a stand-in in the Node tests has only these).
 * @typedef {Partial<Pick<CubeLabModule, 'saveTwoPhaseTables' | 'loadTwoPhaseTables'>> &
 *   Pick<CubeLabModule, 'saveOptimalTable' | 'loadOptimalTable'>} TableModule
 */

const DB_NAME = 'cubelab';
const STORE = 'tables';
const KEY = 'solver-tables';

const openDb = () => openDB(DB_NAME, 1, { upgrade: (db) => db.createObjectStore(STORE) });

// One transaction on the tables' store: resolves to what `action` resolves to once the transaction
// has committed, and rejects when it fails or is aborted. A write's request succeeds before its
// transaction commits, and a full disk fails the commit: waiting for the request alone took such a
// write as saved, and a request that never settles would hang the solve that waits for the save.
/**
 * @template T
 * @param {IDBTransactionMode} mode
 * @param {(store: import('idb').IDBPObjectStore<unknown, ArrayLike<string>, string, 'readwrite'>) => Promise<T>} action
 * @returns {Promise<T>}
 */
async function withStore(mode, action) {
  const db = await openDb();
  try {
    const tx = db.transaction(STORE, mode);
    const store =
      /** @type {import('idb').IDBPObjectStore<unknown, ArrayLike<string>, string, 'readwrite'>} */ (
        tx.store
      );
    const [result] = await Promise.all([action(store), tx.done]);
    return result;
  } finally {
    db.close();
  }
}

// A storage failure in words: the name of a DOMException says more than its message, which is
// often empty (an abort) or generic.
/** @param {unknown} err */
export function storageFailure(err) {
  const { name = '', message: text = '' } = /** @type {{name?: string, message?: string}} */ (err ?? {});
  const message = text && text !== name ? text : '';
  if (name === 'QuotaExceededError')
    return `the browser's storage for this site is full${message ? ` (${message})` : ''}`;
  if (name === 'AbortError') return `the write was aborted${message ? ` (${message})` : ''}`;
  if (name === 'InvalidStateError') return `the browser closed the storage${message ? ` (${message})` : ''}`;
  return [name, message].filter(Boolean).join(': ') || String(err);
}

/** @returns {module is TableModule & Required<TableModule>} */
const canCache = (/** @type {TableModule} */ module) =>
  typeof indexedDB !== 'undefined' &&
  typeof module.saveTwoPhaseTables === 'function' &&
  typeof module.loadTwoPhaseTables === 'function';

let saved = false;

// Loads cached bytes into the module; a refused blob is dropped. Never throws: a broken cache only
// costs a rebuild. Resolves to {loaded: true, ms} (reading the store and the core's checked load)
// or {loaded: false}.
/** @param {TableModule} module @param {(text: string) => void} notice @returns {Promise<{loaded: boolean, ms?: number}>} */
export async function loadCachedTables(module, notice) {
  if (!canCache(module)) return { loaded: false };
  const start = performance.now();
  try {
    const bytes = await withStore('readonly', (s) => s.get(KEY));
    if (!bytes) return { loaded: false };
    const result = module.loadTwoPhaseTables(new Uint8Array(bytes));
    if ('error' in result) {
      await withStore('readwrite', (s) => s.delete(KEY));
      notice(`The cached tables were refused (${result.error}); they will be rebuilt.`);
      return { loaded: false };
    }
    saved = true;
    return { loaded: true, ms: performance.now() - start };
  } catch (err) {
    notice(`The table cache could not be read (${storageFailure(err)}); tables will be built.`);
    return { loaded: false };
  }
}

// After a solve has built the tables, stores their bytes once.
/** @param {TableModule} module @param {(text: string) => void} notice */
export async function saveBuiltTables(module, notice) {
  if (saved || !canCache(module)) return;
  try {
    const bytes = module.saveTwoPhaseTables();
    if (!(bytes instanceof Uint8Array) || bytes.length === 0) return;
    await withStore('readwrite', (s) => s.put(bytes.slice().buffer, KEY));
    saved = true;
  } catch (err) {
    saved = true; // a full or blocked store is not retried after every solve
    notice(`The tables could not be cached: ${storageFailure(err)}.`);
  }
}

// ---- the optimal solver's table (141 MB): loaded only when the page asks for it ----
// Chromium refuses IndexedDB values over about 127 MiB, so the bytes are kept in chunks of 32 MiB
// under 'optimal-table/0', '/1', ..., written in one transaction after a record 'optimal-table'
// {size, chunks}; the core checks the joined bytes (header, size, checksum) before any use.

const OPTIMAL_KEY = 'optimal-table';
const CHUNK_BYTES = 32 * 1024 * 1024;
const chunkKey = (/** @type {number} */ i) => `${OPTIMAL_KEY}/${i}`;
// Every key of the optimal table's records: 'optimal-table' and 'optimal-table/...'.
const optimalKeys = () => IDBKeyRange.bound(OPTIMAL_KEY, `${OPTIMAL_KEY}/\uffff`);

// The chunks joined, null when nothing is stored, or no bytes when the records do not fit together
// (the core refuses those).
function readOptimalBytes() {
  return withStore('readonly', async (store) => {
    const head = await store.get(OPTIMAL_KEY);
    if (!head) return null;
    const { size, chunks } = head;
    if (!Number.isSafeInteger(size) || !Number.isSafeInteger(chunks) || chunks < 0 || chunks > 64 || size < 0)
      return new Uint8Array(0); // a record the core will refuse
    const bytes = new Uint8Array(size);
    let at = 0;
    for (let i = 0; i < chunks; i++) {
      const part = await store.get(chunkKey(i));
      if (!(part instanceof ArrayBuffer) || at + part.byteLength > size) return new Uint8Array(0);
      bytes.set(new Uint8Array(part), at);
      at += part.byteLength;
    }
    return at === size ? bytes : new Uint8Array(0);
  });
}

function deleteOptimal() {
  return withStore('readwrite', (s) => s.delete(optimalKeys()));
}

/**
 * Loads the cached optimal table into the module. Resolves to {loaded: true, ms}, to {loaded:
 * false} when nothing is cached, or to {loaded: false, refused} when the core refused the bytes
 * (they are deleted: the table is built again, never used damaged).
 * @param {TableModule} module @returns {Promise<{loaded: boolean, ms?: number, refused?: string}>}
 */
export async function loadCachedOptimal(module) {
  if (typeof indexedDB === 'undefined') return { loaded: false };
  const start = performance.now();
  let bytes;
  try {
    bytes = await readOptimalBytes();
  } catch (err) {
    return { loaded: false, refused: `the browser's storage could not be read (${storageFailure(err)})` };
  }
  if (!bytes) return { loaded: false };
  const result =
    bytes.length > 0 ? module.loadOptimalTable(bytes) : { error: 'the stored records are incomplete' };
  bytes = null;
  if ('error' in result) {
    await deleteOptimal().catch(() => {});
    return { loaded: false, refused: result.error };
  }
  return { loaded: true, ms: performance.now() - start };
}

/** Stores the built optimal table's bytes; resolves to an error message or ''. @param {TableModule} module */
export async function saveOptimal(module) {
  if (typeof indexedDB === 'undefined') return 'this browser has no IndexedDB';
  try {
    const bytes = module.saveOptimalTable();
    const chunks = Math.ceil(bytes.length / CHUNK_BYTES);
    await withStore('readwrite', (store) => {
      /** @type {Promise<unknown>[]} */
      const writes = [store.delete(optimalKeys())];
      for (let i = 0; i < chunks; i++)
        writes.push(store.put(bytes.slice(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES).buffer, chunkKey(i)));
      writes.push(store.put({ size: bytes.length, chunks }, OPTIMAL_KEY));
      return Promise.all(writes);
    });
    return '';
  } catch (err) {
    return storageFailure(err);
  }
}
