/**
 * Care during a stay, on the test clock (PAWPAL_TEST_CLOCK=1, set by scripts/e2e-server.mjs): a
 * two-day drop-in booking is paid and the owner says where the care happens; on a 390×844 phone
 * the sitter checks in with the browser's position (measured from there), ticks the care plan's
 * tasks, adds a photo and checks out, and the owner's open booking page shows it without a
 * reload. The second visit is never checked in: moved past twice
 * the grace, the owner is alerted, a missed-visit incident opens and an admin acknowledges it
 * from the console. Every wait is on a condition, never a sleep.
 *
 * Moving the server's clock is for good, so this spec runs after the journeys (the test-clock
 * project, playwright.config.ts).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  E2E_ADMIN,
  ID_DOCUMENT_PNG,
  PASSWORD,
  adminRequest,
  createSitter,
  payWithTestCard,
  signUp,
  uniqueId,
  skipProfilePrompt,
} from './journey-steps';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const PHONE = { width: 390, height: 844 };
/** Surry Hills, where the sitter's and the owner's suburbs are. */
const SURRY_HILLS = { latitude: -33.8846, longitude: 151.2115 };

interface VisitRow {
  id: string;
  dueAt: string;
  status: string;
}

async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/dev/clock');
  expect(response.status(), 'the e2e server runs with PAWPAL_TEST_CLOCK=1').toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** Moves the server's clock to `instant`; the sweeps due by then have run when it answers. */
async function advanceTo(request: APIRequestContext, instant: number): Promise<void> {
  const ms = instant - (await serverNow(request));
  expect(ms, 'the clock only moves forward').toBeGreaterThan(0);
  const response = await request.post('/api/dev/clock/advance', { data: { ms } });
  expect(response.status(), await response.text()).toBe(200);
}

