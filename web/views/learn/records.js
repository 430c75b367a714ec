// @ts-check
// The learner's records, in one module with one version number so they can be carried elsewhere
// (a backup, IndexedDB): per case its status, the algorithm chosen, the learner's own algorithms
// (for an F2L case, those of the FR slot; the other slots' in `slots`, optional: a record without
// it is one of before, read as it was), every drill attempt (recognition and execution times, missed or not) and recognition-drill
// answers; per case set the cases chosen for drilling. Kept in the 'learn' store (LEARN_STORE,
// web/kit/storage/storage.js), moved there from localStorage (`cubelab.learn.v2`, or the first version's
// `cubelab.progress.v1`) once.
//
// Stored and imported text is untrusted. Reading the browser's copy drops a damaged case and keeps
// the others; an imported file is checked whole and refused with the first problem it has (its
// path in the file and what is wrong), changing nothing. Version 1 (web/ui/progress.js of earlier
// pages: status, attempts, known, times) is read once and carried over.

import { storage } from '../../kit/storage/storage.js';

export const RECORDS_VERSION = 2;
export const FORMAT = 'cubelab-learn';
const KEY = 'cubelab.learn.v2';
const OLD_KEY = 'cubelab.progress.v1';
export const STATUSES = ['new', 'learning', 'learned'];
export const KEPT_ATTEMPTS = 200; // per case: the latest drill attempts
const MAX_ALG = 400; // characters of an algorithm kept
const MAX_CUSTOM = 20;
const MODES = ['cube', 'real'];
// F2L slots whose own algorithms are kept in `slots` (FR's are the case's `chosen` and `custom`).
export const OTHER_SLOTS = ['FL', 'BL', 'BR'];

/**
 * @typedef {{at: number, mode: string, recognitionMs: number | null, executionMs: number | null,
 *   totalMs: number | null, missed: boolean, alg: string}} Attempt
 * @typedef {{at: number, ms: number, right: boolean}} RecognitionAnswer
 * @typedef {{chosen: string | null, custom: string[]}} SlotAlgorithms
 * @typedef {{status: string, chosen: string | null, custom: string[], attempts: Attempt[],
 *   recognition: RecognitionAnswer[], slots?: Record<string, SlotAlgorithms>}} CaseRecord
 * @typedef {{version: number, cases: Record<string, CaseRecord>, selected: Record<string, string[]>}} Records
 */

/** @returns {CaseRecord} */
export const freshCase = () => ({ status: 'new', chosen: null, custom: [], attempts: [], recognition: [] });

/** @returns {Records} */
export const emptyRecords = () => ({ version: RECORDS_VERSION, cases: {}, selected: {} });

// ---- checking untrusted values: each check returns null or the problem, naming where it is ----

const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (/** @type {unknown} */ v) =>
  v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);
const isAlg = (/** @type {unknown} */ v) => typeof v === 'string' && v.length <= MAX_ALG;

/** @returns {string | null} */
function attemptProblem(/** @type {any} */ a, /** @type {string} */ at) {
  if (!isObject(a)) return `${at} is not an object`;
  if (!(typeof a.at === 'number' && Number.isFinite(a.at))) return `${at}.at is not a time stamp`;
  if (!MODES.includes(a.mode)) return `${at}.mode is not one of ${MODES.join(', ')}`;
  for (const k of ['recognitionMs', 'executionMs', 'totalMs'])
    if (!isTime(a[k])) return `${at}.${k} is not a number of milliseconds or null`;
  if (typeof a.missed !== 'boolean') return `${at}.missed is not true or false`;
  if (!isAlg(a.alg)) return `${at}.alg is not an algorithm's text`;
  return null;
}

/** @returns {string | null} */
function recognitionProblem(/** @type {any} */ r, /** @type {string} */ at) {
  if (!isObject(r)) return `${at} is not an object`;
  if (!(typeof r.at === 'number' && Number.isFinite(r.at))) return `${at}.at is not a time stamp`;
  if (!isTime(r.ms) || r.ms === null) return `${at}.ms is not a number of milliseconds`;
  if (typeof r.right !== 'boolean') return `${at}.right is not true or false`;
  return null;
}

