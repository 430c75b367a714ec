// @ts-check
// Table bytes cached in IndexedDB between visits, so a second visit solves without building. The
// core checks every blob it loads (header, size, checksum): a blob it refuses is deleted and the
// tables are rebuilt by the next solve, never trusted. Used when the module can save and load the
// two-phase tables (`saveTwoPhaseTables()` -> Uint8Array, `loadTwoPhaseTables(bytes)` -> {loaded}
// or {error}); otherwise these are no-ops. Save only after a call that built those tables, since
// saving builds them when they are missing.

const DB_NAME = 'cubelab';
const STORE = 'tables';
const KEY = 'solver-tables';

function request(r) {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function openDb() {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

async function withStore(mode, action) {
  const db = await openDb();
  try {
    return await request(action(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

const canCache = (module) =>
  typeof indexedDB !== 'undefined' &&
  typeof module.saveTwoPhaseTables === 'function' &&
  typeof module.loadTwoPhaseTables === 'function';

let saved = false;

// Loads cached bytes into the module; a refused blob is dropped. Never throws: a broken cache only
// costs a rebuild. Resolves to {loaded: true, ms} (reading the store and the core's checked load)
// or {loaded: false}.
export async function loadCachedTables(module, notice) {
  if (!canCache(module)) return { loaded: false };
  const start = performance.now();
  try {
    const bytes = await withStore('readonly', (s) => s.get(KEY));
    if (!bytes) return { loaded: false };
    const result = module.loadTwoPhaseTables(new Uint8Array(bytes));
    if (result?.error) {
      await withStore('readwrite', (s) => s.delete(KEY));
      notice(`The cached tables were refused (${result.error}); they will be rebuilt.`);
      return { loaded: false };
    }
    saved = true;
    return { loaded: true, ms: performance.now() - start };
  } catch (err) {
    notice(`The table cache could not be read (${err?.message ?? err}); tables will be built.`);
    return { loaded: false };
  }
}

// After a solve has built the tables, stores their bytes once.
export async function saveBuiltTables(module, notice) {
  if (saved || !canCache(module)) return;
  try {
    const bytes = module.saveTwoPhaseTables();
    if (!(bytes instanceof Uint8Array) || bytes.length === 0) return;
    await withStore('readwrite', (s) => s.put(bytes.slice().buffer, KEY));
    saved = true;
  } catch (err) {
    saved = true; // a full or blocked store is not retried after every solve
    notice(`The tables could not be cached (${err?.message ?? err}).`);
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

async function readOptimalBytes() {
  const db = await openDb();
  try {
    const store = db.transaction(STORE).objectStore(STORE);
    const head = await request(store.get(OPTIMAL_KEY));
    if (!head) return null;
    const { size, chunks } = head;
    if (!Number.isSafeInteger(size) || !Number.isSafeInteger(chunks) || chunks < 0 || chunks > 64 || size < 0)
      return new Uint8Array(0); // a record the core will refuse
    const bytes = new Uint8Array(size);
    let at = 0;
    for (let i = 0; i < chunks; i++) {
      const part = await request(store.get(chunkKey(i)));
      if (!(part instanceof ArrayBuffer) || at + part.byteLength > size) return new Uint8Array(0);
      bytes.set(new Uint8Array(part), at);
      at += part.byteLength;
    }
    return at === size ? bytes : new Uint8Array(0);
  } finally {
    db.close();
  }
}

function deleteOptimal() {
  return withStore('readwrite', (s) => s.delete(optimalKeys()));
}

/**
 * Loads the cached optimal table into the module. Resolves to {loaded: true, ms}, to {loaded:
 * false} when nothing is cached, or to {loaded: false, refused} when the core refused the bytes
 * (they are deleted: the table is built again, never used damaged).
 */
export async function loadCachedOptimal(module) {
  if (typeof indexedDB === 'undefined') return { loaded: false };
  const start = performance.now();
  let bytes;
  try {
    bytes = await readOptimalBytes();
  } catch (err) {
    return { loaded: false, refused: `the browser's storage could not be read (${err?.message ?? err})` };
  }
  if (!bytes) return { loaded: false };
  const result =
    bytes.length > 0 ? module.loadOptimalTable(bytes) : { error: 'the stored records are incomplete' };
  bytes = null;
  if (result?.error) {
    await deleteOptimal().catch(() => {});
    return { loaded: false, refused: result.error };
  }
  return { loaded: true, ms: performance.now() - start };
}

/** Stores the built optimal table's bytes; resolves to an error message or ''. */
export async function saveOptimal(module) {
  if (typeof indexedDB === 'undefined') return 'this browser has no IndexedDB';
  try {
    const bytes = module.saveOptimalTable();
    const chunks = Math.ceil(bytes.length / CHUNK_BYTES);
    const db = await openDb();
    try {
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      store.delete(optimalKeys());
      for (let i = 0; i < chunks; i++)
        store.put(bytes.slice(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES).buffer, chunkKey(i));
      store.put({ size: bytes.length, chunks }, OPTIMAL_KEY);
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error ?? new Error('the write was aborted'));
      });
    } finally {
      db.close();
    }
    return '';
  } catch (err) {
    return String(err?.message ?? err);
  }
}
