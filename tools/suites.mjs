// The test suites `npm test` runs after the builds. Each returns { ok, count, unit } so the summary
// can say how many tests ran; a suite that runs no test counts as failed.
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { nativeDir, sanitizedDir } from './build.mjs';
import { cores, repoRoot, run } from './proc.mjs';

// The native tests in GoogleTest shards, one per core, each a process of its own (CTest's process
// per test built each test's tables again: 133 s against 73 s here). `ctest` still runs them one
// by one for a developer.
export async function nativeTests() {
  const env = await optimalTableEnv();
  return gtestShards(path.join(nativeDir, 'cubelab_tests'), [], env);
}

// Each optimal-solver test would otherwise build the 139 MB table again in each shard (about 20 s
// of CPU): the CLI builds it once into the build directory and the tests load it
// (tests/native/optimal_test.cpp reads $CUBELAB_OPTIMAL_TABLE; the load is checked). The build
// itself stays tested: by the CLI and WASM suites, and in-process by the sanitised run. A table
// named by the caller's own environment is used as it is.
async function optimalTableEnv() {
  if (process.env.CUBELAB_OPTIMAL_TABLE) return {};
  const file = path.join(nativeDir, 'optimal-tests.tbl');
  const built = await run(path.join(nativeDir, 'cubelab'), [
    'tables',
    '--build',
    'optimal',
    '--out',
    file,
    '--threads',
    String(cores),
  ]);
  return built.code === 0 ? { CUBELAB_OPTIMAL_TABLE: file } : {};
}

// Runs a GoogleTest binary as one shard per core at once, each a process of its own that builds the
// tables its tests need; each shard's output (failures and the summary, --gtest_brief) is shown
// when it ends. The count is the tests that passed in all shards.
async function gtestShards(binary, args, env) {
  const shards = await Promise.all(
    Array.from({ length: cores }, async (_, index) => {
      const result = await run(binary, ['--gtest_brief=1', ...args], {
        capture: true,
        echo: false,
        env: { ...env, GTEST_TOTAL_SHARDS: String(cores), GTEST_SHARD_INDEX: String(index) },
      });
      console.log(`    shard ${index + 1} of ${cores}:\n${result.output}`);
      const passed = Number(/\[  PASSED  \] (\d+) tests?/.exec(result.output)?.[1] ?? 0);
      return { ok: result.code === 0, passed };
    }),
  );
  const count = shards.reduce((sum, shard) => sum + shard.passed, 0);
  return { ok: shards.every((shard) => shard.ok) && count > 0, count, unit: 'tests' };
}

function testFiles(dir) {
  const full = path.join(repoRoot, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => /\.test\.(mjs|js)$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

// node --test over dir/*.test.mjs, shown live (spec) and recorded as TAP under build/test-results/
// for the counts. `concurrency` files run at once, each in a process of its own: one per core for
// suites whose files each keep one core busy (the default); 1 for the browser tests, where one
// file's Chromium already keeps every core busy.
export async function nodeTests(dir, name, { concurrency = cores } = {}) {
  const files = testFiles(dir);
  if (files.length === 0) {
    console.log(`    no ${dir}/*.test.mjs files`);
    return { ok: false, count: 0, unit: 'tests' };
  }
  const resultsDir = path.join(repoRoot, 'build', 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const tapFile = path.join(resultsDir, `${name}.tap`);
  const result = await run(process.execPath, [
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...files,
  ]);
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const counter = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const count = counter('tests');
  return { ok: result.code === 0 && count > 0 && counter('fail') === 0, count, unit: 'tests' };
}

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
];

// The native tests once more, built with AddressSanitizer and UndefinedBehaviorSanitizer (any report
// aborts the run), in shards as above: two shards took 276 s here (529 s of CPU), where one process
// had taken 548 s in the last fresh-clone run.
export function sanitizedTests() {
  const filter = slowUnderSanitizers.length ? [`--gtest_filter=-${slowUnderSanitizers.join(':')}`] : [];
  return gtestShards(path.join(sanitizedDir, 'cubelab_tests'), filter, {
    ASAN_OPTIONS: 'detect_leaks=1:abort_on_error=1',
    UBSAN_OPTIONS: 'print_stacktrace=1',
  });
}

// TypeScript's checker over the page (web/tsconfig.json): every web/ file, each marked
// // @ts-check (a file without the mark fails the suite), checked against wasm/cubelab.d.ts, so a
// worker call that does not match the module's types fails. Counts the files it checked.
export async function typeCheck() {
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
