// The alg viewer's bindings (wasm/bind_viewer.cpp): annotatedAlg gives exactly the moves playback
// makes, each with the column it was written at and its csTimer timestamp, and the comments with
// their places; algLink reads alg.cubing.net and Twizzle addresses; phaseInfo names every step an
// analysis gives. Errors are values with a column, never throws.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadCubeLab } from './load.mjs';

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

test('annotatedAlg: the moves playback makes, with their columns, timestamps and comments', () => {
  const text = "x2 // inspection\nR/*120*/ U'/*480*/ (R U)2 /* a note */ [R, U] Rw2";
  const a = cubelab.annotatedAlg(text);
  assert.deepEqual(a.moves, cubelab.playback(text).moves);
  assert.equal(a.moves.length, a.columns.length);
  assert.equal(a.moves.length, a.ms.length);
  const chars = [...text];
  // A move written alone starts at its column; a group's moves carry the group's column.
  a.columns.forEach((c, i) => {
    const at = chars.slice(c - 1).join('');
    assert.ok(at.startsWith(a.moves[i]) || at.startsWith('(') || at.startsWith('['), `${a.moves[i]} at ${c}`);
  });
  assert.equal(chars[a.columns[a.moves.indexOf('Rw2')] - 1], 'R');
  assert.deepEqual(a.ms.slice(0, 3), [null, 120, 480]);
  assert.deepEqual(
    a.comments.map((c) => [c.text, c.movesBefore]),
    [
      ['inspection', 1],
      ['a note', 7],
    ],
  );
  assert.equal(chars.slice(a.comments[1].column - 1, a.comments[1].column + 1).join(''), '/*');
  const bad = cubelab.annotatedAlg("R U\nR' Q");
  assert.equal(bad.kind, 'input');
  assert.equal(bad.column, 8);
  assert.equal(cubelab.annotatedAlg(42).kind, 'input');
});

test('algLink: the setup and alg of alg.cubing.net and Twizzle addresses; other text is not a link', () => {
  assert.deepEqual(cubelab.algLink('https://alg.cubing.net/?setup=R_U-&alg=F_R-_%2F%2F_hi'), {
    link: true,
    setup: "R U'",
    alg: "F R' // hi",
  });
  assert.deepEqual(cubelab.algLink('https://alpha.twizzle.net/edit/?setup-alg=R+U%27&alg=F+R%27'), {
    link: true,
    setup: "R U'",
    alg: "F R'",
  });
  assert.deepEqual(cubelab.algLink("R U R'"), { link: false, setup: '', alg: "R U R'" });
  assert.equal(cubelab.algLink('https://alg.cubing.net/?setup=R').kind, 'input');
});

test('phaseInfo: every step name an analysis gives has a label of its own', () => {
  const names = [
    'cross',
    'xcross',
    'xxcross',
    'xxxcross',
    'f2l-1',
    'f2l',
    'oll',
    'oll-edges',
    'pll-corners',
    'auf',
  ];
  for (const name of [...names, 'corners', 'second-layer', 'last-layer', 'solve']) {
    const info = cubelab.phaseInfo(name);
    assert.equal(info.name, name);
    assert.notEqual(info.label, name, `${name} has a label`);
    assert.notEqual(info.goal, '', `${name} has a goal`);
  }
  assert.equal(cubelab.phaseInfo('xxcross').focus, 'f2l');
  assert.equal(cubelab.phaseInfo('no such step').label, 'no such step');
  assert.equal(cubelab.phaseInfo(null).kind, 'input');
});
