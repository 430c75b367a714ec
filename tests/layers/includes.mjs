// The C++ include graph checked against cmake/layers.txt, the one table of layers that the build
// uses too: every `#include "..."` must stay within its own entry or reach an entry its entry links
// (directly or through the entries it links), and no files may include each other in a circle, a
// header and its source counting as one module. `node tests/layers/includes.mjs` prints the report.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The entries of cmake/layers.txt: [{ name, kind, paths, links }], lowest first. A line that starts
// with white space continues the entry above it.
export function readLayers(root = repoRoot) {
  const text = readFileSync(path.join(root, 'cmake', 'layers.txt'), 'utf8');
  const entries = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '');
    if (!line.trim()) continue;
    if (/^\s/.test(line)) {
      if (!entries.length) throw new Error(`layers.txt: a continuation before any entry: ${raw}`);
      entries.at(-1).words.push(...line.trim().split(/\s+/));
    } else {
      entries.push({ words: line.trim().split(/\s+/) });
    }
  }
  return entries.map(({ words }) => {
    const [name, kind, ...rest] = words;
    const colon = rest.indexOf(':');
    const paths = colon < 0 ? rest : rest.slice(0, colon);
    const links = colon < 0 ? [] : rest.slice(colon + 1);
    if (!['library', 'native', 'front'].includes(kind))
      throw new Error(`layers.txt: ${name}: unknown kind '${kind}'`);
    return { name, kind, paths, links };
  });
}

// Each entry's name -> the set of entry names it may include: itself and everything it links,
// directly or not. Links must point to entries above in the file (or outside targets, `A::B`).
export function reachable(entries) {
  const byName = new Map();
  for (const e of entries) {
    const sees = new Set([e.name]);
    for (const link of e.links) {
      if (link.includes('::')) continue;
      const below = byName.get(link);
      if (!below) throw new Error(`layers.txt: ${e.name} links ${link}, which is not an entry above it`);
      for (const n of below) sees.add(n);
    }
    byName.set(e.name, sees);
  }
  return byName;
}

const isCpp = (name) => /\.(cpp|hpp|h|cc)$/.test(name);

function walk(dir, found) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else if (isCpp(entry.name)) found.push(full);
  }
  return found;
}

// Every C++ file under the entries' paths, as repository-relative paths with '/'.
export function cppFiles(entries, root = repoRoot) {
  const files = new Set();
  for (const e of entries)
    for (const p of e.paths) {
      const full = path.join(root, p);
      if (!existsSync(full)) throw new Error(`layers.txt: ${e.name}: ${p} does not exist`);
      for (const f of statSync(full).isDirectory() ? walk(full, []) : [full]) files.add(toRel(root, f));
    }
  return [...files].sort();
}

const toRel = (root, full) => path.relative(root, full).split(path.sep).join('/');

// The entry a file belongs to: the one with the longest path that holds it.
export function entryOf(entries, file) {
  let best = null;
  let bestLength = -1;
  for (const e of entries)
    for (const p of e.paths)
      if ((file === p || file.startsWith(p + '/')) && p.length > bestLength) {
        best = e;
        bestLength = p.length;
      }
  return best;
}

// The quoted includes of a file: [{ line, target }], target resolved as the compiler does: beside
// the including file first, then from the include roots (which serve repository paths). Includes
// inside comments or strings other than at a line's start are not includes, and are not seen.
export function includesOf(file, root = repoRoot) {
  const found = [];
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const m = /^\s*#\s*include\s*"([^"]+)"/.exec(text);
      if (!m) return;
      const beside = toRel(root, path.join(root, path.dirname(file), m[1]));
      const target = existsSync(path.join(root, beside))
        ? beside
        : existsSync(path.join(root, m[1]))
          ? m[1]
          : null;
      found.push({ line: i + 1, spelled: m[1], target });
    });
  return found;
}

// A file's module: its path without the extension, so that a header and its source are one.
export const moduleOf = (file) => file.replace(/\.[^./]+$/, '');

// Strongly connected components of a graph (Map node -> Set of nodes) with more than one node:
// the circles, each as a sorted list of nodes.
export function circles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), indices.get(w)));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!indices.has(v)) visit(v);
  return found;
}

// Everything wrong with the tree at `root`: { unplaced, unresolved, upward, sideways, cycles }.
export function checkIncludes(root = repoRoot) {
  const entries = readLayers(root);
  const sees = reachable(entries);
  const problems = { unplaced: [], unresolved: [], upward: [], sideways: [], cycles: [] };
  const graph = new Map();
  for (const file of cppFiles(entries, root)) {
    const own = entryOf(entries, file);
    if (!own) {
      problems.unplaced.push(file);
      continue;
    }
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const inc of includesOf(file, root)) {
      const where = `${file}:${inc.line}: "${inc.spelled}"`;
      if (!inc.target) {
        problems.unresolved.push(where);
        continue;
      }
      const to = moduleOf(inc.target);
      if (to !== from) graph.get(from).add(to);
      const theirs = entryOf(entries, inc.target);
      if (!theirs) {
        problems.unplaced.push(`${where} (a file no entry of cmake/layers.txt holds)`);
      } else if (!sees.get(own.name).has(theirs.name)) {
        const up = sees.get(theirs.name).has(own.name);
        (up ? problems.upward : problems.sideways).push(`${where} (${own.name} -> ${theirs.name})`);
      }
    }
  }
  problems.cycles = circles(graph).map((c) => c.join(' <-> '));
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkIncludes();
  let count = 0;
  for (const [kind, list] of Object.entries(problems)) {
    if (!list.length) continue;
    console.log(`${kind} (${list.length}):`);
    for (const p of list) console.log(`  ${p}`);
    count += list.length;
  }
  console.log(count ? `${count} problems` : 'no problems');
  process.exit(count ? 1 : 0);
}
