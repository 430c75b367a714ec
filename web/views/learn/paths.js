// @ts-check
// The learner's paths (beginner 2-look, then full PLL, full OLL, F2L): how many cases of each are
// learned, and the next to learn, the most probable case not learned yet.
import { escapeHtml } from '../../kit/text.js';
import { caseRecord } from './records.js';

// The order a learner takes the sets in (the paths).
const PATHS = [
  { label: 'Beginner: 2-look OLL', sets: ['OLL-EDGES', 'OLL-CORNERS'] },
  { label: 'Beginner: 2-look PLL', sets: ['PLL-CORNERS', 'PLL-EDGES'] },
  { label: 'Full PLL', sets: ['PLL'] },
  { label: 'Full OLL', sets: ['OLL'] },
  { label: 'F2L', sets: ['F2L'] },
];

/** The paths as a list, each with a "next" button naming its set and case. */
/** @param {import('./shared.js').LearnShared} shared */
export async function pathsHtml({ casesOf, records }) {
  const rows = [];
  for (const path of PATHS) {
    const cases = (await Promise.all(path.sets.map((s) => casesOf(s)))).flatMap((c) =>
      Array.isArray(c) ? c : [],
    );
    if (!cases.length) continue;
    const learned = cases.filter((c) => caseRecord(records, c.name).status === 'learned').length;
    const open = cases
      .filter((c) => caseRecord(records, c.name).status !== 'learned')
      .sort((a, b) => b.probability - a.probability);
    const nextCase = open[0];
    rows.push(
      `<li><strong>${escapeHtml(path.label)}</strong>: ${learned} of ${cases.length} learned` +
        (nextCase
          ? ` · next: <button type="button" class="ghost small path-next" data-set="${escapeHtml(nextCase.set)}" data-name="${escapeHtml(nextCase.name)}">${escapeHtml(nextCase.name)}</button>`
          : ' · done') +
        '</li>',
    );
  }
  return `<ol class="paths">${rows.join('')}</ol><p class="hint">Next: the most probable case not learned yet.</p>`;
}
