// @ts-check
// The page's one typed proxy to the worker: `api.NAME(...args)` is the worker's call NAME
// (web/worker/calls.js, whose types come from wasm/cubelab.d.ts), so `tsc --noEmit` (npm test) fails
// when a call, or a caller's use of an answer, does not match the module's types. Every answer is
// the core's result or one error shape {error, column?, kind}: the worker turns a throw or a trap
// into kind 'internal' (and is replaced), and this proxy turns a worker that died, stayed silent
// past its budget or was closed into 'internal', 'budget' or 'cancelled'.
//
// The transport is anything with the WorkerClient's `call(fn, args, {budgetMs})`: the solving
// worker's client in the page, the worker's calls themselves over the Node module in tests/web.

/** @typedef {import('../../../wasm/cubelab').ErrorKind} ErrorKind */
/** @typedef {import('../../../wasm/cubelab').CubeLabError} CubeLabError */
/** @typedef {import('../../worker/calls.js').WorkerCalls} WorkerCalls */
/** @typedef {import('../../worker/calls.js').WorkerInfo} WorkerInfo */
/** @typedef {import('../../worker/calls.js').OptimalTableState} OptimalTableState */
/** @typedef {import('../../worker/calls.js').OptimalUpdate} OptimalUpdate */
/** @typedef {{error: string, column?: number, kind: ErrorKind}} ApiError */
/**
 * An answer without its error member (the error is ApiError, which every call may give).
 * @template T
 * @typedef {Exclude<T, CubeLabError>} Ok
 */
/**
 * Every call of the worker, each resolving to its answer or an ApiError (never rejecting).
 * @typedef {{[K in keyof WorkerCalls]: (...args: Parameters<WorkerCalls[K]>) =>
 *   Promise<Ok<Awaited<ReturnType<WorkerCalls[K]>>> | ApiError>}} Api
 */
/** @typedef {Ok<Awaited<ReturnType<WorkerCalls['solve']>>>} SolveAnswer */
/** @typedef {SolveAnswer['phases'][number]} PhaseAnswer */
/** @typedef {WorkerInfo['methods'][number]} MethodInfo */
/** @typedef {Ok<ReturnType<WorkerCalls['cases']>>[number]} CaseInfo */
/** @typedef {Ok<ReturnType<WorkerCalls['statsMerge']>>} StatsRun */
/** @typedef {Ok<ReturnType<WorkerCalls['statsChunk']>>} StatsChunk */
/** @typedef {Ok<ReturnType<WorkerCalls['statsCompareMerge']>>} CompareAnswer */
/**
 * @typedef {{call: <K extends keyof WorkerCalls>(fn: K, args: Parameters<WorkerCalls[K]>,
 *   options?: {budgetMs?: number}) => Promise<Awaited<ReturnType<WorkerCalls[K]>>>}} Transport
 */

// Searches may take this long without progress before the worker is replaced.
export const SOLVE_BUDGET_MS = 30000;
// The table calls read or build 140 MB.
const TABLE_BUDGET_MS = 120000;

// The budget of each call that may search or build tables (the others: the client's default, 10 s).
/** @type {Partial<Record<keyof WorkerCalls, number>>} */
const BUDGET_MS = {
  solve: SOLVE_BUDGET_MS,
  scramble: SOLVE_BUDGET_MS,
  route: SOLVE_BUDGET_MS,
  caseScramble: SOLVE_BUDGET_MS,
  crossPractice: SOLVE_BUDGET_MS,
  crossScramble: SOLVE_BUDGET_MS,
  analyse: SOLVE_BUDGET_MS,
  info: SOLVE_BUDGET_MS,
  statsExactCross: 60000,
  optimalTable: TABLE_BUDGET_MS,
  buildOptimalTable: TABLE_BUDGET_MS,
  solveOptimal: SOLVE_BUDGET_MS,
};

/**
 * @param {unknown} answer
 * @returns {answer is ApiError}
 */
export function isError(answer) {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (/** @type {{error?: unknown}} */ (answer).error) === 'string'
  );
}

// A failure of the transport (a worker that died, a call past its budget, a closed pool) as an
// error value.
/** @returns {ApiError} */
function transportError(/** @type {unknown} */ err) {
  const message = err instanceof Error ? err.message : String(err);
  const kind = /took longer than/.test(message)
    ? 'budget'
    : /cancelled/.test(message)
      ? 'cancelled'
      : 'internal';
  return { error: message, column: 0, kind };
}

/**
 * The typed proxy over `transport`: every property is the worker's call of that name.
 * @param {Transport} transport
 * @returns {Api}
 */
export function createApi(transport) {
  /** @type {Map<string, (...args: unknown[]) => Promise<unknown>>} */
  const calls = new Map();
  const callOf = (/** @type {keyof WorkerCalls} */ fn) => {
    const call = (/** @type {unknown[]} */ ...args) =>
      transport.call(fn, /** @type {never} */ (args), { budgetMs: BUDGET_MS[fn] }).catch(transportError);
    calls.set(fn, call);
    return call;
  };
  return /** @type {Api} */ (
    new Proxy(
      {},
      {
        get: (_, fn) =>
          // Not thenable: an api handed through a promise stays the api.
          typeof fn === 'string' && fn !== 'then'
            ? (calls.get(fn) ?? callOf(/** @type {keyof WorkerCalls} */ (fn)))
            : undefined,
      },
    )
  );
}
