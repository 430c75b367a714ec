// @ts-check
// The user's data, kept in IndexedDB (through the `idb` wrapper), DOM-free. Every kind of data the
// page keeps is a store, registered once in web/app/stores.js; this module, the migration from
// localStorage and the backup file (web/app/backup.js) know stores only through that list, so a
// new store is kept, migrated and backed up by adding it there.
//
// One IndexedDB object store holds one record per store: {name, version, data}. `version` is the
// store's own data version (a store reads what older versions wrote); DB_VERSION is the schema of
// the database itself. Data is read once when the page opens (open()) and kept in memory, so the
// page reads it synchronously; each write goes to IndexedDB in order, and flush() waits for them.
// Several stores written together (a restored backup) go in one transaction: all or nothing.
//
// Where IndexedDB cannot be opened (some private modes, a broken profile) the page still works:
// the data of this visit is kept in memory, the old localStorage entries are still read, and
// `durable` is false so the page can say so.
import { openDB } from 'idb';

export const DB_NAME = 'cubelab-data';
export const DB_VERSION = 1;
const RECORDS = 'stores';

/**
 * A kind of data the page keeps. `read(data)` turns whatever was stored (untrusted: another
 * version of the page, a hand edit, a damaged profile or a backup file) into data the page can
 * use, dropping what it cannot; `check(data)` says why data is not acceptable in a backup
 * (a message) or returns '' when it is; `describe(data)` says in a few words what it holds.
 * `legacyKey` is the localStorage key the page used before IndexedDB.
 * @typedef {{name: string, label: string, version: number, legacyKey?: string,
 *   read: (data: unknown) => any, check: (data: unknown) => string,
 *   describe: (data: any) => string, merge?: (current: any, incoming: any) => any}} StoreSpec
 */

/** @typedef {{name: string, version: number, data: unknown}} StoredRecord */

export class DataStore {
  constructor() {
    /** @type {Map<string, StoreSpec>} */
    this.specs = new Map();
    /** @type {Map<string, any>} the data of each store, as read() made it */
    this.data = new Map();
    /** @type {import('idb').IDBPDatabase | null} */
    this.db = null;
    this.durable = false;
    /** @type {string} why the data is not kept, when it is not */
    this.problem = '';
    /** @type {string[]} the stores moved from localStorage by this open() */
    this.migrated = [];
    /** @type {boolean | null} whether the browser promised not to clear the data (null: unknown) */
    this.persisted = null;
    /** @type {Promise<unknown>} the writes so far, in order */
    this.writes = Promise.resolve();
  }

  /**
   * Opens the database, moves any data still in localStorage into it, and reads every store.
   * @param {StoreSpec[]} specs
   * @param {{localStorage?: Storage | null, name?: string}} [where] another localStorage or
   *   database name (the Node tests)
   */
  async open(specs, where = {}) {
    for (const spec of specs) this.specs.set(spec.name, spec);
    const legacy = where.localStorage === undefined ? globalThis.localStorage : where.localStorage;
    /** @type {Map<string, StoredRecord>} */
    let records = new Map();
    try {
      this.db = await openDB(where.name ?? DB_NAME, DB_VERSION, {
        upgrade(db) {
          if (!db.objectStoreNames.contains(RECORDS)) db.createObjectStore(RECORDS, { keyPath: 'name' });
        },
        blocked: () => {},
      });
      records = new Map((await this.db.getAll(RECORDS)).map((r) => [r.name, r]));
      await this.#migrate(records, legacy);
      this.durable = true;
    } catch (err) {
      this.db = null;
      this.problem = `this browser did not open its database (${errorText(err)}), so changes last only until the page is closed`;
      for (const spec of specs) {
        const old = readLegacy(legacy, spec);
        if (old !== undefined) records.set(spec.name, { name: spec.name, version: spec.version, data: old });
      }
    }
    for (const spec of specs) this.data.set(spec.name, spec.read(records.get(spec.name)?.data ?? null));
    return this;
  }

