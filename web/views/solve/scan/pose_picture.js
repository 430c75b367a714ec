// @ts-check
// The small picture beside each scan step: the cube as the user should hold it (the centres of the
// face towards the camera, the top and the right face, in the page's colours; the other stickers
// grey) and an arrow for the turn that gets there from the step before.

const GREY = '#8a9099';

/**
 * @param {CanvasRenderingContext2D} g @param {number[]} origin @param {number[]} across
 * @param {number[]} down @param {string} centre the centre sticker's colour
 */
function drawFace(g, origin, across, down, centre) {
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      const at = (/** @type {number} */ u, /** @type {number} */ v) => [
        origin[0] + across[0] * u + down[0] * v,
        origin[1] + across[1] * u + down[1] * v,
      ];
      const corners = [at(c, r), at(c + 1, r), at(c + 1, r + 1), at(c, r + 1)];
      g.beginPath();
      g.moveTo(corners[0][0], corners[0][1]);
      for (const [x, y] of corners.slice(1)) g.lineTo(x, y);
      g.closePath();
      g.fillStyle = r === 1 && c === 1 ? centre : GREY;
      g.fill();
      g.stroke();
    }
}

/** @param {CanvasRenderingContext2D} g @param {number[][]} points the shaft, its last point the tip */
function drawArrow(g, points) {
  g.beginPath();
  g.moveTo(points[0][0], points[0][1]);
  for (const [x, y] of points.slice(1)) g.lineTo(x, y);
  g.stroke();
  const [[px, py], [tx, ty]] = points.slice(-2);
  const angle = Math.atan2(ty - py, tx - px);
  g.beginPath();
  g.moveTo(tx, ty);
  g.lineTo(tx - 9 * Math.cos(angle - 0.5), ty - 9 * Math.sin(angle - 0.5));
  g.lineTo(tx - 9 * Math.cos(angle + 0.5), ty - 9 * Math.sin(angle + 0.5));
  g.closePath();
  g.fill();
}

/**
 * Draws `step`'s pose on a canvas of 110 x 104 pixels.
 * @param {HTMLCanvasElement} canvas @param {import('./steps.js').ScanStep} step
 * @param {Record<string, string>} colours
 */
export function drawPose(canvas, step, colours) {
  const g = canvas.getContext('2d');
  if (!g) return;
  g.clearRect(0, 0, canvas.width, canvas.height);
  g.lineWidth = 1.5;
  g.strokeStyle = '#111';
  const s = 16; // a sticker's side on the front face
  drawFace(g, [14, 34], [s, 0], [0, s], colours[step.face]);
  drawFace(g, [14, 34], [s, 0], [7, -7], colours[step.top]);
  drawFace(g, [14 + 3 * s, 34], [0, s], [7, -7], colours[step.right]);
  g.strokeStyle = g.fillStyle = '#d03';
  g.lineWidth = 2.5;
  if (step.arrow === 'left')
    drawArrow(g, [
      [78, 96],
      [44, 96],
      [12, 92],
    ]);
  else if (step.arrow === 'tip')
    drawArrow(g, [
      [100, 22],
      [104, 46],
      [96, 70],
    ]);
}
