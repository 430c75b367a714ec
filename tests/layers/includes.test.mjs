// The C++ layering, checked from the same table the build uses (cmake/layers.txt): no #include points
// up a layer or sideways between libraries (solver families among them), and no files include each
// other in a circle. The checker itself is tested on a small tree made here, so that it is known to
// fail on each kind of fault.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkIncludes, readLayers, repoRoot } from './includes.mjs';

const kinds = {
  unplaced: 'files no library of cmake/layers.txt holds',
  unresolved: 'includes of files that do not exist',
  upward: 'includes that point up a layer',
  sideways: 'includes between libraries that do not link (solver families among them)',
  cycles: 'files that include each other in a circle',
};
const list = (items) => (items.length ? `\n  ${items.join('\n  ')}` : '');

test('every #include stays in its library or reaches down, and no C++ files include each other in a circle', () => {
  const problems = checkIncludes();
  const found = Object.entries(problems).filter(([, items]) => items.length);
  const report = found.map(([kind, items]) => `${kinds[kind]}:${list(items)}`).join('\n');
  assert.equal(found.length, 0, report);
});

test('the table names each solver family as a library that links only common, and the build reads it', () => {
  const entries = readLayers();
  const families = ['twophase', 'optimal', 'thistlethwaite', 'cfop', 'beginner', 'routes'];
  for (const family of families) {
    const e = entries.find((x) => x.paths.includes(`core/solvers/${family}`));
    assert.ok(e, `core/solvers/${family} is a library of cmake/layers.txt`);
    assert.deepEqual(e.links, ['cubelab_common'], `${e.name} links only cubelab_common`);
  }
  const cmake = readFileSync(path.join(repoRoot, 'CMakeLists.txt'), 'utf8');
  assert.match(cmake, /cubelab_layers_from\(\$\{CMAKE_CURRENT_SOURCE_DIR\}\/cmake\/layers\.txt\)/);
});

// A tree of three libraries (a at the bottom, b and c on it, side by side) and a front end over b.
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  const all = {
    'cmake/layers.txt': [
      'lib_a  library  a',
      'lib_b  library  b  : lib_a',
      'lib_c  library  c',
      '                   : lib_a',
      'front  front    f  : lib_b',
    ].join('\n'),
    'a/a.hpp': '#pragma once\n',
    'b/b.hpp': '#pragma once\n#include "a/a.hpp"\n',
    'c/c.hpp': '#pragma once\n#include "a/a.hpp"\n',
    'f/main.cpp': '#include "b/b.hpp"\n#include "a/a.hpp"\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function problemsOf(files) {
  const root = tree(files);
  try {
    return checkIncludes(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('the checker passes a tree that includes only downward', () => {
  assert.deepEqual(problemsOf({}), { unplaced: [], unresolved: [], upward: [], sideways: [], cycles: [] });
});

test('the checker fails on an include that points up a layer', () => {
  const p = problemsOf({ 'a/up.cpp': '#include "b/b.hpp"\n' });
  assert.deepEqual(p.upward, ['a/up.cpp:1: "b/b.hpp" (lib_a -> lib_b)']);
});

test('the checker fails on an include between libraries side by side, and from a front end to one it does not link', () => {
  const p = problemsOf({
    'c/c.cpp': '#include "c/c.hpp"\n#include "b/b.hpp"\n',
    'f/other.cpp': '#include "c/c.hpp"\n',
  });
  assert.deepEqual(p.sideways, [
    'c/c.cpp:2: "b/b.hpp" (lib_c -> lib_b)',
    'f/other.cpp:1: "c/c.hpp" (front -> lib_c)',
  ]);
});

test('the checker fails on a circle of files, a header and its source counting as one', () => {
  const p = problemsOf({
    'a/x.hpp': '#pragma once\n',
    'a/x.cpp': '#include "a/x.hpp"\n#include "a/y.hpp"\n',
    'a/y.hpp': '#pragma once\n#include "a/x.hpp"\n',
  });
  assert.deepEqual(p.cycles, ['a/x <-> a/y']);
});

test('the checker fails on a file outside every library and an include of a file that does not exist', () => {
  const p = problemsOf({
    'a/gone.cpp': '#include "a/nothing.hpp"\n',
    'd/stray.hpp': '#pragma once\n',
    'b/s.cpp': '#include "d/stray.hpp"\n',
  });
  assert.deepEqual(p.unresolved, ['a/gone.cpp:1: "a/nothing.hpp"']);
  assert.deepEqual(p.unplaced, ['b/s.cpp:1: "d/stray.hpp" (a file no entry of cmake/layers.txt holds)']);
});
