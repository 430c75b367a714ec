// @ts-check
// The Analyse view's form: the scramble, solution and time boxes, their errors (the line and column
// marked, the column selected in the box), and filling them.
import { showFieldError } from '../../kit/text.js';
import { errorField } from './analysis.js';

/** @typedef {{scramble: string, solution: string, time: string}} Texts */

// Max Park's 3.13 s world record as its reconstruction writes it (tests/data/reconstructions.tsv has
// its source); the split shown is the core's, not these comments.
const EXAMPLE = {
  scramble: "D U F2' L2 U' B2 F2 D L2 U R' F' D R' F' U L D' F' D R2",
  solution:
    "x2 // inspection\nR' D D R' D L' U L D R' U' R D // xxcross\nL U' L' // 3rd pair\nU' R U R' d R' U' R // 4th pair\nr' U' R U' R' U U r // OLL(CP)\nU // AUF",
  time: '3.13',
};

/** @param {(selector: string) => import('../../kit/dom.js').Control} $ */
export function createAnalyseForm($) {
  const fields = {
    scramble: $('#analyse-scramble'),
    solution: $('#analyse-solution'),
    time: $('#analyse-time'),
  };

  /** @returns {{scramble: string, solution: string, time: string}} */
  const typed = () => ({
    scramble: fields.scramble.value,
    solution: fields.solution.value,
    time: fields.time.value,
  });

  function clearErrors() {
    for (const id of ['scramble', 'solution', 'time']) $(`#analyse-${id}-error`).textContent = '';
    for (const f of Object.values(fields)) f.removeAttribute('aria-invalid');
  }

  /** Shows an error under its field, the line and column marked, and selects the column in the box. */
  function showError(/** @type {import('../../kit/worker_client/api.js').ApiError} */ error) {
    const field = errorField(error) ?? (/^time\b/.test(error.error) ? 'time' : null);
    const out = field ? $(`#analyse-${field}-error`) : $('#analyse-message');
    if (!field || field === 'time' || !error.column) {
      out.textContent = error.error;
      if (field) fields[field].setAttribute('aria-invalid', 'true');
      return;
    }
    showFieldError(fields[field], out, error);
  }

  function fill(/** @type {{scramble: string, solution: string, time: string}} */ input) {
    fields.scramble.value = input.scramble;
    fields.solution.value = input.solution;
    fields.time.value = input.time;
  }

  /** Submit, Ctrl+Enter, Example and Clear: `onAnalyse` is told the texts to analyse. */
  function wire(/** @type {(input: Texts) => void} */ onAnalyse) {
    $('#analyse-form').addEventListener('submit', (/** @type {Event} */ event) => {
      event.preventDefault();
      onAnalyse(typed());
    });
    for (const f of [fields.scramble, fields.solution])
      f.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onAnalyse(typed());
        }
      });
    $('#analyse-example').addEventListener('click', () => {
      fill(EXAMPLE);
      onAnalyse(EXAMPLE);
    });
    $('#analyse-clear').addEventListener('click', () => {
      fill({ scramble: '', solution: '', time: '' });
      clearErrors();
      fields.scramble.focus();
    });
  }

  return { fields, typed, clearErrors, showError, fill, onAnalyse: wire };
}
