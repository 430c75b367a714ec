// The versions of the native tools and libraries a test run used, printed with the test summary so
// that a result can be matched to its toolchain (the npm packages are pinned by package-lock.json).
import { existsSync, readFileSync } from 'node:fs';
import { run } from './proc.mjs';

async function firstLine(command, args, pattern = /(\d+\.\d+(\.\d+)?)/) {
  const r = await run(command, args, { capture: true, quiet: true, echo: false });
  if (r.code !== 0) return 'not found';
  return pattern.exec(r.output)?.[1] ?? r.output.split('\n')[0].trim();
}

async function debianVersion(pkg) {
  const r = await run('dpkg-query', ['-W', '-f=${Version}', pkg], {
    capture: true,
    quiet: true,
    echo: false,
  });
  return r.code === 0 && r.output.trim() ? r.output.trim() : 'not installed';
}

export async function nativeVersions() {
  const emscripten = existsSync('/usr/share/emscripten/emscripten-version.txt')
    ? readFileSync('/usr/share/emscripten/emscripten-version.txt', 'utf8').trim().replace(/"/g, '')
    : await debianVersion('emscripten');
  return [
    ['cmake', await firstLine('cmake', ['--version'])],
    ['g++', await firstLine('g++', ['-dumpfullversion'])],
    ['clang++', await firstLine('clang++', ['--version'])],
    ['GoogleTest', await debianVersion('libgtest-dev')],
    ['Google Benchmark', await debianVersion('libbenchmark-dev')],
    ['emscripten', emscripten],
    ['chromium', await firstLine('/usr/bin/chromium', ['--version'], /(\d+\.\d+\.\d+\.\d+)/)],
    ['node', process.versions.node],
  ];
}

export async function printVersions() {
  console.log('\n==> Versions');
  for (const [name, version] of await nativeVersions()) console.log(`    ${name.padEnd(18)} ${version}`);
}
