import { expect, it } from 'vitest';
import { call, inDays, pet, requestBooking, sitter } from '../../test/booking-fixtures.js';
import { describeEachDatabase, JSON_HEADERS, signUp, type TestContext } from '../../test/harness.js';

function post(ctx: TestContext, path: string, body: unknown, cookie: string): Promise<Response> {
  return ctx.fetch(path, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify(body) });
}

describeEachDatabase('download my data, delete my account', (ctx) => {
  it('downloads the profile, pets, bookings and messages as a JSON file', async () => {
    const sam = await sitter(ctx);
    const olive = await signUp(ctx, { firstName: 'Olive' });
    const account = { cookie: olive.cookie, id: olive.user.id };
    const rex = await pet(ctx, account, { name: 'Rex' });
    const booking = await requestBooking(ctx, account, {
      sitterId: sam.id,
      service: 'boarding',
      startDate: inDays(50),
      endDate: inDays(51),
      petIds: [rex.id],
    });
    expect((await post(ctx, '/api/saved-searches', { suburb: 'Broome', state: 'WA', radiusKm: 50 }, olive.cookie)).status).toBe(201);
    const response = await ctx.fetch('/api/profile/export', { headers: { cookie: olive.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pawpal-my-data.json"');
    const data = (await response.json()) as {
      profile: { email: string };
      pets: { name: string }[];
      bookings: { id: string }[];
      messages: unknown[];
      savedSearches: { place_name: string; radius_km: number }[];
    };
    expect(data.profile.email).toBe(olive.email);
    expect(data.pets.map((entry) => entry.name)).toEqual(['Rex']);
    expect(data.bookings.map((entry) => entry.id)).toEqual([booking.id]);
    expect(data.messages).toEqual([]);
    // The searches the member asked to hear about (what the emails about new sitters are sent for).
    expect(data.savedSearches.map((entry) => [entry.place_name, entry.radius_km])).toEqual([['Broome', 50]]);
    expect((await ctx.fetch('/api/profile/export')).status).toBe(401);
  });

  it('deletes with the password once no booking is active: anonymised, signed out everywhere, the address free again', async () => {
    const sam = await sitter(ctx);
    const olive = await signUp(ctx, { firstName: 'Olive' });
    const account = { cookie: olive.cookie, id: olive.user.id };
    const rex = await pet(ctx, account);
    const booking = await requestBooking(ctx, account, {
      sitterId: sam.id,
      service: 'boarding',
      startDate: inDays(60),
      endDate: inDays(61),
      petIds: [rex.id],
    });

    expect((await post(ctx, '/api/profile/delete', { currentPassword: 'not my password' }, olive.cookie)).status).toBe(403);
    const active = await post(ctx, '/api/profile/delete', { currentPassword: olive.password }, olive.cookie);
    expect(active.status).toBe(409);
    await expect(active.json()).resolves.toMatchObject({ message: expect.stringMatching(/active bookings/) });

    expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/decline`)).status).toBe(200);
    const deleted = await post(ctx, '/api/profile/delete', { currentPassword: olive.password }, olive.cookie);
    expect(deleted.status).toBe(204);
    expect((await ctx.fetch('/api/auth/user', { headers: { cookie: olive.cookie } })).status).toBe(401);
    const login = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: olive.email, password: olive.password }),
    });
    expect(login.status).toBe(401);
    // The sitter's side keeps the booking, under "Former member".
    const seen = (await (await call(ctx, sam, 'GET', `/api/bookings/${booking.id}`)).json()) as Record<string, unknown>;
    expect(JSON.stringify(seen)).toContain('Former');
    expect(JSON.stringify(seen)).not.toContain(olive.email);
    // The address can sign up again.
    expect((await signUp(ctx, { email: olive.email })).user.email).toBe(olive.email.toLowerCase());
  });
});
