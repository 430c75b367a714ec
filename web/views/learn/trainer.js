// @ts-check
// The trainer: cases of the chosen ones, in a mode (random, recap, weighted: web/views/learn/drill.js),
// from the core's case scrambles (a random state that leaves exactly that case, with a random AUF
// and, for F2L, a slot). On the page's cube the case is set up and the time starts at the first
// turn (recognition) and stops when the core says the step is done (execution). On a real cube the
// page shows the scramble, a csTimer-style timer times it (web/views/learn/case_timer.js), and the learner
// marks the attempt right or wrong. The next case's scramble is asked for while the learner works
// on this one, so it is there at once. Also the recognition drill: name a case from its picture.
import { escapeHtml } from '../../kit/text.js';
import { caseDiagram } from '../../kit/cube/case_diagram.js';
import { createPicker, MODES } from './drill.js';
import { createCaseTimer } from './case_timer.js';
import {
  caseRecord,
  caseStats,
  dropLastAttempt,
  slotAlgorithms,
  recordAttempt,
  recordRecognition,
  weights,
  WEIGHT_RULE,
} from './records.js';
import { isError } from '../../kit/worker_client/api.js';
import { colourName } from '../../kit/phase_text.js';
import { finder } from '../../kit/dom.js';

const seconds = (/** @type {number | null} */ ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const SLOTS = ['FR', 'FL', 'BL', 'BR'];
const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/** @typedef {import('../../../wasm/cubelab').CaseScrambleItem} Item */

/**
 * @param {HTMLElement} root
 * @param {any} shared see web/views/learn/view.js
 */
export function createTrainer(root, shared) {
  const { api, session, stage, records, palette, focusOf, settings, saveSettings } = shared;
  const $ = finder(root);
  /** @type {any} */
  let panel = null;
  /** @type {ReturnType<typeof createPicker> | null} */
  let picker = null;
  /** @type {{name: string, item: Promise<Item | import('../../kit/worker_client/api.js').ApiError>} | null} */
  let upcoming = null;
  /** @type {any} the case in play: {info, item, cube, shownAt, firstTurnAt, ms, recognitionMs, answer} */
  let drill = null;
  /** @type {{name: string, ms: number | null, missed: boolean}[]} this recap round's attempts */
  let round = [];

  const twoStages = () => settings.learnTimer !== 'one';
  const timer = createCaseTimer($('#train-timer'), {
    stages: () => (twoStages() ? 2 : 1),
    onStart: () =>
      ($('#train-status').textContent = twoStages()
        ? 'Recognising… a key (or a touch) when you know the case and start turning.'
        : 'Timing… any key (or a touch) stops.'),
    onRecognised: (ms) =>
      ($('#train-status').textContent =
        `Recognised in ${seconds(ms)}; executing… any key (or a touch) stops.`),
    onStop: (ms, recognitionMs) => reveal({ ms, recognitionMs }),
  });

  $('#train-mode').innerHTML = MODES.map(
    (m) => `<option value="${m.id}">${escapeHtml(m.label)}</option>`,
  ).join('');
  $('#train-mode').value = settings.learnMode;
  $('#train-mode').title = WEIGHT_RULE;
  $('#train-cube').value = settings.learnCube;
  $('#train-slot').value = settings.learnSlot;
  $('#train-stages').value = settings.learnTimer;

  const cases = () => /** @type {import('./cases_panel.js').Case[]} */ (panel?.cases() ?? []);
  const infoOf = (/** @type {string} */ name) => cases().find((c) => c.name === name);

  // How to hold the cube for a case scramble, in the colour scheme in use (the cross's colour is
  // the Up face's of the scheme, the top the Down face's).
  const holding = () => {
    const c = settings.colours;
    return `${colourName(c.D)} on top, ${colourName(c.F)} in front, for a ${colourName(c.U)} cross`;
  };

  function describe() {
    const real = $('#train-cube').value === 'real';
    const f2l = panel?.set() === 'F2L';
    for (const el of root.querySelectorAll('.f2l-only')) /** @type {HTMLElement} */ (el).hidden = !f2l;
    for (const el of root.querySelectorAll('.real-only')) /** @type {HTMLElement} */ (el).hidden = !real;
    const stop = twoStages()
      ? 'a key (or a touch) when you have recognised the case, another when it is done'
      : 'any key to stop';
    $('#train-hint').textContent = real
      ? `Next case shows a scramble: do it holding the last layer on top (${holding()}). Hold Space (or touch the timer) until it turns green, let go to start, ${stop}; then say whether you knew it.`
      : 'Next case sets the cube up. The time starts at your first turn (recognition) and stops when the step is done (execution); Reveal or Space shows the answer.';
    const mode = $('#train-mode').value;
    if (mode === 'recap')
      $('#train-hint').textContent += ' Recap: each chosen case once, in random order, then a summary.';
    if (mode === 'weighted') $('#train-hint').textContent += ` ${WEIGHT_RULE}`;
    $('#train-timer').hidden = !real;
    $('#train-mode').title = $('#train-mode').value === 'weighted' ? WEIGHT_RULE : '';
  }

  // A new picker whenever the cases, the set or the mode change; the prefetched scramble goes.
  function rebuild() {
    const names = panel ? panel.selected() : [];
    const mode = $('#train-cube').value === 'real' ? 'real' : 'cube';
    picker = createPicker($('#train-mode').value, names, () => weights(records, names, mode));
    upcoming = null;
    round = [];
    $('#train-round').textContent = '';
    $('#train-summary').innerHTML = '';
    describe();
  }

  function scrambleFor(/** @type {string} */ name) {
    const info = infoOf(name);
    const set = info?.set ?? panel.set();
    const wanted = settings.learnSlot;
    const slot =
      set === 'F2L' ? (SLOTS.includes(wanted) ? wanted : SLOTS[Math.floor(Math.random() * 4)]) : undefined;
    return api
      .caseScramble({ case: name, set, seed: randomSeed(), count: 1, ...(slot ? { slot } : {}) })
      .then((/** @type {Awaited<ReturnType<typeof api.caseScramble>>} */ r) =>
        isError(r) ? r : r.scrambles[0],
      );
  }

  function prefetch() {
    const name = picker?.next() ?? null;
    upcoming = name ? { name, item: scrambleFor(name) } : null;
  }

  async function next() {
    if (!picker) rebuild();
    timer.disarm();
    if (!upcoming) prefetch();
    if (!upcoming) {
      const over = picker?.round().over;
      if (over) {
        showSummary();
        picker?.restart();
        round = [];
        prefetch();
      } else {
        $('#train-status').textContent = 'Choose some cases to drill first (the boxes beside the cases).';
        return;
      }
    }
    const { name, item: pending } = /** @type {NonNullable<typeof upcoming>} */ (upcoming);
    drill = null;
    $('#train-picture').innerHTML = '';
    $('#train-mirror').textContent = '';
    showButtons('wait');
    shared.work.begin();
    try {
      const item = await pending;
      prefetch(); // the following case's scramble, while this one is done
      if (isError(item)) {
        $('#train-status').textContent = `No scramble for ${name}: ${item.error}`;
        showButtons('next');
        return;
      }
      const info = infoOf(name);
      if (!info) return showButtons('next');
      const real = $('#train-cube').value === 'real';
      drill = { info, item, real, shownAt: 0, firstTurnAt: null, ms: undefined };
      if (real) {
        $('#train-scramble').hidden = false;
        $('#train-scramble').textContent = item.scramble;
        // The scramble's length in the page's metric, counted by the core.
        const counted = settings.metric === 'htm' ? null : await api.moves(item.scramble);
        const moves = counted && !isError(counted) ? counted[settings.metric] : item.length;
        const unit = counted && !isError(counted) ? settings.metric.toUpperCase() : 'HTM';
        $('#train-status').textContent =
          `Scramble (${moves} moves, ${unit}), then time your ${info.set} case.`;
        timer.arm();
      } else {
        $('#train-scramble').hidden = true;
        await setUp(info, item);
        $('#train-status').textContent =
          `Which ${info.set} case is this? Do it on the cube (keys or drag), or press Reveal (or Space).`;
      }
      drill.shownAt = performance.now();
      const progress = picker?.round();
      if (picker?.mode === 'recap' && progress)
        $('#train-round').textContent = `Round: case ${round.length + 1} of ${progress.total}.`;
      showButtons(real ? 'timing' : 'reveal');
    } finally {
      shared.work.end();
    }
  }

  // The case on the page's cube, greyed as its step greys it.
  async function setUp(/** @type {any} */ info, /** @type {Item} */ item) {
    const solving = [item.auf, item.algorithm, item.finalAuf].filter(Boolean).join(' ');
    const r = await api.playback(solving, item.facelets, focusOf(info.set));
    session.pause();
    await session.setCube(item.facelets, 'trainer');
    stage.setCaption(`Trainer: which ${info.set} case is this?`);
    const shown = isError(r) ? '' : r.shown[0];
    stage.setGreying(shown.includes('0') ? [...shown].map((s) => s === '0') : null);
  }

  // The learner's algorithm for the state shown, with the U turn before it that the core says
  // makes it do the step (and, for an F2L slot other than FR, framed by the scramble's y turns).
  // The learner's own algorithm for this slot is done as it is (the core checked it there); a
  // library one is framed.
  async function answerFor(/** @type {any} */ info, /** @type {Item} */ item) {
    const slot = item.slot ?? 'FR';
    const alg = panel.mine(info, slot);
    if (alg === info.algorithms[0])
      return [item.auf, item.algorithm, item.finalAuf].filter(Boolean).join(' ');
    const own = slotAlgorithms(caseRecord(records, info.name), slot).custom.includes(alg);
    const frame = own ? '' : item.frame;
    const unframe = frame ? await api.invert(frame) : { moves: '' };
    const body = [frame, alg, isError(unframe) ? '' : unframe.moves].filter(Boolean).join(' ');
    return (await withAufs(info.set, item.facelets, body)) ?? alg;
  }

  // The algorithm with the U turns the core says make it do the step of `set` from the state shown
  // (the case scramble's random pre-AUF, and for PLL the last U turn), or null when none does.
  async function withAufs(
    /** @type {string} */ set,
    /** @type {string} */ facelets,
    /** @type {string} */ alg,
  ) {
    const aufs = await api.algorithmAufs(set, facelets, alg);
    return isError(aufs) ? null : [aufs.auf, alg, aufs.finalAuf].filter(Boolean).join(' ');
  }

  // For a left slot (FL, BL), the core's left-handed algorithm (a mirror of the set's) that does
  // the case, with the U turn before it that makes it do the step from the state shown.
  async function leftHanded(/** @type {any} */ info, /** @type {Item} */ item) {
    if (!item.slot || !['FL', 'BL'].includes(item.slot)) return null;
    const found = await api.caseMirrors(info.name, { set: info.set, slot: item.slot });
    if (isError(found) || !found.mirrors.length) return null;
    const mirror = found.mirrors[0];
    const moves = await withAufs(info.set, item.facelets, mirror.algorithm);
    return moves === null ? null : { moves, from: mirror.from };
  }

  /** Stops the time: {ms, recognitionMs} measured, or from Reveal (now). */
  async function reveal(
    /** @type {{ms?: number, recognitionMs?: number | null, onCube?: boolean}} */ how = {},
  ) {
    if (!drill || drill.ms !== undefined) return false;
    const watched = drill;
    const now = performance.now();
    watched.ms = how.ms ?? now - watched.shownAt;
    watched.recognitionMs =
      how.recognitionMs !== undefined
        ? how.recognitionMs
        : watched.firstTurnAt === null
          ? null
          : watched.firstTurnAt - watched.shownAt;
    watched.onCube = Boolean(how.onCube);
    showButtons('grade');
    const [answer, left] = await Promise.all([
      answerFor(watched.info, watched.item),
      leftHanded(watched.info, watched.item),
    ]);
    if (drill !== watched) return true;
    $('#train-mirror').textContent = left ? `Left-handed (the mirror of ${left.from}): ${left.moves}` : '';
    watched.answer = answer;
    const split =
      watched.recognitionMs === null
        ? ''
        : ` (recognition ${seconds(watched.recognitionMs)}, execution ${seconds(watched.ms - watched.recognitionMs)})`;
    $('#train-status').textContent =
      (how.onCube ? 'Done on the cube: ' : '') +
      `${watched.info.name} (${watched.info.group}) in ${seconds(watched.ms)}${split}: ${answer}`;
    // The case as it was given (a real cube's learner sees what the scramble left), with its greying.
    const solving = [watched.item.auf, watched.item.algorithm, watched.item.finalAuf]
      .filter(Boolean)
      .join(' ');
    const played = await api.playback(solving, watched.item.facelets, focusOf(watched.info.set));
    if (drill === watched)
      $('#train-picture').innerHTML = caseDiagram(
        watched.item.facelets,
        watched.info.set,
        palette(),
        isError(played) ? null : played.shown[0],
        watched.item.slot ?? 'FR',
      );
    $('#train-known').focus();
    return true;
  }

  function grade(/** @type {boolean} */ known) {
    if (!drill || drill.ms === undefined) return;
    const { info, ms, recognitionMs, real, item } = drill;
    const kept = recordAttempt(records, info.name, {
      mode: real ? 'real' : 'cube',
      recognitionMs: known ? recognitionMs : null,
      executionMs: known && recognitionMs !== null ? ms - recognitionMs : null,
      totalMs: known ? ms : null,
      missed: !known,
      alg: panel.mine(info, item.slot ?? 'FR'),
    });
    round.push({ name: info.name, ms: known ? ms : null, missed: !known });
    $('#train-status').textContent += kept ? ' · recorded.' : ' · this browser refused to store it.';
    drill = null;
    showButtons('next');
    lastGraded = info.name;
    $('#train-undo').hidden = false;
    $('#train-next').focus();
    renderRecord();
    panel.redraw();
    if (picker?.mode === 'recap' && !upcoming) showSummary();
  }

  // The attempt just recorded, taken back (a timer started or stopped by mistake).
  /** @type {string | null} */
  let lastGraded = null;
  function undoLast() {
    if (!lastGraded || !dropLastAttempt(records, lastGraded)) return;
    const last = round.findLastIndex((r) => r.name === lastGraded);
    if (last >= 0) round.splice(last, 1);
    $('#train-status').textContent = `The last attempt of ${lastGraded} is deleted.`;
    lastGraded = null;
    $('#train-undo').hidden = true;
    renderRecord();
    panel.redraw();
  }

  function showSummary() {
    if (!round.length) return;
    const missed = round.filter((r) => r.missed).length;
    $('#train-round').textContent =
      `Round over: ${round.length} cases, ${missed} missed. Next case starts a new round.`;
    $('#train-summary').innerHTML =
      '<table class="stats-table recap-summary"><thead><tr><th>Case</th><th>Time</th></tr></thead><tbody>' +
      round
        .map(
          (r) =>
            `<tr data-case="${escapeHtml(r.name)}"><th>${escapeHtml(r.name)}</th><td>${r.missed ? 'missed' : seconds(r.ms)}</td></tr>`,
        )
        .join('') +
      '</tbody></table>';
    round = [];
  }

  function showButtons(/** @type {'wait' | 'reveal' | 'timing' | 'grade' | 'next'} */ step) {
    if (step !== 'next') $('#train-undo').hidden = true;
    $('#train-next').disabled = step === 'wait';
    $('#train-reveal').disabled = step !== 'reveal';
    $('#train-known').hidden = step !== 'grade';
    $('#train-missed').hidden = step !== 'grade';
  }

  // The learner's record for the cases of this set that were drilled or named.
  function renderRecord() {
    const rows = cases()
      .map((c) => [c.name, caseRecord(records, c.name)])
      .filter(
        ([, r]) =>
          /** @type {any} */ (r).attempts.length > 0 || /** @type {any} */ (r).recognition.length > 0,
      );
    drawChart(/** @type {any} */ (rows));
    $('#train-table').innerHTML = rows.length
      ? '<thead><tr><th>Case</th><th>Status</th><th>Drilled</th><th>Missed</th><th>Best</th><th>Mean of 5</th><th>Mean of 12</th><th>Recognition</th><th>Execution</th><th>Named right</th></tr></thead><tbody>' +
        rows
          .map(([name, record]) => {
            const r = /** @type {import('./records.js').CaseRecord} */ (record);
            const s = caseStats(r);
            // Named right, and the mean time of the right answers (the recognition drill's).
            const named = s.answers
              ? `${s.right} / ${s.answers}` + (s.answerMean === null ? '' : `, ${seconds(s.answerMean)}`)
              : '—';
            return `<tr data-case="${escapeHtml(name)}"><th>${escapeHtml(name)}</th><td>${r.status}</td><td>${s.count}</td><td>${s.misses}</td><td>${seconds(s.best)}</td><td>${seconds(s.mean5)}</td><td>${seconds(s.mean12)}</td><td>${seconds(s.recognitionMean)}</td><td>${seconds(s.executionMean)}</td><td>${named}</td></tr>`;
          })
          .join('') +
        '</tbody>'
      : '';
  }

  // The drilled cases' times, slowest first (the weak cases at the top): recognition and execution
  // stacked where they were timed apart (the page's cube, a real cube's two-stage timer), and the
  // mean of the latest 12 times of every attempt beside. Chart.js is loaded when there is something to draw.
  /** @type {any} */
  let chart = null;
  async function drawChart(/** @type {[string, import('./records.js').CaseRecord][]} */ rows) {
    const timed = rows
      .map(([name, r]) => ({ name, s: caseStats(r) }))
      .filter((x) => x.s.meanLatest !== null)
      .sort((a, b) => /** @type {number} */ (b.s.meanLatest) - /** @type {number} */ (a.s.meanLatest));
    const box = $('#train-chart-box');
    const canvas = /** @type {HTMLCanvasElement} */ (root.querySelector('#train-chart'));
    box.hidden = timed.length === 0;
    canvas.dataset.cases = JSON.stringify(timed.map((x) => x.name));
    if (!timed.length) return;
    const { Chart } = await import('../../kit/chart.js');
    const s = (/** @type {number | null} */ ms) => (ms === null ? null : ms / 1000);
    const data = {
      labels: timed.map((x) => x.name),
      datasets: [
        {
          label: 'recognition',
          data: timed.map((x) => s(x.s.recognitionMean)),
          backgroundColor: '#f59e0b',
          stack: 'split',
        },
        {
          label: 'execution',
          data: timed.map((x) => s(x.s.executionMean)),
          backgroundColor: '#2563eb',
          stack: 'split',
        },
        {
          label: 'mean of the latest 12',
          data: timed.map((x) => s(x.s.meanLatest)),
          backgroundColor: '#94a3b8',
          stack: 'all',
        },
      ],
    };
    box.style.height = `${Math.max(160, 60 + timed.length * 26)}px`;
    if (chart) chart.destroy();
    chart = new Chart(canvas, {
      type: 'bar',
      data,
      options: {
        indexAxis: 'y',
        animation: false,
        maintainAspectRatio: false,
        scales: {
          x: { title: { display: true, text: 'seconds' }, beginAtZero: true, stacked: true },
          y: { stacked: true },
        },
        plugins: { legend: { position: 'bottom' } },
      },
    });
  }

  // ---- the recognition drill ----
  /** @type {{name: string, shownAt: number} | null} */
  let naming = null;
  async function showForNaming() {
    shared.work.begin();
    try {
      await pictureForNaming();
    } finally {
      shared.work.end();
    }
  }
  async function pictureForNaming() {
    const names = panel?.selected() ?? [];
    if (!names.length) return ($('#recog-status').textContent = 'Choose some cases to drill first.');
    const name = names[Math.floor(Math.random() * names.length)];
    const info = infoOf(name);
    const item = await scrambleFor(name);
    if (isError(item) || !info) return ($('#recog-status').textContent = isError(item) ? item.error : '');
    const solving = [item.auf, item.algorithm, item.finalAuf].filter(Boolean).join(' ');
    const played = await api.playback(solving, item.facelets, focusOf(info.set));
    const shown = isError(played) ? null : played.shown[0];
    $('#recog-picture').innerHTML = caseDiagram(item.facelets, info.set, palette(), shown, item.slot ?? 'FR');
    $('#recog-names').innerHTML = cases()
      .map((c) => `<option value="${escapeHtml(c.name)}"></option>`)
      .join('');
    $('#recog-answer').disabled = false;
    $('#recog-submit').disabled = false;
    $('#recog-answer').value = '';
    $('#recog-answer').focus();
    $('#recog-status').textContent = item.slot ? `Slot ${item.slot}, seen from its corner.` : '';
    naming = { name, shownAt: performance.now() };
  }
  function answerNaming() {
    if (!naming) return;
    const ms = performance.now() - naming.shownAt;
    const said = String($('#recog-answer').value).trim().toLowerCase();
    const info = infoOf(naming.name);
    // "PLL T" or just "T" (the name without its set).
    const short =
      info && naming.name.startsWith(`${info.set} `) ? naming.name.slice(info.set.length + 1) : naming.name;
    const right = said === naming.name.toLowerCase() || said === short.toLowerCase();
    recordRecognition(records, naming.name, Boolean(right), ms);
    $('#recog-status').textContent = right
      ? `Right: ${naming.name} in ${seconds(ms)}.`
      : `It was ${naming.name}${said ? ` (you said ${$('#recog-answer').value.trim()})` : ''}.`;
    naming = null;
    $('#recog-answer').disabled = true;
    $('#recog-submit').disabled = true;
    $('#recog-next').focus();
    renderRecord();
  }

  $('#train-next').addEventListener('click', next);
  $('#train-reveal').addEventListener('click', () => reveal());
  $('#train-known').addEventListener('click', () => grade(true));
  $('#train-missed').addEventListener('click', () => grade(false));
  $('#train-undo').addEventListener('click', undoLast);
  for (const [id, key] of [
    ['#train-mode', 'learnMode'],
    ['#train-cube', 'learnCube'],
    ['#train-slot', 'learnSlot'],
  ])
    $(id).addEventListener('change', () => {
      settings[key] = $(id).value;
      saveSettings();
      if (key === 'learnSlot') slotListener(settings.learnSlot);
      drill = null;
      timer.disarm();
      $('#train-scramble').hidden = true;
      showButtons('next');
      rebuild();
    });
  /** @type {(slot: string) => void} */
  let slotListener = () => {};

  // The timer's stages change the attempts to come (and one under way, if not yet recognised).
  $('#train-stages').addEventListener('change', () => {
    settings.learnTimer = $('#train-stages').value;
    saveSettings();
    describe();
  });
  $('#recog-next').addEventListener('click', showForNaming);
  $('#recog-submit').addEventListener('click', answerNaming);
  $('#recog-answer').addEventListener(
    'keydown',
    (/** @type {KeyboardEvent} */ e) => e.key === 'Enter' && answerNaming(),
  );
  document.addEventListener('keyup', (event) => {
    if (drill?.real) timer.keyup(event);
  });
  showButtons('next');

  return {
    attach(/** @type {any} */ learnPanel) {
      panel = learnPanel;
    },
    /** Tells `listener` when the learner chooses another F2L slot. */
    onSlotChange(/** @type {(slot: string) => void} */ listener) {
      slotListener = listener;
    },
    setChanged() {
      drill = null;
      timer.disarm();
      $('#train-status').textContent = '';
      $('#train-scramble').hidden = true;
      showButtons('next');
      picker = null;
      upcoming = null;
    },
    selectionChanged() {
      picker = null;
      upcoming = null;
      describe();
      renderRecord();
    },
    redraw() {
      describe();
      renderRecord();
    },
    /** Space: the real cube's timer, or Reveal on the page's cube. True when used. */
    handleKey(/** @type {KeyboardEvent} */ event) {
      if (drill?.real && drill.ms === undefined) return timer.keydown(event);
      if (event.key !== ' ' || !drill || drill.ms !== undefined) return false;
      event.preventDefault();
      reveal();
      return true;
    },
    // The page's cube: the first turn ends recognition; when the core says the step is done, the
    // time stops as Reveal would.
    async cubeTurned(/** @type {string} */ facelets) {
      const watched = drill;
      if (!shared.stepDone || !watched || watched.real || watched.ms !== undefined) return;
      const at = performance.now();
      watched.firstTurnAt ??= at;
      const r = await api.stepDone(watched.info.set, facelets);
      if (!isError(r) && r.done && drill === watched)
        reveal({
          ms: at - watched.shownAt,
          recognitionMs: /** @type {number} */ (watched.firstTurnAt) - watched.shownAt,
          onCube: true,
        });
    },
  };
}
