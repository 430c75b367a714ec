// The Compare view's model (web/views/compare/model.js) and the thesis's figures the page draws
// (web/kit/reference.js), checked against the copy of the published table in tests/data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  COLUMNS,
  RANDOM_STATE,
  parseLengths,
  formatLengths,
  tableRows,
} from '../../web/views/compare/model.js';
import { toCsv, toMarkdown } from '../../web/kit/table_text.js';
import { METHOD_COMPARISON, MILESTONE_FIGURES } from '../../web/kit/reference.js';
import { formatLink, parseLink } from '../../web/kit/link.js';

// method-comparison.tsv: method, stat, then one figure per length.
function publishedTable() {
  const lines = readFileSync(new URL('../data/method-comparison.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));
  const [header, ...rows] = lines;
  return { lengths: header.slice(2).map(Number), rows };
}

test("the page's thesis figures are the published table's, under the core's method names", () => {
  const { lengths, rows } = publishedTable();
  assert.deepEqual(METHOD_COMPARISON.lengths, lengths);
  const names = { fridrich: 'cfop-2look', beginner: 'beginner', kociemba: 'twophase' };
  assert.equal(rows.length, 10);
  for (const [method, stat, ...figures] of rows)
    assert.deepEqual(
      METHOD_COMPARISON.methods[names[method]][stat],
      figures.map(Number),
      `${method} ${stat}`,
    );
});

test('scramble lengths are read in order, once each, random states by name; a bad one names its column', () => {
  assert.deepEqual(parseLengths('5, 10,15  random 10'), { lengths: [5, 10, 15, RANDOM_STATE] });
  assert.deepEqual(parseLengths('0,1000'), { lengths: [0, 1000] });
  assert.deepEqual(parseLengths('5, 1x, 20'), {
    error: "'1x' at column 4 is not a scramble length (a whole number 0..1000, or 'random')",
    column: 4,
  });
  assert.equal(/** @type {any} */ (parseLengths('5 1001')).column, 3);
  assert.equal(/** @type {any} */ (parseLengths('5 -3')).column, 3);
  assert.match(/** @type {any} */ (parseLengths('  ')).error, /at least one/);
  assert.equal(formatLengths([5, RANDOM_STATE]), '5, random');
});

const brief = (mean, sd, min, max) => ({ mean, sd, min, max });
const rows = [
  {
    method: 'twophase',
    scramble_length: 15,
    samples: 3,
    moves: brief(14, 1, 13, 15),
    ms: brief(2, 0.5, 1, 3),
  },
  {
    method: 'cross',
    scramble_length: RANDOM_STATE,
    samples: 3,
    moves: brief(6, 1, 5, 7),
    ms: brief(0, 0, 0, 0),
  },
];
const labels = new Map([
  ['twophase', 'Two-phase, "fast"'],
  ['cross', 'Cross | only'],
]);

test("the table has every row, with the thesis's figure where it has one", () => {
  const table = tableRows(rows, labels, METHOD_COMPARISON);
  assert.equal(table.length, 2);
  assert.equal(table[0].thesis_moves_mean, 16);
  assert.equal(table[0].thesis_ms_mean, 19);
  assert.equal(table[1].length, 'random state');
  assert.equal(table[1].thesis_moves_mean, null);
  const csv = toCsv(table, ['label', ...COLUMNS]).split('\r\n');
  assert.equal(csv.length, 4); // header, two rows, and the final line break
  assert.equal(csv[0], `label,${COLUMNS.join(',')}`);
  assert.equal(csv[1], '"Two-phase, ""fast""",twophase,15,3,14,1,13,15,2,0.5,1,3,16,19');
  assert.equal(csv[2], 'Cross | only,cross,random state,3,6,1,5,7,0,0,0,0,,');
  const md = toMarkdown(table, ['label', 'length', 'moves_mean']).split('\n');
  assert.deepEqual(md, [
    '| label | length | moves_mean |',
    '| --- | --- | --- |',
    '| Two-phase, "fast" | 15 | 14 |',
    '| Cross \\| only | random state | 6 |',
  ]);
});

test("a comparison's settings survive its link", () => {
  const state = { methods: 'cfop,twophase', lengths: '5,10,random', samples: '100', seed: '7' };
  assert.deepEqual(parseLink(formatLink('compare', state)), { view: 'compare', state });
});

test("the page's first-two-layers figures are the published table's, by the core's milestone names", () => {
  const rows = readFileSync(new URL('../data/first-two-layers.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[\w-]+\t\w+\t[\d.]+$/.test(line))
    .map((line) => line.split('\t'));
  assert.equal(rows.length, 9);
  const shown = Object.entries(MILESTONE_FIGURES).flatMap(([milestone, list]) =>
    list.map((f) => [milestone, f.source, String(f.mean)]),
  );
  assert.deepEqual(shown.sort(), rows.sort());
  // Pochmann's greedy pairs add up: 5.81 (cross) + 5.03 + 5.40 + 5.80 + 6.81.
  const optimal = (m) => MILESTONE_FIGURES[m].find((f) => f.source === 'optimal').mean;
  assert.equal(Number((optimal('f2l') - optimal('pairs-3')).toFixed(2)), 6.81);
  assert.equal(Number((optimal('pairs-1') - optimal('cross')).toFixed(2)), 5.03);
});

test('CSV quotes column names as it quotes fields', () => {
  assert.equal(toCsv([{ 'a, b': 1, c: 'x"y' }], ['a, b', 'c']), '"a, b",c\r\n1,"x""y"\r\n');
});
