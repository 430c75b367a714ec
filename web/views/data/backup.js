// @ts-check
// The backup file: every registered store (web/shell/stores.js) in one versioned JSON file, and the
// checks a file must pass before anything is restored from it. DOM-free: the Data view
// (web/views/data/view.js) downloads and reads the file; the Node tests call these directly.
//
// {"format": "cubelab-backup", "version": 1, "created": "<ISO time>",
//  "stores": {"<store name>": {"version": <the store's data version>, "data": <its data>}, ...}}
//
// A file is untrusted bytes: it is refused as a whole, with the reason, if it is not JSON (with
// line and column), not a CubeLab backup, from a newer CubeLab, or if any store in it fails that
// store's own check. Stores this page does not know (a newer page's) are named and left out.

export const BACKUP_FORMAT = 'cubelab-backup';
export const BACKUP_VERSION = 1;
export const MAX_BACKUP_BYTES = 10 * 1024 * 1024;

/** @typedef {import('../../kit/storage/storage.js').StoreSpec} StoreSpec */
/**
 * A file that passed every check: for each known store in it, its data as that store reads it.
 * @typedef {{created: string, stores: {spec: StoreSpec, data: any}[], unknown: string[]}} Backup
 */

/** @param {{snapshot: () => Record<string, {version: number, data: unknown}>}} storage */
export function makeBackup(storage, now = new Date()) {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created: now.toISOString(),
    stores: storage.snapshot(),
  };
}

export function backupFileName(now = new Date()) {
  return `cubelab-backup-${now.toISOString().slice(0, 10)}.json`;
}

// Where JSON.parse stopped, as "line L, column C" (V8 and SpiderMonkey say where; others may not).
function jsonProblem(/** @type {string} */ text, /** @type {Error} */ err) {
  const position = /position (\d+)/.exec(err.message);
  const lineColumn = /line (\d+) column (\d+)/.exec(err.message);
  if (lineColumn)
    return `not JSON: ${err.message.replace(/ in JSON.*$/, '')} at line ${lineColumn[1]}, column ${lineColumn[2]}`;
  if (!position) return `not JSON: ${err.message}`;
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `not JSON: ${err.message.replace(/ in JSON.*$/, '')} at line ${line}, column ${column}`;
}

/**
 * Checks a backup file's text against the registered stores.
 * @param {string} text
 * @param {StoreSpec[]} specs
 * @returns {Backup | {error: string}}
 */
export function readBackup(text, specs) {
  if (text.length > MAX_BACKUP_BYTES)
    return {
      error: `The file is larger than ${MAX_BACKUP_BYTES / 1048576} MB; a CubeLab backup is much smaller.`,
    };
  let file;
  try {
    file = JSON.parse(text);
  } catch (err) {
    return { error: `This file is ${jsonProblem(text, /** @type {Error} */ (err))}.` };
  }
  if (!file || typeof file !== 'object' || file.format !== BACKUP_FORMAT)
    return { error: `This is not a CubeLab backup (it has no "format": "${BACKUP_FORMAT}").` };
  if (!Number.isInteger(file.version) || file.version < 1)
    return { error: 'This backup has no valid "version".' };
  if (file.version > BACKUP_VERSION)
    return {
      error: `This backup was written by a newer CubeLab (backup version ${file.version}; this page reads up to ${BACKUP_VERSION}).`,
    };
  if (!file.stores || typeof file.stores !== 'object' || Array.isArray(file.stores))
    return { error: 'This backup has no "stores".' };
  const known = new Map(specs.map((s) => [s.name, s]));
  const stores = [];
  for (const [name, entry] of Object.entries(file.stores)) {
    const spec = known.get(name);
    if (!spec) continue;
    if (!entry || typeof entry !== 'object' || !Number.isInteger(entry.version) || !('data' in entry))
      return { error: `${spec.label}: the entry has no version or no data.` };
    if (entry.version > spec.version)
      return {
        error: `${spec.label}: written by a newer CubeLab (version ${entry.version}; this page reads up to ${spec.version}).`,
      };
    const problem = spec.check(entry.data);
    if (problem) return { error: `${spec.label}: ${problem}. Nothing was restored.` };
    stores.push({ spec, data: spec.read(entry.data) });
  }
  const unknown = Object.keys(file.stores).filter((name) => !known.has(name));
  if (!stores.length) return { error: 'This backup holds none of the data this page keeps.' };
  return { created: typeof file.created === 'string' ? file.created : '', stores, unknown };
}

/**
 * What a restore writes: each store of the backup replaces the current one, or is merged into it
 * where the store knows how (a store without merge() is replaced either way).
 * @param {Backup} backup
 * @param {(name: string) => any} current
 * @param {'replace' | 'merge'} mode
 */
export function restoreChanges(backup, current, mode) {
  return Object.fromEntries(
    backup.stores.map(({ spec, data }) => [
      spec.name,
      mode === 'merge' && spec.merge ? spec.read(spec.merge(current(spec.name), data)) : data,
    ]),
  );
}
