// The page's metric setting (the solution panel in QTM, the setting stored, the Solve view's route and two-phase searched in QTM), then the Route view
// (#/route) in one page session: a typed cube routed to a pattern, the route checked by the core
// in Node (A followed by it is B, X = B^-1 A is the net drawn), played on the stage to the
// pattern's facelets; a typed B with a typo names its column; a painted B, refused when
// impossible; a typed B's route, shared from the Solve view, reopens the same route; the route matrix over three patterns (every cell's route applied and checked, its
// CSV downloaded), whose cell opens its route; the first route's link reopens it at its end; the
// same matrix component in the Compare view.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { waitForIdle, withPage } from './harness.mjs';
import { loadCubeLab } from '../wasm/load.mjs';
import { databaseRecords } from './stored.mjs';

const SCRAMBLE = "R U F' L2 D";
const TYPED_B = "F R2 U' B";
// 13 face turns (17q) by the face-turn two-phase; 15q by the quarter-turn search.
const QTM_SCRAMBLE = "F R U' R' U' R U R' F' R U R' U' R' F R F'";
const PATTERN = 'four spots';
const MATRIX = ['checkerboard', 'four spots', 'six spots'];
let core;
let patterns;
before(async () => {
  core = await loadCubeLab();
  patterns = new Map(core.patterns().map((p) => [p.name, p]));
});

const fact = (page, name) =>
  page.locator('#route-facts dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').innerText();

