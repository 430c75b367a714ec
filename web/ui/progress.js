// @ts-check
// What a learner has done with each case, kept between visits (localStorage): whether it is being
// learnt or known, and the trainer's attempts and times. A damaged entry is dropped on reading,
// never trusted; the others stay.
const KEY = 'cubelab.progress.v1';
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

export function loadProgress() {
  const progress = new Map();
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    for (const [name, entry] of Object.entries(stored ?? {})) {
      const clean = sanitise(entry);
      if (clean) progress.set(name, clean);
    }
  } catch {
    // Unreadable: start afresh rather than break the page (the stored text is left alone).
  }
  return progress;
}

function save(progress) {
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(progress)));
    return true;
  } catch {
    return false; // private browsing or a full quota: the page works, it just forgets
  }
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
