// The Analyse view (#/analyse): a published reconstruction pasted in shows the published steps on
// the timeline, plays to a solved cube with each step's greying, reopens from its share link and
// after a reload, exports the core's reconstruction text; a typo shows its column, a solution that
// does not solve shows the cube it leaves, a better step plays in place of the user's. Expected
// figures and states are the core's (the WASM module under Node), from calls the page makes itself.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

let core;
before(async () => {
  core = await loadCubeLab();
});

// tests/data/reconstructions.tsv: published solves (sources there) and the split their sources give.
const RECONSTRUCTIONS = readFileSync(new URL('../data/reconstructions.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('id\t'))
  .map((line) => {
    const [id, scramble, solution, steps] = line.split('\t');
    return { id, scramble, solution: solution.replaceAll('\\n', '\n'), steps: steps.trim().split(/\s+/) };
  });
const byId = (id) => RECONSTRUCTIONS.find((r) => r.id === id);
// The page is shown a sample (the first four, every eighth, those with a step of two pairs): the
// native suite checks every row's split against the core's, and this checks that the page shows and
// plays the core's split.
const SHOWN = RECONSTRUCTIONS.filter((r, i) => i < 4 || i % 8 === 0 || r.steps.includes('pairs'));

// Whether the step names the timeline shows (the core's names) match a published split: `f2l`
// stands for a one-pair step, `pairs` for a step of two or more pairs, `=CASE` names the case,
// `!=skip` says the step has moves, `*` ends what the source states.
function matchesPublished(shown, published) {
  const rest = published.indexOf('*');
  const stated = rest < 0 ? published : published.slice(0, rest);
  if (rest < 0 && shown.length !== stated.length) return `${shown.length} steps, published ${stated.length}`;
  for (let i = 0; i < stated.length; i++) {
    const [name, want] = stated[i].split(/!?=/);
    const s = shown[i];
    if (!s) return `step ${i + 1} missing`;
    const family = !s.name.startsWith('f2l-') ? s.name : (s.slot ?? '').length > 2 ? 'pairs' : 'f2l';
    if (family !== name) return `step ${i + 1} is ${s.name}, published ${name}`;
    if (stated[i].includes('!=skip') && s.case === 'skip') return `step ${i + 1} is a skip`;
    if (!stated[i].includes('!=') && want && s.case !== (want === 'skip' ? 'skip' : want))
      return `step ${i + 1} case ${s.case}, published ${want}`;
  }
  return '';
}

const isSolved = (f) => [...Array(6).keys()].every((k) => new Set(f.slice(k * 9, k * 9 + 9)).size === 1);
const view = (page) => page.locator('section.view[data-view="analyse"]');
const drawn = (page) => page.evaluate(() => window.cubelab.facelets());

async function openAnalyse(page) {
  await waitForIdle(page);
  await page.getByRole('link', { name: 'Analyse', exact: true }).click();
  // The view opens on the hash change, after the click returns: idle before it means nothing.
  await view(page).waitFor({ state: 'visible' });
  await waitForIdle(page);
}

async function analyse(page, { scramble, solution, time = '' }) {
  await view(page).getByLabel('Scramble').fill(scramble);
  await view(page).getByLabel('Solution').fill(solution);
  await view(page).getByLabel('Time (s)').fill(time);
  await page.getByRole('button', { name: 'Analyse', exact: true }).click();
  await waitForIdle(page);
}

// The steps as the timeline shows them: name (the core's), case and label text.
const timeline = (page) =>
  page
    .locator('#analyse-timeline [data-step]')
    .evaluateAll((gs) => gs.map((g) => ({ name: g.dataset.name, label: g.getAttribute('aria-label') })));

test('published reconstructions: the timeline shows the published steps, and playing ends solved', async () => {
  await withPage(async (page, ctx) => {
    await openAnalyse(page);
    await page.locator('#speed').fill('50');
    for (const r of SHOWN) {
      await analyse(page, r);
      const expected = core.analyse(r.scramble, r.solution);
      const shown = await timeline(page);
      assert.deepEqual(
        shown.map((s) => s.name),
        expected.steps.map((s) => s.name),
        r.id,
      );
      const withCases = shown.map((s, i) => ({
        name: s.name,
        case: expected.steps[i].case,
        slot: expected.steps[i].slot,
      }));
      assert.equal(matchesPublished(withCases, r.steps), '', `${r.id}: ${r.steps.join(' ')}`);
      // The case of each step is on its box (as the core named it).
      shown.forEach((s, i) => {
        if (expected.steps[i].case) assert.ok(s.label.includes(expected.steps[i].case), `${r.id} ${s.label}`);
      });
      // The table: one row per step with the core's counts, and the total.
      const rows = await page
        .locator('.analysis-table tbody .step-row')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => Number(td.textContent))),
        );
      assert.deepEqual(
        rows,
        expected.steps.map((s) => [s.htm, s.stm, s.qtm]),
        r.id,
      );
      // One is played turn by turn (every turn's drawing is checked against the worker's state);
      // the others jump to the end, which draws the last state at once (CI time).
      const button = r.id === 'park-3.13' ? 'Play' : 'To end';
      await page.getByRole('button', { name: button, exact: true }).click();
      await waitForIdle(page, 60000);
      const end = await drawn(page);
      assert.ok(isSolved(end), `${r.id} ends solved: ${end}`);
      assert.equal(await page.evaluate(() => window.cubelab.state()), end);
    }
    await ctx.screenshot('page-analyse-played');
  });
});

