// Types of the WASM module built into build/wasm/cubelab.mjs (see wasm/README.md): every function
// the bind_*.cpp files register. Each answer is a core/json/ encoder's (the CLI prints the same
// JSON); tests/wasm/dts.test.mjs type-checks the module's answers against these declarations.

/** What kind of problem an error is (core/model/result.hpp ErrorKind). */
export type ErrorKind = 'input' | 'impossible' | 'budget' | 'cancelled' | 'internal';

/**
 * Every call reports a user's mistake as a value; column is 1-based, 0 when not about text. `error`
 * is English (scripts may match it); a front end words the error itself from `code` (stable, listed
 * with its parameters in core/model/error_codes.hpp; "" for an error without one yet) and `params`.
 * Every error the module returns has both; they are optional only for the errors the page makes.
 */
export interface CubeLabError {
  error: string;
  column: number;
  kind: ErrorKind;
  code?: string;
  params?: Record<string, string>;
}

/** A session figure: whole milliseconds (rounded to the nearest), "DNF", or null (too few solves). */
export type SessionFigure = number | 'DNF' | null;

/** An average of N as csTimer trims it: the last N solves, and the lowest N in a row. */
export interface SessionAverage {
  current: SessionFigure;
  best: SessionFigure;
}

/** One solve of a session (core/study/sessions.hpp); `ms` is the time as timed, without the +2. */
export interface SessionSolve {
  ms: number;
  penalty: 'none' | '+2' | 'DNF';
  /** ms with the +2, or "DNF" (ignored when given back to sessionsFigures or sessionsExport). */
  result?: SessionFigure;
  /** csTimer's phase ends after the time (multi-phase timing). */
  splits?: number[];
  scramble?: string;
  comment?: string;
  /** Unix time, seconds. */
  date?: number;
  /** The moves csTimer keeps with a solve (with timestamps) and the puzzle ("333"). */
  reconstruction?: { moves: string; puzzle: string } | null;
}

/** A session as `cubelab sessions --json` summarises it, with worst, ao50 and its solves. */
export interface Session {
  name: string;
  solves: number;
  dnf: number;
  best: SessionFigure;
  mean: SessionFigure;
  ao5: SessionAverage;
  ao12: SessionAverage;
  ao100: SessionAverage;
  worst: SessionFigure;
  ao50: SessionAverage;
  /** csTimer's session options (scramble type, phases...) as JSON text, kept for the export. */
  options: string;
  list: SessionSolve[];
}

/** What sessionsFigures and sessionsExport take back: the figures may be left out. */
export interface SessionsInput {
  sessions: (Partial<Omit<Session, 'name' | 'list'>> & { name: string; list: SessionSolve[] })[];
}

export interface SolveOptions {
  /** twophase and routes: "qtm" searches for the fewest quarter turns (default bound 26), "htm" (default) face turns. */
  metric?: 'htm' | 'qtm';
  /** In the metric searched (default 20 HTM, 26 QTM). */
  maxLength?: number;
  budgetMs?: number;
  maxNodes?: number;
  improve?: boolean;
  colour?: string;
  color?: string;
  seed?: number;
}

/** Which pieces a phase works on; the rest is greyed (core/solvers/common/phase_info.hpp). */
export type PhaseFocus = 'cross' | 'f2l' | 'edges-up' | 'oll' | 'all' | 'edge-orientation' | 'orientation';

/** The moves of an algorithm played state by state, with the greying of each state. */
export interface Playback {
  /** The turns made, in WCA notation (groups and commutators expanded). */
  moves: string[];
  /** The facelets after each move. */
  states: string[];
  /** Per state, the start first: 54 characters, '1' for a sticker in play, '0' for a greyed one. */
  shown: string[];
}

/** A phase's CFOP step: x-crosses are "cross", 2-look halves are "oll" or "pll"; "other" for the rest. */
export type PhaseFamily = 'cross' | 'f2l' | 'oll' | 'pll' | 'auf' | 'other';

