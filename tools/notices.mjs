// The web build's third-party notices: OUT_DIR/THIRD-PARTY-NOTICES.txt names every npm package
// bundled into the page, its workers and its service worker, with its version, licence and licence
// text, written by rollup-plugin-license from each package's package.json and LICENSE file; then
// what the WebAssembly module carries from Emscripten, and Vite's helper. Used by vite.config.js:
//
//   const notices = thirdPartyNotices();
//   plugins: [..., notices.page], worker: { plugins: () => [..., notices.worker] }
//
// One scanner serves both: Vite bundles the workers while it builds the page, so by the page's
// generateBundle the scanner has seen the workers' modules too and writes the whole list once.
import { createRequire } from 'node:module';
import path from 'node:path';
import license from 'rollup-plugin-license';

export const NOTICES_FILE = 'THIRD-PARTY-NOTICES.txt';

// Packages in the build whose modules the scanner does not see in a chunk, handed to it as if it
// did: the service worker's Workbox runtime, which workbox-build bundles in a Rollup run of its own
// (the `workbox:NAME` marks in the emitted workbox-*.js; tests/browser/notices.test.mjs checks
// that each is listed), and vite-plugin-pwa's registerSW, which the page imports through a virtual
// module ('virtual:pwa-register'), which the scanner skips.
const unseenPackages = [
  'workbox-core',
  'workbox-precaching',
  'workbox-routing',
  'workbox-strategies',
  'vite-plugin-pwa',
];

const require = createRequire(import.meta.url);

// The packages rollup-plugin-license found, as it lists them by default, without the empty lines.
function packageText(d) {
  const lines = [`Name: ${d.name}`, `Version: ${d.version}`, `License: ${d.license}`];
  if (d.private) lines.push('Private: true');
  if (d.author?.text?.()) lines.push(`Author: ${d.author.text()}`);
  if (d.repository?.url) lines.push(`Repository: ${d.repository.url}`);
  if (d.homepage) lines.push(`Homepage: ${d.homepage}`);
  const text = [d.licenseText, d.noticeText].filter(Boolean).join('\n\n');
  return `${lines.join('\n')}\n\n${text || '(the package has no licence file)'}`.trim();
}

// What the build holds besides npm packages: the WebAssembly module's runtime, from Emscripten
// (Debian's 3.1.6 package), and the few lines Vite adds to load the page's chunks.
const otherCode = `Also in the build:
- The WebAssembly module (assets/cubelab-*.wasm and its loader assets/cubelab-*.mjs) is CubeLab's
  C++ core compiled by Emscripten, which adds:
  - its loader, runtime and Embind bindings: Emscripten, MIT or University of Illinois/NCSA
    licence, Copyright 2010-2022 The Emscripten Authors (the MIT text below);
  - musl libc: MIT licence, Copyright 2005-2020 Rich Felker, et al. (the MIT text below);
  - LLVM's libc++, libc++abi and compiler-rt: Apache-2.0 WITH LLVM-exception, which asks for no
    notice when they are embedded in compiled form;
  - dlmalloc: public domain (CC0), by Doug Lea.
- Vite's module-preload helper in the page's entry chunk: MIT licence, Copyright (c)
  2019-present, VoidZero Inc. and Vite contributors (the MIT text below).

The MIT licence text (Emscripten, musl, Vite):

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

function notices(dependencies) {
  const rule = `\n\n${'-'.repeat(100)}\n\n`;
  const packages = [...dependencies].sort((a, b) => a.name.localeCompare(b.name));
  return [
    `CubeLab (MIT licence, see LICENSE) is built with the following third-party software.\n\n` +
      `The npm packages bundled into the page, its workers and its service worker (${packages.length}):`,
    ...packages.map(packageText),
    otherCode,
  ].join(rule);
}

export function thirdPartyNotices() {
  let scanner;
  // Reads which modules a chunk holds; the chunk's code is left as it is (null: unchanged).
  const scan = (code, chunk, options) => {
    scanner.renderChunk(code, chunk, options);
    return null;
  };
  const page = {
    name: 'cubelab-third-party-notices',
    apply: 'build',
    configResolved(config) {
      const file = path.resolve(config.root, config.build.outDir, NOTICES_FILE);
      scanner = license({ thirdParty: { output: { file, template: notices } } });
      // As if bundled: rollup-plugin-license reads each package's package.json and licence file.
      const modules = Object.fromEntries(
        unseenPackages.map((name) => [require.resolve(`${name}/package.json`), { renderedLength: 1 }]),
      );
      scanner.renderChunk('', { modules });
    },
    renderChunk: scan,
    generateBundle: () => scanner.generateBundle(),
  };
  const worker = { name: 'cubelab-third-party-notices-worker', apply: 'build', renderChunk: scan };
  return { page, worker };
}
