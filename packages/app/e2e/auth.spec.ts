/**
 * Sign up, stay signed in, log out, and sign in with a wrong password, against the real server
 * (API + built app on one origin, a fresh embedded database, no demo seed).
 *
 * Contracts this relies on (the screens and routes of the product, docs/app-marketplace.md):
 * - `/` logged out is the landing page: a level-1 heading and "Sign In" / "Sign Up" links.
 * - /api/login is the server's sign-in page; its "Create an account" link goes to
 *   /api/login?mode=signup with fields "First name", "Last name", "Email", "Password" and a
 *   "Create account" button. A wrong password shows an inline error with role alert.
 * - After sign-in the app redirects an owner from / to /home, with a navigation landmark named
 *   "Main" linking Home, My Pets, Find Sitters, Bookings, Messages.
 * - The user menu (button "Open user menu") has "Log out", a link to /api/logout.
 * - Below the desktop breakpoint a button "Open menu" shows the same links.
 * - A new account (no phone) gets the modal "Complete Your Profile" prompt 1.5 s after sign-in;
 *   "Maybe Later" closes it for the browser session (the Complete Your Profile dialog).
 */
import { expect, test, type Page } from '@playwright/test';

const OWNER_LINKS = ['Home', 'My Pets', 'Find Sitters', 'Bookings', 'Messages'];
const PASSWORD = 'correct-horse-battery-9';

let counter = 0;
function newUser() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { firstName: 'Casey', lastName: `Tester${id}`, email: `casey.${id}@example.com`, password: PASSWORD };
}

// A new account has no phone number, so the "Complete Your Profile" prompt (the Complete Your Profile dialog)
// opens 1.5 s after sign-in; "Maybe Later" keeps it closed for the rest of the browser session.
// It is modal (everything else aria-hidden), so each test waits for it and dismisses it once.
async function dismissProfilePrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: /complete your profile/i });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(prompt).toBeHidden();
}

async function signUp(page: Page, user: ReturnType<typeof newUser>) {
  await page.goto('/api/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/api\/login\?mode=signup$/);
  await page.getByLabel('First name', { exact: true }).fill(user.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('signs up, stays signed in across a reload, and logs out to the landing page', async ({ page }) => {
    const user = newUser();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/api\/login(\?.*)?$/);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/api\/login\?mode=signup$/);
    await page.getByLabel('First name', { exact: true }).fill(user.firstName);
    await page.getByLabel('Last name', { exact: true }).fill(user.lastName);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await dismissProfilePrompt(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of OWNER_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    for (const name of OWNER_LINKS) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Open user menu' }).click();
    const logOut = page.getByRole('menuitem', { name: 'Log out' }).or(page.getByRole('link', { name: 'Log out' }));
    await expect(logOut).toHaveAttribute('href', '/api/logout');
    await logOut.click();

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Pets' })).toHaveCount(0);
    const session = await page.request.get('/api/auth/user');
    expect([401, 403]).toContain(session.status());
  });

  test('shows an inline error for a wrong password, then signs in with the right one', async ({ page }) => {
    const user = newUser();
    await signUp(page, user);
    await expect(page).toHaveURL(/\/home$/);
    await dismissProfilePrompt(page);
    await page.goto('/api/logout');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    await page.goto('/api/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();

    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
    await expect(page).toHaveURL(/\/api\/login/);

    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });

  test('the password-reset page a visitor reaches from an email has the site header and footer', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Find a Sitter' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the "Open menu" button shows the owner navigation with the user\'s name and email', async ({ page }) => {
    const user = newUser();
    await signUp(page, user);
    await expect(page).toHaveURL(/\/home$/);
    await dismissProfilePrompt(page);

    await expect(page.getByRole('link', { name: 'My Pets', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of OWNER_LINKS) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText(user.email).first()).toBeVisible();
    await expect(page.getByText(`${user.firstName} ${user.lastName}`).first()).toBeVisible();
  });
});
