/**
 * Every journey by keyboard alone (WCAG 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.7 Focus Visible,
 * 2.1.2 No Keyboard Trap): no mouse, no `.click()` or `.check()`. A control is reached by
 * pressing Tab until it has focus (`tabTo`), then Enter, Space or the arrows act on it; text
 * goes in with `.fill()` on the focused field. After every step focus must be visible and never
 * on <body> (`expectFocusNotLost`); a modal dialog keeps Tab inside it and gives focus back when
 * it closes. Accounts, pets and the steps of the other party are made through the API, as in
 * the other journeys (journey-steps.ts).
 *
 * The journeys share one server and list their sitters in Surry Hills: this one's result is found
 * by the sitter's id in its link, not by name.
 */
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { adminRequest, createSitter, E2E_ADMIN, ID_DOCUMENT_PNG, PASSWORD, signUp, uniqueId, verifyEmail } from './journey-steps';

/** What has focus, for messages: tag, role, name or text, e.g. `button "Maybe Later"`. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '<body>';
    const role = active.getAttribute('role') ?? active.tagName.toLowerCase();
    const name =
      active.getAttribute('aria-label') ??
      (active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`)?.textContent : null) ??
      active.textContent ??
      '';
    return `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

/** Presses Tab (or `key`) until `target` has focus; fails listing everything that had focus on the way. */
async function tabTo(page: Page, target: Locator, { max = 40, key = 'Tab' }: { max?: number; key?: string } = {}) {
  await target.waitFor({ state: 'attached' });
  const visited: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (presses === max) break;
    await page.keyboard.press(key);
    visited.push(await describeFocus(page));
  }
  throw new Error(`${key} ×${max} never reached ${target.toString()}; focus went to:\n  ${visited.join('\n  ')}`);
}

/** Focus is on an element (not <body>) that shows a focus indicator: an outline or a ring (box-shadow) under :focus-visible. */
async function expectFocusNotLost(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body || !active.isConnected) return 'focus is on <body>';
          if (!active.matches(':focus-visible')) return `${active.outerHTML.slice(0, 120)} is not :focus-visible`;
          const style = getComputedStyle(active);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          // A ring is a box-shadow with no offset or blur and a spread (Tailwind's ring-2); a card
          // whose whole surface is the link draws it on the card (:has(a:focus-visible)), a few
          // levels up.
          const hasRing = (element: Element) => /(^|,\s*)([a-z]+\([^)]*\)\s+)?0px 0px 0px [1-9]/.test(getComputedStyle(element).boxShadow);
          let ringed = false;
          for (
            let element: Element | null = active, level = 0;
            element && level <= 5 && !ringed;
            element = element.parentElement, level += 1
          )
            ringed = hasRing(element);
          return outline || ringed ? 'visible focus' : `${active.outerHTML.slice(0, 120)} has no outline or ring`;
        }),
      { message: 'focus is visible and not on <body>' },
    )
    .toBe('visible focus');
}