/** The problem with a choice and own algorithms ({chosen, custom}), or null. @returns {string | null} */
function algorithmsProblem(/** @type {any} */ entry, /** @type {string} */ at) {
  if (!(entry.chosen === null || isAlg(entry.chosen))) return `${at}.chosen is not an algorithm or null`;
  if (!Array.isArray(entry.custom) || entry.custom.length > MAX_CUSTOM)
    return `${at}.custom is not a list of at most ${MAX_CUSTOM} algorithms`;
  const badCustom = entry.custom.findIndex((/** @type {unknown} */ c) => !isAlg(c) || c === '');
  if (badCustom >= 0) return `${at}.custom[${badCustom}] is not an algorithm's text`;
  return null;
}

/** @returns {string | null} */
function slotsProblem(/** @type {any} */ slots, /** @type {string} */ at) {
  if (slots === undefined) return null;
  if (!isObject(slots)) return `${at}.slots is not an object`;
  for (const [slot, entry] of Object.entries(slots)) {
    if (!OTHER_SLOTS.includes(slot)) return `${at}.slots["${slot}"] is not one of ${OTHER_SLOTS.join(', ')}`;
    if (!isObject(entry)) return `${at}.slots["${slot}"] is not an object`;
    const problem = algorithmsProblem(entry, `${at}.slots["${slot}"]`);
    if (problem) return problem;
  }
  return null;
}

/** The problem with one case's record, or null. @returns {string | null} */
export function caseProblem(/** @type {any} */ entry, /** @type {string} */ at) {
  if (!isObject(entry)) return `${at} is not an object`;
  if (!STATUSES.includes(entry.status)) return `${at}.status is not one of ${STATUSES.join(', ')}`;
  const algorithms = algorithmsProblem(entry, at) ?? slotsProblem(entry.slots, at);
  if (algorithms) return algorithms;
  if (!Array.isArray(entry.attempts) || entry.attempts.length > KEPT_ATTEMPTS)
    return `${at}.attempts is not a list of at most ${KEPT_ATTEMPTS} attempts`;
  for (const [i, a] of entry.attempts.entries()) {
    const problem = attemptProblem(a, `${at}.attempts[${i}]`);
    if (problem) return problem;
  }
  if (!Array.isArray(entry.recognition) || entry.recognition.length > KEPT_ATTEMPTS)
    return `${at}.recognition is not a list of at most ${KEPT_ATTEMPTS} answers`;
  for (const [i, r] of entry.recognition.entries()) {
    const problem = recognitionProblem(r, `${at}.recognition[${i}]`);
    if (problem) return problem;
  }
  return null;
}

/** A copy of a checked case record holding only the known fields. @returns {CaseRecord} */
function cleanCase(/** @type {any} */ e) {
  return {
    status: e.status,
    chosen: e.chosen,
    custom: [...e.custom],
    attempts: e.attempts.map((/** @type {Attempt} */ a) => ({
      at: a.at,
      mode: a.mode,
      recognitionMs: a.recognitionMs,
      executionMs: a.executionMs,
      totalMs: a.totalMs,
      missed: a.missed,
      alg: a.alg,
    })),
    recognition: e.recognition.map((/** @type {RecognitionAnswer} */ r) => ({
      at: r.at,
      ms: r.ms,
      right: r.right,
    })),
    ...(e.slots && Object.keys(e.slots).length
      ? {
          slots: Object.fromEntries(
            Object.entries(e.slots).map(([slot, a]) => [
              slot,
              { chosen: /** @type {any} */ (a).chosen, custom: [.../** @type {any} */ (a).custom] },
            ]),
          ),
        }
      : {}),
  };
}

/** @returns {string | null} */
function selectedProblem(/** @type {any} */ selected) {
  if (!isObject(selected)) return 'selected is not an object';
  for (const [set, names] of Object.entries(selected)) {
    if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || n.length > 40))
      return `selected["${set}"] is not a list of case names`;
  }
  return null;
}

/**
 * An exported file's text checked whole: {records} or {error} naming the first problem.
 * `knownCase(name)` says whether the core's library has that case.
 * @param {string} text @param {(name: string) => boolean} knownCase
 * @returns {{records: Records} | {error: string}}
 */
