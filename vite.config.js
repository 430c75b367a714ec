// Builds the page into dist/ with relative paths, so it can be served from any folder. The worker
// is an ES module worker; the WASM file is emitted as an asset of the page's own origin.
// CUBELAB_WASM_DIR=build/other builds the page against another WASM build directory (default
// build/wasm, where the project's build puts it).
import { defineConfig } from 'vite';

const wasmDir = process.env.CUBELAB_WASM_DIR;

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

export default defineConfig({
  base: './',
  plugins: [otherWasmDir()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1024,
  },
  worker: {
    format: 'es',
    plugins: () => [otherWasmDir()],
  },
});
