import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { JSON_HEADERS, type TestContext, describeEachDatabase, signUp } from '../../test/harness.js';
import { approveSitter } from '../../test/listing-fixtures.js';
import { MADE_UP_UPLOAD_URL, uploadImage } from '../../test/upload-fixtures.js';
import { AvailabilityError } from '../availability/availability.errors.js';
import { AvailabilityService } from '../availability/availability.service.js';
import { addDays, dateInZone } from '../platform/calendar/zoned-time.js';

const HOBART = 'Australia/Hobart';

/** A complete, valid registration (Sandy Bay, Hobart: no demo sitters there). */
function profileInput(overrides: Record<string, unknown> = {}) {
  return {
    headline: 'Calm cat and dog sitter in Sandy Bay',
    about: 'Twenty years with animals, a fenced yard and a quiet street.',
    experienceYears: 20,
    suburb: 'Sandy Bay',
    postcode: '7005',
    state: 'TAS',
    petsAccepted: { dogSizes: ['small', 'medium'], cats: true, smallAnimals: false, birds: true },
    maxPets: 2,
    services: [
      { type: 'drop_in', priceCents: 2500 },
      { type: 'boarding', priceCents: 5500 },
    ],
    cancellationPolicy: 'flexible',
    photoUrls: [],
    ...overrides,
  };
}

/** The few fields these tests read from a JSON answer. */
interface JsonBody {
  [key: string]: unknown;
  message?: string;
  latitude?: number;
  longitude?: number;
  about?: string;
  services?: unknown[];
  days?: { date: string; status: string }[];
}

async function call(ctx: TestContext, method: string, path: string, cookie?: string, body?: unknown) {
  const response = await ctx.fetch(path, {
    method,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as JsonBody) : null };
}

/** A listed sitter with one photo of their own. */
async function newSitter(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const account = await signUp(ctx, { firstName: 'Harriet', lastName: 'mcKenzie' });
  const photo = await uploadImage(ctx, account.cookie);
  const created = await call(ctx, 'POST', '/api/sitters', account.cookie, profileInput({ photoUrls: [photo.url], ...overrides }));
  expect(created.status).toBe(201);
  // Listed, as an admin's approval would (review before listing: sitter-review.e2e-spec.ts).
  await approveSitter(ctx, account.user.id);
  return { ...account, photoUrl: photo.url, profile: created.body! };
}

