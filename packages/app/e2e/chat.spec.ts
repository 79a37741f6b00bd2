/**
 * Two people, two browser contexts, one real server (fresh embedded database, no demo seed):
 * an owner messages a sitter and they talk live, without reloads; a booking request reaches the
 * sitter's bell and Bookings badge live too.
 *
 * Contracts this relies on (docs/api-contract.md and docs/app-live-and-notifications.md):
 * - POST /api/auth/signup signs the context in; POST /api/sitters makes the user a sitter whose
 *   public id is their user id; /sitter/{id} has a "Message" button that opens /chat/{channelId}.
 * - /chat lists conversations ("Conversations" list); a conversation has a "Messages" log and a
 *   composer ("Message" text box, "Send").
 * - The nav links read "Messages 1 unread" / "Bookings 1 pending"; the bell "Notifications, N unread".
 * - New accounts have no phone, so the modal "Complete Your Profile" prompt opens 1.5 s after
 *   load; it is dismissed whenever it would block an action.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { listSitter, verifyEmail, skipProfilePrompt } from './journey-steps';

const PASSWORD = 'correct-horse-battery-9';
const DAY_MS = 86_400_000;

let counter = 0;
function uniqueEmail(name: string) {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}

async function signUp(request: APIRequestContext, firstName: string, lastName: string): Promise<{ id: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/api/auth/signup', {
    data: { firstName, lastName, email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  await verifyEmail(request, email);
  return (await response.json()) as { id: string };
}

async function becomeSitter(request: APIRequestContext) {
  const response = await request.post('/api/sitters', {
    data: {
      headline: 'Calm cat and dog sitter in Sandy Bay',
      about: 'Twenty years with animals, a fenced yard and a quiet street.',
      experienceYears: 20,
      suburb: 'Sandy Bay',
      postcode: '7005',
      state: 'TAS',
      petsAccepted: { dogSizes: ['small', 'medium'], cats: true, smallAnimals: false, birds: false },
      maxPets: 2,
      services: [{ type: 'boarding', priceCents: 5500 }],
      cancellationPolicy: 'flexible',
      photoUrls: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  // Listed (docs/trust.md): the owner opens the sitter's public page.
  await listSitter(request);
}

/** Resolves once the page's live connection has been accepted by the server ({ type: 'ready' }). */
function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/ws')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"ready"')) resolve();
      });
    });
  });
}

async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await skipProfilePrompt(page);
  const ready = liveReady(page);
  await page.goto(path);
  await ready;
  return page;
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications, / });
}

function conversationLog(page: Page) {
  return page.getByRole('log', { name: 'Messages' });
}

