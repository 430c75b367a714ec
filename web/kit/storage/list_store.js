// @ts-check
// A store that keeps a list of entries newest first (saved statistics runs, saved comparisons),
// each with an `id` and the time it was made (`when`, ISO), at most `most` of them. A damaged or
// hand-edited entry is dropped on reading, never trusted; the rest stay. A backup's list must be
// sound whole. Merging keeps both lists, one copy of each entry, newest first.

/**
 * @param {{name: string, label: string, legacyKey: string, noun: string, most: number,
 *   isEntry: (entry: any) => boolean}} list
 * @returns {import('./storage.js').StoreSpec}
 */
export function listStore({ name, label, legacyKey, noun, most, isEntry }) {
  const count = (/** @type {number} */ n) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return {
    name,
    label,
    version: 1,
    legacyKey,
    read: (stored) => (Array.isArray(stored) ? stored.filter(isEntry).slice(0, most) : []),
    check(stored) {
      if (!Array.isArray(stored)) return `not a list of ${noun}s`;
      const bad = stored.findIndex((entry) => !isEntry(entry));
      if (bad >= 0) return `${noun} ${bad + 1} is damaged`;
      return stored.length > most ? `more than ${count(most)}` : '';
    },
    describe: (/** @type {any[]} */ entries) => count(entries.length),
    merge: (/** @type {any[]} */ current, /** @type {any[]} */ incoming) =>
      [...new Map([...incoming, ...current].map((e) => [e.id, e])).values()]
        .sort((a, b) => (a.when < b.when ? 1 : a.when > b.when ? -1 : 0))
        .slice(0, most),
  };
}
