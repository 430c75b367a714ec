// The Maths view: the core's info() about a typed algorithm and the cube on screen, and the
// condition an impossible cube fails named. Expected figures are published (order 1,260 for
// R U2 D' B D', Singmaster 1981) or come from the WASM core in Node.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
let core;
before(async () => {
  core = await loadCubeLab();
});

const fact = (page, name) =>
  page.locator('#maths-facts dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').innerText();

test("Maths shows order 1,260 for R U2 D' B D', its cycles, and the cube on screen", async () => {
  await withPage(async (page, ctx) => {
    await waitForIdle(page);
    await page.getByLabel('Scramble', { exact: true }).fill('R U');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Maths' }).click();
    await waitForIdle(page);
    // Opened on the cube on screen: R U has order 105.
    assert.match(await fact(page, 'Order'), /^105 /);
    await page.getByLabel('Algorithm or cube').fill("R U2 D' B D'");
    await page.getByRole('button', { name: 'Show' }).click();
    await waitForIdle(page);
    assert.match(await fact(page, 'Order'), /^1,260 /);
    const expected = core.info("R U2 D' B D'");
    assert.equal(await fact(page, 'Corners'), expected.corners);
    assert.equal(await fact(page, 'Edges'), expected.edges);
    assert.match(await fact(page, 'Solvable'), /^yes/);
    await ctx.screenshot('page-maths');
  });
});

test('Maths names the condition an impossible cube fails, and a typing error by its column', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Maths' }).click();
    await waitForIdle(page);
    // One edge flipped in place (UF's stickers swapped): only the flip condition fails.
    const flipped = SOLVED.slice(0, 7) + 'F' + SOLVED.slice(8, 19) + 'U' + SOLVED.slice(20);
    assert.deepEqual(core.info(flipped).failed, ['flip']);
    await page.getByLabel('Algorithm or cube').fill(flipped);
    await page.getByRole('button', { name: 'Show' }).click();
    await waitForIdle(page);
    const solvable = await fact(page, 'Solvable');
    assert.match(solvable, /^no/);
    assert.match(solvable, /edge flips/);
    assert.doesNotMatch(solvable, /twists|parities/);
    await page.getByLabel('Algorithm or cube').fill('R U Q');
    await page.getByRole('button', { name: 'Show' }).click();
    await waitForIdle(page);
    assert.match(await page.locator('#maths-error').innerText(), /column 5/);
    assert.equal(await page.locator('#maths-error mark').innerText(), 'Q');
  });
});
