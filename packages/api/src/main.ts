/**
 * Production entry point: `node dist/main.js` (from packages/api, or via `npm start` at the root).
 * Reads the configuration once, starts the API and the embedded or external database, prints where
 * it runs, and shuts down cleanly on SIGINT / SIGTERM.
 */
import 'reflect-metadata';
import { createApp, type PawpalApp } from './app.js';
import { loadPawpalConfig } from './app-config.js';
import { ConfigError } from './platform/config/config.js';
import { DataDirInUseError } from './database/data-dir-lock.js';
import { PendingMigrationsError } from './database/database.js';
import { DEMO_PASSWORD } from './seed/demo-accounts.js';

async function main(): Promise<void> {
  const config = loadPawpalConfig();
  const pawpal = await createApp(config);

  let url: string;
  try {
    url = await pawpal.listen();
  } catch (error) {
    await pawpal.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new ConfigError(`Port ${config.port} is already in use: stop the other server or set PORT to a free port`);
    }
    throw error;
  }

  console.log(`Pawpal is running at ${url}`);
  if (config.appOrigin !== url) console.log(`Public origin (APP_ORIGIN): ${config.appOrigin}`);
  if (pawpal.database.mode === 'embedded') console.log(`Embedded database: ${config.dataDirDisplay}`);
  // Only where demo data belongs: the embedded database, or a dev server started with SEED_DEMO=1.
  if (pawpal.seed.demoAccounts.length > 0 && (pawpal.database.mode === 'embedded' || config.seedDemo)) {
    console.log(`${pawpal.seed.seeded ? 'Created demo accounts' : 'Demo accounts'} (password: ${DEMO_PASSWORD}):`);
    for (const account of pawpal.seed.demoAccounts) {
      console.log(`  ${account.role.padEnd(6)}  ${account.email.padEnd(20)}  ${account.firstName} ${account.lastName}`);
    }
  }
  if (config.https && config.trustProxy === false) {
    console.warn(
      'APP_ORIGIN is https but TRUST_PROXY is not set: behind a TLS proxy, set TRUST_PROXY=1 or sign-in cookies (Secure) will not be set.',
    );
  }

  handleShutdown(pawpal);
}

function handleShutdown(pawpal: PawpalApp): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    const { drainDelayMs, timeoutMs } = pawpal.config.shutdown;
    console.log(
      `${signal}: shutting down (readiness 503 now${drainDelayMs > 0 ? `, new requests for ${drainDelayMs} ms more` : ''}, then running requests finish; at most ${timeoutMs} ms)...`,
    );
    pawpal.drain({ delayMs: drainDelayMs, timeoutMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Operator errors get one clear line, no stack trace.
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof PendingMigrationsError) {
    console.error(error.message);
  } else {
    console.error('Pawpal failed to start:', error);
  }
  process.exit(1);
});
