// The page on phones and tablets (issue 34): at 390x844 (a phone, touch) and 768x1024 (a tablet)
// every view is opened from the navigation (at these widths, its "Views" menu), the document is no
// wider than the screen, each view has a heading, axe-core finds no serious or critical WCAG A/AA
// violation in the light and the dark theme, and on the phone every control is at least 44x44 px.
// On the phone a swipe on a face turns it (the expected cube from the WASM core in Node), the cube's
// text net and the move said follow it (and Undo, and a step of playback), and a two-finger drag or
// a swipe beside the cube turns the view, not the cube. The Theme setting is checked on the tablet. One page load per size.
import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, device: { isMobile: true, hasTouch: true } };
const TABLET = { viewport: { width: 768, height: 1024 }, device: { hasTouch: true } };
// The views the page has had since issue 24; a view added later is checked as well (the router
// makes a section for every view, and each must be reachable).
const KNOWN_VIEWS = [
  'solve',
  'learn',
  'stats',
  'analyse',
  'alg',
  'maths',
  'data',
  'compare',
  'route',
  'timer',
];
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const TARGET_PX = 44;

let core;
before(async () => {
  core = await loadCubeLab();
});

// Opens a view by its link in the navigation, through the menu where the screen has one.
async function openFromNav(page, id, menu) {
  const link = page.locator(`#view-nav a[data-view="${id}"]`);
  if (menu) {
    assert.equal(await link.isVisible(), false, 'the views are behind the menu');
    await page.getByRole('button', { name: 'Views' }).click();
  }
  await link.click();
  await page.locator(`#view-nav a[data-view="${id}"][aria-current="page"]`).waitFor({ state: 'attached' });
  await waitForIdle(page, 60000);
  if (menu) assert.equal(await link.isVisible(), false, 'the menu closes once a view is chosen');
  const section = page.locator(`#views > section[data-view="${id}"]`);
  assert.ok(await section.isVisible(), `${id}: its section is shown`);
  assert.ok(await section.getByRole('heading').first().isVisible(), `${id}: the view has a heading`);
}

async function widthProblems(page) {
  return page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    return over > 0 ? [`the document is ${over} px wider than the screen`] : [];
  });
}

// Controls (a check box or radio button by its label) smaller than TARGET_PX either way.
async function smallTargets(page) {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll('button, a[href], select, input, textarea, summary');
    return [...controls]
      .filter((e) => e.checkVisibility())
      .map((e) => {
        const box = (['checkbox', 'radio'].includes(e.type) && e.closest('label')) || e;
        const { width, height } = box.getBoundingClientRect();
        return {
          width,
          height,
          what: `${e.tagName.toLowerCase()}#${e.id} "${e.textContent.trim().slice(0, 20)}"`,
        };
      })
      .filter(({ width, height }) => width < min || height < min)
      .map(({ width, height, what }) => `${what} ${Math.round(width)}x${Math.round(height)}`);
  }, TARGET_PX);
}

