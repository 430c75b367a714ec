// What the page keeps is read defensively: damaged or hand-edited entries (here in the localStorage
// keys the page moves into IndexedDB) fall back to defaults or are dropped one by one, the rest
// are kept, and the page loads without an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { openWithLocalStorage, storedData } from './stored.mjs';

test('damaged stored settings, progress and statistics never break the page or lose the rest', async () => {
  await withPage(
    async (page, ctx) => {
      const old = {
        'cubelab.settings.v1': '{"colours": {"U": "javascript:alert(1)"}, "speedMs": "fast"',
        'cubelab.progress.v1': JSON.stringify({
          'OLL 27': { status: 'learning', attempts: 2, known: 1, times: [1500] },
          'OLL 45': { status: 'mastered', attempts: 'many' },
          'OLL 21': null,
        }),
        'cubelab.stats.v1': JSON.stringify([{ id: 'x', method: 'cfop' }, 42]),
      };
      await openWithLocalStorage(page, ctx, old);
      // Each damaged entry is refused with its reason, and its text kept aside whole.
      const reasons = {
        'cubelab.settings.v1': /^not JSON \(.+\)$/,
        'cubelab.progress.v1': /^"OLL 45"\.status is not one of new, learning, learned$/,
        'cubelab.stats.v1': /^run 1 is damaged$/,
      };
      const aside = await storedData(page, 'aside');
      assert.deepEqual(aside.map((e) => e.key).sort(), Object.keys(old).sort());
      for (const entry of aside) {
        assert.equal(entry.text, old[entry.key], `${entry.key} kept as it was`);
        assert.match(entry.reason, reasons[entry.key]);
      }
      assert.deepEqual(await page.evaluate(() => ({ ...localStorage })), {}, 'moved, not left behind');
      const said = await page.locator('#status').innerText();
      for (const key of Object.keys(old))
        assert.match(
          said,
          new RegExp(`Your old data under ${key.replaceAll('.', '\\.')} was not taken whole: `),
        );
      assert.equal(await page.getByLabel('Speed').inputValue(), '250', 'default speed');
      const colours = await page.evaluate(() => window.cubelab.colours());
      assert.equal(colours.U, '#ffffff', 'default white');
      await page.getByRole('link', { name: 'Learn' }).click();
      await page.getByLabel('Case set').selectOption('OLL');
      await waitForIdle(page);
      const status = (name) =>
        page.locator(`#case-grid .case[data-name="${name}"]`).getAttribute('data-status');
      assert.equal(await status('OLL 27'), 'learning', 'the sound entry is kept');
      assert.equal(await status('OLL 45'), 'new', 'the damaged entry is dropped');
      assert.deepEqual(
        (await page.locator('#train-table tr[data-case="OLL 27"] td').allInnerTexts()).slice(1, 4),
        ['2', '1', '1.50 s'],
        'the first version of the records is carried over: 2 attempts, 1 missed, 1.5 s',
      );
      await page.getByRole('link', { name: 'Statistics' }).click();
      assert.equal(await page.locator('#stats-saved li').innerText(), 'No saved runs yet.');
      // The Data view lists what was kept aside, each downloadable as it was.
      await page.getByRole('link', { name: 'Data' }).click();
      await page.locator('#data-aside-list li').first().waitFor();
      const listed = await page.locator('#data-aside-list li').allInnerTexts();
      assert.equal(listed.length, 3);
      assert.match(
        listed.join('\n'),
        /cubelab\.stats\.v1 \(\d+ characters, \d{4}-\d\d-\d\d\): run 1 is damaged/,
      );
      const item = page.locator('#data-aside-list li', { hasText: 'cubelab.settings.v1' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        item.getByRole('button', { name: 'Download' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'cubelab.settings.v1.txt');
      const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString();
      assert.equal(text, old['cubelab.settings.v1']);
      // A reload takes nothing again and keeps what was set aside.
      await page.reload();
      await waitForIdle(page);
      assert.equal((await storedData(page, 'aside')).length, 3);
      assert.doesNotMatch(await page.locator('#status').innerText(), /not taken whole/);
    },
    { waitUntil: 'none' },
  );
});

test('damaged learn records (version 2) lose only the damaged case', async () => {
  await withPage(async (page) => {
    await waitForIdle(page);
    const attempt = {
      at: 1,
      mode: 'real',
      recognitionMs: null,
      executionMs: null,
      totalMs: 2000,
      missed: false,
      alg: '',
    };
    const record = { status: 'learned', chosen: null, custom: [], attempts: [attempt], recognition: [] };
    await page.evaluate(
      (cases) =>
        localStorage.setItem(
          'cubelab.learn.v2',
          JSON.stringify({ version: 2, cases, selected: { PLL: 'x' } }),
        ),
      {
        'PLL T': record,
        'PLL Ua': { ...record, attempts: [{ ...attempt, totalMs: 'slow' }] },
        'PLL Jb': { ...record, custom: [42] },
      },
    );
    await page.reload();
    await waitForIdle(page);
    await page.getByRole('link', { name: 'Learn' }).click();
    await page.getByLabel('Case set').selectOption('PLL');
    await waitForIdle(page);
    const status = (name) =>
      page.locator(`#case-grid .case[data-name="${name}"]`).getAttribute('data-status');
    assert.equal(await status('PLL T'), 'learned', 'the sound case is kept');
    assert.equal(await status('PLL Ua'), 'new', 'a damaged attempt drops its case');
    assert.equal(await status('PLL Jb'), 'new', 'a damaged algorithm drops its case');
    assert.equal(
      await page.locator('#selection-count').innerText(),
      '21 of 21 cases chosen for the trainer.',
    );
    const [aside] = await storedData(page, 'aside');
    assert.equal(aside.key, 'cubelab.learn.v2');
    assert.equal(aside.reason, 'cases["PLL Ua"].attempts[0].totalMs is not a number of milliseconds or null');
    assert.deepEqual(Object.keys(JSON.parse(aside.text).cases), ['PLL T', 'PLL Ua', 'PLL Jb'], 'kept whole');
  });
});

test('a setting changed in one tab is not undone by a later change in another tab', async () => {
  await withPage(async (first, ctx) => {
    await waitForIdle(first);
    const second = await ctx.context.newPage();
    await second.goto(ctx.url);
    await waitForIdle(second);
    await first.locator('#metric-setting').selectOption('qtm');
    await first.evaluate(() => window.cubelab.storage.flush());
    // The second tab read its settings before that change; it hears of it from the first.
    await second
      .waitForFunction(() => window.cubelab.storage.get('settings').metric === 'qtm', null, { timeout: 5000 })
      .catch(() => assert.fail("the second tab never heard of the first tab's change"));
    assert.match(await second.locator('#status').innerText(), /Settings were changed in another tab/);
    await second.locator('#cross-colour').selectOption('yellow');
    const settings = await storedData(second, 'settings');
    assert.equal(settings.metric, 'qtm', "the first tab's change is kept");
    assert.equal(settings.crossColour, 'yellow', "the second tab's change is kept");
    await second.close();
  });
});
