// @ts-check
// The sentence shown for the phase playing: its label, case and case group, what it achieves and
// its moves. Everything but the wording of colours comes from the core's answer: the goal is the
// core's sentence with {cross} and {top} standing for the colours of the faces it names, which the
// page words from the colour scheme in use.

// Names of colours a scheme may use, for wording a face's colour.
/** @type {[string, number[]][]} */
const NAMED = [
  ['white', [255, 255, 255]],
  ['yellow', [255, 213, 0]],
  ['red', [196, 30, 58]],
  ['orange', [255, 88, 0]],
  ['green', [0, 158, 96]],
  ['blue', [0, 81, 186]],
  ['grey', [128, 128, 128]],
  ['black', [20, 20, 20]],
  ['pink', [255, 105, 180]],
  ['purple', [128, 0, 128]],
];

/** The name of the named colour nearest to `hex` ('#rrggbb'). */
export function colourName(/** @type {string} */ hex) {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let best = NAMED[0];
  let bestDistance = Infinity;
  for (const named of NAMED) {
    const d = named[1].reduce((sum, c, i) => sum + (c - rgb[i]) ** 2, 0);
    if (d < bestDistance) [best, bestDistance] = [named, d];
  }
  return best[0];
}

const ROTATION = /^[xyz]['2]?$/;

/**
 * @param {import('./worker_client/api.js').PhaseAnswer} phase
 * @param {Record<string, string>} colours the scheme: face letter -> '#rrggbb'
 */
export function phaseText(phase, colours) {
  const word = (/** @type {string | null | undefined} */ face) =>
    face && colours[face] ? colourName(colours[face]) : 'its';
  const goal = (phase.goal ?? '')
    .replaceAll('{cross}', word(phase.crossFace))
    .replaceAll('{top}', word(phase.topFace));
  const moves = phase.moves;
  const hold = moves.length && ROTATION.test(moves[0]) ? `hold the cube with ${moves[0]}, then ` : '';
  const alg = moves.filter((m) => !ROTATION.test(m)).join(' ') || 'no moves';
  if (phase.case === 'skip')
    return `${phase.label}: already done here, a skip${hold ? `; ${hold.slice(0, -7)}` : ''}.`;
  const group = phase.group ? `, ${phase.group}` : '';
  const caseText = phase.case ? ` (${phase.case}${group})` : '';
  return `${phase.label}${caseText}: ${hold}${goal ? `${goal}: ` : ''}${alg}.`;
}
