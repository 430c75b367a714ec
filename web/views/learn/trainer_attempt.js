// @ts-check
// One attempt of the trainer: the case before the learner (trainer_case.js), its time (the real
// cube's timer; on the page's cube from the first turn until the core says the step is done; or up
// to Reveal), the answer revealed, and the attempt graded (known or missed) into the learner's
// record, or taken back.
import { isError } from '../../kit/worker_client/api.js';
import { finder } from '../../kit/dom.js';
import { createHandTimer } from '../../kit/hand_timer.js';
import { dropLastAttempt, recordAttempt } from './records.js';
import { answerFor, leftHanded } from './trainer_answers.js';
import { casePicture, revealText, scrambleText, setUpOnCube, stopTime } from './trainer_case.js';
import { seconds } from './trainer_record.js';

/** @typedef {import('./trainer_case.js').Drill} Drill */
/** @typedef {import('./trainer_case.js').Stop} Stop */
/** @typedef {import('./library.js').Case} Case */

/**
 * @param {HTMLElement} root @param {import('./shared.js').LearnShared} shared
 * @param {{round: ReturnType<typeof import('./trainer_round.js').createRound>,
 *   record: ReturnType<typeof import('./trainer_record.js').createTrainerRecord>,
 *   twoStages: () => boolean, recapTotal: () => number | null, recapDone: () => boolean,
 *   mine: (info: Case, slot: string) => string, onGraded: () => void}} trainer
 *   `mine`: the learner's algorithm for a case in a slot; `onGraded`: the records changed
 */
export function createAttempt(
  root,
  shared,
  { round, record, twoStages, recapTotal, recapDone, mine, onGraded },
) {
  const { api, records } = shared;
  const $ = finder(root);
  /** @type {Drill | null} the case in play */
  let drill = null;
  /** @type {string | null} the case of the attempt just recorded (it can be taken back) */
  let lastGraded = null;
  const timer = createHandTimer($('#train-timer'), {
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

  function showButtons(/** @type {'wait' | 'reveal' | 'timing' | 'grade' | 'next'} */ step) {
    if (step !== 'next') $('#train-undo').hidden = true;
    $('#train-next').disabled = step === 'wait';
    $('#train-reveal').disabled = step !== 'reveal';
    $('#train-known').hidden = step !== 'grade';
    $('#train-missed').hidden = step !== 'grade';
  }

  /** The case before the learner: on the page's cube, or as a scramble for a real one. */
  async function present(/** @type {Drill} */ d) {
    drill = d;
    $('#train-scramble').hidden = !d.real;
    if (d.real) {
      $('#train-scramble').textContent = d.item.scramble;
      $('#train-status').textContent = await scrambleText(shared, d.info, d.item);
      timer.arm();
    } else {
      await setUpOnCube(shared, d.info, d.item);
      $('#train-status').textContent =
        `Which ${d.info.set} case is this? Do it on the cube (keys or drag), or press Reveal (or Space).`;
    }
    d.shownAt = performance.now();
    const total = recapTotal();
    if (total !== null) round.showProgress(total);
    showButtons(d.real ? 'timing' : 'reveal');
  }

  /** Stops the time (`how`: measured by a timer or the page's cube, else now) and shows the answer. */
  async function reveal(/** @type {Stop} */ how = {}) {
    if (!drill || drill.ms !== undefined) return false;
    const watched = drill;
    stopTime(watched, how);
    showButtons('grade');
    const alg = mine(watched.info, watched.item.slot ?? 'FR');
    const [answer, left] = await Promise.all([
      answerFor(api, records, alg, watched.info, watched.item),
      leftHanded(api, watched.info, watched.item),
    ]);
    if (drill !== watched) return true;
    $('#train-mirror').textContent = left ? `Left-handed (the mirror of ${left.from}): ${left.moves}` : '';
    watched.answer = answer;
    $('#train-status').textContent = revealText(watched, answer);
    const picture = await casePicture(shared, watched);
    if (drill === watched) $('#train-picture').innerHTML = picture;
    $('#train-known').focus();
    return true;
  }

  function grade(/** @type {boolean} */ known) {
    if (!drill || drill.ms === undefined) return;
    const { info, ms, real, item } = drill;
    const recognitionMs = drill.recognitionMs ?? null;
    const kept = recordAttempt(records, info.name, {
      mode: real ? 'real' : 'cube',
      recognitionMs: known ? recognitionMs : null,
      executionMs: known && recognitionMs !== null ? ms - recognitionMs : null,
      totalMs: known ? ms : null,
      missed: !known,
      alg: mine(info, item.slot ?? 'FR'),
    });
    round.add({ name: info.name, ms: known ? ms : null, missed: !known });
    $('#train-status').textContent += kept ? ' · recorded.' : ' · this browser refused to store it.';
    drill = null;
    showButtons('next');
    lastGraded = info.name;
    $('#train-undo').hidden = false;
    $('#train-next').focus();
    onGraded();
    if (recapDone()) round.showSummary();
  }

  // The attempt just recorded, taken back (a timer started or stopped by mistake).
  function undoLast() {
    if (!lastGraded || !dropLastAttempt(records, lastGraded)) return;
    round.drop(lastGraded);
    $('#train-status').textContent = `The last attempt of ${lastGraded} is deleted.`;
    lastGraded = null;
    $('#train-undo').hidden = true;
    onGraded();
  }

  /** The case in play is dropped (another set, mode, cube or slot): Next case starts again. */
  function stop() {
    drill = null;
    timer.disarm();
    $('#train-scramble').hidden = true;
    showButtons('next');
  }

  $('#train-reveal').addEventListener('click', () => reveal());
  $('#train-known').addEventListener('click', () => grade(true));
  $('#train-missed').addEventListener('click', () => grade(false));
  $('#train-undo').addEventListener('click', undoLast);
  document.addEventListener('keyup', (event) => {
    if (drill?.real) timer.keyup(event);
  });
  showButtons('next');

  return {
    present,
    stop,
    /** A new case is on its way: nothing in play, the buttons wait. */
    clear() {
      drill = null;
      $('#train-picture').innerHTML = '';
      $('#train-mirror').textContent = '';
      showButtons('wait');
    },
    showButtons,
    disarm: () => timer.disarm(),
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
          recognitionMs: watched.firstTurnAt - watched.shownAt,
          onCube: true,
        });
    },
  };
}
