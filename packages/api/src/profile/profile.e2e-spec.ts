import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase, JSON_HEADERS, signUp, uniqueEmail, errorBodyOf } from '../../test/harness.js';

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
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff9900' } }).png().toBuffer();
  const body = new FormData();
  body.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
  return body;
}

describeEachDatabase('profile', (ctx) => {
  const patch = (cookie: string, body: unknown) => ctx.fetch('/api/profile', { method: 'PATCH', headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify(body) });

  it('stores Australian phone numbers in E.164 and refuses others with a clear message', async () => {
    const { cookie } = await signUp(ctx);
    const landline = await patch(cookie, { phone: '(02) 9876 5432' });
    expect(landline.status).toBe(200);
    await expect(landline.json()).resolves.toMatchObject({ phone: '+61298765432' });
    await expect((await patch(cookie, { phone: '+61 412 345 678' })).json()).resolves.toMatchObject({ phone: '+61412345678' });

    const foreign = await patch(cookie, { phone: '+1 415 555 0100' });
    expect(foreign.status).toBe(400);
    await expect(foreign.json()).resolves.toMatchObject({ message: 'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432' });
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

  it('changes no address through PATCH and tells nobody whether one is registered (issue 14: POST /api/profile/email with the password)', async () => {
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
