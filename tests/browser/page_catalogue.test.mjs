// The catalogue's page leg (tests/bad-inputs/cases.json, the cases marked `page`): each case is
// given to the page where a user would give it (the Cube field, typed or pasted; a share link; the
// Statistics Solves field; the table cache in IndexedDB; the statistics workers' messages), in one
// browser session, and must show its clear error there while the cube, the saved data and the
// page's usefulness stay as they were. The expected words are the catalogue's (the core's), except
// where the page words a refusal itself (PAGE_WORDS, below). The limit cases' times are printed.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { catalogue, inputText, jsValue } from '../bad-inputs/cases.mjs';
import { loadCubeLab } from '../wasm/load.mjs';
import { databaseRecords } from './stored.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

const PAGE_CASES = catalogue.filter((c) => c.page);
// The page's own words where it refuses before asking the core (web/views/stats/panel.js for the
// Solves field; web/views/solve/view.js for a link's method or colour the page does not offer).
const SOLVES = /^Solves must be a whole number from 1 to 10,000,000\.$/;
const PAGE_WORDS = {
  'cli/samples-zero': SOLVES,
  'cli/samples-over': SOLVES,
  'cli/samples-negative': SOLVES,
  'wasm/stats-samples-zero': SOLVES,
  'link/unknown-method':
    /^This link asks for the method 'petrus', which this page does not offer \(methods: cfop, /,
  // The page hands the core the cache's bytes as a Uint8Array: a string becomes no bytes.
  'wasm/tables-not-bytes': /The cached tables were refused \(the buffer is empty\); they will be rebuilt\./,
  'link/bad-colour':
    /^This link asks for the cross colour 'pink', which this page does not offer \(colours: white, /,
};
// A text field holds Unicode text: bytes that are not UTF-8 cannot be typed, pasted or linked.
const UNREACHABLE = { 'notation/not-utf8': 'a text field holds Unicode, not raw bytes' };

const START = "R U R' U'";

const wrong = []; // every case that showed something else, reported together

function expectShown(c, shown) {
  const words = PAGE_WORDS[c.id];
  if (words) return words.test(shown) || wrong.push(`${c.id}: shows "${shown}"`);
  // Control characters are shown as their pictures (web/kit/text.js visible()).
  const expected = (c.wasmError ?? c.error.error).replace(/[\u0000-\u001f]/g, (ch) =>
    String.fromCharCode(0x2400 + ch.charCodeAt(0)),
  );
  if (!shown.startsWith(expected))
    wrong.push(`${c.id}: shows "${shown.slice(0, 200)}", expected "${expected}"`);
}

// The Cube field: typed with fill(), or for a paste over the limit a real paste event. A text the
// page takes shows no error: `refused` false waits only for the page to be idle (the Apply button's
// worker call makes it busy), not for an error that will not come.
async function viaField(page, text, refused = true) {
  const field = page.getByLabel('Scramble', { exact: true });
  await page.evaluate(() => (document.querySelector('#scramble-error').textContent = ''));
  const started = Date.now();
  if (text.length > 1000000) {
    await field.fill('');
    await page.evaluate((t) => {
      const data = new DataTransfer();
      data.setData('text', t);
      const event = new ClipboardEvent('paste', { clipboardData: data, cancelable: true, bubbles: true });
      document.querySelector('#scramble-input').dispatchEvent(event);
    }, text);
  } else {
    await field.fill(text);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
  }
  if (refused) await page.waitForFunction(() => document.querySelector('#scramble-error').textContent !== '');
  await waitForIdle(page);
  return {
    shown: await page.locator('#scramble-error').evaluate((e) => e.textContent),
    ms: Date.now() - started,
  };
}

async function viaLink(page, c) {
  const input = c.input === undefined ? '' : inputText(c.input);
  const [method, , options] = c.wasm?.args ?? [];
  const params = new URLSearchParams();
  params.set(/^[URFDLB]{54}$/.test(input) ? 'facelets' : 'scramble', input);
  if (c.page.where === 'share link') params.set('method', method);
  if (options?.colour) params.set('colour', options.colour);
  await page.evaluate(() => {
    document.querySelector('#scramble-error').textContent = '';
    document.querySelector('#solve-message').textContent = '';
  });
  await page.evaluate(
    (hash) => (location.hash = hash),
    `#/solve?${params.toString().replaceAll('+', '%20')}`,
  );
  await page.waitForFunction(
    () =>
      document.querySelector('#scramble-error').textContent ||
      document.querySelector('#solve-message').textContent,
  );
  await waitForIdle(page);
  return page.evaluate(
    () =>
      document.querySelector('#scramble-error').textContent ||
      document.querySelector('#solve-message').textContent,
  );
}

async function viaSolves(page, c) {
  const samples = c.cli ? c.cli.args[c.cli.args.indexOf('--samples') + 1] : String(c.wasm.args[1].samples);
  await page.getByRole('link', { name: 'Statistics' }).click();
  await page.getByLabel('Solves').fill(samples);
  await page.evaluate(() => (document.querySelector('#stats-message').textContent = ''));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('#stats-message').textContent !== '');
  const shown = await page.locator('#stats-message').innerText();
  await page.getByRole('link', { name: 'Solve' }).click();
  await waitForIdle(page);
  return shown;
}

// Bad bytes in the table cache, then a reload: the page says the cache was refused.
async function viaTableCache(page, c) {
  const value = c.wasm.args[0];
  await page.evaluate(
    (v) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('cubelab', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('tables');
        open.onsuccess = () => {
          const db = open.result;
          const bytes = v?.$js ? new Uint8Array(Number(v.$js.slice(6))) : v;
          const tx = db.transaction('tables', 'readwrite');
          tx.objectStore('tables').put(bytes, 'solver-tables');
          tx.oncomplete = () => (db.close(), resolve(true));
          tx.onerror = () => reject(tx.error);
        };
      }),
    value,
  );
  await page.reload();
  await waitForIdle(page);
  const status = await page.locator('#status').innerText();
  const expected = c.wasmError ?? c.error.error;
  return status.includes(expected) && !PAGE_WORDS[c.id] ? expected : status;
}

