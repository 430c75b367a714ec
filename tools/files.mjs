// The source files the format checks cover, found by walking the tree (so new files are included
// without any list to update; build output and dependencies are skipped).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './proc.mjs';

const skippedDirs = new Set(['node_modules', 'build', 'dist', '.git']);

function walk(dir, accept, found) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) walk(full, accept, found);
    } else if (accept(entry.name)) {
      found.push(path.relative(repoRoot, full));
    }
  }
  return found;
}

const cppDirs = ['core', 'tables', 'native', 'cli', 'wasm', 'tests', 'bench'];
const isCpp = (name) => /\.(cpp|cc|hpp|h)$/.test(name);

export function cppFiles() {
  return cppDirs.flatMap((dir) => walk(path.join(repoRoot, dir), isCpp, [])).sort();
}

const jsDirs = ['web', 'tests', 'bench', 'tools'];
const isJs = (name) => /\.(js|mjs|cjs)$/.test(name);

// web/, tests/, bench/, tools/, wasm/*.js wrappers and wasm/*.d.ts types, plus the Vite config.
export function jsFiles() {
  const files = jsDirs.flatMap((dir) => walk(path.join(repoRoot, dir), isJs, []));
  const wasm = path.join(repoRoot, 'wasm');
  if (existsSync(wasm)) {
    for (const name of readdirSync(wasm)) {
      if (isJs(name) || name.endsWith('.d.ts')) files.push(path.join('wasm', name));
    }
  }
  if (existsSync(path.join(repoRoot, 'vite.config.js'))) files.push('vite.config.js');
  return files.sort();
}
