#!/usr/bin/env node
// A tiny static file server for the built Storybook (no dependencies): the test-runner and the
// visual tests load storybook-static over http, like a deployed Storybook.
//   node scripts/static-server.mjs [dir=storybook-static] [--port 6006]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

function fileFor(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = resolve(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return null; // no ../ escapes
  try {
    const stat = statSync(full);
    if (stat.isFile()) return { full, stat };
    if (stat.isDirectory()) {
      const index = join(full, 'index.html');
      const indexStat = statSync(index);
      if (indexStat.isFile()) return { full: index, stat: indexStat };
    }
  } catch {
    return null;
  }
  return null;
}

/** Serve `dir` on 127.0.0.1:`port` (0 = any free port). Resolves { url, close() }. */
export function serveStatic(dir, { port = 0, host = '127.0.0.1' } = {}) {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fileFor(root, pathname);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}\n`);
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file.full).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': file.stat.size,
      'Cache-Control': 'no-store',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file.full).pipe(response);
  });
  server.keepAliveTimeout = 1_000;
  return new Promise((resolvePromise, reject) => {
    server.on('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolvePromise({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portFlag = args.indexOf('--port');
  const port = portFlag >= 0 ? Number(args.splice(portFlag, 2)[1]) : 6006;
  const dir = args[0] ?? fileURLToPath(new URL('../storybook-static', import.meta.url));
  const { url } = await serveStatic(dir, { port });
  console.log(`Serving ${dir} at ${url}`);
}
