// Sticker-level oracles for tests: what a step leaves done, judged from a facelet string alone
// (faces U R F D L B at 0, 9, 18, 27, 36, 45; side faces read from their top row), independently of
// the core's predicates. Shared by the CLI and WASM trainer tests.
export const [U, R, F, D, L, B] = [0, 1, 2, 3, 4, 5];
const ALL = [0, 1, 2, 3, 5, 6, 7, 8];

export const at = (f, face, i) => f[face * 9 + i];
export const home = (f, face, indices) => indices.every((i) => at(f, face, i) === at(f, face, 4));
export const firstTwoLayers = (f) =>
  home(f, D, ALL) && [R, F, L, B].every((s) => home(f, s, [3, 5, 6, 7, 8]));
export const cross = (f) => home(f, D, [1, 3, 5, 7]) && [R, F, L, B].every((s) => home(f, s, [7]));
export const uEdgesUp = (f) => home(f, U, [1, 3, 5, 7]);
export const uAllUp = (f) => home(f, U, ALL);
export const uCornersPlaced = (f) => [R, F, L, B].every((s) => home(f, s, [0, 2]));
export const allFacesOneColour = (f) => [U, R, F, D, L, B].every((face) => home(f, face, ALL));

// Each F2L slot's corner and edge stickers, as [face, index] pairs.
export const SLOT_STICKERS = {
  FR: [[D, 2], [F, 5], [F, 8], [R, 3], [R, 6]],
  FL: [[D, 0], [F, 3], [F, 6], [L, 5], [L, 8]],
  BL: [[D, 6], [L, 3], [L, 6], [B, 5], [B, 8]],
  BR: [[D, 8], [B, 3], [B, 6], [R, 5], [R, 8]],
}; // prettier-ignore
export const slotSolved = (f, slot) =>
  SLOT_STICKERS[slot].every(([face, i]) => at(f, face, i) === at(f, face, 4));

// Whether the step of a case set is done on `f`.
export function stepDone(set, f) {
  switch (set) {
    case 'F2L':
      return firstTwoLayers(f);
    case 'OLL-EDGES':
      return firstTwoLayers(f) && uEdgesUp(f);
    case 'OLL':
    case 'OLL-CORNERS':
      return firstTwoLayers(f) && uAllUp(f);
    case 'PLL-CORNERS':
      return firstTwoLayers(f) && uAllUp(f) && uCornersPlaced(f);
    default:
      return allFacesOneColour(f); // an algorithm may end turned (PLL V ends with a y)
  }
}

// The rotations before and after an FR algorithm that make it one for each slot.
export const FRAME = { FR: ['', ''], FL: ["y'", 'y'], BL: ['y2', 'y2'], BR: ['y', "y'"] };
