// @ts-check
// The trainer's choices: the mode (random, recap, weighted), the cube drilled on (the page's or a
// real one), the F2L slot and the real cube's timer stages, kept with the settings; and the hint
// that says how the drill goes with them.
import { escapeHtml } from '../../kit/text.js';
import { colourName } from '../../kit/phase_text.js';
import { finder } from '../../kit/dom.js';
import { MODES } from './drill.js';
import { WEIGHT_RULE } from './records.js';

// How to hold the cube for a case scramble, in the colour scheme in use (the cross's colour is the
// Up face's of the scheme, the top the Down face's).
const holding = (/** @type {Record<string, string>} */ c) =>
  `${colourName(c.D)} on top, ${colourName(c.F)} in front, for a ${colourName(c.U)} cross`;

/**
 * The trainer's hint for the cube, mode and timer chosen.
 * @param {{real: boolean, twoStages: boolean, mode: string, colours: Record<string, string>}} how
 */
function hintOf({ real, twoStages, mode, colours }) {
  const stop = twoStages
    ? 'a key (or a touch) when you have recognised the case, another when it is done'
    : 'any key to stop';
  let hint = real
    ? `Next case shows a scramble: do it holding the last layer on top (${holding(colours)}). Hold Space (or touch the timer) until it turns green, let go to start, ${stop}; then say whether you knew it.`
    : 'Next case sets the cube up. The time starts at your first turn (recognition) and stops when the step is done (execution); Reveal or Space shows the answer.';
  if (mode === 'recap') hint += ' Recap: each chosen case once, in random order, then a summary.';
  if (mode === 'weighted') hint += ` ${WEIGHT_RULE}`;
  return hint;
}

/**
 * @param {HTMLElement} root @param {import('./shared.js').LearnShared} shared
 * @param {{set: () => string, onChoice: (key: 'learnMode' | 'learnCube' | 'learnSlot') => void}} trainer
 *   `onChoice`: the mode, cube or slot changed (and is saved)
 */
export function createTrainerControls(root, { settings, saveSettings }, { set, onChoice }) {
  const $ = finder(root);
  const twoStages = () => settings.learnTimer !== 'one';

  function describe() {
    const real = $('#train-cube').value === 'real';
    for (const el of root.querySelectorAll('.f2l-only'))
      /** @type {HTMLElement} */ (el).hidden = set() !== 'F2L';
    for (const el of root.querySelectorAll('.real-only')) /** @type {HTMLElement} */ (el).hidden = !real;
    const mode = $('#train-mode').value;
    $('#train-hint').textContent = hintOf({ real, twoStages: twoStages(), mode, colours: settings.colours });
    $('#train-timer').hidden = !real;
    $('#train-mode').title = mode === 'weighted' ? WEIGHT_RULE : '';
  }

  $('#train-mode').innerHTML = MODES.map(
    (m) => `<option value="${m.id}">${escapeHtml(m.label)}</option>`,
  ).join('');
  $('#train-mode').value = settings.learnMode;
  $('#train-mode').title = WEIGHT_RULE;
  $('#train-cube').value = settings.learnCube;
  $('#train-slot').value = settings.learnSlot;
  $('#train-stages').value = settings.learnTimer;
  for (const [id, key] of /** @type {const} */ ([
    ['#train-mode', 'learnMode'],
    ['#train-cube', 'learnCube'],
    ['#train-slot', 'learnSlot'],
  ]))
    $(id).addEventListener('change', () => {
      settings[key] = $(id).value;
      saveSettings();
      onChoice(key);
    });
  // The timer's stages change the attempts to come (and one under way, if not yet recognised).
  $('#train-stages').addEventListener('change', () => {
    settings.learnTimer = $('#train-stages').value;
    saveSettings();
    describe();
  });

  return {
    describe,
    twoStages,
    /** The cases chosen, the mode and the cube, as the queue picks from them. */
    chosen: (/** @type {string[]} */ names) => ({
      names,
      set: set(),
      mode: $('#train-mode').value,
      cube: /** @type {'real' | 'cube'} */ ($('#train-cube').value === 'real' ? 'real' : 'cube'),
    }),
    real: () => $('#train-cube').value === 'real',
  };
}
