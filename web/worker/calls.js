// @ts-check
// What a worker answers: every call the page makes (web/kit/worker_client/api.js is its typed proxy,
// and `WorkerCalls` below its type), over one loaded WASM module. The module's own calls pass
// through as they are; the worker's own wrap them with the browser's storage (table bytes kept
// between visits), the optimal search's reports and the statistics pool's fold. Nothing here knows
// about messages: web/worker/worker.js exposes these calls (Comlink), and the Node tests call them
// directly on the module built for Node.
import { loadCachedOptimal, saveBuiltTables, saveOptimal } from './table_store.js';

/** @typedef {import('../../wasm/cubelab').CubeLabModule} CubeLabModule */
/** @typedef {import('../../wasm/cubelab').CubeLabError} CubeLabError */
/** @typedef {import('../../wasm/cubelab').SolveResult} SolveResult */
/** @typedef {import('../../wasm/cubelab').StatsChunk} StatsChunk */

// The module's calls the page makes, passed through as they are. `workerInfo().calls` lists those
// this build has; one it lacks answers an error.
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
  'scan',
  'sessionsImport',
  'sessionsFigures',
  'sessionsExport',
]);
/** @typedef {(typeof MODULE_CALLS)[number]} ModuleCall */

// Calls that may build the two-phase tables (random-state scrambles, case and easy-cross scrambles
// and routes solve by two-phase): after one, the tables' bytes are kept for the next visit.
const BUILD_TWO_PHASE = /** @type {const} */ (['route', 'scramble', 'caseScramble', 'crossScramble']);

// The batches of nodes the optimal search reports (core/solve/optimal.cpp kNodeBatch).
const NODE_BATCH = 16384;

/**
 * The optimal table in the solving worker: ready (in memory, or just loaded from the browser's
 * storage in `ms`), or not, with why the stored bytes were refused if they were.
 * @typedef {{ready: boolean, source?: 'memory' | 'storage', ms?: number, refused?: string}} OptimalTableState
 */
/**
 * What an optimal search reports as it goes: the two-phase answer it starts from (`upper`), each
 * completed depth (no solution of `depth` moves) with the nodes so far, and a heartbeat of nodes;
 * with `upper`, the threads the search runs on.
 * @typedef {{upper?: SolveResult, threads?: number, depth?: number, nodes?: number, ms?: number}} OptimalUpdate
 */
/**
 * The optimal search's limits: `threads` at most this many (the solving worker's threaded build
 * has the cores, up to 8); with shareIndex/shareCount one share of the jobs (wasm/cubelab.d.ts
 * OptimalOptions): its optimal and lower_bound then speak of that share alone.
 * @typedef {{budgetMs?: number, maxNodes?: number, threads?: number, shareIndex?: number, shareCount?: number}} OptimalLimits
 */

/** @param {string} error @returns {CubeLabError} */
const internal = (error) => ({ error, column: 0, kind: 'internal' });

/**
 * @param {CubeLabModule} module
 * @param {{notice: (text: string) => void, twoPhaseCache?: {loaded: boolean, ms?: number}}} deps
 *   `notice` tells the page about the table cache; `twoPhaseCache` says whether the two-phase
 *   tables came from the browser's storage at start, and how long that took.
 */
