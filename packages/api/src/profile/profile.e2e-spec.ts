import pg from 'pg';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeOnBothDatabases, JSON_HEADERS, signUp, uniqueEmail, errorBodyOf } from '../../test/harness.js';

interface UserBody {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  profileImageUrl: string | null;
  profileCompleted: boolean;
}

async function photoForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff9900' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
  return body;
}

describeOnBothDatabases('profile', (ctx) => {
  const patch = (cookie: string, body: unknown) =>
    ctx.fetch('/api/profile', { method: 'PATCH', headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify(body) });

  it('stores Australian phone numbers in E.164 and refuses others with a clear message', async () => {
    const { cookie } = await signUp(ctx);
    const landline = await patch(cookie, { phone: '(02) 9876 5432' });
    expect(landline.status).toBe(200);
    await expect(landline.json()).resolves.toMatchObject({ phone: '+61298765432' });
    await expect((await patch(cookie, { phone: '+61 412 345 678' })).json()).resolves.toMatchObject({ phone: '+61412345678' });

    const foreign = await patch(cookie, { phone: '+1 415 555 0100' });
    expect(foreign.status).toBe(400);
    await expect(foreign.json()).resolves.toMatchObject({
      message: 'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432',
    });
    const me = (await (await ctx.fetch('/api/auth/user', { headers: { cookie } })).json()) as UserBody;
    expect(me.phone).toBe('+61412345678'); // the refused change wrote nothing
  });

  it('completes the profile only when names, email, phone and picture are all set, and un-completes it when one is cleared', async () => {
    const { cookie } = await signUp(ctx, { firstName: 'Priya', lastName: 'Patel' });
    const named = (await (await patch(cookie, { firstName: 'Priya', lastName: 'Patel', phone: '0412 345 678' })).json()) as UserBody;
    expect(named.profileCompleted).toBe(false); // no picture yet

    const withPhoto = await ctx.fetch('/api/profile/photo', { method: 'POST', headers: { cookie }, body: await photoForm() });
    expect(withPhoto.status).toBe(200);
    const completed = (await withPhoto.json()) as UserBody;
    expect(completed.profileImageUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    expect(completed.profileCompleted).toBe(true);
    expect((await ctx.fetch(completed.profileImageUrl!)).status).toBe(200);
    await expect((await ctx.fetch('/api/auth/user', { headers: { cookie } })).json()).resolves.toMatchObject({ profileCompleted: true });

    const cleared = (await (await patch(cookie, { phone: null })).json()) as UserBody;
    expect(cleared).toMatchObject({ phone: null, profileCompleted: false });
    const restored = (await (await patch(cookie, { phone: '0412345678' })).json()) as UserBody;
    expect(restored.profileCompleted).toBe(true);
  });

  it('keeps profileCompleted right when the last two missing fields arrive in concurrent requests (computed by the database)', async () => {
    const { cookie, user } = await signUp(ctx, { firstName: 'Cora', lastName: 'Current' });
    const db = ctx.pawpal.database.dataSource;
    // Missing its phone and its surname (as an account from before the name rules could be), with a picture.
    await db.query(
      `UPDATE users SET last_name = '', profile_image_url = '/api/uploads/0123456789abcdef0123456789abcdef.png' WHERE id = $1`,
      [user.id],
    );
    if (ctx.kind === 'postgres') {
      // Two writers of different fields, the second queued behind the first's row lock (READ
      // COMMITTED re-reads the row once the lock is free): a value computed from what each writer
      // read would be false; the database's own computation from the row as written is true.
      const first = new pg.Client({ connectionString: ctx.pawpal.config.databaseUrl });
      const second = new pg.Client({ connectionString: ctx.pawpal.config.databaseUrl });
      await Promise.all([first.connect(), second.connect()]);
      await first.query('BEGIN');
      await first.query(`UPDATE users SET phone = '+61412345678' WHERE id = $1`, [user.id]);
      const queued = second.query(`UPDATE users SET last_name = 'Current' WHERE id = $1 RETURNING profile_completed`, [user.id]);
      await first.query('COMMIT');
      await expect(queued.then((result) => result.rows)).resolves.toEqual([{ profile_completed: true }]);
      await Promise.all([first.end(), second.end()]);
      await db.query(`UPDATE users SET last_name = '', phone = NULL WHERE id = $1`, [user.id]);
    }
    // The same through the API: both PATCHes at once.
    const both = Promise.all([patch(cookie, { phone: '0412 345 678' }), patch(cookie, { lastName: 'Current' })]);
    const [phoned, named] = await both;
    expect([phoned.status, named.status]).toEqual([200, 200]);
    await expect((await ctx.fetch('/api/auth/user', { headers: { cookie } })).json()).resolves.toMatchObject({
      phone: '+61412345678',
      lastName: 'Current',
      profileCompleted: true,
    });
    const [row] = (await db.query('SELECT profile_completed FROM users WHERE id = $1', [user.id])) as { profile_completed: boolean }[];
    expect(row).toEqual({ profile_completed: true });
  });

  it('changes no address through PATCH and tells nobody whether one is registered (POST /api/profile/email with the password)', async () => {
    const other = await signUp(ctx);
    const { cookie, email } = await signUp(ctx);
    const taken = await patch(cookie, { email: other.email.toUpperCase() });
    const fresh = await patch(cookie, { email: uniqueEmail('New') });
    expect([taken.status, fresh.status]).toEqual([400, 400]);
    expect(await errorBodyOf(taken)).toEqual(await errorBodyOf(fresh));
    // The unchanged address, in any case, is accepted (the profile form sends it back).
    const same = await patch(cookie, { email: email.toUpperCase(), firstName: 'Same' });
    expect(same.status).toBe(200);
    await expect(same.json()).resolves.toMatchObject({ email: email.toLowerCase(), firstName: 'Same' });
  });

  it('refuses empty names, unknown fields, a photo that is not an image and signed-out callers', async () => {
    const { cookie } = await signUp(ctx);
    expect((await patch(cookie, { firstName: '  ' })).status).toBe(400);
    expect((await patch(cookie, { profileCompleted: true })).status).toBe(400);
    const notImage = new FormData();
    notImage.append('file', new Blob(['plain text'], { type: 'image/png' }), 'me.png');
    expect((await ctx.fetch('/api/profile/photo', { method: 'POST', headers: { cookie }, body: notImage })).status).toBe(415);
    expect((await ctx.fetch('/api/profile', { method: 'PATCH', headers: JSON_HEADERS, body: '{}' })).status).toBe(401);
  });
});
