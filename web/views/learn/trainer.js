// @ts-check
// The trainer: cases of the chosen ones, in a mode (random, recap, weighted: web/views/learn/drill.js),
// from the core's case scrambles (trainer_answers.js). On the page's cube the case is set up and
// the time starts at the first turn (recognition) and stops when the core says the step is done
// (execution). On a real cube the page shows the scramble, a csTimer-style timer times it
// (web/kit/hand_timer.js), and the learner marks the attempt right or wrong
// (trainer_attempt.js, trainer_case.js). The next case's scramble is asked for while the learner
// works on this one, so it is there at once (trainer_queue.js). The choices of mode, cube, slot and
// timer are trainer_controls.js's. Below: the learner's record (trainer_record.js), the recap
// round's summary (trainer_round.js) and the recognition drill (recognition_drill.js).
import { isError } from '../../kit/worker_client/api.js';
import { finder } from '../../kit/dom.js';
import { createAttempt } from './trainer_attempt.js';
import { createTrainerRecord } from './trainer_record.js';
import { createRound } from './trainer_round.js';
import { createQueue } from './trainer_queue.js';
import { createTrainerControls } from './trainer_controls.js';
import { createRecognitionDrill } from './recognition_drill.js';

/** @typedef {ReturnType<typeof import('./cases_panel.js').createLearnPanel>} Panel */

/** @param {HTMLElement} root @param {import('./shared.js').LearnShared} shared */
export function createTrainer(root, shared) {
  const { records } = shared;
  const $ = finder(root);
  /** @type {Panel | null} */
  let panel = null;
  /** @type {(slot: string) => void} */
  let slotListener = () => {};
  const cases = () => panel?.cases() ?? [];
  const round = createRound(root);
  const record = createTrainerRecord(root, { records, cases });
  const controls = createTrainerControls(root, shared, {
    set: () => panel?.set() ?? '',
    onChoice(key) {
      if (key === 'learnSlot') slotListener(shared.settings.learnSlot);
      attempt.stop();
      queue.rebuild();
    },
  });
  const queue = createQueue(shared, {
    round,
    chosen: () => controls.chosen(panel ? panel.selected() : []),
    setOf: (name) => cases().find((c) => c.name === name)?.set,
    onRebuild: () => controls.describe(),
  });
  const attempt = createAttempt(root, shared, {
    round,
    record,
    twoStages: controls.twoStages,
    recapTotal: queue.recapTotal,
    recapDone: queue.recapDone,
    mine: (info, slot) => panel?.mine(info, slot) ?? info.algorithms[0],
    onGraded: () => {
      record.render();
      panel?.redraw();
    },
  });

  async function next() {
    attempt.disarm();
    const up = queue.next();
    if (!up) {
      $('#train-status').textContent = 'Choose some cases to drill first (the boxes beside the cases).';
      return;
    }
    attempt.clear();
    shared.work.begin();
    try {
      const item = await up.item;
      queue.prefetch(); // the following case's scramble, while this one is done
      if (isError(item)) {
        $('#train-status').textContent = `No scramble for ${up.name}: ${item.error}`;
        return attempt.showButtons('next');
      }
      const info = cases().find((c) => c.name === up.name);
      if (!info) return attempt.showButtons('next');
      await attempt.present({ info, item, real: controls.real(), shownAt: 0, firstTurnAt: null });
    } finally {
      shared.work.end();
    }
  }

  $('#train-next').addEventListener('click', next);
  createRecognitionDrill(root, shared, {
    cases,
    selected: () => panel?.selected() ?? [],
    set: () => panel?.set() ?? '',
    onAnswer: () => record.render(),
  });
  return {
    attach(/** @type {Panel} */ learnPanel) {
      panel = learnPanel;
    },
    /** Tells `listener` when the learner chooses another F2L slot. */
    onSlotChange(/** @type {(slot: string) => void} */ listener) {
      slotListener = listener;
    },
    setChanged() {
      attempt.stop();
      $('#train-status').textContent = '';
      queue.reset();
    },
    selectionChanged() {
      queue.reset();
      controls.describe();
      record.render();
    },
    redraw() {
      controls.describe();
      record.render();
    },
    handleKey: attempt.handleKey,
    cubeTurned: attempt.cubeTurned,
  };
}
