// The booking fixture shared by the pets, bookings and payments suites: accounts, sitters written
// straight into the tables the sitters module owns (so these suites do not depend on the sitter
// registration flow), pets, requests. Not a suite itself (not named *.spec.ts).
import { expect } from 'vitest';
import { JSON_HEADERS, signUp, type TestContext } from './harness.js';

export interface Account {
  cookie: string;
  id: string;
}

export interface SitterOptions {
  state?: 'NSW' | 'WA' | 'QLD' | 'SA' | 'NT' | 'VIC' | 'TAS' | 'ACT';
  timeZone?: string;
  services?: Partial<Record<'boarding' | 'house_sitting' | 'drop_in' | 'day_care' | 'dog_walking', number>>;
  policy?: 'flexible' | 'moderate' | 'strict';
  maxPets?: number;
  dogSizes?: string[];
  acceptsCats?: boolean;
  firstName?: string;
}

export async function owner(ctx: TestContext, firstName = 'Olive'): Promise<Account> {
  const { cookie, user } = await signUp(ctx, { firstName, lastName: 'Owner' });
  return { cookie, id: user.id };
}

/** A signed-up user made a listed (approved) sitter directly in the database. */
export async function sitter(ctx: TestContext, options: SitterOptions = {}): Promise<Account> {
  const { cookie, user } = await signUp(ctx, { firstName: options.firstName ?? 'Sam', lastName: 'Sitter' });
  const state = options.state ?? 'NSW';
  const zones: Record<string, string> = {
    NSW: 'Australia/Sydney',
    WA: 'Australia/Perth',
    QLD: 'Australia/Brisbane',
    SA: 'Australia/Adelaide',
    NT: 'Australia/Darwin',
    VIC: 'Australia/Melbourne',
    TAS: 'Australia/Hobart',
    ACT: 'Australia/Sydney',
  };
  const db = ctx.pawpal.database.dataSource;
  await db.query(
    // Listed (review_status approved; docs/trust.md): these suites test bookings, not review before listing.
    `INSERT INTO sitter_profiles (user_id, headline, suburb, state, postcode, latitude, longitude, time_zone, dog_sizes, accepts_cats, max_pets, cancellation_policy, review_status)
     VALUES ($1, 'Experienced and caring sitter', 'Testville', $2, '2000', -33.87, 151.21, $3, $4, $5, $6, $7, 'approved')`,
    [
      user.id,
      state,
      options.timeZone ?? zones[state],
      options.dogSizes ?? ['small', 'medium', 'large', 'giant'],
      options.acceptsCats ?? true,
      options.maxPets ?? 3,
      options.policy ?? 'moderate',
    ],
  );
  const services = options.services ?? { boarding: 5000 };
  for (const [type, price] of Object.entries(services)) {
    await db.query(`INSERT INTO sitter_services (sitter_id, type, price_cents) VALUES ($1, $2, $3)`, [user.id, type, price]);
  }
  return { cookie, id: user.id };
}

export async function pet(ctx: TestContext, account: Account, body: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  const response = await ctx.fetch('/api/pets', {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: account.cookie },
    body: JSON.stringify({ name: 'Rex', species: 'dog', weightKg: 12, ...body }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

/** YYYY-MM-DD `days` from today (UTC), far enough from any zone's today. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function call(ctx: TestContext, account: Account | undefined, method: string, path: string, body?: unknown): Promise<Response> {
  return ctx.fetch(path, {
    method,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), ...(account ? { cookie: account.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export interface BookingBody {
  id: string;
  status: string;
  actions: string[];
  price: { totalCents: number; units: number; subtotalCents: number; sitterPayoutCents?: number };
  refund?: { refundCents: number; reason: string };
  startsAt: string;
}

/** Requests a booking and expects 201. */
export async function requestBooking(ctx: TestContext, by: Account, body: Record<string, unknown>): Promise<BookingBody> {
  const response = await call(ctx, by, 'POST', '/api/bookings', body);
  if (response.status !== 201) throw new Error(`booking request failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as BookingBody;
}

export const PAY_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  nameOnCard: 'Olive Owner',
};

/** The server's time, ms (needs PAWPAL_TEST_CLOCK=1: GET /api/dev/clock). */
export async function serverNow(ctx: TestContext): Promise<number> {
  const response = await ctx.fetch('/api/dev/clock');
  expect(response.status).toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Moves the server's test clock forward (every due sweep runs before it answers); returns the new time, ms. */
export async function advanceClock(ctx: TestContext, ms: number): Promise<number> {
  const response = await call(ctx, undefined, 'POST', '/api/dev/clock/advance', { ms });
  if (response.status !== 200) throw new Error(`advancing the clock failed: ${response.status} ${await response.text()}`);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** YYYY-MM-DD `days` after the instant `now` (UTC), for dates relative to a moved server clock. */
export function dayAfter(now: number, days: number): string {
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/** An accepted boarding booking waiting for payment, `startInDays` from today: a new sitter, owner and dog. */
export async function acceptedBooking(
  ctx: TestContext,
  startInDays: number,
  nights = 2,
): Promise<{ sam: Account; olive: Account; booking: BookingBody }> {
  const sam = await sitter(ctx);
  const olive = await owner(ctx);
  const rex = await pet(ctx, olive);
  const booking = await requestBooking(ctx, olive, {
    sitterId: sam.id,
    service: 'boarding',
    startDate: inDays(startInDays),
    endDate: inDays(startInDays + nights),
    petIds: [rex.id],
  });
  expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
  return { sam, olive, booking };
}
