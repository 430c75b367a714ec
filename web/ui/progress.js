// @ts-check
// What a learner has done with each case, kept between visits (the 'progress' store,
// web/app/storage.js): whether it is being learnt or known, and the trainer's attempts and times.
// A damaged entry is dropped on reading, never trusted; the others stay.
import { storage } from '../app/storage.js';

const STATUSES = ['new', 'learning', 'learned'];
export const KEPT_TIMES = 12; // the trainer shows the mean of the latest times

const fresh = () => ({ status: 'new', attempts: 0, known: 0, times: [] });

function sanitise(entry) {
  if (!entry || typeof entry !== 'object' || !STATUSES.includes(entry.status)) return null;
  const count = (n) => (Number.isInteger(n) && n >= 0 ? n : 0);
  const attempts = count(entry.attempts);
  return {
    status: entry.status,
    attempts,
    known: Math.min(count(entry.known), attempts),
    times: Array.isArray(entry.times)
      ? entry.times.filter((t) => Number.isFinite(t) && t > 0).slice(-KEPT_TIMES)
      : [],
  };
}

const isRecords = (stored) => stored !== null && typeof stored === 'object' && !Array.isArray(stored);

// The sound entries of whatever was stored, by case name.
function read(stored) {
  const clean = {};
  if (!isRecords(stored)) return clean;
  for (const [name, entry] of Object.entries(stored)) {
    const kept = sanitise(entry);
    if (kept) clean[name] = kept;
  }
  return clean;
}

function check(stored) {
  if (!isRecords(stored)) return 'not an object of cases';
  const bad = Object.entries(stored).find(([, entry]) => !sanitise(entry));
  return bad ? `the record of ${JSON.stringify(bad[0].slice(0, 40))} is damaged` : '';
}

/** @type {import('../app/storage.js').StoreSpec} */
export const PROGRESS_STORE = {
  name: 'progress',
  label: 'Learn records',
  version: 1,
  legacyKey: 'cubelab.progress.v1',
  read,
  check,
  describe: (records) => {
    const all = Object.values(records);
    const n = (status) => all.filter((e) => e.status === status).length;
    return `${all.length} case${all.length === 1 ? '' : 's'} (${n('learning')} learning, ${n('learned')} learned)`;
  },
  merge: (current, incoming) => ({ ...current, ...incoming }),
};

export function loadProgress() {
  return new Map(Object.entries(storage.get('progress')));
}

// Returns false when the browser will not keep it (private browsing, no database): the page
// works, it just forgets.
function save(progress) {
  storage.set('progress', Object.fromEntries(progress));
  return storage.durable;
}

export function progressOf(progress, name) {
  return progress.get(name) ?? fresh();
}

export function setStatus(progress, name, status) {
  progress.set(name, { ...progressOf(progress, name), status });
  return save(progress);
}

// One trainer attempt: known or not, and the time to recognise and perform it.
export function recordAttempt(progress, name, known, ms) {
  const entry = progressOf(progress, name);
  const times = known ? [...entry.times, ms].slice(-KEPT_TIMES) : entry.times;
  const status = entry.status === 'new' ? 'learning' : entry.status;
  progress.set(name, { status, attempts: entry.attempts + 1, known: entry.known + (known ? 1 : 0), times });
  return save(progress);
}

export function meanTime(entry) {
  return entry.times.length ? entry.times.reduce((a, b) => a + b, 0) / entry.times.length : null;
}