/** One phase of a solve, ready to play. */
export interface Phase extends Playback {
  name: string;
  /** For people: "Cross", "F2L pair 2", "OLL". */
  label: string;
  focus: PhaseFocus;
  /** The CFOP step it belongs to, for colours and published figures (core/solvers/common/phase_info.hpp). */
  family: PhaseFamily;
  case: string | null;
  /** The case's group in the case library, or null. */
  group: string | null;
  /** What the phase achieves; "{cross}" and "{top}" stand for the colours of crossFace and topFace. */
  goal: string;
  /** Face letters (U R F D L B) of the colours on D and on U when the phase ends. */
  crossFace: string;
  topFace: string;
  length: number;
  /** The phase's quarter turns and slice turns (length is its face turns, HTM). */
  qtm: number;
  stm: number;
}

export interface SolveResult {
  method: string;
  input: string;
  /** The facelets of the cube the input names, where playback starts. */
  start: string;
  phases: Phase[];
  solution: string;
  length: number;
  /** The solution's quarter turns (what metric "qtm" minimises). */
  qtm: number;
  /** The solution's slice turns (STM). */
  stm: number;
  ms: number;
  /** Searches that prove a bound (method "optimal"): no solution is shorter than lower_bound. */
  optimal?: boolean;
  lower_bound?: number;
  /** Search nodes visited, from the searches that count them (twophase, optimal). */
  nodes?: number;
  /**
   * "qtm" when the search counted quarter turns (optimal with metric "qtm"): lower_bound is in them.
   * Routes always say the metric they searched in.
   */
  metric?: 'htm' | 'qtm';
  /** solveOptimal: the threads the search ran on (more than 1 only in the threaded build). */
  threads?: number;
}

export interface OptimalOptions extends SolveOptions {
  /** Called after each completed depth bound (no solution of `depth` moves exists). */
  onDepth?: (depth: number, nodes: number) => void;
  /**
   * Polled about every 16,000 nodes on one thread, every 5 ms with threads, and told the batches
   * of 16,000 nodes searched so far; true stops the search, which answers with what it has.
   */
  shouldStop?: (batches: number) => boolean;
  /**
   * Threads for the search (default 1), at most threadsAvailable(): the threaded build (loaded
   * where the page is cross-origin isolated) runs one search on every core over one table.
   */
  threads?: number;
  /**
   * One share of a search spread over workers (given together): the jobs j with
   * j % shareCount === shareIndex. optimal and lower_bound then speak of this share alone; the
   * caller takes the shortest answer and the lowest bound over all shares.
   */
  shareIndex?: number;
  shareCount?: number;
}

export interface MethodInfo {
  name: string;
  label: string;
  /** Takes a cross colour (SolveOptions.colour). */
  colour_choice: boolean;
  /**
   * May search for minutes and build a large table first (the optimal solver): run it with
   * progress and a way to stop it, not as a quick call.
   */
  long_search: boolean;
  /** Solves the whole cube; false for the phase solvers (cross, xcross), which solve their phase only. */
  whole_cube: boolean;
  /** The phases its answers use, in order. */
  phases: { name: string; label: string; focus: PhaseFocus; family: PhaseFamily }[];
}

/** One phase or the total of a statistics run; histogram keys are move counts. */
export interface MoveSummary {
  histogram: Record<string, number>;
  mean: number;
  sd: number;
  min: number;
  max: number;
}

/** The shape of `cubelab stats --json`. */
export interface StatsRun {
  method: string;
  /** The metric every count of the run is in (default htm). */
  metric: 'htm' | 'qtm' | 'stm';
  phases: Record<string, MoveSummary>;
  /**
   * Moves until a phase ends with the cross, the cross and 1..3 pairs, and cross+F2L solved
   * (`cross`, `pairs-1`, `pairs-2`, `pairs-3`, `f2l`: core/study/stats.hpp kMilestones), those reached;
   * for a method with its own milestones (Roux, ZZ) until each of its phases but the last ends
   * (`first-block`, ...: stats::milestone_names).
   */
  milestones: Record<string, MoveSummary>;
  total: MoveSummary;
  samples: number;
  seed: number;
  ms_per_solve: number;
}

export interface StatsOptions {
  samples?: number;
  seed?: number;
  colour?: string;
  metric?: 'htm' | 'qtm' | 'stm';
}

/** Exact sums of a phase, a milestone or the total (integers, all below 2^53). */
export interface MoveSums {
  histogram: Record<string, number>;
  count: number;
  sum: number;
  sumSquares: number;
  min: number;
  max: number;
}

