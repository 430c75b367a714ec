// @ts-check
// The user's data, kept in IndexedDB (through the `idb` wrapper), DOM-free. Every kind of data the
// page keeps is a store, registered once in web/shell/stores.js; this module, the migration from
// localStorage and the backup file (web/views/data/backup.js) know stores only through that list, so a
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
//
// A write must survive the page being closed or reloaded at once (a setting changed, a timed
// attempt, then F5): an IndexedDB transaction still running when the page unloads is aborted. So
// each write is first journalled synchronously in localStorage (one key per store, JOURNAL_PREFIX
// + name, holding {version, data}) and the entry is removed when its transaction has committed;
// open() replays whatever entries are left, which are newer than the database's copy.
//
// Each tab of the page keeps its own copy in memory, so a write in one tab would put back what it
// read before another tab's change (a lost update). A committed write therefore names its stores on
// a BroadcastChannel, and the other tabs read those records again (unless a write of their own is
// still on its way: it is newer) and dispatch a 'change' event with the names.
//
// Old data that cannot be taken whole (not JSON, or failing its store's check) is refused with the
// reason and its text kept aside in the 'aside' store (ASIDE_STORE, shown and downloadable in the
// Data view, included in backups); the store takes the part its read() accepts.
import { openDB } from 'idb';

export const DB_NAME = 'cubelab-data';
export const DB_VERSION = 1;
const RECORDS = 'stores';
export const JOURNAL_PREFIX = 'cubelab.journal.v1.';
const MAX_ASIDE = 50;

/**
 * A kind of data the page keeps. `read(data)` turns whatever was stored (untrusted: another
 * version of the page, a hand edit, a damaged profile or a backup file) into data the page can
 * use, dropping what it cannot; `check(data)` says why data is not acceptable in a backup
 * (a message) or returns '' when it is; `describe(data)` says in a few words what it holds.
 * `legacyKey` is the localStorage key the page used before IndexedDB (a list: older keys after
 * newer ones; the first present is taken).
 * @typedef {{name: string, label: string, version: number, legacyKey?: string | string[],
 *   read: (data: unknown) => any, check: (data: unknown) => string,
 *   describe: (data: any) => string, merge?: (current: any, incoming: any) => any}} StoreSpec
 */

/** @typedef {{name: string, version: number, data: unknown}} StoredRecord */
/**
 * Old data that could not be taken whole: its key, its text as it was, why, and when.
 * @typedef {{key: string, text: string, reason: string, at: string}} AsideEntry
 */

const isAside = (/** @type {any} */ e) =>
  e !== null &&
  typeof e === 'object' &&
  ['key', 'text', 'reason', 'at'].every((k) => typeof e[k] === 'string');
const sameAside = (/** @type {AsideEntry} */ a, /** @type {AsideEntry} */ b) =>
  a.key === b.key && a.text === b.text;

/**
 * Old data refused by the move to IndexedDB, kept as it was so nothing is lost.
 * @type {StoreSpec}
 */
export const ASIDE_STORE = {
  name: 'aside',
  label: 'Kept aside (could not be read)',
  version: 1,
  read: (data) => (Array.isArray(data) ? data.filter(isAside).slice(-MAX_ASIDE) : []),
  check(data) {
    if (!Array.isArray(data)) return 'not a list of entries';
    const bad = data.findIndex((e) => !isAside(e));
    if (bad >= 0) return `entry ${bad + 1} has no key, text, reason or time`;
    return data.length > MAX_ASIDE ? `more than ${MAX_ASIDE} entries` : '';
  },
  describe: (/** @type {AsideEntry[]} */ list) =>
    list.length ? list.map((e) => `${e.key}: ${e.reason}`).join('; ') : 'nothing',
  merge: (/** @type {AsideEntry[]} */ current, /** @type {AsideEntry[]} */ incoming) => [
    ...current,
    ...incoming.filter((e) => !current.some((c) => sameAside(c, e))),
  ],
};

export class DataStore extends EventTarget {
  constructor() {
    super();
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
    /** @type {AsideEntry[]} old entries this open() could not take whole (kept aside) */
    this.refused = [];
    /** @type {string[]} the stores whose journalled writes this open() replayed */
    this.replayed = [];
    /** @type {Storage | null} where writes are journalled (null: not journalled) */
    this.journal = null;
    /** @type {boolean | null} whether the browser promised not to clear the data (null: unknown) */
    this.persisted = null;
    /** @type {Promise<unknown>} the writes so far, in order */
    this.writes = Promise.resolve();
    /** @type {Map<string, number>} per store, this tab's writes not yet finished */
    this.pending = new Map();
    /** @type {BroadcastChannel | null} to and from the page's other tabs */
    this.channel = null;
  }

