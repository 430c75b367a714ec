// @ts-check
// The Learn view: the core's case library (F2L, OLL, PLL) by group, each algorithm demonstrated on
// the shared cube, and the trainer (web/ui/learn.js draws and keeps the learner's record).
import { isError } from '../worker/api.js';
import { createLearnPanel } from '../ui/learn.js';
import { escapeHtml } from '../ui/text.js';

const MARKUP = `
  <section class="card learn" aria-labelledby="learn-heading">
    <h2 id="learn-heading">Learn the cases</h2>
    <div class="row">
      <label for="case-set">Case set</label>
      <select id="case-set"></select>
    </div>
    <div id="case-grid" class="case-grid" aria-label="Cases"></div>
    <div id="case-detail" class="case-detail" aria-live="polite"></div>
  </section>
  <section class="card" aria-labelledby="trainer-heading">
    <h2 id="trainer-heading">Trainer</h2>
    <p class="hint">
      Shows a case of this set you are learning (else one not learned yet), turned at random, and times
      you. Do it, then press Reveal or Space.
    </p>
    <div class="row wrap">
      <button type="button" id="train-next" class="primary">Next case</button>
      <button type="button" id="train-reveal" disabled>Reveal</button>
      <button type="button" id="train-known" hidden>I knew it</button>
      <button type="button" id="train-missed" hidden>I did not</button>
    </div>
    <p id="train-status" aria-live="polite"></p>
    <table id="train-table" class="stats-table"></table>
  </section>`;

/** @param {import('../app/context.js').ViewContext} ctx */
export async function createView({ root, session, api, info, settings, saveSettings, setStatus, stage }) {
  root.innerHTML = MARKUP;
  const library = await api.cases();
  if (isError(library)) {
    root.innerHTML = `<p class="error">The cases did not load: ${escapeHtml(library.error)}</p>`;
    return {};
  }
  const sets = [...new Set(library.map((c) => c.set))];

  // The cases with the core's greying of each for its step (the pictures grey what it greys).
  // The core greys what the step is about once done, so each case is played with its algorithm.
  async function withGreying(/** @type {import('../worker/api.js').CaseInfo[]} */ cases) {
    const played = await Promise.all(
      cases.map((c) => api.playback(solving(c), c.facelets, c.set.toLowerCase())),
    );
    const failed = played.find(isError);
    if (failed) return failed;
    return cases.map((c, i) => ({ ...c, shown: /** @type {any} */ (played[i]).shown[0] }));
  }

  // The case's first algorithm and its final U turn: what does its step from its state.
  const solving = (/** @type {import('../worker/api.js').CaseInfo} */ c) =>
    `${c.algorithms[0]} ${c.aufs?.[0] ?? ''}`;

  // Sets the cube to the case and plays its algorithm `index` on it, as one phase of a solution.
  async function demonstrate(
    /** @type {import('../worker/api.js').CaseInfo} */ c,
    /** @type {number} */ index,
  ) {
    // The PLL steps end with a U turn: the core's library gives it with each algorithm.
    const auf = c.aufs?.[index] ?? '';
    const alg = auf ? `${c.algorithms[index]} ${auf}` : c.algorithms[index];
    const focus = c.set.toLowerCase();
    const [counted, played] = await Promise.all([api.moves(alg), api.playback(alg, c.facelets, focus)]);
    if (isError(counted)) return setStatus(counted.error, true);
    if (isError(played)) return setStatus(played.error, true);
    session.pause();
    const phase = {
      name: focus,
      label: c.name,
      focus,
      case: c.name,
      group: c.group,
      goal: '',
      moves: played.moves,
      length: counted.htm,
      states: played.states,
      shown: played.shown,
    };
    const answer = {
      method: 'learn',
      input: c.facelets,
      start: c.facelets,
      phases: [phase],
      solution: alg,
      length: counted.htm,
      ms: 0,
    };
    await session.showAnswer(/** @type {any} */ (answer), { method: 'learn', options: {} });
    setStatus(`${c.name}: ${counted.htm} moves (HTM).`);
    session.play();
  }

  // The trainer's case: the library's state after a U turn, greyed as its step greys it (the
  // greying of that state on the way to the step done: the turn undone, then the algorithm).
  async function train(/** @type {import('../worker/api.js').CaseInfo} */ c, /** @type {string} */ preTurn) {
    const turned = await api.apply(preTurn, c.facelets);
    if (isError(turned)) return setStatus(turned.error, true);
    const undo = await api.invert(preTurn);
    if (isError(undo)) return setStatus(undo.error, true);
    const r = await api.playback(`${undo.moves} ${solving(c)}`, turned.facelets, c.set.toLowerCase());
    if (isError(r)) return setStatus(r.error, true);
    session.pause();
    await session.setCube(turned.facelets, 'trainer');
    stage.setCaption(`Trainer: which ${c.set} case is this?`);
    const shown = r.shown[0];
    stage.setGreying(shown.includes('0') ? [...shown].map((s) => s === '0') : null);
  }

  const panel = createLearnPanel({
    root,
    sets,
    loadCases: (/** @type {string} */ set) => withGreying(library.filter((c) => c.set === set)),
    onDemo: demonstrate,
    onTrain: train,
    invert: (/** @type {string} */ alg) => api.invert(alg),
    stepDone: info.calls.includes('stepDone') ? (set, facelets) => api.stepDone(set, facelets) : null,
    colours: () => settings.colours,
    initialSet: settings.learnSet,
    onSetChange: (/** @type {string} */ set) => {
      settings.learnSet = set;
      saveSettings();
    },
  });

  return {
    open: () => panel.load(),
    handleKey: (/** @type {KeyboardEvent} */ event) => panel.handleKey(event),
    coloursChanged: () => panel.redraw(),
    cubeTurned: (/** @type {string} */ facelets) => panel.cubeTurned(facelets),
  };
}
