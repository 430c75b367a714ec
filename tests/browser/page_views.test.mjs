// The page as views over one session: one worker round trip per solve, views with their own
// address (back and forward, the keyboard), the Cube field reading facelet strings through the
// core, share links that reopen exactly the cube on screen and the playback position, and every
// method's playback ending solved with the greying the page always gave. Expected states and
// messages come from the WASM core in Node; the expected greying from the rule below, written
// here from the pieces' colours, not taken from the page or the core's masks, except for Roux's
// and ZZ's phases, which the page must paint as the core's playback of each phase greys them.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';
import { CUBIES } from '../../web/kit/cube/layout.js';

const SCRAMBLE = "R U R' U' F2 D' L B2 U F' R2 D B' L2 U'";
const SMALL = { viewport: { width: 560, height: 420 } };
const SOLVE_TIMEOUT_MS = 120000;
let core;
before(async () => {
  core = await loadCubeLab();
});

const drawn = (page) => page.evaluate(() => window.cubelab.facelets());
const isSolved = (f) => [...Array(6).keys()].every((k) => new Set(f.slice(k * 9, k * 9 + 9)).size === 1);

async function applyText(page, text) {
  await page.getByLabel('Scramble', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await waitForIdle(page);
}

async function solveWith(page, method) {
  await page.getByLabel('Method').selectOption(method);
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitForIdle(page, SOLVE_TIMEOUT_MS);
  const result = await page.evaluate(() => window.cubelab.solution());
  assert.ok(result, await page.locator('#solve-message').innerText());
  return result;
}

test('a CFOP solve, and a two-phase one, cost one worker round trip', async () => {
  for (const method of ['cfop', 'twophase']) {
    await withPage(async (page) => {
      await waitForIdle(page);
      await applyText(page, SCRAMBLE);
      await page.getByLabel('Method').selectOption(method);
      await waitForIdle(page);
      const before = await page.evaluate(() => window.cubelab.messages());
      const result = await solveWith(page, method);
      const after = await page.evaluate(() => window.cubelab.messages());
      const sent = Object.fromEntries(
        Object.entries(after)
          .map(([fn, n]) => [fn, n - (before[fn] ?? 0)])
          .filter(([, n]) => n > 0),
      );
      assert.deepEqual(sent, { solve: 1 }, `${method}: the messages a solve sent`);
      assert.ok(isSolved(core.apply(result.solution, core.apply(SCRAMBLE, '').facelets).facelets));
      assert.equal(await page.locator('#phases .phase').count(), result.phases.length);
    }, SMALL);
  }
});

const VIEWS = [
  ['solve', 'Solve'],
  ['learn', 'Learn'],
  ['stats', 'Statistics'],
  ['analyse', 'Analyse'],
  ['alg', 'Alg viewer'],
];

async function shownView(page) {
  const visible = await page
    .locator('#views > section')
    .evaluateAll((sections) => sections.filter((s) => !s.hidden).map((s) => s.dataset.view));
  const current = await page.locator('#view-nav a[aria-current="page"]').allInnerTexts();
  assert.equal(visible.length, 1, `one view shown (${visible})`);
  return [visible[0], current.join()];
}

test('each view opens from its address; back and forward walk the views visited', async () => {
  // Each address is a new document (by way of about:blank: a hash change alone is not a load).
  await withPage(async (page, ctx) => {
    for (const [id, label] of VIEWS) {
      await page.goto('about:blank');
      await page.goto(new URL(`/#/${id}`, ctx.url).href);
      await waitForIdle(page);
      assert.deepEqual(await shownView(page), [id, label]);
    }
  });
  await withPage(async (page) => {
    await waitForIdle(page);
    assert.deepEqual(await shownView(page), ['solve', 'Solve']);
    await page.getByRole('link', { name: 'Learn' }).click();
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Statistics' }).click();
    await waitForIdle(page);
    assert.deepEqual(await shownView(page), ['stats', 'Statistics']);
    await page.goBack();
    await waitForIdle(page);
    assert.deepEqual(await shownView(page), ['learn', 'Learn']);
    assert.match(page.url(), /#\/learn$/);
    await page.goBack();
    await waitForIdle(page);
    assert.deepEqual(await shownView(page), ['solve', 'Solve']);
    await page.goForward();
    await waitForIdle(page);
    assert.deepEqual(await shownView(page), ['learn', 'Learn']);
  });
});

test('the keyboard reaches every view', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    for (const [id, label] of VIEWS) {
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      let focused = '';
      for (let i = 0; i < 12 && focused !== label; i++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      }
      assert.equal(focused, label, `Tab reaches the ${label} link`);
      await page.keyboard.press('Enter');
      await waitForIdle(page);
      // A view opened for the first time loads its module (Statistics brings Chart.js) first.
      await page.waitForFunction(
        (view) => document.querySelector(`#views > section[data-view="${view}"]`)?.hidden === false,
        id,
      );
      assert.deepEqual(await shownView(page), [id, label]);
    }
  });
});