test('a step clicked plays from its start with its greying; Shift+arrows go step by step', async () => {
  const park = byId('park-3.13');
  const expected = core.analyse(park.scramble, park.solution);
  await withPage(async (page) => {
    await openAnalyse(page);
    await analyse(page, park);
    // The positions the session goes through once the step is clicked: first the step's start.
    const k = expected.steps.findIndex((s) => s.name === 'oll');
    await page.locator('#speed').fill('50');
    await page.evaluate(() => {
      window.positions = [];
      window.cubelab.session.on('position', ({ position }) => window.positions.push(position));
    });
    await page.locator(`#analyse-timeline [data-step="${k}"]`).click();
    await waitForIdle(page, 60000);
    const positions = await page.evaluate(() => window.positions);
    // The session's moves are the steps' moves turn for turn, so step k starts at its `first`.
    assert.equal(positions[0], expected.steps[k].first, positions.join(' '));
    assert.equal(positions.at(-1), expected.steps.at(-1).end);
    assert.ok(isSolved(await drawn(page)));
    await page.evaluate((at) => window.cubelab.session.seek(at), expected.steps[k].first);
    await waitForIdle(page);
    const step = expected.steps[k];
    assert.equal(await page.evaluate(() => window.cubelab.state()), step.start);
    const shown = core.playback(step.moves, step.start, step.name).shown[0];
    const greying = await page.evaluate(() => window.cubelab.greying());
    assert.deepEqual(
      greying,
      [...shown].map((c) => c === '0'),
    );
    assert.ok(greying.some(Boolean), 'the OLL step greys the sides');
    assert.equal(
      await page.locator('.analysis-table tr.step-row.active').getAttribute('data-row'),
      String(k),
    );
    // Shift+Right: the next step with moves; Shift+Left twice: back to this step, then the one before.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Shift+ArrowRight');
    await waitForIdle(page);
    const next = expected.steps.findIndex((s, i) => i > k && s.first > step.first);
    assert.equal(await page.evaluate(() => window.cubelab.position()), expected.steps[next].first);
    await page.keyboard.press('Shift+ArrowLeft');
    await waitForIdle(page);
    assert.equal(await page.evaluate(() => window.cubelab.position()), step.first);
    await page.keyboard.press('Shift+ArrowLeft');
    await waitForIdle(page);
    assert.equal(await page.evaluate(() => window.cubelab.position()), expected.steps[k - 1].first);
  });
});

