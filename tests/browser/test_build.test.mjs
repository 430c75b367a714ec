// The browser tests' hooks (window.cubelab, the worker's injected faults) exist only in the test
// build (build/web-test, `vite build --mode test`); the page users get (dist/) has none of them.
// Both builds are made before the browser suite (tools/setup.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appRoot } from './harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// What only a hook has: the fault calls, and the window.cubelab object's own members.
const HOOKS = ['faultForTest', 'crashForTest', 'hangForTest', 'cubelab:{', 'workers:()'];

/** Every hook name found in the scripts of a build, with how often. */
function hooksIn(/** @type {string} */ dir) {
  const scripts = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.m?js$/.test(f));
  assert.ok(scripts.length > 0, `${dir} has scripts`);
  const text = scripts.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
  return HOOKS.filter((h) => text.includes(h));
}

test('the page for users (dist/) carries no test hook', () => {
  assert.deepEqual(hooksIn(path.join(repoRoot, 'dist')), []);
});

test('the test build the browser tests drive carries every hook', () => {
  assert.equal(path.relative(repoRoot, appRoot), path.join('build', 'web-test'));
  assert.deepEqual(hooksIn(appRoot), HOOKS);
});
