// @ts-check
// Statistics runs the page keeps between visits (localStorage), newest first. A damaged or
// hand-edited entry is dropped on reading, never trusted; the rest stay.
const KEY = 'cubelab.stats.v1';
export const MAX_SAVED_RUNS = 20;

// Move counts are whole numbers 0..1000 (the core's limit); every figure the table and the chart
// show must be a finite number: a hand-edited key such as "1000000000" once made the chart loop a
// billion times, and a string in min or max was written into the table as HTML.
const isCount = (n) => Number.isInteger(n) && n >= 0;
const isMoves = (n) => Number.isInteger(n) && n >= 0 && n <= 1000;

function isSummary(s) {
  return (
    s !== null &&
    typeof s === 'object' &&
    [s.mean, s.sd].every(Number.isFinite) &&
    isMoves(s.min) &&
    isMoves(s.max) &&
    s.min <= s.max &&
    typeof s.histogram === 'object' &&
    s.histogram !== null &&
    Object.entries(s.histogram).every(([k, n]) => /^\d{1,4}$/.test(k) && isMoves(Number(k)) && isCount(n))
  );
}

function isRun(run) {
  return (
    run !== null &&
    typeof run === 'object' &&
    typeof run.id === 'string' &&
    typeof run.method === 'string' &&
    typeof run.label === 'string' &&
    isCount(run.samples) &&
    isCount(run.seed) &&
    typeof run.when === 'string' &&
    run.result &&
    isSummary(run.result.total) &&
    (run.result.metric === undefined || ['htm', 'qtm', 'stm'].includes(run.result.metric)) &&
    (run.result.milestones === undefined ||
      (typeof run.result.milestones === 'object' &&
        run.result.milestones !== null &&
        Object.values(run.result.milestones).every(isSummary))) &&
    typeof run.result.phases === 'object' &&
    run.result.phases !== null &&
    Object.values(run.result.phases).every(isSummary)
  );
}

export function loadRuns() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRun).slice(0, MAX_SAVED_RUNS) : [];
  } catch {
    return [];
  }
}

// Returns false when the browser refused to store (private mode, full quota).
export function saveRuns(runs) {
  try {
    localStorage.setItem(KEY, JSON.stringify(runs.slice(0, MAX_SAVED_RUNS)));
    return true;
  } catch {
    return false;
  }
}