test('every page-reachable case of the catalogue shows its error in the page and leaves it usable', async () => {
  assert.ok(PAGE_CASES.length >= 65, `${PAGE_CASES.length} page cases`);
  await withPage(async (page) => {
    await waitForIdle(page);
    const startFacelets = core.apply(START, '').facelets;
    await viaField(page, START, false);
    assert.equal(await page.evaluate(() => window.cubelab.facelets()), startFacelets);
    await page.evaluate(() => window.cubelab.storage.flush());
    const stored = await databaseRecords(page);
    const skipped = [];
    const differences = [];
    const notDriven = [];
    const limits = [];
    for (const c of PAGE_CASES) {
      if (UNREACHABLE[c.id]) {
        skipped.push(`${c.id}: ${UNREACHABLE[c.id]}`);
        continue;
      }
      const where = c.page.where;
      let shown;
      if (/field/.test(where) && !/Solves/.test(where)) {
        const input = inputText(c.input);
        // The Cube field asks the core's cubeFromText, which may read a text otherwise than the
        // catalogue's call (validate, moves): the Node core says what the field must then show.
        const ref = input.length > 1000000 ? null : core.cubeFromText(input);
        const taken = Boolean(ref && !ref.error);
        const { shown: text, ms } = await viaField(page, input, !taken);
        shown = text;
        if (taken) {
          differences.push(`${c.id}: the Cube field reads it as ${ref.kind}`);
          assert.equal(await page.evaluate(() => window.cubelab.facelets()), ref.facelets, c.id);
          await viaField(page, START, false);
          continue;
        }
        if (ref && ref.error !== (c.wasmError ?? c.error.error)) {
          differences.push(`${c.id}: the Cube field says "${ref.error}"`);
          if (!shown.startsWith(ref.error))
            wrong.push(`${c.id}: shows "${shown}", the core says "${ref.error}"`);
          continue;
        }
        if (c.limit) limits.push(`${c.id}: ${ms} ms`);
        if (/share link/.test(where)) expectShown(c, await viaLink(page, c));
      } else if (where === 'share link') shown = await viaLink(page, c);
      else if (/Solves/.test(where)) shown = await viaSolves(page, c);
      else if (/two-phase tables/.test(where)) shown = await viaTableCache(page, c);
      else if (/statistics chunks/.test(where)) {
        const answer = await page.evaluate(
          ([fn, args]) => window.cubelab.client.call(fn, args),
          [c.wasm.call, jsValue(c.wasm.args, c.input)],
        );
        // A stored error without a code stands for code "" and params {} (tests/bad-inputs).
        assert.deepEqual(answer, { code: '', params: {}, ...(c.wasmError ?? c.error) }, c.id);
        shown = answer.error;
      } else {
        // A place other helpers added since this runner was written: listed, to be driven here.
        notDriven.push(`${c.id} (${where})`);
        continue;
      }
      expectShown(c, shown);
      // The cube is as it was, unless a link's cube is good and only its method or colour is
      // refused: then the link's cube is on screen (checked by the Node core), and is put back.
      const linkCube = where === 'share link' ? core.cubeFromText(inputText(c.input)) : { error: 'none' };
      const expected = linkCube.error ? startFacelets : linkCube.facelets;
      assert.equal(await page.evaluate(() => window.cubelab.facelets()), expected, `${c.id}: the cube`);
      if (!linkCube.error) await viaField(page, START, false);
    }
    assert.deepEqual(wrong, []);
    await page.evaluate(() => window.cubelab.storage.flush());
    assert.deepEqual(await databaseRecords(page), stored, 'the saved data is unchanged');
    // Still usable: a solve from the same cube, checked by the Node core.
    await page.getByLabel('Method').selectOption('cfop');
    await page.getByRole('button', { name: 'Solve' }).click();
    await waitForIdle(page, 60000);
    const answer = await page.evaluate(() => window.cubelab.solution());
    const end = core.apply(answer.solution, startFacelets).facelets;
    // Solved: every face one colour (a solver may end in another whole-cube orientation).
    assert.ok(
      [0, 1, 2, 3, 4, 5].every((f) => new Set(end.slice(f * 9, f * 9 + 9)).size === 1),
      end,
    );
    console.log(`limit cases, input to error on the page: ${limits.join('; ')}`);
    console.log(`not reachable from the page: ${skipped.join('; ')}`);
    console.log(`not driven by this runner yet: ${notDriven.join('; ') || 'none'}`);
    assert.ok(
      PAGE_CASES.length - notDriven.length - skipped.length >= 64,
      'the 64 reachable cases of the first catalogue are driven',
    );
    console.log(`the Cube field's reading differs from the catalogue's call:\n  ${differences.join('\n  ')}`);
  });
});