test('the share link reopens the solve at its position, and a reload keeps the last solve', async () => {
  const wei = byId('wei-9.04');
  await withPage(async (page, ctx) => {
    await openAnalyse(page);
    // Pasted as people share it: the alg.cubing.net link as the solution, the scramble empty.
    await analyse(page, { scramble: '', solution: wei.solution, time: '9.04' });
    const expected = core.analyse('', wei.solution, { time: 9.04 });
    await page.evaluate((at) => window.cubelab.session.seek(at), expected.steps[2].first + 2);
    await waitForIdle(page);
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /^#\/analyse\?/);
    const state = await page.evaluate(() => window.cubelab.state());
    const reopened = await page.context().newPage();
    await reopened.goto(`${ctx.url}${hash}`);
    await waitForIdle(reopened);
    assert.equal(await view(reopened).getByLabel('Solution').inputValue(), wei.solution);
    assert.equal(await view(reopened).getByLabel('Time (s)').inputValue(), '9.04');
    assert.deepEqual(
      (await timeline(reopened)).map((s) => s.name),
      expected.steps.map((s) => s.name),
    );
    assert.equal(await reopened.evaluate(() => window.cubelab.position()), expected.steps[2].first + 2);
    assert.equal(await reopened.evaluate(() => window.cubelab.state()), state);
    await reopened.close();
    // A new visit (the address without the solve, the same browser storage) shows the last solve.
    const visit = await page.context().newPage();
    await visit.goto(`${ctx.url}#/analyse`);
    await waitForIdle(visit);
    assert.equal(await view(visit).getByLabel('Solution').inputValue(), wei.solution);
    assert.equal((await timeline(visit)).length, expected.steps.length);
    await visit.close();
  });
});

test('a typo shows its line and column, marked and selected in the box', async () => {
  await withPage(async (page) => {
    await openAnalyse(page);
    const solution = "x2 // inspection\nR U R' Q U'";
    await analyse(page, { scramble: "R U R'", solution });
    const error = core.analyse("R U R'", solution);
    assert.equal(error.kind, 'input');
    const out = page.locator('#analyse-solution-error');
    assert.equal(await out.getAttribute('data-column'), String(error.column));
    assert.match(await out.innerText(), /line 2, column 8/);
    assert.equal(await out.locator('mark').innerText(), 'Q');
    const box = view(page).getByLabel('Solution');
    assert.equal(await box.getAttribute('aria-invalid'), 'true');
    const selected = await box.evaluate((t) => t.value.slice(t.selectionStart, t.selectionEnd));
    assert.equal(selected, 'Q');
    // A scramble typo is shown under the scramble.
    await analyse(page, { scramble: 'R U X', solution: "U' R'" });
    assert.match(await page.locator('#analyse-scramble-error').innerText(), /column 5/);
    assert.equal(await page.locator('#analyse-scramble-error mark').innerText(), 'X');
    // A bad time names the field.
    await analyse(page, { scramble: 'R U', solution: "U' R'", time: 'soon' });
    assert.match(await page.locator('#analyse-time-error').innerText(), /^time: /);
  });
});

test('a solution that does not solve is reported with the cube it leaves', async () => {
  await withPage(async (page) => {
    await openAnalyse(page);
    await analyse(page, { scramble: "R U R' F2", solution: "F2 R U R'" });
    const expected = core.analyse("R U R' F2", "F2 R U R'");
    assert.equal(expected.valid, false);
    assert.equal(await page.locator('#analyse-unsolved').innerText(), expected.message);
    assert.equal(await drawn(page), expected.facelets);
    assert.match(await page.locator('#phase-text').innerText(), /does not solve/);
  });
});

// A CubeLab white CFOP solve (phases as comments) whose best cross is of another colour and shorter.
function otherColourSolve() {
  for (const { scramble } of core.scramble(7, 20).scrambles) {
    const solved = core.solve('cfop', scramble, { colour: 'white' });
    const solution = solved.phases.map((p) => `${p.moves.join(' ')} // ${p.name}`).join('\n');
    const any = core.analyse(scramble, solution).steps[0].best_any_colour;
    if (any && !any.yours && any.colour !== 'white' && any.htm < solved.phases[0].length)
      return { scramble, solution };
  }
  throw new Error('no solve with a shorter cross in another colour');
}

