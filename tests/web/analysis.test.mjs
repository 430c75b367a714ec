// The Analyse view's model (web/views/analyse/analysis.js) under Node, against the WASM module: the
// user's solve made playable step by step from the core's analysis, a "what if" answer, the case
// pictures' cubes, and the small text helpers (columns, times, outside links). Expected states are
// the core's, from calls the model does not make for it (apply, cubeFromText, algLink).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCubeLab } from '../wasm/load.mjs';
import { createApi } from '../../web/kit/worker_client/api.js';
import { callsTransport } from './worker_calls.mjs';
import { CUBIES, STICKERS } from '../../web/kit/cube/layout.js';
import {
  casePictures,
  errorField,
  parseTime,
  solveAnswer,
  stepKind,
  whatIfAnswer,
} from '../../web/views/analyse/analysis.js';
import { placeOfColumn } from '../../web/kit/text.js';
import { outsideLinks } from '../../web/views/alg/links.js';

let core;
let api;
before(async () => {
  core = await loadCubeLab();
  api = createApi(callsTransport(core));
});

// The published reconstructions (tests/data/reconstructions.tsv: sources there).
const RECONSTRUCTIONS = readFileSync(new URL('../data/reconstructions.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('id\t'))
  .map((line) => {
    const [id, scramble, solution, steps] = line.split('\t');
    return { id, scramble, solution: solution.replaceAll('\\n', '\n'), steps };
  });
const PARK = RECONSTRUCTIONS.find((r) => r.id === 'park-3.13');

// The front-right pair's stickers (the D-layer corner and the middle-layer edge at x = 1, z = 1)
// each match the centre of their face.
const FRONT_RIGHT = CUBIES.filter((c) => c.position[0] === 1 && c.position[2] === 1 && c.position[1] <= 0);
const frontRightDone = (f) =>
  FRONT_RIGHT.every((c) => c.facelets.every((k) => f[k] === f[STICKERS[k].face * 9 + 4]));
// The 24 ways to hold a cube: each face on U, then each y turn.
const HOLDINGS = ['', 'x', 'x2', "x'", 'z', "z'"].flatMap((up) =>
  ['', 'y', 'y2', "y'"].map((y) => [up, y].filter(Boolean).join(' ')),
);
// The cross: the four D-layer edges each match the centres of their faces.
const D_EDGES = CUBIES.filter((c) => c.position[1] === -1 && c.position.filter((v) => v === 0).length === 1);
const crossDown = (f) => D_EDGES.every((c) => c.facelets.every((k) => f[k] === f[STICKERS[k].face * 9 + 4]));
const isSolved = (f) => [...Array(6).keys()].every((k) => new Set(f.slice(k * 9, k * 9 + 9)).size === 1);

test('every published reconstruction plays, step by step, from its scramble to a solved cube', async () => {
  for (const r of RECONSTRUCTIONS) {
    const analysis = core.analyse(r.scramble, r.solution);
    assert.equal(analysis.valid, true, r.id);
    const answer = await solveAnswer(api, analysis);
    assert.ok(!answer.error, answer.error);
    // Starts at the scramble's cube (a link's setup when the scramble is empty).
    const scrambled = core.cubeFromText(analysis.scramble);
    assert.equal(answer.start, scrambled.facelets, r.id);
    assert.equal(answer.phases.length, analysis.steps.length, r.id);
    let state = answer.start;
    answer.phases.forEach((phase, k) => {
      const step = analysis.steps[k];
      assert.equal(phase.name, step.name);
      assert.equal(phase.case, step.case);
      // The step's moves, turn for turn (rotations included), as the solution's [first, end).
      assert.equal(phase.moves.length, step.end - step.first, `${r.id} ${step.name}`);
      assert.equal(phase.states.length, phase.moves.length);
      assert.equal(phase.shown.length, phase.moves.length + 1);
      if (phase.moves.length) {
        assert.equal(phase.states.at(-1), core.apply(step.moves, state).facelets, `${r.id} ${step.name}`);
        state = phase.states.at(-1);
      }
    });
    assert.ok(isSolved(state), `${r.id} ends solved`);
  }
});

test("each step's label, focus and goal are the core's", async () => {
  const analysis = core.analyse(PARK.scramble, PARK.solution);
  const answer = await solveAnswer(api, analysis);
  const labels = answer.phases.map((p) => p.label);
  assert.deepEqual(
    labels,
    analysis.steps.map((s) => core.phaseInfo(s.name).label),
  );
  assert.equal(labels[0], 'XX-cross');
  // An x-cross greys what is not yet solved below the last layer: some stickers are grey at its start.
  assert.ok(answer.phases[0].shown[0].includes('0'));
  assert.equal(answer.phases[0].focus, 'f2l');
});

test('what if for a step that solved two pairs at once: the best for those pairs plays, then CubeLab finishes', async () => {
  // After the cross, D R U R' D2 R U R' D solves two pairs together (as in the native tests).
  const solution =
    "F' D R2 D R U R' D2 R U R' D U L U' L' U' R' U R R U R' U R U2 R' R U R' U' R' F R2 U' R' U' R U R' F' U";
  const invert = (m) => (m.endsWith("'") ? m[0] : m.endsWith('2') ? m : `${m}'`);
  const scramble = solution.split(' ').reverse().map(invert).join(' ');
  const analysis = core.analyse(scramble, solution);
  const k = analysis.steps.findIndex((s) => s.slot?.includes(' '));
  assert.ok(k >= 0, 'a step with two slots');
  const step = analysis.steps[k];
  assert.ok(step.best && !step.best.yours && step.best.htm < step.htm, JSON.stringify(step.best));
  const answer = await whatIfAnswer(api, analysis, k);
  assert.ok(!answer.error, answer.error);
  assert.equal(answer.phases[k].states.at(-1), core.apply(step.best.moves, step.start).facelets);
  assert.match(answer.phases[k].label, /^Best .*optimal pairs/);
  assert.ok(isSolved(answer.phases.at(-1).states.at(-1)), 'the what-if ends solved');
});

test('what if: the user steps before, the best found for the step from the same start, then CubeLab finishes', async () => {
  let tried = 0;
  for (const r of RECONSTRUCTIONS) {
    const analysis = core.analyse(r.scramble, r.solution);
    const k = analysis.steps.findIndex((s) => s.best && !s.best.yours && s.saved > 0);
    if (k < 0) continue;
    tried++;
    const answer = await whatIfAnswer(api, analysis, k);
    assert.ok(!answer.error, answer.error);
    const step = analysis.steps[k];
    const statesAfter = (phases) => phases.reduce((s, p) => p.states.at(-1) ?? s, answer.start);
    assert.equal(
      statesAfter(answer.phases.slice(0, k)),
      step.start,
      `${r.id}: the best starts where the user's step did`,
    );
    const last = answer.phases[k];
    assert.equal(last.states.at(-1), core.apply(step.best.moves, step.start).facelets);
    assert.equal(last.length, step.htm - step.saved);
    assert.match(last.label, /^Best /);
    // The rest is the core's CFOP from there, and the whole answer ends solved.
    for (const p of answer.phases.slice(k + 1)) assert.match(p.label, /^then CubeLab's /);
    assert.ok(isSolved(statesAfter(answer.phases)), `${r.id}: the what-if ends solved`);
  }
  assert.ok(tried > 0, 'some published step could be shorter');
  const analysis = core.analyse(PARK.scramble, PARK.solution);
  const own = analysis.steps.findIndex((s) => !s.best || s.best.yours);
  if (own >= 0) assert.equal((await whatIfAnswer(api, analysis, own)).kind, 'input');
});

test('what if in the best colour: the cross of another colour, then CubeLab finishes in that colour', async () => {
  // CubeLab's own white CFOP solves (phases written as comments), until one whose best cross is
  // of another colour and shorter.
  const { scrambles } = core.scramble(7, 20);
  let found = null;
  for (const { scramble } of scrambles) {
    const solved = core.solve('cfop', scramble, { colour: 'white' });
    const solution = solved.phases.map((p) => `${p.moves.join(' ')} // ${p.name}`).join('\n');
    const analysis = core.analyse(scramble, solution);
    const any = analysis.steps[0].best_any_colour;
    if (any && !any.yours && any.colour !== 'white' && any.htm < analysis.steps[0].htm) {
      found = analysis;
      break;
    }
  }
  assert.ok(found, 'a solve whose cross is shorter in another colour');
  const step = found.steps[0];
  const answer = await whatIfAnswer(api, found, 0, true);
  assert.ok(!answer.error, answer.error);
  assert.equal(answer.phases[0].states.at(-1), core.apply(step.best_any_colour.moves, step.start).facelets);
  assert.equal(answer.phases[0].length, step.best_any_colour.htm);
  assert.ok(answer.phases[0].label.includes(` in ${step.best_any_colour.colour}`));
  const end = answer.phases.reduce((s, p) => p.states.at(-1) ?? s, answer.start);
  assert.ok(isSolved(end));
  // CubeLab's finish keeps the new cross: its steps start with that cross already done (a skip).
  const rest = core.solve('cfop', answer.phases[0].states.at(-1), { colour: step.best_any_colour.colour });
  assert.ok(rest.phases[0].case === 'skip' || rest.phases[0].length === 0);
});

test("case pictures: an F2L case is shown with its slot at the front right, a last layer's as held", async () => {
  let f2l = 0;
  let turned = 0;
  for (const r of RECONSTRUCTIONS) {
    const analysis = core.analyse(r.scramble, r.solution);
    const pictures = await casePictures(api, analysis);
    assert.equal(pictures.length, analysis.steps.length);
    analysis.steps.forEach((s, k) => {
      const p = pictures[k];
      if (!s.case || s.case === 'skip') return assert.equal(p, null, `${r.id} ${s.name}`);
      if (stepKind(s) === 'f2l') {
        // The core's view: rotations only (x2 first when the solve held its cross elsewhere).
        const turn = s.case_view ?? '';
        assert.match(turn, /^([xyz]['2]? ?)*$/, `${r.id} ${s.name}: ${turn}`);
        assert.equal(p.set, 'F2L');
        assert.equal(p.facelets, turn ? core.apply(turn, s.start).facelets : s.start);
        // Turned the same way, the cube the step leaves has the pair in the front-right slot: the
        // picture shows the pair's slot where F2L case pictures do.
        const end = core.apply(s.moves, s.start).facelets;
        // The step's end held as the picture holds its start (a rotation, wide turn or slice within
        // the step undone): the rotation that gives it the picture's centres.
        const picture = p.facelets;
        const turnedEnd = HOLDINGS.map((h) => (h ? core.apply(h, end).facelets : end)).find((f) =>
          [4, 13, 22, 31, 40, 49].every((c) => f[c] === picture[c]),
        );
        assert.ok(frontRightDone(turnedEnd) && crossDown(turnedEnd), `${r.id} ${s.name} ${s.slot}`);
        if (!frontRightDone(end)) turned++; // the turn mattered: the held front right is not that pair
        // The last layer's pieces are grey (the core's greying for the step).
        assert.ok(p.shown.includes('0'));
        f2l++;
      } else if (p) {
        assert.equal(p.set, 'LL');
        assert.equal(p.facelets, s.start);
      }
    });
  }
  assert.ok(f2l > 0, 'some published pair has a case');
  assert.ok(turned > 0, 'some published pair is not in the front-right slot as held');
});

test('a column of the text is found on its line, in characters', () => {
  const text = "R U\nR’ Q U'";
  // Column 8 (characters, as the core counts) is the Q.
  const place = placeOfColumn(text, 8);
  assert.equal(place.line, 2);
  assert.equal(place.column, 4);
  assert.equal(place.lineText, "R’ Q U'");
  assert.equal(text.slice(place.start, place.end), 'Q');
  // A character outside the basic plane counts once, as one column.
  const wide = '😀 R Q';
  const p = placeOfColumn(wide, 5);
  assert.equal(wide.slice(p.start, p.end), 'Q');
  assert.equal(p.column, 5);
  const emoji = placeOfColumn(wide, 1);
  assert.equal(wide.slice(emoji.start, emoji.end), '😀', 'the whole character is selected');
  // The core's own column for a typo lands on it.
  const bad = core.analyse("R U R'", "x2 // inspection\nR U Q' D");
  assert.equal(errorField(bad), 'solution');
  const q = placeOfColumn("x2 // inspection\nR U Q' D", bad.column);
  assert.equal(q.line, 2);
  assert.equal(q.lineText[q.column - 1], 'Q');
});

test('the total time is seconds, or an error naming the field', () => {
  assert.equal(parseTime(''), undefined);
  assert.equal(parseTime(' 7.18 '), 7.18);
  for (const bad of ['x', '-1', '0', '1e9']) assert.equal(parseTime(bad).kind, 'input', bad);
  assert.match(parseTime('x').error, /^time: /);
});

test('links out to alg.cubing.net and Twizzle carry the setup and the alg as the core reads them back', () => {
  const setup = "F R2 B' L2 B U2 R2 D2 U2 F' R2 U L F D2 L U R' F";
  const alg = "x y2 // cross\nR F2' L2' D (R U R' U')2 [R, U] r-like_ words";
  const links = outsideLinks(setup, alg);
  for (const url of [links.algCubingNet, links.twizzle]) {
    const back = core.algLink(url);
    assert.equal(back.link, true, url);
    assert.equal(back.setup, setup, url);
    assert.equal(back.alg, alg, url);
  }
  assert.equal(core.algLink("R U R'").link, false);
});

test("step kinds colour the timeline: the core's family, x-crosses are crosses, unknown steps other", () => {
  const names = ['cross', 'xxcross', 'f2l-3', 'oll-edges', 'pll', 'auf', 'corners', 'solve'];
  assert.deepEqual(
    names.map((name) => stepKind(core.phaseInfo(name))),
    ['cross', 'cross', 'f2l', 'oll', 'pll', 'auf', 'other', 'other'],
  );
  for (const r of RECONSTRUCTIONS)
    for (const s of core.analyse(r.scramble, r.solution).steps)
      assert.equal(s.family, core.phaseInfo(s.name).family, `${r.id} ${s.name}`);
});