/** A part of a run (samples first..), whose exact sums statsMerge and statsCombine add up. */
export interface StatsChunk {
  method: string;
  seed: number;
  first: number;
  metric: 'htm' | 'qtm' | 'stm';
  phases: (MoveSums & { name: string })[];
  milestones: (MoveSums & { name: string })[];
  total: MoveSums;
  /** Milliseconds per solve: count, sum, sum of squares, min and max. */
  ms: { count: number; sum: number; sumSquares: number; min: number; max: number };
}

export interface CompareRow {
  method: string;
  /** -1: random states */
  scramble_length: number;
  samples: number;
  moves: { mean: number; sd: number; min: number; max: number };
  ms: { mean: number; sd: number; min: number; max: number };
}

export interface CaseInfo {
  set: string;
  name: string;
  group: string;
  probability: number;
  facelets: string;
  algorithms: string[];
  /** For each algorithm, the U turn after it ("", "U", "U2", "U'") that solves `facelets` (PLL sets). */
  aufs: string[];
}

/** One scramble of `scramble`, `caseScramble` and `crossScramble`. */
export interface ScrambleItem {
  index: number;
  scramble: string;
  length: number;
  facelets: string;
}

/**
 * A case scramble: apply it holding the cross on D and the last layer on U (white cross: yellow on
 * top, green in front). `auf`, then `algorithm` (the case's main one, framed by y turns for an F2L
 * slot other than FR), then `finalAuf` do the case's step.
 */
export interface CaseScrambleItem extends ScrambleItem {
  case: string;
  set: string;
  /** "FR" | "FL" | "BL" | "BR" for F2L, null for the other sets. */
  slot: string | null;
  auf: string;
  algorithm: string;
  /** The y turns that bring the slot to the front right, which frame `algorithm` ("" for FR and the last-layer sets). */
  frame: string;
  finalAuf: string;
}

export interface CaseScrambleOptions {
  /** "PLL T", "OLL 27", "F2L 5", "Sune", ... (a case of `set` when both are given). */
  case?: string;
  /** Without `case`: a case of this set drawn by probability (or uniformly with `uniform`). */
  set?: string;
  uniform?: boolean;
  /** F2L only: "FR" (default), "FL", "BL" or "BR". */
  slot?: string;
  seed: number;
  count?: number;
}

export interface CaseOptions {
  /** Picks the set when a name is in two ("PLL H" is PLL's unless set is "PLL-EDGES"). */
  set?: string;
  slot?: string;
}

/** An algorithm accepted for a case: the U turns around it that do the step, and its counts. */
export interface AlgorithmCheck {
  case: string;
  set: string;
  slot: string | null;
  algorithm: string;
  auf: string;
  finalAuf: string;
  htm: number;
  qtm: number;
  stm: number;
}

export interface CrossOfColour {
  colour: string;
  /** Puts the colour on D; not counted. */
  rotation: string;
  moves: string;
  length: number;
}

export interface RouteOptions {
  /** "qtm" searches for the route with the fewest quarter turns; lengths are then QTM. */
  metric?: 'htm' | 'qtm';
  maxLength?: number;
  budgetMs?: number;
  maxNodes?: number;
  improve?: boolean;
  refine?: boolean;
  /** Also measure the naive (solve A, undo B), direct (solve B^-1 A) and inverse routes' lengths. */
  compare?: boolean;
}

/**
 * A route from A to B (core/json/route_json.hpp): the fields of `cubelab route --json`, ready to
 * play as a solve (method "route", start = A's facelets, one phase "route").
 */
export interface RouteResult extends SolveResult {
  from: string;
  to: string;
  solution: string;
  /** In the metric searched. */
  length: number;
  /** The route's quarter-turn count (searched in QTM with metric "qtm"). */
  qtm: number;
  /** The metric searched: length and maxLength (and naive/direct/inverse) are in it. */
  metric: 'htm' | 'qtm';
  viaInverse: boolean;
  /** Without maxLength: no route of at most 20 moves was found in the budget, so a longer one. */
  relaxed: boolean;
  /** The search's time. */
  ms: number;
  /** The facelets of X = B^-1 A (centres at home), the cube whose solutions are the routes. */
  intermediate: string;
  /** With compare: lengths (in metric) of the three ways, null when that search found none in its budget. */
  naive?: number | null;
  direct?: number | null;
  inverse?: number | null;
}

