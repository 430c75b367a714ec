// @ts-check
// One optimal search spread over workers, DOM-free (the Solve view's web/views/solve/optimal_search.js
// draws it): share i of n runs on worker i (the core's SolveOptions::share: the jobs j with
// j % n == i), each with its own stop flag. A share is stopped once it has ruled out every depth
// below the best answer any share has (it cannot find a shorter one), and the search's answer is
// the shortest over the shares with the lowest of their lower bounds: proven optimal when that
// bound reaches the answer's length. Since the threaded build, the Solve view passes its one
// worker, whose search runs on the threads it has; no caller spreads a search over workers now.
import { isError } from '../../kit/worker_client/api.js';

/** @typedef {import('../../kit/worker_client/api.js').SolveAnswer} SolveAnswer */
/** @typedef {import('../../kit/worker_client/api.js').ApiError} ApiError */
/**
 * What is known while the search runs: the two-phase answer it starts from (kept across
 * searches), the depth every share has ruled out, and the nodes of all shares.
 * @typedef {{upper: SolveAnswer | null, ruledOut: number, nodes: number}} ShareProgress
 */

/** Sets a stop flag: the search polling it answers with what it has. */
export const raise = (/** @type {SharedArrayBuffer} */ flag) => Atomics.store(new Int32Array(flag), 0, 1);

/**
 * @param {{
 *   apis: Pick<import('../../kit/worker_client/api.js').Api, 'solveOptimal'>[],
 *   input: string,
 *   limits: {budgetMs: number, maxNodes?: number, threads?: number},
 *   flags: (SharedArrayBuffer | null)[],
 *   progress: ShareProgress,
 *   onProgress?: () => void,
 *   onThreads?: (threads: number) => void,
 * }} search one api: the whole search; `flags[i]` stops share i (null: it cannot be stopped so);
 *   onThreads hears the threads the first worker's search runs on
 * @returns {Promise<SolveAnswer | ApiError>}
 */
export async function searchShares({
  apis,
  input,
  limits,
  flags,
  progress,
  onProgress = () => {},
  onThreads = () => {},
}) {
  const shares = apis.map(() => ({
    ruledOut: -1,
    nodes: 0,
    /** @type {SolveAnswer | ApiError | null} */ answer: null,
  }));
  const base = progress.nodes;
  const bestLength = () =>
    Math.min(
      progress.upper?.length ?? Infinity,
      ...shares.map((s) => (s.answer && !isError(s.answer) ? s.answer.length : Infinity)),
    );
  const update = () => {
    progress.ruledOut = Math.min(...shares.map((s) => s.ruledOut));
    progress.nodes = base + shares.reduce((sum, s) => sum + s.nodes, 0);
    const best = bestLength();
    shares.forEach((s, i) => {
      const flag = flags[i];
      if (!s.answer && s.ruledOut + 1 >= best && flag) raise(flag);
    });
    onProgress();
  };
  const share = (/** @type {number} */ i) =>
    apis.length > 1 ? { shareIndex: i, shareCount: apis.length } : {};
  const answers = await Promise.all(
    apis.map((api, i) =>
      api
        .solveOptimal(input, { ...limits, ...share(i) }, flags[i] ?? null, (u) => {
          if (u.upper && (!progress.upper || u.upper.length < progress.upper.length))
            progress.upper = u.upper;
          if (i === 0 && typeof u.threads === 'number') onThreads(u.threads);
          if (typeof u.depth === 'number') shares[i].ruledOut = u.depth;
          if (typeof u.nodes === 'number') shares[i].nodes = Math.max(shares[i].nodes, u.nodes);
          update();
        })
        .then((r) => {
          shares[i].answer = r;
          if (!isError(r)) {
            shares[i].ruledOut = (r.lower_bound ?? r.length) - 1;
            shares[i].nodes = r.nodes ?? shares[i].nodes;
          }
          update();
          return r;
        }),
    ),
  );
  return combine(answers, shares, progress.upper);
}

/**
 * The shares' answers as one: the shortest answer (the two-phase one if no share found shorter),
 * the lowest lower bound, all nodes. A share whose worker was stopped (not isolated: the page
 * restarts it) answers `cancelled`: its last reports are what is known of it.
 * @param {(SolveAnswer | ApiError)[]} answers
 * @param {{ruledOut: number, nodes: number}[]} shares
 * @param {SolveAnswer | null} upper
 * @returns {SolveAnswer | ApiError}
 */
export function combine(answers, shares, upper) {
  const lost = answers.find((r) => isError(r) && r.kind !== 'cancelled');
  if (lost) return lost;
  const found = /** @type {SolveAnswer[]} */ (answers.filter((r) => !isError(r)));
  const candidates = [...found, ...(upper ? [upper] : [])];
  if (!candidates.length) return answers[0];
  const best = candidates.reduce((a, b) => (b.length < a.length ? b : a));
  const bound = Math.min(
    ...answers.map((r, i) =>
      isError(r) ? Math.max(shares[i].ruledOut + 1, 0) : (r.lower_bound ?? r.length),
    ),
  );
  return {
    ...best,
    lower_bound: Math.min(bound, best.length),
    optimal: bound >= best.length,
    nodes: shares.reduce((sum, s) => sum + s.nodes, 0),
  };
}
