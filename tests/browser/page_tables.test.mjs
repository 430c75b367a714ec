// Two-phase features on the page: routing to a pattern, random-state scrambles, and the IndexedDB
// table cache (a damaged cache is refused and rebuilt, never trusted). Skipped in a build whose
// module lacks them. Expected states come from the WASM core in Node.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

const TABLES_TIMEOUT_MS = 120000;
let core;
before(async () => {
  core = await loadCubeLab();
});

const drawn = (page) => page.evaluate(() => window.cubelab.facelets());
const offers = (page, method) =>
  page.locator('#method option').evaluateAll((o, m) => o.some((x) => x.value === m), method);

test('Route to pattern plays from the cube to the pattern the core names', async (t) => {
  await withPage(
    async (page, ctx) => {
      await waitForIdle(page);
      if (!(await offers(page, 'route'))) return t.skip('no routing in this build');
      await page.getByLabel('Speed').fill('50');
      await page.getByLabel('Scramble', { exact: true }).fill("R U R' U'");
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByLabel('Method').selectOption({ label: 'Route to pattern' });
      await waitForIdle(page);
      const pattern = await page.getByLabel('Pattern').inputValue();
      assert.ok(pattern, 'the pattern list is filled from the core');
      await page.getByRole('button', { name: 'Solve' }).click();
      await waitForIdle(page, TABLES_TIMEOUT_MS);
      const result = await page.evaluate(() => window.cubelab.solution());
      assert.ok(result && !result.error, await page.locator('#solve-message').innerText());
      const from = core.apply("R U R' U'", '').facelets;
      await page.getByRole('button', { name: 'To end' }).click();
      await waitForIdle(page);
      const end = core.apply(result.solution, from).facelets;
      assert.equal(await drawn(page), end);
      // The route really reaches the pattern: the core routes from there to it in 0 moves.
      assert.equal(core.route(end, pattern).length, 0);
      await ctx.screenshot('page-route');
    },
    { viewport: { width: 720, height: 540 } },
  );
});

test('Scramble gives a random-state scramble that the cube shows', async (t) => {
  await withPage(async (page) => {
    await waitForIdle(page);
    const has = await page.evaluate(() =>
      window.cubelab.client.info.then((i) => i.calls.includes('scramble')),
    );
    if (!has) return t.skip('no random-state scrambler in this build');
    await page.getByRole('button', { name: 'Scramble', exact: true }).click();
    await waitForIdle(page, TABLES_TIMEOUT_MS);
    const text = await page.getByLabel('Scramble', { exact: true }).inputValue();
    assert.ok(text.split(' ').length >= 2);
    assert.equal(await drawn(page), core.apply(text, '').facelets);
  });
});

test('built tables are cached, and a damaged cache is refused and rebuilt', async (t) => {
  await withPage(async (page) => {
    await waitForIdle(page);
    if (!(await offers(page, 'twophase'))) return t.skip('no two-phase solver in this build');
    const solveTwoPhase = async () => {
      await page.getByLabel('Scramble', { exact: true }).fill("R U2 F' L D2 B");
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByLabel('Method').selectOption('twophase');
      await page.getByRole('button', { name: 'Solve' }).click();
      await waitForIdle(page, TABLES_TIMEOUT_MS);
      const r = await page.evaluate(() => window.cubelab.solution());
      assert.ok(r && !r.error, await page.locator('#solve-message').innerText());
      return r;
    };
    const storedBytes = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const open = indexedDB.open('cubelab', 1);
            open.onupgradeneeded = () => open.result.createObjectStore('tables');
            open.onsuccess = () => {
              const get = open.result.transaction('tables').objectStore('tables').get('solver-tables');
              get.onsuccess = () => resolve(get.result ? get.result.byteLength : 0);
            };
          }),
      );
    await solveTwoPhase();
    assert.ok((await storedBytes()) > 1000000, 'the built tables are stored');
    // Damage one byte in the middle of the stored tables, then reload.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('cubelab', 1);
          open.onsuccess = () => {
            const store = open.result.transaction('tables', 'readwrite').objectStore('tables');
            const get = store.get('solver-tables');
            get.onsuccess = () => {
              const bytes = new Uint8Array(get.result);
              bytes[bytes.length >> 1] ^= 0xff;
              store.put(bytes.buffer, 'solver-tables').onsuccess = resolve;
            };
          };
        }),
    );
    // A fresh visit without the shared scramble in the address, so the status is the page's own.
    await page.goto(new URL('/', page.url()).href);
    await waitForIdle(page);
    assert.match(await page.locator('#status').innerText(), /refused/);
    const r = await solveTwoPhase();
    assert.ok(r.length <= 20);
    const final = core.apply(r.solution, core.apply("R U2 F' L D2 B", '').facelets).facelets;
    assert.equal(final, 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB');
    assert.ok((await storedBytes()) > 1000000, 'the rebuilt tables are stored again');
  });
});
