// The app's third-party notices (tools/notices.mjs, written by the web build): every npm package the
// page depends on, and every Workbox module the service worker's runtime holds, is named with its
// licence and the licence's text. Reads the built app; opens no page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { appRoot } from './harness.mjs';
import { NOTICES_FILE } from '../../tools/notices.mjs';

const notices = readFileSync(path.join(appRoot, NOTICES_FILE), 'utf8');
const entries = new Map(
  notices
    .split(/\n-{100}\n/)
    .map((part) => part.trim())
    .filter((part) => part.startsWith('Name: '))
    .map((part) => [/^Name: (.+)$/m.exec(part)[1], part]),
);

function assertListed(name) {
  const entry = entries.get(name);
  assert.ok(entry, `${name} is not in ${NOTICES_FILE}`);
  assert.match(entry, /^License: \S+/m, `${name}: licence`);
  assert.ok(!entry.includes('(the package has no licence file)'), `${name}: no licence text`);
}

test("every npm package the page depends on is named, with its licence's text", () => {
  const { dependencies } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  assert.ok(Object.keys(dependencies).length > 0);
  for (const name of Object.keys(dependencies)) assertListed(name);
});

test("every module of the service worker's Workbox runtime is named, with its licence's text", () => {
  const runtime = readdirSync(appRoot).filter((f) => /^(workbox-.*|sw)\.js$/.test(f));
  const modules = new Set(
    runtime.flatMap((f) =>
      [...readFileSync(path.join(appRoot, f), 'utf8').matchAll(/workbox:([a-z-]+):/g)].map((m) => m[1]),
    ),
  );
  assert.ok(modules.size > 0, 'the service worker has a Workbox runtime');
  for (const name of modules) assertListed(`workbox-${name}`);
});

test("the WebAssembly module's runtime (Emscripten) is named", () => {
  assert.match(notices, /compiled by Emscripten, which adds/);
  assert.match(notices, /musl libc: MIT licence/);
});
