// The route matrix's model (web/kit/route_matrix/model.js): the pairs routed, the means the page shows
// beside the routing thesis's (every ordered pair, and the better direction of each pair), and the
// CSV export. Lengths here are made up: the arithmetic is checked by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matrixCsv, matrixMeans, orderedPairs } from '../../web/kit/route_matrix/model.js';
import { ROUTE_THESIS } from '../../web/kit/reference.js';

const cell = (from, to, length, naive = null) => ({
  from,
  to,
  length,
  naive,
  direct: length,
  inverse: null,
  relaxed: false,
  solution: "R U'",
});

test('every ordered pair of distinct patterns, once', () => {
  const pairs = orderedPairs(4);
  assert.equal(pairs.length, 12);
  assert.ok(pairs.every((p) => p.from !== p.to));
  assert.equal(new Set(pairs.map((p) => `${p.from},${p.to}`)).size, 12);
  assert.deepEqual(orderedPairs(1), []);
});

test('means over every ordered pair and over the better direction of each pair', () => {
  // Pairs (0,1)=10 (1,0)=14, (0,2)=18 (2,0)=16, (1,2)=20 only one way.
  const cells = [
    cell(0, 1, 10, 20),
    cell(1, 0, 14, 22),
    cell(0, 2, 18, 30),
    cell(2, 0, 16, 26),
    cell(1, 2, 20),
  ];
  const found = matrixMeans(cells);
  assert.equal(found.pairs, 5);
  assert.equal(found.mean, (10 + 14 + 18 + 16 + 20) / 5);
  assert.equal(found.unordered, 2);
  assert.equal(found.better, (10 + 16) / 2);
  const naive = matrixMeans(cells, 'naive');
  assert.equal(naive.pairs, 4);
  assert.equal(naive.mean, (20 + 22 + 30 + 26) / 4);
  assert.equal(naive.better, (20 + 26) / 2);
  assert.deepEqual(matrixMeans([]), { mean: null, pairs: 0, better: null, unordered: 0 });
});

test('the CSV names the patterns and quotes what needs it', () => {
  const csv = matrixCsv(['four spots', 'a, b'], 'qtm', [cell(0, 1, 12, 20)]).split('\r\n');
  assert.equal(csv[0], 'from,to,metric,length,naive,direct,inverse,relaxed,solution');
  assert.equal(csv[1], `four spots,"a, b",qtm,12,20,12,,false,R U'`);
  assert.equal(csv.length, 3); // the last line ends with CRLF
});

test("the thesis's figures: 25.8 QTM mean, 24.2 the better direction", () => {
  assert.equal(ROUTE_THESIS.meanQtm, 25.8);
  assert.equal(ROUTE_THESIS.betterQtm, 24.2);
});
