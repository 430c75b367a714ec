// @ts-check
// What the Analyse view says of an analysis, and how it is taken away: the summary line in the
// page's metric, where each step starts, the link to the alg viewer, copying and downloading the
// reconstruction text.
import { formatLink } from '../../kit/link.js';
import { exportName } from './analysis.js';

/** @typedef {(selector: string) => import('../../kit/dom.js').Control} Finder */

/** Where each phase of an answer starts among its moves. */
export function firstsOf(/** @type {import('../../kit/worker_client/api.js').SolveAnswer} */ answer) {
  const firsts = [];
  let at = 0;
  for (const p of answer.phases) (firsts.push(at), (at += p.moves.length));
  return firsts;
}

/** The summary under the form, in `metric` first. */
export function showSummary(
  /** @type {Finder} */ $,
  /** @type {import('../../../wasm/cubelab').Analysis} */ r,
  /** @type {'htm' | 'qtm' | 'stm'} */ metric,
) {
  const time = r.ms !== null ? `, ${(r.ms / 1000).toFixed(2)} s at ${r.tps?.toFixed(2)} TPS` : '';
  const colour = r.colour ? `${r.colour} cross, ` : '';
  const count = (/** @type {number} */ n, /** @type {string} */ word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  // The page's metric first, the other two beside it (the core counted all three).
  // The best steps are the shortest found in HTM, so what they save is said in HTM.
  const saved = r.saved
    ? `; the best steps found save ${metric === 'htm' ? count(r.saved, 'move') : `${r.saved} HTM`}`
    : '; no step could be shorter';
  const rotations = count(r.total.rotations, 'rotation');
  const others = /** @type {const} */ (['htm', 'stm', 'qtm']).filter((m) => m !== metric);
  $('#analyse-message').textContent =
    `${r.method}: ${colour}${r.total[metric]} ${metric.toUpperCase()} (${others.map((m) => `${r.total[m]} ${m.toUpperCase()}`).join(', ')}, ${rotations})${time}${saved}.`;
  $('#analyse-yours').hidden = true;
}

/** Copies `text`, saying `done` (or why not) beside the share button. */
export async function copyText(
  /** @type {Finder} */ $,
  /** @type {string} */ text,
  /** @type {string} */ done,
) {
  try {
    await navigator.clipboard.writeText(text);
    $('#analyse-share-message').textContent = done;
  } catch {
    $('#analyse-share-message').textContent = 'The browser did not allow copying: select the text below.';
  }
}

/** Downloads the reconstruction text as a .txt file. */
export function downloadText(/** @type {string} */ text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = exportName(new Date());
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The reconstruction text, its buttons and the alg viewer's link, for `r` (null: none). */
export function showExport(
  /** @type {Finder} */ $,
  /** @type {import('../../../wasm/cubelab').Analysis | null} */ r,
  /** @type {{solution: string} | null} */ analysed,
) {
  $('#analyse-text').textContent = r?.text ?? '';
  for (const id of ['#analyse-copy', '#analyse-download']) $(id).disabled = !r;
  $('#analyse-share').disabled = !analysed;
  const viewer = $('#analyse-viewer');
  viewer.hidden = !r;
  if (r) viewer.href = formatLink('alg', { setup: r.scramble, alg: analysed?.solution ?? '' });
}
