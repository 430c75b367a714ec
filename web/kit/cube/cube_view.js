// @ts-check
// The three.js drawing of the cube. What is drawn is a pure function of a facelet string from the
// worker plus at most one turn in progress (which cubies, about which axis, how far), so the drawn
// cube can never drift from the core's state: every finished turn snaps to the worker's string.
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { CUBIES, FACES, SOLVED, STICKERS, faceletAt } from './layout.js';

const CUBIE_SIZE = 0.96;
const STICKER_SIZE = 0.82;
const GREY = '#4a4f57';
const HOME_CAMERA = new THREE.Vector3(5.6, 4.4, 7.9);
// Looking a little below the centre lifts the cube clear of the phase text at the bottom.
const HOME_TARGET = new THREE.Vector3(0, -0.45, 0);
const AXES = [new THREE.Vector3(1, 0, 0), new THREE.Vector3(0, 1, 0), new THREE.Vector3(0, 0, 1)];

/** @param {number} size @param {number} radius */
function roundedSquare(size, radius) {
  const h = size / 2;
  const shape = new THREE.Shape();
  shape.moveTo(-h + radius, -h);
  shape.lineTo(h - radius, -h);
  shape.quadraticCurveTo(h, -h, h, -h + radius);
  shape.lineTo(h, h - radius);
  shape.quadraticCurveTo(h, h, h - radius, h);
  shape.lineTo(-h + radius, h);
  shape.quadraticCurveTo(-h, h, -h, h - radius);
  shape.lineTo(-h, -h + radius);
  shape.quadraticCurveTo(-h, -h, -h + radius, -h);
  return new THREE.ShapeGeometry(shape, 6);
}

function stickerMaterial(/** @type {string} */ colour) {
  return new THREE.MeshStandardMaterial({ color: colour, roughness: 0.35, metalness: 0.0 });
}

/**
 * The canvas, sized before the context exists: resizing an antialiased drawing buffer costs a
 * reallocation (120-230 ms in software WebGL), and the first frame waits for it.
 * @param {HTMLElement} container
 */
function createRenderer(container) {
  const canvas = document.createElement('canvas');
  const pixelRatio = Math.min(window.devicePixelRatio, 2);
  canvas.width = Math.max(1, Math.floor(container.clientWidth * pixelRatio));
  canvas.height = Math.max(1, Math.floor(container.clientHeight * pixelRatio));
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true });
  renderer.setClearColor(0x000000, 0);
  canvas.setAttribute('aria-label', 'Cube: drag a sticker to turn its layer, drag the background to orbit');
  canvas.setAttribute('role', 'img');
  container.appendChild(canvas);
  return { canvas, renderer, pixelRatio };
}

function createScene() {
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(32, 1, 0.1, 100);
  camera.position.copy(HOME_CAMERA);
  scene.add(new THREE.HemisphereLight(0xffffff, 0x444455, 1.6));
  const key = new THREE.DirectionalLight(0xffffff, 1.6);
  key.position.set(5, 8, 6);
  const fill = new THREE.DirectionalLight(0xffffff, 0.7);
  fill.position.set(-6, -2, -5);
  scene.add(key, fill);
  const root = new THREE.Group();
  const pivot = new THREE.Group();
  scene.add(root, pivot);
  return { scene, camera, root, pivot };
}

/** One material per face colour (by face letter) and the grey of a sticker not in play. */
function createMaterials(/** @type {Record<string, string>} */ colours) {
  /** @type {Record<string, THREE.MeshStandardMaterial>} */
  const faces = {};
  for (const f of FACES) faces[f] = stickerMaterial(colours[f]);
  return { faces, grey: stickerMaterial(GREY) };
}

/**
 * The 26 cubies at home under `root`, each with its body and stickers; stickers[f] is the mesh that
 * sits at facelet f when no turn is in progress.
 * @param {THREE.Group} root @param {THREE.Material} grey
 */
