// @ts-check
// The Learn view: the core's case library (F2L, OLL, PLL and the 2-look sets) by group, each
// algorithm demonstrated on the shared cube, the learner's own algorithms, the trainer (case
// scrambles for a real cube or the page's cube, three modes, recognition and execution timed
// apart), a recognition drill, cross practice, paths, and the learner's records with export and
// import. Pictures and drills show the last layer on top (yellow for the WCA scheme) unless the
// learner asks for white on top. Loaded when first opened, never with the Solve view.
import { isError } from '../../kit/worker_client/api.js';
import { createLearnPanel } from './cases_panel.js';
import { escapeHtml } from '../../kit/text.js';
import { createTrainer } from './trainer.js';
import { createCrossPractice } from './cross_practice.js';
import { createLearnTools } from './tools.js';
import { loadRecords } from './records.js';
import { createLibrary } from './library.js';

const MARKUP = `
  <section class="card learn" aria-labelledby="learn-heading">
    <h2 id="learn-heading">Learn the cases</h2>
    <div class="row wrap">
      <label for="case-set">Case set</label>
      <select id="case-set"></select>
      <span class="select-buttons" role="group" aria-label="Choose cases to drill">
        <button type="button" class="ghost" id="select-all">Drill all</button>
        <button type="button" class="ghost" id="select-none">Drill none</button>
        <button type="button" class="ghost" id="select-learning">Drill those I am learning</button>
        <button type="button" class="ghost" id="select-new">Drill the new ones</button>
        <button type="button" class="ghost" id="select-learned">Drill those learned</button>
      </span>
    </div>
    <p id="selection-count" class="hint"></p>
    <div id="case-grid" class="case-grid" aria-label="Cases"></div>
    <div id="case-detail" class="case-detail" aria-live="polite"></div>
  </section>
  <section class="card" aria-labelledby="trainer-heading">
    <h2 id="trainer-heading">Trainer</h2>
    <div class="row wrap">
      <label for="train-mode">Mode</label>
      <select id="train-mode"></select>
      <label for="train-cube">Drill on</label>
      <select id="train-cube">
        <option value="page">The page's cube</option>
        <option value="real">A real cube (scramble + timer)</option>
      </select>
      <label for="train-slot" class="f2l-only">Slot</label>
      <select id="train-slot" class="f2l-only">
        <option>FR</option><option>FL</option><option>BL</option><option>BR</option>
        <option value="any">Any slot</option>
      </select>
      <label for="train-stages" class="real-only">Timer stages</label>
      <select id="train-stages" class="real-only">
        <option value="two">Two stages: recognition, then execution</option>
        <option value="one">One stage: the total only</option>
      </select>
    </div>
    <p id="train-hint" class="hint"></p>
    <p id="train-scramble" class="scramble-text" aria-live="polite" hidden></p>
    <div id="train-timer" class="case-timer" data-state="off" hidden aria-label="Timer">0.00</div>
    <div class="row wrap">
      <button type="button" id="train-next" class="primary">Next case</button>
      <button type="button" id="train-reveal" disabled>Reveal</button>
      <button type="button" id="train-known" hidden>I knew it</button>
      <button type="button" id="train-missed" hidden>I did not</button>
      <button type="button" id="train-undo" class="ghost" hidden>Delete that attempt</button>
    </div>
    <p id="train-round" class="hint" aria-live="polite"></p>
    <p id="train-status" aria-live="polite"></p>
    <p id="train-mirror" class="hint"></p>
    <div id="train-picture" class="recog-picture"></div>
    <div id="train-summary"></div>
    <div id="train-chart-box" class="stats-chart learn-chart" hidden>
      <canvas id="train-chart" role="img" aria-label="Mean times per case, slowest first"></canvas>
    </div>
    <table id="train-table" class="stats-table"></table>
  </section>
  <section class="card" aria-labelledby="recog-heading">
    <h2 id="recog-heading">Recognition drill</h2>
    <p class="hint">A case of the chosen ones as it comes up (a random U turn; F2L from the slot's corner): name it.</p>
    <div class="row wrap">
      <button type="button" id="recog-next">Show a case</button>
    </div>
    <div id="recog-picture" class="recog-picture"></div>
    <div class="row wrap">
      <label for="recog-answer">Which case?</label>
      <input id="recog-answer" list="recog-names" autocomplete="off" disabled />
      <datalist id="recog-names"></datalist>
      <button type="button" id="recog-submit" disabled>Answer</button>
    </div>
    <p id="recog-status" aria-live="polite"></p>
  </section>
  <section class="card" aria-labelledby="paths-heading">
    <h2 id="paths-heading">Paths</h2>
    <div id="paths"></div>
  </section>
  <section class="card" aria-labelledby="cross-heading">
    <h2 id="cross-heading">Cross practice</h2>
    <div class="row wrap">
      <label for="cross-input">Scramble</label>
      <input id="cross-input" class="wide" placeholder="moves or facelets; empty: the cube on screen" />
      <label for="cross-hint">Show</label>
      <select id="cross-hint">
        <option value="all">Whole crosses</option>
        <option value="count">Only the move count</option>
        <option value="first">Only the first move</option>
      </select>
      <button type="button" id="cross-show">Crosses</button>
    </div>
    <div class="row wrap">
      <label for="cross-length">Easy cross of</label>
      <select id="cross-length">${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option ${n === 4 ? 'selected' : ''}>${n}</option>`).join('')}</select>
      <span>moves</span>
      <button type="button" id="cross-easy">Easy-cross scramble</button>
    </div>
    <p id="cross-status" aria-live="polite"></p>
    <table id="cross-table" class="stats-table"></table>
  </section>
  <section class="card" aria-labelledby="learn-tools-heading">
    <h2 id="learn-tools-heading">Settings and progress</h2>
    <div class="row wrap">
      <label for="learn-top">On top</label>
      <select id="learn-top">
        <option value="yellow">The last layer (yellow)</option>
        <option value="white">White</option>
      </select>
      <label for="key-layout">Keys</label>
      <select id="key-layout">
        <option value="letters">Letters (Shift: counterclockwise)</option>
        <option value="speedsolving">Speedsolving (csTimer, cubing.js)</option>
      </select>
    </div>
    <div class="row wrap">
      <label for="remap-key">Key</label>
      <input id="remap-key" maxlength="1" size="2" autocomplete="off" />
      <label for="remap-move">turns</label>
      <input id="remap-move" size="5" placeholder="R'" autocomplete="off" />
      <button type="button" id="remap-set">Set key</button>
      <button type="button" id="remap-reset" class="ghost">Forget my keys</button>
    </div>
    <div id="learn-keymap" class="keymap"></div>
    <div class="row wrap">
      <button type="button" id="learn-export">Export my progress</button>
      <label for="learn-import" class="button-like">Import progress…</label>
      <input type="file" id="learn-import" accept="application/json,.json" />
    </div>
    <p id="learn-tools-status" aria-live="polite"></p>
  </section>`;

/** @param {import('../../kit/context.js').ViewContext} ctx */
export async function createView(ctx) {
  const { root, session, api, settings, saveSettings, view, active } = ctx;
  root.innerHTML = MARKUP;
  const answer = await api.cases();
  if (isError(answer)) {
    root.innerHTML = `<p class="error">The cases did not load: ${escapeHtml(answer.error)}</p>`;
    return {};
  }
  const { sets, casesOf, picturesIn, palette } = await createLibrary(api, answer, settings);
  // The shared cube takes the Learn view's colours while it is shown, the user's on leaving.
  const paintCube = () => view.setColours(active() ? palette() : settings.colours);
  window.addEventListener('hashchange', () => queueMicrotask(paintCube));

  const records = loadRecords();
  /** @type {import('./shared.js').LearnShared} */
  const shared = {
    api,
    session,
    stage: ctx.stage,
    records,
    sets,
    casesOf,
    palette,
    settings,
    saveSettings,
    setStatus: ctx.setStatus,
    stepDone: ctx.info.calls.includes('stepDone'),
    work: ctx.work,
    picturesIn,
  };
  /** @type {ReturnType<typeof createLearnTools> | null} */
  let tools = null;
  const trainer = createTrainer(root, shared);
  const panel = createLearnPanel(root, {
    ...shared,
    onSetChange: (/** @type {string} */ set) => {
      settings.learnSet = set;
      saveSettings();
      trainer.setChanged();
    },
    onCasesShown: () => trainer.redraw(),
    onSelectionChange: () => {
      trainer.selectionChanged();
      tools?.renderPaths();
    },
  });
  trainer.attach(panel);
  trainer.onSlotChange((/** @type {string} */ slot) => panel.slotChanged(slot));
  const cross = createCrossPractice(root, shared);
  tools = createLearnTools(root, {
    ...shared,
    onTopChange: () => {
      paintCube();
      panel.redraw();
      trainer.redraw();
    },
    onRecordsChange: () => {
      panel.redraw();
      trainer.redraw();
    },
    showCase: (/** @type {string} */ set, /** @type {string} */ name) => panel.open(set, name),
  });

  let opened = false;
  return {
    async open() {
      paintCube();
      if (opened) return panel.retryFailed();
      opened = true;
      await panel.load();
      tools?.load();
    },
    handleKey: (/** @type {KeyboardEvent} */ event) => active() && trainer.handleKey(event),
    coloursChanged: () => {
      tools?.coloursChanged();
      paintCube();
      panel.redraw();
      trainer.redraw();
    },
    cubeTurned: (/** @type {string} */ facelets) => {
      trainer.cubeTurned(facelets);
      cross.cubeTurned();
    },
  };
}
