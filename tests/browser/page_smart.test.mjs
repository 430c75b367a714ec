// Smart cubes in the page. With the virtual cube, where the browser has no Web Bluetooth: the menu
// says so and offers the virtual cube; once connected, keyboard and drag turns come back through
// the cube's stream and the page's cube follows them; "Mark as solved" resyncs; Disconnect lets
// go. With a GAN Gen2 cube on a fake Web Bluetooth (its encrypted packets made in Node,
// tests/lib/gan_cube.mjs): the page's bundle of gan-web-bluetooth decodes them and the page's cube,
// battery and disconnect follow. Every expected state is the WASM core's in Node. It also prints
// (no threshold) how many animation frames pass from a stream event to the page's cube drawn.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';
import { GEN2, AFTER_F_R, encrypt, decrypt, gen2, fakeGanBluetooth } from '../lib/gan_cube.mjs';

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
let core;
before(async () => {
  core = await loadCubeLab();
});

const drawn = (page) => page.evaluate(() => window.cubelab.facelets());

// Frames (and ms) from stream events to the page's cube drawn in the state they lead to: `send`
// runs in the page with the link and makes the events at once.
async function framesToDrawn(page, send, state) {
  return page.evaluate(
    async ({ send, state }) => {
      let frames = 0;
      const start = performance.now();
      new Function('link', send)(window.cubelab.smartCube);
      while (window.cubelab.facelets() !== state && frames < 1200) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        frames++;
      }
      return { frames, ms: Math.round(performance.now() - start) };
    },
    { send, state },
  );
}

test('the virtual cube drives the page’s cube; no Bluetooth is said; Mark as solved resyncs', async () => {
  await withPage(
    async (page, ctx) => {
      await ctx.context.addInitScript(() => delete Navigator.prototype.bluetooth);
      await page.goto(ctx.url);
      await waitForIdle(page);
      await page.getByLabel('Speed').fill('50');

      // The menu: no Web Bluetooth in this browser, said as such; the GAN entry cannot be chosen.
      await page.getByText('Connect a smart cube').click();
      await page
        .getByText('This browser has no Web Bluetooth: use Chrome or Edge on desktop or Android')
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'GAN cube (Bluetooth)' }).isDisabled(), true);

      await page.getByRole('button', { name: /Virtual cube/ }).click();
      await page.getByText('Connected: Virtual cube').waitFor();
      await page.evaluate(() => {
        window.heard = [];
        window.cubelab.smartCube.on((event) => window.heard.push(event));
      });

      // Keys and a drag: each turn comes through the stream, and the page's cube follows.
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      for (const key of ['r', 'Shift+U', 'f', 'm']) await page.keyboard.press(key);
      await waitForIdle(page);
      const at = await page.evaluate(() => window.cubelab.stickerOnScreen(23));
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      await page.mouse.move(at.x, at.y - 40, { steps: 3 });
      await page.mouse.move(at.x, at.y - 80, { steps: 3 });
      await page.mouse.up();
      await waitForIdle(page);
      const heard = await page.evaluate(() => window.heard);
      const turned = heard.filter((e) => e.type === 'move').map((e) => e.move);
      assert.equal(turned.length, 5, `the stream: ${JSON.stringify(heard)}`);
      assert.deepEqual(turned.slice(0, 4), ['R', "U'", 'F', 'M']);
      for (const e of heard) assert.equal(typeof e.localTimestamp, 'number');
      const moves = turned.join(' ');
      assert.equal(await drawn(page), core.apply(moves, '').facelets);
      assert.equal(await page.evaluate(() => window.cubelab.state()), core.apply(moves, '').facelets);

      // Mark as solved: the page's cube is solved again, and the stream says so.
      await page.getByRole('button', { name: 'Mark as solved' }).click();
      await waitForIdle(page);
      assert.equal(await drawn(page), SOLVED);
      assert.deepEqual((await page.evaluate(() => window.heard)).at(-1), {
        type: 'facelets',
        facelets: SOLVED,
      });

      // The delay from a stream event to the cube drawn, in animation frames: one turn at a time
      // at the default turn speed (250 ms), a burst of ten turns sent at once (a fast solver's
      // finger trick; the queue shortens each turn), and a reported state.
      const sequence = ['R', 'U', "R'", "U'", 'F2'];
      const states = sequence.map((_, i) => core.apply(sequence.slice(0, i + 1).join(' '), '').facelets);
      const figures = [];
      await page.getByLabel('Speed').fill('250');
      const each = [];
      for (let i = 0; i < sequence.length; i++) {
        each.push(await framesToDrawn(page, `link.takeTurn(${JSON.stringify(sequence[i])})`, states[i]));
        await waitForIdle(page);
      }
      const frames = each.map((e) => e.frames).sort((a, b) => a - b);
      const ms = each.map((e) => e.ms).sort((a, b) => a - b);
      figures.push(`one turn: median ${frames[2]} frames (${ms[2]} ms), ${frames[0]}..${frames[4]}`);
      const burst = "R U R' U' R' F R2 U' R' U'";
      await page.getByRole('button', { name: 'Mark as solved' }).click();
      await waitForIdle(page);
      const sendBurst = `for (const m of ${JSON.stringify(burst.split(' '))}) link.takeTurn(m)`;
      const ten = await framesToDrawn(page, sendBurst, core.apply(burst, '').facelets);
      await waitForIdle(page);
      figures.push(`ten turns at once: ${ten.frames} frames (${ten.ms} ms)`);
      const reported = await framesToDrawn(page, 'link.markSolved()', SOLVED);
      await waitForIdle(page);
      figures.push(`a reported state: ${reported.frames} frames (${reported.ms} ms)`);
      console.log(`# stream event to cube drawn: ${figures.join('; ')}`);
      assert.equal(await drawn(page), SOLVED);

      // Disconnect: said, and the keys turn the page's cube directly again (nothing on the stream).
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('The smart cube is disconnected.').first().waitFor();
      const before = (await page.evaluate(() => window.heard)).length;
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('r');
      await waitForIdle(page);
      assert.equal(await drawn(page), core.apply('R', '').facelets);
      const after = await page.evaluate(() => window.heard);
      assert.deepEqual(
        after.slice(before - 1).map((e) => e.type),
        ['disconnect'],
      );
      assert.equal(await page.getByText('Connect a smart cube').isVisible(), true);
    },
    { waitUntil: 'none' },
  );
});

