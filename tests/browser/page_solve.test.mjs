// Solving on the page: every method the Method <select> offers solves a scramble, the panel shows
// the worker's phases, playing to the end leaves the cube solved, and stepping and jumping show the
// core's state at that point. Expected states come from the WASM core in Node.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';

const SCRAMBLE = "R U R' U' F2 D' L B2 U F' R2 D B' L2 U'";
const SOLVE_TIMEOUT_MS = 120000;
// The core's phase solvers ('Cross only', 'X-cross only') solve their phase, not the cube.
const PHASE_SOLVERS = ['cross', 'xcross']; // a first solve builds its tables (SwiftShader shares the 2 cores)
// SwiftShader renders in software: a small page plays a long solution several times faster.
const SMALL = { viewport: { width: 560, height: 420 } };
let core;
before(async () => {
  core = await loadCubeLab();
});

const drawn = (page) => page.evaluate(() => window.cubelab.facelets());

// Every face one colour (the solvers may end in any whole-cube orientation).
function isSolved(facelets) {
  for (let face = 0; face < 6; face++) {
    if (new Set(facelets.slice(face * 9, face * 9 + 9)).size !== 1) return false;
  }
  return true;
}

async function scrambleAndSolve(page, method) {
  await page.getByLabel('Speed').fill('50');
  await page.getByLabel('Scramble', { exact: true }).fill(SCRAMBLE);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await waitForIdle(page);
  await page.getByLabel('Method').selectOption(method);
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitForIdle(page, SOLVE_TIMEOUT_MS);
  const result = await page.evaluate(() => window.cubelab.solution());
  const message = await page.locator('#solve-message').innerText();
  assert.ok(result && !result.error, `solve with ${method}: ${message}`);
  return result;
}

// The panel as a person reads it: each phase's name attribute, case text and move buttons.
async function panelPhases(page) {
  return page.locator('#phases .phase').evaluateAll((boxes) =>
    boxes.map((box) => ({
      name: box.dataset.name,
      moves: [...box.querySelectorAll('.move')].map((b) => b.textContent).join(' '),
      heading: box.querySelector('.phase-heading').textContent,
    })),
  );
}

async function offeredMethods() {
  return withPage(async (page) => {
    await waitForIdle(page);
    return page.locator('#method option').evaluateAll((options) => options.map((o) => o.value));
  });
}

test('every offered method solves, matches the worker and plays to a solved cube', async (t) => {
  // The optimal solver (table prompt, search, Cancel) has its own file: page_optimal.test.mjs.
  const methods = (await offeredMethods()).filter((m) => m !== 'route' && m !== 'optimal');
  if (methods.length === 0) return t.skip('no solver in this build');
  // One page for every method, as a person switching methods would. The first method's answer is
  // played move by move; the others jump to the end (every position of every method's playback is
  // checked in page_views.test.mjs, and playing takes 50 ms a move here).
  await withPage(async (page, ctx) => {
    for (const label of methods) {
      await t.test(label, async () => {
        const result = await scrambleAndSolve(page, label);
        const panel = await panelPhases(page);
        assert.equal(panel.length, result.phases.length);
        result.phases.forEach((phase, i) => {
          assert.equal(panel[i].name, phase.name);
          assert.equal(panel[i].moves, core.playback(phase.moves.join(' ')).moves.join(' '));
          if (phase.case)
            assert.ok(panel[i].heading.includes(phase.case), `${panel[i].heading} names ${phase.case}`);
          assert.ok(panel[i].heading.includes(`${phase.length} move`));
        });
        // The phases, applied to the scramble, solve it in the core too.
        const end = core.apply(
          result.phases.map((p) => p.moves.join(' ')).join(' '),
          core.apply(SCRAMBLE, '').facelets,
        );
        const whole = !PHASE_SOLVERS.includes(label);
        if (whole) assert.ok(isSolved(end.facelets));
        const play = label === methods[0] ? 'Play' : 'To end';
        await page.getByRole('button', { name: play, exact: true }).click();
        await waitForIdle(page, SOLVE_TIMEOUT_MS);
        const final = await drawn(page);
        assert.equal(final, end.facelets);
        if (whole) assert.ok(isSolved(final));
        await ctx.screenshot(`page-solved-${label.replace(/\W+/g, '-').toLowerCase()}`);
      });
    }
  }, SMALL);
});

