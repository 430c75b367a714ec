// @ts-check
// The trainer's queue of cases: the picker of the mode chosen (random, recap, weighted:
// web/views/learn/drill.js) over the cases chosen for drilling, and the next case with its scramble
// asked for ahead, while the learner does this one. A recap round that is over is summed up
// (trainer_round.js) and begins again.
import { createPicker } from './drill.js';
import { weights } from './records.js';
import { scrambleFor } from './trainer_answers.js';

/** @typedef {import('../../kit/worker_client/api.js').ApiError} ApiError */
/** @typedef {{name: string, item: Promise<import('./trainer_case.js').Item | ApiError>}} Upcoming */

/**
 * @param {import('./shared.js').LearnShared} shared
 * @param {{round: ReturnType<typeof import('./trainer_round.js').createRound>,
 *   chosen: () => {names: string[], set: string, mode: string, cube: 'real' | 'cube'},
 *   setOf: (name: string) => string | undefined, onRebuild: () => void}} trainer
 *   `chosen()`: the cases chosen for drilling, their set, the mode and the cube drilled on
 */
export function createQueue({ api, records, settings }, { round, chosen, setOf, onRebuild }) {
  /** @type {ReturnType<typeof createPicker> | null} */
  let picker = null;
  /** @type {Upcoming | null} the next case, its scramble asked for already */
  let upcoming = null;

  // A new picker whenever the cases, the set or the mode change; the prefetched scramble goes.
  function rebuild() {
    const { names, mode, cube } = chosen();
    picker = createPicker(mode, names, () => weights(records, names, cube));
    upcoming = null;
    round.clear();
    onRebuild();
  }

  function prefetch() {
    const name = picker?.next() ?? null;
    const set = (name && setOf(name)) ?? chosen().set;
    upcoming = name ? { name, item: scrambleFor(api, name, set, settings.learnSlot) } : null;
  }

  return {
    rebuild,
    prefetch,
    /** The case to drill next, its scramble asked for; null when none is chosen. */
    next() {
      if (!picker) rebuild();
      if (!upcoming) prefetch();
      if (upcoming || !picker?.round().over) return upcoming;
      round.showSummary();
      picker.restart();
      round.forget();
      prefetch();
      return upcoming;
    },
    /** Forgets the picker: the next case is picked from what is chosen then. */
    reset() {
      picker = null;
      upcoming = null;
    },
    /** The round's size while a recap round runs, else null. */
    recapTotal: () => (picker?.mode === 'recap' ? (picker.round()?.total ?? null) : null),
    /** A recap round whose every case was given. */
    recapDone: () => picker?.mode === 'recap' && !upcoming,
  };
}
