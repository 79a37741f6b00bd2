#!/usr/bin/env node
// `npm start`: install, build, then run the API, which serves the built app and the API on one
// origin (PORT, default 5000) with the embedded database under ./.data/db, migrated and seeded.
// Needs only Node >= 20.19 and npm; pnpm comes through scripts/pnpm.mjs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled } from './prepare.mjs';
import { ROOT, forwardSignals, isStopping, startBackground } from './processes.mjs';

const SIGNAL_CODES = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Pawpal needs Node >= 20.19 (this is ${process.version}).`);
    process.exit(1);
  }
}

checkNode();
forwardSignals();
const force = process.env.PAWPAL_REBUILD === '1';

if ((await ensureInstalled()) !== 0) process.exit(1);
if (isStopping()) process.exit(130);
if ((await ensureBuilt({ force })) !== 0) {
  console.error('\nThe build failed (output above): not starting the server.');
  process.exit(1);
}
if (isStopping()) process.exit(130);

const main = join(ROOT, 'packages', 'api', 'dist', 'main.js');
if (!existsSync(main)) {
  console.error(`${main} is missing after the build: packages/api's build must emit dist/main.js.`);
  process.exit(1);
}

const env = { ...process.env, PORT: process.env.PORT || '5000' };
console.log(`\n$ node packages/api/dist/main.js   (PORT=${env.PORT})\n`);
// Own process group: Ctrl-C reaches the server once, through forwardSignals, so it can close
// the embedded database cleanly instead of being hit twice.
const server = startBackground(process.execPath, ['packages/api/dist/main.js'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
server.on('close', (code, signal) => {
  process.exit(code ?? 128 + (SIGNAL_CODES[signal] ?? 1));
});
