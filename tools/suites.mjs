// The test suites `npm test` runs after the builds, by name (`npm test -- --list`). Each returns
// { ok, count, unit, skipped? } so the summary can say how many tests ran; a suite that runs no test
// counts as failed, unless a --filter left it nothing to run.
//
// Two tiers: `npm test` runs every suite and every test (what CI runs); `npm run test:quick` runs
// the suites marked `quick` and leaves out their slow tests: the native ones named in
// `fullTierOnly` below, and the Node tests marked `slow` (tests/tier.mjs, $CUBELAB_QUICK=1).
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { nativeDir, sanitizedDir } from './build.mjs';
import { checkCppFormat, checkJsFormat } from './format.mjs';
import { fuzzAll } from './fuzz.mjs';
import { cores, repoRoot, run } from './proc.mjs';

const resultsDir = path.join(repoRoot, 'build', 'test-results');

// Native tests the quick tier leaves to the full one, each group with its reason. Every GoogleTest
// suite keeps a faster test in the quick tier (checked when it runs), so each module is still
// covered there. Times: GoogleTest's own, two shards on the 2-core machine at load 5.
const fullTierOnly = [
  // Superflip searches: the 24q answers (two-phase improving to 24q, 53 s; the optimal QTM search
  // with its antipodal halves, 14 s), the optimal QTM search per symmetry family (6 s) and
  // two-phase improving to 20 (5 s). The same solvers run in the suites' shorter searches.
  'TwoPhaseQtmTest.SuperflipImprovedToTwentyFourQuarterTurns',
  'OptimalQtmTest.SuperflipAnsweredInTwentyFourQuarterTurns',
  'OptimalQtmTest.SuperflipSearchedOneSequencePerFamily',
  'TwoPhaseTest.SuperflipTakesExactly20MovesWithImprove',
  // Volume: every ordered pair of the pattern library (24 s), 50 case scrambles of every case in
  // every set and slot (19 s), the case-draw frequencies (3 s), a sweep of ever tighter bounds (4 s).
  'RouteTest.EveryOrderedPairOutsideTheSuperflipsWithin20Moves',
  'CaseScramble.EveryCaseOfEverySetAndSlotLeavesItsCase',
  'CaseScramble.SetDrawsFollowProbabilityOrAreUniform',
  'TwoPhaseTest.TighterBoundsAreMetOrReportedAsBudgetErrors',
  // Volume: 1,000 scanned cubes under varied light (6 s); the suite's single cases stay quick.
  'Scan.ThousandCubesUnderVariedLight',
  // Exhaustive: 200 proven optima against the test's own breadth-first search (10 s).
  'OptimalTest.ShortScramblesMatchTheExhaustiveSearch',
  // The issue's 10,000 random states per method (ZZ, Roux); 200 of each stay in the quick tier.
  'ZzSolver.SolvesTenThousandRandomStatesPhaseByPhase',
  'RouxSolver.SolvesTenThousandRandomStatesPhaseByPhase',
];

// Tests too slow under the sanitizers for CI's time, each with its reason. They run in the plain
// native suite; the sanitizers still see the same code through the faster tests and the fuzzers.
const slowUnderSanitizers = [
  // Searches bounded by a time budget: the sanitizers slow the search about five times, so the
  // budget ends before the answer the test expects (a 10 s budget ran out on superflip). Their
  // code runs under the sanitizers in the other two-phase tests, which are bounded by nodes or
  // length, and in the solve fuzzer.
  'TwoPhaseTest.SuperflipTakesExactly20MovesWithImprove',
  'TwoPhaseTest.EveryPatternIsSolved',
  'TwoPhaseTest.ThreadsImproveToo',
  'TwoPhaseTest.ImproveIsNeverLongerThanTheFirstAnswer',
  // A sweep of ever tighter bounds, 7 s natively (over 30 s sanitised) for one code path that
  // RandomStatesInAtMost20Moves covers.
  'TwoPhaseTest.TighterBoundsAreMetOrReportedAsBudgetErrors',
  // The optimal solver's two longest tests (200 proven optima against the test's own exhaustive
  // search; every thread count on the same states): minutes natively on a loaded machine, several
  // times that sanitised. The other optimal tests run its table, search and cancel paths here.
  'OptimalTest.ShortScramblesMatchTheExhaustiveSearch',
  'OptimalTest.ThreadsGiveTheSameAnswer',
  // Volume: thousands of two-phase solves (50 case scrambles of every case in every set and slot;
  // every ordered pair of the pattern library) are the two slowest native tests after the optimal
  // table's build (145 s and 55 s at load 15). Under the sanitizers the same code runs in the
  // other CaseScramble and RouteTest tests, a few solves each.
  'CaseScramble.EveryCaseOfEverySetAndSlotLeavesItsCase',
  'CaseScramble.SetDrawsFollowProbabilityOrAreUniform',
  'RouteTest.EveryOrderedPairOutsideTheSuperflipsWithin20Moves',
  // The superflip's 24q answer of two antipodal halves: about 70 M nodes each, seconds natively.
  // The same search runs sanitised in AntipodalHalvesTest.NoneShorterAndStopsWhenAsked (to 22q).
  'OptimalQtmTest.SuperflipAnsweredInTwentyFourQuarterTurns',
  'TwoPhaseQtmTest.SuperflipImprovedToTwentyFourQuarterTurns',
  // 1,000 scanned cubes (6 s natively); the other Scan tests run the same decision sanitised.
  'Scan.ThousandCubesUnderVariedLight',
];

