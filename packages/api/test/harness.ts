import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { createApp, type PawpalApp } from '../src/app.js';
import { AuthRateLimiter } from '../src/auth/auth-rate-limiter.js';
import { loadPawpalConfig } from '../src/app-config.js';
import { checkResponseAgainstDescription } from './openapi-responses.js';

export type DatabaseKind = 'embedded' | 'postgres';

/** The app under test, available inside `it` (set up in beforeAll). */
export interface TestContext {
  readonly kind: DatabaseKind;
  readonly pawpal: PawpalApp;
  readonly baseUrl: string;
  /** fetch against the app; redirects are not followed, so tests see 302/303 themselves. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export interface SuiteOptions {
  /** Extra environment variables for this suite's app (e.g. STATIC_DIR). */
  readonly env?: Record<string, string>;
}

/**
 * The databases a suite runs on. Without DATABASE_URL: the embedded PGlite (what `npm start`
 * uses). With it: that server, where production runs, and PGlite as well for the suites marked
 * with `describeOnBothDatabases`, or for every suite with PAWPAL_TEST_DATABASES=both (the full matrix, about
 * twice the time). The application code has one path for both (TypeORM over either driver); what
 * differs is below it, and the marked suites cover that (docs/testing.md, "Which database").
 */
export function databaseKinds(both = false): DatabaseKind[] {
  if (!process.env.DATABASE_URL) return ['embedded'];
  if (both || process.env.PAWPAL_TEST_DATABASES === 'both') return ['embedded', 'postgres'];
  return ['postgres'];
}

/**
 * Declares the suite once per database of `databaseKinds`: embedded PGlite in a fresh temp
 * DATA_DIR, or a freshly created database on the DATABASE_URL server (a copy of the template
 * migrated like a deployment would, dropped afterwards). One app per suite; rate-limit counts
 * reset per test.
 */
export function describeEachDatabase(name: string, body: (ctx: TestContext) => void, options: SuiteOptions = {}): void {
  describeOn(databaseKinds(), name, body, options);
}

/**
 * `describeEachDatabase`, on PGlite too whenever DATABASE_URL is set: for the suites whose subject
 * is the database itself or what the two drivers do differently (SQL features such as ranges,
 * GiST and exclusion constraints, row locks, LISTEN/NOTIFY, the clock in SQL).
 */
export function describeOnBothDatabases(name: string, body: (ctx: TestContext) => void, options: SuiteOptions = {}): void {
  describeOn(databaseKinds(true), name, body, options);
}

function describeOn(kinds: DatabaseKind[], name: string, body: (ctx: TestContext) => void, options: SuiteOptions): void {
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      let started: { pawpal: PawpalApp; baseUrl: string; cleanup: () => Promise<void> } | undefined;
      const ctx: TestContext = {
        kind,
        get pawpal() {
          if (!started) throw new Error('The app is not started (use ctx inside it/beforeEach)');
          return started.pawpal;
        },
        get baseUrl() {
          if (!started) throw new Error('The app is not started (use ctx inside it/beforeEach)');
          return started.baseUrl;
        },
        async fetch(requestPath, init) {
          const url = new URL(requestPath, ctx.baseUrl);
          const response = await fetch(url, { redirect: 'manual', ...init });
          await checkResponseAgainstDescription(init?.method ?? 'GET', url, response);
          return response;
        },
      };

      beforeAll(async () => {
        started = await startTestApp(kind, options.env ?? {});
      });
      afterAll(async () => {
        await started?.cleanup();
      });
      beforeEach(async () => {
        await started?.pawpal.app.get(AuthRateLimiter).reset();
      });

      body(ctx);
    });
  }
}

/**
 * The members' anti-spam limits are for the public, not for suites that post many messages or
 * requests as one member: high unless a suite sets them (platform/limits' own suites do, and pin
 * the real defaults). The sign-in limit keeps its real default (reset before each test).
 */
const TEST_MEMBER_LIMITS = {
  MESSAGE_LIMIT_PER_MINUTE: '100000',
  MESSAGE_LIMIT_PER_DAY: '100000',
  BOOKING_REQUEST_LIMIT_PER_DAY: '100000',
  UPLOAD_LIMIT_PER_HOUR: '100000',
} as const;

