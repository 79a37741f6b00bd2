/**
 * Money out (docs/payments.md) on the test clock: an owner pays for a night of boarding, the sitter sets
 * up payouts in the browser, the stay completes, and 48 hours later the payout is released and
 * the sandbox bank pays it a day after: the sitter's Payout settings show it paid to the cent and
 * the tax report agrees. A friend who joined with a referral link pays with the discount and opens
 * the tax invoice from Payments. Every wait is on a condition, never a sleep.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createSitter,
  PASSWORD,
  payWithTestCard,
  pickDate,
  signInAs,
  signUp,
  uniqueId,
  verifyEmail,
  skipProfilePrompt,
} from './journey-steps';

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

test('a paid stay is paid out to the sitter 48 hours after it ends, to the cent, and the tax report agrees', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi);
  const ownerApi = await playwright.request.newContext({ baseURL });
  const id = uniqueId();
  await signUp(ownerApi, { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.money.${id}@example.com`, password: PASSWORD });
  const rex = (await (await ownerApi.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } })).json()) as { id: string };

  // One night of boarding at $45, accepted and paid with the sandbox's test card.
  const now = await serverNow(ownerApi);
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const requested = await ownerApi.post('/api/bookings', {
    data: { sitterId: sitter.sitterId, service: 'boarding', startDate: day(2), endDate: day(3), petIds: [rex.id] },
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

  // The sitter sets up payouts on a phone-sized screen.
  const { context, page } = await signInAs(browser, sitter.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await skipProfilePrompt(page);
  await page.goto('/payout-settings');
  await expect(page.getByText('Payouts wait until your set-up is complete:')).toBeVisible();
  const account = page.getByRole('form', { name: 'Bank account' });
  await account.getByRole('textbox', { name: /Account name/ }).fill('Sam Sitter');
  await account.getByRole('textbox', { name: /BSB/ }).fill('110-000');
  await account.getByRole('textbox', { name: /Account number/ }).fill('000123456');
  await account.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText(/Earnings are paid to BSB 110-000, account ••••3456/)).toBeVisible();
  // The save has finished (its toast comes last, then the button is enabled again): typing into
  // the tax form before that once (CI at load 9) sent the legal name into the bank form's account
  // number field.
  await expect(page.getByText('Bank account saved', { exact: true }).first()).toBeVisible();
  await expect(account.getByRole('button', { name: 'Replace bank account' })).toBeEnabled();
  const tax = page.getByRole('form', { name: 'Tax details' });
  await tax.getByRole('textbox', { name: /Legal name/ }).fill('Samantha Sitter');
  await expect(tax.getByRole('textbox', { name: /Legal name/ })).toHaveValue('Samantha Sitter');
  await pickDate(page, tax.getByRole('button', { name: /Date of birth/ }), '1990-06-30');
  await tax.getByRole('textbox', { name: /Street address/ }).fill('1 Crown Street');
  await tax.getByRole('textbox', { name: /Suburb/ }).fill('Surry Hills');
  await tax.getByRole('combobox', { name: /State/ }).click();
  await page.getByRole('option', { name: 'NSW' }).click();
  await tax.getByRole('textbox', { name: /Postcode/ }).fill('2010');
  await tax.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByText(/You are set up to be paid/)).toBeVisible();

  // Past the end of the stay: completed, its payout scheduled; $45 less 15 % commission ($6.75) and its GST ($0.68).
  await advance(ownerApi, Date.parse(booking.endsAt) - (await serverNow(ownerApi)) + HOUR_MS);
  await page.reload();
  await expect(page.getByText(/Next payout: \$37\.57 on/)).toBeVisible();

  // 48 hours after completion it is released; a day later the sandbox bank has paid it.
  await advance(ownerApi, 49 * HOUR_MS);
  await advance(ownerApi, 25 * HOUR_MS);
  await page.reload();
  const history = page.getByRole('table', { name: 'Payout history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Paid');
  await expect(history.getByRole('row').nth(1)).toContainText('$37.57');

  // The tax report says the same, from the same ledger.
  await page.goto('/tax-report');
  const totals = page.getByRole('table', { name: 'Totals for the year' });
  await expect(totals.getByRole('row', { name: /What owners paid for your services/ })).toContainText('$45.00');
  await expect(totals.getByRole('row', { name: /Your earnings/ })).toContainText('$37.57');
  await expect(totals.getByRole('row', { name: /Paid to your bank account/ })).toContainText('$37.57');

  await context.close();
  await ownerApi.dispose();
  await sitterApi.dispose();
});

test('a friend who joins with a member’s link pays $20 less for their first stay, and the member earns $20 of credit when it is over', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi);
  const memberApi = await playwright.request.newContext({ baseURL });
  const id = uniqueId();
  const memberEmail = `rita.referral.${id}@example.com`;
  await signUp(memberApi, { firstName: 'Rita', lastName: `Referrer${id}`, email: memberEmail, password: PASSWORD });

  // The member finds their code and link on the referral program page.
  const member = await signInAs(browser, memberEmail);
  await skipProfilePrompt(member.page);
  await member.page.goto('/referral-program');
  const link = (await member.page.getByLabel('Your referral link').textContent())!;
  const code = (await member.page.getByLabel('Your referral code').textContent())!;
  expect(link).toContain(`/api/login?mode=signup&ref=${code}`);

  // The friend opens the link: the sign-up form has the code in it.
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await skipProfilePrompt(friendPage);
  await friendPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(friendPage.getByLabel('Referral code (optional)')).toHaveValue(code);
  const friendEmail = `fred.referral.${id}@example.com`;
  await friendPage.getByLabel('First name').fill('Fred');
  await friendPage.getByLabel('Last name').fill(`Friend${id}`);
  await friendPage.getByLabel('Email', { exact: true }).fill(friendEmail);
  await friendPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friendPage.getByRole('button', { name: 'Create account' }).click();
  await friendPage.waitForURL((url) => url.pathname === '/');
  const friendApi = friend.request;
  await verifyEmail(friendApi, friendEmail);
  await member.page.reload();
  await expect(member.page.getByRole('list', { name: 'Friends who joined' })).toContainText('Fred');

  // One night at $45 + $2.25 fee + $0.23 GST = $47.48, less the $20 referral discount.
  const rex = (await (await friendApi.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } })).json()) as { id: string };
  const now = await serverNow(friendApi);
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const requested = await friendApi.post('/api/bookings', {
    data: { sitterId: sitter.sitterId, service: 'boarding', startDate: day(2), endDate: day(3), petIds: [rex.id] },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()) as { id: string; endsAt: string };
  expect((await sitterApi.post(`/api/bookings/${booking.id}/accept`)).status()).toBe(200);
  await friendPage.goto(`/payment/${booking.id}`);
  const price = friendPage.getByRole('table', { name: 'Price' });
  await expect(price.getByRole('row', { name: /Referral discount/ })).toContainText('−$20.00');
  await expect(price.getByRole('row', { name: /^Total/ })).toContainText('$27.48');
  await payWithTestCard(friendPage);

  // The friend's tax invoice, opened from Payments, shows the price the API charged, line by line.
  const { price: charged } = (await (await friendApi.get(`/api/bookings/${booking.id}`)).json()) as {
    price: { subtotalCents: number; bookingFeeCents: number; bookingFeeGstCents: number; discountCents: number; totalCents: number };
  };
  expect(charged).toMatchObject({
    subtotalCents: 4_500,
    bookingFeeCents: 225,
    bookingFeeGstCents: 23,
    discountCents: 2_000,
    totalCents: 2_748,
  });
  const aud = (cents: number) => `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
  await friendPage.goto('/payments');
  const payment = friendPage.getByRole('listitem').filter({ hasText: 'Tax invoice' });
  await expect(payment).toContainText(aud(charged.totalCents));
  const [invoice] = await Promise.all([friend.waitForEvent('page'), payment.getByRole('link', { name: 'Tax invoice' }).click()]);
  await expect(invoice.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
  const line = (name: RegExp) => invoice.getByRole('row', { name });
  await expect(line(/^Boarding with /)).toContainText(aud(charged.subtotalCents));
  await expect(line(/^Pawpal booking fee/)).toContainText(
    `${aud(charged.bookingFeeGstCents)}${aud(charged.bookingFeeCents + charged.bookingFeeGstCents)}`,
  );
  await expect(line(/^Referral discount/)).toContainText(aud(-charged.discountCents));
  await expect(line(/^Total paid \(AUD\)/)).toContainText(aud(charged.totalCents));
  await expect(line(/^Total GST included/)).toContainText(aud(charged.bookingFeeGstCents));
  await invoice.close();

  // The stay ends: the member's credit is there, and the friend shows as earning it.
  await advance(friendApi, Date.parse(booking.endsAt) - (await serverNow(friendApi)) + HOUR_MS);
  await member.page.reload();
  await expect(member.page.getByRole('list', { name: 'Friends who joined' })).toContainText('Credit earned');
  await expect(member.page.getByText('$20.00', { exact: true })).toBeVisible();

  await friend.close();
  await member.context.close();
  await memberApi.dispose();
  await sitterApi.dispose();
});