export function parseExport(text, knownCase) {
  /** @type {any} */
  let file;
  try {
    file = JSON.parse(text);
  } catch (err) {
    const column = /position (\d+)/.exec(String(err))?.[1];
    return { error: `the file is not JSON${column ? ` (at character ${Number(column) + 1})` : ''}` };
  }
  if (!isObject(file) || file.format !== FORMAT)
    return { error: `the file is not a CubeLab learn export (no "format": "${FORMAT}")` };
  if (file.version !== RECORDS_VERSION)
    return {
      error: `the file is of version ${JSON.stringify(file.version)}; this page reads version ${RECORDS_VERSION}`,
    };
  if (!isObject(file.cases)) return { error: 'cases is not an object' };
  for (const [name, entry] of Object.entries(file.cases)) {
    if (!knownCase(name)) return { error: `cases["${name}"] is not a case of the library` };
    const problem = caseProblem(entry, `cases["${name}"]`);
    if (problem) return { error: problem };
  }
  const problem = selectedProblem(file.selected ?? {});
  if (problem) return { error: problem };
  const records = emptyRecords();
  for (const [name, entry] of Object.entries(file.cases)) records.cases[name] = cleanCase(entry);
  for (const [set, names] of Object.entries(file.selected ?? {})) records.selected[set] = [...names];
  return { records };
}

/** The file an export writes. @param {Records} records */
export function exportText(records) {
  const { cases, selected } = records;
  return JSON.stringify({
    format: FORMAT,
    version: RECORDS_VERSION,
    exported: new Date().toISOString(),
    cases,
    selected,
  });
}

// ---- the browser's copy ----

/** Version 1 entries (status, attempts, known, times) as version 2 case records. */
function fromVersion1(/** @type {any} */ stored) {
  /** @type {Record<string, CaseRecord>} */
  const cases = {};
  if (!isObject(stored)) return cases;
  for (const [name, e] of Object.entries(stored)) {
    if (!isObject(e) || !STATUSES.includes(e.status)) continue;
    const times = Array.isArray(e.times)
      ? e.times.filter((/** @type {unknown} */ t) => typeof t === 'number' && Number.isFinite(t) && t > 0)
      : [];
    const attempts = Number.isInteger(e.attempts) && e.attempts >= 0 ? e.attempts : 0;
    const known = Number.isInteger(e.known) && e.known >= 0 ? Math.min(e.known, attempts) : 0;
    const old = (/** @type {number | null} */ ms, missed = false) => ({
      at: 0,
      mode: 'cube',
      recognitionMs: null,
      executionMs: null,
      totalMs: ms,
      missed,
      alg: '',
    });
    cases[name] = {
      ...freshCase(),
      status: e.status,
      attempts: [
        ...Array.from({ length: Math.min(attempts - known, KEPT_ATTEMPTS) }, () => old(null, true)),
        ...times.map((/** @type {number} */ t) => old(t)),
      ].slice(-KEPT_ATTEMPTS),
    };
  }
  return cases;
}

/** Stored records of either version as records the trainer can use: a damaged case is dropped,
 * never trusted, and the others kept. @returns {Records} */
function readStored(/** @type {unknown} */ stored) {
  const records = emptyRecords();
  if (!isObject(stored)) return records;
  const s = /** @type {any} */ (stored);
  if (!('version' in s)) {
    records.cases = fromVersion1(s);
    return records;
  }
  if (s.version !== RECORDS_VERSION) return records;
  for (const [name, entry] of Object.entries(isObject(s.cases) ? s.cases : {}))
    if (!caseProblem(entry, name)) records.cases[name] = cleanCase(entry);
  if (!selectedProblem(s.selected ?? {}))
    for (const [set, names] of Object.entries(s.selected ?? {})) records.selected[set] = [...names];
  return records;
}

/** Why stored records (a backup's, or the old localStorage entry) are not acceptable, or ''. */
function checkStored(/** @type {unknown} */ stored) {
  if (!isObject(stored)) return 'not an object of records';
  const s = /** @type {any} */ (stored);
  if (!('version' in s)) {
    // The first version: {case name: {status, attempts, known, times}}.
    for (const [name, e] of Object.entries(s))
      if (!isObject(e) || !STATUSES.includes(/** @type {any} */ (e).status))
        return `"${name}".status is not one of ${STATUSES.join(', ')}`;
    return '';
  }
  if (s.version !== RECORDS_VERSION)
    return `records of version ${JSON.stringify(s.version)}; this page reads version ${RECORDS_VERSION}`;
  if (!isObject(s.cases)) return 'cases is not an object';
  for (const [name, entry] of Object.entries(s.cases)) {
    const problem = caseProblem(entry, `cases["${name}"]`);
    if (problem) return problem;
  }
  return selectedProblem(s.selected ?? {}) ?? '';
}

