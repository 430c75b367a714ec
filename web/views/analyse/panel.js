// @ts-check
// The analysed solve drawn: a timeline of its steps (coloured by kind, each as wide as its moves or
// its time, the pause before it shaded, a marker at the playback position) and a table with each
// step's counts, timing, case picture, the user's own labels and the best the core found. Every
// figure is the core's (`analyse`); this file only lays them out.
import { escapeHtml } from '../../kit/text.js';
import { caseDiagram } from '../../kit/cube/case_diagram.js';
import { stepKind } from './analysis.js';

/** @typedef {import('../../../wasm/cubelab').Analysis} Analysis */
/** @typedef {import('../../../wasm/cubelab').AnalysedStep} AnalysedStep */
/** @typedef {{set: 'F2L' | 'LL', facelets: string, shown: string} | null} Picture */

const WIDTH = 1000; // the timeline's drawing width
const HEIGHT = 46;
const MIN_WIDTH = 6; // a skip still shows

const seconds = (/** @type {number | null} */ ms) => (ms === null ? '–' : (ms / 1000).toFixed(2));
const percent = (/** @type {number} */ share) => `${Math.round(share * 100)}%`;

/**
 * The timeline's boxes: each step's x and width (and its pause's width) in drawing units.
 * @param {AnalysedStep[]} steps @param {'moves' | 'time'} by
 */
export function timelineBoxes(steps, by, /** @type {'htm' | 'qtm' | 'stm'} */ metric = 'htm') {
  const size = (/** @type {AnalysedStep} */ s) => (by === 'time' ? (s.ms ?? 0) : s[metric]);
  const total = steps.reduce((sum, s) => sum + size(s), 0) || 1;
  const skips = steps.filter((s) => size(s) === 0).length;
  const scale = (WIDTH - skips * MIN_WIDTH) / total;
  let x = 0;
  return steps.map((s) => {
    const width = size(s) === 0 ? MIN_WIDTH : size(s) * scale;
    const pause = by === 'time' && s.pause_ms ? Math.min(width, s.pause_ms * scale) : 0;
    const box = { x, width, pause };
    x += width;
    return box;
  });
}

/** A step's name as shown: the core's label, its case and slot. */
function title(/** @type {AnalysedStep} */ s, /** @type {string} */ label) {
  const parts = [label];
  if (s.case) parts.push(s.case);
  if (s.slot) parts.push(s.slot);
  return parts.join(' · ');
}