// The native tests in GoogleTest shards, one per core, each a process of its own (CTest's process
// per test built each test's tables again: 133 s against 73 s here). `ctest` still runs them one
// by one for a developer.
async function nativeTests({ quick, filter }) {
  const excluded = quick ? fullTierOnly : [];
  return gtestSuite(path.join(nativeDir, 'cubelab_tests'), excluded, filter, await optimalTableEnv());
}

// The native tests once more, built with AddressSanitizer and UndefinedBehaviorSanitizer (any report
// aborts the run), in shards as above. They load the optimal table the CLI built, as the plain
// suite does: each shard built it in-process (76 s of its 137 s in the last fresh-clone run; the
// suite took 162 s and 219 s of CPU here before, 57 s and 99 s after). So the table's build runs
// natively only (the CLI's and the WASM module's tests); its reads and searches run sanitised.
async function sanitizedTests({ filter }) {
  return gtestSuite(path.join(sanitizedDir, 'cubelab_tests'), slowUnderSanitizers, filter, {
    ...(await optimalTableEnv()),
    ASAN_OPTIONS: 'detect_leaks=1:abort_on_error=1',
    UBSAN_OPTIONS: 'print_stacktrace=1',
  });
}

// A GoogleTest binary's tests but the excluded ones (checked first) and those the filter leaves out.
async function gtestSuite(binary, excluded, filter, env) {
  const problems = await checkExclusions(binary, excluded);
  for (const problem of problems) console.log(`    tools/suites.mjs: ${problem}`);
  if (problems.length) return { ok: false, count: 0, unit: 'tests' };
  return gtestShards(binary, gtestFilter(filter, excluded), env);
}

// A GoogleTest filter: the caller's pattern (a plain word matches names that contain it, as
// --test-name-pattern does in the Node suites) without the excluded tests.
function gtestFilter(pattern, excluded) {
  const positive = !pattern ? '*' : /[*?:-]/.test(pattern) ? pattern : `*${pattern}*`;
  if (excluded.length === 0) return positive === '*' ? [] : [`--gtest_filter=${positive}`];
  return [`--gtest_filter=${positive}${positive.includes('-') ? ':' : '-'}${excluded.join(':')}`];
}

// The binary's tests, as 'Suite.Test' names.
async function gtestNames(binary) {
  const listed = await run(binary, ['--gtest_list_tests'], { capture: true, echo: false, quiet: true });
  const names = [];
  let suite = '';
  for (const line of listed.output.split('\n')) {
    if (/^\S+\.$/.test(line)) suite = line;
    else if (/^ {2}\S/.test(line)) names.push(suite + line.trim().split(/\s+/)[0]);
  }
  return names;
}

// A name in a list that no test has any more (renamed, moved) would leave its test in a tier it was
// taken out of; a suite whose every test is excluded would leave its module untested there.
async function checkExclusions(binary, excluded) {
  if (excluded.length === 0) return [];
  const names = await gtestNames(binary);
  const problems = excluded.filter((n) => !names.includes(n)).map((n) => `no test is named ${n}`);
  const suites = new Set(names.map((n) => n.split('.')[0]));
  for (const suite of suites) {
    const all = names.filter((n) => n.startsWith(`${suite}.`));
    if (all.every((n) => excluded.includes(n))) problems.push(`every test of ${suite} is excluded`);
  }
  return problems;
}

