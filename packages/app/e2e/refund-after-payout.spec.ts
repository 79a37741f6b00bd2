/**
 * Refunds of a completed stay (docs/payments.md) on the test clock, in the browser: an admin refunds half
 * of a stay from the admin console after the sitter was paid for it; the owner's Payments page
 * shows the refund, the sitter's Payout settings say what they owe, and their next payout repays
 * it, to the cent. Then, before a payout: the refund shrinks the scheduled payout. Every wait is
 * on a condition, never a sleep.
 *
 * One night of boarding at $45: the owner pays $47.48 ($45 + $2.25 fee + $0.23 GST), the sitter
 * earns $37.57 ($45 less $6.75 commission and its $0.68 GST). Half of it, $23.74, comes back in
 * proportion (`refundShares`): fee $1.13 and GST $0.12, the stay's $22.49 of which commission
 * $3.37 and GST $0.34: the sitter's share is $18.78, and $37.57 − $18.78 = $18.79 is left.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminRequest, createSitter, PASSWORD, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/dev/clock');
  expect(response.status(), 'the e2e server runs with PAWPAL_TEST_CLOCK=1').toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

async function advance(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('/api/dev/clock/advance', { data: { ms } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A signed-up owner with a dog. */
async function ownerWithDog(request: APIRequestContext, name: string) {
  const id = uniqueId();
  const email = `${name.toLowerCase()}.refund.${id}@example.com`;
  await signUp(request, { firstName: name, lastName: `Owner${id}`, email, password: PASSWORD });
  const pet = (await (await request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } })).json()) as { id: string };
  return { email, petId: pet.id };
}

