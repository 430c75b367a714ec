// Small helpers the set-up scripts share: named, timed steps and child processes.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// What the builds and suites run at once: every core (2 on CI), overridable with JOBS.
export const cores = Number(process.env.JOBS || os.availableParallelism?.() || os.cpus().length || 2);

// Runs task(item, index) for every item, at most `limit` at a time, and resolves to the results in
// the items' order. Written here, not taken from npm (p-limit): these scripts run before the set-up
// has installed any npm package.
export async function mapLimited(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

// Prints "==> name", runs fn, prints how long it took; the step's result is returned.
export async function step(name, fn) {
  console.log(`\n==> ${name}`);
  const start = Date.now();
  const result = await fn();
  console.log(`    ${name}: done in ${seconds(Date.now() - start)}`);
  return result;
}

// Process groups of commands run with { group: true }, stopped when this script ends.
const groups = new Set();
function stopGroups() {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {} // already ended
  }
}
process.on('exit', stopGroups);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopGroups();
    process.exit(130);
  });

// Runs a command with its output shown live. With { capture: true } the output is also returned
// (for reading test counts); { echo: false } then hides it. { group: true } runs it in a process
// group of its own, stopped with this script (for work beside the rest, such as a build).
// Resolves to { code, output }; never rejects on a non-zero exit.
export function run(
  command,
  args,
  { cwd = repoRoot, env = {}, capture = false, quiet = false, echo = true, group = false } = {},
) {
  if (!quiet) console.log(`    $ ${[command, ...args].map(quoteForDisplay).join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      detached: group,
    });
    if (group && child.pid) groups.add(child.pid);
    child.on('close', () => groups.delete(child.pid));
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (echo) process.stdout.write(chunk);
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
        if (echo) process.stderr.write(chunk);
      });
    }
    child.on('error', (error) => resolve({ code: 127, output: `${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

// Like run, but stops the whole script when the command fails (for builds and installs); output
// that was captured and not shown is shown then.
export async function runOrExit(command, args, options = {}) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    if (options.capture && options.echo === false) console.log(result.output);
    fail(`"${[command, ...args].join(' ')}" failed with exit code ${result.code}`);
  }
  return result;
}

export function fail(message) {
  console.error(`\nerror: ${message}`);
  process.exit(1);
}

function quoteForDisplay(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
