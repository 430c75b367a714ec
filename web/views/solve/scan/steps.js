// @ts-check
// The scan's model, DOM-free: the six faces in the order the user shows them, where each cell of
// the 3x3 guide lands in the facelet string, and the sampling of a picture under the guide. The
// colours are not decided here: the 54 averaged samples go to the core's `scan` as the text of a
// samples file (54 lines "R G B" in --facelets order), and the core decides the whole cube.

/**
 * One face to show the camera. `face` is the face (URFDLB, named by where it is on the cube held
 * as the first step holds it: green in front, white on top in the WCA colours) that faces the
 * camera; `top` the face on top of the picture, `right` the one on its right (for the picture).
 * `quarterTurns`: how far the picture is turned clockwise from the face as the facelet format lays
 * it out (web/kit/cube/layout.js: U with B at the top, D with F at the top, the side faces with U
 * at the top); the order below keeps every face upright, so each is 0, but the mapping takes any.
 * `turn` says how to get there from the step before; `pose` is what the user then sees.
 * @typedef {{face: string, top: string, right: string, quarterTurns: number,
 *   arrow: 'none' | 'left' | 'tip', turn: string, pose: string}} ScanStep
 */

/** @type {readonly ScanStep[]} */
export const SCAN_STEPS = Object.freeze([
  {
    face: 'F',
    top: 'U',
    right: 'R',
    quarterTurns: 0,
    arrow: 'none',
    turn: 'Hold the cube up to the camera',
    pose: 'green centre facing you, white on top',
  },
  {
    face: 'R',
    top: 'U',
    right: 'B',
    quarterTurns: 0,
    arrow: 'left',
    turn: 'Turn the whole cube a quarter to the left',
    pose: 'red centre facing you, white on top',
  },
  {
    face: 'B',
    top: 'U',
    right: 'L',
    quarterTurns: 0,
    arrow: 'left',
    turn: 'Turn it a quarter to the left again',
    pose: 'blue centre facing you, white on top',
  },
  {
    face: 'L',
    top: 'U',
    right: 'F',
    quarterTurns: 0,
    arrow: 'left',
    turn: 'Turn it a quarter to the left again',
    pose: 'orange centre facing you, white on top',
  },
  {
    face: 'U',
    top: 'B',
    right: 'R',
    quarterTurns: 0,
    arrow: 'tip',
    turn: 'Turn it left once more (green facing you), then tip the top towards you',
    pose: 'white centre facing you, blue on top',
  },
  {
    face: 'D',
    top: 'F',
    right: 'R',
    quarterTurns: 0,
    arrow: 'tip',
    turn: 'Tip the top towards you twice more',
    pose: 'yellow centre facing you, green on top',
  },
]);

const FACE_ORDER = 'URFDLB';

/**
 * The facelet (0..53, --facelets order) the guide's cell at row `row`, column `column` (0..2, as
 * the picture shows it: row 0 at the top, column 0 at the left) sees in `step`.
 * @param {ScanStep} step @param {number} row @param {number} column
 */
export function faceletOfCell(step, row, column) {
  // Undo the picture's clockwise quarter turns: each maps the layout's (r, c) to (c, 2 - r).
  let [r, c] = [row, column];
  for (let q = 0; q < step.quarterTurns % 4; q++) [r, c] = [2 - c, r];
  return FACE_ORDER.indexOf(step.face) * 9 + r * 3 + c;
}

// The guide is a square of this fraction of the picture's shorter side, in its middle; each
// sticker's sample is the mean of a square of this fraction of a cell around the cell's centre
// (small enough to stay inside a sticker when the face is a little off the guide).
const GUIDE_FRACTION = 0.7;
const PATCH_FRACTION = 0.3;

/**
 * The 3x3 guide over a picture of `width` x `height` pixels: its square and the nine cells'
 * centres, row by row.
 * @param {number} width @param {number} height
 */
export function guideGeometry(width, height) {
  const size = Math.min(width, height) * GUIDE_FRACTION;
  const left = (width - size) / 2;
  const top = (height - size) / 2;
  const cell = size / 3;
  const centres = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) centres.push({ x: left + (c + 0.5) * cell, y: top + (r + 0.5) * cell });
  return { left, top, size, cell, centres, patch: Math.max(1, Math.round(cell * PATCH_FRACTION)) };
}

/**
 * The nine samples of a picture (RGBA bytes, row by row, as ImageData holds them), in the guide's
 * cell order: each the mean sRGB of the patch around the cell's centre, rounded.
 * @param {Uint8ClampedArray | Uint8Array} pixels @param {number} width @param {number} height
 * @returns {number[][]}
 */
export function sampleGuide(pixels, width, height) {
  const { centres, patch } = guideGeometry(width, height);
  return centres.map(({ x, y }) => {
    const x0 = Math.max(0, Math.round(x - patch / 2));
    const y0 = Math.max(0, Math.round(y - patch / 2));
    const x1 = Math.min(width, x0 + patch);
    const y1 = Math.min(height, y0 + patch);
    const sum = [0, 0, 0];
    for (let py = y0; py < y1; py++)
      for (let px = x0; px < x1; px++) {
        const i = (py * width + px) * 4;
        for (let k = 0; k < 3; k++) sum[k] += pixels[i + k];
      }
    const n = Math.max(1, (x1 - x0) * (y1 - y0));
    return sum.map((s) => Math.round(s / n));
  });
}

/**
 * The samples file's text for the core's `scan` (54 lines "R G B" in --facelets order) from the
 * six steps' samples, each nine in the guide's cell order (`faces[i]` for SCAN_STEPS[i]).
 * @param {number[][][]} faces
 */
export function samplesText(faces) {
  /** @type {string[]} */
  const lines = new Array(54);
  SCAN_STEPS.forEach((step, i) => {
    faces[i].forEach((rgb, cell) => {
      lines[faceletOfCell(step, Math.floor(cell / 3), cell % 3)] = rgb.join(' ');
    });
  });
  return `${lines.join('\n')}\n`;
}

// "Take by itself": the picture has moved (some cell's sample changed by more than MOVE_LEVEL in
// a channel from one look to the next: the cube being turned or brought in) and then held still
// for HOLD_MS. Only after a move, so a face is not taken twice while held, and an empty scene
// that never moved is not taken at all.
const MOVE_LEVEL = 24;
const HOLD_MS = 700;

/** Watches the guide's samples, look after look; `look` says when to take the face. */
export function createStillness() {
  /** @type {number[][] | null} */
  let last = null;
  let moved = false;
  let stillSince = 0;
  return {
    /** The picture's nine samples at time `now` (ms): true when the face should be taken now. */
    look(/** @type {number[][]} */ samples, /** @type {number} */ now) {
      const before = last ?? samples;
      const change = Math.max(...samples.flatMap((rgb, i) => rgb.map((v, k) => Math.abs(v - before[i][k]))));
      last = samples;
      if (change > MOVE_LEVEL) [moved, stillSince] = [true, now];
      if (!moved || now - stillSince < HOLD_MS) return false;
      moved = false;
      return true;
    },
    /** A face was taken (or the watch starts): wait for the next move. */
    reset() {
      moved = false;
    },
  };
}
