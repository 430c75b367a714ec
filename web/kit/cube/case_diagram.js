// @ts-check
// Case pictures as case sheets and trainers draw them, from the facelet string (placed by
// layout.js, the documented format) and the core's greying of the case for its step (OLL shows
// only where the top colour is, PLL every colour, F2L greys the last layer's pieces). Last-layer
// cases: a top view, the U face and the top row of each side face. F2L cases: the cube seen from
// the front-right corner (U, F and R faces).
import { STICKERS } from './layout.js';

const GREY = '#5b616b';
const CELL = 0.9; // a U sticker, in units of one cubie
const BAR = 0.24; // the depth of a side sticker

// The top-layer stickers: [facelet, x, z, normal x, normal z] (x towards R, z towards F).
const TOP_LAYER = STICKERS.flatMap((s, f) =>
  s.cubie[1] === 1 ? [[f, s.cubie[0], s.cubie[2], s.normal[0], s.normal[2]]] : [],
);

// Each sticker carries its facelet (data-f), so a test can check its colour against the core.
/** @param {number} f @param {number} x @param {number} z @param {number} nx @param {number} nz @param {string} fill */
function rect(f, x, z, nx, nz, fill) {
  if (nx === 0 && nz === 0)
    return `<rect data-f="${f}" x="${x - CELL / 2}" y="${z - CELL / 2}" width="${CELL}" height="${CELL}" rx="0.1" fill="${fill}"/>`;
  const cx = x + nx * 0.68;
  const cz = z + nz * 0.68;
  const w = nx ? BAR : CELL;
  const h = nz ? BAR : CELL;
  return `<rect data-f="${f}" x="${cx - w / 2}" y="${cz - h / 2}" width="${w}" height="${h}" rx="0.06" fill="${fill}"/>`;
}

// ---- F2L: the cube from the corner of a slot (FR: the corner of U, F and R) ----

const dot = (/** @type {number[]} */ a, /** @type {number[]} */ b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const HALF = 0.45; // half a sticker, in units of one cubie
// Where each slot's corner is (x towards R, z towards F).
/** @type {Record<string, number[]>} */
const SLOT_CORNER = { FR: [1, 1, 1], FL: [-1, 1, 1], BL: [-1, 1, -1], BR: [1, 1, -1] };

// The visible stickers seen from `eye` (a corner): [facelet, corners in 3D]; and the screen axes
// (right, and up: SVG's y grows downwards).
function cornerView(/** @type {number[]} */ eye) {
  const n = Math.sqrt(3);
  const right = [eye[2] / Math.SQRT2, 0, -eye[0] / Math.SQRT2];
  const up = [-eye[0] / n / n, 1 - 1 / 3, -eye[2] / n / n].map((c) => c / Math.sqrt(2 / 3));
  /** @type {[number, number[][]][]} */
  const stickers = STICKERS.flatMap((s, f) => {
    if (dot(s.normal, eye) !== 1) return [];
    const centre = s.cubie.map((c, i) => c + s.normal[i] * 0.5);
    const [t1, t2] = [0, 1, 2].filter((i) => s.normal[i] === 0);
    const corner = (/** @type {number} */ a, /** @type {number} */ b) =>
      centre.map((c, i) => c + (i === t1 ? a : i === t2 ? b : 0) * HALF);
    return [[f, [corner(1, 1), corner(1, -1), corner(-1, -1), corner(-1, 1)]]];
  });
  return { stickers, right, up };
}
const VIEWS = Object.fromEntries(Object.entries(SLOT_CORNER).map(([slot, eye]) => [slot, cornerView(eye)]));

function f2lDiagram(/** @type {(f: number) => string} */ fill, slot = 'FR') {
  const { stickers, right, up } = VIEWS[slot] ?? VIEWS.FR;
  const polygon = (
    /** @type {number} */ f,
    /** @type {number[][]} */ corners,
    /** @type {string} */ colour,
  ) => {
    const points = corners.map((p) => `${dot(p, right).toFixed(3)},${(-dot(p, up)).toFixed(3)}`).join(' ');
    return `<polygon data-f="${f}" points="${points}" fill="${colour}"/>`;
  };
  const drawn = stickers.map(([f, corners]) => polygon(f, corners, fill(f))).join('');
  return `<svg class="diagram" viewBox="-2.4 -2.4 4.8 4.8" aria-hidden="true">${drawn}</svg>`;
}

/**
 * An SVG string for the case `facelets` of `set` ('F2L', or a last-layer set), in the scheme
 * `colours`; `shown` is the core's greying of the case (54 characters, '0' grey), or null; F2L
 * cases are seen from the corner of `slot`.
 * @param {string} facelets @param {string} set @param {Record<string, string>} colours
 * @param {string | null} shown @param {string} [slot]
 */
export function caseDiagram(facelets, set, colours, shown, slot = 'FR') {
  const fill = (/** @type {number} */ f) => (shown?.[f] === '0' ? GREY : colours[facelets[f]]);
  if (set === 'F2L') return f2lDiagram(fill, slot);
  const stickers = TOP_LAYER.map(([f, x, z, nx, nz]) => rect(f, x, z, nx, nz, fill(f))).join('');
  return `<svg class="diagram" viewBox="-1.9 -1.9 3.8 3.8" aria-hidden="true"><rect x="-1.5" y="-1.5" width="3" height="3" rx="0.2" fill="#14161a"/>${stickers}</svg>`;
}
