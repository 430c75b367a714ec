// Runs every libFuzzer target (tests/fuzz/*_fuzz.cpp, built into build/fuzz/targets/ by the fuzzing
// configuration) for SECONDS each, starting from its seed corpus tests/fuzz/corpus/TARGET/ and the
// corpus it grew before (build/fuzz-corpus/TARGET/, not in git). A finding (a crash, a sanitizer
// report, a failed expectation, a timeout of 10 s or 2 GB of memory) is saved under
// build/fuzz-findings/TARGET/ and fails the run; it then becomes a regression test in tests/native/.
//
//   npm run fuzz -- [SECONDS = 20] [TARGET ...]
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildFuzzers, fuzzBuildDir } from './build.mjs';
import { cores, mapLimited, repoRoot, run, step } from './proc.mjs';

const fuzzDir = path.join(fuzzBuildDir, 'targets');

export function fuzzTargets() {
  return existsSync(fuzzDir) ? readdirSync(fuzzDir).sort() : [];
}

// Runs one target for `seconds`; resolves to { target, ok, runs, finding }.
export async function fuzzTarget(target, seconds) {
  const corpus = path.join(repoRoot, 'build', 'fuzz-corpus', target);
  const seeds = path.join(repoRoot, 'tests', 'fuzz', 'corpus', target);
  const findings = path.join(repoRoot, 'build', 'fuzz-findings', target);
  for (const dir of [corpus, findings]) mkdirSync(dir, { recursive: true });
  const args = [
    `-max_total_time=${seconds}`,
    '-timeout=10',
    '-rss_limit_mb=2048',
    '-print_final_stats=1',
    `-artifact_prefix=${findings}/`,
    corpus,
    ...(existsSync(seeds) ? [seeds] : []),
  ];
  const result = await run(path.join(fuzzDir, target), args, { capture: true, echo: false });
  const runs = Number(/stat::number_of_executed_units:\s*(\d+)/.exec(result.output)?.[1] ?? 0);
  const finding = /Test unit written to (\S+)/.exec(result.output)?.[1] ?? null;
  const ok = result.code === 0 && finding === null && runs > 0;
  if (!ok) console.log(result.output.split('\n').slice(-40).join('\n'));
  console.log(`    ${target.padEnd(12)} ${String(runs).padStart(10)} runs  ${ok ? '0 findings' : `FINDING ${finding ?? `(exit ${result.code})`}`}`); // prettier-ignore
  return { target, ok, runs, finding };
}

// Every target for `seconds` each, one per core at a time (libFuzzer runs on one thread);
// { ok, count, unit } for the test summary.
export async function fuzzAll(seconds, only = []) {
  const targets = fuzzTargets().filter((t) => only.length === 0 || only.includes(t));
  const results = await mapLimited(targets, cores, (target) => fuzzTarget(target, seconds));
  return { ok: results.length > 0 && results.every((r) => r.ok), count: results.length, unit: 'targets' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [secondsArg = '20', ...only] = process.argv.slice(2);
  await step('Fuzzing build (clang, ASan + UBSan, libFuzzer) -> build/fuzz', () => buildFuzzers());
  const result = await step(`Fuzzing each target for ${secondsArg} s`, () =>
    fuzzAll(Number(secondsArg), only),
  );
  if (!result.ok) process.exit(1);
}