/** Tab and Shift+Tab stay inside a modal dialog: `stops` presses each way (at least one lap of its controls) never leave it. */
async function expectFocusTrapped(page: Page, dialog: Locator, stops = 6) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops; press += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} left the dialog for ${await describeFocus(page)}`).toBe(true);
      await expectFocusNotLost(page);
    }
  }
}

/** Picks a range in an open "Choose dates" calendar by keyboard: the first free day is focused; arrows move, Enter picks. */
async function pickRangeByKeyboard(page: Page, { startIn, nights }: { startIn: number; nights: number }) {
  const calendar = page.getByRole('dialog', { name: 'Choose dates' });
  await expect(calendar).toBeVisible();
  const focusedDay = calendar.locator('button[data-slot="calendar-day"]:focus');
  await expect(focusedDay).toBeFocused();
  for (let day = 0; day < startIn; day += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (let day = 0; day < nights; day += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
}

/** The prompt opens 1.5 s after sign-in for an account without a phone: kept shut for the journeys that are not about it. */
async function skipProfilePrompt(context: { addInitScript: Page['addInitScript'] }) {
  await context.addInitScript(() => sessionStorage.setItem('profile-prompt-dismissed', '1'));
}

async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  await skipProfilePrompt(context);
  const signedIn = await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return context;
}

async function addDog(request: APIRequestContext) {
  const rex = await request.post('/api/pets', { data: { name: 'Rex', species: 'dog', weightKg: 18 } });
  expect(rex.status(), await rex.text()).toBe(201);
}

test('a visitor searches, opens a sitter, signs up, requests a booking and pays, by keyboard alone', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A ceiling, not a wait: two sign-ups, a listing and a payment took 40 s on a quiet machine and
  // 80 s on a busy one.
  test.setTimeout(120_000);
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi, { firstName: 'Keila' });
  const sitterName = `${sitter.firstName} ${sitter.lastName.charAt(0)}.`;

  // Search by suburb: type, arrow to the suggestion, Enter.
  await page.goto('/browse-services');
  const suburb = page.getByRole('combobox', { name: 'Suburb or postcode' });
  await tabTo(page, suburb);
  await expectFocusNotLost(page);
  await suburb.fill('Surry Hi');
  await expect(page.getByRole('option', { name: 'Surry Hills NSW 2010' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/suburb=Surry\+Hills&state=NSW&postcode=2010/);
  await expectFocusNotLost(page);

  // And dates: the calendar opens from its button, takes arrows and Enter, and gives focus back.
  const dates = page.getByRole('button', { name: /^Dates/ });
  await tabTo(page, dates);
  await page.keyboard.press('Enter');
  await pickRangeByKeyboard(page, { startIn: 3, nights: 2 });
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(dates).toBeFocused();
  await expectFocusNotLost(page);
  // Escape closes it too, and focus goes back to the button.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Choose dates' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Choose dates' })).toBeHidden();
  await expect(dates).toBeFocused();

  // Opens the sitter: the result card's link (the map's price marker links to the same page).
  await tabTo(page, page.locator(`a[data-slot="sitter-card-link"][href^="/sitter/${sitter.sitterId}"]`), { max: 80 });
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  const profileHeading = page.getByRole('heading', { level: 1, name: sitterName });
  await expect(profileHeading).toBeFocused();
  await expectFocusNotLost(page);
  await tabTo(page, page.getByRole('link', { name: `Book ${sitter.firstName}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Book ${sitterName}` })).toBeFocused();

  // Signed out, the form's button goes to sign in, and from there to sign up; both come back here.
  await tabTo(page, page.getByRole('button', { name: 'Sign in to request' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/login\?/);
  await tabTo(page, page.getByRole('link', { name: 'Create an account' }));
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/mode=signup/);
  const id = uniqueId();
  const email = `olivia.${id}@example.com`;
  for (const [label, value] of [
    ['First name', 'Olivia'],
    ['Last name', `Owner${id}`],
    ['Email', email],
    ['Password', PASSWORD],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    await tabTo(page, field);
    await expectFocusNotLost(page);
    await field.fill(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/booking/${sitter.sitterId}`));
  // The verification link from the outbox, and a dog to bring (the pets page is not this journey).
  await verifyEmail(page.request, email);
  await addDog(page.request);
  await page.reload();

  // The profile prompt opens by itself: focus is in it and stays there, and closing it gives focus
  // back to the page (Maybe Later: Escape would let it open again after the next page load).
  const prompt = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(prompt).toBeVisible();
  const later = prompt.getByRole('button', { name: 'Maybe Later' });
  await expect(later).toBeFocused();
  await expectFocusTrapped(page, prompt);
  await tabTo(page, later, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expectFocusNotLost(page);

  // Sent with what is missing: the summary at the top takes focus, and its links lead to the fields.
  const send = page.getByRole('button', { name: 'Send booking request' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert', { name: 'There is a problem with your request' });
  await expect(summary).toBeFocused();
  await expectFocusNotLost(page);
  await tabTo(page, summary.getByRole('link', { name: 'Choose a service.' }));
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  const boarding = page.getByRole('radio', { name: /Boarding/ });
  await expect(boarding).toBeFocused();
  await page.keyboard.press('Space');
  await expect(boarding).toBeChecked();
  await expectFocusNotLost(page);
  const rex = page.getByRole('checkbox', { name: 'Rex' });
  await tabTo(page, rex);
  await page.keyboard.press('Space');
  await expect(rex).toBeChecked();
  await expectFocusNotLost(page);
  // The search's dates came along.
  await expect(page.getByRole('table', { name: 'Your quote' }).getByText('2 nights × $45.00')).toBeVisible();
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking\?id=[0-9a-f-]+$/);
  const bookingId = new URL(page.url()).searchParams.get('id')!;
  await expectFocusNotLost(page);

  // The sitter accepts (their journey is the next test); the owner pays with the test card.
  const accepted = await sitterApi.post(`/api/bookings/${bookingId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await sitterApi.dispose();
  await page.reload();
  const payNow = page.getByRole('link', { name: 'Pay now' });
  await tabTo(page, payNow);
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Test mode')).toBeVisible();
  for (const [label, value] of [
    [/Card number/, '4242 4242 4242 4242'],
    [/Expiry/, '12/34'],
    [/CVC/, '123'],
    [/Name on card/, 'Olivia Owner'],
  ] as const) {
    const field = page.getByLabel(label);
    await tabTo(page, field);
    await expectFocusNotLost(page);
    await field.fill(value);
  }
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  // A ceiling, not a wait (as in payWithTestCard): the charge and its provider event come first.
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 30_000 });
  await expectFocusNotLost(page);
});

test('a sitter accepts a request on /bookings and replies in the chat, by keyboard alone', async ({ browser, playwright, baseURL }) => {
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await createSitter(sitterApi, { firstName: 'Keila' });
  await sitterApi.dispose();
  const ownerApi = await playwright.request.newContext({ baseURL });
  const id = uniqueId();
  await signUp(ownerApi, { firstName: 'Olivia', lastName: `Owner${id}`, email: `olivia.${id}@example.com`, password: PASSWORD });
  await addDog(ownerApi);
  const pets = (await (await ownerApi.get('/api/pets')).json()) as { id: string }[];
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const requested = await ownerApi.post('/api/bookings', {
    data: { sitterId: sitter.sitterId, service: 'boarding', startDate: day(5), endDate: day(7), petIds: pets.map((pet) => pet.id) },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const channel = await ownerApi.post('/api/chat/channels', { data: { sitterId: sitter.sitterId } });
  expect(channel.status(), await channel.text()).toBeLessThan(300);
  const { id: channelId } = (await channel.json()) as { id: string };
  const asked = await ownerApi.post(`/api/chat/messages/${channelId}`, { data: { body: 'Is Rex OK with your cat?' } });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  await ownerApi.dispose();

  const context = await signedInContext(browser, sitter.email);
  const page = await context.newPage();
  await page.goto('/bookings');
  const accept = page.getByRole('button', { name: /^Accept: Boarding for Olivia/ });
  await tabTo(page, accept, { max: 60 });
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  await expect(accept).toHaveCount(0);
  await expectFocusNotLost(page);

  // Messages from the main navigation, then the conversation, then the reply with Enter.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ }), { key: 'Shift+Tab', max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused();
  await expectFocusNotLost(page);
  await tabTo(page, page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Olivia/ }));
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Is Rex OK with your cat?');
  const composer = page.getByRole('textbox', { name: 'Message' });
  await tabTo(page, composer);
  await expectFocusNotLost(page);
  await composer.fill('Yes, she ignores dogs.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Yes, she ignores dogs.');
  await expect(composer).toBeFocused();
  await expectFocusNotLost(page);
  await context.close();
});

test('an admin approves one verification document and rejects another, by keyboard alone', async ({ browser, playwright, baseURL }) => {
  // The e2e admin exists once signed in through the API (the first spec to need it signs it up).
  await adminRequest();
  const id = uniqueId();
  const lastName = `Keys${id}`;
  for (const firstName of ['Vera', 'Wynn']) {
    const sitterApi = await playwright.request.newContext({ baseURL });
    await signUp(sitterApi, { firstName, lastName, email: `${firstName.toLowerCase()}.${id}@example.com`, password: PASSWORD });
    const registered = await sitterApi.post('/api/sitters', {
      data: {
        headline: 'Cat sitter in Surry Hills',
        about: 'Quiet flat, two cats of my own, home all day.',
        experienceYears: 4,
        suburb: 'Surry Hills',
        postcode: '2010',
        state: 'NSW',
        petsAccepted: { dogSizes: [], cats: true, smallAnimals: false, birds: false },
        maxPets: 1,
        services: [{ type: 'boarding', priceCents: 4000 }],
        cancellationPolicy: 'moderate',
        photoUrls: [],
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const uploaded = await sitterApi.post('/api/sitters/me/verifications', {
      multipart: { kind: 'id', file: { name: 'licence.png', mimeType: 'image/png', buffer: ID_DOCUMENT_PNG } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await sitterApi.dispose();
  }

  const context = await signedInContext(browser, E2E_ADMIN.email);
  const page = await context.newPage();
  await page.goto('/admin');
  // Tabs are one Tab stop (the chosen tab); the arrows move between them and choose.
  await tabTo(page, page.getByRole('tab', { selected: true }), { max: 60 });
  await expectFocusNotLost(page);
  const verifications = page.getByRole('tab', { name: /Verifications/ });
  await tabTo(page, verifications, { key: 'ArrowRight', max: 12 });
  await expectFocusNotLost(page);
  await expect(verifications).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Photo ID · Vera ${lastName}` }) });
  const approve = card.getByRole('button', { name: 'Approve' });
  await tabTo(page, approve, { max: 60 });
  await expectFocusNotLost(page);
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);
  await expectFocusNotLost(page);

  // Reject… opens its form with focus in the reason; the rule is a select opened with Enter.
  const other = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Photo ID · Wynn ${lastName}` }) });
  await tabTo(page, other.getByRole('button', { name: 'Reject…' }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(other.getByLabel(/Reason/)).toBeFocused();
  await page.keyboard.type('The photo is too blurred to read');
  const rule = other.getByRole('combobox', { name: /Community rule/ });
  await tabTo(page, rule, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rule).toBeFocused();
  await expect(rule).not.toHaveText(/Choose/);
  await tabTo(page, other.getByRole('button', { name: 'Reject', exact: true }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(other).toHaveCount(0);
  await expectFocusNotLost(page);
  await context.close();
});
