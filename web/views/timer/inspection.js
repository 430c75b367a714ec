// @ts-check
// WCA inspection (regulation A3a, A3d1): 15 seconds to look at the cube; starting the solve after
// 15 s costs +2, after 17 s the solve is a DNF. DOM-free.
export const INSPECTION_MS = 15000;
export const DNF_AFTER_MS = 17000;

/** @param {number} ms the inspection used @returns {'none' | '+2' | 'DNF'} its penalty */
export function inspectionPenalty(ms) {
  if (ms > DNF_AFTER_MS) return 'DNF';
  return ms > INSPECTION_MS ? '+2' : 'none';
}

/** What the countdown shows after `ms` of inspection: seconds left, then the penalty incurred. @param {number} ms */
export function inspectionText(ms) {
  const penalty = inspectionPenalty(ms);
  if (penalty !== 'none') return penalty;
  return String(Math.ceil((INSPECTION_MS - ms) / 1000));
}
