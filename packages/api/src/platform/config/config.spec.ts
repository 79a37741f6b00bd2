import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const cwd = '/srv/pawpal';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 5000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: '/srv/pawpal/.data/db',
      dataDirDisplay: './.data/db',
      appOrigin: 'http://localhost:5000',
      https: false,
      nodeEnv: 'development',
      seedDemo: true,
      migrateOnStart: true,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.staticDir).toBe(fileURLToPath(new URL('../../../../app/dist', import.meta.url)));
    expect(config.staticDir.endsWith(path.join('packages', 'app', 'dist'))).toBe(true);
  });

  it('derives the same development session secret on every start of the same database', () => {
    expect(loadConfig({}, cwd).sessionSecret).toBe(loadConfig({}, cwd).sessionSecret);
    expect(loadConfig({ DATA_DIR: '/other' }, cwd).sessionSecret).not.toBe(loadConfig({}, cwd).sessionSecret);
  });

  it('names the variable and the value when PORT is invalid', () => {
    expect(() => loadConfig({ PORT: 'abc' }, cwd)).toThrow(
      new ConfigError('Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")'),
    );
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ PORT: '0' }, cwd)).toThrow(/PORT/);
  });

  it('requires a long SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(/SESSION_SECRET is required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' }, cwd)).toThrow(
      /SESSION_SECRET must be at least 32 characters/,
    );
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }, cwd);
    expect(config).toMatchObject({ host: '0.0.0.0', seedDemo: false, sessionSecret: 's'.repeat(32) });
  });

  it('never seeds demo accounts in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), SEED_DEMO: '1' }, cwd)).toThrow(
      /SEED_DEMO=1 is not allowed/,
    );
  });

  it('uses a database server without migrating at start unless asked', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/pawpal';
    expect(loadConfig({ DATABASE_URL: url }, cwd)).toMatchObject({ databaseUrl: url, migrateOnStart: false, seedDemo: false });
    expect(loadConfig({ DATABASE_URL: url, MIGRATE_ON_START: '1', SEED_DEMO: '1' }, cwd)).toMatchObject({
      migrateOnStart: true,
      seedDemo: true,
    });
  });

  it('keeps every database wait a few seconds by default, and refuses 0 (which would mean no limit)', () => {
    expect(loadConfig({}, cwd).databaseLimits).toEqual({
      poolSize: 10,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 3000,
      lockTimeoutMs: 2000,
      idleInTransactionTimeoutMs: 10_000,
      sweepTimeoutMs: 60_000,
    });
    expect(loadConfig({ DATABASE_LOCK_TIMEOUT_MS: '500', DATABASE_SWEEP_TIMEOUT_MS: '120000' }, cwd).databaseLimits).toMatchObject({
      lockTimeoutMs: 500,
      sweepTimeoutMs: 120_000,
    });
    for (const name of [
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'DATABASE_LOCK_TIMEOUT_MS',
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
      'DATABASE_SWEEP_TIMEOUT_MS',
    ]) {
      expect(() => loadConfig({ [name]: '0' }, cwd)).toThrow(`Invalid configuration: ${name} must be at least 1 millisecond (got "0")`);
    }
  });

  it('does not echo an invalid DATABASE_URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' }, cwd)).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
  });

  it('takes a read replica only beside a database server, and validates it like DATABASE_URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/pawpal';
    const replica = 'postgresql://reader:secret@replica.internal:5432/pawpal';
    expect(loadConfig({ DATABASE_URL: url }, cwd)).toMatchObject({ databaseReadUrl: undefined });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: replica }, cwd)).toMatchObject({
      databaseUrl: url,
      databaseReadUrl: replica,
    });
    expect(() => loadConfig({ DATABASE_READ_URL: replica }, cwd)).toThrow(
      /^Invalid configuration: DATABASE_READ_URL needs DATABASE_URL \(it names a replica of that server; the embedded database has none\)$/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: 'mysql://root:hunter2@db/x' }, cwd)).toThrow(
      /^Invalid configuration: DATABASE_READ_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
  });

  it('switches to https behaviour for an https APP_ORIGIN', () => {
    expect(loadConfig({ APP_ORIGIN: 'https://pawpal.example/' }, cwd)).toMatchObject({ appOrigin: 'https://pawpal.example', https: true });
    expect(() => loadConfig({ APP_ORIGIN: 'pawpal.example' }, cwd)).toThrow(/APP_ORIGIN must be an origin/);
    expect(() => loadConfig({ APP_ORIGIN: 'https://pawpal.example/app' }, cwd)).toThrow(/APP_ORIGIN/);
  });

  it('rejects unknown values of enumerated variables, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'prod' }, cwd)).toThrow(/NODE_ENV must be one of development, production, test \(got "prod"\)/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, cwd)).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SEED_DEMO: 'yes' }, cwd)).toThrow(/SEED_DEMO must be 0 or 1/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' }, cwd)).toThrow(/TRUST_PROXY/);
  });

  it('resolves relative directories against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/db', STATIC_DIR: '../web' }, cwd)).toMatchObject({
      dataDir: '/srv/pawpal/var/db',
      dataDirDisplay: 'var/db',
      staticDir: '/srv/web',
    });
  });
});
