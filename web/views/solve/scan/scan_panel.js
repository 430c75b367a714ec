// @ts-check
// "Scan": the six faces of the user's cube, from the camera (live video under a 3x3 guide, taken
// with "Take" or when the picture holds still after a move) or from a photo of each face, in the fixed order of steps.js. The page only samples
// pixels: the 54 samples go to the core's `scan`, which decides the whole cube. Its answer becomes
// the page's cube and opens paint mode with the doubtful stickers marked; its error (no legal cube
// fits) is shown with the stickers it names, on the faces they belong to, and any face can be
// taken again.
import { isError } from '../../../kit/worker_client/api.js';
import { SCAN_STEPS, createStillness, guideGeometry, sampleGuide, samplesText } from './steps.js';
import { drawPose } from './pose_picture.js';

// The live picture is watched for stillness at this width (a cheap look every frame).
const WATCH_WIDTH = 160;
// A photo is sampled at most this many pixels on its longer side (a phone's 12 MP photo would
// otherwise be read whole for nine small squares).
const MAX_PHOTO_SIDE = 1024;

export const SCAN_MARKUP = `
    <div id="scan-panel" class="scan-panel" role="group" aria-labelledby="scan-heading" hidden>
      <h3 id="scan-heading">Scan your cube</h3>
      <div class="scan-now">
        <canvas id="scan-pose" width="110" height="104" role="img" aria-label="How to hold the cube"></canvas>
        <p id="scan-instruction" aria-live="polite"></p>
      </div>
      <canvas id="scan-view" class="scan-view" width="320" height="240"
        aria-label="The camera's picture with the 3 by 3 guide: fill the guide with the face"></canvas>
      <p id="scan-camera-note" class="hint"></p>
      <div class="row wrap">
        <button type="button" id="scan-take" class="primary" disabled>Take</button>
        <label class="inline"><input type="checkbox" id="scan-auto" checked /> Take by itself when the picture holds still</label>
        <button type="button" id="scan-cancel">Cancel</button>
      </div>
      <ol id="scan-faces" class="scan-faces"></ol>
      <p id="scan-error" class="error" aria-live="polite"></p>
    </div>`;

/**
 * @param {{
 *   $: (selector: string) => import('../../../kit/dom.js').Control,
 *   api: import('../../../kit/worker_client/api.js').Api,
 *   session: import('../../../kit/session.js').Session,
 *   colours: () => Record<string, string>,
 *   paint: {open: (marks: number[]) => void},
 *   setStatus: (text: string, warn?: boolean) => void,
 *   active: () => boolean,
 * }} deps
 */
