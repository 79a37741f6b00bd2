#!/usr/bin/env node
// The server the browser end-to-end tests run against: the built API (which also serves the
// built app) on 127.0.0.1:PORT, with a fresh embedded database in a temp DATA_DIR that is
// deleted on exit, no demo seed, and the test clock on (PAWPAL_TEST_CLOCK=1). DATABASE_URL is
// dropped so it never touches a real Postgres.
//   PORT=5179 node scripts/e2e-server.mjs     (packages/app/e2e/playwright.config.ts starts it)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eServerEnv } from './e2e-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const main = join(root, 'packages', 'api', 'dist', 'main.js');
if (!existsSync(main)) {
  console.error(`${main} is missing: build first (npm run build).`);
  process.exit(1);
}

// The database, uploads and verification documents all inside one temp directory (they default to
// DATA_DIR's siblings), removed on exit.
const runDir = mkdtempSync(join(tmpdir(), 'pawpal-e2e-'));
const dataDir = join(runDir, 'db');
const port = process.env.PORT ?? '5179';
const env = {
  ...process.env,
  PORT: port,
  // Listen on 127.0.0.1 (not localhost, which may be ::1): the tests browse http://127.0.0.1:PORT.
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ...e2eServerEnv(`http://127.0.0.1:${port}`),
};
delete env.DATABASE_URL;
delete env.NODE_ENV;
console.log(`e2e server: PORT=${port} DATA_DIR=${dataDir} SEED_DEMO=0 PAWPAL_TEST_CLOCK=1`);

const server = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
const cleanup = () => rmSync(runDir, { recursive: true, force: true });
// Playwright stops the webServer by signalling its whole process group, which includes the
// API: forward a signal only if the API is still running a moment later (we alone were sent
// it), so it is not hit twice.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    setTimeout(() => {
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
    }, 1_500).unref();
  });
}
server.on('close', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
