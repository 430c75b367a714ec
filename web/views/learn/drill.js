// @ts-check
// Which case the trainer gives next, in its three modes: random (uniform over the chosen cases,
// never the same case twice running when there is a choice), recap (each chosen case once per
// round, in random order) and weighted (by the weights of learn_records.js: slow and missed cases
// come more often). Pure: the random source is passed in.

export const MODES = [
  { id: 'random', label: 'Random' },
  { id: 'recap', label: 'Recap (each once)' },
  { id: 'weighted', label: 'Weighted (slow and missed first)' },
];

/** A shuffled copy (Fisher-Yates). @template T @param {T[]} list @param {() => number} random */
export function shuffled(list, random) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * A picker over `names` in `mode`: next() gives a case name (null when there is none), and for
 * recap the round's progress {done, total} and whether the round is over.
 * @param {string} mode @param {string[]} names @param {() => number[]} weightsOf weights of `names`
 * @param {() => number} random
 */
export function createPicker(mode, names, weightsOf, random = Math.random) {
  /** @type {string[]} */
  let queue = mode === 'recap' ? shuffled(names, random) : [];
  let done = 0;
  /** @type {string | null} */
  let last = null;

  function pickWeighted() {
    const w = weightsOf();
    const total = w.reduce((a, b) => a + b, 0);
    let r = random() * total;
    for (let i = 0; i < names.length; i++) if ((r -= w[i]) < 0) return names[i];
    return names[names.length - 1];
  }

  function pickRandom() {
    const others = names.length > 1 ? names.filter((n) => n !== last) : names;
    return others[Math.floor(random() * others.length)];
  }

  return {
    mode,
    /** @returns {string | null} */
    next() {
      if (!names.length) return null;
      if (mode === 'recap') {
        if (!queue.length) return null; // the round is over: start another with restart()
        done++;
        return (last = /** @type {string} */ (queue.shift()));
      }
      return (last = mode === 'weighted' ? pickWeighted() : pickRandom());
    },
    round: () => ({ done, total: names.length, over: mode === 'recap' && queue.length === 0 }),
    restart() {
      queue = shuffled(names, random);
      done = 0;
    },
  };
}