test('a typed cube routed to a pattern plays to that pattern; X drawn; errors by column; link; matrix', async () => {
  await withPage(async (page, ctx) => {
    await waitForIdle(page);
    await page.getByLabel('Scramble', { exact: true }).fill(SCRAMBLE);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForIdle(page);

    // The metric setting: the solution panel counts in QTM (the core's counts of each phase's
    // moves, checked in Node), and the setting is kept in the stored settings.
    await page.locator('#method').selectOption('cfop');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await waitForIdle(page);
    await page.getByLabel('Count moves in').selectOption('qtm');
    const answer = await page.evaluate(() => window.cubelab.solution());
    // Solved, held in whatever orientation the cross's rotation left (each face one colour).
    const end = core.apply(answer.solution, answer.start).facelets;
    assert.ok(
      [0, 1, 2, 3, 4, 5].every((f) => new Set(end.slice(9 * f, 9 * f + 9)).size === 1),
      end,
    );
    assert.equal(
      await page.locator('#phases .summary').innerText(),
      `${core.moves(answer.solution).qtm} moves (QTM), found in ${Math.round(answer.ms)} ms by cfop`,
    );
    const shownCounts = await page.locator('#phases .phase-heading > .case').allInnerTexts();
    assert.deepEqual(
      shownCounts.map((t) => Number(t.split(' ')[0])),
      answer.phases.map((p) => core.moves(p.moves.join(' ')).qtm),
    );
    assert.ok(answer.phases.some((p) => core.moves(p.moves.join(' ')).qtm !== p.length));
    await page.evaluate(() => window.cubelab.storage.flush());
    assert.equal((await databaseRecords(page)).settings.data.metric, 'qtm');

    // With QTM chosen, the Solve view's route is searched in quarter turns (its share link says
    // so), reaches the pattern, and is no longer in QTM than the core's QTM route.
    await page.locator('#method').selectOption('route');
    await page.locator('#pattern').selectOption('checkerboard');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await waitForIdle(page, 60000);
    const routed = await page.evaluate(() => window.cubelab.solution());
    assert.equal(core.apply(routed.solution, routed.start).facelets, patterns.get('checkerboard').facelets);
    const inQtm = core.route(routed.start, 'checkerboard', { metric: 'qtm', refine: true });
    assert.ok(core.moves(routed.solution).qtm <= inQtm.qtm, `${routed.solution} against ${inQtm.solution}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    assert.match(await page.evaluate(() => location.hash), /[?&]metric=qtm(&|$)/);

    // Two-phase too searches in quarter turns with QTM chosen: this 17q alg's face-turn answer
    // (the page's default effort, in Node) counts 17q, the quarter-turn search's fewer; the link
    // says qtm. Then the cube is set back for the Route view below.
    await page.getByLabel('Scramble', { exact: true }).fill(QTM_SCRAMBLE);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.locator('#method').selectOption('twophase');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await waitForIdle(page, 60000);
    const quarter = await page.evaluate(() => window.cubelab.solution());
    assert.equal(core.apply(quarter.solution, quarter.start).facelets, core.apply('', '').facelets);
    const faceTurn = core.solve('twophase', quarter.start, { improve: true, maxNodes: 1000000 });
    assert.ok(
      core.moves(quarter.solution).qtm < core.moves(faceTurn.solution).qtm,
      `${quarter.solution} against ${faceTurn.solution}`,
    );
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    assert.match(await page.evaluate(() => location.hash), /[?&]method=twophase&metric=qtm(&|$)/);
    await page.getByLabel('Scramble', { exact: true }).fill(SCRAMBLE);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await waitForIdle(page);
    await page.getByLabel('Count moves in').selectOption('htm');
    await page.getByRole('link', { name: 'Routes' }).click();
    await waitForIdle(page);
    const view = page.getByRole('region', { name: 'Routes' });

    // A typed B with a typo: the error marks its column beside the field, nothing is routed.
    await view.getByLabel('B is').selectOption('text');
    await view.getByLabel('B', { exact: true }).fill('R U Q');
    await view.getByRole('button', { name: 'Route', exact: true }).click();
    await waitForIdle(page);
    assert.match(await page.locator('#route-text-error').innerText(), /column 5/);
    assert.equal(await page.locator('#route-text-error mark').innerText(), 'Q');
    assert.equal(await page.locator('#route-facts').innerText(), '');

    // B painted on the net: an impossible one is refused with the core's reason; solved is B.
    await view.getByLabel('B is').selectOption('painted');
    await view.getByRole('button', { name: 'Start from solved' }).click();
    await view.getByRole('radio', { name: 'Paint R colour' }).click();
    await view.getByRole('button', { name: 'Sticker 1 (U face)' }).click();
    await view.getByRole('button', { name: 'Route', exact: true }).click();
    await waitForIdle(page);
    assert.match(await page.locator('#route-paint-error').innerText(), /^This painted cube cannot be B: ./);
    assert.equal(await page.locator('#route-facts').innerText(), '');
    await view.getByRole('button', { name: 'Start from solved' }).click();
    await view.getByRole('button', { name: 'Route', exact: true }).click();
    await waitForIdle(page, 60000);
    const toSolved = (await fact(page, 'Route')).trim();
    assert.equal(
      core.apply(toSolved, core.apply(SCRAMBLE, '').facelets).facelets,
      core.apply('', '').facelets,
    );

    // B typed as moves: the route reaches it, and the Solve view's share link made while it is
    // on screen reopens the same route from A to the typed B.
    await view.getByLabel('B is').selectOption('text');
    await view.getByLabel('B', { exact: true }).fill(TYPED_B);
    await view.getByRole('button', { name: 'Route', exact: true }).click();
    await waitForIdle(page, 60000);
    const typedRoute = (await fact(page, 'Route')).trim();
    const typedTarget = core.apply(TYPED_B, '').facelets;
    const a = core.apply(SCRAMBLE, '').facelets;
    assert.equal(core.apply(typedRoute, a).facelets, typedTarget, 'A followed by the route is the typed B');
    await page.getByRole('link', { name: 'Solve', exact: true }).click();
    await waitForIdle(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const solveLink = await page.evaluate(() => location.hash);
    assert.match(solveLink, /^#\/solve\?/);
    const reopened = await page.context().newPage();
    await reopened.goto(`${ctx.url}${solveLink}`);
    await waitForIdle(reopened, 60000);
    const again = await reopened.evaluate(() => window.cubelab.solution());
    assert.equal(again?.start, a, `${solveLink} reopens A`);
    assert.equal(again.solution, typedRoute, `${solveLink} reopens the same route`);
    assert.equal(core.apply(again.solution, again.start).facelets, typedTarget);
    // The Solve view offers that B (not a pattern) for solving again.
    assert.equal(await reopened.locator('#pattern').inputValue(), TYPED_B);
    assert.match(await reopened.locator('#solve-message').innerText(), new RegExp(`^${again.length} moves`));
    await reopened.close();
    await page.getByRole('link', { name: 'Routes' }).click();
    await waitForIdle(page);

    // B a pattern: the route, its lengths and X.
    await view.getByLabel('B is').selectOption('pattern');
    await page.locator('#route-pattern').selectOption(PATTERN);
    await view.getByRole('button', { name: 'Route', exact: true }).click();
    await waitForIdle(page, 60000);
    const target = patterns.get(PATTERN).facelets;
    const start = core.apply(SCRAMBLE, '').facelets;
    const solution = (await fact(page, 'Route')).trim();
    assert.equal(core.apply(solution, start).facelets, target, 'A followed by the route is B');
    const counts = core.moves(solution);
    assert.ok(counts.htm <= 20);
    assert.equal(await fact(page, 'Length'), `${counts.htm} HTM, ${counts.qtm} QTM, ${counts.stm} STM`);
    assert.match(await fact(page, 'Naive'), /^\d+ HTM$/);
    assert.match(await fact(page, 'Direct'), /^\d+ HTM$/);
    assert.equal(await page.locator('#route-facts dt', { hasText: 'Relaxed' }).count(), 0);
    // X = B^-1 A: B's moves undone, then A's scramble; the route solves it.
    const x = core.apply(`${core.invert(patterns.get(PATTERN).moves).moves} ${SCRAMBLE}`, '').facelets;
    assert.equal(await page.locator('#route-net-x').getAttribute('data-facelets'), x);
    assert.equal(core.apply(solution, x).facelets, core.apply('', '').facelets);
    assert.equal(await page.locator('#route-net-b').getAttribute('data-facelets'), target);

    // Play ends on B, and the address keeps the route at its end.
    await page.locator('#speed').fill('50');
    await view.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(() => window.cubelab.position() > 0);
    await waitForIdle(page, 60000);
    assert.equal(await page.evaluate(() => window.cubelab.facelets()), target);
    const hash = await page.evaluate(() => decodeURIComponent(location.hash.replaceAll('+', ' ')));
    assert.match(hash, /^#\/route\?/);
    assert.ok(hash.includes(`to=${PATTERN}`) && hash.includes(`scramble=${SCRAMBLE}`), hash);
    assert.ok(hash.includes(`at=${counts.htm}`), hash);
    const link = await page.evaluate(() => location.hash);

    // The matrix over three patterns, HTM: every cell's route checked; the CSV has them all.
    await page.evaluate((keep) => {
      for (const box of document.querySelectorAll('#route-matrix-patterns input'))
        box.checked = keep.includes(box.value);
    }, MATRIX);
    await page.getByRole('button', { name: 'Route every pair' }).click();
    await page.waitForFunction(
      () => /6 ordered pairs routed/.test(document.querySelector('#route-matrix-message').textContent),
      null,
      { timeout: 120000 },
    );
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#route-matrix-csv').click(),
    ]);
    const rows = (await readFile(await file.path(), 'utf8'))
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    assert.equal(rows.length, 6);
    let sum = 0;
    for (const [from, to, metric, length, naive, , , relaxed, moves] of rows) {
      assert.equal(metric, 'htm');
      assert.equal(
        core.apply(moves, patterns.get(from).facelets).facelets,
        patterns.get(to).facelets,
        `${from} -> ${to}`,
      );
      assert.equal(Number(length), core.moves(moves).htm);
      assert.ok(Number(length) <= 20 && relaxed === 'false', `${from} -> ${to}`);
      assert.match(naive, /^\d+$/);
      sum += Number(length);
    }
    const means = await page.locator('#route-matrix-means').innerText();
    assert.ok(means.includes(`${(sum / 6).toFixed(2)} HTM`), means);
    assert.match(means, /25\.8 QTM mean, 24\.2 QTM/);

    // A cell opens its route in the Route view, from that pattern.
    await page.locator(`#route-matrix-table a[title^="${MATRIX[2]} → ${MATRIX[0]}:"]`).click();
    await page.waitForFunction(() => location.hash.includes('to=checkerboard'));
    await waitForIdle(page, 60000);
    assert.equal(
      await page.evaluate(() => window.cubelab.solution().start),
      patterns.get(MATRIX[2]).facelets,
    );
    const opened = (await fact(page, 'Route')).trim();
    assert.equal(
      core.apply(opened, patterns.get(MATRIX[2]).facelets).facelets,
      patterns.get(MATRIX[0]).facelets,
    );

    // The first route's link reopens it at its end (as a reload or a shared link would).
    await page.evaluate((hash) => (location.hash = hash), link);
    await page.waitForFunction(() => location.hash.includes('to=four'));
    await waitForIdle(page, 60000);
    assert.equal(await page.evaluate(() => window.cubelab.position()), counts.htm);
    assert.equal(
      await page.evaluate(() => window.cubelab.facelets()),
      target,
      'the link reopens the route at its end',
    );
    assert.equal(core.apply((await fact(page, 'Route')).trim(), start).facelets, target);

    await ctx.screenshot('page-route');

    // Every pattern: Cancel stops the run at once, keeping the pairs routed so far.
    await page.evaluate(() => {
      for (const box of document.querySelectorAll('#route-matrix-patterns input')) box.checked = true;
    });
    await page.getByRole('button', { name: 'Route every pair' }).click();
    await page.locator('#route-matrix-cancel').click();
    await waitForIdle(page, 30000);
    const n = patterns.size * (patterns.size - 1);
    assert.match(
      await page.locator('#route-matrix-message').innerText(),
      new RegExp(`^Cancelled: \\d+ of ${n} pairs routed\\.$`),
    );
    assert.equal(await page.getByRole('button', { name: 'Route every pair' }).isEnabled(), true);

    // The Compare view shows the same component.
    await page.getByRole('link', { name: 'Compare' }).click();
    await waitForIdle(page);
    await page.getByText('Routes between patterns: the distance matrix').click();
    assert.equal(await page.locator('#compare-routes-patterns input').count(), patterns.size);
    assert.ok(await page.getByRole('button', { name: 'Route every pair' }).isVisible());
    assert.equal(await page.locator('#compare-routes-title').innerText(), 'Distances between patterns');
  });
});
