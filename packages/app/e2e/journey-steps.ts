/** Steps the browser journeys share: accounts made through the real API (the e2e server has no demo seed), paying with the test card. */
import {
  expect,
  test,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';

export const PASSWORD = 'correct-horse-battery-9';
const SANDBOX_SUCCESS_CARD = '4242 4242 4242 4242';

export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The profile prompt opens 1.5 s after sign-in for an account without a phone; it is modal. */
export async function dismissProfilePrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: /complete your profile/i });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(prompt).toBeHidden();
}

/**
 * For a journey that is not about the profile prompt: every page of `page` starts as if the person
 * had already answered "Maybe Later" this browser session (the session storage key the prompt
 * reads, spelt out as the product's storage keys are in tests), so the modal never opens by itself
 * in the middle of the journey's typing, taking its keystrokes; should it show anyway, the handler
 * closes it. The prompt itself is tested in auth.spec.ts and keyboard-journeys.spec.ts.
 */
export async function skipProfilePrompt(page: Page) {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('profile-prompt-dismissed', '1');
    } catch {
      // about:blank has no storage of its own: nothing to mark there.
    }
  });
  await page.addLocatorHandler(page.getByRole('dialog', { name: /complete your profile/i }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  });
}

/**
 * Signs up through the API (the request context keeps the session cookie). Sign-ups count
 * towards the per-IP limit of 10 a minute that every spec on this one server shares: a 429 is
 * retried until the window has passed.
 */
export async function signUp(
  request: APIRequestContext,
  account: { firstName: string; lastName: string; email: string; password: string },
) {
  await expect(async () => {
    const response = await request.post('/api/auth/signup', { data: account });
    expect(response.status(), await response.text()).toBe(201);
  }).toPass({ intervals: [1_000, 5_000, 10_000], timeout: 75_000 });
  await verifyEmail(request, account.email);
}

/**
 * Opens the verification link the sign-up sent (an unverified account cannot request or
 * accept a booking), read from the e2e server's built-in outbox (GET /api/dev/outbox?to=).
 */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.status()).toBe(200);
  const messages = (await outbox.json()) as { subject: string; links: string[] }[];
  const link = messages.find((message) => /Confirm your email address/.test(message.subject))?.links[0];
  expect(link, `no verification email to ${email}`).toBeDefined();
  const url = new URL(link!);
  const opened = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
}

/** A sitter in Surry Hills 2010 (or the `place` given) offering boarding at $45 a night (or the `services` given), named Sam (or `firstName`), made through the API. */
export async function createSitter(
  request: APIRequestContext,
  {
    services = [{ type: 'boarding', priceCents: 4500 }],
    firstName = 'Sam',
    place = { suburb: 'Surry Hills', postcode: '2010', state: 'NSW' },
  }: {
    services?: { type: string; priceCents: number }[];
    firstName?: string;
    place?: { suburb: string; postcode: string; state: string };
  } = {},
) {
  const id = uniqueId();
  const account = { firstName, lastName: `Sitter${id}`, email: `sam.${id}@example.com`, password: PASSWORD };
  await signUp(request, account);
  const profile = await request.post('/api/sitters', {
    data: {
      headline: 'Experienced dog lover in Surry Hills',
      about: 'I work from home and walk the dogs in Moore Park twice a day.',
      experienceYears: 6,
      ...place,
      petsAccepted: { dogSizes: ['small', 'medium', 'large'], cats: true, smallAnimals: false, birds: false },
      maxPets: 2,
      services,
      cancellationPolicy: 'moderate',
      photoUrls: [],
    },
  });
  expect(profile.status()).toBe(201);
  const { id: sitterId } = (await profile.json()) as { id: string };
  await listSitter(request);
  return { ...account, sitterId };
}

/** The e2e server's general admin (ADMIN_EMAILS in scripts/e2e-env.mjs): lists the journeys' sitters. */
export const E2E_ADMIN = { firstName: 'Ada', lastName: 'Admin', email: 'admin@e2e.pawpal.test', password: PASSWORD };

let adminApi: Promise<APIRequestContext> | undefined;

/** An API context signed in as E2E_ADMIN (signed up by the first spec that needs it, signed in afterwards); one per worker. */
export function adminRequest(): Promise<APIRequestContext> {
  adminApi ??= (async () => {
    // The e2e server, or the server someone else runs (E2E_BASE_URL: the scale-out script's balancer).
    // The server of this test's project (a worker runs one project's tests): the journeys' or the test clock's.
    const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    await expect(async () => {
      const signedUp = await context.post('/api/auth/signup', { data: E2E_ADMIN });
      if (signedUp.status() === 201) return;
      expect(signedUp.status(), await signedUp.text()).toBe(409);
      const signedIn = await context.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
    }).toPass({ intervals: [1_000, 5_000, 10_000], timeout: 75_000 });
    return context;
  })();
  return adminApi;
}

/** A 1×1 PNG: a photo ID document for the e2e sitters. */
export const ID_DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Review before listing (docs/trust.md): a new sitter is in search and public only once an admin has
 * approved their photo ID and their profile. `request` is the sitter's signed-in context.
 */
export async function listSitter(request: APIRequestContext) {
  const submitted = await request.post('/api/sitters/me/verifications', {
    multipart: { kind: 'id', file: { name: 'licence.png', mimeType: 'image/png', buffer: ID_DOCUMENT_PNG } },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id: verificationId } = (await submitted.json()) as { id: string };
  const { id: sitterId } = (await (await request.get('/api/sitters/me')).json()) as { id: string };
  const admin = await adminRequest();
  const approvedId = await admin.post(`/api/admin/verifications/${verificationId}/approve`, { data: {} });
  expect(approvedId.status(), await approvedId.text()).toBe(200);
  const approved = await admin.post(`/api/admin/sitters/${sitterId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
}

export async function signInAs(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/api/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

/** On the payment page of an accepted booking: pays with the sandbox's 4242 card and waits for the confirmation. */
export async function payWithTestCard(page: Page) {
  await expect(page.getByText('Test mode')).toBeVisible();
  await page.getByLabel(/Card number/).fill(SANDBOX_SUCCESS_CARD);
  await page.getByLabel(/Expiry/).fill('12/34');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByLabel(/Name on card/).fill('Olivia Owner');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  // A ceiling, not a wait: the charge, its provider event and the booking's update come first (10 s was hit once on a busy machine).
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Picks a day ('YYYY-MM-DD') in a DatePicker, as a person does: opens it from its trigger,
 * chooses the year and the month from its lists, clicks the day, and waits for it to close.
 */
export async function pickDate(page: Page, trigger: Locator, iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const dialog = page.getByRole('dialog', { name: 'Choose a date' });
  const name = new Date(year, month - 1, day).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
  // The profile prompt opens 1.5 s after a page loads and takes focus, which closes an open
  // calendar (its locator handler then closes the prompt): open the calendar again and go on. The
  // 10 s per step is a ceiling before that retry, not a wait.
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click({ timeout: 10_000 });
    await dialog.getByRole('combobox', { name: 'Choose the Year' }).selectOption(String(year), { timeout: 10_000 });
    await dialog.getByRole('combobox', { name: 'Choose the Month' }).selectOption(String(month - 1), { timeout: 10_000 });
    await dialog.getByRole('button', { name: new RegExp(`\\b${name}\\b`) }).click({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(dialog).toBeHidden();
}