/** The shape of `cubelab info --json`: the cube as a group element. */
export interface CubeInfo {
  /** Repetitions that return the cube (1260 for R U2 D' B D'). */
  order: number;
  /** Singmaster cycle notation, e.g. "(URF BRU DRB FRD)", "(UF)+" for a flipped edge; "()" when home. */
  corners: string;
  edges: string;
  centres: string;
  /** Corner permutation parity (1 odd); edgeParity and centreParity likewise. */
  parity: 0 | 1;
  edgeParity: 0 | 1;
  centreParity: 0 | 1;
  /** Sum of corner twists mod 3 and of edge flips mod 2. */
  twist: 0 | 1 | 2;
  flip: 0 | 1;
  solvable: boolean;
  /** The solvability conditions an impossible cube fails. */
  failed: ('parity' | 'twist' | 'flip')[];
  /** With bounds (solvable cubes only): a two-phase answer's length, proved optimal or an upper bound. */
  twophase?: number;
  twophaseOptimal?: boolean;
  /** With bounds: the four optimal Thistlethwaite stages' lengths. */
  thistlethwaite?: [number, number, number, number];
}

export interface InfoOptions {
  /** The text is cycle notation rather than moves, a pattern or facelets. */
  cycles?: boolean;
  /** Also solve by two-phase and Thistlethwaite for distance bounds (builds their tables). */
  bounds?: boolean;
  maxLength?: number;
  budgetMs?: number;
  maxNodes?: number;
}

/** One Thistlethwaite stage, for explaining a solution's phases. */
export interface ThistlethwaiteStage {
  /** The phase name in solutions: "g1", "g2", "g3", "solved". */
  phase: string;
  /** The group reached, e.g. "G1 = <U, D, R, L, F2, B2>". */
  group: string;
  /** The moves the stage may use. */
  moves: string;
  fixes: string;
  /** The index of the goal group in the stage's group: 2048, 1082565, 29400, 663552. */
  cosets: number;
  maxMoves: number;
}

export interface LayerTurn {
  axis: 0 | 1 | 2;
  layers: [boolean, boolean, boolean];
  quarterTurns: number;
}

/** The best CubeLab finds for a step from the step's start: it does the step and is never longer. */
export interface BestStep {
  /** From the cube as the user held it at the step's start; may begin with a rotation. */
  moves: string;
  /** Its counts. The best is the shortest found in HTM; `qtm` and `stm` count the same moves. */
  htm: number;
  qtm: number;
  stm: number;
  /**
   * What the user's step was compared with: "optimal cross", "optimal xcross", "optimal xxcross",
   * "optimal xxxcross", "optimal pair", "optimal pairs" (several pairs in one step), "best found,
   * xxcross" (and so on: the search ran out of its node budget), "library", "auf".
   */
  how: string;
  /** CubeLab found nothing shorter: `moves` are the user's own. */
  yours: boolean;
  /** No shorter moves do the step (an exact search completed); false for the library's algorithms. */
  optimal: boolean;
}

/** One step of an analysed solve (the shape of `cubelab analyse --json`). */
export interface AnalysedStep {
  /**
   * cross, xcross, xxcross, xxxcross, f2l-1..f2l-4, oll, oll-edges, oll-corners, pll, pll-corners,
   * pll-edges, auf; LBL: cross, corners, second-layer, last-layer; layers: f2l then the last layer
   * steps; other: solve.
   */
  name: string;
  moves: string;
  htm: number;
  stm: number;
  qtm: number;
  rotations: number;
  /** "F2L 24", "OLL 27", "PLL T", a 2-look case ("Sune", "Adjacent swap", ...), "skip", or null. */
  case: string | null;
  /** F2L steps: the slot as the user held the cube ("FR"; several for a multislot: "FR BL"). */
  slot: string | null;
  /** One-slot F2L steps: the y turns that show that slot at the front right ("y'"; "" for FR), else null. */
  case_view: string | null;
  /** Facelets of the cube, as held, when the step began. */
  start: string;
  /** The step's moves are the solution's moves [first, end). */
  first: number;
  end: number;
  best: BestStep | null;
  saved: number;
  /** Of the solve's HTM. */
  share: number;
  /** HTM that cancel between this step's last moves and the next step's first. */
  cancels: number;
  /** With timestamps: the step's time (the pause before it included), the pause, STM per second of turning. */
  ms: number | null;
  pause_ms: number | null;
  tps: number | null;
  /** The user's own `//` comments written after the step's moves (shown, not trusted). */
  labels: string[];
  /** The CFOP step it belongs to (as Phase.family). */
  family: PhaseFamily;
  /** OLL and PLL: whether the user's algorithm is one of the library's for the case. */
  in_library?: boolean;
  /** Cross steps: the best over all six colours. */
  best_any_colour?: BestStep & { colour: string };
}

