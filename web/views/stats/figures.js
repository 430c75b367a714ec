// @ts-check
// A statistics run's figures as the Statistics view shows and exports them, DOM-free: the names of
// its phases and milestones, the rows of its table (phases, total, milestones), the summary of one
// of them, the published means beside a milestone, the histogram as numbers, and the names of runs
// and files. The figures are the core's; nothing here computes a cube.
import { MILESTONE_FIGURES, OPTIMAL_CROSS } from '../../kit/reference.js';
import { number } from '../../kit/text.js';

/** @typedef {import('../../kit/worker_client/api.js').StatsRun} StatsRun */
/** @typedef {import('../../kit/worker_client/api.js').MethodInfo} MethodInfo */
/** @typedef {import('../../../wasm/cubelab').MoveSummary} MoveSummary */
/**
 * A run on screen: a saved one, or the figures so far of the run going on (id 'running').
 * @typedef {{id: string, method: string, label: string, samples: number, seed: number,
 *   when?: string, seconds?: number, result: StatsRun}} Entry
 */
/** @typedef {{source: string, label: string, mean: number}} PublishedMean */

// The exact optimal cross distribution: the core's statsExactCross, offered as a "method".
export const EXACT_CROSS = 'cross-exact';
export const EXACT_CROSS_LABEL = 'Cross: all 190,080 states';
// Milestones (the core's statsMilestones) are shown after the phases, as "m:NAME".
export const MILESTONE = 'm:';
/** @type {Record<string, string>} */
export const METRIC_LABELS = { htm: 'HTM', qtm: 'QTM', stm: 'STM' };

/**
 * The words for what a run holds: each method's label (with the exact cross), each phase's and
 * milestone's title, and the phases that solve exactly the cross (the core's focus) with the
 * cross milestone, where the exact optimal cross distribution is drawn beside a run.
 * @param {MethodInfo[]} methods @param {{name: string, label: string}[]} milestones
 */
export function runNames(methods, milestones) {
  /** @type {Map<string, string>} */
  const labels = new Map([[EXACT_CROSS, EXACT_CROSS_LABEL], ...methods.map((m) => pair(m.name, m.label))]);
  const phases = new Map(methods.flatMap((m) => m.phases.map((p) => pair(p.name, p.label))).reverse());
  const milestoneLabels = new Map(milestones.map((m) => pair(MILESTONE + m.name, m.label)));
  const crossOnly = new Set([
    ...methods.flatMap((m) => m.phases.filter((p) => p.focus === 'cross').map((p) => p.name)),
    MILESTONE + OPTIMAL_CROSS.milestone,
  ]);
  /** A phase's, the total's or a milestone's title. */
  const titleOf = (/** @type {string} */ name) =>
    name.startsWith(MILESTONE)
      ? (milestoneLabels.get(name) ?? name)
      : name === 'total'
        ? 'Total'
        : (phases.get(name) ?? name);
  return { labels, titleOf, crossOnly };
}

const pair = (/** @type {string} */ a, /** @type {string} */ b) => /** @type {[string, string]} */ ([a, b]);

export const metricOf = (/** @type {Entry} */ entry) => entry.result.metric ?? 'htm';

/** A phase's, the total's or a milestone's figures in a run, if it has them. */
/** @param {StatsRun} run @param {string} name @returns {MoveSummary | undefined} */
export function summaryOf(run, name) {
  if (name.startsWith(MILESTONE)) return run.milestones?.[name.slice(MILESTONE.length)];
  return name === 'total' ? run.total : run.phases[name];
}

/**
 * The published means for a milestone (HTM figures: none are shown beside QTM or STM runs).
 * @param {string} name @param {string} metric @returns {PublishedMean[]}
 */
export function published(name, metric) {
  if (metric !== 'htm' || !name.startsWith(MILESTONE)) return [];
  const figures = /** @type {Record<string, PublishedMean[]>} */ (MILESTONE_FIGURES);
  return figures[name.slice(MILESTONE.length)] ?? [];
}

/** The table's rows: phases, total, then the milestones the run reached. */
export function tableOf(/** @type {Entry} */ entry) {
  return [
    ...Object.entries(entry.result.phases).map(([name, s]) => ({ name, s })),
    { name: 'total', s: entry.result.total },
    ...Object.entries(entry.result.milestones ?? {}).map(([m, s]) => ({ name: MILESTONE + m, s })),
  ];
}

/** The table for pasting as Markdown: one row per phase, total and milestone. */
/** @param {Entry} entry @param {(name: string) => string} titleOf */
export function markdownRows(entry, titleOf) {
  const metric = metricOf(entry);
  return tableOf(entry).map(({ name, s }) => ({
    phase: titleOf(name),
    mean: s.mean.toFixed(3),
    sd: s.sd.toFixed(2),
    min: s.min,
    max: s.max,
    published: published(name, metric)
      .map((r) => `${r.mean} ${r.source}`)
      .join(', '),
  }));
}

export const runName = (/** @type {Entry} */ r) =>
  `${r.label}, ${number(r.result.samples)} solves` + (r.method === EXACT_CROSS ? '' : `, seed ${r.seed}`);

/**
 * The histogram of `name` as numbers: one row per move count, the solves of each run drawn.
 * @param {Entry[]} drawn @param {string} name
 */
export function histogramRows(drawn, name) {
  const histogram = (/** @type {Entry} */ r) => summaryOf(r.result, name)?.histogram ?? {};
  const keys = drawn.flatMap((r) => Object.keys(histogram(r)).map(Number));
  const rows = [];
  for (let k = Math.min(...keys); k <= Math.max(...keys); k++) {
    /** @type {Record<string, number>} */
    const row = { moves: k };
    for (const r of drawn) row[runName(r)] = histogram(r)[k] ?? 0;
    rows.push(row);
  }
  return { rows, columns: ['moves', ...drawn.map(runName)] };
}

/** cubelab-stats-METHOD-SOLVES[-seedS][-metric]SUFFIX */
export const fileName = (/** @type {Entry} */ entry, /** @type {string} */ suffix) =>
  `cubelab-stats-${entry.method}-${entry.result.samples}` +
  (entry.method === EXACT_CROSS ? '' : `-seed${entry.seed}`) +
  (metricOf(entry) === 'htm' ? '' : `-${metricOf(entry)}`) +
  suffix;

/** A part of a file name for a phase or milestone: "cross", "until-pairs-2". */
export const partName = (/** @type {string} */ name) => name.replace(MILESTONE, 'until-');