// Each optimal-solver test would otherwise build the 139 MB table again in each shard (about 20 s
// of CPU): the CLI builds it once into the build directory, kept until the CLI is built again, and
// the tests load it (tests/native/optimal_test.cpp reads $CUBELAB_OPTIMAL_TABLE; the load is
// checked). The build itself stays tested: by the CLI and WASM suites of the full tier. A table
// named by the caller's own environment is used as it is.
async function optimalTableEnv() {
  if (process.env.CUBELAB_OPTIMAL_TABLE) return {};
  const file = path.join(nativeDir, 'optimal-tests.tbl');
  const cli = path.join(nativeDir, 'cubelab');
  if (existsSync(file) && statSync(file).mtimeMs > statSync(cli).mtimeMs) {
    console.log(`    the optimal table ${path.relative(repoRoot, file)} is newer than the CLI: kept`);
    return { CUBELAB_OPTIMAL_TABLE: file };
  }
  const args = ['tables', '--build', 'optimal', '--out', file, '--threads', String(cores)];
  const built = await run(cli, args);
  return built.code === 0 ? { CUBELAB_OPTIMAL_TABLE: file } : {};
}

// Runs a GoogleTest binary as one shard per core at once, each a process of its own that builds the
// tables its tests need; each shard's output (failures and the summary, --gtest_brief) is shown
// when it ends, and the slowest tests of the run after them (from GoogleTest's JSON reports in
// build/test-results/). The count is the tests that passed in all shards.
async function gtestShards(binary, args, env) {
  mkdirSync(resultsDir, { recursive: true });
  const name = path.basename(path.dirname(binary));
  const reports = [];
  const shards = await Promise.all(
    Array.from({ length: cores }, async (_, index) => {
      const report = path.join(resultsDir, `${name}-shard${index + 1}.json`);
      reports.push(report);
      const result = await run(binary, ['--gtest_brief=1', `--gtest_output=json:${report}`, ...args], {
        capture: true,
        echo: false,
        env: { ...env, GTEST_TOTAL_SHARDS: String(cores), GTEST_SHARD_INDEX: String(index) },
      });
      console.log(`    shard ${index + 1} of ${cores}:\n${result.output}`);
      const passed = Number(/\[  PASSED  \] (\d+) tests?/.exec(result.output)?.[1] ?? 0);
      return { ok: result.code === 0, passed };
    }),
  );
  printSlowest(reports);
  const count = shards.reduce((sum, shard) => sum + shard.passed, 0);
  return { ok: shards.every((shard) => shard.ok), count, unit: 'tests' };
}

function printSlowest(reports, shown = 8) {
  const times = reports
    .filter(existsSync)
    .flatMap((file) =>
      JSON.parse(readFileSync(file, 'utf8')).testsuites.flatMap((suite) =>
        suite.testsuite.map((t) => ({ name: `${suite.name}.${t.name}`, s: parseFloat(t.time) })),
      ),
    );
  const slowest = times.sort((a, b) => b.s - a.s).slice(0, shown);
  if (slowest.length)
    console.log(`    slowest: ${slowest.map((t) => `${t.name} ${t.s.toFixed(1)} s`).join(', ')}`);
}

// The files that take longest, started first so that no long file runs alone at the end of its
// suite (the optimal page test builds the 139 MB table twice: about 80 s on an idle machine, when
// the other browser files take 5-25 s each).
const slowFirst = ['page_optimal.test.mjs'];

function testFiles(dir) {
  const full = path.join(repoRoot, dir);
  if (!existsSync(full)) return [];
  const rank = (name) => (slowFirst.includes(name) ? 0 : 1);
  return readdirSync(full)
    .filter((name) => /\.test\.(mjs|js)$/.test(name))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => path.join(dir, name));
}

// node --test over dir/*.test.mjs, shown live (spec) and recorded as TAP under build/test-results/
// for the counts. `concurrency` files run at once, each in a process of its own (one per core by
// default). The count is the tests that passed; skipped ones (a slow test in the quick tier, a name
// the filter does not match) are counted apart.
async function nodeTests(dir, name, { concurrency = cores, filter, env = {} } = {}) {
  const files = testFiles(dir);
  if (files.length === 0) {
    console.log(`    no ${dir}/*.test.mjs files`);
    return { ok: false, count: 0, unit: 'tests' };
  }
  mkdirSync(resultsDir, { recursive: true });
  const tapFile = path.join(resultsDir, `${name}.tap`);
  const args = [
    '--test',
    `--test-concurrency=${concurrency}`,
    ...(filter ? [`--test-name-pattern=${filter}`] : []),
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ];
  const result = await run(process.execPath, args, { env });
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const counter = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const ok = result.code === 0 && counter('fail') === 0 && counter('cancelled') === 0;
  return { ok, count: counter('pass'), skipped: counter('skipped'), unit: 'tests' };
}

