// The page's layers (web/README.md): the shell may import the views and the kit; a view imports
// only its own folder and the kit; the kit imports only the kit (and, in its worker client, the
// message protocol the worker shares, web/worker/protocol.js); the worker imports only the worker
// (and the core's build). No file takes part in an import cycle. Imports are read by es-module-lexer
// (static and literal dynamic ones; JSDoc type imports are comments and do not count).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, parse } from 'es-module-lexer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROTOCOL = 'web/worker/protocol.js';

/** The layer a file belongs to: 'shell', 'kit', 'worker', 'view:NAME', or 'outside'. */
function layerOf(/** @type {string} */ file) {
  const parts = file.split('/');
  if (parts[0] !== 'web') return 'outside';
  if (parts[1] === 'views') return `view:${parts[2]}`;
  return parts.length > 2 ? parts[1] : 'outside';
}

/** Whether a file of layer `from` may import `target` (a path from the repository's root). */
function allowed(/** @type {string} */ from, /** @type {string} */ target) {
  const to = layerOf(target);
  if (from === to) return true;
  if (from === 'shell') return to === 'kit' || to.startsWith('view:');
  if (from.startsWith('view:')) return to === 'kit';
  if (from === 'kit') return target === PROTOCOL;
  if (from === 'worker') return target.startsWith('build/wasm');
  return true;
}

/** Relative imports of one source, as paths from the repository's root. */
function importsOf(/** @type {string} */ file, /** @type {string} */ source) {
  const [imports] = parse(source);
  return imports
    .map((i) => i.specifier)
    .filter((s) => typeof s === 'string' && s.startsWith('.'))
    .map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s)));
}

/** The cycles of a graph (file -> imported files), each as its files in order, by Tarjan's SCCs. */
function cyclesOf(/** @type {Map<string, string[]>} */ graph) {
  let next = 0;
  const index = new Map(),
    low = new Map(),
    stack = [],
    onStack = new Set(),
    cycles = [];
  const visit = (/** @type {string} */ v) => {
    (index.set(v, next), low.set(v, next++), stack.push(v), onStack.add(v));
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) (visit(w), low.set(v, Math.min(low.get(v), low.get(w))));
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc = [];
    let w;
    do ((w = stack.pop()), onStack.delete(w), scc.push(w));
    while (w !== v);
    if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc.sort().join(' <-> '));
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/** What is wrong with a tree of sources (path -> text): imports the wrong way, and cycles. */
export function importProblems(/** @type {Map<string, string>} */ sources) {
  const graph = new Map();
  const wrongWay = [];
  for (const [file, source] of sources) {
    const targets = importsOf(file, source);
    graph.set(file, targets);
    for (const target of targets)
      if (!allowed(layerOf(file), target)) wrongWay.push(`${file} imports ${target}`);
  }
  return { wrongWay, cycles: cyclesOf(graph) };
}

function pageSources() {
  const files = readdirSync(path.join(root, 'web'), { recursive: true })
    .filter((f) => String(f).endsWith('.js'))
    .map((f) => `web/${String(f).split(path.sep).join('/')}`);
  return new Map(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
}

test('the page imports only down its layers, and no file is in an import cycle', async () => {
  await init;
  const sources = pageSources();
  assert.ok(sources.size > 50, `read ${sources.size} files under web/`);
  const { wrongWay, cycles } = importProblems(sources);
  assert.deepEqual(wrongWay, [], 'imports against the layers (web/README.md)');
  assert.deepEqual(cycles, [], 'import cycles');
});

test('the check fails on a view importing another view, the kit importing a view, the worker the kit', async () => {
  await init;
  const { wrongWay } = importProblems(
    new Map([
      ['web/views/a/view.js', "import { x } from '../b/panel.js';\nimport { k } from '../../kit/k.js';"],
      ['web/views/b/panel.js', 'export const x = 1;'],
      ['web/kit/k.js', "import { x } from '../views/b/panel.js';\nexport const k = 1;"],
      ['web/worker/w.js', "const m = await import('../kit/k.js');"],
      ['web/kit/client.js', "import { F } from '../worker/protocol.js';"],
    ]),
  );
  assert.deepEqual(wrongWay, [
    'web/views/a/view.js imports web/views/b/panel.js',
    'web/kit/k.js imports web/views/b/panel.js',
    'web/worker/w.js imports web/kit/k.js',
  ]);
});

test('the check names every file of a cycle, dynamic imports included', async () => {
  await init;
  const { cycles } = importProblems(
    new Map([
      ['web/kit/a.js', "import { b } from './b.js';"],
      ['web/kit/b.js', "export const b = () => import('./c.js');"],
      ['web/kit/c.js', "import './a.js';"],
      ['web/kit/d.js', "import './a.js';"],
    ]),
  );
  assert.deepEqual(cycles, ['web/kit/a.js <-> web/kit/b.js <-> web/kit/c.js']);
});
