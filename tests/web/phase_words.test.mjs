// The page's words and greying for solution phases, checked against the phase names the WASM
// core's methods really give: a phase name the page does not know would show a made-up title, a
// generic text and no greying (as once happened to the 2-look phases).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCubeLab } from '../wasm/load.mjs';
import { PHASE_TITLES, phaseText, phaseTitle } from '../../web/ui/phase_text.js';
import { phaseKind } from '../../web/ui/stickering.js';

const SCRAMBLES = ["R U R' U' F2 D' L B2 U F' R2 D B' L2 U'", "F R U' B2 L D2 R' U2 F' D B R2 L' U"];
let core;
let phasesByMethod;

before(async () => {
  core = await loadCubeLab();
  phasesByMethod = new Map();
  for (const { name: method } of core.methods()) {
    const phases = [];
    for (const scramble of SCRAMBLES) {
      const result = core.solve(method, scramble);
      assert.ok(!result.error, `${method}: ${result.error}`);
      phases.push(...result.phases);
    }
    phasesByMethod.set(method, phases);
  }
});

test('every phase name a method gives has a title of its own', () => {
  for (const [method, phases] of phasesByMethod) {
    for (const { name } of phases) {
      const known = name.toLowerCase() in PHASE_TITLES || /^f2l-\d$/.test(name);
      assert.ok(known, `${method} phase '${name}' has no title (shown as '${phaseTitle(name)}')`);
    }
  }
});

test("each phase's text names the phase and ends with its face turns", () => {
  const solved = core.apply('', '').facelets;
  for (const [method, phases] of phasesByMethod) {
    for (const phase of phases) {
      const moves = phase.moves;
      const text = phaseText(phase, moves, solved);
      assert.ok(text.startsWith(phaseTitle(phase.name)), `${method}: "${text}"`);
      if (phase.case === 'skip') continue;
      const turns = moves.filter((m) => !/^[xyz]/.test(m));
      assert.ok(text.endsWith(`${turns.join(' ') || 'no moves'}.`), `${method}: "${text}"`);
    }
  }
});

test('CFOP phases grey out what they do not work on yet; 2-look steps like their full phases', () => {
  const kinds = (method) => new Set(phasesByMethod.get(method).map((p) => phaseKind(p.name)));
  for (const method of ['cfop', 'cfop-2look', 'cfop-optimal']) {
    for (const kind of ['cross', 'f2l', 'oll']) assert.ok(kinds(method).has(kind), `${method} ${kind}`);
  }
  assert.equal(phaseKind('oll-edges'), 'eo');
  assert.equal(phaseKind('oll-corners'), 'oll');
  assert.ok(kinds('beginner').has('f2l') && kinds('beginner').has('eo'));
});
