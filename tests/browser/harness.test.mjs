// The harness itself, on a fixture page (not the app): it serves files, renders WebGL through
// SwiftShader, saves screenshots, and catches console errors and requests to other hosts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { waitForIdle, withPage } from './harness.mjs';

const root = fileURLToPath(new URL('./fixtures/', import.meta.url));

test('serves a page, renders WebGL and saves a screenshot', async () => {
  await withPage(
    async (page, ctx) => {
      assert.match(ctx.url, /^http:\/\/localhost:\d+\//);
      await waitForIdle(page);
      // The cleared colour read back proves WebGL really drew (SwiftShader), not just that it exists.
      assert.equal(await page.textContent('#webgl'), 'webgl2 0,153,51,255');
      const file = await ctx.screenshot('harness-fixture');
      assert.ok(existsSync(file) && statSync(file).size > 0);
    },
    { root, path: '/harness-page.html' },
  );
});

test('a console error fails the page', async () => {
  await assert.rejects(
    withPage(async (page) => page.waitForTimeout(200), { root, path: '/harness-page.html?error' }),
    /console error: fixture error/,
  );
});

test('a request to another host is blocked and fails the page', async () => {
  await assert.rejects(
    withPage(async (page) => page.waitForTimeout(500), { root, path: '/harness-page.html?foreign' }),
    /request to another host: http:\/\/example.com\/x/,
  );
});

test('files outside the served folder are not served', async () => {
  const { startServer } = await import('../../tools/serve.mjs');
  const server = await startServer({ root });
  // Raw paths, as a hostile client would send them (a browser normalises ".." away first).
  const status = (rawPath) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: server.port, path: rawPath }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
  try {
    assert.equal(await status('/harness-page.html'), 200);
    assert.equal(await status('/../harness.mjs'), 404);
    assert.equal(await status('/%2e%2e/harness.mjs'), 404);
    assert.equal(await status('/..%2fharness.mjs'), 404);
  } finally {
    await server.close();
  }
});
