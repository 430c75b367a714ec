// CubeLab's one entry point for set-up, builds, tests and benchmarks (see README.md):
//
//   npm start          install what is missing, build native + WASM + web, serve dist/ on $PORT (8080)
//   npm test           the same set-up plus Chromium, then every test suite, then a summary (CI)
//   npm run test:quick the quick tier: formats, types, native, CLI, WASM and page-module tests
//                      without their slow tests (tools/suites.mjs)
//   npm test -- --suite NAME[,NAME]   only those suites (and only the builds they read)
//   npm test -- --filter PATTERN      only the tests whose name matches, in the suites that filter
//   npm test -- --list                the suites' names
//   npm run build      set-up and builds only
//   npm run bench      build, then run the native and WASM benchmarks (npm run bench -- FILTER)
//   npm run fuzz       every libFuzzer target for SECONDS each (npm run fuzz -- SECONDS [TARGET...])
//   npm run soak       every method on N seeded random states, answers checked (npm run soak -- N)
//
// Every step is named and timed; a second run skips what is already installed or built.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
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
import { fail, repoRoot, run, seconds, step } from './proc.mjs';
import { startServer } from './serve.mjs';
import { suites } from './suites.mjs';
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
  await step('Web build with test hooks (Vite) -> build/web-test', () => buildWeb({ test: true }));
}

async function build() {
  await setUp({ debianPackages: buildPackages });
  await buildAll();
}

// A suite's line in the summary. With a filter, a suite none of whose tests matched is not a
// failure (NONE); otherwise a suite that runs no test fails.
function summaryLine(r) {
  const status = !r.ok ? 'FAIL' : r.count === 0 ? 'NONE' : 'PASS';
  const count = `${r.count} ${r.unit}`.padStart(10);
  const skipped = r.skipped ? `  (${r.skipped} skipped)` : '';
  return `    ${status}  ${r.title.padEnd(36)} ${count}  ${seconds(r.ms).padStart(8)}${skipped}`;
}

function printSummary(results, totalMs, filter) {
  console.log('\n==> Summary');
  for (const r of results) console.log(summaryLine(r));
  const failed = results.filter((r) => !r.ok);
  const ran = results.reduce((sum, r) => sum + r.count, 0);
  if (failed.length === 0 && ran === 0) {
    console.log(`\nNo test matched "${filter}" in ${results.map((r) => r.name).join(', ')}.`);
    return false;
  }
  console.log(
    failed.length === 0
      ? `\nAll ${results.length} suites passed in ${seconds(totalMs)} (set-up and builds included).`
      : `\n${failed.length} of ${results.length} suites FAILED: ${failed.map((r) => r.name).join(', ')}` +
          ` (${seconds(totalMs)} in all). A suite that runs no test fails too.`,
  );
  return failed.length === 0;
}

const testUsage = `usage: npm test [-- --suite NAME[,NAME...]] [--filter PATTERN] [--list]
       npm run test:quick [-- the same options]`;

function listSuites() {
  console.log('The suites (npm test -- --suite NAME; several: --suite a,b):');
  for (const s of suites) {
    const tiers = s.quick ? 'quick, full' : 'full';
    console.log(
      `  ${s.name.padEnd(11)} ${s.title.padEnd(40)} ${tiers.padEnd(12)}${s.filter ? '--filter' : ''}`,
    );
  }
  console.log(`\nquick: also in npm run test:quick (without its slow tests). --filter PATTERN goes to the
suites that take it: a GoogleTest filter for native and asan (a plain word matches names that
contain it), a regular expression for the Node suites (node --test --test-name-pattern).`);
}

// The suites asked for: --suite names (any tier), else those of the tier; with --filter and no
// --suite, only those that filter.
function chooseSuites({ quick, suite = [], filter }) {
  const names = suite.flatMap((s) => s.split(',')).filter(Boolean);
  const known = suites.map((s) => s.name);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length) {
    fail(`unknown suite${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}: the suites are ${known.join(', ')} (npm test -- --list)`); // prettier-ignore
  }
  if (names.length) {
    const chosen = suites.filter((s) => names.includes(s.name));
    const whole = chosen.filter((s) => filter && !s.filter).map((s) => s.name);
    if (whole.length) console.log(`note: ${whole.join(', ')} take no --filter and run whole`);
    return chosen;
  }
  return suites.filter((s) => (!quick || s.quick) && (!filter || s.filter));
}

