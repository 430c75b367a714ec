// Top views of last-layer cases, as case sheets and trainers draw them: the U face and the top row
// of each side face, from the facelet string (placed by layout.js, the documented format). OLL
// shows only where the top colour is; PLL shows every colour.
import { STICKERS } from '../layout.js';

const GREY = '#5b616b';
const CELL = 0.9; // a U sticker, in units of one cubie
const BAR = 0.24; // the depth of a side sticker

// The top-layer stickers: [facelet, x, z, normal x, normal z] (x towards R, z towards F).
const TOP_LAYER = STICKERS.flatMap((s, f) =>
  s.cubie[1] === 1 ? [[f, s.cubie[0], s.cubie[2], s.normal[0], s.normal[2]]] : [],
);

function rect(x, z, nx, nz, fill) {
  if (nx === 0 && nz === 0)
    return `<rect x="${x - CELL / 2}" y="${z - CELL / 2}" width="${CELL}" height="${CELL}" rx="0.1" fill="${fill}"/>`;
  const cx = x + nx * 0.68;
  const cz = z + nz * 0.68;
  const w = nx ? BAR : CELL;
  const h = nz ? BAR : CELL;
  return `<rect x="${cx - w / 2}" y="${cz - h / 2}" width="${w}" height="${h}" rx="0.06" fill="${fill}"/>`;
}

// An SVG string for the case `facelets` of `set` ('OLL' or 'PLL'), in the scheme `colours`.
export function caseDiagram(facelets, set, colours) {
  const top = facelets[4];
  const fill = (letter) => (set === 'OLL' && letter !== top ? GREY : colours[letter]);
  const stickers = TOP_LAYER.map(([f, x, z, nx, nz]) => rect(x, z, nx, nz, fill(facelets[f]))).join('');
  return `<svg class="diagram" viewBox="-1.9 -1.9 3.8 3.8" aria-hidden="true"><rect x="-1.5" y="-1.5" width="3" height="3" rx="0.2" fill="#14161a"/>${stickers}</svg>`;
}