test('what if: the best step plays in place of the user, then CubeLab finishes, solved', async () => {
  const park = byId('park-3.13');
  const expected = core.analyse(park.scramble, park.solution);
  const k = expected.steps.findIndex((s) => s.best && !s.best.yours && s.saved > 0);
  // The record opens with an xxcross: its best (the cross with the same two pairs) is the one played.
  assert.equal(expected.steps[k]?.name, 'xxcross');
  await withPage(async (page) => {
    await openAnalyse(page);
    await page.locator('#speed').fill('50');
    await analyse(page, park);
    // A step offers its best to play exactly when the core's best is not the user's own moves.
    for (const [i, s] of expected.steps.entries())
      assert.equal(
        await page.locator(`[data-whatif="${i}"]:not([data-any])`).count(),
        s.best && !s.best.yours ? 1 : 0,
        s.name,
      );
    await page.locator(`[data-whatif="${k}"]`).click();
    // It starts playing at step k; its end is jumped to (CI time: turns are checked in the first test).
    await page.waitForFunction(
      () => window.cubelab.solution()?.method === 'what if' && window.cubelab.session.playing,
    );
    await page.getByRole('button', { name: 'To end', exact: true }).click();
    await waitForIdle(page, 60000);
    assert.ok(isSolved(await drawn(page)));
    const answer = await page.evaluate(() => window.cubelab.solution());
    assert.equal(answer.method, 'what if');
    assert.equal(answer.phases[k].length, expected.steps[k].best.htm);
    // The user's steps before k are unchanged; the best step starts where the user's did.
    for (let i = 0; i < k; i++)
      assert.equal(answer.phases[i].moves.length, expected.steps[i].end - expected.steps[i].first);
    assert.match(await page.evaluate(() => location.hash), /whatif=/);
    await page.getByRole('button', { name: 'Back to your solve' }).click();
    await waitForIdle(page);
    assert.equal((await page.evaluate(() => window.cubelab.solution())).method, 'your solve');
    // A cross shorter in another colour: its own button, and the link says so.
    const other = otherColourSolve();
    await analyse(page, other);
    const step = core.analyse(other.scramble, other.solution).steps[0];
    await page.locator('[data-whatif="0"][data-any="true"]').click();
    await page.waitForFunction(
      () => window.cubelab.solution()?.phases[0].label.startsWith('Best') && window.cubelab.session.playing,
    );
    await page.getByRole('button', { name: 'To end', exact: true }).click();
    await waitForIdle(page, 60000);
    assert.ok(isSolved(await drawn(page)));
    const played = await page.evaluate(() => window.cubelab.solution());
    assert.equal(played.phases[0].length, step.best_any_colour.htm);
    assert.match(await page.evaluate(() => location.hash), /whatif=1&colour=any|colour=any.*whatif=1/);
  });
});

test('export: the reconstruction text is the core text, copied and downloaded', async () => {
  const pb = byId('pb-7.18');
  const expected = core.analyse(pb.scramble, pb.solution, { time: 7.18 });
  await withPage(async (page, ctx) => {
    await ctx.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAnalyse(page);
    await analyse(page, { ...pb, time: '7.18' });
    assert.equal(await page.locator('#analyse-text').textContent(), expected.text);
    await page.getByRole('button', { name: 'Copy text' }).click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected.text);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^reconstruction-\d{8}-\d{4}\.txt$/);
    const path = await download.path();
    assert.equal(readFileSync(path, 'utf8'), expected.text);
  });
});

