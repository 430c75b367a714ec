// @ts-check
// The solution panel: phases in order with their names, cases and move counts, every move a
// button. Clicking a phase heading jumps to the start of that phase; clicking a move jumps to just
// before it. The last move played is highlighted.
import { escapeHtml } from '../../kit/text.js';

/**
 * The answer's length with its proof, as cubers write it: `6f*` proven optimal, else `19f` with
 * the lower bound when the search proved one.
 * @param {{length: number, optimal?: boolean, lower_bound?: number}} answer
 */
export function proofText(answer) {
  if (answer.optimal) return `${answer.length}f*, proven optimal`;
  if (typeof answer.lower_bound === 'number' && answer.lower_bound > 0)
    return `${answer.length}f, at least ${answer.lower_bound}: not proven optimal`;
  return `${answer.length}f, not proven optimal`;
}

// The metric setting's names; a phase's counts come from the core (length is HTM, qtm, stm).
/** @type {Record<string, string>} */
const METRIC_NAMES = { htm: 'HTM', qtm: 'QTM', stm: 'STM' };
const countIn = (
  /** @type {{length: number, qtm?: number, stm?: number}} */ counted,
  /** @type {string} */ metric,
) => (metric === 'qtm' || metric === 'stm' ? (counted[metric] ?? counted.length) : counted.length);

export class SolutionPanel {
  /**
   * `metric()` is the page's metric setting ('htm', 'qtm' or 'stm').
   * @param {HTMLElement} container @param {{onJump: (at: number) => void, metric?: () => string}} options
   */
  constructor(container, { onJump, metric = () => 'htm' }) {
    this.container = container;
    this.onJump = onJump;
    this.metric = metric;
    /** @type {HTMLElement[]} */
    this.moveButtons = [];
    /** @type {HTMLElement[]} */
    this.phaseBoxes = [];
    container.addEventListener('click', (event) => {
      const target = /** @type {HTMLElement | null} */ (
        /** @type {Element} */ (event.target).closest('[data-jump]')
      );
      if (target) this.onJump(Number(target.dataset.jump));
    });
  }

  showMessage(/** @type {string} */ html) {
    this.container.innerHTML = `<p class="hint">${html}</p>`;
    this.moveButtons = [];
    this.phaseBoxes = [];
  }

  // `solution` is the session's (web/kit/session.js): the core's answer and where each phase starts.
  // With `proof` (whole-cube answers) the summary says whether the answer is proven optimal, as
  // cubers write it: `6f*`, or `19f, at least 17: not proven optimal`.
  /** @param {import('../../kit/session.js').Solution} solution */
  show(solution, { proof = false } = {}) {
    const parts = solution.answer.phases.map((p, i) => this.#phaseHtml(p, solution.firsts[i], i));
    const { ms, method } = solution.answer;
    const metric = this.metric();
    const total = countIn(solution.answer, metric);
    // The proof is in face turns whatever the metric shown: the optimal solver minimises HTM.
    const proven = proof ? `<span class="proof">${escapeHtml(proofText(solution.answer))}</span>; ` : '';
    const summary = `${total} moves (${METRIC_NAMES[metric] ?? 'HTM'}), ${proven}found in ${Math.round(ms ?? 0)} ms by ${escapeHtml(method)}`;
    this.container.innerHTML = `<p class="summary">${summary}</p>${parts.join('')}`;
    this.moveButtons = [.../** @type {NodeListOf<HTMLElement>} */ (this.container.querySelectorAll('.move'))];
    this.phaseBoxes = [.../** @type {NodeListOf<HTMLElement>} */ (this.container.querySelectorAll('.phase'))];
  }

  /** @param {import('../../kit/worker_client/api.js').PhaseAnswer} p @param {number} first @param {number} index */
  #phaseHtml(p, first, index) {
    const title = escapeHtml(p.label);
    const caseName = p.case ? `<span class="case">${escapeHtml(p.case)}</span>` : '';
    const n = countIn(p, this.metric());
    const count = `${n} ${n === 1 ? 'move' : 'moves'}`;
    const moves = p.moves
      .map((m, k) => {
        const at = first + k;
        return `<button type="button" class="move" data-jump="${at}" data-index="${at}" aria-label="Move ${at + 1}: ${escapeHtml(m)}">${escapeHtml(m)}</button>`;
      })
      .join('');
    return `<div class="phase" data-phase="${index}" data-name="${escapeHtml(p.name)}">
      <button type="button" class="phase-heading" data-jump="${first}">
        <span>${title} ${caseName}</span><span class="case">${count}</span></button>
      <div class="moves">${moves || '<span class="hint">no moves</span>'}</div></div>`;
  }

  // `position` moves have been played (0 <= position <= total); `phase` is the active phase index.
  /** @param {number} position @param {number} phase */
  highlight(position, phase) {
    this.moveButtons.forEach((button, i) => {
      button.classList.toggle('done', i < position - 1);
      button.classList.toggle('current', i === position - 1);
      if (i === position - 1) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    });
    this.phaseBoxes.forEach((box, i) => box.classList.toggle('active', i === phase));
  }
}
