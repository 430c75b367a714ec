// Installs what the build and the tests need: Debian packages (apt) and npm dependencies. Each is
// skipped when already present, so a second run costs well under a second here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fail, repoRoot, run, runOrExit } from './proc.mjs';

// What the native build, the WASM build and the format check need.
export const buildPackages = [
  'cmake',
  'make',
  'g++',
  'nlohmann-json3-dev',
  'libgtest-dev',
  'libgmock-dev',
  'libbenchmark-dev',
  'emscripten',
  'clang-format',
];
// Headless browser for tests/browser (Debian's; playwright cannot download browsers here), and
// clang with its sanitizer and libFuzzer runtimes for the sanitised build (build/asan).
export const testPackages = ['chromium', 'clang', 'libclang-rt-14-dev'];

// The packages of `wanted` that dpkg does not list as installed; null when dpkg is not available
// (not a Debian-like system), in which case the build reports what is missing itself.
async function missingDebianPackages(wanted) {
  const result = await run('dpkg-query', ['-W', '-f=${Package} ${db:Status-Status}\n', ...wanted], {
    capture: true,
    quiet: true,
    echo: false,
  });
  if (result.code === 127) return null;
  const installed = new Set(
    result.output
      .split('\n')
      .filter((line) => line.endsWith(' installed'))
      .map((line) => line.split(' ')[0].split(':')[0]),
  );
  return wanted.filter((name) => !installed.has(name));
}

async function canSudo() {
  return (await run('sudo', ['-n', 'true'], { quiet: true, capture: true, echo: false })).code === 0;
}

// { echo: false } keeps apt's output to itself unless it fails (for an install that runs beside a
// build).
export async function ensureDebianPackages(wanted, { echo = true } = {}) {
  const missing = await missingDebianPackages(wanted);
  if (missing === null) {
    console.log(
      `    dpkg not found: not a Debian system. Make sure these are installed: ${wanted.join(' ')}`,
    );
    return;
  }
  if (missing.length === 0) {
    console.log(`    all ${wanted.length} Debian packages present`);
    return;
  }
  const isRoot = process.getuid?.() === 0;
  const prefix = isRoot ? [] : (await canSudo()) ? ['sudo'] : null;
  if (prefix === null) {
    fail(
      `missing Debian packages: ${missing.join(' ')}\n` +
        `Install them as root, then run this again:\n` +
        `  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    );
  }
  console.log(`    installing missing Debian packages: ${missing.join(' ')}`);
  const options = { env: { DEBIAN_FRONTEND: 'noninteractive' }, capture: !echo, echo };
  const apt = (args) => (prefix.length ? ['sudo', ['-E', 'apt-get', ...args]] : ['apt-get', args]);
  await runOrExit(...apt(['update']), options);
  await runOrExit(...apt(['install', '-y', '--no-install-recommends', ...missing]), options);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// True when node_modules holds exactly what package-lock.json asks for and the lock covers every
// dependency in package.json (npm's own record of the install is node_modules/.package-lock.json).
export function npmDependenciesUpToDate() {
  const manifest = readJson(path.join(repoRoot, 'package.json'));
  const lock = readJson(path.join(repoRoot, 'package-lock.json'));
  const installed = readJson(path.join(repoRoot, 'node_modules', '.package-lock.json'));
  if (!manifest || !lock?.packages || !installed?.packages) return false;
  const root = lock.packages[''] ?? {};
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (root[field]?.[name] !== range) return false;
    }
  }
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '' || entry.link) continue;
    const have = installed.packages[key];
    // Optional packages for other platforms (esbuild's binaries, ...) are legitimately absent.
    if (!have && entry.optional) continue;
    if (have?.version !== entry.version) return false;
  }
  return true;
}

const lockPath = path.join(repoRoot, 'package-lock.json');
const readLock = () => (existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null);

// `npm ci` installs exactly the lock. The lock must list every platform's optional packages, so
// package.json pins rollup (`overrides`) to a version whose 26 platform packages the registry these
// machines reach all has: it answered 404 for @rollup/rollup-darwin-arm64@4.68.7 (its newest there
// is 4.67.4) while rollup 4.68.7 itself was there, so a lock made with 4.68.7 lacked 25 entries and
// `npm ci` refused it. Raise the pin only to a version `npm ci` accepts in a fresh folder. If the
// lock is refused all the same, `npm install` installs the same locked versions, and must leave
// the lock as it was.
export async function ensureNpmDependencies({ echo = true } = {}) {
  if (npmDependenciesUpToDate()) {
    console.log('    node_modules matches package-lock.json');
    return;
  }
  const lockBefore = readLock();
  if (lockBefore !== null) {
    const ci = await run('npm', ['ci', '--no-audit', '--no-fund'], { capture: true, echo: false });
    if (ci.code === 0) {
      console.log('    installed from package-lock.json');
      return;
    }
    const reason = ci.output.split('\n').filter((line) => /npm error (?!code)\S/.test(line))[0] ?? '';
    console.log(`    npm ci refused the lock (${reason.replace(/^npm error\s*/, '').slice(0, 120)})`);
    console.log('    installing the locked versions with npm install instead');
  }
  await runOrExit('npm', ['install', '--no-audit', '--no-fund'], { capture: !echo, echo });
  if (lockBefore !== null && readLock() !== lockBefore) {
    const message = 'npm install changed package-lock.json: package.json and the lock were out of step';
    if (process.env.CI) fail(`${message}; commit the updated lock`);
    console.log(`    warning: ${message} (commit the updated lock)`);
  }
}
