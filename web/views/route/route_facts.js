// @ts-check
// What the Route view shows of a route: its moves and counts, the naive, direct and refined
// lengths, and A, X = B^-1 A and B as nets.
import { isError } from '../../kit/worker_client/api.js';
import { escapeHtml } from '../../kit/text.js';
import { drawNet } from '../../kit/cube/net.js';

/** @typedef {import('../../kit/worker_client/api.js').Api} Api */

/**
 * @param {(selector: string) => import('../../kit/dom.js').Control} $ @param {Record<string, string>} colours
 * @param {Exclude<Awaited<ReturnType<Api['route']>>, import('../../kit/worker_client/api.js').ApiError>} r
 * @param {Awaited<ReturnType<Api['moves']>>} counts
 * @param {string | null} toFacelets
 */
export function showRoute($, colours, r, counts, toFacelets) {
  const unit = r.metric.toUpperCase();
  const n = (/** @type {number | null | undefined} */ v) =>
    v === null || v === undefined ? 'none found' : `${v} ${unit}`;
  const lengths = isError(counts)
    ? `${r.length} ${unit}`
    : `${counts.htm} HTM, ${counts.qtm} QTM, ${counts.stm} STM`;
  const rows = [
    ['Route', `<code>${escapeHtml(r.solution) || '(none: A is B)'}</code>`],
    ['Length', lengths],
    ['Naive (solve A, then undo B)', n(r.naive)],
    ['Direct (solve X)', n(r.direct)],
    ['Refined (solve X<sup>-1</sup>, inverted)', n(r.inverse)],
    ['Found by', r.viaInverse ? 'the inverse (refined)' : 'the direct search'],
  ];
  if (r.relaxed)
    rows.push(['Relaxed', `yes: no route within the search's bound was found before its budget ended`]);
  $('#route-facts').innerHTML = rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('');
  $('#route-message').textContent = `${r.length} ${unit} in ${Math.round(r.ms)} ms.`;
  drawNet($('#route-net-a'), r.start, colours, { label: 'A, the start' });
  drawNet($('#route-net-x'), r.intermediate, colours, { label: 'X = B inverse times A' });
  if (toFacelets) drawNet($('#route-net-b'), toFacelets, colours, { label: 'B, the target' });
}
