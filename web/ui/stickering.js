// Per-phase "stickering", as learners expect: while a phase plays, pieces it does not work on yet
// are grey (cross: the cross edges; F2L: the cross and the pairs solved so far; OLL: F2L plus the
// top colour of the last layer; PLL: everything). Pieces are recognised by their colours in the
// state on screen, so the greying follows each piece as it moves.
import { CUBIES } from '../layout.js';

const centreLetter = (letters, face) => letters[face * 9 + 4];

// The colours of each visible piece (sorted letters), keyed by its home position.
function pieceColours(letters) {
  return CUBIES.map(({ facelets }) => facelets.map((f) => letters[f]));
}

const colourKey = (colours) => [...colours].sort().join('');

// Pieces (by colour key) that sit solved, relative to the centres, in `letters`.
function solvedPieces(letters) {
  const solved = new Set();
  CUBIES.forEach(({ facelets }) => {
    const ok = facelets.every((f) => letters[f] === centreLetter(letters, Math.floor(f / 9)));
    if (ok) solved.add(colourKey(facelets.map((f) => letters[f])));
  });
  return solved;
}

// What a phase is about, from its name: 'cross', 'f2l' (the first two layers, pair by pair or, in
// the beginner's method, corners then middle edges), 'eo' (top-layer edges turned up), 'oll', or
// 'all' (nothing greyed: permuting the last layer, or a computer search).
export function phaseKind(name) {
  const n = name.toLowerCase();
  if (n === 'cross' || n === 'xcross') return 'cross';
  if (n.startsWith('f2l') || n === 'corners' || n === 'second-layer') return 'f2l';
  if (n === 'oll-edges' || n === 'll-cross') return 'eo';
  if (n === 'oll' || n === 'oll-corners') return 'oll';
  return 'all';
}

// A rule for one phase: a function from the letters on screen to a mask (true = grey) or null.
// `end` is the state when the phase is done; its centres name the cross (D) and top (U) colours.
export function stickeringFor(kind, end) {
  if (kind === 'all') return () => null;
  const down = centreLetter(end, 3);
  const top = centreLetter(end, 0);
  const solvedAtEnd = solvedPieces(end);
  return (letters) => {
    const mask = new Array(54).fill(false);
    pieceColours(letters).forEach((colours, i) => {
      const { facelets } = CUBIES[i];
      if (colours.length === 1) return; // centres always show
      const show = pieceShows(kind, colours, { down, top, solvedAtEnd });
      facelets.forEach((f, k) => {
        mask[f] = show === 'all' ? false : show === 'top' ? colours[k] !== top : true;
      });
    });
    return mask;
  };
}

// 'all', 'top' (only the top-colour sticker) or 'none' for a piece during a phase.
function pieceShows(kind, colours, { down, top, solvedAtEnd }) {
  const isTopPiece = colours.includes(top);
  if (kind === 'cross') return colours.length === 2 && colours.includes(down) ? 'all' : 'none';
  if (kind === 'f2l') return !isTopPiece && solvedAtEnd.has(colourKey(colours)) ? 'all' : 'none';
  if (!isTopPiece) return 'all';
  if (kind === 'eo') return colours.length === 2 ? 'top' : 'none';
  return 'top';
}
