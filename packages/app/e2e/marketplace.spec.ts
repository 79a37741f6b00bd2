/**
 * The marketplace journey against the real server (API + built app, fresh embedded database,
 * no demo seed): an owner signs up, adds a pet, finds a sitter in Surry Hills, requests a
 * booking; the sitter signs in and accepts it; the owner pays with the sandbox's test card;
 * both see the booking as paid and the sitter has no pending requests left.
 *
 * The sitter is created through the API (sign up + POST /api/sitters) in the test itself, since
 * the e2e server starts with SEED_DEMO=0.
 */
import { expect, test } from '@playwright/test';
import { createSitter, dismissProfilePrompt, PASSWORD, payWithTestCard, signInAs, signUp, uniqueId, verifyEmail } from './journey-steps';

test('an owner books and pays a sitter, who accepts the request', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(60_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  // A first name no other journey's sitter has: journeys share one server, and theirs are listed
  // in Surry Hills too.
  const sitter = await createSitter(sitterApi, { firstName: 'Marlowe' });
  await sitterApi.dispose();
  const sitterName = `${sitter.firstName} ${sitter.lastName.charAt(0)}.`;

  // The owner signs up through the server's sign-up page.
  const ownerId = uniqueId();
  await page.goto('/api/login?mode=signup');
  await page.getByLabel('First name', { exact: true }).fill('Olivia');
  await page.getByLabel('Last name', { exact: true }).fill(`Owner${ownerId}`);
  await page.getByLabel('Email', { exact: true }).fill(`olivia.${ownerId}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Opens the verification link from the outbox (an unverified owner cannot request a booking).
  await verifyEmail(page.request, `olivia.${ownerId}@example.com`);
  await dismissProfilePrompt(page);

  // Adds a pet.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Pets', exact: true }).click();
  await page.getByRole('link', { name: 'Add pet' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rex');
  await page.getByRole('combobox', { name: 'Species' }).click();
  await page.getByRole('option', { name: 'Dog' }).click();
  await page.getByLabel('Weight (kg)').fill('18');
  await expect(page.getByText('Size: Medium (10–25 kg)')).toBeVisible();
  await page.getByRole('button', { name: 'Add pet' }).click();
  await expect(page).toHaveURL(/\/pet-profiles$/);
  await expect(page.getByRole('link', { name: /Rex/ })).toBeVisible();

  // Searches Surry Hills and opens the sitter's profile.
  await page.goto('/browse-services');
  await page.getByRole('combobox', { name: 'Suburb or postcode' }).fill('Surry Hi');
  await page.getByRole('option', { name: 'Surry Hills NSW 2010' }).click();
  await expect(page).toHaveURL(/suburb=Surry\+Hills&state=NSW&postcode=2010/);
  // exact: the results map's price marker is a link to the same sitter named "Sam S., from $45 / night".
  await page.getByRole('link', { name: sitterName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: sitterName })).toBeVisible();

  // Requests two nights of boarding for Rex; the quote comes from the API.
  await page.getByRole('link', { name: `Book ${sitter.firstName}` }).click();
  await page.getByRole('radio', { name: /Boarding/ }).check();
  await page.getByRole('button', { name: /Dates/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose dates' });
  const days = calendar.locator('button[data-slot="calendar-day"]:not([disabled])');
  await days.nth(2).click();
  await days.nth(4).click();
  await page.getByRole('checkbox', { name: 'Rex' }).check();
  const quote = page.getByRole('table', { name: 'Your quote' });
  await expect(quote.getByText('2 nights × $45.00')).toBeVisible();
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page).toHaveURL(/\/booking\?id=[0-9a-f-]+$/);
  const bookingUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();

  // The sitter signs in, sees the request waiting and accepts it from the dashboard.
  const sitterSession = await signInAs(browser, sitter.email);
  const sitterPage = sitterSession.page;
  await expect(sitterPage).toHaveURL(/\/sitter-dashboard$/);
  await dismissProfilePrompt(sitterPage);
  const pendingBefore = await sitterPage.request.get('/api/bookings/pending-count');
  await expect(pendingBefore.json()).resolves.toEqual({ count: 1 });
  const sitterNav = sitterPage.getByRole('navigation', { name: 'Main' });
  await expect(sitterNav.getByRole('link', { name: 'Bookings 1 pending' })).toBeVisible();
  await sitterPage.getByRole('button', { name: /^Accept: Boarding for Olivia/ }).click();
  await expect(sitterPage.getByRole('heading', { name: 'No booking requests right now' })).toBeVisible();

  // The owner pays with the sandbox's test card.
  await page.goto(bookingUrl);
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await payWithTestCard(page);

  // Both see it as paid; the sitter has nothing pending any more.
  await page.goto(bookingUrl);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await sitterPage.goto(bookingUrl);
  await expect(sitterPage.getByText('Paid', { exact: true })).toBeVisible();
  const pendingAfter = await sitterPage.request.get('/api/bookings/pending-count');
  await expect(pendingAfter.json()).resolves.toEqual({ count: 0 });
  await expect(sitterNav.getByRole('link', { name: 'Bookings', exact: true })).toBeVisible({ timeout: 15_000 });
  await sitterSession.context.close();
});

test('on a phone the booking calendar opens on screen and drop-off can be chosen; the sitter declines with a reason the owner sees', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi);
  await sitterApi.dispose();
  const ownerApi = await playwright.request.newContext({ baseURL });
  const ownerId = uniqueId();
  await signUp(ownerApi, { firstName: 'Olivia', lastName: `Owner${ownerId}`, email: `olivia.${ownerId}@example.com`, password: PASSWORD });
  expect((await ownerApi.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } })).status()).toBe(201);

  // The owner on a phone (375 × 667): the calendar opened inside the screen (its top was at −171 px) and goes to the next month.
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 }, storageState: await ownerApi.storageState() });
  await ownerApi.dispose();
  const page = await phone.newPage();
  await page.goto(`/booking/${sitter.sitterId}`);
  await dismissProfilePrompt(page);
  await page.getByRole('radio', { name: /Boarding/ }).check();
  await page.getByRole('button', { name: /Dates/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose dates' });
  await expect(calendar).toBeVisible();
  const box = (await calendar.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
  await calendar.getByRole('button', { name: /next month/i }).click();
  const days = calendar.locator('button[data-slot="calendar-day"]:not([disabled])');
  await days.nth(2).click();
  await days.nth(4).click();
  await page.getByRole('combobox', { name: 'Drop-off time' }).click();
  await page.getByRole('option', { name: '08:00' }).click();
  await page.getByRole('checkbox', { name: 'Rex' }).check();
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page).toHaveURL(/\/booking\?id=[0-9a-f-]+$/);
  await expect(page.getByText('Drop-off', { exact: true })).toBeVisible();
  // The booking's Drop-off row (the page's subtitle repeats the time).
  await expect(page.getByRole('definition').filter({ hasText: /8:00 am/ })).toBeVisible();

  // The sitter declines from the dashboard: a question first, with an optional reason.
  const { page: sitterPage } = await signInAs(browser, sitter.email);
  await expect(sitterPage).toHaveURL(/\/sitter-dashboard$/);
  await dismissProfilePrompt(sitterPage);
  await sitterPage.getByRole('button', { name: /^Decline: Boarding for Olivia/ }).click();
  const question = sitterPage.getByRole('dialog', { name: 'Decline Olivia’s request?' });
  await question.getByRole('radio', { name: 'Too far away' }).check();
  await question.getByRole('button', { name: 'Decline request' }).click();
  await expect(question).toBeHidden();
  await expect(sitterPage.getByRole('heading', { name: 'No booking requests right now' })).toBeVisible();

  // The owner learns why.
  await page.reload();
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByText('Why Sam declined')).toBeVisible();
  await expect(page.getByText('Too far away')).toBeVisible();
});