/** @type {import('../../kit/storage/storage.js').StoreSpec} */
export const LEARN_STORE = {
  name: 'learn',
  label: 'Learn records',
  version: RECORDS_VERSION,
  legacyKey: [KEY, OLD_KEY],
  read: readStored,
  check: checkStored,
  describe(/** @type {Records} */ r) {
    const cases = Object.values(r.cases);
    const attempts = cases.reduce((n, c) => n + c.attempts.length, 0);
    return `${cases.length} case${cases.length === 1 ? '' : 's'}, ${attempts} attempt${attempts === 1 ? '' : 's'}`;
  },
  merge: (/** @type {Records} */ current, /** @type {Records} */ incoming) =>
    mergeRecords(structuredClone(current), incoming),
};

/** The learner's records (a copy the caller may change, then save). @returns {Records} */
export function loadRecords() {
  return structuredClone(storage.get(LEARN_STORE.name));
}

/** Saves; false when the browser will not keep them (private browsing, no database). */
export function saveRecords(/** @type {Records} */ records) {
  storage.set(LEARN_STORE.name, structuredClone(records));
  return storage.durable;
}

/** Imported records merged into the learner's: the import's statuses and choices win; attempts and
 * answers are joined (the same attempt twice is kept once); own algorithms are joined. */
export function mergeRecords(/** @type {Records} */ into, /** @type {Records} */ imported) {
  for (const [name, theirs] of Object.entries(imported.cases)) {
    const ours = into.cases[name] ?? freshCase();
    const join = (/** @type {any[]} */ a, /** @type {any[]} */ b) => {
      const seen = new Set(a.map((x) => JSON.stringify(x)));
      return [...a, ...b.filter((x) => !seen.has(JSON.stringify(x)))]
        .sort((x, y) => x.at - y.at)
        .slice(-KEPT_ATTEMPTS);
    };
    const algorithms = (/** @type {SlotAlgorithms} */ o, /** @type {SlotAlgorithms} */ t) => ({
      chosen: t.chosen ?? o.chosen,
      custom: [...new Set([...o.custom, ...t.custom])].slice(0, MAX_CUSTOM),
    });
    /** @type {Record<string, SlotAlgorithms>} */
    const slots = {};
    for (const slot of OTHER_SLOTS)
      if (ours.slots?.[slot] || theirs.slots?.[slot])
        slots[slot] = algorithms(slotAlgorithms(ours, slot), slotAlgorithms(theirs, slot));
    into.cases[name] = {
      status: theirs.status,
      ...algorithms(ours, theirs),
      attempts: join(ours.attempts, theirs.attempts),
      recognition: join(ours.recognition, theirs.recognition),
      ...(Object.keys(slots).length ? { slots } : {}),
    };
  }
  for (const [set, names] of Object.entries(imported.selected)) into.selected[set] = [...names];
  return into;
}

// ---- reading and writing one case ----

/** @returns {CaseRecord} */
export function caseRecord(/** @type {Records} */ records, /** @type {string} */ name) {
  return records.cases[name] ?? freshCase();
}

/** A case's chosen and own algorithms for an F2L slot (FR's, and a last-layer case's, are the
 * case's own fields). @returns {SlotAlgorithms} */
export function slotAlgorithms(/** @type {CaseRecord} */ record, slot = 'FR') {
  if (!OTHER_SLOTS.includes(slot)) return { chosen: record.chosen, custom: record.custom };
  return record.slots?.[slot] ?? { chosen: null, custom: [] };
}

/** Changes the chosen and own algorithms of a case for a slot, and saves.
 * @param {(a: SlotAlgorithms) => void} change */
export function updateAlgorithms(
  /** @type {Records} */ records,
  /** @type {string} */ name,
  /** @type {string} */ slot,
  change,
) {
  return updateCase(records, name, (r) => {
    const a = structuredClone(slotAlgorithms(r, slot));
    change(a);
    if (!OTHER_SLOTS.includes(slot)) {
      r.chosen = a.chosen;
      r.custom = a.custom;
    } else r.slots = { ...r.slots, [slot]: a };
  });
}

/** Changes one case's record and saves. @param {(r: CaseRecord) => void} change */
export function updateCase(/** @type {Records} */ records, /** @type {string} */ name, change) {
  const record = structuredClone(caseRecord(records, name));
  change(record);
  records.cases[name] = record;
  return saveRecords(records);
}

/** One drill attempt; a new case becomes one being learnt. @param {Omit<Attempt, 'at'>} attempt */
export function recordAttempt(/** @type {Records} */ records, /** @type {string} */ name, attempt) {
  return updateCase(records, name, (r) => {
    r.attempts = [...r.attempts, { at: Date.now(), ...attempt }].slice(-KEPT_ATTEMPTS);
    if (r.status === 'new') r.status = 'learning';
  });
}

