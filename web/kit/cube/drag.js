// @ts-check
// Turning by dragging a sticker: the drag direction on screen picks one of the four directions on
// the sticker's face, which fixes the rotation axis (normal x direction), the layer (the sticker's
// cubie on that axis) and the sense. The result is a WCA move name that the worker then applies.
import * as THREE from 'three';

/** @typedef {import('./cube_view.js').CubeView} CubeView */
/** @typedef {import('./cube_view.js').Pick} Pick */
/** @typedef {Record<string, import('../../../wasm/cubelab').LayerTurn>} Geometry */

const DRAG_THRESHOLD_PX = 12;

/** @param {number[]} a @param {number[]} b */
function cross(a, b) {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/** @param {CubeView} view @param {Pick} pick @param {number} dx @param {number} dy */
function directionTowards(view, pick, dx, dy) {
  const length = Math.hypot(dx, dy);
  /** @type {number[] | null} */
  let best = null;
  let bestScore = -Infinity;
  for (let a = 0; a < 3; a++) {
    if (pick.normal[a] !== 0) continue;
    for (const sign of [1, -1]) {
      /** @type {[number, number, number]} */
      const d = [0, 0, 0];
      d[a] = sign;
      const from = view.project(pick.point);
      const to = view.project(pick.point.clone().add(new THREE.Vector3(...d).multiplyScalar(0.5)));
      const sx = to.x - from.x;
      const sy = to.y - from.y;
      const score = (sx * dx + sy * dy) / (Math.hypot(sx, sy) * length || 1);
      if (score > bestScore) [best, bestScore] = [d, score];
    }
  }
  return best;
}

/**
 * The move a drag from `pick` by (dx, dy) screen pixels asks for, or null.
 * @param {CubeView} view @param {Geometry} geometry @param {Pick} pick @param {number} dx @param {number} dy
 */
export function moveForDrag(view, geometry, pick, dx, dy) {
  const d = directionTowards(view, pick, dx, dy);
  if (!d) return null;
  // Turning counterclockwise about k = n x d carries the sticker along d.
  const k = cross(pick.normal, d);
  const axis = k.findIndex((v) => v !== 0);
  const sense = k[axis];
  const layer = pick.cubie[axis];
  for (const base of ['U', 'R', 'F', 'D', 'L', 'B', 'M', 'E', 'S']) {
    const g = geometry[base];
    if (g.axis !== axis || !g.layers.every((on, i) => on === (i === layer + 1))) continue;
    // One clockwise turn is g.quarterTurns counterclockwise quarters: pick the turn count that
    // makes `sense` quarters.
    return (g.quarterTurns - sense + 4) % 4 === 0 ? base : `${base}'`;
  }
  return null;
}

/**
 * Wires pointer events (mouse, pen and touch alike): a drag that starts on a sticker turns; one
 * that starts elsewhere orbits; a second finger put down before a swipe has turned anything makes
 * the gesture a two-finger one, which orbits (OrbitControls, rotating with two fingers too).
 * @param {CubeView} view
 * @param {{geometry: () => Geometry | undefined, onMove: (move: string) => void,
 *   onStickerClick: (facelet: number) => void}} handlers
 */
export function attachDrag(view, { geometry, onMove, onStickerClick }) {
  /** @type {{pick: Pick, x: number, y: number, id: number, done: boolean} | null} */
  let start = null;
  const canvas = view.canvas;
  const pointers = new Set();
  view.controls.touches.TWO = THREE.TOUCH.DOLLY_ROTATE;
  const down = (/** @type {PointerEvent} */ event) => {
    pointers.add(event.pointerId);
    if (pointers.size > 1) {
      // A second finger: no turn; the orbit controls take this finger (and rotate the view).
      if (start) canvas.releasePointerCapture?.(start.id);
      start = null;
      view.controls.enabled = true;
      return;
    }
    const pick = view.pick(event.clientX, event.clientY);
    if (!pick || pick.facelet < 0) return;
    // The sticker owns this gesture: the orbit controls must not see it.
    view.controls.enabled = false;
    start = { pick, x: event.clientX, y: event.clientY, id: event.pointerId, done: false };
    canvas.setPointerCapture?.(event.pointerId);
  };
  const move = (/** @type {PointerEvent} */ event) => {
    if (!start || start.done || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    start.done = true;
    const g = geometry();
    const name = g && moveForDrag(view, g, start.pick, dx, dy);
    if (name) onMove(name);
  };
  const up = (/** @type {PointerEvent} */ event) => {
    pointers.delete(event.pointerId);
    if (!start || event.pointerId !== start.id) return;
    if (!start.done) onStickerClick(start.pick.facelet);
    start = null;
    view.controls.enabled = true;
  };
  canvas.addEventListener('pointerdown', down, { capture: true });
  canvas.addEventListener('pointermove', move);
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', up);
}