test('stepping and jumping show the core state at that point', async (t) => {
  const labels = await offeredMethods();
  const label = ['twophase', 'cfop', 'beginner'].find((l) => labels.includes(l));
  if (!label) return t.skip('no multi-phase method in this build');
  await withPage(async (page) => {
    const result = await scrambleAndSolve(page, label);
    const start = core.apply(SCRAMBLE, '').facelets;
    const moves = core.playback(result.phases.map((p) => p.moves.join(' ')).join(' '), start);
    const stateAt = (n) => (n === 0 ? start : moves.states[n - 1]);
    const forward = page.getByRole('button', { name: 'Step forward' });
    const back = page.getByRole('button', { name: 'Step back' });
    for (let i = 0; i < 4; i++) await forward.click();
    await back.click();
    await waitForIdle(page);
    assert.equal(await drawn(page), stateAt(3));
    // Jump to the start of the second phase by its heading.
    const firstLength = core.playback(result.phases[0].moves.join(' ')).moves.length;
    await page.locator('#phases .phase').nth(1).locator('.phase-heading').click();
    await waitForIdle(page);
    assert.equal(await drawn(page), stateAt(firstLength));
    // Clicking a move jumps to just before it.
    await page.locator('#phases .move').nth(2).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), stateAt(2));
    await back.click();
    await waitForIdle(page);
    assert.equal(await drawn(page), stateAt(1));
    // To end, then to start.
    await page.getByRole('button', { name: 'To end' }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), stateAt(moves.moves.length));
    await page.getByRole('button', { name: 'To start' }).click();
    await waitForIdle(page);
    assert.equal(await drawn(page), start);
  }, SMALL);
});

test("each phase's text names its case and, for OLL and PLL, the case's group in the core's library", async (t) => {
  const labels = await offeredMethods();
  if (!labels.includes('cfop')) return t.skip('CFOP is not in this build');
  const groups = new Map(core.cases().map((c) => [c.name, c.group]));
  await withPage(async (page) => {
    const result = await scrambleAndSolve(page, 'cfop');
    let named = 0;
    for (const [i, phase] of result.phases.entries()) {
      if (phase.length === 0) continue; // a skip has no moves to jump to
      await page.locator('#phases .phase').nth(i).locator('.phase-heading').click();
      await waitForIdle(page);
      const text = await page.locator('#phase-text').innerText();
      assert.ok(text.includes(phase.case), `${phase.name}: "${text}" names ${phase.case}`);
      const faceTurns = core.playback(phase.moves.join(' ')).moves.filter((m) => !/^[xyz]/.test(m));
      assert.ok(text.endsWith(`${faceTurns.join(' ')}.`), `${phase.name}: "${text}" ends with its moves`);
      if (/^(oll|pll)$/.test(phase.name)) {
        assert.ok(text.includes(groups.get(phase.case)), `"${text}" names the group of ${phase.case}`);
        named++;
      }
    }
    assert.ok(named > 0, 'the solution has an OLL or PLL phase to check');
  }, SMALL);
});

test('the cross colour is passed to the CFOP solvers and remembered', async (t) => {
  if (!(await offeredMethods()).includes('cfop')) return t.skip('CFOP is not in this build');
  await withPage(async (page) => {
    await waitForIdle(page);
    await page.getByLabel('Method').selectOption('cfop');
    await page.getByLabel('Cross colour').selectOption({ label: 'Yellow' });
    const result = await scrambleAndSolve(page, 'cfop');
    assert.equal(result.phases[0].case, 'yellow');
    const expected = core.solve('cfop', core.apply(SCRAMBLE, '').facelets, { colour: 'yellow' });
    assert.equal(result.solution, expected.solution, 'the worker answered for a yellow cross');
    await page.reload();
    await waitForIdle(page);
    assert.equal(await page.getByLabel('Cross colour').inputValue(), 'yellow');
    await page.getByLabel('Method').selectOption('twophase');
    assert.ok(await page.getByLabel('Cross colour').isHidden(), 'no cross colour for two-phase');
  }, SMALL);
});