function createCubies(root, grey) {
  const bodyGeometry = new RoundedBoxGeometry(CUBIE_SIZE, CUBIE_SIZE, CUBIE_SIZE, 3, 0.09);
  const stickerGeometry = roundedSquare(STICKER_SIZE, 0.13);
  const bodyMaterial = new THREE.MeshStandardMaterial({ color: 0x111215, roughness: 0.6 });
  /** @type {THREE.Group[]} */
  const cubies = [];
  /** @type {THREE.Mesh[]} */
  const stickers = [];
  for (const { position, facelets } of CUBIES) {
    const cubie = new THREE.Group();
    cubie.position.fromArray(position);
    cubie.userData.home = position;
    cubie.add(new THREE.Mesh(bodyGeometry, bodyMaterial));
    for (const f of facelets) {
      const normal = new THREE.Vector3().fromArray(STICKERS[f].normal);
      const sticker = new THREE.Mesh(stickerGeometry, grey);
      sticker.position.copy(normal).multiplyScalar(CUBIE_SIZE / 2 + 0.002);
      sticker.lookAt(normal.clone().multiplyScalar(2));
      sticker.userData.facelet = f;
      stickers[f] = sticker;
      cubie.add(sticker);
    }
    root.add(cubie);
    cubies.push(cubie);
  }
  return { cubies, stickers, bodyGeometry, stickerGeometry, bodyMaterial };
}

/** @param {THREE.Camera} camera @param {HTMLCanvasElement} canvas @param {() => void} onChange */
function createControls(camera, canvas, onChange) {
  const controls = new OrbitControls(camera, canvas);
  controls.enablePan = false;
  controls.minDistance = 5;
  controls.maxDistance = 20;
  controls.target.copy(HOME_TARGET);
  controls.update();
  controls.addEventListener('change', onChange);
  return controls;
}

/** @typedef {{facelet: number, normal: number[], cubie: number[], point: THREE.Vector3}} Pick */

/**
 * The badge on a marked sticker (a sticker to check, in paint mode): a black and a white square
 * ring in its middle, seen on every sticker colour. Clicks go through it to the sticker.
 */
function createMarkBadge() {
  const badge = new THREE.Group();
  for (const [inner, outer, colour] of /** @type {const} */ ([
    [0.3, 0.42, 0x000000],
    [0.18, 0.3, 0xffffff],
  ])) {
    const ring = new THREE.Mesh(
      new THREE.RingGeometry(inner, outer, 4, 1, Math.PI / 4),
      new THREE.MeshBasicMaterial({ color: colour }),
    );
    ring.raycast = () => {};
    badge.add(ring);
  }
  badge.position.z = 0.003;
  return badge;
}

