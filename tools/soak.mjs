// The soak: every solving method the CLI offers (`cubelab methods`, so methods added later are
// soaked too) on N seeded random states, every answer checked independently of CubeLab's core: the
// solution is applied with cubejs (a separate JavaScript cube model) to the input facelets and the
// result is checked (whole cube solved; for the phase solvers `cross` and `xcross`, the cross and,
// for xcross, one pair beside it). Prints per method: solved, failed, errors, worst time, worst
// length. Exit code 1 on any failure or error.
//
//   npm run soak -- N [SEED] [METHOD,...]      (N default 200, SEED default 1)
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './proc.mjs';

const require = createRequire(import.meta.url);
const Cube = require('cubejs');
const cli = path.join(repoRoot, 'build', 'native', 'cubelab');

// splitmix32-style seeded generator: the same seed gives the same states on every machine.
function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 2 ** 32;
  };
}

function shuffled(n, random) {
  const p = [...Array(n).keys()];
  for (let i = n - 1; i > 0; --i) {
    const j = Math.floor(random() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

function parity(p) {
  let swaps = 0;
  const seen = new Array(p.length).fill(false);
  for (let i = 0; i < p.length; ++i) {
    for (let j = i, len = 0; !seen[j]; j = p[j], ++len) {
      seen[j] = true;
      if (len > 0) ++swaps;
    }
  }
  return swaps % 2;
}

// A uniformly random solvable state (WCA orientation) as a facelet string, made by cubejs.
export function randomFacelets(random) {
  const cp = shuffled(8, random);
  const ep = shuffled(12, random);
  if (parity(cp) !== parity(ep)) [ep[0], ep[1]] = [ep[1], ep[0]];
  const co = Array.from({ length: 8 }, () => Math.floor(random() * 3));
  co[7] = (3 - (co.slice(0, 7).reduce((a, b) => a + b, 0) % 3)) % 3;
  const eo = Array.from({ length: 12 }, () => Math.floor(random() * 2));
  eo[11] = eo.slice(0, 11).reduce((a, b) => a + b, 0) % 2;
  return new Cube({ center: [0, 1, 2, 3, 4, 5], cp, co, ep, eo }).asString();
}

// cubejs spells wide turns r u f d l b; CubeLab writes Rw.
const forCubejs = (moves) => moves.replace(/([URFDLB])w/g, (_, f) => f.toLowerCase());

// Stickers of each edge and corner (the URFDLB facelet format's geometry).
const edges = [[5, 10], [7, 19], [3, 37], [1, 46], [32, 16], [28, 25], [30, 43], [34, 52], [23, 12], [21, 41], [50, 39], [48, 14]]; // prettier-ignore
const corners = [[8, 9, 20], [6, 18, 38], [0, 36, 47], [2, 45, 11], [29, 26, 15], [27, 44, 24], [33, 53, 42], [35, 17, 51]]; // prettier-ignore
const centreOf = (f) => Math.floor(f / 9) * 9 + 4;
const home = (s, stickers) => stickers.every((f) => s[f] === s[centreOf(f)]);

// Cross of the face whose centre shows colour `letter` solved (and, with pair, one F2L pair too).
function crossSolved(s, letter, pair) {
  const face = [4, 13, 22, 31, 40, 49].find((c) => s[c] === letter);
  const touches = (stickers) => stickers.some((f) => centreOf(f) === face);
  if (!edges.filter(touches).every((e) => home(s, e))) return false;
  if (!pair) return true;
  return corners.filter(touches).some((c) => {
    if (!home(s, c)) return false;
    const sides = c.filter((f) => centreOf(f) !== face).map(centreOf);
    const edge = edges.find((e) => e.map(centreOf).every((x) => sides.includes(x)));
    return home(s, edge);
  });
}

// What counts as solved for a method: the whole cube, or for a phase solver only its phase (the
// cross colour defaults to white, the U colour of the WCA orientation).
function check(method, facelets, moves) {
  const cube = Cube.fromString(facelets);
  cube.move(forCubejs(moves));
  if (method === 'cross' || method === 'xcross')
    return crossSolved(cube.asString(), 'U', method === 'xcross');
  return cube.isSolved();
}

// Solves `states` by `method` through one `cubelab solve --batch --json` process.
function soakMethod(method, states) {
  return new Promise((resolve, reject) => {
    const child = spawn(cli, ['solve', '--method', method, '--batch', '--json', '--threads', '1']);
    const tally = { method, solved: 0, failed: 0, errors: 0, worstMs: 0, worstLength: 0, firstProblem: null };
    let buffered = '';
    let index = -1; // the first line solves the solved cube, to build the tables before the timing
    const take = (line) => {
      if (index++ < 0) return;
      const input = states[index - 1];
      const answer = JSON.parse(line);
      if (answer.error !== undefined) {
        tally.errors++;
        tally.firstProblem ??= `${input}: ${answer.error}`;
        return;
      }
      tally.worstMs = Math.max(tally.worstMs, answer.ms);
      tally.worstLength = Math.max(tally.worstLength, answer.length);
      if (answer.input === input && check(method, input, answer.solution)) tally.solved++;
      else {
        tally.failed++;
        tally.firstProblem ??= `${input}: ${answer.solution} does not solve it`;
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) if (line.trim()) take(line);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      index = Math.max(index, 0);
      if (signal || index !== states.length) {
        tally.errors += states.length - index;
        tally.firstProblem ??= `cubelab stopped (${signal ?? `exit ${code}`}) after ${index} states`;
      }
      resolve(tally);
    });
    child.stdin.end(['solved', ...states].join('\n') + '\n');
  });
}

function methods() {
  const r = spawnSync(cli, ['methods', '--json'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cli} methods failed: build the CLI first (npm run build)`);
  return JSON.parse(r.stdout);
}

// Runs the soak and prints its table; returns the tallies.
export async function soak(count, seed = 1, only = null) {
  const random = generator(seed);
  const states = Array.from({ length: count }, () => randomFacelets(random));
  const tallies = [];
  console.log(`    ${'method'.padEnd(14)} ${'solved'.padStart(8)} ${'failed'.padStart(7)} ${'errors'.padStart(7)}` +
    `  worst ms  worst length`); // prettier-ignore
  for (const method of only ?? methods()) {
    const t = await soakMethod(method, states);
    console.log(`    ${method.padEnd(14)} ${String(t.solved).padStart(8)} ${String(t.failed).padStart(7)} ` +
      `${String(t.errors).padStart(7)} ${t.worstMs.toFixed(1).padStart(9)} ${String(t.worstLength).padStart(13)}`); // prettier-ignore
    if (t.firstProblem) console.log(`      first problem: ${t.firstProblem}`);
    tallies.push(t);
  }
  return tallies;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [n = '200', seed = '1', only] = process.argv.slice(2);
  const tallies = await soak(Number(n), Number(seed), only ? only.split(',') : null);
  if (tallies.some((t) => t.failed > 0 || t.errors > 0)) process.exit(1);
}