test('a GAN cube over Web Bluetooth: the page decodes its packets and its cube follows', async () => {
  const MAC = 'AB:12:CD:34:EF:56';
  const [U, R, D] = [0, 1, 3];
  await withPage(
    async (page, ctx) => {
      await ctx.context.addInitScript(fakeGanBluetooth, {
        name: 'GAN12-ui-1A2B',
        ...GEN2,
      });
      await page.goto(ctx.url);
      await waitForIdle(page);
      await page.getByLabel('Speed').fill('50');
      const send = (message) =>
        page.evaluate((bytes) => window.ganCube.send(bytes), [...encrypt(message, MAC)]);
      const written = async () =>
        (await page.evaluate(() => window.ganCube.written)).map((bytes) => decrypt(Buffer.from(bytes), MAC));
      const follows = async (moves) => {
        const expected = core.apply(moves, '').facelets;
        await page.waitForFunction((f) => window.cubelab.state() === f, expected);
        await waitForIdle(page);
        assert.equal(await drawn(page), expected);
      };

      // The browser cannot read the MAC address from the cube's advertisements here: the page
      // asks the user for it.
      await page.getByText('Connect a smart cube').click();
      assert.equal(await page.getByText(/no Web Bluetooth/).isVisible(), false);
      // A mistyped address is refused with what was expected (it would key the decryption wrongly).
      page.once('dialog', (dialog) => dialog.accept('AB:12:CD:34:EF'));
      await page.getByRole('button', { name: 'GAN cube (Bluetooth)' }).click();
      await page.getByText("Not connected: 'AB:12:CD:34:EF' is not a MAC address").waitFor();
      page.once('dialog', (dialog) => {
        assert.equal(dialog.type(), 'prompt');
        assert.match(dialog.message(), /MAC address/);
        dialog.accept(MAC);
      });
      await page.getByRole('button', { name: 'GAN cube (Bluetooth)' }).click();
      await page.getByText('Connected: GAN12-ui-1A2B').waitFor();
      // It asked the cube for its state and battery, encrypted with the cube's key.
      assert.deepEqual(
        (await written()).map((c) => c[0]),
        [0x04, 0x09],
      );

      await send(gen2.facelets(10, AFTER_F_R));
      await follows('F R');
      await send(gen2.battery(87));
      await page.getByText('battery 87%').waitFor();
      await send(gen2.move(11, [{ face: U, ccw: false, elapsed: 300 }]));
      // A lost message (serial 12): the next one's history brings its turn back.
      await send(
        gen2.move(13, [
          { face: U, ccw: false, elapsed: 300 },
          { face: R, ccw: true, elapsed: 150 },
          { face: D, ccw: false, elapsed: 90 },
        ]),
      );
      await follows("F R U R' D");

      await page.getByRole('button', { name: 'Mark as solved' }).click();
      await follows('');
      assert.equal((await written()).at(-1)[0], 0x0a, 'the cube was told to reset');

      await page.evaluate(() => window.ganCube.drop());
      await page.getByText('The smart cube is disconnected.').first().waitFor();
      assert.equal(await page.getByText('Connect a smart cube').isVisible(), true);
    },
    { waitUntil: 'none' },
  );
});