/** Takes back the latest attempt of a case (a timer started by mistake); true when there was one. */
export function dropLastAttempt(/** @type {Records} */ records, /** @type {string} */ name) {
  if (!caseRecord(records, name).attempts.length) return false;
  updateCase(records, name, (r) => {
    r.attempts = r.attempts.slice(0, -1);
  });
  return true;
}

export function recordRecognition(
  /** @type {Records} */ records,
  /** @type {string} */ name,
  /** @type {boolean} */ right,
  /** @type {number} */ ms,
) {
  return updateCase(records, name, (r) => {
    r.recognition = [...r.recognition, { at: Date.now(), ms, right }].slice(-KEPT_ATTEMPTS);
  });
}

// ---- figures ----

const mean = (/** @type {number[]} */ xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** Best, means of the latest 5 and 12 (null until there are that many), counts, recognition. */
export function caseStats(/** @type {CaseRecord} */ record) {
  const timed = record.attempts
    .filter((a) => !a.missed && a.totalMs !== null)
    .map((a) => /** @type {number} */ (a.totalMs));
  const recognised = record.attempts.filter((a) => !a.missed && a.recognitionMs !== null);
  const answers = record.recognition;
  return {
    count: record.attempts.length,
    misses: record.attempts.filter((a) => a.missed).length,
    best: timed.length ? Math.min(...timed) : null,
    mean5: timed.length >= 5 ? mean(timed.slice(-5)) : null,
    mean12: timed.length >= 12 ? mean(timed.slice(-12)) : null,
    meanLatest: mean(timed.slice(-12)),
    recognitionMean: mean(recognised.slice(-12).map((a) => /** @type {number} */ (a.recognitionMs))),
    executionMean: mean(
      recognised.slice(-12).flatMap((a) => (a.executionMs === null ? [] : [a.executionMs])),
    ),
    answers: answers.length,
    right: answers.filter((a) => a.right).length,
    answerMean: mean(
      answers
        .filter((a) => a.right)
        .slice(-12)
        .map((a) => a.ms),
    ),
  };
}

// The weighted mode's weight (shown in the page's tooltip), from the latest 12 attempts on the
// cube in use (a real cube's times and the page's cube's are not compared with each other): a case
// never tried there weighs 3; else 1 + 2 × (share of them missed) + how much slower its mean time
// is than the mean of those means over the chosen cases (0 to 2: a case twice as slow as the
// average adds 1) + the same for its mean recognition time, where recognition was timed apart
// (0 to 1: twice as slow adds 1).
export const WEIGHT_RULE =
  'Weight of a case, from its latest 12 attempts on the cube in use: 3 if never tried; otherwise 1 + 2 × the share missed + how much slower than average its mean time is (0 to 2; twice as slow adds 1) + how much slower than average its recognition is (0 to 1; twice as slow adds 1).';

/** How much slower than `average` a mean is, as a share, clamped to 0..`most`. */
const slower = (/** @type {number | null} */ m, /** @type {number | null} */ average, most = 2) =>
  m !== null && average ? Math.min(most, Math.max(0, m / average - 1)) : 0;

/**
 * The weight of each of `names` for the weighted mode; `mode` ('cube' or 'real') keeps the
 * attempts on that cube only (all when absent). @returns {number[]}
 */
export function weights(
  /** @type {Records} */ records,
  /** @type {string[]} */ names,
  /** @type {string} */ mode = '',
) {
  const latest = names.map((n) =>
    caseRecord(records, n)
      .attempts.filter((a) => !mode || a.mode === mode)
      .slice(-12),
  );
  const meanOf = (/** @type {(a: Attempt) => number | null} */ field) =>
    latest.map((as) =>
      mean(as.flatMap((a) => (a.missed || field(a) === null ? [] : [/** @type {number} */ (field(a))]))),
    );
  const means = meanOf((a) => a.totalMs);
  const recognitions = meanOf((a) => a.recognitionMs);
  const averageOf = (/** @type {(number | null)[]} */ ms) =>
    mean(/** @type {number[]} */ (ms.filter((m) => m !== null)));
  const average = averageOf(means);
  const averageRecognition = averageOf(recognitions);
  return latest.map((as, i) => {
    if (!as.length) return 3;
    const missed = as.filter((a) => a.missed).length / as.length;
    return 1 + 2 * missed + slower(means[i], average) + slower(recognitions[i], averageRecognition, 1);
  });
}
