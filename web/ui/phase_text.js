// Names and short explanations of solution phases, written for a learner. The phase names and
// cases come from the solvers; this only words them.

const COLOUR_NAMES = { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' };

// Titles of the phase names the core's methods give (docs/design.md lists them).
export const PHASE_TITLES = {
  cross: 'Cross',
  xcross: 'X-cross',
  f2l: 'F2L',
  oll: 'OLL',
  pll: 'PLL',
  'oll-edges': 'OLL edges',
  'oll-corners': 'OLL corners',
  'pll-corners': 'PLL corners',
  'pll-edges': 'PLL edges',
  'phase 1': 'Phase 1',
  'phase 2': 'Phase 2',
  route: 'Route',
  corners: 'First-layer corners',
  'second-layer': 'Second layer',
  'll-cross': 'Top cross',
  'll-edges': 'Top edges',
  'll-corners-place': 'Top corners: place',
  'll-corners-orient': 'Top corners: twist',
  // Thistlethwaite (the core's phase_info has the same labels and the goals).
  g1: 'Stage 1: orient edges',
  g2: 'Stage 2: orient corners',
  g3: 'Stage 3: half-turn reachable',
  solved: 'Stage 4: half turns',
};

export function phaseTitle(name) {
  const pair = /^f2l-?(\d)$/i.exec(name);
  if (pair) return `F2L pair ${pair[1]}`;
  return PHASE_TITLES[name.toLowerCase()] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
}

// The colour of the centre that was on `face` of the solved cube, in the scheme's usual words.
function colourOf(letter) {
  return COLOUR_NAMES[letter] ?? letter;
}

const ROTATION = /^[xyz]['2]?$/;

// What each F2L case group (the core's case library) asks of the learner.
const F2L_GROUP_TEXT = {
  'Corner and edge in top':
    'corner and edge are both in the top layer; pair them up there, then insert the pair into its slot',
  'Corner in slot, edge in top':
    'the corner already sits in its slot and the edge is on top; take the corner out with the edge and put them back together',
  'Edge in slot, corner in top':
    'the edge already sits in its slot and the corner is on top; bring the corner down next to it without losing the edge',
  'Corner and edge in slot':
    'corner and edge are both in the slot but not solved; take them out together and insert them again, paired',
};

// One or two sentences for the phase: what it achieves and how, with its moves. `groupOf(case)`
// gives the case's group in the core's case library (e.g. 'T-Shapes'), or undefined.
export function phaseText(phase, moves, endState, groupOf = () => undefined) {
  const title = phaseTitle(phase.name);
  const cross = colourOf(endState[31]);
  const top = colourOf(endState[4]);
  const hold = moves.length && ROTATION.test(moves[0]) ? `hold the cube with ${moves[0]}, then ` : '';
  const alg = moves.filter((m) => !ROTATION.test(m)).join(' ') || 'no moves';
  const name = phase.name.toLowerCase();
  const group = phase.case ? groupOf(phase.case) : undefined;
  // An F2L group is said in the sentence below; OLL and PLL groups are shape names to learn.
  const shown = group && !/^f2l/.test(name) ? `, ${group}` : '';
  const caseText = phase.case && phase.case !== 'skip' ? ` (${phase.case}${shown})` : '';
  const say = (what) => `${title}${caseText}: ${hold}${what}: ${alg}.`;
  if (phase.case === 'skip')
    return `${title}: already done here, a skip${hold ? `; ${hold.slice(0, -7)}` : ''}.`;
  if (name === 'cross')
    return `${title}: ${hold}bring the four ${cross} edges around the ${cross} centre on the bottom, each matching its side centre: ${alg}.`;
  if (/^f2l/.test(name))
    return say(
      F2L_GROUP_TEXT[group] ??
        `pair a ${cross} corner with its middle-layer edge and put both into their slot together`,
    );
  if (name === 'oll-edges') return say(`make a ${top} cross on top by flipping last-layer edges`);
  if (name === 'oll-corners') return say(`twist the last-layer corners until the whole top is ${top}`);
  if (name === 'oll')
    return say(`orient the last layer in one algorithm so the top is all ${top}, keeping F2L intact`);
  if (name === 'pll-corners') return say('swap last-layer corners into place');
  if (name === 'pll-edges') return say('cycle last-layer edges into place');
  if (name === 'pll')
    return say(
      'move the last-layer pieces to their places without disturbing anything else, then turn U to finish',
    );
  if (name === 'xcross') return say('solve the cross and one F2L pair at once, planned in inspection');
  if (name === 'corners')
    return say(`put the four ${cross} corners into the bottom layer one by one, each with a short trigger`);
  if (name === 'second-layer')
    return say('insert the four middle-layer edges from the top layer, to the left or to the right');
  if (name === 'll-cross') return say(`flip top edges with F R U R' U' F' until there is a ${top} cross`);
  if (name === 'll-edges') return say('swap the top edges until they match their side centres');
  if (name === 'll-corners-place') return say('cycle the top corners into their places, twisted or not');
  if (name === 'll-corners-orient')
    return say("twist each top corner in place with R' D' R D, turning only U between corners");
  if (name === 'phase 1')
    return `${title}: reach a state where every piece is oriented and the middle-layer edges are in the middle layer (Kociemba's subgroup G1): ${alg}.`;
  if (name === 'phase 2')
    return `${title}: finish with U, D and half turns only, which keep that subgroup: ${alg}.`;
  if (name === 'route')
    return `Route to ${phase.case}: a two-phase search for the shortest way it found from this cube to the pattern: ${alg}.`;
  return `${title}${caseText}: ${hold}${alg}.`;
}
