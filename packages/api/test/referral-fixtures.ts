// Sign-ups with a referral code (docs/payments.md, "Referral program"), shared by the referrals and payout-recovery suites.
// Not a suite itself (not named *.spec.ts).
import { expect } from 'vitest';
import { type Account } from './booking-fixtures.js';
import { JSON_HEADERS, sessionCookieFrom, type TestContext, uniqueEmail } from './harness.js';

export interface ReferralSignUp {
  account: Account;
  body: { id: string; referral?: { applied: boolean; reason?: string; message?: string } };
}

/**
 * Signs up through POST /api/auth/signup with `referralCode` (at `email`, a new address unless
 * given), and confirms the address as a person would when the outbox holds a link.
 */
export async function signUpWithCode(
  ctx: TestContext,
  firstName: string,
  referralCode: unknown,
  email = uniqueEmail(firstName.toLowerCase()),
): Promise<ReferralSignUp> {
  const response = await ctx.fetch('/api/auth/signup', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ firstName, lastName: 'Friend', email, password: 'correct horse battery', referralCode }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as ReferralSignUp['body'];
  await confirmAddress(ctx, email);
  return { account: { cookie: sessionCookieFrom(response)!, id: body.id }, body };
}

/** Deletes the account (POST /api/profile/delete with the fixtures' password): the address can sign up again. */
export async function deleteAccount(ctx: TestContext, account: Account): Promise<void> {
  const response = await ctx.fetch('/api/profile/delete', {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: account.cookie },
    body: JSON.stringify({ currentPassword: 'correct horse battery' }),
  });
  expect(response.status).toBe(204);
}

/** Opens the newest "Confirm your email address" link sent to `email`, if the outbox has one. */
async function confirmAddress(ctx: TestContext, email: string): Promise<void> {
  const outbox = await ctx.fetch(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (outbox.status !== 200) return;
  const messages = (await outbox.json()) as { subject: string; links: string[] }[];
  const link = messages.find((message) => /Confirm your email address/.test(message.subject))?.links[0];
  if (!link) return;
  const url = new URL(link);
  expect((await ctx.fetch(`${url.pathname}${url.search}`)).status).toBe(303);
}
