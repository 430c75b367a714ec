// @ts-check
// The learner's records as one file: export writes every learn record (web/views/learn/records.js
// exportText); an import is checked whole (its shape and case names by parseExport, the learner's
// own algorithms by the core, each in its slot, as when they were added) and refused with the
// first problem, changing nothing; an accepted one is merged into the records and kept.
import { isError } from '../../kit/worker_client/api.js';
import { exportText, mergeRecords, parseExport, saveRecords } from './records.js';

/** Downloads the records as `cubelab-learn-DATE.json`. */
export function downloadRecords(/** @type {import('./records.js').Records} */ records) {
  const blob = new Blob([exportText(records)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `cubelab-learn-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * Imports the text of an export into the records: {error} (nothing changed), or how many cases it
 * held and whether the browser kept them.
 * @param {import('./shared.js').LearnShared} shared @param {string} text
 * @returns {Promise<{error: string} | {count: number, kept: boolean}>}
 */
export async function importRecords({ api, records, sets, casesOf }, text) {
  // Every case name of every set, for checking an import.
  const known = (await Promise.all(sets.map((s) => casesOf(s)))).flatMap((c) => (Array.isArray(c) ? c : []));
  const byName = new Map(known.map((c) => [c.name, c]));
  const parsed = parseExport(text, (name) => byName.has(name));
  if ('error' in parsed) return { error: parsed.error };
  for (const [name, record] of Object.entries(parsed.records.cases)) {
    const set = byName.get(name)?.set ?? '';
    // F2L: FR's in `custom`, the other slots' in `slots`, each checked in its slot.
    const lists = [
      { at: 'custom', algs: record.custom, options: { set } },
      ...Object.entries(record.slots ?? {}).map(([slot, a]) => ({
        at: `slots["${slot}"].custom`,
        algs: a.custom,
        options: { set, slot },
      })),
    ];
    for (const { at, algs, options } of lists)
      for (const alg of algs) {
        const checked = await api.checkAlgorithm(name, alg, options);
        if (isError(checked))
          return { error: `cases["${name}"].${at} "${alg}" is refused: ${checked.error}` };
      }
  }
  mergeRecords(records, parsed.records);
  return { count: Object.keys(parsed.records.cases).length, kept: saveRecords(records) };
}
