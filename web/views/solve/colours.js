// @ts-check
// The colour settings: one colour input per face, and a button back to the WCA scheme.
import { FACES, WCA_COLOURS } from '../../kit/cube/layout.js';
import { escapeHtml } from '../../kit/text.js';

const FACE_NAMES = { U: 'Up', R: 'Right', F: 'Front', D: 'Down', L: 'Left', B: 'Back' };

export function createColourSettings(container, resetButton, settings, onChange) {
  container.innerHTML = [...FACES]
    .map(
      (f) =>
        `<label><input type="color" data-face="${f}" value="${escapeHtml(settings.colours[f])}" /> ${FACE_NAMES[f]}</label>`,
    )
    .join('');
  const inputs = [...container.querySelectorAll('input')];
  inputs.forEach((input) => input.setAttribute('aria-label', `${FACE_NAMES[input.dataset.face]} colour`));
  const read = () => Object.fromEntries(inputs.map((i) => [i.dataset.face, i.value]));
  container.addEventListener('input', () => onChange(read()));
  resetButton.addEventListener('click', () => {
    inputs.forEach((i) => (i.value = WCA_COLOURS[i.dataset.face]));
    onChange(read());
  });
}