export function createCalls(module, { notice, twoPhaseCache = { loaded: false } }) {
  const keepTables = () => saveBuiltTables(module, notice);
  /** @type {StatsChunk | null} this worker's statistics chunks, folded into one (exact sums) */
  let folded = null;

  return {
    ...passThrough(module),
    ...keepingTables(module, keepTables),

    /** What the worker offers: its first answer (WorkerClient.info), before any call. */
    workerInfo() {
      const methods = module.methods();
      return {
        // The methods that answer quickly (statistics and comparisons run them in bulk).
        methods: methods.filter((m) => !m.long_search),
        // The long searches (the optimal solver), offered by the Solve view alone, with its table
        // prompt, progress line and Cancel (solveOptimal below).
        searches: typeof module.solveOptimal === 'function' ? methods.filter((m) => m.long_search) : [],
        milestones: module.statsMilestones(),
        geometry: module.moveGeometry(),
        /** @type {string[]} */
        calls: MODULE_CALLS.filter((name) => typeof module[name] === 'function'),
        twoPhaseCache,
      };
    },

    /** @param {string} method @param {string} input @param {import('../../wasm/cubelab').SolveOptions} [options] */
    async solve(method, input, options = {}) {
      const result = module.solve(method, input, options);
      if (!('error' in result) && method === 'twophase') await keepTables();
      return result;
    },

    /**
     * The optimal solver's table: in memory, else from the browser's storage (the core checks the
     * bytes; refused ones are deleted and reported, so the page asks to build it again).
     * @returns {Promise<OptimalTableState>}
     */
    async optimalTable() {
      if (module.optimalTableReady()) return { ready: true, source: 'memory' };
      const cached = await loadCachedOptimal(module);
      if (cached.loaded) return { ready: true, source: 'storage', ms: cached.ms };
      return { ready: false, refused: cached.refused ?? '' };
    },

    /**
     * Builds it (progress as table 'optimal') and keeps its bytes for later visits.
     * @returns {Promise<{ms: number, bytes: number, saved: boolean, saveError: string} | CubeLabError>}
     */
    async buildOptimalTable() {
      const built = module.buildOptimalTable();
      if ('error' in built) return built;
      const saveError = await saveOptimal(module);
      return { ...built, saved: !saveError, saveError };
    },

    /**
     * An optimal search that reports as it goes: first the two-phase answer (the best so far,
     * which the page keeps if it must stop this worker), then each completed depth and, about
     * every second, the nodes so far. `stop` is a SharedArrayBuffer whose first Int32 the page
     * sets to stop the search (the core then answers with what it has); null when the page is not
     * cross-origin isolated (it then stops this worker instead).
     * @param {string} input @param {OptimalLimits} options @param {SharedArrayBuffer | null} stop
     * @param {(update: OptimalUpdate) => unknown} [onUpdate]
     * @returns {Promise<SolveResult | CubeLabError>}
     */
    async solveOptimal(input, options = {}, stop = null, onUpdate = () => {}) {
      if (!module.optimalTableReady())
        return { error: 'the optimal table is not built or loaded yet', column: 0, kind: 'input' };
      const flag = stop instanceof SharedArrayBuffer ? new Int32Array(stop) : null;
      const started = performance.now();
      const upper = module.solve('twophase', input, {});
      if ('error' in upper) return upper;
      const threads = Math.min(options.threads ?? 1, module.threadsAvailable());
      onUpdate({ upper, threads });
      let beat = started;
      const result = module.solveOptimal(input, {
        budgetMs: options.budgetMs ?? 0,
        threads,
        ...(options.maxNodes ? { maxNodes: options.maxNodes } : {}),
        ...(options.shareCount
          ? { shareIndex: options.shareIndex ?? 0, shareCount: options.shareCount }
          : {}),
        onDepth: (depth, nodes) => onUpdate({ depth, nodes, ms: performance.now() - started }),
        // Told the batches of NODE_BATCH nodes all threads spent.
        shouldStop: (batches) => {
          const now = performance.now();
          if (now - beat >= 1000) {
            beat = now;
            onUpdate({ nodes: batches * NODE_BATCH, ms: now - started });
          }
          return flag !== null && Atomics.load(flag, 0) !== 0;
        },
      });
      await keepTables();
      return result;
    },

    /**
     * A chunk of a statistics run, folded into this worker's chunks so far; answers the fold, so
     * the page merges one chunk per worker instead of every chunk.
     * @param {string} method @param {Parameters<CubeLabModule['statsChunk']>[1]} options
     * @returns {StatsChunk | CubeLabError}
     */
    statsFold(method, options) {
      const chunk = module.statsChunk(method, options);
      if ('error' in chunk) return chunk;
      const next = folded ? module.statsCombine([folded, chunk]) : chunk;
      if (!('error' in next)) folded = next;
      return next;
    },
  };
}

/**
 * The module's calls as they are; one this build lacks answers an error of kind 'internal'.
 * @param {CubeLabModule} module
 * @returns {Pick<CubeLabModule, ModuleCall>}
 */
function passThrough(module) {
  /** @type {Record<string, (...args: unknown[]) => unknown>} */
  const calls = {};
  for (const name of MODULE_CALLS) {
    const call = /** @type {((...args: unknown[]) => unknown) | undefined} */ (module[name]);
    calls[name] = (...args) =>
      typeof call === 'function' ? call.apply(module, args) : internal(`${name} is not in this build`);
  }
  return /** @type {Pick<CubeLabModule, ModuleCall>} */ (/** @type {unknown} */ (calls));
}

/**
 * The calls that may build the two-phase tables, as the module's but asynchronous.
 * @typedef {{[K in (typeof BUILD_TWO_PHASE)[number]]: (...args: Parameters<CubeLabModule[K]>) =>
 *   Promise<ReturnType<CubeLabModule[K]>>}} KeepingTables
 */
/**
 * Those calls, each keeping the tables' bytes after an answer.
 * @param {CubeLabModule} module @param {() => Promise<void>} keepTables
 * @returns {KeepingTables}
 */
function keepingTables(module, keepTables) {
  /** @type {Record<string, (...args: unknown[]) => Promise<unknown>>} */
  const calls = {};
  for (const name of BUILD_TWO_PHASE) {
    const call = /** @type {(...args: unknown[]) => {error?: string}} */ (module[name]);
    calls[name] = async (...args) => {
      const result = call.apply(module, args);
      if (!result.error) await keepTables();
      return result;
    };
  }
  return /** @type {KeepingTables} */ (/** @type {unknown} */ (calls));
}

/** @typedef {ReturnType<typeof createCalls>} WorkerCalls */
/** @typedef {ReturnType<WorkerCalls['workerInfo']>} WorkerInfo */
