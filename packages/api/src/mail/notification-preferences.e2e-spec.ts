import { NOTIFICATION_KINDS, type NotificationPreferences } from '@pawpal/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, JSON_HEADERS, signUp } from '../../test/harness.js';

describeEachDatabase('notification preferences', (ctx) => {
  it('lists every kind for email and push, all on, and switches one channel of one kind', async () => {
    const { cookie } = await signUp(ctx);
    const listed = await ctx.fetch('/api/profile/notification-preferences', { headers: { cookie } });
    expect(listed.status).toBe(200);
    const { preferences } = (await listed.json()) as NotificationPreferences;
    expect(NOTIFICATION_KINDS).toHaveLength(27);
    expect(preferences).toHaveLength(27 * 2);
    expect(preferences.filter((row) => row.channel === 'email')).toHaveLength(27);
    expect(preferences.filter((row) => row.channel === 'push')).toHaveLength(27);
    expect(preferences.every((row) => row.enabled)).toBe(true);

    const saved = await ctx.fetch('/api/profile/notification-preferences', {
      method: 'PUT',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify({ preferences: [{ kind: 'new_message', channel: 'push', enabled: false }] }),
    });
    expect(saved.status).toBe(200);
    const after = ((await saved.json()) as NotificationPreferences).preferences;
    expect(after.find((row) => row.kind === 'new_message' && row.channel === 'push')?.enabled).toBe(false);
    expect(after.find((row) => row.kind === 'new_message' && row.channel === 'email')?.enabled).toBe(true);
  });

  it('refuses an unknown channel or kind, and security mail cannot be switched off', async () => {
    const { cookie } = await signUp(ctx);
    const put = (preferences: unknown) =>
      ctx.fetch('/api/profile/notification-preferences', {
        method: 'PUT',
        headers: { ...JSON_HEADERS, cookie },
        body: JSON.stringify({ preferences }),
      });
    const sms = await put([{ kind: 'new_message', channel: 'sms', enabled: false }]);
    expect(sms.status).toBe(400);
    expect(((await sms.json()) as { message: string }).message).toEqual(expect.stringContaining('channel must be one of email, push'));
    const reset = await put([{ kind: 'password_reset', channel: 'email', enabled: false }]);
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { message: string }).message).toEqual(expect.stringContaining('kind must be one of booking_requested'));
  });
});
