import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPawpalConfig } from '../app-config.js';
import { createApp, type PawpalApp } from '../app.js';
import { openDatabase } from '../database/database.js';
import { createTestDatabase, JSON_HEADERS, sessionCookieFrom } from '../../test/harness.js';

const ADMIN_EMAIL = 'boss@pawpal.test';
const PASSWORD = 'correct horse battery';

/**
 * "A suspended user's sessions end at once on every instance": two API instances on one Postgres
 * database (each with its own 5-second session cache), as in a deployment behind a load balancer.
 * Needs a server (DATABASE_URL); the embedded database is one process by design.
 */
describe.skipIf(!process.env.DATABASE_URL)('suspension across two instances [postgres]', () => {
  let root: string;
  let drop: () => Promise<void> = async () => {};
  const apps: PawpalApp[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pawpal-two-instances-'));
    const database = await createTestDatabase(process.env.DATABASE_URL!);
    drop = database.drop;
    const config = loadPawpalConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATABASE_URL: database.url,
        SEED_DEMO: '0',
        STATIC_DIR: path.join(root, 'no-static'),
        ADMIN_EMAILS: ADMIN_EMAIL,
        DATA_DIR: path.join(root, 'db'),
      },
      root,
    );
    const migrated = await openDatabase(config, { migrate: true });
    await migrated.close();
    for (let index = 0; index < 2; index += 1) {
      const app = await createApp(config);
      apps.push(app);
      urls.push(await app.listen(0, '127.0.0.1'));
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
    await rm(root, { recursive: true, force: true });
  });

  const post = (instance: number, route: string, body: unknown, cookie?: string) =>
    fetch(new URL(route, urls[instance]), {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const me = (instance: number, cookie: string) => fetch(new URL('/api/auth/user', urls[instance]), { headers: { cookie } });
  const signUp = async (instance: number, email: string): Promise<{ cookie: string; id: string }> => {
    const response = await post(instance, '/api/auth/signup', { firstName: 'Two', lastName: 'Instances', email, password: PASSWORD });
    expect(response.status).toBe(201);
    return { cookie: sessionCookieFrom(response)!, id: ((await response.json()) as { id: string }).id };
  };

  it('ends the sessions on the other instance at once, its cached lookup included', async () => {
    const admin = await signUp(0, ADMIN_EMAIL);
    const user = await signUp(0, 'suspect@example.com');
    // Instance 1 has the user's session in its cache now.
    expect((await me(1, user.cookie)).status).toBe(200);
    const suspended = await post(0, `/api/admin/users/${user.id}/suspend`, { rule: 'respectful_conduct', reason: 'Fraud' }, admin.cookie);
    expect(suspended.status).toBe(200);
    expect((await me(1, user.cookie)).status).toBe(401);
    expect((await me(0, user.cookie)).status).toBe(401);
    expect((await post(1, '/api/auth/login', { email: 'suspect@example.com', password: PASSWORD })).status).toBe(403);
  });

  it('refuses a suspended user even while another instance still caches the session', async () => {
    const user = await signUp(0, 'cached@example.com');
    expect((await me(1, user.cookie)).status).toBe(200);
    // The suspension alone, sessions untouched and no event sent: the guard must still refuse.
    await apps[0]!.database.dataSource.query(`UPDATE users SET suspended_at = now(), suspension_reason = 'Fraud' WHERE id = $1`, [user.id]);
    expect((await me(1, user.cookie)).status).toBe(401);
  });
});
