// @ts-check
// Every call the page can make to the solver worker, in one place, typed from wasm/cubelab.d.ts:
// `tsc --noEmit` (npm test) fails when a call here, or a caller's use of an answer, does not match
// the module's types. Every answer is the core's result or one error shape {error, column?, kind}:
// the worker turns a throw or a trap into kind 'internal', and this module turns a worker that
// died, hung or was closed into 'internal', 'budget' or 'cancelled'.
//
// The transport is a function (fn, args, {budgetMs}) -> Promise: a WorkerClient's call in the page,
// the WASM module itself in the Node tests of web/app.

/** @typedef {import('../../../wasm/cubelab').CubeLabModule} CubeLabModule */
/** @typedef {import('../../../wasm/cubelab').ErrorKind} ErrorKind */
/** @typedef {{error: string, column?: number, kind: ErrorKind}} ApiError */
/**
 * A module answer without its error member (the error is ApiError, which every call may give).
 * @template T
 * @typedef {Exclude<T, import('../../../wasm/cubelab').CubeLabError>} Ok
 */
/** @typedef {Ok<ReturnType<CubeLabModule['solve']>>} SolveAnswer */
/** @typedef {SolveAnswer['phases'][number]} PhaseAnswer */
/** @typedef {Ok<ReturnType<CubeLabModule['methods']>>[number]} MethodInfo */
/** @typedef {Ok<ReturnType<CubeLabModule['cases']>>[number]} CaseInfo */
/** @typedef {Ok<ReturnType<CubeLabModule['statsMerge']>>} StatsRun */
/** @typedef {Ok<ReturnType<CubeLabModule['statsChunk']>>} StatsChunk */
/** @typedef {Ok<ReturnType<CubeLabModule['statsCompareMerge']>>} CompareAnswer */
/** @typedef {Ok<ReturnType<CubeLabModule['statsMilestones']>>[number]} MilestoneInfo */
/**
 * What the worker offers: its first answer (WorkerClient.info), before any call.
 * @typedef {{methods: MethodInfo[], milestones: MilestoneInfo[],
 *   geometry: Ok<ReturnType<CubeLabModule['moveGeometry']>>, calls: string[], searches?: MethodInfo[],
 *   twoPhaseCache?: {loaded: boolean, ms?: number}}} WorkerInfo
 */
/** @typedef {(fn: string, args: unknown[], options?: {budgetMs?: number, onUpdate?: (update: any) => void}) => Promise<any>} Transport */
/**
 * The optimal table in the solving worker: ready (in memory, or just loaded from the browser's
 * storage in `ms`), or not, with why the stored bytes were refused if they were.
 * @typedef {{ready: boolean, source?: 'memory' | 'storage', ms?: number, refused?: string}} OptimalTableState
 */
/**
 * What an optimal search reports as it goes: the two-phase answer it starts from (`upper`), each
 * completed depth (no solution of `depth` moves) with the nodes so far, and a heartbeat of nodes;
 * with `upper`, the threads the search runs on.
 * @typedef {{upper?: SolveAnswer, threads?: number, depth?: number, nodes?: number, ms?: number}} OptimalUpdate
 */

// Searches may take this long without progress before the worker is replaced.
export const SOLVE_BUDGET_MS = 30000;

// The module functions the worker answers (and forwards to the module as they are). The page
// reaches them only through createApi below.
export const MODULE_CALLS = /** @type {const} */ ([
  'cubeFromText',
  'apply',
  'validate',
  'moves',
  'invert',
  'methods',
  'solve',
  'playback',
  'randomMoves',
  'scramble',
  'patterns',
  'route',
  'cases',
  'stepDone',
  'statsChunk',
  'statsMerge',
  'statsCombine',
  'statsExactCross',
  'caseScramble',
  'checkAlgorithm',
  'caseMirrors',
  'mirror',
  'crossPractice',
  'crossScramble',
  'analyse',
  'annotatedAlg',
  'algLink',
  'phaseInfo',
  'info',
  'statsCompareChunk',
  'statsCompareMerge',
  'thistlethwaiteStages',
  'algorithmAufs',
]);

/**
 * @param {unknown} answer
 * @returns {answer is ApiError}
 */