export function createScanPanel({ $, api, session, colours, paint, setStatus, active }) {
  const panel = $('#scan-panel');
  const view = /** @type {HTMLCanvasElement} */ (/** @type {unknown} */ ($('#scan-view')));
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  /** @type {(number[][] | null)[]} each step's nine samples, in the guide's cell order */
  let faces = [];
  let current = 0;
  /** @type {MediaStream | null} */
  let stream = null;
  let frame = 0;
  let deciding = false;
  // After a refusal the user picks the face to take again: nothing is taken by itself till then.
  let choosing = false;
  const stillness = createStillness();
  const watchCanvas = document.createElement('canvas');

  // ---- the list of faces: each with its state, "Take again" and a photo input ----

  function renderFaces(/** @type {Map<number, string[]>} */ named = new Map()) {
    const items = SCAN_STEPS.map((step, i) => {
      const item = document.createElement('li');
      item.dataset.step = String(i);
      if (i === current) item.setAttribute('aria-current', 'step');
      const text = document.createElement('span');
      const doubt = named.get(i);
      text.textContent = `${step.pose}: ${faces[i] ? 'taken' : 'not yet'}${doubt ? ` (in doubt: ${doubt.join(', ')})` : ''}`;
      if (doubt) item.classList.add('scan-face-doubt');
      const again = document.createElement('button');
      again.type = 'button';
      again.className = 'scan-again';
      again.textContent = faces[i] ? 'Take again' : 'Take this one';
      again.addEventListener('click', () => (stillness.reset(), goTo(i)));
      const label = document.createElement('label');
      label.className = 'inline';
      label.textContent = 'Photo ';
      const file = document.createElement('input');
      file.type = 'file';
      file.accept = 'image/*';
      file.className = 'scan-file';
      file.setAttribute('aria-label', `Photo of the face with the ${step.pose}`);
      file.addEventListener('change', () => file.files?.[0] && takePhoto(i, file.files[0]));
      label.append(file);
      item.append(text, ' ', again, ' ', label);
      return item;
    });
    $('#scan-faces').replaceChildren(...items);
  }

  function goTo(/** @type {number} */ i) {
    current = i;
    choosing = false;
    const step = SCAN_STEPS[i];
    $('#scan-instruction').textContent =
      `Face ${i + 1} of 6. ${step.turn}: ${step.pose}. Fill the guide with the face.`;
    const pose = /** @type {HTMLCanvasElement} */ (/** @type {unknown} */ ($('#scan-pose')));
    pose.setAttribute('aria-label', `How to hold the cube: ${step.pose}`);
    drawPose(pose, step, colours());
    renderFaces();
  }

  // ---- pictures: the live video or a photo, under the guide ----

  /** Draws a picture on the view canvas with the guide over it. @param {CanvasImageSource} source */
  function show(source, /** @type {number} */ width, /** @type {number} */ height) {
    if (view.width !== width || view.height !== height) [view.width, view.height] = [width, height];
    const g = view.getContext('2d');
    if (!g) return;
    g.drawImage(source, 0, 0, width, height);
    const { left, top, size, cell, patch, centres } = guideGeometry(width, height);
    g.lineWidth = Math.max(2, size / 120);
    g.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    for (let k = 0; k <= 3; k++) {
      g.beginPath();
      g.moveTo(left + k * cell, top);
      g.lineTo(left + k * cell, top + size);
      g.moveTo(left, top + k * cell);
      g.lineTo(left + size, top + k * cell);
      g.stroke();
    }
    // The squares that are sampled.
    g.strokeStyle = 'rgba(0, 0, 0, 0.8)';
    for (const { x, y } of centres) g.strokeRect(x - patch / 2, y - patch / 2, patch, patch);
  }

  /** The nine samples of a picture: drawn at `width` x `height` on a canvas without the guide. */
  function sample(
    /** @type {CanvasImageSource} */ source,
    /** @type {number} */ width,
    /** @type {number} */ height,
    canvas = document.createElement('canvas'),
  ) {
    if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
    const g = canvas.getContext('2d', { willReadFrequently: true });
    if (!g) throw new Error('this browser has no 2D canvas');
    g.drawImage(source, 0, 0, width, height);
    return sampleGuide(g.getImageData(0, 0, width, height).data, width, height);
  }

  function liveFrame(/** @type {number} */ now) {
    frame = 0;
    if (!stream || panel.hidden) return;
    // Another view opened: the camera is not left on behind it.
    if (!active()) return close();
    const { videoWidth: width, videoHeight: height } = video;
    if (width > 0) {
      show(video, width, height);
      const scale = Math.min(1, WATCH_WIDTH / width);
      const look = sample(video, Math.round(width * scale), Math.round(height * scale), watchCanvas);
      if (stillness.look(look, now) && $('#scan-auto').checked && !deciding && !choosing) takeFromCamera();
    }
    frame = requestAnimationFrame(liveFrame);
  }

  async function startCamera() {
    const note = $('#scan-camera-note');
    $('#scan-take').disabled = true;
    if (!navigator.mediaDevices?.getUserMedia) {
      note.textContent = 'This browser gives no camera here: upload a photo of each face instead.';
      return;
    }
    note.textContent = 'Starting the camera…';
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : String(error);
      note.textContent = `No camera (${reason === 'NotAllowedError' ? 'permission refused' : reason === 'NotFoundError' ? 'none found' : reason}): upload a photo of each face instead.`;
      return;
    }
    if (panel.hidden) return stopCamera();
    video.srcObject = stream;
    await video.play();
    note.textContent =
      'Hold the face in the guide, each sticker in its square, and press Take (or hold it still).';
    $('#scan-take').disabled = false;
    frame = requestAnimationFrame(liveFrame);
  }

  function stopCamera() {
    cancelAnimationFrame(frame);
    frame = 0;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    video.srcObject = null;
    $('#scan-take').disabled = true;
  }

  // ---- taking faces ----

  async function taken(/** @type {number} */ i, /** @type {number[][]} */ samples) {
    faces[i] = samples;
    stillness.reset();
    $('#scan-error').textContent = '';
    const next = SCAN_STEPS.findIndex((_, k) => !faces[k]);
    if (next >= 0) return goTo(next);
    $('#scan-instruction').textContent = 'All six faces taken: the colours are being decided.';
    renderFaces();
    await decide();
  }

  function takeFromCamera() {
    if (!stream || video.videoWidth === 0) return;
    taken(current, sample(video, video.videoWidth, video.videoHeight));
  }

  async function takePhoto(/** @type {number} */ i, /** @type {File} */ file) {
    let bitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      $('#scan-error').textContent = `${file.name} is not a picture this browser can read.`;
      return;
    }
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const [width, height] = [Math.round(bitmap.width * scale), Math.round(bitmap.height * scale)];
    goTo(i);
    show(bitmap, width, height);
    const samples = sample(bitmap, width, height);
    bitmap.close();
    await taken(i, samples);
  }

  // ---- the core's decision ----

  async function decide() {
    if (deciding) return;
    deciding = true;
    try {
      const r = await api.scan(samplesText(/** @type {number[][][]} */ (faces)));
      if (isError(r)) return refused(r.error);
      close();
      await session.setCube(r.facelets, 'scan');
      paint.open(r.doubtful);
      setStatus(
        r.doubtful.length
          ? `Cube scanned: check the ${r.doubtful.length} marked stickers, then "Use painted cube".`
          : 'Cube scanned: compare it with your cube, fix any sticker, then "Use painted cube".',
      );
    } finally {
      deciding = false;
    }
  }

  // The core's error names the stickers in doubt (U1..B9); each is shown on the face it is on. Its
  // "(lines ...)" are the samples file's, which the page's user never sees.
  function refused(/** @type {string} */ error) {
    choosing = true;
    $('#scan-instruction').textContent =
      'No legal cube fits these colours: take the faces named below again (or any face not held as asked).';
    $('#scan-error').textContent = `The scan was refused: ${error.replace(/ \(lines? [\d, ]+\)/, '')}.`;
    /** @type {Map<number, string[]>} */
    const named = new Map();
    for (const [name] of error.matchAll(/\b[URFDLB][1-9]\b/g)) {
      const step = SCAN_STEPS.findIndex((s) => s.face === name[0]);
      named.set(step, [...(named.get(step) ?? []), name]);
    }
    renderFaces(named);
  }

  function open() {
    faces = SCAN_STEPS.map(() => null);
    panel.hidden = false;
    $('#scan').setAttribute('aria-expanded', 'true');
    $('#scan-error').textContent = '';
    stillness.reset();
    goTo(0);
    startCamera();
  }

  function close() {
    stopCamera();
    panel.hidden = true;
    $('#scan').setAttribute('aria-expanded', 'false');
  }

  $('#scan').addEventListener('click', () => (panel.hidden ? open() : close()));
  $('#scan-cancel').addEventListener('click', close);
  $('#scan-take').addEventListener('click', takeFromCamera);

  return { open, close };
}