// The Node suites of the quick tier skip their slow tests. The CLI and WASM suites, in the quick
// tier and in a filtered run, load the CLI's optimal table instead of building it (the full tier
// builds it in each: the CLI's `tables --build`, the module's build).
async function nodeSuite(dir, name, { quick, filter }, { optimalTable = false, env = {}, ...options } = {}) {
  const table = optimalTable && (quick || filter) ? await optimalTableEnv() : {};
  const tier = quick ? { CUBELAB_QUICK: '1' } : {};
  return nodeTests(dir, name, { filter, ...options, env: { ...tier, ...table, ...env } });
}

// The browser test files, one per core at once, each with its own Chromium, all opening the app
// from one server (tests/browser/harness.mjs: serveApp, $CUBELAB_APP_URL).
async function browserTests(options) {
  // Imported here: the harness needs playwright-core, which a fresh clone has only after set-up.
  const { serveApp } = await import('../tests/browser/harness.mjs');
  const app = await serveApp();
  console.log(`    the app is served at ${app.url} for every file`);
  try {
    return await nodeSuite('tests/browser', 'browser', options, { env: { CUBELAB_APP_URL: app.url } });
  } finally {
    await app.close();
  }
}

// TypeScript's checker over the page (web/tsconfig.json): every web/ file, each marked
// // @ts-check (a file without the mark fails the suite), checked against wasm/cubelab.d.ts, so a
// worker call that does not match the module's types fails. Counts the files it checked.
async function typeCheck() {
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.js') ? [path.join(dir, e.name)] : [],
    );
  const files = walk(path.join(repoRoot, 'web'));
  const unmarked = files.filter((f) => !readFileSync(f, 'utf8').startsWith('// @ts-check'));
  for (const f of unmarked) console.log(`    ${path.relative(repoRoot, f)}: not marked // @ts-check`);
  const result = await run(tsc, ['-p', path.join(repoRoot, 'web', 'tsconfig.json')]);
  return {
    ok: result.code === 0 && unmarked.length === 0 && files.length > 0,
    count: files.length,
    unit: 'files',
  };
}

// CI's short runs of the fuzzers and the soak; the long runs are by hand (bench/RESULTS.md).
const FUZZ_SMOKE_SECONDS = 10;
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

// Every suite in the order `npm test` runs them. `needs`: the builds it reads (tools/setup.mjs
// makes those of the suites asked for: cli, tests (native), wasm, web, asan, fuzz). `filter`: it
// passes --filter on (GoogleTest's --gtest_filter, node's --test-name-pattern). `quick`: in the
// quick tier. run(options) gets { quick, filter }.
export const suites = [
  { name: 'cpp-format', title: 'C++ format (clang-format)', needs: [], quick: true, run: () => checkCppFormat() },
  { name: 'js-format', title: 'JS format (prettier)', needs: [], quick: true, run: () => checkJsFormat() },
  { name: 'types', title: 'Page types (tsc --noEmit)', needs: [], quick: true, run: () => typeCheck() },
  { name: 'layers', title: 'C++ layers (includes, file circles)', needs: [], quick: true, filter: true, run: (o) => nodeSuite('tests/layers', 'layers', o) },
  { name: 'native', title: 'Native tests (GoogleTest)', needs: ['cli', 'tests'], quick: true, filter: true, run: nativeTests },
  { name: 'cli', title: 'CLI tests (Node)', needs: ['cli'], quick: true, filter: true, run: (o) => nodeSuite('tests/cli', 'cli', o, { optimalTable: true }) },
  { name: 'wasm', title: 'WASM tests (Node)', needs: ['cli', 'wasm'], quick: true, filter: true, run: (o) => nodeSuite('tests/wasm', 'wasm', o, { optimalTable: true }) },
  { name: 'web', title: 'Page modules (Node)', needs: ['cli', 'wasm'], quick: true, filter: true, run: (o) => nodeSuite('tests/web', 'web', o) },
  { name: 'browser', title: 'Browser tests (headless Chromium)', needs: ['cli', 'wasm', 'web'], filter: true, run: browserTests },
  { name: 'bad-inputs', title: 'Bad-input catalogue (CLI + WASM)', needs: ['cli', 'wasm'], filter: true, run: (o) => nodeSuite('tests/bad-inputs', 'bad-inputs', o) },
  { name: 'asan', title: 'Native tests under ASan + UBSan', needs: ['cli', 'asan'], filter: true, run: sanitizedTests },
  { name: 'fuzz', title: `Fuzz smoke (libFuzzer, ${FUZZ_SMOKE_SECONDS} s a target)`, needs: ['fuzz'], run: () => fuzzAll(FUZZ_SMOKE_SECONDS) },
  { name: 'soak', title: `Soak (${SOAK_STATES} random states a method)`, needs: ['cli'], run: () => soakSuite(SOAK_STATES) },
]; // prettier-ignore
