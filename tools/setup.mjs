// CubeLab's one entry point for set-up, builds, tests and benchmarks (see README.md):
//
//   npm start        install what is missing, build native + WASM + web, serve dist/ on $PORT (8080)
//   npm test         the same set-up plus Chromium, then every test suite, then a summary
//   npm run build    set-up and builds only
//   npm run bench    build, then run the native and WASM benchmarks (npm run bench -- FILTER)
//   npm run fuzz     every libFuzzer target for SECONDS each (npm run fuzz -- SECONDS [TARGET...])
//   npm run soak     every method on N seeded random states, answers checked (npm run soak -- N)
//
// Every step is named and timed; a second run skips what is already installed or built.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  buildFuzzers,
  buildNative,
  buildSanitized,
  buildWasm,
  buildWeb,
  distDir,
  hasWebApp,
  nativeDir,
} from './build.mjs';
import { buildPackages, ensureDebianPackages, ensureNpmDependencies, testPackages } from './deps.mjs';
import { checkCppFormat, checkJsFormat } from './format.mjs';
import { fail, repoRoot, run, seconds, step } from './proc.mjs';
import { startServer } from './serve.mjs';
import { nativeTests, nodeTests, sanitizedTests, typeCheck } from './suites.mjs';
import { fuzzAll } from './fuzz.mjs';
import { printVersions } from './versions.mjs';

async function setUp({ debianPackages }) {
  await step('Debian packages', () => ensureDebianPackages(debianPackages));
  await step('npm dependencies', () => ensureNpmDependencies());
}

async function start() {
  await setUp({ debianPackages: buildPackages });
  await step('Native build (CLI, Release) -> build/native', () => buildNative(['cubelab']));
  await step('WASM builds -> build/wasm, build/wasm-threads', () => buildWasm());
  const hasWeb = await step('Web build (Vite) -> dist/', () => buildWeb());
  if (!hasWeb) fail('there is no web app to serve yet (index.html is missing)');
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = await startServer({ root: distDir, port, host }).catch((error) =>
    fail(`cannot serve on port ${port}: ${error.message} (set PORT to use another port)`),
  );
  console.log(`\nCubeLab is running at ${server.url}  (Ctrl+C to stop)`);
}

// `installs`, when given, runs beside the native and WASM builds (which need none of it) and is
// awaited before the web build (which needs npm's packages).
async function buildAll(installs = Promise.resolve()) {
  await step('Native build (CLI, tests, benchmarks) -> build/native', () => buildNative());
  await step('WASM builds -> build/wasm, build/wasm-threads', () => buildWasm());
  await installs;
  await step('Web build (Vite) -> dist/', () => buildWeb());
}

async function build() {
  await setUp({ debianPackages: buildPackages });
  await buildAll();
}

// CI's short runs of the fuzzers and the soak; the long runs are by hand (bench/RESULTS.md).
const FUZZ_SMOKE_SECONDS = 15;
const SOAK_STATES = 200;

async function soakSuite(states) {
  // Imported here, not at the top: the soak needs cubejs, an npm package that a fresh clone has
  // only once the set-up has installed the dependencies.
  const { soak } = await import('./soak.mjs');
  const tallies = await soak(states);
  const ok =
    tallies.length > 0 && tallies.every((t) => t.failed === 0 && t.errors === 0 && t.solved === states);
  return { ok, count: tallies.length, unit: 'methods' };
}