describeEachDatabase('sitters, availability and geo', (ctx) => {
  it('registers a sitter: the role then says isSitter with a sitterData summary', async () => {
    const { cookie, user } = await signUp(ctx);
    const before = await call(ctx, 'GET', `/api/user/role/${user.id}`, cookie);
    expect(before.body).toEqual({ isSitter: false, isAdmin: false, sitterData: null });

    const photo = await uploadImage(ctx, cookie);
    const created = await call(ctx, 'POST', '/api/sitters', cookie, profileInput({ suburb: 'sandy bay', photoUrls: [photo.url] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: user.id,
      userId: user.id,
      suburb: 'Sandy Bay',
      postcode: '7005',
      state: 'TAS',
      timeZone: HOBART,
      services: [
        { type: 'boarding', priceCents: 5500 },
        { type: 'drop_in', priceCents: 2500 },
      ],
      petsAccepted: { dogSizes: ['small', 'medium'], cats: true, smallAnimals: false, birds: true },
      photoUrls: [photo.url],
    });
    expect(created.body!.latitude).toBeCloseTo(-42.903, 2);
    expect(created.body!.longitude).toBeCloseTo(147.324, 2);

    const role = await call(ctx, 'GET', `/api/user/role/${user.id}`, cookie);
    expect(role.body).toEqual({
      isSitter: true,
      isAdmin: false,
      sitterData: {
        id: user.id,
        headline: 'Calm cat and dog sitter in Sandy Bay',
        suburb: 'Sandy Bay',
        state: 'TAS',
        services: [
          { type: 'boarding', priceCents: 5500 },
          { type: 'drop_in', priceCents: 2500 },
        ],
      },
    });
    const own = await call(ctx, 'GET', '/api/sitters/me', cookie);
    expect(own.body).toEqual(created.body);

    const again = await call(ctx, 'POST', '/api/sitters', cookie, profileInput());
    expect(again.status).toBe(409);
    expect(again.body!.message).toBe('You are already registered as a sitter');
  });

  it('refuses registrations with a clear 400: unknown suburb, no services, bad price, unknown or foreign fields', async () => {
    const { cookie } = await signUp(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ suburb: 'Sandy Bay', postcode: '2000' }, "We couldn't find that suburb and postcode"],
      [{ suburb: 'Atlantis', postcode: '7005' }, "We couldn't find that suburb and postcode"],
      [{ services: [] }, 'Offer at least one service'],
      [{ services: [{ type: 'boarding', priceCents: 0 }] }, 'priceCents must be at least 100 ($1)'],
      [{ services: [{ type: 'boarding', priceCents: 12.5 }] }, 'priceCents must be a whole number of cents'],
      [
        { services: [{ type: 'grooming', priceCents: 5000 }] },
        'type must be one of boarding, house_sitting, drop_in, day_care, dog_walking',
      ],
      [
        {
          services: [
            { type: 'boarding', priceCents: 5000 },
            { type: 'boarding', priceCents: 6000 },
          ],
        },
        'Each service can be listed only once',
      ],
      [{ isAdmin: true }, 'property isAdmin should not exist'],
      [
        { petsAccepted: { dogSizes: [], cats: true, smallAnimals: false, birds: false, snakes: true } },
        'petsAccepted.property snakes should not exist',
      ],
      [{ photoUrls: ['https://evil.example/cat.jpg'] }, 'photoUrls must be images uploaded through /api/uploads/images'],
      [{ state: 'XX' }, 'state must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT'],
      [{ cancellationPolicy: 'lenient' }, 'cancellationPolicy must be one of flexible, moderate, strict'],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(ctx, 'POST', '/api/sitters', cookie, profileInput(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body!.message).toContain(message);
    }
    const { headline: _headline, ...withoutHeadline } = profileInput();
    const missing = await call(ctx, 'POST', '/api/sitters', cookie, withoutHeadline);
    expect(missing.status).toBe(400);
    expect(missing.body!.message).toBe('headline is required');
    // Nothing half-written: still not a sitter.
    expect((await call(ctx, 'GET', '/api/sitters/me', cookie)).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/sitters', undefined, profileInput())).status).toBe(401);
  });

  it('takes only the sitter’s own uploads as photos: another member’s or a made-up URL is a 400; photos already on the profile stay', async () => {
    const { cookie, user } = await signUp(ctx);
    const other = await signUp(ctx);
    const theirs = await uploadImage(ctx, other.cookie);
    const mine = await uploadImage(ctx, cookie);
    const refusal = (url: string) => `Photos must be images you uploaded to Pawpal: ${url} is not one of your uploads`;
    for (const url of [theirs.url, MADE_UP_UPLOAD_URL, '/api/uploads/abc123.webp']) {
      const refused = await call(ctx, 'POST', '/api/sitters', cookie, profileInput({ photoUrls: [mine.url, url] }));
      expect(refused.status).toBe(400);
      expect(refused.body!.message).toBe(refusal(url));
    }
    expect((await call(ctx, 'GET', '/api/sitters/me', cookie)).status).toBe(404);
    const created = await call(ctx, 'POST', '/api/sitters', cookie, profileInput({ photoUrls: [mine.url] }));
    expect(created.status).toBe(201);
    expect(created.body!.photoUrls).toEqual([mine.url]);

    const second = await uploadImage(ctx, cookie, '#aa3300');
    const stolen = await call(ctx, 'PATCH', '/api/sitters/me', cookie, { photoUrls: [mine.url, theirs.url] });
    expect(stolen.status).toBe(400);
    expect(stolen.body!.message).toBe(refusal(theirs.url));
    expect((await call(ctx, 'PATCH', '/api/sitters/me', cookie, { photoUrls: [second.url, mine.url] })).body!.photoUrls).toEqual([
      second.url,
      mine.url,
    ]);

    // A photo saved before the rule (here another member's) stays while the sitter keeps it, and cannot come back once removed.
    await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET photo_urls = $2 WHERE user_id = $1`, [user.id, [theirs.url]]);
    const kept = await call(ctx, 'PATCH', '/api/sitters/me', cookie, {
      headline: 'Still calm in Sandy Bay',
      photoUrls: [theirs.url, mine.url],
    });
    expect(kept.status).toBe(200);
    expect(kept.body!.photoUrls).toEqual([theirs.url, mine.url]);
    expect((await call(ctx, 'PATCH', '/api/sitters/me', cookie, { photoUrls: [mine.url] })).status).toBe(200);
    expect((await call(ctx, 'PATCH', '/api/sitters/me', cookie, { photoUrls: [theirs.url, mine.url] })).status).toBe(400);
  });

  it('lets a sitter edit only their own profile and services', async () => {
    const sitter = await newSitter(ctx);
    const other = await newSitter(ctx);

    const patched = await call(ctx, 'PATCH', '/api/sitters/me', sitter.cookie, {
      headline: 'Now also walking dogs in Battery Point',
      suburb: 'Battery Point',
      postcode: '7004',
      maxPets: 4,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      headline: 'Now also walking dogs in Battery Point',
      suburb: 'Battery Point',
      postcode: '7004',
      state: 'TAS',
      maxPets: 4,
      about: sitter.profile.about,
    });
    expect(patched.body!.latitude).toBeCloseTo(-42.89, 2);

    const mismatch = await call(ctx, 'PATCH', '/api/sitters/me', sitter.cookie, { postcode: '2000' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body!.message).toBe("We couldn't find that suburb and postcode");
    const servicesInPatch = await call(ctx, 'PATCH', '/api/sitters/me', sitter.cookie, { services: [] });
    expect(servicesInPatch.status).toBe(400);
    expect(servicesInPatch.body!.message).toBe('property services should not exist');

    const services = await call(ctx, 'PUT', '/api/sitters/me/services', sitter.cookie, {
      services: [{ type: 'dog_walking', priceCents: 3000 }],
    });
    expect(services.status).toBe(200);
    expect(services.body!.services).toEqual([{ type: 'dog_walking', priceCents: 3000 }]);
    const noServices = await call(ctx, 'PUT', '/api/sitters/me/services', sitter.cookie, { services: [] });
    expect(noServices.status).toBe(400);
    expect(noServices.body!.message).toBe('Offer at least one service');

    // The other sitter's data is untouched: every write goes to the caller's own profile.
    const otherPublic = await call(ctx, 'GET', `/api/sitters/${other.user.id}`);
    expect(otherPublic.body).toMatchObject({ headline: 'Calm cat and dog sitter in Sandy Bay', suburb: 'Sandy Bay' });
    expect(otherPublic.body!.services).toHaveLength(2);
    // There is no route that takes another sitter's id for a write.
    expect((await call(ctx, 'PATCH', `/api/sitters/${other.user.id}`, sitter.cookie, { maxPets: 9 })).status).toBe(404);
    expect((await call(ctx, 'PUT', `/api/sitters/${other.user.id}/availability`, sitter.cookie, { block: [] })).status).toBe(404);

    const owner = await signUp(ctx);
    expect((await call(ctx, 'PATCH', '/api/sitters/me', owner.cookie, { maxPets: 2 })).status).toBe(404);
    expect(
      (await call(ctx, 'PUT', '/api/sitters/me/services', owner.cookie, { services: [{ type: 'boarding', priceCents: 5000 }] })).status,
    ).toBe(404);
    expect((await call(ctx, 'PATCH', '/api/sitters/me', undefined, { maxPets: 2 })).status).toBe(401);
  });

  it('shows the public profile without private fields, with stats from real bookings', async () => {
    const sitter = await newSitter(ctx);
    const response = await call(ctx, 'GET', `/api/sitters/${sitter.user.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: sitter.user.id,
      firstName: 'Harriet',
      lastInitial: 'M',
      avatarUrl: null,
      headline: 'Calm cat and dog sitter in Sandy Bay',
      about: 'Twenty years with animals, a fenced yard and a quiet street.',
      experienceYears: 20,
      suburb: 'Sandy Bay',
      postcode: '7005',
      state: 'TAS',
      timeZone: HOBART,
      petsAccepted: { dogSizes: ['small', 'medium'], cats: true, smallAnimals: false, birds: true },
      maxPets: 2,
      services: [
        { type: 'boarding', priceCents: 5500, unit: 'night' },
        { type: 'drop_in', priceCents: 2500, unit: 'visit' },
      ],
      cancellationPolicy: 'flexible',
      photoUrls: [sitter.photoUrl],
      rating: { average: null, count: 0 },
      responseRate: null,
      repeatClientCount: 0,
      memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      badges: [],
      requiresMeetAndGreet: false,
      availabilityConfirmedAt: null,
      reliable: false,
    });
    expect(JSON.stringify(response.body)).not.toContain(sitter.email);
    expect(response.body).not.toHaveProperty('latitude');

    // The reviews feature keeps these aggregates from published reviews (reviews/); the page shows them.
    await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET rating_avg = 4.5, rating_count = 2 WHERE user_id = $1`, [
      sitter.user.id,
    ]);
    const rated = await call(ctx, 'GET', `/api/sitters/${sitter.user.id}`);
    expect(rated.body!.rating).toEqual({ average: 4.5, count: 2 });

    expect((await call(ctx, 'GET', `/api/sitters/${randomUUID()}`)).status).toBe(404);
    const malformed = await call(ctx, 'GET', '/api/sitters/not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(malformed.body!.message).toBe('Sitter not found');
  });

  it('computes the response rate and repeat clients from real bookings', async () => {
    const sitter = await newSitter(ctx);
    const [first, second] = [await signUp(ctx), await signUp(ctx)];
    const insert = (ownerId: string, status: string, weeksAhead: number, answered: 'accepted' | 'declined' | null) =>
      ctx.pawpal.database.dataSource.query(
        `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, starts_at, ends_at, time_zone, units,
                               unit_price_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents,
                               commission_gst_cents, sitter_payout_cents, cancellation_policy, respond_by, accepted_at, declined_at)
         VALUES ($1, $2, 'boarding', $3, current_date + $4 * 7, current_date + $4 * 7 + 2, now() + $4 * interval '7 days',
                 now() + $4 * interval '7 days' + interval '2 days', 'Australia/Hobart', 2, 5500, 11000, 550, 55, 11605, 1650, 165, 9185,
                 'flexible', now() + interval '3 days', CASE WHEN $5 = 'accepted' THEN now() END, CASE WHEN $5 = 'declined' THEN now() END)`,
        [ownerId, sitter.user.id, status, weeksAhead, answered],
      );
    await insert(first.user.id, 'completed', 1, 'accepted');
    await insert(first.user.id, 'paid', 2, 'accepted');
    await insert(second.user.id, 'declined', 3, 'declined');
    await insert(second.user.id, 'expired', 4, null); // never answered
    await insert(second.user.id, 'requested', 5, null); // still open: not counted either way
    await insert(second.user.id, 'paid', 6, 'accepted');

    const response = await call(ctx, 'GET', `/api/sitters/${sitter.user.id}`);
    // Answered 4 of the 5 requests that were decided; only the first owner has two paid/completed stays.
    expect(response.body).toMatchObject({ responseRate: 0.8, repeatClientCount: 1 });
  });

  it('blocks and unblocks days, refuses past days, and protects booked days', async () => {
    const sitter = await newSitter(ctx);
    const today = dateInZone(new Date(), HOBART);
    const [d1, d2, d3] = [addDays(today, 3), addDays(today, 4), addDays(today, 10)];

    const initial = await call(ctx, 'GET', `/api/sitters/${sitter.user.id}/availability`);
    expect(initial.status).toBe(200);
    expect(initial.body!.timeZone).toBe(HOBART);
    expect(initial.body!.days).toHaveLength(90);
    expect(initial.body!.days![0]).toEqual({ date: today, status: 'available' });

    const blocked = await call(ctx, 'PUT', '/api/sitters/me/availability', sitter.cookie, { block: [d1, d2, d3] });
    expect(blocked.status).toBe(200);
    expect(blocked.body!.days).toHaveLength(8);
    expect(blocked.body!.days!.filter((day) => day.status === 'blocked').map((day) => day.date)).toEqual([d1, d2, d3]);

    const unblocked = await call(ctx, 'PUT', '/api/sitters/me/availability', sitter.cookie, { unblock: [d2] });
    expect(unblocked.body!.days).toEqual([{ date: d2, status: 'available' }]);

    const past = await call(ctx, 'PUT', '/api/sitters/me/availability', sitter.cookie, { block: [addDays(today, -1)] });
    expect(past.status).toBe(400);
    expect(past.body!.message).toBe(`${addDays(today, -1)} is in the past: only today and later dates can be changed`);
    expect((await call(ctx, 'PUT', '/api/sitters/me/availability', sitter.cookie, { block: ['2031-02-30'] })).status).toBe(400);
    expect((await call(ctx, 'PUT', '/api/sitters/me/availability', sitter.cookie, { block: [d1], unblock: [d1] })).status).toBe(400);
    expect((await call(ctx, 'PUT', '/api/sitters/me/availability', sitter.cookie, { block: ['tomorrow'] })).body!.message).toBe(
      'Dates must be written YYYY-MM-DD',
    );

    // A confirmed booking's days (written by the bookings module) cannot be changed by the sitter.
    const bookingId = randomUUID();
    const booked = addDays(today, 20);
    await ctx.pawpal.database.dataSource.query(
      `INSERT INTO sitter_unavailable_days (sitter_id, day, reason, booking_id) VALUES ($1, $2, 'booked', $3)`,
      [sitter.user.id, booked, bookingId],
    );
    for (const body of [{ unblock: [booked] }, { block: [addDays(today, 19), booked] }]) {
      const refused = await call(ctx, 'PUT', '/api/sitters/me/availability', sitter.cookie, body);
      expect(refused.status).toBe(409);
      expect(refused.body!.message).toBe(`${booked} is booked and cannot be changed`);
    }
    const calendar = await call(ctx, 'GET', `/api/sitters/${sitter.user.id}/availability?from=${addDays(today, 19)}&to=${booked}`);
    expect(calendar.body!.days).toEqual([
      { date: addDays(today, 19), status: 'available' },
      { date: booked, status: 'booked' },
    ]);

    const tooLong = await call(ctx, 'GET', `/api/sitters/${sitter.user.id}/availability?from=${today}&to=${addDays(today, 120)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body!.message).toBe('Ask for at most 120 days at once');
    expect((await call(ctx, 'GET', `/api/sitters/${randomUUID()}/availability`)).status).toBe(404);
    const owner = await signUp(ctx);
    expect((await call(ctx, 'PUT', '/api/sitters/me/availability', owner.cookie, { block: [d1] })).status).toBe(404);
    expect((await call(ctx, 'PUT', '/api/sitters/me/availability', undefined, { block: [d1] })).status).toBe(401);
  });

  it('marks booked days inside the caller transaction and releases them; a blocked day rolls the booking back', async () => {
    const sitter = await newSitter(ctx);
    const availability = ctx.pawpal.app.get(AvailabilityService);
    const dataSource = ctx.pawpal.database.dataSource;
    const today = dateInZone(new Date(), HOBART);
    const days = [addDays(today, 30), addDays(today, 31)];
    const bookingId = randomUUID();

    await dataSource.transaction((manager) => availability.markBooked(manager, sitter.user.id, days, bookingId));
    await dataSource.transaction((manager) => availability.markBooked(manager, sitter.user.id, days, bookingId)); // idempotent
    let calendar = await availability.calendar(sitter.user.id, days[0], days[1]);
    expect(calendar.days.map((day) => day.status)).toEqual(['booked', 'booked']);

    await call(ctx, 'PUT', '/api/sitters/me/availability', sitter.cookie, { block: [addDays(today, 33)] });
    const clash = dataSource.transaction((manager) =>
      availability.markBooked(manager, sitter.user.id, [addDays(today, 32), addDays(today, 33)], randomUUID()),
    );
    await expect(clash).rejects.toThrow(AvailabilityError);
    await expect(clash).rejects.toThrow(`The sitter is not available on ${addDays(today, 33)}`);
    const other = dataSource.transaction((manager) => availability.markBooked(manager, sitter.user.id, [days[1]!], randomUUID()));
    await expect(other).rejects.toThrow(`The sitter is not available on ${days[1]}`);
    calendar = await availability.calendar(sitter.user.id, addDays(today, 32), addDays(today, 32));
    expect(calendar.days).toEqual([{ date: addDays(today, 32), status: 'available' }]);

    await dataSource.transaction((manager) => availability.releaseBooking(manager, bookingId));
    calendar = await availability.calendar(sitter.user.id, days[0], days[1]);
    expect(calendar.days.map((day) => day.status)).toEqual(['available', 'available']);
  });

  it('autocompletes suburbs by name or postcode', async () => {
    const byName = await call(ctx, 'GET', '/api/geo/suburbs?q=surry');
    expect(byName.status).toBe(200);
    expect(byName.body![0]).toEqual({ postcode: '2010', name: 'Surry Hills', state: 'NSW', latitude: -33.885, longitude: 151.211 });
    const byPostcode = await call(ctx, 'GET', '/api/geo/suburbs?q=7005&limit=3');
    expect(byPostcode.body).toEqual([
      expect.objectContaining({ name: 'Sandy Bay', postcode: '7005', state: 'TAS' }),
      expect.objectContaining({ name: 'Dynnyrne', postcode: '7005', state: 'TAS' }),
      expect.objectContaining({ name: 'Lower Sandy Bay', postcode: '7005', state: 'TAS' }),
    ]);
    const limited = await call(ctx, 'GET', '/api/geo/suburbs?q=2&limit=5');
    expect(limited.body).toHaveLength(5);
    const missing = await call(ctx, 'GET', '/api/geo/suburbs');
    expect(missing.status).toBe(400);
    expect(missing.body!.message).toBe('q is required (a suburb name or postcode prefix)');
    expect((await call(ctx, 'GET', '/api/geo/suburbs?q=syd&limit=500')).body!.message).toBe('limit must be at most 50');
  });
});
