// @ts-check
// Wiring of the page, and nothing else: the worker and its typed API (web/kit/worker_client/api.js), the
// session (web/kit/session.js), the stage every view shares (web/kit/stage.js), and the views
// (web/views/, routed by web/shell/router.js). The page holds no cube logic.
// First: evaluating boot.js starts the worker (see there).
import { client, earlyNotices, listen } from './boot.js';
import { createApi, isError } from '../kit/worker_client/api.js';
import { liveClients } from '../kit/worker_client/client.js';
import { Session } from '../kit/session.js';
import { createRouter } from './router.js';
import { VIEWS } from './views.js';
import { loadSettings, saveSettings } from '../kit/settings.js';
import { moveForKey, setKeyLayout } from '../kit/keymap.js';
import { CubeView } from '../kit/cube/cube_view.js';
import { attachDrag } from '../kit/cube/drag.js';
import { createStage } from '../kit/stage.js';
import { storage } from '../kit/storage/storage.js';
import { STORES } from './stores.js';
import { registerSW } from 'virtual:pwa-register';
import { finder } from '../kit/dom.js';
import { SmartCubeLink } from '../kit/smart_cube/stream.js';
import { followSmartCube } from '../kit/smart_cube/follow.js';
import { applyTheme, bindNavMenu, bindTheme } from './screen.js';

performance.mark('cubelab:script-start');
const $ = finder(document);

const notices = [...earlyNotices]; // what the worker said about its table cache, for the status line
listen({
  onProgress: showProgress,
  onNotice: (/** @type {string} */ text) => {
    notices.push(text);
    setStatus(text, true);
  },
  onRestart: (/** @type {string} */ reason) => {
    $('#progress').hidden = true;
    setStatus(`${reason} The worker was restarted; the page is still usable.`, true);
  },
});
const api = createApi(client);
const session = new Session(api);
// The connected smart cube (or virtual cube), one for the page: every view may listen to it.
const smartCube = new SmartCubeLink();
// The user's data is read once, from IndexedDB (moved there from localStorage on the first visit
// after the change), before anything uses it.
await storage.open(STORES);
storage.askPersistence();
const settings = loadSettings();
const save = () => saveSettings(settings);
bindTheme(/** @type {HTMLSelectElement} */ (document.querySelector('#theme')), settings, save);
bindNavMenu(
  /** @type {HTMLButtonElement} */ (document.querySelector('#nav-toggle')),
  /** @type {HTMLElement} */ (document.querySelector('#view-nav')),
);
// Another tab of the page saved its settings: this tab's copy takes them, so that its next save
// (of a different setting) does not put the old values back.
storage.addEventListener('change', (event) => {
  if (!(/** @type {CustomEvent<string[]>} */ (event).detail.includes('settings'))) return;
  Object.assign(settings, loadSettings());
  applyTheme(settings.theme);
  setStatus('Settings were changed in another tab; this tab now uses them.');
});
setKeyLayout(settings.keyLayout, settings.keyRemap);

let work = 0; // loading, views opening and statistics runs: in progress for idle()
const busy = { begin: () => work++, end: () => work-- };

function setStatus(/** @type {string} */ text, warn = false) {
  $('#status').textContent = text;
  $('#status').classList.toggle('warn', warn);
}

function showProgress(/** @type {{table: string, fraction: number}} */ { table, fraction }) {
  $('#progress').hidden = fraction >= 1;
  $('#progress-label').textContent = `Building ${table} table… ${Math.round(fraction * 100)}%`;
  /** @type {HTMLProgressElement} */ (document.querySelector('#progress-bar')).value = fraction;
}

session.on('error', ({ error }) => setStatus(error, true));
// A finished task hides a table build's progress (a failed build reports no last fraction).
session.on('solution', () => ($('#progress').hidden = true));

