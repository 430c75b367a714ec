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
// costs a rebuild.
export async function loadCachedTables(module, notice) {
  if (!canCache(module)) return;
  try {
    const bytes = await withStore('readonly', (s) => s.get(KEY));
    if (!bytes) return;
    const result = module.loadTwoPhaseTables(new Uint8Array(bytes));
    if (result?.error) {
      await withStore('readwrite', (s) => s.delete(KEY));
      notice(`The cached tables were refused (${result.error}); they will be rebuilt.`);
      return;
    }
    saved = true;
  } catch (err) {
    notice(`The table cache could not be read (${err?.message ?? err}); tables will be built.`);
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

// ---- the optimal solver's table (140 MB): loaded only when the page asks for it ----

const OPTIMAL_KEY = 'optimal-table';

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
    bytes = await withStore('readonly', (s) => s.get(OPTIMAL_KEY));
  } catch (err) {
    return { loaded: false, refused: `the browser's storage could not be read (${err?.message ?? err})` };
  }
  if (!bytes) return { loaded: false };
  const result = module.loadOptimalTable(new Uint8Array(bytes));
  bytes = null;
  if (result?.error) {
    await withStore('readwrite', (s) => s.delete(OPTIMAL_KEY)).catch(() => {});
    return { loaded: false, refused: result.error };
  }
  return { loaded: true, ms: performance.now() - start };
}

/** Stores the built optimal table's bytes; resolves to an error message or ''. */
export async function saveOptimal(module) {
  if (typeof indexedDB === 'undefined') return 'this browser has no IndexedDB';
  try {
    const bytes = module.saveOptimalTable();
    await withStore('readwrite', (s) => s.put(bytes.buffer, OPTIMAL_KEY));
    return '';
  } catch (err) {
    return String(err?.message ?? err);
  }
}