test('csTimer timestamps: per-step times, the timeline widths by time; counts and best steps follow the metric', async () => {
  // A short solve with csTimer's /*ms*/ after each move: a cross, then the rest.
  const scramble = "R U R' U'";
  const solution = "U/*400*/ R/*600*/ U'/*2000*/ R'/*2300*/";
  const expected = core.analyse(scramble, solution);
  assert.equal(expected.valid, true);
  await withPage(async (page) => {
    await openAnalyse(page);
    await analyse(page, { scramble, solution });
    const header = await page.locator('.analysis-table thead').innerText();
    assert.match(header, /TPS/);
    await view(page).getByLabel('time', { exact: true }).check();
    const widths = await page
      .locator('#analyse-timeline [data-step] rect:first-child')
      .evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('width')) + 1));
    const ms = expected.steps.map((s) => s.ms ?? 0);
    const total = ms.reduce((a, b) => a + b, 0);
    // Each width is the step's share of the time (skips get a sliver).
    ms.forEach((m, i) => {
      if (m > 0)
        assert.ok(Math.abs(widths[i] / 1000 - m / total) < 0.02, `${i}: ${widths[i]} for ${m} of ${total}`);
    });

    // The metric setting (the Solve view's "Count moves in"): a solve with slice and half turns,
    // whose totals are counted by hand (M' U M: 5 HTM, 5 QTM, 3 STM; R U2 R': 3 HTM, 4 QTM, 3 STM),
    // shows each step's count and the total in the metric chosen, also for a solve analysed
    // before the metric changed; the steps' counts are the core's.
    const slices = { scramble: "R U2 R' M' U' M", solution: "M' U M R U2 R'" };
    const byHand = { htm: 8, qtm: 9, stm: 6 };
    const split = core.analyse(slices.scramble, slices.solution);
    assert.deepEqual(
      { htm: split.total.htm, qtm: split.total.qtm, stm: split.total.stm },
      byHand,
      'the core counts as by hand',
    );
    await analyse(page, slices);
    for (const metric of ['htm', 'qtm', 'stm']) {
      if (metric !== 'htm') {
        await page.getByRole('link', { name: 'Solve', exact: true }).click();
        await page.getByLabel('Count moves in').selectOption(metric);
        await openAnalyse(page);
      }
      const unit = metric.toUpperCase();
      assert.deepEqual(
        (await timeline(page)).map((s) => s.label.split(': ').at(-1)),
        split.steps.map((s) => `${s[metric]} ${unit}`),
        metric,
      );
      const colour = split.colour ? `${split.colour} cross, ` : '';
      assert.ok(
        (await page.locator('#analyse-message').innerText()).startsWith(
          `${split.method}: ${colour}${byHand[metric]} ${unit} (`,
        ),
        metric,
      );
    }
    // Some step's count differs between the metrics, so the labels above tell them apart.
    assert.ok(split.steps.some((s) => s.qtm !== s.htm) && split.steps.some((s) => s.stm !== s.htm));

    // The best steps follow the metric too: a published solve whose best xxcross saves a move in
    // HTM but none in QTM (the best has a half turn) shows each best's QTM count and what it saves
    // in QTM, in its text and in the Saved column (the setting is still STM from above).
    await page.getByRole('link', { name: 'Solve', exact: true }).click();
    await page.getByLabel('Count moves in').selectOption('qtm');
    await openAnalyse(page);
    const du = byId('du-3.47');
    await analyse(page, du);
    const steps = core.analyse(du.scramble, du.solution).steps;
    assert.ok(
      steps.some((s) => s.best.htm < s.htm && s.best.qtm >= s.qtm),
      'a best that saves nothing in QTM',
    );
    const shown = await page.locator('.analysis-table .step-row').evaluateAll((rows) =>
      rows.map((r) => ({
        saved: r.querySelector('.saved')?.textContent ?? '',
        best: r.nextElementSibling?.querySelector('.best:not(.other-colour)')?.textContent ?? '',
      })),
    );
    steps.forEach((s, i) => {
      if (!s.best || s.best.yours) return;
      const saves = s.qtm - s.best.qtm;
      assert.equal(shown[i].saved, String(saves), `step ${i + 1}'s Saved in QTM`);
      assert.match(
        shown[i].best.replace(/\s+/g, ' '),
        new RegExp(`\\(${s.best.qtm} QTM, .* in HTM, `),
        `step ${i + 1}`,
      );
      if (saves <= 0) assert.match(shown[i].best, /longer than yours in QTM|as long as yours in QTM/);
    });
  });
});
