// Loads the WASM module that the page uses (build/wasm/cubelab.mjs + cubelab.wasm) under Node.
// The module is built for web and worker; Node's global fetch cannot read the .wasm by file path
// (Emscripten 3.1.6), so the bytes are read here and handed over as `wasmBinary`.
//
//   import { loadCubeLab } from '../../tests/wasm/load.mjs';
//   const cubelab = await loadCubeLab();   // a fresh module instance (own memory, own tables)
//   cubelab.apply("R U R' U'", '');        // -> { facelets: '...' }
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const wasmDir = path.join(repoRoot, 'build', 'wasm');

export async function loadCubeLab(options = {}) {
  const wasmPath = path.join(wasmDir, 'cubelab.wasm');
  const modulePath = path.join(wasmDir, 'cubelab.mjs');
  let wasmBinary;
  try {
    wasmBinary = await readFile(wasmPath);
  } catch {
    throw new Error(`${wasmPath} is missing: build it with "npm run build" (or npm test)`);
  }
  const { default: createCubeLab } = await import(pathToFileURL(modulePath).href);
  return createCubeLab({ wasmBinary, ...options });
}
