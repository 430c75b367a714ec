// Set by the build (vite.config.js `define`): true only in the test build (`vite build --mode
// test`, build/web-test), which carries the browser tests' hooks; false in dist/, so none ships.
declare const __TEST_HOOKS__: boolean;
