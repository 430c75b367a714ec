// What the page keeps and how it recovers: an impossible painted cube is refused with the core's
// message and changes nothing, a shared link restores scramble and solution, the colour scheme
// survives a reload, and a dead or stuck worker is replaced while the page stays usable.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

const drawn = (page) => page.evaluate(() => window.cubelab.facelets());

async function clickSticker(page, facelet) {
  const at = await page.evaluate((f) => window.cubelab.stickerOnScreen(f), facelet);
  await page.mouse.click(at.x, at.y);
}

test('an impossible painted cube shows the core message and leaves the cube unchanged', async () => {
  await withPage(async (page, ctx) => {
    await waitForIdle(page);
    await page.getByLabel('Scramble', { exact: true }).fill("R U2 F'");
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForIdle(page);
    const before = await drawn(page);
    await page.getByRole('button', { name: 'Paint' }).click();
    // Twist the U-R-F corner in place: its three stickers (facelets 8, 9, 20) each take the next
    // one's colour, which no sequence of turns can do.
    const [u, r, f] = [before[8], before[9], before[20]];
    const painted = [...before];
    [painted[8], painted[9], painted[20]] = [f, u, r];
    for (const [facelet, letter] of [
      [8, f],
      [9, u],
      [20, r],
    ]) {
      await page.getByRole('radio', { name: `Paint ${letter} colour` }).click();
      await clickSticker(page, facelet);
    }
    await waitForIdle(page);
    assert.equal(await drawn(page), painted.join(''));
    const expected = core.validate(painted.join(''));
    assert.ok(expected.error, 'the core refuses the twisted corner');
    await page.getByRole('button', { name: 'Use painted cube' }).click();
    await waitForIdle(page);
    assert.ok((await page.locator('#paint-error').innerText()).includes(expected.error));
    assert.equal(await page.evaluate(() => window.cubelab.state()), before);
    await ctx.screenshot('page-paint-error');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), before);
  });
});

test('a valid painted cube becomes the cube', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByRole('button', { name: 'Paint' }).click();
    // Flip the U-F and U-R edges (both in view): a legal state, two edges flipped in place.
    const solved = await drawn(page);
    const paints = [
      [7, 'F'],
      [19, 'U'],
      [5, 'R'],
      [10, 'U'],
    ];
    const painted = [...solved];
    for (const [facelet, letter] of paints) {
      painted[facelet] = letter;
      await page.getByRole('radio', { name: `Paint ${letter} colour` }).click();
      await clickSticker(page, facelet);
    }
    assert.ok(core.validate(painted.join('')).valid);
    await page.getByRole('button', { name: 'Use painted cube' }).click();
    await waitForIdle(page);
    assert.equal(await page.locator('#paint-error').innerText(), '');
    assert.equal(await page.evaluate(() => window.cubelab.state()), painted.join(''));
    assert.equal(await drawn(page), painted.join(''));
    // Undo takes the painted cube back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), solved);
  });
});

test('a shared link restores the scramble and its solution; colours survive a reload', async (t) => {
  const scramble = "F R U' R' U' R U R' F' R U R' U' R' F R F'";
  const method = await withPage(async (page) => {
    await waitForIdle(page);
    return page
      .locator('#method option')
      .evaluateAll((o) => o.map((x) => x.value).find((v) => v !== 'route'));
  });
  if (!method) return t.skip('no solver in this build');
  const hash = `#scramble=${encodeURIComponent(scramble)}&method=${encodeURIComponent(method)}`;
  await withPage(
    async (page) => {
      await waitForIdle(page, 120000);
      assert.equal(await drawn(page), core.apply(scramble, '').facelets);
      assert.equal(await page.getByLabel('Scramble', { exact: true }).inputValue(), scramble);
      assert.equal(await page.getByLabel('Method').inputValue(), method);
      const result = await page.evaluate(() => window.cubelab.solution());
      assert.equal(result.input, core.apply(scramble, '').facelets);
      assert.equal(await page.locator('#phases .phase').count(), result.phases.length);
      // Colours: change U, reload (same storage), and it is still there.
      await page.locator('details', { hasText: 'Colours' }).locator('summary').click();
      await page.getByLabel('Up colour').fill('#123456');
      // At once: a setting's write is journalled before IndexedDB has it (web/kit/storage/storage.js).
      await page.reload();
      await waitForIdle(page, 120000);
      assert.equal(await page.getByLabel('Up colour').inputValue(), '#123456');
      assert.equal((await page.evaluate(() => window.cubelab.colours())).U, '#123456');
    },
    { path: `/${hash}` },
  );
});

test('a shared link carries the cross colour of a CFOP solve, and Share writes it', async (t) => {
  const scramble = "R U R' U' F2 D L2 B' U2 R";
  const hash = `#scramble=${encodeURIComponent(scramble)}&method=cfop&colour=yellow`;
  await withPage(
    async (page) => {
      await waitForIdle(page, 120000);
      if ((await page.getByLabel('Method').inputValue()) !== 'cfop')
        return t.skip('no CFOP solver in this build');
      assert.equal(await page.getByLabel('Cross colour').inputValue(), 'yellow');
      assert.ok(await page.getByLabel('Cross colour').isVisible());
      const result = await page.evaluate(() => window.cubelab.solution());
      assert.equal(result.phases[0].case, 'yellow');
      // The solution solves the scramble (checked by the reference core, not the page).
      assert.equal(
        core.apply(result.solution, core.apply(scramble, '').facelets).facelets,
        core.apply('', '').facelets,
      );
      // A colour from a link is not saved as the user's own: a plain reload shows the saved one.
      await page.getByRole('button', { name: 'Share' }).click();
      await page.waitForFunction(() => document.querySelector('#share-message').textContent !== '');
      const shared = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
      assert.equal(shared.get('colour'), 'yellow');
      assert.equal(shared.get('method'), 'cfop');
      assert.equal(shared.get('scramble'), scramble);
      await page.evaluate(() => history.replaceState(null, '', '/'));
      await page.reload();
      await waitForIdle(page, 120000);
      assert.equal(await page.getByLabel('Cross colour').inputValue(), 'white');
    },
    { path: `/${hash}` },
  );
});

test('a dead or stuck worker is reported and replaced, and the page stays usable', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    // A call the worker cannot answer is an error value of kind 'internal', not a thrown failure.
    const unknown = await page.evaluate(() => window.cubelab.client.call('noSuchCall', []));
    assert.equal(unknown.kind, 'internal');
    assert.match(unknown.error, /unknown call noSuchCall/);
    await page.evaluate(() => window.cubelab.client.call('crashForTest').catch(() => {}));
    await page.waitForFunction(() => /restarted/.test(document.querySelector('#status').textContent));
    await page.getByLabel('Scramble', { exact: true }).fill('R');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), core.apply('R', '').facelets);
    const stuck = await page.evaluate(() =>
      window.cubelab.client.call('hangForTest', [], { budgetMs: 300 }).then(
        () => 'answered',
        (err) => err.message,
      ),
    );
    assert.match(stuck, /took longer than/);
    assert.match(await page.locator('#status').innerText(), /restarted/);
    await page.getByLabel('Scramble', { exact: true }).fill('R U');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), core.apply('R U', '').facelets);
  });
});
