// @ts-check
// Statistics runs the page keeps between visits (localStorage), newest first. A damaged or
// hand-edited entry is dropped on reading, never trusted; the rest stay.
const KEY = 'cubelab.stats.v1';
export const MAX_SAVED_RUNS = 20;

function isSummary(s) {
  return (
    s &&
    typeof s === 'object' &&
    typeof s.mean === 'number' &&
    typeof s.histogram === 'object' &&
    s.histogram !== null
  );
}

function isRun(run) {
  return (
    run &&
    typeof run.id === 'string' &&
    typeof run.method === 'string' &&
    typeof run.label === 'string' &&
    Number.isFinite(run.samples) &&
    Number.isFinite(run.seed) &&
    typeof run.when === 'string' &&
    run.result &&
    isSummary(run.result.total) &&
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
