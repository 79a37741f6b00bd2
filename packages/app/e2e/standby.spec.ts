/**
 * Standby sitters (docs/standby.md): the owner names a standby while requesting a booking, the
 * standby opts in on their Standby page, the booked sitter accepts, the owner pays, and the
 * booked sitter cancels; the standby accepts the offer and the owner's open booking page shows
 * the take-over without a reload. Steps the journey does not check are set up through the API.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, createSitter, payWithTestCard, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

const DAY_MS = 86_400_000;

test('an owner names a standby, the booked sitter cancels and the standby takes over', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi);
  const standbyContext = await browser.newContext();
  const standbyPage = await standbyContext.newPage();
  await skipProfilePrompt(standbyPage);
  const standby = await createSitter(standbyPage.request, { firstName: 'Tess' });

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await skipProfilePrompt(owner);
  const id = uniqueId();
  await signUp(owner.request, { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.${id}@example.com`, password: PASSWORD });
  const pet = await owner.request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } });
  expect(pet.status(), await pet.text()).toBe(201);

  // Dates three weeks from the server's now (other specs may have moved its clock).
  const clock = await owner.request.get('/api/dev/clock');
  const now = clock.ok() ? Date.parse(((await clock.json()) as { now: string }).now) : Date.now();
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

  // The request, with Tess as the standby.
  await owner.goto(`/booking/${sitter.sitterId}?from=${day(21)}&to=${day(23)}&service=boarding`);
  await owner.getByLabel('Rex', { exact: true }).check();
  const picker = owner.getByRole('group', { name: 'Standby sitters (optional)' });
  await expect(picker).toContainText('If Sam cancels, we offer your booking to them first. No charge, no obligation.');
  await picker.getByLabel(new RegExp(`^Tess ${standby.lastName[0]}\\.`)).check();
  await owner.getByRole('button', { name: 'Send booking request' }).click();
  await expect(owner).toHaveURL(/[?&]id=/);
  const bookingId = new URL(owner.url()).searchParams.get('id')!;

  // Tess opts in on her Standby page.
  await standbyPage.goto('/standby');
  await standbyPage.getByRole('button', { name: 'Opt in' }).click();
  await expect(standbyPage.getByText('You are standing by')).toBeVisible();

  // The booked sitter accepts; the owner pays; the owner's booking page says Tess stands by.
  const accepted = await sitterApi.post(`/api/bookings/${bookingId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await owner.goto(`/payment/${bookingId}`);
  await payWithTestCard(owner);
  await owner.goto(`/booking?id=${bookingId}`);
  await expect(owner.getByText('Tess: standing by')).toBeVisible();

  // Sam cancels: Tess is offered the booking, and the owner sees it.
  const cancelled = await sitterApi.post(`/api/bookings/${bookingId}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await owner.reload();
  await expect(owner.getByText(/^Offered to Tess until/)).toBeVisible();

  // Tess accepts; the owner's open page shows the take-over without a reload (a live message, or
  // the card's re-read while the offer is open: a ceiling, not a wait).
  await standbyPage.reload();
  await standbyPage.getByRole('button', { name: 'Accept' }).click();
  await expect(standbyPage.getByText('You took this booking over')).toBeVisible();
  await expect(owner.getByText(/Tess took over your booking/)).toBeVisible({ timeout: 20_000 });
});