test("a facelet string in the Cube field sets that cube; an impossible one shows the core's reason", async () => {
  const facelets = core.apply("R U2 D' B F2 L", '').facelets;
  // The U-R-F corner twisted in place (facelets 8, 9, 20 each take the next one's letter).
  const twisted = [...facelets];
  [twisted[8], twisted[9], twisted[20]] = [facelets[20], facelets[8], facelets[9]];
  const reason = core.cubeFromText(twisted.join(''));
  assert.equal(reason.kind, 'impossible');
  await withPage(async (page) => {
    await waitForIdle(page);
    await applyText(page, facelets);
    assert.equal(await drawn(page), facelets);
    assert.equal(await page.evaluate(() => window.cubelab.state()), facelets);
    assert.equal(await page.locator('#scramble-error').innerText(), '');
    await applyText(page, twisted.join(''));
    assert.ok((await page.locator('#scramble-error').innerText()).includes(reason.error));
    assert.equal(await drawn(page), facelets, 'the cube is left as it was');
  });
});

async function clickSticker(page, facelet) {
  const at = await page.evaluate((f) => window.cubelab.stickerOnScreen(f), facelet);
  await page.mouse.click(at.x, at.y);
}

// Presses Share and opens the link it wrote in a fresh page; returns what that page shows.
async function reopenShared(page) {
  await page.getByRole('button', { name: 'Share' }).click();
  await page.waitForFunction(() => document.querySelector('#share-message').textContent !== '');
  const hash = new URL(page.url()).hash;
  return withPage(
    async (other) => {
      await waitForIdle(other, SOLVE_TIMEOUT_MS);
      return {
        hash,
        facelets: await drawn(other),
        position: await other.evaluate(() => window.cubelab.position()),
        solution: await other.evaluate(() => window.cubelab.solution()?.solution ?? null),
      };
    },
    { path: `/${hash}`, ...SMALL },
  );
}

test('Share after hand turns, after paint and during playback reopens exactly what is on screen', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByLabel('Speed').fill('50');
    await applyText(page, "R U F'");
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    for (const key of ['f', 'Shift+D', 'l']) await page.keyboard.press(key);
    await waitForIdle(page);
    const turned = core.apply("R U F' F D' L", '').facelets;
    assert.equal(await drawn(page), turned);
    const afterTurns = await reopenShared(page);
    assert.equal(afterTurns.facelets, turned, `${afterTurns.hash} reopens the turned cube`);

    await page.getByRole('button', { name: 'Paint' }).click();
    // Flip the U-F edge and the U-R edge in place: a legal cube that no scramble text names.
    const legal = [...turned];
    [legal[7], legal[19]] = [turned[19], turned[7]];
    [legal[5], legal[10]] = [turned[10], turned[5]];
    assert.ok(core.validate(legal.join('')).valid);
    for (const f of [7, 19, 5, 10]) {
      await page.getByRole('radio', { name: `Paint ${legal[f]} colour` }).click();
      await clickSticker(page, f);
    }
    await page.getByRole('button', { name: 'Use painted cube' }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), legal.join(''));
    const afterPaint = await reopenShared(page);
    assert.equal(afterPaint.facelets, legal.join(''), `${afterPaint.hash} reopens the painted cube`);

    const result = await solveWith(page, 'cfop');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    await waitForIdle(page);
    const shown = await drawn(page);
    const playing = await reopenShared(page);
    assert.equal(playing.position, 3);
    assert.equal(playing.facelets, shown, `${playing.hash} reopens the solution at move 3`);
    assert.equal(playing.solution, result.solution);
  });
});

// ---- greying, as the page has always shown it ----

const centre = (letters, face) => letters[face * 9 + 4];
const colourKey = (letters, facelets) =>
  facelets
    .map((f) => letters[f])
    .sort()
    .join('');

// What each phase works on, by the phase names of core/solvers/README.md: the cross edges; the first two
// layers (pair by pair, or corners then middle edges); the top-layer edges turned up; the top
// colour of the last layer; or everything (nothing grey).
// (The X-cross, ZZ and Roux solvers, new on the page, have no greying from before to compare with:
// Roux's and ZZ's are compared with the core's playback.)
// The foci the page greyed by before the core took the greying over.
const OLD_FOCI = new Set(['cross', 'f2l', 'edges-up', 'oll', 'all']);
const KIND = {
  cross: 'cross',
  'f2l-1': 'f2l',
  'f2l-2': 'f2l',
  'f2l-3': 'f2l',
  'f2l-4': 'f2l',
  corners: 'f2l',
  'second-layer': 'f2l',
  'oll-edges': 'eo',
  'll-cross': 'eo',
  oll: 'oll',
  'oll-corners': 'oll',
};