test('owner and sitter chat live; a booking request reaches the sitter’s bell and badge without a reload', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const sitterContext = await browser.newContext();
  try {
    await signUp(ownerContext.request, 'Olive', 'Owner');
    const sitter = await signUp(sitterContext.request, 'Sam', 'Sitter');
    await becomeSitter(sitterContext.request);

    const sitterPage = await openPage(sitterContext, '/chat');
    await expect(sitterPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(bell(sitterPage)).toHaveAccessibleName('Notifications, 0 unread');
    const sitterNav = sitterPage.getByRole('navigation', { name: 'Main' });

    await test.step('the owner opens a chat from the sitter’s profile and asks', async () => {
      const ownerPage = await openPage(ownerContext, `/sitter/${sitter.id}`);
      await ownerPage.getByRole('button', { name: 'Message' }).click();
      await expect(ownerPage).toHaveURL(/\/chat\/[^/]+$/);
      await expect(ownerPage.getByRole('heading', { level: 2, name: 'Sam S.' })).toBeVisible(); // a sitter's surname is an initial until an accepted booking
      await ownerPage.getByRole('textbox', { name: 'Message' }).fill('Is Saturday OK?');
      await ownerPage.getByRole('button', { name: 'Send' }).click();
      await expect(conversationLog(ownerPage)).toContainText('Is Saturday OK?');

      await test.step('the sitter sees it live: list, Messages badge and bell', async () => {
        const conversations = sitterPage.getByRole('list', { name: 'Conversations' });
        await expect(conversations.getByRole('link', { name: /Olive Owner/ })).toContainText('Is Saturday OK?');
        await expect(sitterNav.getByRole('link', { name: /^Messages 1 unread$/ })).toBeVisible();
        await expect(bell(sitterPage)).toHaveAccessibleName('Notifications, 1 unread');
      });

      await test.step('the sitter opens it and replies; the owner sees the reply live', async () => {
        await sitterPage
          .getByRole('list', { name: 'Conversations' })
          .getByRole('link', { name: /Olive Owner/ })
          .click();
        await expect(conversationLog(sitterPage)).toContainText('Is Saturday OK?');
        // Opening the conversation marks it read: the badge goes.
        await expect(sitterNav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
        await sitterPage.getByRole('textbox', { name: 'Message' }).fill('Yes, Saturday works');
        await sitterPage.getByRole('textbox', { name: 'Message' }).press('Enter');
        await expect(conversationLog(sitterPage)).toContainText('Yes, Saturday works');
        await expect(conversationLog(ownerPage)).toContainText('Yes, Saturday works');
      });
    });

    await test.step('a booking request reaches the sitter’s bell and Bookings badge', async () => {
      const pet = await ownerContext.request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 12 } });
      expect(pet.status(), await pet.text()).toBe(201);
      const { id: petId } = (await pet.json()) as { id: string };
      const date = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
      const booking = await ownerContext.request.post('/api/bookings', {
        data: { sitterId: sitter.id, service: 'boarding', startDate: date(20), endDate: date(22), petIds: [petId] },
      });
      expect(booking.status(), await booking.text()).toBe(201);

      await expect(sitterNav.getByRole('link', { name: /^Bookings 1 pending$/ })).toBeVisible();
      await expect(bell(sitterPage)).toHaveAccessibleName(/Notifications, [12] unread/);
      await bell(sitterPage).click();
      const popover = sitterPage.getByRole('dialog', { name: 'Notifications' });
      await expect(popover.locator('[data-type="booking_created"]')).toHaveCount(1);
    });
  } finally {
    await ownerContext.close();
    await sitterContext.close();
  }
});

test('on a phone, a long conversation opens at its newest message with the composer on screen', async ({ browser }) => {
  const phone = { width: 390, height: 844 };
  const ownerContext = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const sitterContext = await browser.newContext();
  try {
    await signUp(ownerContext.request, 'Petra', 'Phone');
    const sitter = await signUp(sitterContext.request, 'Sid', 'Sitter');
    await becomeSitter(sitterContext.request);
    const opened = await ownerContext.request.post('/api/chat/channels', { data: { sitterId: sitter.id } });
    expect(opened.status(), await opened.text()).toBeLessThan(300);
    const channel = (await opened.json()) as { id: string };
    // A history longer than the screen: twelve notes each way (within each member's 30 a minute).
    for (let note = 1; note <= 12; note += 1) {
      for (const [request, body] of [
        [ownerContext.request, `Owner note ${note}`],
        [sitterContext.request, `Sitter note ${note}`],
      ] as const) {
        const sent = await request.post(`/api/chat/messages/${channel.id}`, { data: { body } });
        expect(sent.status(), await sent.text()).toBe(201);
      }
    }

    const page = await openPage(ownerContext, `/chat/${channel.id}`);
    const composer = page.getByRole('textbox', { name: 'Message' });
    // The bubble's whole text: a substring would also match note 1's row followed by a time
    // such as "2:48 PM" ("Sitter note 12:48 PM") at some hours of the day.
    await expect(conversationLog(page).getByText(/^(Them: )?Sitter note 12$/)).toBeInViewport();
    await expect(composer).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    // Sending keeps both the new message and the composer on screen.
    await composer.fill('On my way with the lead');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(conversationLog(page).getByText('On my way with the lead')).toBeInViewport();
    await expect(composer).toBeInViewport({ ratio: 1 });
    await expect(composer).toHaveValue('');
  } finally {
    await Promise.all([ownerContext.close(), sitterContext.close()]);
  }
});
