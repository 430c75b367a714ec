// Offline: after one visit (the service worker has precached the page, its worker and the .wasm),
// the browser goes offline and a reload still opens the page and solves, with a fast method and
// with two-phase; each answer is checked by the Node core. The manifest is served and names an
// icon that exists.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

const SCRAMBLE = "F R' U2 L D' B2";
const isSolved = (f) =>
  [0, 1, 2, 3, 4, 5].every((face) => new Set(f.slice(face * 9, face * 9 + 9)).size === 1);

test('after one visit the page reloads and solves with the network off', async () => {
  await withPage(async (page, ctx) => {
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
  });
});