export interface Analysis {
  /** "CFOP", "LBL" (beginner's layers), "layers" (first two layers, then the last), "other". */
  method: string;
  valid: true;
  colour: string | null;
  scramble: string;
  steps: AnalysedStep[];
  total: { htm: number; stm: number; qtm: number; rotations: number };
  saved: number;
  ms: number | null;
  tps: number | null;
  /** Comments before the first move. */
  comments: string[];
  /** The analysis as a reconstruction: moves with `// step case slot (htm/total)` comments. */
  text: string;
}

/** A solution that does not solve its scramble: the state it leaves, nothing analysed. */
export interface AnalysisNotSolved {
  method: null;
  valid: false;
  message: string;
  facelets: string;
  steps: [];
}

/** An algorithm as written: its moves (groups expanded) with their places, and its comments. */
export interface AnnotatedAlg {
  moves: string[];
  /** Per move, the 1-based column it was written at (a group's moves: the group's column). */
  columns: number[];
  /** Per move, its csTimer timestamp in ms (the number in a block comment right after it), or null. */
  ms: (number | null)[];
  /** `//` and block comments (not timestamps), each after `movesBefore` moves. */
  comments: { text: string; movesBefore: number; column: number }[];
  pauses: number;
}

/** A scanned cube: the legal cube that fits the samples best (core/scan, `scan_json`). */
export interface ScanResult {
  /** URFDLB letters, each the face whose centre has that sticker's colour. */
  facelets: string;
  /** Stickers in doubt (a legal cube differing there fits nearly as well): indices 0..53, ascending. */
  doubtful: number[];
}

export interface CubeLabModule {
  apply(alg: string, startFacelets?: string): { facelets: string } | CubeLabError;
  validate(facelets: string): { valid: true } | CubeLabError;
  moves(alg: string): { moves: string; htm: number; qtm: number; stm: number } | CubeLabError;

  // bind_scan.cpp: a scanned cube's colours, decided for the whole cube.
  /** `samples`: 54 lines "R G B" (sRGB 0-255) in facelet order, as `cubelab scan --samples FILE` reads. */
  scan(samples: string): ScanResult | CubeLabError;

  // bind_solve.cpp: methods, "cube from text", and a solve ready to play in one call.
  methods(): MethodInfo[];
  /** Moves, a facelet string or a pattern name, read as the CLI reads --scramble. */
  cubeFromText(
    text: string,
  ): { facelets: string; kind: 'moves' | 'facelets' | 'pattern'; moves: string | null } | CubeLabError;
  invert(alg: string): { moves: string } | CubeLabError;
  /** `input` is any text cubeFromText reads. */
  solve(method: string, input: string, options?: SolveOptions): SolveResult | CubeLabError;
  setProgress(callback: ((table: string, fraction: number) => void) | null): void;
  benchApplyMoves(
    count: number,
    seed: number,
  ): { moves: number; ms: number; movesPerSecond: number; solved: boolean } | CubeLabError;

  // bind_playback.cpp: what the page needs to animate without cube logic of its own.
  /** `focus`: a phase name or case set in lower case ("cross", "f2l", "oll", ...) whose greying to give. */
  playback(
    alg: string,
    startFacelets?: string,
    focus?: string,
  ): (Playback & { facelets: string }) | CubeLabError;
  moveGeometry(): Record<string, LayerTurn>;
  randomMoves(seed: number, length: number): { moves: string } | CubeLabError;

