/**
 * A booking from request to review on the test clock (PAWPAL_TEST_CLOCK=1, set by
 * scripts/e2e-server.mjs): the owner requests, the sitter accepts, the owner pays with the
 * sandbox's 4242 card; the server's clock moves past the start (in progress) and past the end
 * (completed), and the owner reviews. Every wait is on a condition, never a sleep.
 *
 * Moving the server's clock is for good, so this spec runs after all the others (its own
 * Playwright project, see playwright.config.ts).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSitter, PASSWORD, payWithTestCard, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/dev/clock');
  expect(response.status(), 'the e2e server runs with PAWPAL_TEST_CLOCK=1').toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Moves the server's clock to one minute after `instant`; the sweeps due by then have run when it answers. */
async function advancePast(request: APIRequestContext, instant: string): Promise<void> {
  const ms = Date.parse(instant) - (await serverNow(request)) + MINUTE_MS;
  const response = await request.post('/api/dev/clock/advance', { data: { ms } });
  expect(response.status(), await response.text()).toBe(200);
  const { now } = (await response.json()) as { now: string };
  expect(Date.parse(now)).toBeGreaterThan(Date.parse(instant));
}

async function statusOf(request: APIRequestContext, bookingId: string): Promise<string> {
  const response = await request.get(`/api/bookings/${bookingId}`);
  return ((await response.json()) as { status: string }).status;
}

test('a booking goes from request to completion on the test clock, and the owner reviews it', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi);

  // The owner signs up (the browser context's request shares its cookies) and adds a dog.
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  await skipProfilePrompt(page);
  const id = uniqueId();
  await signUp(page.request, { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.${id}@example.com`, password: PASSWORD });
  const rex = await page.request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } });
  expect(rex.status()).toBe(201);

  // Request: one night of boarding, two days from the server's now.
  const now = await serverNow(page.request);
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const requested = await page.request.post('/api/bookings', {
    data: {
      sitterId: sitter.sitterId,
      service: 'boarding',
      startDate: day(2),
      endDate: day(3),
      petIds: [((await rex.json()) as { id: string }).id],
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()) as { id: string; startsAt: string; endsAt: string };
  const bookingUrl = `/booking?id=${booking.id}`;

  // Accept (the sitter), then pay with the sandbox's test card (the owner, in the browser).
  expect((await sitterApi.post(`/api/bookings/${booking.id}/accept`)).status()).toBe(200);
  await page.goto(bookingUrl);
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await payWithTestCard(page);
  await page.goto(bookingUrl);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // Past the start: in progress.
  await advancePast(page.request, booking.startsAt);
  await expect.poll(() => statusOf(page.request, booking.id)).toBe('in_progress');
  await page.reload();
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();

  // Past the end: completed, and the owner may review.
  await advancePast(page.request, booking.endsAt);
  await expect.poll(() => statusOf(page.request, booking.id)).toBe('completed');
  await page.reload();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Leave a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${booking.id}/review$`));
  await page.getByRole('radio', { name: '5 stars' }).click();
  await page.getByRole('textbox', { name: /Your review/ }).fill('Rex came home tired and happy.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  // Double-blind (docs/reviews-and-reports.md): hidden until the sitter reviews too, or 14 days pass (trust-reviews.spec.ts follows both).
  await expect(page.getByText(/^Thanks! Your review is saved\. It will be published when Sam has reviewed too/)).toBeVisible();

  // Reviewed once: the server no longer offers it.
  const after = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as { actions: string[] };
  expect(after.actions).not.toContain('review');

  await ownerContext.close();
  await sitterApi.dispose();
});