  /**
   * Opens the database, moves any data still in localStorage into it, and reads every store.
   * @param {StoreSpec[]} specs
   * @param {{localStorage?: Storage | null, name?: string}} [where] another localStorage or
   *   database name (the Node tests)
   */
  async open(specs, where = {}) {
    for (const spec of specs) this.specs.set(spec.name, spec);
    this.migrated = [];
    this.refused = [];
    this.replayed = [];
    this.journal = null;
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
      // A journal that cannot be replayed now (a full quota) stays for the next visit.
      await this.#replay(records, legacy).catch(() => {});
      this.journal = legacy ?? null;
      this.durable = true;
      this.#listen(where.name ?? DB_NAME);
    } catch (err) {
      this.db = null;
      this.problem = `this browser did not open its database (${errorText(err)}), so changes last only until the page is closed`;
      for (const spec of specs) {
        const old = this.#takeLegacy(legacy, spec);
        if (old) records.set(spec.name, old.record);
      }
      if (this.refused.length)
        records.set(ASIDE_STORE.name, { name: ASIDE_STORE.name, version: 1, data: this.refused });
    }
    for (const spec of specs) this.data.set(spec.name, spec.read(records.get(spec.name)?.data ?? null));
    return this;
  }

  // Stores that have no record yet take what localStorage holds under their old key, all in one
  // transaction; the old keys are removed only once that transaction has committed.
  /** @param {Map<string, StoredRecord>} records @param {Storage | null | undefined} legacy */
  // A refused entry is added to the 'aside' store in the same transaction; without that store
  // (the Node tests' lists) it stays in localStorage.
  async #migrate(records, legacy) {
    /** @type {StoredRecord[]} */
    const moving = [];
    /** @type {string[]} */
    const done = [];
    for (const spec of this.specs.values()) {
      if (records.has(spec.name)) continue;
      const old = this.#takeLegacy(legacy, spec);
      if (!old) continue;
      moving.push(old.record);
      if (!old.refused || this.specs.has(ASIDE_STORE.name)) done.push(old.key);
    }
    if (this.refused.length && this.specs.has(ASIDE_STORE.name)) {
      /** @type {AsideEntry[]} */
      const current = ASIDE_STORE.read(records.get(ASIDE_STORE.name)?.data ?? null);
      const fresh = this.refused.filter((e) => !current.some((c) => sameAside(c, e)));
      moving.push({ name: ASIDE_STORE.name, version: ASIDE_STORE.version, data: [...current, ...fresh] });
    }
    if (!moving.length || !this.db) return;
    const tx = this.db.transaction(RECORDS, 'readwrite');
    await Promise.all([...moving.map((r) => tx.store.put(r)), tx.done]);
    for (const r of moving) {
      records.set(r.name, r);
      if (r.name !== ASIDE_STORE.name) this.migrated.push(r.name);
    }
    for (const key of done) legacy?.removeItem(key);
  }

  /**
   * A store's old localStorage entry: the record to keep, the key it came from, and whether it
   * was refused (then its text is in this.refused).
   * @param {Storage | null | undefined} legacy @param {StoreSpec} spec
   * @returns {{record: StoredRecord, key: string, refused: boolean} | null}
   */
  #takeLegacy(legacy, spec) {
    const found = readLegacy(legacy, spec);
    if (!found) return null;
    const { key, text } = found;
    const record = (/** @type {unknown} */ data) => ({ name: spec.name, version: spec.version, data });
    let data;
    try {
      data = JSON.parse(text);
    } catch (err) {
      // The store starts empty (a record, so an older key is not taken instead on the next visit).
      this.refused.push(aside(key, text, `not JSON (${errorText(err)})`));
      return { record: record(spec.read(null)), key, refused: true };
    }
    const problem = spec.check(data);
    if (!problem) return { record: record(data), key, refused: false };
    // The sound part is kept (what read() accepts); the whole text is kept aside with the reason.
    this.refused.push(aside(key, text, problem));
    return { record: record(spec.read(data)), key, refused: true };
  }

  // Journal entries left by a page closed before its writes committed: newer than the database's
  // copy, so they are written to it (one transaction) and then removed.
  /** @param {Map<string, StoredRecord>} records @param {Storage | null | undefined} legacy */
  async #replay(records, legacy) {
    if (!legacy || !this.db) return;
    /** @type {[string, string, StoredRecord][]} */
    const entries = [];
    for (const spec of this.specs.values()) {
      const key = JOURNAL_PREFIX + spec.name;
      let text = null;
      try {
        text = legacy.getItem(key);
      } catch {
        continue;
      }
      if (text === null) continue;
      try {
        const entry = JSON.parse(text);
        if (entry && typeof entry === 'object' && 'data' in entry)
          entries.push([key, text, { name: spec.name, version: spec.version, data: entry.data }]);
      } catch {
        // A journal entry is written whole by setItem; a damaged one is not this page's writing.
      }
    }
    if (!entries.length) return;
    const tx = this.db.transaction(RECORDS, 'readwrite');
    await Promise.all([...entries.map(([, , r]) => tx.store.put(r)), tx.done]);
    for (const [key, text, r] of entries) {
      records.set(r.name, r);
      this.replayed.push(r.name);
      if (legacy.getItem(key) === text) legacy.removeItem(key);
    }
  }

  /** @param {string} name the database's name, which is the channel's */
  #listen(name) {
    this.channel?.close();
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
    if (this.channel) this.channel.onmessage = (event) => this.#refresh(event.data?.names);
  }

  /** Tells the other tabs which stores changed. @param {string[]} names */
  #announce(names) {
    try {
      this.channel?.postMessage({ names });
    } catch {
      // A closed channel: there is no other tab to tell.
    }
  }

  /**
   * Reads again the stores another tab wrote, except those this tab is writing itself.
   * @param {unknown} names
   */
  async #refresh(names) {
    if (!this.db || !Array.isArray(names)) return;
    /** @type {string[]} */
    const changed = [];
    for (const name of names) {
      const spec = typeof name === 'string' ? this.specs.get(name) : undefined;
      if (!spec || this.pending.get(name)) continue;
      let record;
      try {
        record = await this.db.get(RECORDS, name);
      } catch {
        continue;
      }
      if (this.pending.get(name)) continue;
      this.data.set(name, spec.read(record?.data ?? null));
      changed.push(name);
    }
    if (changed.length) this.dispatchEvent(new CustomEvent('change', { detail: changed }));
  }

  /** @param {string[]} names @param {number} step */
  #count(names, step) {
    for (const name of names) this.pending.set(name, (this.pending.get(name) ?? 0) + step);
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
    const journalled = this.#journal(changes);
    this.#count(names, 1);
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
        this.#settle(journalled);
        this.#announce(names);
        return true;
      } catch (err) {
        this.problem = `the browser refused to save (${errorText(err)})`;
        return false;
      }
    });
    write.finally(() => this.#count(names, -1));
    this.writes = write;
    return write;
  }

  /**
   * Writes `changes` to the journal at once (synchronously): the key and text of each entry, to be
   * removed when the transaction has committed. A full or missing localStorage journals nothing;
   * the write then depends on the transaction alone, as before.
   * @param {Record<string, any>} changes
   * @returns {[string, string][]}
   */
  #journal(changes) {
    /** @type {[string, string][]} */
    const written = [];
    if (!this.journal || !this.db) return written;
    for (const [name, data] of Object.entries(changes)) {
      const key = JOURNAL_PREFIX + name;
      try {
        const text = JSON.stringify({ version: this.specs.get(name)?.version ?? 1, data });
        this.journal.setItem(key, text);
        written.push([key, text]);
      } catch {
        // Over the quota: not journalled.
      }
    }
    return written;
  }

  /** Removes journal entries whose write has committed, unless a later write replaced them. */
  #settle(/** @type {[string, string][]} */ written) {
    for (const [key, text] of written) {
      try {
        if (this.journal?.getItem(key) === text) this.journal.removeItem(key);
      } catch {
        // Left for the next open() to replay: harmless, the data is the same.
      }
    }
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
    this.#announce(Object.keys(changes));
    for (const [name, data] of Object.entries(changes)) {
      this.data.set(name, data);
      // A journal entry left by a failed write must not be replayed over what was restored.
      try {
        this.journal?.removeItem(JOURNAL_PREFIX + name);
      } catch {
        // Nothing to remove.
      }
    }
    return '';
  }

  /** Resolves when every write so far has finished. */
  flush() {
    return this.writes.then(() => true);
  }

  /** The stores opened, in the order given (the Data view lists them, a backup holds them). */
  stores() {
    return [...this.specs.values()];
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

/**
 * The first of a store's old keys present in localStorage, with its text.
 * @param {Storage | null | undefined} legacy @param {StoreSpec} spec
 * @returns {{key: string, text: string} | null}
 */
function readLegacy(legacy, spec) {
  if (!spec.legacyKey || !legacy) return null;
  for (const key of [spec.legacyKey].flat()) {
    try {
      const text = legacy.getItem(key);
      if (text !== null) return { key, text };
    } catch {
      return null;
    }
  }
  return null;
}

/** @returns {AsideEntry} */
function aside(/** @type {string} */ key, /** @type {string} */ text, /** @type {string} */ reason) {
  return { key, text, reason, at: new Date().toISOString() };
}

/** @param {unknown} err */
function errorText(err) {
  return err instanceof Error ? err.message || err.name : String(err);
}

/** The page's storage: opened by main.js before anything reads it. */
export const storage = new DataStore();
