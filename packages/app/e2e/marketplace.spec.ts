/**
 * The marketplace journey against the real server (API + built app, fresh embedded database,
 * no demo seed): an owner signs up, adds a pet, finds a sitter in Surry Hills, requests a
 * booking; the sitter signs in and accepts it; the owner pays with the sandbox's test card;
 * both see the booking as paid and the sitter has no pending requests left.
 *
 * The sitter is created through the API (sign up + POST /api/sitters) in the test itself, since
 * the e2e server starts with SEED_DEMO=0.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

const PASSWORD = 'correct-horse-battery-9';
const SANDBOX_SUCCESS_CARD = '4242 4242 4242 4242';

function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The profile prompt opens 1.5 s after sign-in for an account without a phone; it is modal. */
async function dismissProfilePrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: /complete your profile/i });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(prompt).toBeHidden();
}

/** A sitter in Surry Hills 2010 offering boarding at $45 a night, made through the API. */
async function createSitter(request: APIRequestContext) {
  const id = uniqueId();
  const account = { firstName: 'Sam', lastName: `Sitter${id}`, email: `sam.${id}@example.com`, password: PASSWORD };
  const signup = await request.post('/api/auth/signup', { data: account });
  expect(signup.status()).toBe(201);
  const profile = await request.post('/api/sitters', {
    data: {
      headline: 'Experienced dog lover in Surry Hills',
      about: 'I work from home and walk the dogs in Moore Park twice a day.',
      experienceYears: 6,
      suburb: 'Surry Hills',
      postcode: '2010',
      state: 'NSW',
      petsAccepted: { dogSizes: ['small', 'medium', 'large'], cats: true, smallAnimals: false, birds: false },
      maxPets: 2,
      services: [{ type: 'boarding', priceCents: 4500 }],
      cancellationPolicy: 'moderate',
      photoUrls: [],
    },
  });
  expect(profile.status()).toBe(201);
  const { id: sitterId } = (await profile.json()) as { id: string };
  return { ...account, sitterId };
}

async function signInAs(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/api/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

test('an owner books and pays a sitter, who accepts the request', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(60_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi);
  await sitterApi.dispose();
  const sitterName = `Sam ${sitter.lastName.charAt(0)}.`;

  // The owner signs up through the server's sign-up page.
  const ownerId = uniqueId();
  await page.goto('/api/login?mode=signup');
  await page.getByLabel('First name', { exact: true }).fill('Olivia');
  await page.getByLabel('Last name', { exact: true }).fill(`Owner${ownerId}`);
  await page.getByLabel('Email', { exact: true }).fill(`olivia.${ownerId}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
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
  await page.getByRole('link', { name: sitterName }).click();
  await expect(page.getByRole('heading', { level: 1, name: sitterName })).toBeVisible();

  // Requests two nights of boarding for Rex; the quote comes from the API.
  await page.getByRole('link', { name: 'Book Sam' }).click();
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
  await expect(page.getByText('Test mode')).toBeVisible();
  await page.getByLabel(/Card number/).fill(SANDBOX_SUCCESS_CARD);
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByLabel(/Name on card/).fill('Olivia Owner');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

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
