// Care during a stay, for the care suites: a paid booking of a new sitter, owner and dog, an
// uploaded photo, the booking's visits, moving the test clock to a visit's time. Not a suite itself
// (not named *.spec.ts).
import { expect } from 'vitest';
import {
  type Account,
  advanceClock,
  call,
  dayAfter,
  owner,
  PAY_CARD,
  pet,
  requestBooking,
  serverNow,
  sitter,
  type SitterOptions,
} from './booking-fixtures.js';
import { type TestContext } from './harness.js';
import { type Uploaded, uploadImage } from './upload-fixtures.js';

export interface VisitBody {
  id: string;
  bookingId: string;
  kind: string;
  dueAt: string;
  windowMinutes: number;
  status: string;
  checkInAt: string | null;
  checkOutAt: string | null;
  distanceFromCareLocationM: number | null;
  farFromCareLocation: boolean;
  tasks: { id: string; kind: string; petId: string | null; label: string; done: boolean | null; note: string | null }[];
  photos: { id: string; url: string }[];
  note: string | null;
  route: { points: { lat: number; lng: number; t: string }[]; distanceM: number; durationS: number } | null;
  excusedReason: string | null;
}

export interface PaidBooking {
  sam: Account;
  olive: Account;
  rex: { id: string; name: string };
  bookingId: string;
  totalCents: number;
}

export interface PaidBookingOptions {
  service?: 'drop_in' | 'dog_walking' | 'boarding' | 'house_sitting' | 'day_care';
  /** Days from the server's today (UTC) to the start; 3 by default. */
  startInDays?: number;
  /** Days of visits or walks, nights of a stay; 2 by default. */
  length?: number;
  startTime?: string;
  endTime?: string;
  sitter?: SitterOptions;
  /** The sitter's price of a visit, walk, night or day, cents ($40 a visit or walk, $50 a night or day by default). */
  priceCents?: number;
  /** The owner's pet's care plan, written before the booking is paid. */
  carePlan?: Record<string, unknown>;
}

/**
 * A booking paid by a new owner for their dog Rex with a new NSW sitter (Australia/Sydney): drop-in
 * visits 09:00–09:30 by default, at $40 a visit or walk, $50 a night or day.
 */
export async function paidBooking(ctx: TestContext, options: PaidBookingOptions = {}): Promise<PaidBooking> {
  const service = options.service ?? 'drop_in';
  const price = options.priceCents ?? (['drop_in', 'dog_walking'].includes(service) ? 4000 : 5000);
  const sam = await sitter(ctx, { services: { [service]: price }, ...options.sitter });
  const olive = await owner(ctx);
  const rex = await pet(ctx, olive);
  if (options.carePlan) expect((await call(ctx, olive, 'PUT', `/api/pets/${rex.id}/care-plan`, options.carePlan)).status).toBe(200);
  const now = await serverNow(ctx);
  const start = dayAfter(now, options.startInDays ?? 3);
  const length = options.length ?? 2;
  const timed = service === 'drop_in' || service === 'dog_walking';
  const overnight = service === 'boarding' || service === 'house_sitting';
  const booking = await requestBooking(ctx, olive, {
    sitterId: sam.id,
    service,
    startDate: start,
    endDate: dayAfter(Date.parse(`${start}T00:00:00Z`), overnight ? length : length - 1),
    ...(timed ? { startTime: options.startTime ?? '09:00', endTime: options.endTime ?? '09:30' } : {}),
    petIds: [rex.id],
  });
  expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
  const paid = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD);
  expect(paid.status).toBe(200);
  return { sam, olive, rex, bookingId: booking.id, totalCents: booking.price.totalCents };
}

/** GET /api/bookings/{id}/visits as `account` (expects 200). */
export async function visitsOf(ctx: TestContext, account: Account, bookingId: string): Promise<VisitBody[]> {
  const response = await call(ctx, account, 'GET', `/api/bookings/${bookingId}/visits`);
  expect(response.status).toBe(200);
  return (await response.json()) as VisitBody[];
}

/** Moves the test clock to `offsetMs` after the instant `at` (ISO), running every sweep; the clock only goes forward. */
export async function clockTo(ctx: TestContext, at: string, offsetMs = 0): Promise<number> {
  const target = Date.parse(at) + offsetMs;
  const now = await serverNow(ctx);
  if (target <= now) throw new Error(`the clock is at ${new Date(now).toISOString()}, past ${new Date(target).toISOString()}`);
  return advanceClock(ctx, target - now);
}

/** Uploads a small PNG as `account`: its `{ id, url }` (upload-fixtures.ts). */
export async function uploadPhoto(ctx: TestContext, account: Account): Promise<Uploaded> {
  return uploadImage(ctx, account.cookie, '#88aa44');
}

/** A saved test card of the owner (4242…: charges succeed; `declined`: 4000 0000 0000 0002). */
export async function saveCard(ctx: TestContext, account: Account, declined = false): Promise<void> {
  const response = await call(ctx, account, 'POST', '/api/payments/cards', {
    ...PAY_CARD,
    cardNumber: declined ? '4000 0000 0000 0002' : PAY_CARD.cardNumber,
  });
  expect(response.status).toBe(201);
}

/** The booking's notices of `kind` for `account`. */
export async function noticesOf(
  ctx: TestContext,
  account: Account,
  kind: string,
): Promise<{ kind: string; title: string; body: string }[]> {
  const response = await call(ctx, account, 'GET', '/api/notices');
  expect(response.status).toBe(200);
  return ((await response.json()) as { kind: string; title: string; body: string }[]).filter((notice) => notice.kind === kind);
}

/** The account's email address. */
export async function emailOf(ctx: TestContext, account: Account): Promise<string> {
  const [row] = (await ctx.pawpal.database.dataSource.query(`SELECT email FROM users WHERE id = $1`, [account.id])) as { email: string }[];
  return row!.email;
}