export class CubeView {
  /** @param {HTMLElement} container @param {Record<string, string>} colours */
  constructor(container, colours) {
    this.container = container;
    this.needsRender = true;
    this.drawnOnce = false;
    /**
     * letters -> null or 54 booleans (true greys out the sticker at that place): the stickering
     * follows the pieces because it is recomputed from every state shown.
     * @type {((letters: string) => boolean[] | null) | null}
     */
    this.maskFn = null;
    this.letters = SOLVED;
    /** @type {number[]} the facelets marked with a badge (paint mode's stickers to check) */
    this.marks = [];
    /** @type {{axis: number, angle: number} | null} the turn in progress */
    this.turn = null;
    /** @type {((time: number) => void) | null} */
    this.onFrame = null;
    const { canvas, renderer, pixelRatio } = createRenderer(container);
    this.canvas = canvas;
    this.renderer = renderer;
    this.pixelRatio = pixelRatio;
    const { scene, camera, root, pivot } = createScene();
    this.scene = scene;
    this.camera = camera;
    this.root = root;
    this.pivot = pivot;
    this.materials = createMaterials(colours);
    this.parts = createCubies(root, this.materials.grey);
    this.controls = createControls(camera, canvas, () => this.requestRender());
    this.setFacelets(SOLVED);
    this.resizeObserver = new ResizeObserver(() => this.#resize());
    this.resizeObserver.observe(container);
    this.#resize();
    // The first frame is drawn now rather than on the next animation frame: the cube shows as
    // soon as the script has run, before the worker or any table is ready.
    this.#frame(performance.now());
    this.renderer.setAnimationLoop((time) => this.#frame(time));
  }

  #resize() {
    const { clientWidth: w, clientHeight: h } = this.container;
    if (w === 0 || h === 0) return;
    const { canvas, pixelRatio } = this;
    if (canvas.width !== Math.floor(w * pixelRatio) || canvas.height !== Math.floor(h * pixelRatio))
      this.renderer.setDrawingBufferSize(w, h, pixelRatio);
    this.camera.aspect = w / h;
    // Keep the whole cube in view on narrow screens.
    this.camera.zoom = Math.min(1, w / h);
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  // Rendering only when something changed keeps an idle page (and SwiftShader in tests) cheap.
  requestRender() {
    this.needsRender = true;
  }

  #frame(/** @type {number} */ time) {
    if (this.onFrame) this.onFrame(time);
    if (!this.needsRender) return;
    this.needsRender = false;
    this.renderer.render(this.scene, this.camera);
    // The page's first-paint target is measured from this mark (bench/browser/page_bench.mjs).
    if (!this.drawnOnce) performance.mark('cubelab:cube-visible');
    this.drawnOnce = true;
  }

  setColours(/** @type {Record<string, string>} */ colours) {
    for (const f of FACES) this.materials.faces[f].color.set(colours[f]);
    this.requestRender();
  }

  // Shows a facelet string on the cube at rest.
  setFacelets(/** @type {string} */ letters) {
    this.letters = letters;
    this.#paint();
  }

  repaint() {
    this.#paint();
  }

  /** Marks the stickers now at these facelets with a badge (none: `[]`); the view at rest. */
  setMarks(/** @type {number[]} */ facelets) {
    for (const f of this.marks) {
      const badge = this.parts.stickers[f].getObjectByName('mark');
      if (!badge) continue;
      badge.removeFromParent();
      badge.traverse((o) => {
        if (o instanceof THREE.Mesh) (o.geometry.dispose(), o.material.dispose());
      });
    }
    this.marks = [...facelets];
    for (const f of this.marks) {
      const badge = createMarkBadge();
      badge.name = 'mark';
      this.parts.stickers[f].add(badge);
    }
    this.requestRender();
  }

  /** The facelets whose sticker carries a badge, read from the scene (for the browser tests). */
  markedOnScreen() {
    return this.parts.stickers.flatMap((sticker, f) => (sticker.getObjectByName('mark') ? [f] : []));
  }

  #paint() {
    const mask = this.maskFn ? this.maskFn(this.letters) : null;
    for (let f = 0; f < 54; f++) {
      const material = this.materials.faces[this.letters[f]];
      // Letters other than URFDLB (unpainted stickers in paint mode) show grey.
      this.parts.stickers[f].material = material && !(mask && mask[f]) ? material : this.materials.grey;
    }
    this.requestRender();
  }

  // Starts turning the cubies whose coordinate on `axis` is in a turning layer; `quarterTurns` is
  // the signed number of counterclockwise quarter turns about the axis (right-hand rule).
  /** @param {number} axis @param {boolean[]} layers @param {number} quarterTurns */
  beginTurn(axis, layers, quarterTurns) {
    this.endTurnNow();
    this.pivot.rotation.set(0, 0, 0);
    for (const cubie of this.parts.cubies) {
      if (layers[cubie.userData.home[axis] + 1]) this.pivot.attach(cubie);
    }
    this.turn = { axis, angle: (quarterTurns * Math.PI) / 2 };
    this.requestRender();
  }

  // 0 <= fraction <= 1 of the turn in progress.
  setTurnFraction(/** @type {number} */ fraction) {
    if (!this.turn) return;
    this.pivot.setRotationFromAxisAngle(AXES[this.turn.axis], this.turn.angle * fraction);
    this.requestRender();
  }

