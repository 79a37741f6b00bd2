/**
 * Weekly care on a 390×844 phone: an owner opens a dog walker's profile, sets up walks every
 * Monday and Wednesday, the sitter finds it in their bookings and accepts it on their phone, and the owner skips one walk from the
 * series page; the skipped walk's booking is cancelled. No clock moves: every wait is on a condition.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, createSitter, pickDate, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

/** The first Monday at least `days` after `now` (UTC date, well clear of Sydney's today). */
function mondayAfter(now: number, days: number): string {
  const date = new Date(now + days * DAY_MS);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** "Mon 14 Dec 2026", as the series page writes a date. */
function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}

test('on a phone, the owner sets up weekly walks and skips one', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi, { services: [{ type: 'dog_walking', priceCents: 3000 }] });

  const context = await browser.newContext({ viewport: PHONE });
  const owner = await context.newPage();
  await skipProfilePrompt(owner);
  const id = uniqueId();
  await signUp(owner.request, { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.${id}@example.com`, password: PASSWORD });
  expect((await owner.request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } })).status()).toBe(201);
  const card = await owner.request.post('/api/payments/cards', {
    data: {
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      nameOnCard: 'Olivia Owner',
    },
  });
  expect(card.status(), await card.text()).toBe(201);
  const clock = await owner.request.get('/api/dev/clock');
  const now = clock.ok() ? Date.parse(((await clock.json()) as { now: string }).now) : Date.now();
  const start = mondayAfter(now, 7);

  // From the sitter's profile to the weekly care form.
  await owner.goto(`/sitter/${sitter.sitterId}`);
  await owner.getByRole('link', { name: 'Weekly care', exact: true }).click();
  await expect(owner.getByRole('heading', { name: 'Set up weekly care' })).toBeVisible();
  await owner.getByLabel('Monday', { exact: true }).check();
  await owner.getByLabel('Wednesday', { exact: true }).check();
  await owner.getByLabel('Time', { exact: true }).fill('07:30');
  await pickDate(owner, owner.getByRole('button', { name: 'First day', exact: true }), start);
  await owner.getByLabel('How many times', { exact: true }).fill('4');
  await owner.getByLabel('Rex', { exact: true }).check();
  await owner.getByLabel('Message to the sitter', { exact: true }).fill('Rex pulls a bit on the lead.');
  await owner.getByRole('button', { name: 'Ask for weekly care' }).click();
  await expect(owner.getByRole('heading', { name: 'Weekly dog walking' })).toBeVisible();
  await expect(owner.getByText('Waiting for the sitter')).toBeVisible();
  const seriesId = new URL(owner.url()).pathname.split('/').at(-1)!;

  // The sitter finds the request in their bookings' weekly care and accepts it once on their phone: the walks within four weeks are booked.
  const sitterContext = await browser.newContext({ viewport: PHONE });
  const sitterPage = await sitterContext.newPage();
  await skipProfilePrompt(sitterPage);
  const signedIn = await sitterPage.request.post('/api/auth/login', { data: { email: sitter.email, password: PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await sitterPage.goto('/bookings');
  const weekly = sitterPage.getByRole('list', { name: 'Weekly care' });
  await expect(weekly).toContainText('Waiting for the sitter');
  await expect(weekly).toContainText(`Next: ${dayLabel(start)}`);
  await weekly.getByRole('link', { name: 'Weekly dog walking with Olivia', exact: true }).click();
  await expect(sitterPage.getByRole('heading', { name: 'Weekly dog walking' })).toBeVisible();
  await sitterPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(sitterPage.getByText('Active', { exact: true })).toBeVisible();
  await owner.reload();
  await expect(owner.getByText('Active', { exact: true })).toBeVisible();

  // The owner skips the first Wednesday.
  const wednesday = new Date(Date.parse(`${start}T00:00:00Z`) + 2 * DAY_MS).toISOString().slice(0, 10);
  const upcoming = owner.getByRole('list', { name: 'Coming up' });
  await upcoming.getByRole('button', { name: `Skip ${dayLabel(wednesday)}` }).click();
  await expect(upcoming.getByRole('listitem').filter({ hasText: dayLabel(wednesday) })).toContainText('Skipped');
  await expect(owner.getByRole('button', { name: `Skip ${dayLabel(wednesday)}` })).toHaveCount(0);
  // The first Monday is still booked.
  await expect(upcoming.getByRole('listitem').filter({ hasText: dayLabel(start) })).toContainText('Booked');
  const series = (await (await owner.request.get(`/api/series/${seriesId}`)).json()) as {
    upcoming: { date: string; state: string; bookingStatus: string | null }[];
  };
  expect(series.upcoming.find((occurrence) => occurrence.date === wednesday)).toMatchObject({
    state: 'skipped',
    bookingStatus: 'cancelled',
  });
  await Promise.all([context.close(), sitterContext.close(), sitterApi.dispose()]);
});