export function isError(answer) {
  return (
    typeof answer === 'object' && answer !== null && typeof (/** @type {any} */ (answer).error) === 'string'
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

/** @param {Transport} transport */
export function createApi(transport) {
  /**
   * One module call, its arguments checked against the module's types.
   * @template {(typeof MODULE_CALLS)[number]} K
   * @param {K} fn
   * @param {Parameters<CubeLabModule[K]>} args
   * @param {{budgetMs?: number}} [options]
   * @returns {Promise<Ok<ReturnType<CubeLabModule[K]>> | ApiError>}
   */
  function ask(fn, args, options) {
    return transport(fn, args, options).catch(transportError);
  }

  return {
    /** A move sequence, a 54-letter facelet string or a pattern name, as a cube. */
    cubeFromText: (/** @type {string} */ text) => ask('cubeFromText', [text]),
    apply: (/** @type {string} */ alg, /** @type {string} */ start) => ask('apply', [alg, start]),
    validate: (/** @type {string} */ facelets) => ask('validate', [facelets]),
    moves: (/** @type {string} */ alg) => ask('moves', [alg]),
    invert: (/** @type {string} */ alg) => ask('invert', [alg]),
    methods: () => ask('methods', []),
    /** One playback-ready answer: every phase with its moves, states and greying. */
    solve: (
      /** @type {string} */ method,
      /** @type {string} */ input,
      /** @type {import('../../../wasm/cubelab').SolveOptions} */ options = {},
    ) => ask('solve', [method, input, options], { budgetMs: SOLVE_BUDGET_MS }),
    /** An algorithm played from `start`: its moves, states and, for `focus` (a phase name or case
     * set in lower case), the greying of each state. */
    playback: (/** @type {string} */ alg, /** @type {string} */ start, /** @type {string} */ focus = 'all') =>
      ask('playback', [alg, start, focus]),
    randomMoves: (/** @type {number} */ seed, /** @type {number} */ length) =>
      ask('randomMoves', [seed, length]),
    scramble: (/** @type {number} */ seed) => ask('scramble', [seed, 1], { budgetMs: SOLVE_BUDGET_MS }),
    patterns: () => ask('patterns', []),
    route: (
      /** @type {string} */ from,
      /** @type {string} */ to,
      /** @type {import('../../../wasm/cubelab').RouteOptions} */ options,
    ) => ask('route', [from, to, options], { budgetMs: SOLVE_BUDGET_MS }),
    cases: () => ask('cases', []),
    stepDone: (/** @type {string} */ set, /** @type {string} */ facelets) => ask('stepDone', [set, facelets]),
    statsMerge: (/** @type {StatsChunk[]} */ chunks) => ask('statsMerge', [chunks]),
    statsExactCross: (/** @type {string} */ colour) => ask('statsExactCross', [colour], { budgetMs: 60000 }),
    // The trainer (issue 11): the cases of one set (the 2-look sets too), case scrambles for a
    // real cube, the learner's algorithms checked by the core, mirrors, cross practice.
    casesOf: (/** @type {string} */ set) => ask('cases', [set]),
    // The F2L cases as seen in another slot (the core moves each case there and frames its algorithms).
    f2lCasesIn: (/** @type {string} */ slot) => ask('cases', ['F2L', { slot }]),
    caseScramble: (/** @type {import('../../../wasm/cubelab').CaseScrambleOptions} */ options) =>
      ask('caseScramble', [options], { budgetMs: SOLVE_BUDGET_MS }),
    checkAlgorithm: (
      /** @type {string} */ name,
      /** @type {string} */ alg,
      /** @type {import('../../../wasm/cubelab').CaseOptions} */ options = {},
    ) => ask('checkAlgorithm', [name, alg, options]),
    caseMirrors: (
      /** @type {string} */ name,
      /** @type {import('../../../wasm/cubelab').CaseOptions} */ options = {},
    ) => ask('caseMirrors', [name, options]),
    /** The U turns before and after `alg` that make it do the step of `set` on this cube (the core's). */
    algorithmAufs: (/** @type {string} */ set, /** @type {string} */ facelets, /** @type {string} */ alg) =>
      ask('algorithmAufs', [set, facelets, alg]),
    crossPractice: (/** @type {string} */ input) =>
      ask('crossPractice', [input], { budgetMs: SOLVE_BUDGET_MS }),
    crossScramble: (/** @type {number} */ length, /** @type {number} */ seed) =>
      ask('crossScramble', [length, seed, 1], { budgetMs: SOLVE_BUDGET_MS }),
    /** A person's solve split into its steps beside the best found (builds cross tables on first use). */
    analyse: (
      /** @type {string} */ scramble,
      /** @type {string} */ solution,
      /** @type {{time?: number}} */ options = {},
    ) => ask('analyse', [scramble, solution, options], { budgetMs: SOLVE_BUDGET_MS }),
    annotatedAlg: (/** @type {string} */ alg) => ask('annotatedAlg', [alg]),
    algLink: (/** @type {string} */ text) => ask('algLink', [text]),
    phaseInfo: (/** @type {string} */ name) => ask('phaseInfo', [name]),
    // The optimal solver: worker/worker.js's own calls around the module's table and search.
    /** @returns {Promise<OptimalTableState | ApiError>} */
    optimalTable: () => transport('optimalTable', [], { budgetMs: 120000 }).catch(transportError),
    /**
     * Builds the table (progress as table 'optimal') and saves its bytes in the browser's storage.
     * @returns {Promise<{ms: number, bytes: number, saved: boolean, saveError: string} | ApiError>}
     */
    buildOptimalTable: () => transport('buildOptimalTable', [], { budgetMs: 120000 }).catch(transportError),
    /**
     * An optimal search; `stop` (a SharedArrayBuffer, or null) ends it when its first Int32 is set.
     * With shareIndex/shareCount it searches one share of the jobs (wasm/cubelab.d.ts
     * OptimalOptions): its optimal and lower_bound then speak of that share alone.
     * @param {string} input
     * `threads`: at most this many (the solving worker's threaded build has the cores, up to 8).
     * @param {{budgetMs?: number, maxNodes?: number, threads?: number, shareIndex?: number, shareCount?: number}} options
     * @param {SharedArrayBuffer | null} stop @param {(update: OptimalUpdate) => void} onUpdate
     * @returns {Promise<SolveAnswer | ApiError>}
     */
    solveOptimal: (input, options, stop, onUpdate) =>
      transport('solveOptimal', [input, options, stop], { budgetMs: SOLVE_BUDGET_MS, onUpdate }).catch(
        transportError,
      ),
    /** The cube as a group element: order, cycles, parities, the three conditions (core/cube/cycles). */
    info: (
      /** @type {string} */ text,
      /** @type {import('../../../wasm/cubelab').InfoOptions} */ options = {},
    ) => ask('info', [text, options], { budgetMs: SOLVE_BUDGET_MS }),
    /** Thistlethwaite's four stages: each one's group, moves, what it fixes, cosets and most moves. */
    thistlethwaiteStages: () => ask('thistlethwaiteStages', []),
  };
}

/** @typedef {ReturnType<typeof createApi>} Api */
