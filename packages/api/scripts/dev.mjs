#!/usr/bin/env node
// `pnpm dev` for the API: TypeScript and the login page's Tailwind stylesheet in watch mode, and
// the server restarted by `node --watch` whenever dist/ changes. The app's Vite dev server
// proxies /api (and the WebSocket) to this server on http://localhost:5000.
// The embedded database defaults to the repository's ./.data/db, the one `npm start` uses.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(apiDir, '../..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const tailwind = path.join(path.dirname(require.resolve('@tailwindcss/cli/package.json')), 'dist', 'index.mjs');

const children = new Set();
function run(name, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'], ...options });
  children.add(child);
  child.stdout?.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    options.onLine?.(chunk.toString());
  });
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[${name}] exited with ${code}; stopping dev.`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 50);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

let serverStarted = false;
function startServer() {
  if (serverStarted || !existsSync(path.join(apiDir, 'dist', 'main.js'))) return;
  serverStarted = true;
  run('api', ['--watch', '--watch-preserve-output', 'dist/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, '.data', 'db') },
  });
}

run('tailwind', [tailwind, '-i', 'src/auth/login-page/login.css', '-o', 'dist/auth/login-page/login.css', '--watch=always']);
run('tsc', [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
  // Start the server after the first compilation (tsc prints "Found N errors. Watching for file changes.").
  onLine: (text) => {
    if (text.includes('Watching for file changes')) startServer();
  },
});