/** Boots the real app for one database kind on 127.0.0.1, random port. */
export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string>,
): Promise<{ pawpal: PawpalApp; baseUrl: string; cleanup: () => Promise<void> }> {
  const tempRoot = await mkdtemp(path.join(tmpdir(), 'pawpal-test-'));
  const dataDir = path.join(tempRoot, 'db');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  // Copies of the migrated and seeded templates made once by test/global-setup.ts (the seeded
  // pictures live in uploads/ next to the database, where UPLOAD_DIR defaults, and the seeded
  // documents in verifications/).
  const seeded = (kind === 'embedded' ? undefined : inject('postgresTemplateRoot')) ?? inject('seededTemplateRoot');
  await cp(path.join(seeded, 'uploads'), path.join(tempRoot, 'uploads'), { recursive: true });
  // The seed's pending verification documents, in VERIFICATION_DIR's default place next to the database.
  await cp(path.join(seeded, 'verifications'), path.join(tempRoot, 'verifications'), { recursive: true });
  if (kind === 'embedded') {
    await cp(path.join(inject('seededTemplateRoot'), 'db'), dataDir, { recursive: true });
  } else {
    ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase(requiredDatabaseUrl(), inject('postgresTemplateName')));
  }
  const config = loadPawpalConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      STATIC_DIR: path.join(tempRoot, 'no-static'),
      ...TEST_MEMBER_LIMITS,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    tempRoot,
  );
  try {
    // On the server the database is a copy of the template test/global-setup.ts migrated as a
    // deployment does (a separate migrate step, then the start): nothing is left to migrate, so
    // the step is not repeated per file (its own tests are in src/database).
    const pawpal = await createApp(config);
    const baseUrl = await pawpal.listen(0, '127.0.0.1');
    return {
      pawpal,
      baseUrl,
      async cleanup() {
        try {
          // Every test of the file has ended: a response a test did not read to the end (an
          // image, say) keeps its connection busy, and a graceful close would wait for it (70 s
          // in uploads.e2e-spec); end them all first.
          (pawpal.app.getHttpServer() as Server).closeAllConnections();
          await pawpal.close();
        } finally {
          await dropDatabase();
          await rm(tempRoot, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await dropDatabase();
    await rm(tempRoot, { recursive: true, force: true });
    throw error;
  }
}

function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

/** CREATE DATABASE pawpal_test_<random> on the server of `serverUrl` (a copy of `template` when given); `drop` removes it. */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pawpal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** `name=value` of the session cookie a response sets, or undefined. */
export function sessionCookieFrom(response: Response): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';', 1)[0] ?? '';
    const [cookieName, value] = pair.split('=');
    if (cookieName?.endsWith('pawpal.sid') && value) return pair;
  }
  return undefined;
}

/** A unique address for a test account. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/**
 * Signs up a fresh account through the API; returns its cookie and user. The address is verified
 * through the outbox by default (unverified accounts cannot request or accept a
 * booking), as a person would by opening the link; `{ verify: false }` leaves it unverified.
 */
export async function signUp(
  ctx: TestContext,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
  options: { verify?: boolean } = {},
) {
  const body = { firstName: 'Test', lastName: 'Person', email: uniqueEmail(), password: 'correct horse battery', ...overrides };
  const response = await ctx.fetch('/api/auth/signup', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookieFrom(response);
  if (!cookie) throw new Error('signup set no session cookie');
  const user = (await response.json()) as { id: string; email: string };
  if (options.verify ?? true) await verifyEmailThroughOutbox(ctx, body.email);
  return { cookie, user, email: body.email, password: body.password };
}

/** The outbox's messages to `to` (GET /api/dev/outbox?to=, newest first; delivers what is due first). */
export async function outboxFor(
  ctx: TestContext,
  to: string,
): Promise<{ id: string; to: string; subject: string; text: string; html: string; links: string[]; sentAt: string }[]> {
  const response = await ctx.fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (response.status !== 200) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    id: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    links: string[];
    sentAt: string;
  }[];
}

/** The first link of the newest message to `to` whose subject matches, as a path to fetch (the test server's origin differs from APP_ORIGIN). */
export async function linkFromOutbox(ctx: TestContext, to: string, subject: RegExp): Promise<string> {
  const message = (await outboxFor(ctx, to)).find((candidate) => subject.test(candidate.subject));
  if (!message) throw new Error(`no message matching ${subject} to ${to}`);
  const link = message.links[0];
  if (!link) throw new Error(`the message "${message.subject}" has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Opens the newest verification link sent to `email` (signed out, as from a mail client): 303 into the app. */
export async function verifyEmailThroughOutbox(ctx: TestContext, email: string): Promise<void> {
  const response = await ctx.fetch(await linkFromOutbox(ctx, email, /Confirm your email address/));
  if (response.status !== 303) throw new Error(`verification link answered ${response.status} ${await response.text()}`);
}

/** A JSON error body without its `requestId` (every response has its own), to compare two answers. */
export async function errorBodyOf(response: Response): Promise<Record<string, unknown>> {
  const { requestId: _requestId, ...body } = (await response.json()) as Record<string, unknown>;
  return body;
}