/** One night of boarding at $45 from `startIn` days from now, accepted and paid with the sandbox's test card ($47.48). */
async function paidStay(ownerApi: APIRequestContext, sitterApi: APIRequestContext, sitterId: string, petId: string, startIn: number) {
  const now = await serverNow(ownerApi);
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const requested = await ownerApi.post('/api/bookings', {
    data: { sitterId, service: 'boarding', startDate: day(startIn), endDate: day(startIn + 1), petIds: [petId] },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()) as { id: string; endsAt: string };
  expect((await sitterApi.post(`/api/bookings/${booking.id}/accept`)).status()).toBe(200);
  const paid = await ownerApi.post(`/api/payments/${booking.id}/sandbox-charge`, {
    data: {
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
      nameOnCard: 'Olivia Owner',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return booking;
}

/** Moves the clock an hour past the end of the stay: it completes and its payout is scheduled. */
async function completeStay(request: APIRequestContext, booking: { endsAt: string }) {
  await advance(request, Date.parse(booking.endsAt) - (await serverNow(request)) + HOUR_MS);
}

async function setUpPayouts(sitterApi: APIRequestContext) {
  const account = await sitterApi.put('/api/payouts/account', {
    data: { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' },
  });
  expect(account.status(), await account.text()).toBe(200);
  const tax = await sitterApi.put('/api/payouts/tax-details', {
    data: {
      legalName: 'Samantha Sitter',
      dateOfBirth: '1990-06-30',
      address: { line1: '1 Crown Street', suburb: 'Surry Hills', state: 'NSW', postcode: '2010' },
      gstRegistered: false,
    },
  });
  expect(tax.status(), await tax.text()).toBe(200);
}

/**
 * A browser signed in with the session of an API context that already signed up or in: no extra
 * sign-in, which would spend the per-IP budget of 10 auth attempts a minute the whole run shares.
 */
async function openAs(browser: Browser, api: APIRequestContext): Promise<{ close: () => Promise<void>; page: Page }> {
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();
  await skipProfilePrompt(page);
  return { close: () => context.close(), page };
}

test('an admin refunds half of a stay already paid out: the owner sees the refund, the sitter owes $18.78 and the next payout repays it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminRequest();
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi);
  await setUpPayouts(sitterApi);
  const ownerApi = await playwright.request.newContext({ baseURL });
  const owner = await ownerWithDog(ownerApi, 'Olivia');

  // The stay completes; 48 hours later the payout is released and a day after that the bank has paid it.
  const first = await paidStay(ownerApi, sitterApi, sitter.sitterId, owner.petId, 2);
  await completeStay(ownerApi, first);
  await advance(ownerApi, 49 * HOUR_MS);
  await advance(ownerApi, 25 * HOUR_MS);
  const sitterUi = await openAs(browser, sitterApi);
  await sitterUi.page.goto('/payout-settings');
  const history = sitterUi.page.getByRole('table', { name: 'Payout history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Paid');
  await expect(history.getByRole('row').nth(1)).toContainText('$37.57');
  await expect(sitterUi.page.getByRole('status').filter({ hasText: 'Pawpal refunded an owner' })).toHaveCount(0);

  // The admin finds the completed stay by its id and refunds half of it, with a reason.
  const adminUi = await openAs(browser, admin);
  await adminUi.page.goto('/admin?tab=bookings');
  await adminUi.page.getByLabel('Booking id, owner or sitter (name or email)').fill(first.id);
  await adminUi.page.getByRole('button', { name: 'Find' }).click();
  const card = adminUi.page.getByRole('listitem').filter({ hasText: first.id });
  await expect(card).toContainText('$47.48');
  await card.getByRole('button', { name: 'Refund stay…' }).click();
  const form = card.getByRole('form', { name: 'Refund this stay' });
  await expect(form).toContainText('Up to $47.48 is left to refund.');
  await expect(form.getByLabel(/Amount to refund/)).toHaveValue('47.48');
  await form.getByLabel(/Amount to refund/).fill('23.74');
  await form.getByLabel(/Reason/).fill('Sitter ended the stay early');
  await form.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(form).toBeHidden();
  // What is left to refund is the other half.
  await card.getByRole('button', { name: 'Refund stay…' }).click();
  await expect(card.getByRole('form', { name: 'Refund this stay' })).toContainText('Up to $23.74 is left to refund.');
  await card.getByRole('button', { name: 'Keep it' }).click();

  // The owner's Payments page shows the refund.
  const ownerUi = await openAs(browser, ownerApi);
  await ownerUi.page.goto('/payments');
  const payment = ownerUi.page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText('$47.48');
  await expect(payment).toContainText('Partly refunded');
  await expect(payment).toContainText('$23.74 refunded');

  // The sitter was already paid: their share comes out of their next payouts.
  await sitterUi.page.reload();
  await expect(sitterUi.page.getByRole('status').filter({ hasText: 'Pawpal refunded an owner' })).toContainText(
    'your share, $18.78, comes out of your next payouts. Nothing is charged to you.',
  );
  await expect(history.getByRole('row').nth(1)).toContainText('$37.57');

  // The next stay's $37.57 payout repays the $18.78 when it is released and sends the other $18.79.
  const second = await paidStay(ownerApi, sitterApi, sitter.sitterId, owner.petId, 2);
  await completeStay(ownerApi, second);
  await advance(ownerApi, 49 * HOUR_MS);
  await sitterUi.page.reload();
  const released = history.getByRole('row').filter({ hasText: 'recovered for a refund' });
  await expect(released).toHaveCount(1);
  await expect(released).toContainText('On its way');
  await expect(released).toContainText('$18.79');
  await expect(released).toContainText('−$18.78 recovered for a refund');
  await expect(sitterUi.page.getByRole('status').filter({ hasText: 'Pawpal refunded an owner' })).toHaveCount(0);

  await ownerUi.close();
  await adminUi.close();
  await sitterUi.close();
  await ownerApi.dispose();
  await sitterApi.dispose();
});

test('a refund before the payout shrinks the scheduled payout from $37.57 to $18.79', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await adminRequest();
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi);
  await setUpPayouts(sitterApi);
  const ownerApi = await playwright.request.newContext({ baseURL });
  const owner = await ownerWithDog(ownerApi, 'Oscar');
  const booking = await paidStay(ownerApi, sitterApi, sitter.sitterId, owner.petId, 2);
  await completeStay(ownerApi, booking);

  const sitterUi = await openAs(browser, sitterApi);
  await sitterUi.page.goto('/payout-settings');
  await expect(sitterUi.page.getByText(/Next payout: \$37\.57 on/)).toBeVisible();

  const refunded = await admin.post(`/api/admin/bookings/${booking.id}/refund`, {
    data: { amountCents: 2374, reason: 'Sitter ended the stay early' },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  await sitterUi.page.reload();
  await expect(sitterUi.page.getByText(/Next payout: \$18\.79 on/)).toBeVisible();
  const history = sitterUi.page.getByRole('table', { name: 'Payout history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Scheduled');
  await expect(history.getByRole('row').nth(1)).toContainText('$18.79');
  // Nothing was paid out yet, so the sitter owes nothing.
  await expect(sitterUi.page.getByRole('status').filter({ hasText: 'Pawpal refunded an owner' })).toHaveCount(0);

  await sitterUi.close();
  await ownerApi.dispose();
  await sitterApi.dispose();
});
