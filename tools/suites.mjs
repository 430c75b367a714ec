// The test suites `npm test` runs after the builds. Each returns { ok, count, unit } so the summary
// can say how many tests ran; a suite that runs no test counts as failed.
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nativeDir } from './build.mjs';
import { repoRoot, run } from './proc.mjs';

export async function nativeTests() {
  const jobs = String(os.availableParallelism?.() ?? 2);
  const result = await run(
    'ctest',
    ['--test-dir', nativeDir, '--output-on-failure', '-j', jobs, '--no-tests=error'],
    { capture: true },
  );
  // CTest ends with "100% tests passed, 0 tests failed out of 57".
  const match = /tests passed, (\d+) tests? failed out of (\d+)/.exec(result.output);
  const count = match ? Number(match[2]) : 0;
  return { ok: result.code === 0 && count > 0, count, unit: 'tests' };
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
// for the counts.
export async function nodeTests(dir, name) {
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