// The stickers grey at `letters` while a phase of `kind` that ends at `end` plays.
function expectedGrey(kind, end, letters) {
  if (!kind) return null;
  const down = centre(end, 3);
  const top = centre(end, 0);
  const solvedAtEnd = new Set(
    CUBIES.filter(({ facelets }) => facelets.every((f) => end[f] === centre(end, Math.floor(f / 9)))).map(
      ({ facelets }) => colourKey(end, facelets),
    ),
  );
  const grey = new Array(54).fill(false);
  for (const { facelets } of CUBIES) {
    if (facelets.length === 1) continue; // centres show
    const colours = facelets.map((f) => letters[f]);
    const topPiece = colours.includes(top);
    let show;
    if (kind === 'cross') show = colours.length === 2 && colours.includes(down) ? 'all' : 'none';
    else if (kind === 'f2l')
      show = !topPiece && solvedAtEnd.has(colourKey(letters, facelets)) ? 'all' : 'none';
    else if (!topPiece) show = 'all';
    else if (kind === 'eo') show = colours.length === 2 ? 'top' : 'none';
    else show = 'top';
    facelets.forEach(
      (f, k) => (grey[f] = show === 'all' ? false : show === 'top' ? colours[k] !== top : true),
    );
  }
  return grey;
}

test("every method's playback ends solved, greyed at each move as the page always greyed it", async () => {
  const methods = await withPage(async (page) => {
    await waitForIdle(page);
    return page
      .locator('#method option')
      .evaluateAll((o) => o.map((x) => x.value).filter((v) => v !== 'route' && v !== 'optimal'));
  }); // the optimal solver (its table prompt, search and Cancel) has its own file: page_optimal
  assert.ok(methods.length >= 5, `methods offered: ${methods}`);
  for (const name of ['cfop', 'beginner', 'roux', 'zz'])
    assert.ok(methods.includes(name), `the methods that grey are offered: ${name} in ${methods}`);
  // One page for every method, as a person switching methods would (a page load costs more than
  // most of these solves).
  await withPage(async (page) => {
    await waitForIdle(page);
    for (const method of methods) {
      await applyText(page, SCRAMBLE);
      const result = await solveWith(page, method);
      // Every position, as the view draws it: the state and the greying it is painted with.
      const frames = await page.evaluate(async () => {
        const { session } = window.cubelab;
        const out = [];
        for (let at = 0; at <= session.solution.moves.length; at++) {
          await session.seek(at);
          out.push({
            at,
            phase: session.phaseAt(at),
            letters: window.cubelab.state(),
            grey: window.cubelab.greying(),
          });
        }
        return out;
      });
      const ends = [];
      let state = result.start;
      for (const p of result.phases) {
        state = core.apply(p.moves.join(' '), state).facelets;
        ends.push(state);
      }
      // The core's phase solvers ('Cross only', 'X-cross only') solve their phase, not the cube.
      if (!['cross', 'xcross'].includes(method))
        assert.ok(isSolved(frames.at(-1).letters), `${method} ends solved`);
      assert.equal(frames.at(-1).letters, ends.at(-1));
      let greyed = 0;
      const starts = [result.start, ...ends]; // each phase's start, and where in the moves it begins
      const offsets = result.phases.map((_, k) =>
        result.phases.slice(0, k).reduce((n, p) => n + p.moves.length, 0),
      );
      for (const { at, phase, letters, grey } of frames) {
        const name = result.phases[phase]?.name;
        // Roux's and ZZ's phases (issue 36): the page paints what the core's playback of the phase
        // greys at that move.
        if (['roux', 'zz'].includes(method) && phase >= 0) {
          const played = core.playback(result.phases[phase].moves.join(' '), starts[phase], name);
          const shown = played.shown[at - offsets[phase]];
          const greyIndexes = (mask) => (mask ? mask.flatMap((g, f) => (g ? [f] : [])) : []);
          const expected = [...shown].map((c) => c === '0');
          assert.deepEqual(greyIndexes(grey), greyIndexes(expected), `${method} ${name} at move ${at}`);
          if (expected.some(Boolean)) greyed++;
          continue;
        }
        // Greyings the old page never had: Thistlethwaite's orientation stages are checked by the
        // core's own tests (tests/native/thistlethwaite_test.cpp); the X-cross's phases are not
        // checked here.
        if (phase < 0 || !Object.hasOwn(KIND, name) || !OLD_FOCI.has(result.phases[phase].focus)) continue;
        const expected = expectedGrey(KIND[name], ends[phase], letters);
        const greyIndexes = (mask) => (mask ? mask.flatMap((g, f) => (g ? [f] : [])) : []);
        assert.deepEqual(greyIndexes(grey), greyIndexes(expected), `${method} ${name} at move ${at}`);
        if (expected?.some(Boolean)) greyed++;
      }
      if (KIND[result.phases[0].name] || ['roux', 'zz'].includes(method))
        assert.ok(greyed > 0, `${method} greys some positions`);
    }
  }, SMALL);
});
