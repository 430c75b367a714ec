// A tiny static file server for dist/ (used by `npm start` and the browser test harness). It only
// serves files under its root, with the MIME types the page needs (application/wasm lets the
// browser compile the module while it downloads).
//
//   node tools/serve.mjs [root] [port]      defaults: dist/, $PORT or 8080
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// Cross-origin isolation: the page may then share memory with its worker (SharedArrayBuffer), which
// is how Cancel reaches an optimal search running inside the WASM core. Everything the page loads
// is its own origin's (see its Content-Security-Policy), so requiring CORP blocks nothing.
export const CROSS_ORIGIN_ISOLATION = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

// The file for a URL path, or null when it is outside the root or missing; "/" -> index.html.
function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  let file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function handle(root, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405).end();
    return;
  }
  const file = fileFor(root, request.url ?? '/');
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
    return;
  }
  response.writeHead(200, {
    'content-type': mimeTypes[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    ...CROSS_ORIGIN_ISOLATION,
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

// Starts serving `root` on host:port (port 0 picks a free one). Resolves to { url, port, close }.
export function startServer({ root, port = 0, host = '127.0.0.1' }) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((request, response) => handle(absoluteRoot, request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actualPort = server.address().port;
      const shownHost = host === '127.0.0.1' || host === '::1' ? 'localhost' : host;
      resolve({
        url: `http://${shownHost}:${actualPort}/`,
        port: actualPort,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  const { url } = await startServer({ root, port });
  console.log(`serving ${root} at ${url}`);
}