  // Completes the turn: checks that the turned stickers show the worker's state, then puts every
  // cubie back at home and repaints from that state.
  finishTurn(/** @type {string} */ letters) {
    if (this.turn) {
      this.setTurnFraction(1);
      const drawn = this.readFacelets();
      if (drawn !== letters) console.error(`drawn cube ${drawn} differs from core state ${letters}`);
    }
    this.endTurnNow();
    this.setFacelets(letters);
  }

  endTurnNow() {
    if (!this.turn) return;
    for (const cubie of [...this.pivot.children]) {
      this.root.attach(cubie);
      cubie.position.fromArray(cubie.userData.home);
      cubie.rotation.set(0, 0, 0);
    }
    this.pivot.rotation.set(0, 0, 0);
    this.turn = null;
    this.requestRender();
  }

  // The facelet string as drawn: each sticker's colour read at the place it now occupies.
  readFacelets() {
    this.scene.updateMatrixWorld(true);
    const out = new Array(54).fill('?');
    const position = new THREE.Vector3();
    const normal = new THREE.Vector3();
    for (let f = 0; f < 54; f++) {
      const sticker = this.parts.stickers[f];
      sticker.parent?.getWorldPosition(position);
      sticker.getWorldDirection(normal);
      const at = faceletAt(position.toArray().map(Math.round), normal.toArray().map(Math.round));
      if (at >= 0) out[at] = this.letters[f];
    }
    return out.join('');
  }

  /**
   * The sticker under a screen point: {facelet, normal, cubie, point} in cube coordinates, or null.
   * @param {number} clientX @param {number} clientY @returns {Pick | null}
   */
  pick(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new THREE.Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    const raycaster = new THREE.Raycaster();
    raycaster.setFromCamera(ndc, this.camera);
    const hits = raycaster.intersectObjects(this.parts.cubies, true);
    if (hits.length === 0) return null;
    const hit = hits[0];
    const cubie = hit.object.parent;
    if (!cubie) return null;
    // The cubie's local frame is the cube's frame at rest; the largest component of the hit point
    // tells which face of the cubie was hit, even on the black body between stickers.
    const local = cubie.worldToLocal(hit.point.clone()).toArray();
    const major = local.reduce((best, v, a) => (Math.abs(v) > Math.abs(local[best]) ? a : best), 0);
    const face = [0, 0, 0];
    face[major] = Math.sign(local[major]);
    const home = cubie.userData.home;
    return { facelet: faceletAt(home, face), normal: face, cubie: home, point: hit.point.clone() };
  }

  // Screen position (CSS pixels) of a point in cube coordinates.
  project(/** @type {THREE.Vector3} */ point) {
    const rect = this.canvas.getBoundingClientRect();
    const v = point.clone().project(this.camera);
    return { x: ((v.x + 1) / 2) * rect.width, y: ((1 - v.y) / 2) * rect.height };
  }

  // Page coordinates of the centre of the sticker now at facelet f (the view at rest).
  stickerOnScreen(/** @type {number} */ f) {
    this.scene.updateMatrixWorld(true);
    const at = this.project(this.parts.stickers[f].getWorldPosition(new THREE.Vector3()));
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + at.x, y: rect.top + at.y };
  }

  resetView() {
    this.camera.position.copy(HOME_CAMERA);
    this.controls.target.copy(HOME_TARGET);
    this.controls.update();
    this.requestRender();
  }

  dispose() {
    this.renderer.setAnimationLoop(null);
    this.resizeObserver.disconnect();
    this.controls.dispose();
    this.parts.bodyGeometry.dispose();
    this.parts.stickerGeometry.dispose();
    this.parts.bodyMaterial.dispose();
    for (const m of [...Object.values(this.materials.faces), this.materials.grey]) m.dispose();
    this.renderer.dispose();
    this.canvas.remove();
  }
}