async function start() {
  busy.begin();
  performance.mark('cubelab:view-start');
  const view = new CubeView($('#cube'), settings.colours);
  let paint = { active: () => false, click: (/** @type {number} */ _f) => {}, refreshPalette: () => {} };
  const stage = createStage({
    view,
    session,
    settings,
    saveSettings: save,
    paintActive: () => paint.active(),
  });
  /** @type {import('../kit/worker_client/api.js').WorkerInfo | null} */
  let info = null;
  attachDrag(view, {
    geometry: () => info?.geometry,
    onMove: (/** @type {string} */ move) => turn(move),
    onStickerClick: (/** @type {number} */ f) => paint.click(f),
  });
  setStatus('Loading the solver…');
  /** @type {import('../kit/worker_client/api.js').WorkerInfo | import('../kit/worker_client/api.js').ApiError} */
  const answer = await client.info.catch((err) => ({ error: err.message, kind: 'internal' }));
  if (isError(answer)) {
    busy.end();
    return setStatus(`The solver did not load: ${answer.error}`, true);
  }
  info = answer;
  stage.ready(info.geometry);
  const router = createRouter({
    views: VIEWS,
    nav: $('#view-nav'),
    container: $('#views'),
    layout: $('#layout'),
    context: {
      session,
      api,
      info,
      settings,
      saveSettings: save,
      setStatus,
      view,
      stage,
      smartCube,
      work: busy,
      // The Solve view's paint tools: while painting, clicks paint and keys do not turn.
      setPaint: (tools) => (paint = { refreshPalette: () => {}, ...tools }),
      // Stops the solving worker and starts a new one (Cancel of an optimal search when the page
      // cannot share a stop flag with the worker).
      stopSolver: (/** @type {string} */ reason) => client.restart(reason),
      setColours(/** @type {Record<string, string>} */ colours) {
        settings.colours = /** @type {typeof settings.colours} */ (colours);
        save();
        view.setColours(colours);
        stage.refresh();
        router.each((v) => v.coloursChanged?.());
      },
    },
  });
  await router.start();

  // A key or drag turn; with the virtual cube connected it goes round through the cube's stream.
  function turn(/** @type {string} */ move) {
    if (!info || paint.active()) return;
    if (!smartCube.takeTurn(move)) applyTurn(move);
  }

  function applyTurn(/** @type {string} */ move) {
    session.turn(move).then((r) => {
      if (!r) return;
      if (isError(r)) return setStatus(r.error, true);
      router.each((v) => v.cubeTurned?.(r.facelets));
    });
  }

  followSmartCube(smartCube, { session, turn: applyTurn, report: setStatus });

  document.addEventListener('keydown', (event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    const inField = Boolean(target.closest?.('input, select, textarea'));
    // The trainer takes Space even on its own buttons: it stops the clock rather than press one.
    if (!inField) {
      let used = false;
      router.each((v) => (used ||= Boolean(v.handleKey?.(event))));
      if (used || event.defaultPrevented) return;
    }
    if ((event.ctrlKey || event.metaKey) && !target.closest?.('input, textarea')) {
      const k = event.key.toLowerCase();
      if (k === 'z') return (event.preventDefault(), event.shiftKey ? session.redo() : session.undo());
      if (k === 'y') return (event.preventDefault(), session.redo());
    }
    if (target.closest?.('input, select, textarea, button') && event.key === ' ') return;
    if (event.key === ' ' && session.solution)
      return (event.preventDefault(), session.playing ? session.pause() : session.play());
    if (event.key === 'ArrowRight' && session.solution && !inField) return (session.pause(), session.step(1));
    if (event.key === 'ArrowLeft' && session.solution && !inField) return (session.pause(), session.step(-1));
    const move = moveForKey(event);
    if (move) {
      event.preventDefault();
      turn(move);
    }
  });

  // The browser tests' view of the page: only in the test build (vite.config.js).
  if (__TEST_HOOKS__)
    Object.assign(window, {
      cubelab: {
        facelets: () => view.readFacelets(),
        state: () => session.cube,
        idle: () => Boolean(info) && work === 0 && session.idle() && !client.busy() && stage.idle(),
        solution: () => session.solution?.answer ?? null,
        position: () => session.solution?.position ?? null,
        // The greying the view paints the cube on screen with (true = grey), or null.
        greying: () => view.maskFn?.(view.letters) ?? null,
        // The facelets marked with a badge on the cube (paint mode's stickers to check).
        marks: () => view.markedOnScreen(),
        session,
        stickerOnScreen: (/** @type {number} */ f) => view.stickerOnScreen(f),
        colours: () => ({ ...settings.colours }),
        messages: () => ({ ...client.sent }),
        client,
        // Every live worker client (the solver's and a statistics run's): the recovery tests
        // inject faults through them.
        workers: () => [...liveClients],
        storage,
        smartCube,
      },
    });
  offerUpdates();
  busy.end();
  if (!storage.durable) notices.push(`Your data is not kept: ${storage.problem}.`);
  for (const { key, reason } of storage.refused)
    notices.push(
      `Your old data under ${key} was not taken whole: ${reason}. What could be read is kept; the original is kept aside in the Data view.`,
    );
  setStatus(['Ready.', ...notices].join(' '), notices.length > 0);
}

// The service worker (vite.config.js) keeps the page for offline use. A new version is offered
// beside the status line and installed only when the user asks, never in the middle of their work.
function offerUpdates() {
  if (!('serviceWorker' in navigator)) return;
  const button = $('#update');
  const update = registerSW({
    onNeedRefresh() {
      button.hidden = false;
    },
    // Said in the Data view (not the status line, where it would hide what the user needs).
    onOfflineReady() {
      document.documentElement.dataset.offline = 'ready';
    },
    onRegisterError(/** @type {unknown} */ err) {
      setStatus(`Offline use is not available: ${err instanceof Error ? err.message : String(err)}`, true);
    },
  });
  button.addEventListener('click', () => update(true));
}

start();