export class AnalysisPanel {
  /**
   * @param {HTMLElement} timeline @param {HTMLElement} table
   * @param {{onStep: (k: number) => void, onWhatIf: (k: number, anyColour: boolean) => void,
   *   viewerLink: (k: number) => string, metric?: () => 'htm' | 'qtm' | 'stm'}} handlers
   *   `metric`: the page's metric setting, which the timeline's widths and figures follow
   */
  constructor(timeline, table, handlers) {
    this.timelineRoot = timeline;
    this.tableRoot = table;
    this.handlers = handlers;
    /** @type {Analysis | null} */
    this.analysis = null;
    /** @type {string[]} */
    this.labels = [];
    /** @type {'moves' | 'time'} */
    this.by = 'moves';
    /** @type {number[]} where each step starts in the playback */
    this.firsts = [];
    /** @type {number[]} each step's number of played moves (rotations included) */
    this.counts = [];
    const pick = (/** @type {Event} */ event) => {
      const target = /** @type {HTMLElement} */ (event.target);
      const whatIf = target.closest?.('[data-whatif]');
      if (whatIf) {
        const data = /** @type {HTMLElement} */ (whatIf).dataset;
        return this.handlers.onWhatIf(Number(data.whatif), data.any === 'true');
      }
      const step = target.closest?.('[data-step]');
      if (step) this.handlers.onStep(Number(/** @type {HTMLElement} */ (step).dataset.step));
    };
    timeline.addEventListener('click', pick);
    table.addEventListener('click', pick);
    timeline.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      pick(event);
    });
  }

  /**
   * @param {Analysis} analysis @param {string[]} labels each step's label (the core's)
   * @param {number[]} firsts @param {number[]} counts @param {Picture[]} pictures
   * @param {Record<string, string>} colours
   */
  show(analysis, labels, firsts, counts, pictures, colours) {
    this.analysis = analysis;
    this.labels = labels;
    this.firsts = firsts;
    this.counts = counts;
    this.pictures = pictures;
    this.colours = colours;
    if (this.by === 'time' && !analysis.steps.some((s) => s.ms !== null)) this.by = 'moves';
    this.drawTimeline();
    this.drawTable();
  }

  clear(/** @type {string} */ html = '') {
    this.analysis = null;
    this.timelineRoot.innerHTML = html;
    this.tableRoot.innerHTML = '';
  }

  /** Widths by moves or by time (time only with timestamps or a total time). */
  setBy(/** @type {'moves' | 'time'} */ by) {
    this.by = by;
    if (this.analysis) this.drawTimeline();
  }

  drawTimeline() {
    const a = this.analysis;
    if (!a) return;
    const metric = this.handlers.metric?.() ?? 'htm';
    const boxes = timelineBoxes(a.steps, this.by, metric);
    const rects = a.steps
      .map((s, k) => {
        const { x, width, pause } = boxes[k];
        const kind = stepKind(s);
        const name = title(s, this.labels[k]);
        const figure = this.by === 'time' ? `${seconds(s.ms)} s` : `${s[metric]} ${metric.toUpperCase()}`;
        const text =
          width > 60
            ? `<text x="${x + width / 2}" y="${HEIGHT / 2 + 5}">${escapeHtml(this.labels[k])}</text>`
            : '';
        const pauseRect = pause
          ? `<rect class="pause" x="${x}" y="2" width="${pause}" height="${HEIGHT - 4}"><title>pause ${seconds(s.pause_ms)} s</title></rect>`
          : '';
        return `<g class="step kind-${kind}${s.case === 'skip' ? ' skip' : ''}" data-step="${k}" data-name="${escapeHtml(s.name)}" role="button" tabindex="0" aria-label="${escapeHtml(`${name}: ${figure}`)}">
          <rect x="${x}" y="2" width="${Math.max(width - 1, 1)}" height="${HEIGHT - 4}" rx="4"><title>${escapeHtml(`${name}: ${figure}`)}</title></rect>${pauseRect}${text}</g>`;
      })
      .join('');
    const kinds = [...new Set(a.steps.map((s) => stepKind(s)))];
    const legend = kinds.map(
      (k) => `<span class="legend kind-${k}"><i></i>${k === 'other' ? 'other' : k.toUpperCase()}</span>`,
    );
    this.timelineRoot.innerHTML = `
      <svg class="timeline" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="none" role="group" aria-label="Steps of the solve">
        ${rects}<line class="marker" x1="0" x2="0" y1="0" y2="${HEIGHT}" /></svg>
      <div class="timeline-legend">${legend.join('')}</div>`;
  }

  drawTable() {
    const a = this.analysis;
    if (!a) return;
    const timed = a.steps.some((s) => s.ms !== null);
    const rows = a.steps.map((s, k) => this.#row(s, k, timed)).join('');
    // The core's total is in HTM; in another metric it is the sum of the column.
    const savedTotal =
      this.#metric() === 'htm'
        ? a.saved
        : a.steps.reduce((sum, s) => sum + (s.best && !s.best.yours ? this.#saves(s, s.best) : 0), 0);
    const t = a.total;
    const time = timed ? `<td>${seconds(a.ms)}</td><td>${a.tps?.toFixed(2) ?? '–'}</td><td></td>` : '';
    this.tableRoot.innerHTML = `
      <table class="stats-table analysis-table">
        <thead><tr><th scope="col">Step</th><th scope="col" title="Face turns (half-turn metric)">HTM</th>
          <th scope="col" title="Slice turn metric">STM</th><th scope="col" title="Quarter-turn metric">QTM</th>
          <th scope="col" title="Cube rotations (not counted)">Rot</th><th scope="col" title="Moves cancelling with the next step">Canc</th>
          <th scope="col">Share</th>${timed ? '<th scope="col">Time s</th><th scope="col">TPS</th><th scope="col">Pause s</th>' : ''}
          <th scope="col" title="Moves the best found saves, in ${this.#metric().toUpperCase()}">Saved</th></tr></thead>
        <tbody>${rows}</tbody>
        <tfoot><tr><th scope="row">Total (${escapeHtml(a.method)}${a.colour ? `, ${escapeHtml(a.colour)} cross` : ''})</th>
          <td>${t.htm}</td><td>${t.stm}</td><td>${t.qtm}</td><td>${t.rotations}</td><td></td><td></td>${time}
          <td class="saved-total">${savedTotal}</td></tr></tfoot>
      </table>`;
  }

  /** @param {AnalysedStep} s @param {number} k @param {boolean} timed */
  #row(s, k, timed) {
    const picture = this.pictures?.[k];
    const diagram = picture
      ? caseDiagram(picture.facelets, picture.set, this.colours ?? {}, picture.shown)
      : '';
    const labels = s.labels.length
      ? `<span class="your-label" title="Your own label (not used for the split)">// ${escapeHtml(s.labels.join(' · '))}</span>`
      : '';
    const library =
      s.in_library === undefined
        ? ''
        : s.in_library
          ? ' <span class="tag">library alg</span>'
          : ' <span class="tag">own alg</span>';
    const timing = timed
      ? `<td>${seconds(s.ms)}</td><td>${s.tps?.toFixed(2) ?? '–'}</td><td>${seconds(s.pause_ms)}</td>`
      : '';
    const cols = 8 + (timed ? 3 : 0);
    return `<tr class="step-row kind-${stepKind(s)}" data-row="${k}">
        <th scope="row"><button type="button" class="step-jump" data-step="${k}">${escapeHtml(this.labels[k])}</button>
          ${s.case ? `<span class="case">${escapeHtml(s.case)}</span>` : ''}${s.slot ? ` <span class="case">${escapeHtml(s.slot)}</span>` : ''}${library}</th>
        <td>${s.htm}</td><td>${s.stm}</td><td>${s.qtm}</td><td>${s.rotations}</td><td>${s.cancels || ''}</td><td>${percent(s.share)}</td>${timing}
        <td class="saved">${s.best && !s.best.yours ? this.#saves(s, s.best) : ''}</td></tr>
      <tr class="step-detail" data-detail="${k}"><td colspan="${cols}">
        <div class="detail">${diagram ? `<span class="case-picture" aria-label="${escapeHtml(s.case ?? '')}">${diagram}</span>` : ''}
          <div><code class="alg">${escapeHtml(s.moves) || '<span class="hint">no moves</span>'}</code> ${labels}
          ${this.#best(s, k)}</div></div></td></tr>`;
  }

  /** The page's metric setting, which every count shown follows. */
  #metric() {
    return this.handlers.metric?.() ?? 'htm';
  }

  /**
   * What a best saves over the user's step in the page's metric. The core's best is the shortest
   * found in HTM, so in QTM it may save nothing (a half turn is two quarter turns): then negative.
   * @param {AnalysedStep} s @param {import('../../../wasm/cubelab').BestStep} best
   */
  #saves(s, best) {
    const metric = this.#metric();
    return s[metric] - best[metric];
  }

  /**
   * A best's count and what it saves, in the page's metric ("9 QTM, optimal cross in HTM, saves 2").
   * @param {AnalysedStep} s @param {import('../../../wasm/cubelab').BestStep} best
   */
  #bestFigures(s, best) {
    const metric = this.#metric();
    const unit = metric.toUpperCase();
    const how = metric === 'htm' ? best.how : `${best.how} in HTM`;
    const d = this.#saves(s, best);
    const saves =
      d > 0 ? `saves ${d}` : d === 0 ? `as long as yours in ${unit}` : `${-d} longer than yours in ${unit}`;
    return `${best[metric]} ${unit}, ${escapeHtml(how)}, ${saves}`;
  }

  /** @param {AnalysedStep} s @param {number} k */
  #best(s, k) {
    const viewer = `<a class="viewer-link" href="${escapeHtml(this.handlers.viewerLink(k))}">viewer</a>`;
    const any = s.best_any_colour;
    const others =
      any && !any.yours && any.colour !== this.analysis?.colour
        ? `<div class="best other-colour">Best colour: ${escapeHtml(any.colour)}, <code class="alg">${escapeHtml(any.moves)}</code> (${this.#bestFigures(s, any)})
            <button type="button" data-whatif="${k}" data-any="true">Play this instead</button></div>`
        : '';
    if (!s.best) return `<div class="best">${viewer}</div>`;
    if (s.best.yours)
      return `<div class="best yours">Yours is the shortest found (${escapeHtml(s.best.how)}). ${viewer}</div>${others}`;
    return `<div class="best">Best: <code class="alg">${escapeHtml(s.best.moves)}</code> (${this.#bestFigures(s, s.best)})
      <button type="button" data-whatif="${k}">Play this instead</button> ${viewer}</div>${others}`;
  }

  /**
   * Marks the step playing and the position on the timeline.
   * @param {number} position moves played @param {number} step the step playing, or -1 at the end
   */
  highlight(position, step) {
    const a = this.analysis;
    if (!a) return;
    for (const g of this.timelineRoot.querySelectorAll('[data-step]'))
      g.classList.toggle('active', Number(/** @type {HTMLElement} */ (g).dataset.step) === step);
    for (const row of this.tableRoot.querySelectorAll('[data-row]'))
      row.classList.toggle('active', Number(/** @type {HTMLElement} */ (row).dataset.row) === step);
    const boxes = timelineBoxes(a.steps, this.by, this.#metric());
    let x = WIDTH;
    for (let k = 0; k < boxes.length; k++) {
      const into = position - this.firsts[k];
      if (into < this.counts[k] || (into === 0 && this.counts[k] === 0 && k === step)) {
        const { x: left, width, pause } = boxes[k];
        x = left + pause + (this.counts[k] ? ((width - pause) * Math.max(0, into)) / this.counts[k] : 0);
        break;
      }
    }
    const marker = this.timelineRoot.querySelector('.marker');
    marker?.setAttribute('x1', String(x));
    marker?.setAttribute('x2', String(x));
  }
}
