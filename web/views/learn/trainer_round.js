// @ts-check
// The trainer's recap round: each chosen case once, in random order; the attempts of the round so
// far, and at its end a summary of each case's time (or "missed").
import { escapeHtml } from '../../kit/text.js';
import { seconds } from './trainer_record.js';

/** @typedef {{name: string, ms: number | null, missed: boolean}} RoundAttempt */

/** @param {HTMLElement} root */
export function createRound(root) {
  const line = /** @type {HTMLElement} */ (root.querySelector('#train-round'));
  const summary = /** @type {HTMLElement} */ (root.querySelector('#train-summary'));
  /** @type {RoundAttempt[]} this round's attempts */
  let attempts = [];

  return {
    add: (/** @type {RoundAttempt} */ attempt) => attempts.push(attempt),
    /** Takes back the last attempt of `name`. */
    drop(/** @type {string} */ name) {
      const last = attempts.findLastIndex((r) => r.name === name);
      if (last >= 0) attempts.splice(last, 1);
    },
    /** A new round: nothing said of the last. */
    clear() {
      attempts = [];
      line.textContent = '';
      summary.innerHTML = '';
    },
    forget() {
      attempts = [];
    },
    /** "Round: case 3 of 12." */
    showProgress(/** @type {number} */ total) {
      line.textContent = `Round: case ${attempts.length + 1} of ${total}.`;
    },
    /** The round's summary; the next case starts a new round. */
    showSummary() {
      if (!attempts.length) return;
      const missed = attempts.filter((r) => r.missed).length;
      line.textContent = `Round over: ${attempts.length} cases, ${missed} missed. Next case starts a new round.`;
      summary.innerHTML =
        '<table class="stats-table recap-summary"><thead><tr><th>Case</th><th>Time</th></tr></thead><tbody>' +
        attempts
          .map(
            (r) =>
              `<tr data-case="${escapeHtml(r.name)}"><th>${escapeHtml(r.name)}</th><td>${r.missed ? 'missed' : seconds(r.ms)}</td></tr>`,
          )
          .join('') +
        '</tbody></table>';
      attempts = [];
    },
  };
}
