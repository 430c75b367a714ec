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
    // Thistlethwaite's stages for this cube: the published cosets and bounds, the stage lengths of
    // the core's solve (checked here to solve the cube), and each stage's greying at its start.
    const rows = page.locator('#thistle-rows tr');
    assert.equal(await rows.count(), 4);
    const answer = core.solve('thistlethwaite', "R U2 D' B D'");
    assert.equal(core.apply(answer.solution, answer.start).facelets, SOLVED);
    const cosets = ['2,048', '1,082,565', '29,400', '663,552'];
    const bounds = [7, 10, 13, 15];
    let start = answer.start;
    for (let i = 0; i < 4; i++) {
      const phase = answer.phases[i];
      const cells = await rows.nth(i).locator('td').allInnerTexts();
      assert.equal(cells[0], phase.label);
      assert.equal(cells[4], cosets[i]);
      assert.equal(cells[6], String(bounds[i]));
      assert.equal(cells[5], String(phase.length));
      assert.ok(phase.length <= bounds[i]);
      const net = rows.nth(i).locator('.net');
      assert.equal(await net.getAttribute('data-facelets'), start);
      assert.equal(await net.getAttribute('data-shown'), phase.shown[0]);
      start = phase.states.at(-1) ?? start;
    }
    // Stage 1 works on the edges' orientation only: every corner sticker is greyed.
    assert.ok(answer.phases[0].shown[0].includes('0'));
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