const suites = [
  ['C++ format (clang-format)', () => checkCppFormat()],
  ['JS format (prettier)', () => checkJsFormat()],
  ['Page types (tsc --noEmit)', () => typeCheck()],
  ['C++ layers (includes, file circles)', () => nodeTests('tests/layers', 'layers')],
  ['Native tests (GoogleTest)', () => nativeTests()],
  ['CLI tests (Node)', () => nodeTests('tests/cli', 'cli')],
  ['WASM tests (Node)', () => nodeTests('tests/wasm', 'wasm')],
  ['Page modules (Node)', () => nodeTests('tests/web', 'web')],
  ['Browser tests (headless Chromium)', () => nodeTests('tests/browser', 'browser', { concurrency: 1 })],
  ['Bad-input catalogue (CLI + WASM)', () => nodeTests('tests/bad-inputs', 'bad-inputs')],
  ['Native tests under ASan + UBSan', () => sanitizedTests()],
  [`Fuzz smoke (libFuzzer, ${FUZZ_SMOKE_SECONDS} s a target)`, () => fuzzAll(FUZZ_SMOKE_SECONDS)],
  [`Soak (${SOAK_STATES} random states a method)`, () => soakSuite(SOAK_STATES)],
];

function printSummary(results, totalMs) {
  console.log('\n==> Summary');
  for (const r of results) {
    const status = r.ok ? 'PASS' : 'FAIL';
    const count = `${r.count} ${r.unit}`.padStart(10);
    console.log(`    ${status}  ${r.name.padEnd(36)} ${count}  ${seconds(r.ms).padStart(8)}`);
  }
  const failed = results.filter((r) => !r.ok);
  console.log(
    failed.length === 0
      ? `\nAll ${results.length} suites passed in ${seconds(totalMs)} (set-up and builds included).`
      : `\n${failed.length} of ${results.length} suites FAILED: ${failed.map((r) => r.name).join(', ')}` +
          ` (${seconds(totalMs)} in all). A suite that runs no test fails too.`,
  );
  return failed.length === 0;
}

async function test() {
  const started = Date.now();
  await step('Debian packages', () => ensureDebianPackages(buildPackages));
  // npm's packages and the test packages (Chromium, clang) download and install while the native
  // build compiles; their output is shown only if they fail.
  const installs = step('npm dependencies, then the test packages (beside the builds)', async () => {
    await ensureNpmDependencies({ echo: false });
    await ensureDebianPackages(testPackages, { echo: false });
  });
  await buildAll(installs);
  await step('Sanitised build (clang, ASan + UBSan, tests) -> build/asan', () => buildSanitized());
  await step('Fuzzing build (clang, ASan + UBSan, libFuzzer targets) -> build/fuzz', () => buildFuzzers());
  if (!hasWebApp()) console.log('\nnote: no index.html yet, so the browser tests have no page to load');
  const results = [];
  for (const [name, runSuite] of suites) {
    const suiteStart = Date.now();
    const result = await step(name, runSuite);
    results.push({ name, ...result, ms: Date.now() - suiteStart });
  }
  await printVersions();
  if (!printSummary(results, Date.now() - started)) process.exit(1);
}

function benchFiles(dir, filter) {
  const full = path.join(repoRoot, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith('.mjs') && name.includes(filter))
    .sort()
    .map((name) => path.join(dir, name));
}

// Benchmarks are not tests: they measure, and their figures go into bench/RESULTS.md by hand.
async function bench(filter = '') {
  await setUp({ debianPackages: [...buildPackages, ...testPackages] });
  await buildAll();
  const failures = [];
  const nativeBench = path.join(nativeDir, 'cubelab_bench');
  if (existsSync(nativeBench)) {
    const args = filter ? [`--benchmark_filter=${filter}`] : [];
    const { code } = await step('Native benchmarks', () => run(nativeBench, args));
    if (code !== 0) failures.push('native');
  }
  for (const file of [...benchFiles('bench/wasm', filter), ...benchFiles('bench/browser', filter)]) {
    const { code } = await step(`Benchmark ${file}`, () => run(process.execPath, [file]));
    if (code !== 0) failures.push(file);
  }
  if (failures.length) fail(`benchmarks failed: ${failures.join(', ')}`);
}

const commands = { start, test, build, bench };
const [command = 'start', ...rest] = process.argv.slice(2);
if (!commands[command]) fail(`unknown command "${command}" (${Object.keys(commands).join(', ')})`);
await commands[command](...rest);
