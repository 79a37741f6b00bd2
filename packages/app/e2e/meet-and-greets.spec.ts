/**
 * Meet-and-greets on a phone (390×844): a sitter asks new owners to meet first, so the owner's
 * booking request is refused until they have met; the owner proposes three times with "Meet first"
 * on the sitter's page, and the sitter picks one on their bookings screen; both see it confirmed,
 * with a calendar invitation by email. Every wait is on a condition, never a sleep.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, createSitter, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

const DAY_MS = 86_400_000;
const PHONE = { width: 390, height: 844 };
const ZONE = 'Australia/Sydney';

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await skipProfilePrompt(page);
  return page;
}

/** `days` from today at 10:00 in Sydney, as a datetime-local field takes it (the browser runs in Sydney). */
function localTime(days: number, hour: number): string {
  const date = new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-CA', { timeZone: ZONE });
  return `${date}T${String(hour).padStart(2, '0')}:00`;
}

test('an owner books a meet-and-greet on a phone and the sitter picks a time', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sam = await createSitter(sitterApi);
  const required = await sitterApi.patch('/api/sitters/me', { data: { requiresMeetAndGreet: true } });
  expect(required.status(), await required.text()).toBe(200);

  const owner = await phonePage(browser);
  const id = uniqueId();
  const olivia = { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.${id}@example.com`, password: PASSWORD };
  await signUp(owner.request, olivia);
  const pet = await owner.request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } });
  expect(pet.status()).toBe(201);
  const petId = ((await pet.json()) as { id: string }).id;
  const start = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 12 * DAY_MS).toISOString().slice(0, 10);
  const refused = await owner.request.post('/api/bookings', {
    data: { sitterId: sam.sitterId, service: 'boarding', startDate: start, endDate: end, petIds: [petId] },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('MEET_AND_GREET_REQUIRED');

  // The owner proposes three times from the sitter's page.
  await owner.goto(`/sitter/${sam.sitterId}`);
  await owner.getByRole('button', { name: 'Meet first' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Meet Sam first' });
  for (const [index, days] of [3, 4, 5].entries()) await dialog.getByLabel(`Time ${index + 1}`).fill(localTime(days, 10));
  await dialog.getByLabel('Message').fill('Rex is a friendly kelpie who loves a ball.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Request sent. Sam will choose a time or let you know.');

  // The sitter answers on their bookings screen.
  const sitter = await phonePage(browser);
  await sitter.goto('/api/login');
  await sitter.getByLabel('Email', { exact: true }).fill(sam.email);
  await sitter.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await sitter.getByRole('button', { name: 'Sign in' }).click();
  await sitter.waitForURL(/\/home|\/sitter-dashboard/);
  await sitter.goto('/bookings');
  const request = sitter.getByRole('listitem').filter({ hasText: 'Meet-and-greet with Olivia O.' });
  await expect(request.getByText('Waiting for the sitter')).toBeVisible();
  const answers = request.getByRole('group', { name: 'Answer Olivia O.' });
  await expect(answers.getByRole('button', { name: /^Meet on / })).toHaveCount(3);
  await answers
    .getByRole('button', { name: /^Meet on / })
    .nth(1)
    .click();
  await expect(request.getByText('Confirmed')).toBeVisible();
  await expect(request.getByText('Surry Hills NSW')).toBeVisible();

  // The owner sees it confirmed, and the confirmation email carries the invitation.
  await owner.goto('/bookings');
  const mine = owner.getByRole('listitem').filter({ hasText: 'Meet-and-greet with Sam' });
  await expect(mine.getByText('Confirmed')).toBeVisible();
  await expect(async () => {
    const outbox = await owner.request.get(`/api/dev/outbox?to=${encodeURIComponent(olivia.email)}`);
    const messages = (await outbox.json()) as { subject: string; attachments: { filename: string; content: string }[] }[];
    const confirmation = messages.find((message) => message.subject.startsWith('Meet-and-greet confirmed'));
    expect(confirmation?.attachments[0]?.filename).toBe('meet-and-greet.ics');
    expect(confirmation?.attachments[0]?.content).toContain('BEGIN:VEVENT');
  }).toPass({ timeout: 15_000 });
});
