// What the WASM benches share: loading the module under Node (build/wasm, or CUBELAB_WASM_DIR for a
// peer build of another commit) and the summary of a sample of solve times and lengths.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export async function loadModule() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dir = process.env.CUBELAB_WASM_DIR ?? path.join(root, 'build', 'wasm');
  const wasmBinary = await readFile(path.join(dir, 'cubelab.wasm'));
  const { default: create } = await import(pathToFileURL(path.join(dir, 'cubelab.mjs')).href);
  return create({ wasmBinary });
}

// Mean, median, p99 and max of `times` (ms), and the mean of `lengths`.
export function summary(times, lengths) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return { mean: mean(times), median: at(0.5), p99: at(0.99), max: at(1), length: mean(lengths) };
}
