// Sticker samples of a cube as six photos would give them, for the scan's tests and benchmark
// (written apart from core/scan, whose decision they test): each face under its own light
// (brightness half to full, each channel's white balance 0.85..1.15), noise, glare mixing white into
// about one sticker in 25, red and orange close, the colour scheme shuffled.
import { seededRandom } from '../seeded_random.mjs';

// sRGB of each colour in good white light: white, red, green, yellow, orange, blue (the colours of
// the faces URFDLB in the WCA scheme; tests/browser/page_scan.test.mjs paints its pictures in them).
export const PALETTE = [
  [232, 232, 226],
  [180, 22, 38],
  [20, 150, 72],
  [238, 214, 28],
  [216, 72, 28],
  [18, 62, 180],
];
const FACES = 'URFDLB';

const toLinear = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
function toSrgb(v) {
  v = Math.min(1, Math.max(0, v));
  return Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
}

// The samples text (54 lines "R G B") of `facelets` photographed with the generator's `seed`.
export function photographFacelets(facelets, seed, { glare = true } = {}) {
  const random = seededRandom(seed);
  const between = (low, high) => low + (high - low) * random();
  const scheme = [0, 1, 2, 3, 4, 5];
  for (let i = 5; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [scheme[i], scheme[j]] = [scheme[j], scheme[i]];
  }
  const lines = [];
  for (let face = 0; face < 6; face++) {
    const brightness = between(0.5, 1);
    const balance = [0, 1, 2].map(() => between(0.85, 1.15));
    for (let k = 0; k < 9; k++) {
      const paint = PALETTE[scheme[FACES.indexOf(facelets[face * 9 + k])]];
      const shine = glare && random() < 1 / 25 ? between(0.2, 0.6) : 0;
      const noise = () => (random() + random() + random() + random() - 2) * 0.007;
      lines.push(
        paint
          .map((v, ch) => toSrgb(brightness * balance[ch] * ((1 - shine) * toLinear(v) + shine) + noise()))
          .join(' '),
      );
    }
  }
  return lines.join('\n') + '\n';
}

// The samples of `facelets` painted exactly in the palette, in even light.
export const paintedFacelets = (facelets) =>
  [...facelets].map((letter) => PALETTE[FACES.indexOf(letter)].join(' ')).join('\n') + '\n';