  // bind_twophase.cpp
  scramble(
    seed: number,
    count?: number,
  ):
    | {
        seed: number;
        scrambles: ScrambleItem[];
      }
    | CubeLabError;
  patterns(): { name: string; moves: string; facelets: string }[];
  route(from: string, to: string, options?: RouteOptions): RouteResult | CubeLabError;
  buildTwoPhaseTables(): { ms: number } | CubeLabError;
  saveTwoPhaseTables(): Uint8Array;
  loadTwoPhaseTables(bytes: Uint8Array): { loaded: true } | CubeLabError;
  randomStateFacelets(seed: number, index: number): string;

  // bind_maths.cpp: the cube's mathematics.
  /**
   * Moves, a pattern name, facelets (a 54-letter string is read without the solvability
   * conditions, so an impossible cube gets `failed`) or, with {cycles: true}, cycle notation.
   */
  info(text: string, options?: InfoOptions): CubeInfo | CubeLabError;
  thistlethwaiteStages(): ThistlethwaiteStage[];
  // bind_optimal.cpp
  /** Builds the optimal solver's table (139 MB; progress through setProgress as "optimal"). */
  buildOptimalTable(): { ms: number; bytes: number } | CubeLabError;
  optimalTableReady(): boolean;
  saveOptimalTable(): Uint8Array;
  /** Damaged, truncated or foreign bytes are rejected (the table is then rebuilt, never used). */
  loadOptimalTable(bytes: Uint8Array): { loaded: true } | CubeLabError;
  /**
   * The fewest face turns, ready to play as solve's answers; stopped early, the two-phase answer
   * and the proven lower bound.
   */
  solveOptimal(input: string, options?: OptimalOptions): SolveResult | CubeLabError;
  /** The threads one search can use: 1 in the plain build, the cores (at most 8) in the threaded one. */
  threadsAvailable(): number;

  // bind_stats.cpp
  stats(method: string, options: StatsOptions): StatsRun | CubeLabError;
  statsChunk(
    method: string,
    options: { seed: number; first: number; count: number; colour?: string; metric?: 'htm' | 'qtm' | 'stm' },
  ): StatsChunk | CubeLabError;
  statsMerge(chunks: StatsChunk[]): StatsRun | CubeLabError;
  /** The chunks folded into one chunk (exact sums): merge new chunks into it as a run goes. */
  statsCombine(chunks: StatsChunk[]): StatsChunk | CubeLabError;
  statsExactCross(colour?: string): StatsRun | CubeLabError;
  statsCompare(options: {
    methods: string[];
    lengths?: number[];
    samples?: number;
    seed?: number;
    colour?: string;
    metric?: 'htm' | 'qtm' | 'stm';
  }): { compare: CompareRow[]; samples: number; seed: number } | CubeLabError;
  /**
   * Samples first .. first+count-1 of one method and scramble length of a comparison (length -1:
   * random states): a chunk for statsCompareMerge (or statsCombine), same seed same scrambles as
   * `cubelab stats --compare`.
   */
  statsCompareChunk(
    method: string,
    options: {
      length: number;
      seed: number;
      first: number;
      count: number;
      colour?: string;
      metric?: 'htm' | 'qtm' | 'stm';
    },
  ): (StatsChunk & { scramble_length: number }) | CubeLabError;
  /** Chunks of one method and length as their comparison row, with the run's figures per phase. */
  statsCompareMerge(chunks: StatsChunk[]): (CompareRow & { run: StatsRun }) | CubeLabError;
  /**
   * The milestones statistics runs report (`milestones` of StatsRun), with their labels: CFOP's
   * stages in order, then those of the methods that have their own (Roux's, ZZ's phases).
   */
  statsMilestones(): { name: string; label: string }[];

  // bind_sessions.cpp: timed sessions and csTimer's export file.
  /** A csTimer export's sessions in the file's order, with figures; a damaged file is an error naming the place. */
  sessionsImport(text: string): { sessions: Session[] } | CubeLabError;
  /** The figures of sessions the page keeps (after an edit, a new solve). */
  sessionsFigures(sessions: SessionsInput): { sessions: Session[] } | CubeLabError;
  /** The sessions as a csTimer export (csTimer imports it) or as CSV. */
  sessionsExport(
    sessions: SessionsInput,
    format: 'cstimer' | 'csv',
  ): { format: 'cstimer' | 'csv'; text: string } | CubeLabError;

