// The share link format (web/kit/link.js): what a link holds comes back whole, and links from
// before views existed still open the Solve view with their scramble, method and colour.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatLink, parseLink, routeRequest } from '../../web/kit/link.js';

test('a link keeps the cube, the method, its options and the position', () => {
  const state = { scramble: "R U R' U'", method: 'cfop', colour: 'white,yellow', at: 7 };
  const hash = formatLink('solve', state);
  assert.match(hash, /^#\/solve\?/);
  assert.deepEqual(parseLink(hash), { view: 'solve', state });
  const painted = {
    facelets: 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB',
    method: 'route',
    pattern: 'superflip',
  };
  assert.deepEqual(parseLink(formatLink('solve', painted)).state, painted);
});

test("a route's B and metric: a pattern by name, anything else as typed; QTM kept, HTM implied", () => {
  assert.deepEqual(routeRequest(true, 'superflip', 'htm'), { pattern: 'superflip' });
  assert.deepEqual(routeRequest(false, "F R2 U' B", 'qtm'), { to: "F R2 U' B", metric: 'qtm' });
  // A Solve view link of a route to a typed B, searched in QTM, comes back whole.
  const state = {
    scramble: "R U F' L2 D",
    method: 'route',
    ...routeRequest(false, "F R2 U' B", 'qtm'),
    at: 3,
  };
  assert.deepEqual(parseLink(formatLink('solve', state)), { view: 'solve', state });
});

test('views are addressed by name, with nothing else', () => {
  assert.equal(formatLink('learn'), '#/learn');
  assert.deepEqual(parseLink('#/stats'), { view: 'stats', state: {} });
  assert.deepEqual(parseLink(''), { view: '', state: {} });
});

test('old links open the Solve view with their scramble, method and colour', () => {
  const old = `#scramble=${encodeURIComponent("F R U' R'")}&method=cfop&colour=yellow`;
  assert.deepEqual(parseLink(old), {
    view: 'solve',
    state: { scramble: "F R U' R'", method: 'cfop', colour: 'yellow' },
  });
});

test('a position that is not a whole positive number is ignored', () => {
  assert.equal(parseLink('#/solve?scramble=R&at=-2').state.at, undefined);
  assert.equal(parseLink('#/solve?scramble=R&at=x').state.at, undefined);
});

test('the Analyse view and the alg viewer keep their texts, position and what-if step', () => {
  const analyse = {
    scramble: "D U F2' L2",
    solution: "x2 // inspection\nR' D D R' // cross\nU/*120*/",
    time: '3.13',
    at: 12,
    whatif: 3,
  };
  const hash = formatLink('analyse', analyse);
  assert.match(hash, /^#\/analyse\?/);
  assert.deepEqual(parseLink(hash), { view: 'analyse', state: analyse });
  const alg = {
    setup: 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB',
    alg: "R U R' // sexy & more",
    at: 2,
  };
  assert.deepEqual(parseLink(formatLink('alg', alg)), { view: 'alg', state: alg });
  assert.equal(parseLink('#/analyse?solution=R&whatif=0').state.whatif, undefined);
});
