// Names and short explanations of solution phases, written for a learner. The phase names and
// cases come from the solvers; this only words them.

const COLOUR_NAMES = { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' };

export function phaseTitle(name) {
  const pair = /^f2l-?(\d)$/i.exec(name);
  if (pair) return `F2L pair ${pair[1]}`;
  const titles = {
    cross: 'Cross',
    xcross: 'X-cross',
    f2l: 'F2L',
    oll: 'OLL',
    pll: 'PLL',
    eoll: 'OLL edges',
    ocll: 'OLL corners',
    cpll: 'PLL corners',
    epll: 'PLL edges',
    solve: 'Solution',
    corners: 'First-layer corners',
    'second-layer': 'Second layer',
    'll-cross': 'Top cross',
    'll-edges': 'Top edges',
    'll-corners-place': 'Top corners: place',
    'll-corners-orient': 'Top corners: twist',
  };
  return titles[name.toLowerCase()] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
}

// The colour of the centre that was on `face` of the solved cube, in the scheme's usual words.
function colourOf(letter) {
  return COLOUR_NAMES[letter] ?? letter;
}

const ROTATION = /^[xyz]['2]?$/;

// One or two sentences for the phase: what it achieves and how, with its moves.
export function phaseText(phase, moves, endState) {
  const title = phaseTitle(phase.name);
  const cross = colourOf(endState[31]);
  const top = colourOf(endState[4]);
  const rotation = moves.length && ROTATION.test(moves[0]) ? `Hold the cube with ${moves[0]} first. ` : '';
  const alg = moves.filter((m) => !ROTATION.test(m)).join(' ') || 'no moves';
  const caseText = phase.case && phase.case !== 'skip' ? ` (${phase.case})` : '';
  const name = phase.name.toLowerCase();
  if (phase.case === 'skip') return `${title}: already done here, a skip. ${rotation}`;
  if (name.includes('cross'))
    return `${title}: ${rotation}bring the four ${cross} edges around the ${cross} centre on the bottom, each matching its side centre: ${alg}.`;
  if (/^f2l/.test(name))
    return `${title}${caseText}: ${rotation}pair a ${cross} corner with its middle-layer edge and put both into their slot together: ${alg}.`;
  if (name === 'eoll')
    return `${title}${caseText}: make a ${top} cross on top by flipping last-layer edges: ${alg}.`;
  if (name === 'ocll')
    return `${title}${caseText}: twist the last-layer corners until the whole top is ${top}: ${alg}.`;
  if (name === 'oll')
    return `${title}${caseText}: orient the last layer in one algorithm so the top is all ${top}, keeping F2L intact: ${alg}.`;
  if (name === 'cpll') return `${title}${caseText}: swap last-layer corners into place: ${alg}.`;
  if (name === 'epll') return `${title}${caseText}: cycle last-layer edges into place: ${alg}.`;
  if (name === 'pll')
    return `${title}${caseText}: move the last-layer pieces to their places without disturbing anything else: ${alg}.`;
  if (name === 'xcross')
    return `${title}${caseText}: ${rotation}solve the cross and one F2L pair at once, planned in inspection: ${alg}.`;
  if (name === 'corners')
    return `${title}: ${rotation}put the four ${cross} corners into the bottom layer one by one, each with a short trigger: ${alg}.`;
  if (name === 'second-layer')
    return `${title}: insert the four middle-layer edges from the top layer, to the left or to the right: ${alg}.`;
  if (name === 'll-cross')
    return `${title}: flip top edges with F R U R' U' F' until there is a ${top} cross: ${alg}.`;
  if (name === 'll-edges') return `${title}: swap the top edges until they match their side centres: ${alg}.`;
  if (name === 'll-corners-place')
    return `${title}: cycle the top corners into their places, twisted or not: ${alg}.`;
  if (name === 'll-corners-orient')
    return `${title}: twist each top corner in place with R' D' R D, turning only U between corners: ${alg}.`;
  if (name === 'phase 1')
    return `${title}: reach a state where every piece is oriented and the middle-layer edges are in the middle layer (Kociemba's subgroup G1): ${alg}.`;
  if (name === 'phase 2')
    return `${title}: finish with U, D and half turns only, which keep that subgroup: ${alg}.`;
  if (name === 'route')
    return `Route to ${phase.case}: a two-phase search for the shortest way it found from this cube to the pattern: ${alg}.`;
  if (name === 'solve')
    return `${title}: a computer search (Kociemba's two-phase algorithm), short but not meant to be learnt: ${alg}.`;
  return `${title}${caseText}: ${rotation}${alg}.`;
}
