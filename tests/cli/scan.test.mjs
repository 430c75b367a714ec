// cubelab scan: the facelets of a photographed cube from its samples file (core/scan decides).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { photographFacelets, paintedFacelets } from '../lib/scan_samples.mjs';
import { seededRandom } from '../seeded_random.mjs';

const cli = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));
const run = (args) => {
  const r = spawnSync(cli, args, { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

const folder = mkdtempSync(path.join(os.tmpdir(), 'cubelab-scan-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
let files = 0;
function samplesFile(text) {
  const file = path.join(folder, `samples${files++}.txt`);
  writeFileSync(file, text);
  return file;
}

// Random scrambles, applied by the CLI: the cubes photographed.
function scrambledFacelets(seed, count) {
  const random = seededRandom(seed);
  const turns = ['U', 'R', 'F', 'D', 'L', 'B'].flatMap((f) => [f, `${f}'`, `${f}2`]);
  const scrambles = Array.from({ length: count }, () =>
    Array.from({ length: 25 }, () => turns[Math.floor(random() * turns.length)]).join(' '),
  );
  const r = spawnSync(cli, ['apply', '--batch'], { input: scrambles.join('\n'), encoding: 'utf8' });
  return r.stdout.trim().split('\n');
}

test('scan prints the facelets of cubes photographed under varied light', () => {
  const cubes = scrambledFacelets(35, 20);
  cubes.forEach((facelets, i) => {
    const r = run(['scan', '--samples', samplesFile(photographFacelets(facelets, 100 + i))]);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out.trim(), facelets, `cube ${i}`);
    assert.equal(run(['validate', '--facelets', r.out.trim()]).out.trim(), 'ok');
  });
});

test('scan --json gives the facelets and the stickers in doubt', () => {
  const [facelets] = scrambledFacelets(7, 1);
  const r = run(['scan', '--samples', samplesFile(paintedFacelets(facelets)), '--json']);
  assert.equal(r.code, 0);
  assert.deepEqual(JSON.parse(r.out), { facelets, doubtful: [] });
});

test('a sticker that could be red or orange is marked doubtful, or the pieces settle it', () => {
  // Every edge's red or orange sticker read half-way between the two: the pieces still decide.
  const [facelets] = scrambledFacelets(3, 1);
  const lines = paintedFacelets(facelets).trim().split('\n');
  const halfway = [198, 47, 33].join(' ');
  const changed = [...facelets].findIndex((letter, i) => (letter === 'R' || letter === 'L') && i % 9 !== 4);
  lines[changed] = halfway;
  const r = run(['scan', '--samples', samplesFile(lines.join('\n') + '\n'), '--json']);
  assert.equal(r.code, 0, r.out);
  const answer = JSON.parse(r.out);
  assert.ok(answer.facelets === facelets || answer.doubtful.includes(changed), r.out);
});

test('a cube that is no legal cube is refused, naming the stickers in doubt', () => {
  // One corner twisted in place, every sticker painted exactly.
  const twisted = 'UUUUUUUUFURRRRRRRRFFRFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';
  const r = run(['scan', '--samples', samplesFile(paintedFacelets(twisted)), '--json']);
  assert.equal(r.code, 2);
  const error = JSON.parse(r.out);
  assert.match(error.error, /^no legal cube fits these colours; stickers in doubt: .*U9/);
  assert.equal(error.kind, 'impossible');
});

test('scan names a missing file and a missing option', () => {
  const missing = path.join(folder, 'none.txt');
  assert.deepEqual(JSON.parse(run(['scan', '--samples', missing, '--json']).out), {
    error: `samples file '${missing}' does not exist`,
    column: 0,
    kind: 'input',
    code: '',
    params: {},
  });
  const r = run(['scan']);
  assert.equal(r.code, 2);
  assert.match(r.err, /scan needs --samples FILE/);
});
