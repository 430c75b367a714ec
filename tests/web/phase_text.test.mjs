// The caption of each phase, from the core's answers for every method: the core's label and case,
// its goal with the colours of the faces it names worded from the colour scheme, then the face
// turns. The page adds no phase names of its own (a phase the core adds needs no page change).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCubeLab } from '../wasm/load.mjs';
import { colourName, phaseText } from '../../web/kit/phase_text.js';
import { WCA_COLOURS } from '../../web/kit/cube/layout.js';

const SCRAMBLES = ["R U R' U' F2 D' L B2 U F' R2 D B' L2 U'", "F R U' B2 L D2 R' U2 F' D B R2 L' U"];
const WCA_NAMES = { U: 'white', R: 'red', F: 'green', D: 'yellow', L: 'orange', B: 'blue' };
let core;
const phases = [];

before(async () => {
  core = await loadCubeLab();
  for (const { name, long_search } of core.methods()) {
    if (long_search) continue; // the optimal solver has its own suite (tests/wasm/optimal.test.mjs)
    for (const scramble of SCRAMBLES) {
      const result = core.solve(name, scramble);
      assert.ok(!result.error, `${name}: ${result.error}`);
      phases.push(...result.phases.map((p) => ({ method: name, ...p })));
    }
  }
});

test('the WCA colours are worded as speedcubers name them', () => {
  for (const [face, name] of Object.entries(WCA_NAMES)) assert.equal(colourName(WCA_COLOURS[face]), name);
  assert.equal(colourName('#fefefe'), 'white');
  assert.equal(colourName('#ff00aa'), 'pink');
});

test("each phase's caption is the core's label and goal, in the scheme's colours, then its face turns", () => {
  let worded = 0;
  for (const phase of phases) {
    const text = phaseText(phase, WCA_COLOURS);
    assert.ok(text.startsWith(phase.label), `${phase.method}: "${text}"`);
    assert.ok(!/[{}]/.test(text), `${phase.method}: "${text}" has no placeholder left`);
    if (phase.case === 'skip') continue;
    if (phase.case) assert.ok(text.includes(phase.case), `"${text}" names ${phase.case}`);
    if (phase.group) assert.ok(text.includes(phase.group), `"${text}" names ${phase.group}`);
    const turns = phase.moves.filter((m) => !/^[xyz]/.test(m));
    assert.ok(text.endsWith(`${turns.join(' ') || 'no moves'}.`), `${phase.method}: "${text}"`);
    if (phase.goal.includes('{cross}')) {
      assert.ok(text.includes(WCA_NAMES[phase.crossFace]), `"${text}" names the cross colour`);
      worded++;
    }
  }
  assert.ok(worded > 0, 'some goal names the cross colour');
});

test('a changed scheme changes the words', () => {
  const phase = phases.find((p) => p.goal.includes('{cross}'));
  const scheme = { ...WCA_COLOURS, [phase.crossFace]: '#800080' };
  assert.ok(phaseText(phase, scheme).includes('purple'));
});
