// @ts-check
// Solving from the Solve view: the method chosen with its options, the optimal search through its
// own table prompt and progress, a route to a pattern as one phase; the answer's summary in the
// view's message.
import { isError } from '../../kit/worker_client/api.js';
import { escapeHtml } from '../../kit/text.js';
import { ROUTE } from './method_row.js';

// Whether the answer is known to be the shortest (the search proved it), for searches that say.
function provenText(/** @type {{optimal?: boolean}} */ answer, /** @type {string} */ method) {
  if (answer.optimal) return ', optimal (no shorter solution exists)';
  return method === 'twophase' ? ', not proven optimal' : '';
}

/**
 * @param {{
 *   $: (selector: string) => import('../../kit/dom.js').Control,
 *   api: import('../../kit/worker_client/api.js').Api,
 *   session: import('../../kit/session.js').Session,
 *   settings: import('../../kit/context.js').ViewContext['settings'],
 *   methods: Map<string, import('../../kit/worker_client/api.js').WorkerInfo['methods'][number]>,
 *   row: ReturnType<typeof import('./method_row.js').createMethodRow>,
 *   optimal: ReturnType<typeof import('./optimal_search.js').createOptimalSearch>,
 * }} deps
 * @returns {() => Promise<boolean>} solves the cube on screen; true when an answer is shown
 */
export function createSolving({ $, api, session, settings, methods, row, optimal }) {
  async function solve() {
    const method = $('#method').value;
    if (!method) return false;
    const message = $('#solve-message');
    const label = method === ROUTE ? 'a route' : (methods.get(method)?.label ?? method);
    message.textContent = `Solving with ${label}…`;
    const options = row.chosenOptions();
    if (methods.get(method)?.long_search) {
      const r = await optimal.solve(/** @type {{budgetMs: number}} */ (options), solve);
      if (r && isError(r)) message.innerHTML = escapeHtml(r.error);
      return Boolean(r && !isError(r));
    }
    const r =
      method === ROUTE
        ? await route(/** @type {{pattern?: string, to?: string, metric?: string}} */ (options))
        : await session.solve(method, options);
    if (!r) return false;
    if (isError(r)) {
      message.innerHTML = escapeHtml(r.error);
      return false;
    }
    const metric = settings.metric;
    const count = metric === 'htm' ? r.length : (r[metric] ?? r.length);
    message.textContent = `${count} moves (${metric.toUpperCase()}) in ${Math.round(r.ms)} ms${provenText(r, method)}.`;
    return true;
  }

  // A route is one phase, ready to play from the core in one call (its label and goal too): the
  // moves that take this cube to B (a pattern, or a link's typed or painted B). The Route view's
  // search (at most 20 moves, the better of the direct and inverse searches), so that a route made
  // there and shared from here reopens the same.
  /** @returns {Promise<import('../../../wasm/cubelab').SolveResult | import('../../kit/worker_client/api.js').ApiError | undefined>} */
  async function route(/** @type {{pattern?: string, to?: string, metric?: string}} */ options) {
    const to = options.to ?? options.pattern;
    if (!to) return { error: 'Pick a pattern to route to.', column: 0, kind: 'input' };
    const start = session.cube;
    const metric = options.metric === 'qtm' ? 'qtm' : 'htm';
    const r = await api.route(start, to, { metric, refine: true });
    if (isError(r)) return r;
    await session.showAnswer(r, { method: ROUTE, options });
    return r;
  }

  return solve;
}