// Makes the builds the chosen suites read (tools/suites.mjs `needs`); all of them, benchmarks too,
// for the whole suite. `installs` runs beside the native and WASM builds, as in buildAll. The clang
// builds start beside them (buildBeside); returns their promises, by need.
async function buildFor(chosen, installs) {
  const needs = new Set(chosen.flatMap((s) => s.needs));
  const beside = buildBeside(needs, installs);
  if (chosen.length === suites.length) await buildAll(installs);
  else {
    const targets = [
      ...(needs.has('cli') ? ['cubelab'] : []),
      ...(needs.has('tests') ? ['cubelab_tests'] : []),
    ];
    if (targets.length) await step(`Native build (${targets.join(', ')}) -> build/native`, () => buildNative(targets)); // prettier-ignore
    if (needs.has('wasm') || needs.has('web'))
      await step('WASM builds -> build/wasm, build/wasm-threads', () => buildWasm());
    await installs;
    if (needs.has('web')) {
      await step('Web build (Vite) -> dist/', () => buildWeb());
      await step('Web build with test hooks (Vite) -> build/web-test', () => buildWeb({ test: true }));
    }
  }
  return beside;
}

// The clang builds (sanitised tests, then fuzz targets) share nothing with the other builds, so they
// run beside them and take the CPU their serial links leave (a fresh clone here: set-up and all
// five builds in 397 s; one after another, the last landing's run took 446 s on a machine of the
// same kind). They need clang, from the test packages (`installs`). Their output is shown if they
// fail.
function buildBeside(needs, installs) {
  const started = Date.now();
  const report = (name) => (result) => {
    console.log(
      `\n    (beside) ${name}: ${result.ok ? 'built' : 'FAILED'} after ${seconds(Date.now() - started)}`,
    );
    if (!result.ok) console.log(result.output);
    return result;
  };
  const asan = needs.has('asan')
    ? installs.then(() => buildSanitized({ beside: true })).then(report('Sanitised build (clang, ASan + UBSan, tests) -> build/asan')) // prettier-ignore
    : null;
  const fuzz = needs.has('fuzz')
    ? (asan ?? installs).then(() => buildFuzzers({ beside: true })).then(report('Fuzzing build (clang, ASan + UBSan, libFuzzer targets) -> build/fuzz')) // prettier-ignore
    : null;
  return { asan, fuzz };
}

// Whether the builds beside that the suite reads were made.
async function builtBeside(suite, beside) {
  const results = await Promise.all(suite.needs.map((need) => beside[need]).filter(Boolean));
  return results.every((r) => r.ok);
}

async function test(...args) {
  let options;
  try {
    const flags = { suite: { type: 'string', multiple: true }, filter: { type: 'string' } };
    Object.assign(flags, { list: { type: 'boolean' }, quick: { type: 'boolean' } });
    options = parseArgs({ args, options: flags }).values;
  } catch (error) {
    fail(`${error.message}\n${testUsage}`);
  }
  if (options.list) return listSuites();
  const chosen = chooseSuites(options);
  const started = Date.now();
  await step('Debian packages', () => ensureDebianPackages(buildPackages));
  // npm's packages and the test packages (Chromium, clang) download and install while the native
  // build compiles; their output is shown only if they fail.
  const needsTestPackages = chosen.some((s) => ['web', 'asan', 'fuzz'].some((n) => s.needs.includes(n)));
  const installs = step('npm dependencies, then the test packages (beside the builds)', async () => {
    await ensureNpmDependencies({ echo: false });
    if (needsTestPackages) await ensureDebianPackages(testPackages, { echo: false });
  });
  const beside = await buildFor(chosen, installs);
  await installs;
  // The suites run on a machine that builds nothing else.
  const pending = Object.values(beside).filter(Boolean);
  if (pending.length) await step('The builds beside (clang)', () => Promise.all(pending));
  if (chosen.some((s) => s.name === 'browser') && !hasWebApp())
    console.log('\nnote: no index.html yet, so the browser tests have no page to load');
  const results = [];
  for (const suite of chosen) {
    if (!(await builtBeside(suite, beside))) {
      results.push({ ...suite, ok: false, count: 0, unit: 'tests (not built)', ms: 0 });
      continue;
    }
    const suiteStart = Date.now();
    const result = await step(suite.title, () => suite.run({ quick: Boolean(options.quick), filter: options.filter })); // prettier-ignore
    const ok = result.ok && (result.count > 0 || Boolean(options.filter));
    results.push({ ...suite, ...result, ok, ms: Date.now() - suiteStart });
  }
  await printVersions();
  if (!printSummary(results, Date.now() - started, options.filter)) process.exit(1);
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
