// Builds the page into dist/ with relative paths, so it can be served from any folder. The worker
// is an ES module worker; the WASM file is emitted as an asset of the page's own origin.
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1024,
  },
  worker: {
    format: 'es',
  },
  server: {
    fs: { allow: ['.'] },
  },
});
