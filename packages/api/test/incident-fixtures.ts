// Stays with incidents, for the incidents suites: a paid boarding stay between a new owner and a
// sitter, an uploaded photo, an admin. Not a suite itself (not named *.spec.ts).
import { expect } from 'vitest';
import { type Account, call, dayAfter, owner, PAY_CARD, pet, requestBooking, serverNow } from './booking-fixtures.js';
import { signUp, type TestContext } from './harness.js';
import { makeAdmin } from './listing-fixtures.js';
import { type Uploaded, uploadImage } from './upload-fixtures.js';
import { TAX_DETAILS } from './money-fixtures.js';

const DAY = 86_400_000;

/** A 2-night boarding stay at the sitter's price, paid, starting `startInDays` after the server's now. */
export async function paidStay(
  ctx: TestContext,
  sam: Account,
  startInDays = 3,
  nights = 2,
): Promise<{ olive: Account; bookingId: string; petId: string }> {
  const olive = await owner(ctx);
  const rex = await pet(ctx, olive, { name: 'Biscuit', breed: 'Kelpie', microchipNumber: '956000012345678' });
  const now = await serverNow(ctx);
  const booking = await requestBooking(ctx, olive, {
    sitterId: sam.id,
    service: 'boarding',
    startDate: dayAfter(now, startInDays),
    endDate: dayAfter(now, startInDays + nights),
    petIds: [rex.id],
  });
  expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
  expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
  return { olive, bookingId: booking.id, petId: rex.id };
}

/** A sitter's bank account and tax details, so their payouts can go. */
export async function readyForPayouts(ctx: TestContext, sam: Account): Promise<void> {
  expect(
    (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' })).status,
  ).toBe(200);
  expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
}

/** A signed-up admin. */
export async function admin(ctx: TestContext, firstName = 'Ada'): Promise<Account> {
  const { cookie, user } = await signUp(ctx, { firstName, lastName: 'Admin' });
  await makeAdmin(ctx, user.id);
  return { cookie, id: user.id };
}

/** Uploads a small PNG as `account`: its `{ id, url }` (upload-fixtures.ts). */
export async function uploadPhoto(ctx: TestContext, account: Account): Promise<Uploaded> {
  return uploadImage(ctx, account.cookie, '#aa7733');
}

/** What an incident answers (the fields the suites read). */
export interface IncidentBody {
  id: string;
  bookingId: string;
  kind: string;
  status: string;
  description: string;
  openedByRole: string;
  openedAt: string;
  acknowledgeBy: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  outcome: string | null;
  visitId: string | null;
  payoutHeld: boolean;
  photos: { id: string; url: string }[];
  updates: { id: string; authorRole: string; authorName: string; text: string; photos: { id: string; url: string }[]; createdAt: string }[];
}

/** Opens an incident and expects 201. */
export async function openIncident(
  ctx: TestContext,
  by: Account,
  bookingId: string,
  body: Record<string, unknown> = {},
): Promise<IncidentBody> {
  const response = await call(ctx, by, 'POST', `/api/bookings/${bookingId}/incidents`, {
    kind: 'injury_or_illness',
    description: 'Biscuit is limping on his front left leg',
    photoUploadIds: [],
    ...body,
  });
  if (response.status !== 201) throw new Error(`opening the incident failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as IncidentBody;
}

export { DAY };
