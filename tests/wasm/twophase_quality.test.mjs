// Two-phase on the page's default settings (web/kit/settings.js: improve with the "short" node
// budget) against the method-comparison thesis's Kociemba row (tests/data/method-comparison.tsv):
// on seeded random-move scrambles of each thesis length, typed as the page's Cube field takes them,
// every answer solves its scramble, none is longer than a scramble shorter than 20, and the mean
// at each length is no worse than the thesis's. Deterministic: the budget counts nodes, not time.
//
// CI runs a few scrambles per length; the run of 300 per length (a few minutes) is
//   TWOPHASE_QUALITY_SAMPLES=300 node --test tests/wasm/twophase_quality.test.mjs
// and its printed means are in bench/RESULTS.md.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCubeLab } from './load.mjs';
import { slow } from '../tier.mjs';
import { DEFAULT_TWOPHASE_EFFORT, twophaseOptions } from '../../web/kit/settings.js';

const SAMPLES = Number(process.env.TWOPHASE_QUALITY_SAMPLES || 6);
const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

// The thesis's Kociemba row: mean moves per scramble length.
function thesisRow() {
  const rows = readFileSync(new URL('../data/method-comparison.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));
  const lengths = rows[0].slice(2).map(Number);
  const means = rows
    .find(([method, stat]) => method === 'kociemba' && stat === 'moves_mean')
    .slice(2)
    .map(Number);
  return lengths.map((length, i) => ({ length, mean: means[i] }));
}

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

test(
  "two-phase on the page's defaults: never longer than a short scramble, means within the thesis's row",
  slow,
  () => {
    const options = twophaseOptions(DEFAULT_TWOPHASE_EFFORT);
    assert.ok(options.improve && options.maxNodes > 0, 'the page improves by default');
    const printed = [];
    for (const { length, mean: thesis } of thesisRow()) {
      let sum = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const scramble = cubelab.randomMoves(1000 * length + i, length).moves;
        const answer = cubelab.solve('twophase', scramble, options);
        assert.ok(!answer.error, `${scramble}: ${answer.error}`);
        const start = cubelab.apply(scramble, '').facelets;
        assert.equal(
          cubelab.apply(answer.solution, start).facelets,
          SOLVED,
          `${answer.solution} solves ${scramble}`,
        );
        const turns = cubelab.moves(scramble).htm;
        if (turns < 20)
          assert.ok(answer.length <= turns, `${answer.length} moves for the ${turns}-move ${scramble}`);
        sum += answer.length;
      }
      const mean = sum / SAMPLES;
      printed.push(`${length}: ${mean.toFixed(2)} (thesis ${thesis})`);
      assert.ok(mean <= thesis, `mean ${mean} at length ${length} is worse than the thesis's ${thesis}`);
    }
    console.log(`two-phase means over ${SAMPLES} scrambles per length: ${printed.join(', ')}`);
  },
);
