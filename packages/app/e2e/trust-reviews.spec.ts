/**
 * Two-sided, double-blind reviews on the test clock (docs/reviews-and-reports.md): a stay completes, the owner reviews
 * the sitter (hidden: the sitter's public page still has no review), the sitter reviews the owner
 * and their dog, and then the owner's review appears on the sitter's public page, on a phone.
 * Every wait is on a condition, never a sleep. Runs in the test-clock project (it moves the
 * server's clock for good).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSitter, PASSWORD, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const PAY_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', nameOnCard: 'Olivia Owner' };

async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/dev/clock');
  expect(response.status(), 'the e2e server runs with PAWPAL_TEST_CLOCK=1').toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

test('both sides review a completed stay; the owner’s review appears on the sitter’s page only once both are in', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  // A listed sitter (createSitter has an admin approve the new profile).
  const sitter = await createSitter(sitterApi);

  // The owner (browser context; its request shares the cookies) with a dog books one night, pays, and the stay completes.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await skipProfilePrompt(ownerPage);
  const id = uniqueId();
  await signUp(ownerPage.request, {
    firstName: 'Olivia',
    lastName: `Owner${id}`,
    email: `olivia.reviews.${id}@example.com`,
    password: PASSWORD,
  });
  const rex = await ownerPage.request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } });
  expect(rex.status()).toBe(201);
  const now = await serverNow(ownerPage.request);
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const requested = await ownerPage.request.post('/api/bookings', {
    data: {
      sitterId: sitter.sitterId,
      service: 'boarding',
      startDate: day(2),
      endDate: day(3),
      petIds: [((await rex.json()) as { id: string }).id],
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()) as { id: string; endsAt: string };
  const stayMonth = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day(2)}T00:00:00Z`),
  );
  expect((await sitterApi.post(`/api/bookings/${booking.id}/accept`)).status()).toBe(200);
  const paid = await ownerPage.request.post(`/api/payments/${booking.id}/sandbox-charge`, { data: PAY_CARD });
  expect(paid.status(), await paid.text()).toBe(200);
  const advanced = await ownerPage.request.post('/api/dev/clock/advance', {
    data: { ms: Date.parse(booking.endsAt) - (await serverNow(ownerPage.request)) + MINUTE_MS },
  });
  expect(advanced.status(), await advanced.text()).toBe(200);
  await expect
    .poll(async () => ((await (await ownerPage.request.get(`/api/bookings/${booking.id}`)).json()) as { status: string }).status)
    .toBe('completed');

  // The owner reviews: saved, but hidden until the sitter has reviewed too.
  await ownerPage.goto(`/booking/${booking.id}/review`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Review Sam' })).toBeVisible();
  await ownerPage.getByRole('radio', { name: '5 stars' }).click();
  await ownerPage.getByRole('textbox', { name: /Your review/ }).fill('Sam sent photos every day; Rex came home happy.');
  await ownerPage.getByRole('button', { name: 'Publish review' }).click();
  await expect(
    ownerPage.getByText('Thanks! Your review is saved. It will be published when Sam has reviewed too, or 14 days after the stay ended.'),
  ).toBeVisible();

  // A visitor on a phone: no review on the sitter's page yet.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/sitter/${sitter.sitterId}`);
  const reviews = visitor.getByRole('region', { name: /^Reviews/ });
  // Below the fold on a phone, the reviews load as they come near the viewport.
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();

  // The sitter, in the browser, reviews the owner and their dog: both reviews are published.
  const sitterContext = await browser.newContext();
  const sitterPage = await sitterContext.newPage();
  await skipProfilePrompt(sitterPage);
  expect((await sitterPage.request.post('/api/auth/login', { data: { email: sitter.email, password: PASSWORD } })).status()).toBe(200);
  await sitterPage.goto(`/booking/${booking.id}/review`);
  await expect(sitterPage.getByRole('heading', { level: 1, name: 'Review Olivia and Rex' })).toBeVisible();
  await sitterPage.getByRole('radio', { name: '4 stars' }).click();
  await sitterPage.getByRole('textbox', { name: /Your review/ }).fill('Olivia left clear notes and Rex was a delight.');
  await sitterPage.getByRole('button', { name: 'Publish review' }).click();
  await expect(sitterPage.getByText('Thanks! Your review is published.')).toBeVisible();

  // Now the owner's review is on the sitter's page, with the stay's service and month and the owner's initial.
  await visitor.reload();
  await reviews.scrollIntoViewIfNeeded();
  const review = reviews.getByRole('article', { name: 'Review by Olivia O.' });
  await expect(review).toBeVisible();
  await expect(review.getByText('Sam sent photos every day; Rex came home happy.')).toBeVisible();
  await expect(review.getByText(`Boarding · ${stayMonth}`)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await Promise.all([ownerContext.close(), visitorContext.close(), sitterContext.close(), sitterApi.dispose()]);
});
