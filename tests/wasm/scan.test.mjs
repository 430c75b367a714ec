// The WASM module's scan gives the native CLI's answer (both run core/scan) on photographed cubes,
// and bad samples come back as errors, never throws.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCubeLab } from './load.mjs';
import { photographFacelets } from '../lib/scan_samples.mjs';

const cliPath = fileURLToPath(new URL('../../build/native/cubelab', import.meta.url));

let cubelab;
before(async () => {
  cubelab = await loadCubeLab();
});

test('scan decides photographed cubes as the CLI does, and each is the cube photographed', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cubelab-wasm-scan-'));
  try {
    for (let seed = 1; seed <= 10; seed += 1) {
      const facelets = cubelab.apply(cubelab.randomMoves(seed, 25).moves).facelets;
      const text = photographFacelets(facelets, seed);
      const answer = cubelab.scan(text);
      assert.equal(answer.facelets, facelets, `seed ${seed}`);
      assert.deepEqual(cubelab.validate(answer.facelets), { valid: true });
      const file = path.join(folder, `${seed}.txt`);
      writeFileSync(file, text);
      const r = spawnSync(cliPath, ['scan', '--samples', file, '--json'], { encoding: 'utf8' });
      assert.deepEqual(JSON.parse(r.stdout), answer);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('scan answers bad samples with an error value', () => {
  assert.deepEqual(cubelab.scan(42), {
    error: 'samples must be a string',
    column: 0,
    kind: 'input',
    code: '',
    params: {},
  });
  assert.deepEqual(cubelab.scan('1 2 3\n'), {
    error: 'expected 54 samples (lines R G B, one per sticker), got 1',
    column: 0,
    kind: 'input',
    code: '',
    params: {},
  });
});