async function visitsOf(request: APIRequestContext, bookingId: string): Promise<VisitRow[]> {
  const response = await request.get(`/api/bookings/${bookingId}/visits`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as VisitRow[];
}

test('a drop-in stay on a phone, seen live by the owner; a missed visit alerts, opens an incident and an admin acknowledges it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi, { services: [{ type: 'drop_in', priceCents: 3000 }] });

  // The owner, their dog and its care plan (breakfast within the visit's half hour).
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await skipProfilePrompt(owner);
  const id = uniqueId();
  await signUp(owner.request, { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.${id}@example.com`, password: PASSWORD });
  const pet = await owner.request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } });
  expect(pet.status()).toBe(201);
  const petId = ((await pet.json()) as { id: string }).id;
  const plan = await owner.request.put(`/api/pets/${petId}/care-plan`, {
    data: {
      feeding: [{ time: '08:10', food: 'Dry food', amount: '1 cup' }],
      vet: { clinic: 'Surry Hills Vet', phone: '02 9000 1234' },
      vetSpendLimitCents: 30000,
    },
  });
  expect(plan.status(), await plan.text()).toBe(200);

  // Two morning drop-ins, two and three days from the server's now; accepted, then paid in the browser.
  const now = await serverNow(owner.request);
  const day = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);
  const requested = await owner.request.post('/api/bookings', {
    data: {
      sitterId: sitter.sitterId,
      service: 'drop_in',
      startDate: day(2),
      endDate: day(3),
      startTime: '08:00',
      endTime: '08:30',
      petIds: [petId],
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const bookingId = ((await requested.json()) as { id: string }).id;
  expect((await sitterApi.post(`/api/bookings/${bookingId}/accept`)).status()).toBe(200);
  await owner.goto(`/payment/${bookingId}`);
  await payWithTestCard(owner);

  // The schedule is made when the payment is confirmed.
  await expect.poll(async () => (await visitsOf(owner.request, bookingId)).length, { timeout: 30_000 }).toBe(2);
  const [first, second] = await visitsOf(owner.request, bookingId);

  // Ten minutes before the first visit: check-in is open (from 30 minutes before).
  await advanceTo(owner.request, Date.parse(first!.dueAt) - 10 * MINUTE_MS);

  // The owner keeps the booking open on their screen, having said where the care happens.
  await owner.goto(`/booking?id=${bookingId}`);
  const where = owner.getByRole('form', { name: 'Where the care happens' });
  await where.getByRole('combobox', { name: /^Suburb/ }).fill('Surry Hills');
  await owner.getByRole('option', { name: /Surry Hills NSW 2010/ }).click();
  await where.getByLabel('Street address').fill('12 Crown St');
  await where.getByRole('button', { name: 'Save where the care happens' }).click();
  await expect(owner.getByText('12 Crown St, Surry Hills NSW 2010')).toBeVisible();
  const ownerVisits = owner.getByRole('region', { name: 'Visits' });
  const firstOnOwner = ownerVisits.getByRole('article').first();
  await expect(firstOnOwner).toContainText('Due now');

  // The sitter, on a phone that shares its position.
  const phoneContext = await browser.newContext({ viewport: PHONE, permissions: ['geolocation'], geolocation: SURRY_HILLS });
  const phone = await phoneContext.newPage();
  await skipProfilePrompt(phone);
  const signedIn = await phone.request.post('/api/auth/login', { data: { email: sitter.email, password: PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await phone.goto('/today');
  await expect(phone.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const card = phone.getByRole('article', { name: /^Drop-in visit/ }).first();
  await expect(phone.getByRole('group', { name: 'Care notes for Rex' })).toContainText('Pre-approved vet spend: $300.00.');
  await card.getByRole('button', { name: 'Check in' }).click();

  const tasks = card.getByRole('group', { name: 'Tasks' });
  await expect(tasks).toBeVisible();
  for (const task of await tasks.getByRole('checkbox').all()) await task.click();
  await card.getByLabel('Take a photo').setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: ID_DOCUMENT_PNG });
  await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await card.getByLabel('Note for the owner').fill('Rex ate everything.');
  await card.getByRole('button', { name: 'Check out' }).click();
  await expect(card.getByText(/^Done: in at/)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The owner's page shows it without a reload (the live care_update).
  await expect(firstOnOwner).toContainText('Done');
  await expect(firstOnOwner).toContainText('“Rex ate everything.”');
  // Measured from the suburb's centre, never the position itself; the phone was in Surry Hills.
  await expect(firstOnOwner).toContainText(/ m from the care location/);
  await expect(firstOnOwner).not.toContainText('Checked in far away');
  await expect(owner.getByRole('list', { name: 'Timeline' })).toContainText('Rex');

  // The second visit is never checked in. Past twice the grace (60 minutes) it is missed: the owner's
  // page shows it live, with the incident Pawpal opened.
  await advanceTo(owner.request, Date.parse(second!.dueAt) + 61 * MINUTE_MS);
  await expect(ownerVisits.getByRole('article').nth(1)).toContainText('Missed');
  const incidentLink = owner.getByRole('region', { name: 'Incidents' }).getByRole('link', { name: /Missed visit/ });
  await expect(incidentLink).toBeVisible();
  const incidentHref = await incidentLink.getAttribute('href');

  // The owner's alert, on their home page.
  await owner.goto('/home');
  await expect(owner.getByRole('region', { name: /From Pawpal/ })).toContainText(/missed/i);

  // An admin acknowledges it from the console's queue.
  await adminRequest();
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await skipProfilePrompt(admin);
  const adminIn = await admin.request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(adminIn.status(), await adminIn.text()).toBe(200);
  await admin.goto('/admin?tab=incidents');
  const queued = admin.getByRole('article').filter({ has: admin.locator(`a[href="${incidentHref}"]`) });
  await expect(queued).toContainText('Missed visit');
  await queued.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(queued).toHaveCount(0);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Both sides read when Pawpal answered.
  await owner.goto(incidentHref!);
  await expect(owner.getByText(/A person at Pawpal answered at/)).toBeVisible();

  await Promise.all([ownerContext.close(), phoneContext.close(), adminContext.close(), sitterApi.dispose()]);
});
