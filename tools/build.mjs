// The three builds: native (CLI, tests, benchmarks), WASM (the module the page's worker loads) and
// the web app (Vite -> dist/). Each is incremental: CMake rebuilds what changed and Vite runs only
// when an input is newer than dist/.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { cores, repoRoot, run, runOrExit } from './proc.mjs';

export const nativeDir = path.join(repoRoot, 'build', 'native');
export const wasmDir = path.join(repoRoot, 'build', 'wasm');
// The same module built with threads (-pthread): the page's solving worker, cross-origin isolated.
export const wasmThreadsDir = path.join(repoRoot, 'build', 'wasm-threads');
export const distDir = path.join(repoRoot, 'dist');
// The page with the browser tests' hooks (vite.config.js, mode test): what tests/browser drives.
export const webTestDir = path.join(repoRoot, 'build', 'web-test');

const jobs = String(cores);

// Emscripten's JS optimiser needs Debian's acorn, which lives in /usr/share/nodejs.
const emscriptenEnv = {
  NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
};

// targets: [] builds everything (CLI, tests, benchmarks); ['cubelab'] only the CLI.
export async function buildNative(targets = []) {
  if (!existsSync(path.join(nativeDir, 'CMakeCache.txt'))) {
    await runOrExit('cmake', ['-S', repoRoot, '-B', nativeDir, '-DCMAKE_BUILD_TYPE=Release']);
  }
  const targetArgs = targets.flatMap((t) => ['--target', t]);
  await runOrExit('cmake', ['--build', nativeDir, '-j', jobs, ...targetArgs]);
}

// The sanitised build (build/asan, clang): the native tests under AddressSanitizer and
// UndefinedBehaviorSanitizer. The fuzzing build (build/fuzz, clang): the same sanitizers with
// libFuzzer's coverage, and the fuzz targets in build/fuzz/targets/. See CMakeLists.txt.
export const sanitizedDir = path.join(repoRoot, 'build', 'asan');
export const fuzzBuildDir = path.join(repoRoot, 'build', 'fuzz');

// { beside: true } keeps the output and runs the build in a process group of its own (stopped with
// the script), to run beside other builds; it then resolves to { ok, output } instead of stopping
// the script. (Not niced: the kernel's autogroups give a group of its own an equal share whatever
// its nice value, as measured here.)
async function buildWithClang(dir, option, target, { beside = false } = {}) {
  const build = (args) =>
    beside
      ? run('cmake', args, { capture: true, echo: false, quiet: true, group: true })
      : runOrExit('cmake', args);
  const steps = [['--build', dir, '-j', jobs, '--target', target]];
  if (!existsSync(path.join(dir, 'CMakeCache.txt'))) {
    steps.unshift(['-S', repoRoot, '-B', dir, '-DCMAKE_BUILD_TYPE=Release', `-D${option}=ON`, '-DCMAKE_CXX_COMPILER=clang++']); // prettier-ignore
  }
  let output = '';
  for (const args of steps) {
    const result = await build(args);
    output += result.output;
    if (result.code !== 0) return { ok: false, output };
  }
  return { ok: true, output };
}

export const buildSanitized = (options) =>
  buildWithClang(sanitizedDir, 'CUBELAB_SANITIZE', 'cubelab_tests', options);
export const buildFuzzers = (options) =>
  buildWithClang(fuzzBuildDir, 'CUBELAB_FUZZ', 'cubelab_fuzzers', options);

export async function buildWasm() {
  await buildWasmIn(wasmDir, []);
  await buildWasmIn(wasmThreadsDir, ['-DCUBELAB_WASM_THREADS=ON']);
}

async function buildWasmIn(dir, options) {
  if (!existsSync(path.join(dir, 'CMakeCache.txt'))) {
    await runOrExit(
      'emcmake',
      ['cmake', '-S', repoRoot, '-B', dir, '-DCMAKE_BUILD_TYPE=Release', ...options],
      {
        env: emscriptenEnv,
      },
    );
  }
  await runOrExit('cmake', ['--build', dir, '-j', jobs], { env: emscriptenEnv });
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

// Everything the Vite build reads.
const webInputs = [
  'index.html',
  'vite.config.js',
  'tools/notices.mjs',
  'web',
  'public',
  'package-lock.json',
  'build/wasm/cubelab.mjs',
  'build/wasm/cubelab.wasm',
  'build/wasm-threads/cubelab.mjs',
  'build/wasm-threads/cubelab.wasm',
  'build/wasm-threads/cubelab.worker.js',
];

export function hasWebApp() {
  return existsSync(path.join(repoRoot, 'index.html'));
}

// Returns false when there is no web app to build yet (no index.html). `test`: the test build
// (build/web-test, with the browser tests' hooks) instead of the one for users (dist/).
export async function buildWeb({ test = false } = {}) {
  if (!hasWebApp()) {
    console.log('    no index.html yet: nothing to build');
    return false;
  }
  const outDir = test ? webTestDir : distDir;
  const built = newestMtime(path.join(outDir, 'index.html'));
  const inputs = Math.max(...webInputs.map((p) => newestMtime(path.join(repoRoot, p))));
  if (built > inputs) {
    console.log(`    ${path.relative(repoRoot, outDir)}/ is newer than its inputs`);
    return true;
  }
  const mode = test ? ['--mode', 'test'] : [];
  await runOrExit(path.join(repoRoot, 'node_modules', '.bin', 'vite'), [
    'build',
    ...mode,
    '--logLevel',
    'warn',
  ]);
  return true;
}
