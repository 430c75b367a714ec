// @ts-check
// The colour settings: one colour input per face, and a button back to the WCA scheme.
import { FACES, WCA_COLOURS } from '../../kit/cube/layout.js';
import { escapeHtml } from '../../kit/text.js';

/** @type {Record<string, string>} */
const FACE_NAMES = { U: 'Up', R: 'Right', F: 'Front', D: 'Down', L: 'Left', B: 'Back' };
/** @type {Record<string, string>} */
const WCA = WCA_COLOURS;

/**
 * @param {HTMLElement} container @param {HTMLElement} resetButton
 * @param {{colours: Record<string, string>}} settings @param {(colours: Record<string, string>) => void} onChange
 */
export function createColourSettings(container, resetButton, settings, onChange) {
  container.innerHTML = [...FACES]
    .map(
      (f) =>
        `<label><input type="color" data-face="${f}" value="${escapeHtml(settings.colours[f])}" /> ${FACE_NAMES[f]}</label>`,
    )
    .join('');
  const inputs = [...container.querySelectorAll('input')];
  inputs.forEach((input) =>
    input.setAttribute('aria-label', `${FACE_NAMES[input.dataset.face ?? '']} colour`),
  );
  const read = () => Object.fromEntries(inputs.map((i) => [i.dataset.face, i.value]));
  container.addEventListener('input', () => onChange(read()));
  resetButton.addEventListener('click', () => {
    inputs.forEach((i) => (i.value = WCA[i.dataset.face ?? '']));
    onChange(read());
  });
}
