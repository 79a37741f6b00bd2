/**
 * Changes to a booking on a 390×844 phone: the owner of a paid two-night boarding stay proposes one
 * more night from the booking page, the sitter accepts it on theirs, and the owner, who had no saved
 * card then, saves one and pays the difference from the booking page, which then shows the applied
 * change with its before and after. Every wait is on a condition, never a sleep.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, createSitter, pickDate, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

const DAY_MS = 86_400_000;
const PHONE = { width: 390, height: 844 };
const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', nameOnCard: 'Olivia Owner' };

test('on a phone the owner proposes a date change, the sitter accepts, and the owner pays the difference', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi, { services: [{ type: 'boarding', priceCents: 5000 }] });

  // The owner, on a phone, with their dog; a paid stay of two nights ten days out.
  const ownerContext = await browser.newContext({ viewport: PHONE });
  const owner = await ownerContext.newPage();
  await skipProfilePrompt(owner);
  const id = uniqueId();
  await signUp(owner.request, { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.${id}@example.com`, password: PASSWORD });
  const pet = await owner.request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } });
  expect(pet.status()).toBe(201);
  const petId = ((await pet.json()) as { id: string }).id;
  const clock = await owner.request.get('/api/dev/clock');
  const now = clock.status() === 200 ? Date.parse(((await clock.json()) as { now: string }).now) : Date.now();
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const requested = await owner.request.post('/api/bookings', {
    data: { sitterId: sitter.sitterId, service: 'boarding', startDate: day(10), endDate: day(12), petIds: [petId] },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const bookingId = ((await requested.json()) as { id: string }).id;
  expect((await sitterApi.post(`/api/bookings/${bookingId}/accept`)).status()).toBe(200);
  const paid = await owner.request.post(`/api/payments/${bookingId}/sandbox-charge`, { data: CARD });
  expect(paid.status(), await paid.text()).toBe(200);

  // The owner proposes one more night from the booking page.
  await owner.goto(`/booking?id=${bookingId}`);
  await owner.getByRole('button', { name: 'Propose a change' }).click();
  const form = owner.getByRole('form', { name: 'Propose a change' });
  // The message first: on this page a fill right after the date picker closed has lost its text
  // to a focus move once in a few runs (cause not found yet; docs/testing.md, "Known flaky cases").
  await form.getByLabel(/^Message/).fill('We are back a day later.');
  await pickDate(owner, form.getByRole('button', { name: 'New end date' }), day(13));
  await expect(form.getByLabel(/^Message/)).toHaveValue('We are back a day later.');
  await form.getByRole('button', { name: 'Send the change' }).click();
  const proposal = owner.getByRole('article', { name: 'Change proposed by you' });
  await expect(proposal).toContainText('Waiting for an answer');
  await expect(proposal).toContainText('$105.50');
  await expect(proposal).toContainText('$158.25');
  await expect(proposal).toContainText('$52.75 more');
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The sitter accepts on their booking page, also on a phone.
  const sitterContext = await browser.newContext({ viewport: PHONE });
  const sitterPage = await sitterContext.newPage();
  await skipProfilePrompt(sitterPage);
  const signedIn = await sitterPage.request.post('/api/auth/login', { data: { email: sitter.email, password: PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await sitterPage.goto(`/booking?id=${bookingId}`);
  const onSitter = sitterPage.getByRole('article', { name: 'Change proposed by Olivia' });
  await expect(onSitter).toContainText('“We are back a day later.”');
  await onSitter.getByRole('button', { name: 'Accept the change' }).click();
  await expect(onSitter).toContainText('Accepted, to pay');

  // The owner had no saved card when the sitter accepted: they save one and pay the difference
  // from the booking page; the booking now ends a day later.
  expect((await owner.request.post('/api/payments/cards', { data: CARD })).status()).toBe(201);
  await owner.reload();
  await proposal.getByRole('button', { name: 'Pay $52.75 with your saved card' }).click();
  await expect(proposal).toContainText('Applied');
  const booking = await owner.request.get(`/api/bookings/${bookingId}`);
  expect(((await booking.json()) as { price: { units: number; totalCents: number } }).price).toMatchObject({ units: 3, totalCents: 15825 });
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await sitterPage.reload();
  await expect(onSitter).toContainText('Applied');
  await ownerContext.close();
  await sitterContext.close();
  await sitterApi.dispose();
});