  // Stores that have no record yet take what localStorage holds under their old key, all in one
  // transaction; the old keys are removed only once that transaction has committed.
  /** @param {Map<string, StoredRecord>} records @param {Storage | null | undefined} legacy */
  async #migrate(records, legacy) {
    const moving = [];
    for (const spec of this.specs.values()) {
      if (records.has(spec.name)) continue;
      const old = readLegacy(legacy, spec);
      if (old !== undefined) moving.push({ name: spec.name, version: spec.version, data: old });
    }
    if (!moving.length || !this.db) return;
    const tx = this.db.transaction(RECORDS, 'readwrite');
    await Promise.all([...moving.map((r) => tx.store.put(r)), tx.done]);
    for (const r of moving) {
      records.set(r.name, r);
      this.migrated.push(r.name);
      const key = this.specs.get(r.name)?.legacyKey;
      if (key) legacy?.removeItem(key);
    }
  }

  /** Asks the browser to keep the data under storage pressure; remembers its answer. */
  async askPersistence() {
    try {
      const manager = globalThis.navigator?.storage;
      if (!manager?.persist) return (this.persisted = null);
      this.persisted = (await manager.persisted()) || (await manager.persist());
    } catch {
      this.persisted = null;
    }
    return this.persisted;
  }

  /** @param {string} name */
  get(name) {
    if (!this.specs.has(name)) throw new Error(`no store named ${name}`);
    return this.data.get(name);
  }

  /**
   * Keeps `data` as store `name`: at once in memory, then in IndexedDB. Resolves to false when the
   * browser refused to write (a full quota, no database).
   * @param {string} name @param {any} data
   */
  set(name, data) {
    return this.setMany({ [name]: data });
  }

  /**
   * Several stores in one transaction: all are written or none.
   * @param {Record<string, any>} changes
   * @returns {Promise<boolean>}
   */
  setMany(changes) {
    const names = Object.keys(changes);
    for (const name of names) if (!this.specs.has(name)) throw new Error(`no store named ${name}`);
    for (const name of names) this.data.set(name, changes[name]);
    const write = this.writes.then(async () => {
      if (!this.db) return false;
      try {
        const tx = this.db.transaction(RECORDS, 'readwrite');
        await Promise.all([
          ...names.map((name) =>
            tx.store.put({ name, version: this.specs.get(name)?.version ?? 1, data: changes[name] }),
          ),
          tx.done,
        ]);
        return true;
      } catch (err) {
        this.problem = `the browser refused to save (${errorText(err)})`;
        return false;
      }
    });
    this.writes = write;
    return write;
  }

  /**
   * A restore: the stores are written in one transaction first, and the page's copy changes only
   * when it has committed. Resolves to '' or to why nothing was changed.
   * @param {Record<string, any>} changes
   * @returns {Promise<string>}
   */
  async commit(changes) {
    await this.writes;
    if (!this.db) return this.problem || 'there is no database to write to';
    try {
      const tx = this.db.transaction(RECORDS, 'readwrite');
      await Promise.all([
        ...Object.entries(changes).map(([name, data]) =>
          tx.store.put({ name, version: this.specs.get(name)?.version ?? 1, data }),
        ),
        tx.done,
      ]);
    } catch (err) {
      return `the browser refused to save (${errorText(err)})`;
    }
    for (const [name, data] of Object.entries(changes)) this.data.set(name, data);
    return '';
  }

  /** Resolves when every write so far has finished. */
  flush() {
    return this.writes.then(() => true);
  }

  /** Every store's current data with its version, for the backup file. */
  snapshot() {
    return Object.fromEntries(
      [...this.specs.values()].map((spec) => [
        spec.name,
        { version: spec.version, data: this.data.get(spec.name) },
      ]),
    );
  }
}

/** @param {Storage | null | undefined} legacy @param {StoreSpec} spec */
function readLegacy(legacy, spec) {
  if (!spec.legacyKey || !legacy) return undefined;
  let text = null;
  try {
    text = legacy.getItem(spec.legacyKey);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // unreadable before the move: read() would drop it anyway; the key is left alone
  }
}

/** @param {unknown} err */
function errorText(err) {
  return err instanceof Error ? err.message || err.name : String(err);
}

/** The page's storage: opened by main.js before anything reads it. */
export const storage = new DataStore();
