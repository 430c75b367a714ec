// Privacy and safety: over a solve, the Learn view and a statistics run the page asks nothing of
// any other origin (every request of the context is recorded, the workers' included) and breaks
// none of its Content-Security-Policy; the policy really refuses inline script and handlers; and text
// a user types, opens in a link or restores from a file is shown as text, never run as HTML.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';

const HOSTILE = '<img src=x onerror="window.pwned=1">';

// Records CSP violations from the first script on.
const watchPolicy = (page) =>
  page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });

test('a solve, Learn and Statistics make no request to another origin and keep the policy', async () => {
  await withPage(
    async (page, ctx) => {
      const requests = [];
      ctx.context.on('request', (r) => requests.push(r.url()));
      await watchPolicy(page);
      await page.goto(ctx.url);
      await waitForIdle(page);
      await page.getByLabel('Scramble', { exact: true }).fill("R U R' F2 D'");
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await waitForIdle(page);
      await page.getByLabel('Method').selectOption('cfop');
      await page.getByRole('button', { name: 'Solve' }).click();
      await waitForIdle(page, 60000);
      assert.ok(await page.evaluate(() => window.cubelab.solution()?.solution));
      await page.getByRole('link', { name: 'Learn' }).click();
      await page.getByLabel('Case set').selectOption('PLL');
      await waitForIdle(page);
      await page.locator('#case-grid .case').first().click();
      await page.locator('#case-detail .alg').first().click();
      await waitForIdle(page);
      await page.getByRole('link', { name: 'Statistics' }).click();
      await page.getByLabel('Solver').selectOption('cfop');
      await page.getByLabel('Solves').fill('300');
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.waitForFunction(() =>
        /solves in/.test(document.querySelector('#stats-message').textContent),
      );
      await page.getByRole('link', { name: 'Data' }).click();
      await waitForIdle(page);
      assert.ok(requests.length > 5, `requests seen: ${requests.length}`);
      const foreign = requests.filter(
        (url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== ctx.origin,
      );
      assert.deepEqual(foreign, []);
      assert.ok(
        requests.some((url) => url.endsWith('.wasm')),
        'the worker’s requests are seen too',
      );
      assert.deepEqual(await page.evaluate(() => window.violations), []);
    },
    { waitUntil: 'none' },
  );
});

test('the policy refuses inline script and inline handlers in the page', async () => {
  await withPage(
    async (page, ctx) => {
      await watchPolicy(page);
      await page.goto(ctx.url);
      await waitForIdle(page);
      const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
      assert.match(policy, /script-src 'self';/);
      assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
      const outcome = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
        const image = document.createElement('img');
        image.setAttribute('onload', 'window.handlerRan = true');
        image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
        document.body.append(image);
        return new Promise((resolve) =>
          setTimeout(
            () => resolve({ inlineRan: window.inlineRan ?? false, handlerRan: window.handlerRan ?? false }),
            300,
          ),
        );
      });
      assert.deepEqual(outcome, { inlineRan: false, handlerRan: false });
      await page.waitForFunction(() => window.violations.length >= 2);
      const violations = await page.evaluate(() => window.violations);
      assert.ok(
        violations.every((v) => v.startsWith('script-src')),
        violations.join('; '),
      );
    },
    { waitUntil: 'none', allowConsoleErrors: true }, // the refusals are logged, as they should be
  );
});

test('hostile text typed, linked or restored is shown as text, never run', async () => {
  await withPage(
    async (page, ctx) => {
      await page.goto(`${ctx.url}#/solve?scramble=${encodeURIComponent(HOSTILE)}`);
      await waitForIdle(page);
      const fromLink = await page.locator('#scramble-error').innerText();
      assert.match(fromLink, /column 1/i);
      assert.ok(fromLink.includes('<img'), fromLink);
      await page.getByLabel('Scramble', { exact: true }).fill(`R U ${HOSTILE}`);
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await waitForIdle(page);
      assert.ok((await page.locator('#scramble-error').innerText()).includes(HOSTILE));
      // A backup whose run label is hostile: valid (a label is any text), restored, listed as text.
      await page.getByRole('link', { name: 'Data' }).click();
      const summary = { mean: 50, sd: 0, min: 50, max: 50, histogram: { 50: 1 } };
      const run = { id: 'h', method: 'cfop', label: HOSTILE, samples: 1, seed: 1, when: '2026-11-20T10:00:00.000Z', result: { phases: { cross: summary }, total: summary } }; // prettier-ignore
      const file = { format: 'cubelab-backup', version: 1, stores: { runs: { version: 1, data: [run] } } };
      await page.getByLabel('Restore from a backup file').setInputFiles({
        name: 'label.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await page.locator('#restore-preview').waitFor();
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Restore', exact: true }).click(),
      ]);
      await waitForIdle(page);
      await page.getByRole('link', { name: 'Statistics' }).click();
      await page.locator('#stats-saved li[data-id="h"]').waitFor();
      assert.ok((await page.locator('#stats-saved li[data-id="h"]').innerText()).includes(HOSTILE));
      assert.equal(await page.locator('#stats-saved img, #scramble-error img, #views img').count(), 0);
      assert.equal(await page.evaluate(() => window.pwned), undefined);
    },
    { waitUntil: 'none' },
  );
});
