// Builds the page into dist/ with relative paths, so it can be served from any folder. The worker
// is an ES module worker; the WASM file is emitted as an asset of the page's own origin.
// CUBELAB_WASM_DIR=build/other builds the page against another WASM build directory (default
// build/wasm, where the project's build puts it).
// `vite build --mode test` builds the page the browser tests drive into build/web-test: the same
// page with its test hooks (window.cubelab, the worker's injected faults), which the build for
// users (dist/) leaves out: __TEST_HOOKS__ is false there, and the minifier drops what it guards.
// Offline and install: vite-plugin-pwa writes the web manifest and a Workbox service worker that
// precaches the page, its worker and both WASM builds, so after one visit the page loads and solves with
// the network off. A new version waits until the user accepts it (web/shell/main.js offers it), so an
// update never replaces the page mid-solve.
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CROSS_ORIGIN_ISOLATION } from './tools/serve.mjs';
import { thirdPartyNotices } from './tools/notices.mjs';

const wasmDir = process.env.CUBELAB_WASM_DIR;
// dist/THIRD-PARTY-NOTICES.txt: the licences of the npm packages bundled (tools/notices.mjs).
const notices = thirdPartyNotices();

// Points the worker's imports of build/wasm/ at CUBELAB_WASM_DIR.
function otherWasmDir() {
  return {
    name: 'cubelab-wasm-dir',
    enforce: 'pre',
    transform(code, id) {
      if (!wasmDir || !id.endsWith('/web/worker/worker.js')) return null;
      return code.replaceAll('../../build/wasm/', `../../${wasmDir.replace(/^\/+|\/+$/g, '')}/`);
    },
  };
}

export default defineConfig(({ mode }) => ({
  base: './',
  define: { __TEST_HOOKS__: JSON.stringify(mode === 'test') },
  plugins: [
    otherWasmDir(),
    notices.page,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false, // web/shell/main.js registers it, to offer updates
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'CubeLab',
        short_name: 'CubeLab',
        description: "Solve a Rubik's cube and learn CFOP: a C++ solver core in WebAssembly.",
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#1b2029',
        theme_color: '#1b2029',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // .mjs: the threaded build's script (web/worker/worker.js loads it as a file of its own).
        globPatterns: ['**/*.{html,js,mjs,css,wasm,svg,webmanifest}'],
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024, // the .wasm
        cleanupOutdatedCaches: true,
        navigateFallback: null,
      },
    }),
  ],
  // Cross-origin isolation (as tools/serve.mjs): Cancel of an optimal search uses a SharedArrayBuffer.
  server: { headers: CROSS_ORIGIN_ISOLATION },
  preview: { headers: CROSS_ORIGIN_ISOLATION },
  build: {
    outDir: mode === 'test' ? 'build/web-test' : 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1024,
    // The threaded build's thread script stays a file of its own: a worker started from a data:
    // URL has an opaque origin, which cannot share the module's memory.
    assetsInlineLimit: (file) => (file.includes('wasm-threads') ? false : undefined),
  },
  worker: {
    format: 'es',
    plugins: () => [otherWasmDir(), notices.worker],
  },
}));
