// Offline: after one visit (the service worker has precached the page, its worker and the .wasm),
// the browser goes offline and a reload still opens the page and solves, with a fast method and
// with two-phase; each answer is checked by the Node core. The manifest is served and names an
// icon that exists.
//
// Then a new version is published (the served service worker changes): it is offered by the
// visible update button, not applied by itself while a solve plays, and applied when accepted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appRoot, waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

let core;
let root; // a copy of the app, so a new version can be published without touching the build
before(async () => {
  core = await loadCubeLab();
  root = await mkdtemp(path.join(os.tmpdir(), 'cubelab-offline-'));
  await cp(appRoot, root, { recursive: true });
});
after(() => rm(root, { recursive: true, force: true }));

const SCRAMBLE = "F R' U2 L D' B2";
const isSolved = (f) =>
  [0, 1, 2, 3, 4, 5].every((face) => new Set(f.slice(face * 9, face * 9 + 9)).size === 1);

test('after one visit the page reloads and solves with the network off', async () => {
  await withPage(
    async (page, ctx) => {
      await waitForIdle(page);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector('link[rel="manifest"]');
        const answer = await fetch(link.href);
        const json = await answer.json();
        const icon = await fetch(new URL(json.icons[0].src, link.href));
        return { json, icon: icon.ok && icon.headers.get('content-type') };
      });
      assert.equal(manifest.json.name, 'CubeLab');
      assert.equal(manifest.icon, 'image/svg+xml');
      // The service worker has installed (precached everything) and controls the page.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await waitForIdle(page);
      assert.ok(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)));

      await ctx.context.setOffline(true);
      assert.equal(await page.evaluate(() => navigator.onLine), false);
      await page.reload();
      await waitForIdle(page);
      await page.getByLabel('Scramble', { exact: true }).fill(SCRAMBLE);
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await waitForIdle(page);
      const start = core.apply(SCRAMBLE, '').facelets;
      assert.equal(await page.evaluate(() => window.cubelab.facelets()), start);
      for (const method of ['cfop', 'twophase']) {
        await page.getByLabel('Method').selectOption(method);
        await page.getByRole('button', { name: 'Solve' }).click();
        await waitForIdle(page, 120000);
        const answer = await page.evaluate(() => window.cubelab.solution());
        assert.ok(answer && !answer.error, `${method}: ${await page.locator('#solve-message').innerText()}`);
        assert.ok(isSolved(core.apply(answer.solution, start).facelets), `${method}: ${answer.solution}`);
      }
      await ctx.context.setOffline(false);

      // A new version: the service worker served changes. The page finds it and offers it, and
      // while the user goes on (an answer playing) it is not applied: same document, same state.
      assert.equal(await page.locator('#update').isHidden(), true, 'nothing offered before');
      await page.evaluate(() => (window.sameDocument = true));
      await appendFile(path.join(root, 'sw.js'), '\n// a new version\n');
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      await page.locator('#update').waitFor({ state: 'visible' });
      assert.equal(await page.locator('#update').innerText(), 'A new version is ready: update');
      const now = () =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return {
            waiting: Boolean(r.waiting),
            sameDocument: window.sameDocument === true,
            playing: window.cubelab.session.playing,
          };
        });
      await page.evaluate(() => window.cubelab.session.seek(0));
      await page.getByRole('button', { name: 'Play' }).click();
      await page.waitForFunction(() => window.cubelab.position() >= 1);
      assert.deepEqual(await now(), { waiting: true, sameDocument: true, playing: true }, 'mid-solve: not applied'); // prettier-ignore
      await page.getByRole('button', { name: 'Pause' }).click();
      await waitForIdle(page);
      const position = await page.evaluate(() => window.cubelab.position());
      assert.deepEqual(await now(), { waiting: true, sameDocument: true, playing: false }, 'still not applied'); // prettier-ignore
      assert.equal(await page.evaluate(() => window.cubelab.position()), position, 'the cube as it was');
      // Accepted: the new version takes over and the page reloads with it.
      await Promise.all([page.waitForEvent('load'), page.locator('#update').click()]);
      await waitForIdle(page);
      const after = await now();
      assert.deepEqual([after.waiting, after.sameDocument], [false, false], 'applied on request');
      assert.equal(await page.locator('#update').isHidden(), true);
    },
    { root, serviceWorkers: 'allow' },
  );
});