  // bind_cases.cpp: the case library for the learn mode.
  /** With `slot`, F2L cases as seen in that slot: state moved there, algorithms framed by y turns. */
  cases(set?: string, options?: { slot?: string }): CaseInfo[] | CubeLabError;
  /**
   * Whether the step of a case set ("F2L", "OLL", "PLL" or a 2-look set) is done on the cube: F2L
   * the first two layers, OLL also the last layer oriented, PLL solved; in any orientation of the
   * whole cube and up to a U turn. The trainer asks after each of the learner's turns.
   */
  stepDone(set: string, facelets: string): { done: boolean } | CubeLabError;

  // bind_trainer.cpp: the case trainer and cross practice.
  /**
   * Random-state scrambles that leave one case (or a case of a set); at most 20 moves; the same seed
   * gives the same scrambles as `cubelab scramble --case/--set --json`. A bad case name is an error
   * naming the sets.
   */
  caseScramble(options: CaseScrambleOptions): { seed: number; scrambles: CaseScrambleItem[] } | CubeLabError;
  /** Whether a learner's algorithm does the case's step after some U turn; an error says why not. */
  checkAlgorithm(caseName: string, alg: string, options?: CaseOptions): AlgorithmCheck | CubeLabError;
  /** Left-handed algorithms: mirrors of the set's library algorithms that do this case (F2L: FL, BL). */
  caseMirrors(
    caseName: string,
    options?: CaseOptions,
  ):
    | {
        case: string;
        set: string;
        slot: string | null;
        mirrors: (Omit<AlgorithmCheck, 'case' | 'set' | 'slot'> & { from: string })[];
      }
    | CubeLabError;
  /** The algorithm mirrored across the M plane (R -> L', U -> U', M and x kept). */
  mirror(alg: string): { moves: string; htm: number; qtm: number; stm: number } | CubeLabError;
  /**
   * The U turn before `alg` ("", "U", "U2" or "U'", the first that works) that makes it do the step
   * of `set` on the cube `facelets` (held as a case scramble leaves it), and the U turn after it that
   * finishes a PLL step ("" for the others); an input error saying what it leaves when no U turn
   * makes it do the step, or a notation error with its column (core algorithm_aufs).
   */
  algorithmAufs(set: string, facelets: string, alg: string): { auf: string; finalAuf: string } | CubeLabError;
  /** Each colour's optimal cross (white, red, green, yellow, orange, blue) and the best xcross. */
  crossPractice(
    input: string,
  ): { crosses: CrossOfColour[]; xcross: CrossOfColour & { slot: string } } | CubeLabError;
  /** Random states (white on U) whose optimal white cross is exactly `length` (1..8) moves. */
  crossScramble(
    length: number,
    seed: number,
    count?: number,
  ): { seed: number; scrambles: (ScrambleItem & { cross: number })[] } | CubeLabError;

  // bind_analyse.cpp
  /**
   * A solve a person did, split into its steps beside the best found. `scramble`: moves, facelets,
   * a pattern or a link; `solution`: moves with comments, pauses and csTimer timestamps, or an
   * alg.cubing.net / Twizzle link (its setup is the scramble when `scramble` is ""). `time`: the
   * solve's total time in seconds. Errors name "scramble" or "solution" and the column.
   */
  analyse(
    scramble: string,
    solution: string,
    options?: { time?: number },
  ): Analysis | AnalysisNotSolved | CubeLabError;

  // bind_viewer.cpp: the alg viewer's reading of a text.
  /** The moves playback(alg) makes, with each move's 1-based column and csTimer timestamp, and the comments. */
  annotatedAlg(alg: string): AnnotatedAlg | CubeLabError;
  /** The setup and alg of an alg.cubing.net or Twizzle address; other text comes back as `alg` with link false. */
  algLink(text: string): { link: boolean; setup: string; alg: string } | CubeLabError;
  /** A phase or step name's label, greying focus, goal and family (an unknown name: itself, 'all', '', 'other'). */
  phaseInfo(
    name: string,
  ): { name: string; label: string; focus: PhaseFocus; goal: string; family: PhaseFamily } | CubeLabError;
}

export interface CubeLabModuleOptions {
  locateFile?: (path: string, prefix: string) => string;
  wasmBinary?: ArrayBuffer | Uint8Array;
}

export default function createCubeLab(options?: CubeLabModuleOptions): Promise<CubeLabModule>;
