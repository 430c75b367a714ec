// Types of the WASM module built into build/wasm/cubelab.mjs (see wasm/README.md). Functions from
// bind_cube.cpp are listed here; other bind_*.cpp files add theirs below (or in their own .d.ts).

/** Every call reports a user's mistake as a value; column is 1-based, 0 when not about text. */
export interface CubeLabError {
  error: string;
  column: number;
}

export interface SolveOptions {
  maxLength?: number;
  budgetMs?: number;
  maxNodes?: number;
  improve?: boolean;
  colour?: string;
  color?: string;
  seed?: number;
}

export interface Phase {
  name: string;
  moves: string;
  length: number;
  case: string | null;
}

export interface SolveResult {
  method: string;
  input: string;
  phases: Phase[];
  solution: string;
  length: number;
  ms: number;
}

export interface CubeLabModule {
  apply(alg: string, startFacelets?: string): { facelets: string } | CubeLabError;
  validate(facelets: string): { valid: true } | CubeLabError;
  moves(alg: string): { moves: string; htm: number; qtm: number; stm: number } | CubeLabError;
  methods(): string[];
  solve(method: string, input: string, options?: SolveOptions): SolveResult | CubeLabError;
  setProgress(callback: ((table: string, fraction: number) => void) | null): void;
  benchApplyMoves(
    count: number,
    seed: number,
  ): { moves: number; ms: number; movesPerSecond: number; solved: boolean } | CubeLabError;
  [binding: string]: unknown;
}

export interface CubeLabModuleOptions {
  locateFile?: (path: string, prefix: string) => string;
  wasmBinary?: ArrayBuffer | Uint8Array;
}

export default function createCubeLab(options?: CubeLabModuleOptions): Promise<CubeLabModule>;