// Every WCAG A/AA rule in the light theme; in the dark one, the rules that depend on colours.
async function axeProblems(page) {
  const problems = [];
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    // Only violations are read: passes are not listed node by node (much of axe's time here).
    const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    if (colorScheme === 'light') axe.withTags(WCAG_AA);
    else axe.withRules(['color-contrast', 'link-in-text-block']);
    const { violations } = await axe.analyze();
    for (const v of violations.filter((v) => ['serious', 'critical'].includes(v.impact)))
      problems.push(
        `${colorScheme}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  }
  return problems;
}

async function checkEveryView(page, { menu, targets }) {
  const views = await page.locator('#views > section').evaluateAll((s) => s.map((e) => e.dataset.view));
  for (const id of KNOWN_VIEWS) assert.ok(views.includes(id), `the page has the ${id} view`);
  const problems = [];
  for (const id of views) {
    await openFromNav(page, id, menu);
    const found = [...(await widthProblems(page)), ...(await axeProblems(page))];
    if (targets) found.push(...(await smallTargets(page)).map((t) => `a control under 44 px: ${t}`));
    problems.push(...found.map((p) => `${id}: ${p}`));
  }
  assert.deepEqual(problems, []);
}

// A touch gesture through Chromium's own touch input: each finger from its start by (dx, dy).
async function touchDrag(page, fingers, dx, dy) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t) => fingers.map(({ x, y }, id) => ({ x: x + dx * t, y: y + dy * t, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (const t of [0.25, 0.5, 0.75, 1])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(t) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await waitForIdle(page);
}

const sticker = (page, f) => page.evaluate((f) => window.cubelab.stickerOnScreen(f), f);
const drawn = (page) => page.evaluate(() => window.cubelab.facelets());

// The text net read back into a facelet string (U, then L F R B across, then D): sticker c of
// block b of a line is at column 7b + 2c (a space between stickers, two between blocks).
function readNet(text) {
  const rows = text.split('\n');
  const face = (row, block) =>
    [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => rows[row + r][block * 7 + c * 2]));
  return [face(0, 1), face(3, 2), face(3, 1), face(6, 1), face(3, 0), face(3, 3)].flat().join('');
}

// The two sizes are two browser contexts, run side by side.
describe('screens', { concurrency: 2 }, () => {
  test('on a phone: every view fits and passes axe; swipes turn faces and the view', async () => {
    await withPage(async (page) => {
      await waitForIdle(page);
      await checkEveryView(page, { menu: true, targets: true });

      await openFromNav(page, 'solve', true);
      await page.getByLabel('Speed').fill('50');
      await page.evaluate(() => window.scrollTo(0, 0));
      // F's centre-right sticker (facelet 23) swiped up: R turns clockwise.
      const right = await sticker(page, 23);
      await touchDrag(page, [right], 0, -80);
      const afterR = core.apply('R', '').facelets;
      assert.equal(await drawn(page), afterR);
      assert.equal(readNet(await page.locator('#cube-text').textContent()), afterR);
      assert.equal(await page.locator('#move-said').textContent(), 'Move R');
      // Two fingers, the first on a sticker, and a swipe beside the cube: the view turns, the cube not.
      for (const fingers of [[await sticker(page, 19), await sticker(page, 25)], [{ x: 20, y: 250 }]]) {
        const before = await sticker(page, 22);
        await touchDrag(page, fingers, 90, 0);
        const after = await sticker(page, 22);
        assert.ok(Math.abs(after.x - before.x) > 5, `the view turned (${before.x} -> ${after.x})`);
        assert.equal(await drawn(page), afterR);
      }
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await waitForIdle(page);
      assert.equal(await page.locator('#move-said').textContent(), 'Undone R');
      assert.equal(readNet(await page.locator('#cube-text').textContent()), core.apply('', '').facelets);
      // Playback says each move with its place in the answer.
      await page.locator('#scramble-input').fill("R U R' F2");
      await page.locator('#apply').click();
      await waitForIdle(page);
      await page.locator('#solve').click();
      await waitForIdle(page, 60000);
      const moves = await page.evaluate(() => window.cubelab.session.solution.moves);
      await page.locator('#step-forward').click();
      await waitForIdle(page);
      assert.equal(await page.locator('#move-said').textContent(), `Move ${moves[0]} (1 of ${moves.length})`);
    }, PHONE);
  });

  test('on a tablet: two columns, every view fits and passes axe; the Theme setting', async () => {
    await withPage(async (page) => {
      await waitForIdle(page);
      await checkEveryView(page, { menu: true, targets: false });
      const stage = await page.locator('.stage').boundingBox();
      const panel = await page.locator('#views').boundingBox();
      assert.ok(stage.x + stage.width <= panel.x + 1, 'the cube beside the view');

      const background = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByLabel('Theme').selectOption('dark');
      assert.equal(await background(), 'rgb(18, 21, 27)');
      await page.evaluate(() => window.cubelab.storage.flush());
      assert.equal(await page.evaluate(() => window.cubelab.storage.get('settings').theme), 'dark');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.getByLabel('Theme').selectOption('light');
      assert.equal(await background(), 'rgb(244, 245, 247)');
      await page.getByLabel('Theme').selectOption('system');
      assert.equal(await background(), 'rgb(18, 21, 27)', 'System follows prefers-color-scheme');
    }, TABLET);
  });
});
