// @ts-check
// Where each of the 54 facelets sits, following the facelet format of the design map (URFDLB
// faces, nine stickers each, read row by row; U with B at the top, D with F at the top, side faces
// with U at the top). This is the documented string format, not cube logic: the page uses it to
// put stickers on screen and to read the drawn cube back as a string.
// Coordinates: x towards R, y towards U, z towards F; each cubie coordinate is -1, 0 or 1.

export const FACES = 'URFDLB';
export const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

const NORMALS = [
  [0, 1, 0],
  [1, 0, 0],
  [0, 0, 1],
  [0, -1, 0],
  [-1, 0, 0],
  [0, 0, -1],
];

// The cubie position of facelet f (0 <= f < 54), row r and column c of its face.
/** @param {number} face @param {number} r @param {number} c @returns {number[]} */
function cubieOf(face, r, c) {
  switch (face) {
    case 0:
      return [c - 1, 1, r - 1];
    case 1:
      return [1, 1 - r, 1 - c];
    case 2:
      return [c - 1, 1 - r, 1];
    case 3:
      return [c - 1, -1, 1 - r];
    case 4:
      return [-1, 1 - r, c - 1];
    default:
      return [1 - c, 1 - r, -1];
  }
}

// STICKERS[f] = {face, cubie: [x, y, z], normal: [x, y, z]}.
export const STICKERS = Array.from({ length: 54 }, (_, f) => {
  const face = Math.floor(f / 9);
  const r = Math.floor((f % 9) / 3);
  const c = f % 3;
  return { face, cubie: cubieOf(face, r, c), normal: NORMALS[face] };
});

const key = (/** @type {number[]} */ cubie, /** @type {number[]} */ normal) =>
  `${cubie.join(',')}|${normal.join(',')}`;
const FACELET_AT = new Map(STICKERS.map((s, f) => [key(s.cubie, s.normal), f]));

// The facelet index at a cubie position with an outward normal, or -1.
/** @param {number[]} cubie @param {number[]} normal */
export function faceletAt(cubie, normal) {
  return FACELET_AT.get(key(cubie, normal)) ?? -1;
}

// The 26 visible cubie positions, each with the facelets it carries.
export const CUBIES = (() => {
  const byPosition = new Map();
  STICKERS.forEach((s, f) => {
    const k = s.cubie.join(',');
    if (!byPosition.has(k)) byPosition.set(k, { position: s.cubie, facelets: [] });
    byPosition.get(k).facelets.push(f);
  });
  return [...byPosition.values()];
})();

// WCA colour scheme: white U, red R, green F, yellow D, orange L, blue B.
export const WCA_COLOURS = {
  U: '#ffffff',
  R: '#c41e3a',
  F: '#009e60',
  D: '#ffd500',
  L: '#ff5800',
  B: '#0051ba',
};
