// Browser test harness: serves the built app (appRoot) on a free localhost port and drives Debian's
// Chromium, headless, through playwright-core. Used by tests/browser/*.test.mjs (node:test) and by
// browser benchmarks.
//
// API
//   await withPage(async (page, ctx) => { ... }, options?)
//       Opens a fresh browser context (own storage) and page at ctx.url, runs the callback, and
//       then fails (throws) if the page logged a console error, threw an uncaught exception, or
//       asked for any host other than its own (such requests are also blocked). Returns what the
//       callback returns.
//       options: { path = '/'       page path (and query/hash) to open, e.g. '/?scramble=R'
//                  root = appRoot   directory to serve instead of the app
//                  viewport = { width: 1280, height: 800 }
//                  device = {}   more of the context's options: { isMobile, hasTouch, colorScheme }
//                  allowConsoleErrors = false, allowForeignRequests = false
//                  serviceWorkers = 'block'   the page sees a browser without service workers
//                                 (as some are): no offline copy is installed, which costs each
//                                 fresh context a download of every file; 'allow' for the tests
//                                 of offline use
//                  waitUntil = 'load'   passed to page.goto; 'none' skips navigation
//                  browserArgs = []   more Chromium arguments (e.g. a fake camera): the page then
//                                 gets a browser of its own, launched with them and closed after }
//       ctx: { url, origin, consoleErrors: [text], pageErrors: [text], foreignRequests: [url],
//              screenshot(name) -> path of the saved PNG, context: the playwright BrowserContext }
//   await screenshot(page, name)   saves build/screenshots/<name>.png; returns its path
//   await waitForIdle(page, timeoutMs = 30000)
//       waits until window.cubelab.idle() (the page's test hook) returns true
//   await closeAll()   closes the shared browser and server now (they otherwise close by themselves
//                      shortly after the last withPage, so a test file needs no teardown)
//   appRoot    the directory of the app the tests open
//   serveApp() serves appRoot -> { url, close }: npm test serves it once for all the files it runs
//              at once (tools/suites.mjs) and gives each file's process its URL as $CUBELAB_APP_URL
//   chromiumPath, chromiumArgs, screenshotDir   the settings used
//
// One Chromium is shared by the withPage calls of a process, and one server for each directory
// served (the app's from $CUBELAB_APP_URL when set). Playwright gives each launch a fresh temporary
// profile (--user-data-dir), and each withPage a fresh incognito-like context.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/serve.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The test build (vite.config.js, mode test): the page with its test hooks (window.cubelab, the
// worker's faults), which the build for users in dist/ leaves out.
export const appRoot = path.join(repoRoot, 'build', 'web-test');
export const serveApp = () => startServer({ root: appRoot });
export const screenshotDir = path.join(repoRoot, 'build', 'screenshots');
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox', // Chromium refuses to run as root with its sandbox
  // Software WebGL (no GPU on CI). ANGLE's SwiftShader WebGL backend creates a context in about
  // 50-100 ms here; the default (--use-angle=swiftshader) took 200-1900 ms per page.
  '--use-gl=angle',
  '--use-angle=swiftshader-webgl',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking', // no traffic to Google services
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// How long the shared browser and server stay up after the last page closes; long enough to be
// reused by the next test of the same file, short enough not to delay the process's exit.
const IDLE_CLOSE_MS = 500;

const shared = { browser: null, servers: new Map(), users: 0, idleTimer: null };

async function browser() {
  shared.browser ??= chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  return shared.browser;
}

async function server(root) {
  if (root === appRoot && process.env.CUBELAB_APP_URL) return { url: process.env.CUBELAB_APP_URL };
  if (!shared.servers.has(root)) shared.servers.set(root, startServer({ root }));
  return shared.servers.get(root);
}

export async function closeAll() {
  clearTimeout(shared.idleTimer);
  const browserPromise = shared.browser;
  const servers = [...shared.servers.values()];
  shared.browser = null;
  shared.servers.clear();
  if (browserPromise) await (await browserPromise).close();
  for (const s of servers) await (await s).close();
}

function acquire() {
  shared.users += 1;
  clearTimeout(shared.idleTimer);
}

function release() {
  shared.users -= 1;
  if (shared.users === 0) shared.idleTimer = setTimeout(() => closeAll(), IDLE_CLOSE_MS);
}

export async function screenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file });
  return file;
}

export async function waitForIdle(page, timeoutMs = 30000) {
  await page.waitForFunction(() => Boolean(window.cubelab?.idle?.()), null, { timeout: timeoutMs });
}

// Runs in the page before its own scripts.
function withoutServiceWorkers() {
  delete Navigator.prototype.serviceWorker;
}

// Records what the page does wrong while the test runs; foreign requests are recorded and blocked.
async function watch(context, page, origin) {
  const record = { consoleErrors: [], pageErrors: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') record.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => record.pageErrors.push(String(error?.stack ?? error)));
  await context.route(
    (url) => /^(https?|wss?):$/.test(url.protocol) && url.origin !== origin,
    (route) => {
      record.foreignRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return record;
}

function problems(record, options) {
  const found = [];
  if (!options.allowConsoleErrors) {
    found.push(...record.consoleErrors.map((text) => `console error: ${text}`));
    found.push(...record.pageErrors.map((text) => `uncaught exception: ${text}`));
  }
  if (!options.allowForeignRequests) {
    found.push(...record.foreignRequests.map((url) => `request to another host: ${url}`));
  }
  return found;
}

export async function withPage(callback, options = {}) {
  const root = path.resolve(options.root ?? appRoot);
  acquire();
  let context;
  let ownBrowser;
  try {
    const { url: baseUrl } = await server(root);
    const url = new URL(options.path ?? '/', baseUrl).href;
    if (options.browserArgs?.length)
      ownBrowser = await chromium.launch({
        executablePath: chromiumPath,
        args: [...chromiumArgs, ...options.browserArgs],
        headless: true,
      });
    context = await (ownBrowser ?? (await browser())).newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      ...options.device,
    });
    if ((options.serviceWorkers ?? 'block') === 'block') await context.addInitScript(withoutServiceWorkers);
    const page = await context.newPage();
    page.setDefaultTimeout(30000); // SwiftShader rendering is slow on 2 cores
    const origin = new URL(baseUrl).origin;
    const record = await watch(context, page, origin);
    if (options.waitUntil !== 'none') await page.goto(url, { waitUntil: options.waitUntil ?? 'load' });
    const ctx = { url, origin, context, ...record, screenshot: (name) => screenshot(page, name) };
    const result = await callback(page, ctx);
    const found = problems(record, options);
    if (found.length) throw new Error(`the page misbehaved:\n  ${found.join('\n  ')}`);
    return result;
  } finally {
    await context?.close().catch(() => {});
    await ownBrowser?.close().catch(() => {});
    release();
  }
}
