/**
 * The admin console on a phone: an admin (ADMIN_EMAILS lists admin-console@e2e.pawpal.test in the e2e server's
 * environment, see playwright.config.ts) signs in and lands on the console, finds a user and suspends them; the user's next request
 * lands signed out, and signing in shows the reason.
 */
import { expect, test } from '@playwright/test';
import { dismissProfilePrompt, PASSWORD, signUp, uniqueId } from './journey-steps';

const ADMIN_EMAIL = 'admin-console@e2e.pawpal.test';

test('an admin suspends a user from a phone: the user is signed out and sign-in shows the reason', async ({ browser }) => {
  // The user, signed in in their own browser.
  const id = uniqueId();
  const suspect = { firstName: 'Sid', lastName: `Suspect${id}`, email: `sid.${id}@example.com`, password: PASSWORD };
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signUp(userPage.request, suspect);
  expect((await userPage.request.get('/api/auth/user')).status()).toBe(200);

  // The admin, on a 390 px wide phone.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adminPage = await adminContext.newPage();
  await signUp(adminPage.request, { firstName: 'Ada', lastName: 'Console', email: ADMIN_EMAIL, password: PASSWORD });
  // Signing in through the form lands an admin on the console, and their menu links to it.
  await adminContext.clearCookies();
  await adminPage.goto('/api/login');
  await adminPage.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await adminPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  await dismissProfilePrompt(adminPage);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Open menu' }).click();
  const menu = adminPage.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
  await adminPage.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  await expect(adminPage.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');

  await adminPage.getByLabel('Name or email').fill(suspect.email);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  await adminPage.getByRole('button', { name: `Open ${suspect.firstName} ${suspect.lastName}` }).click();
  await expect(adminPage.getByRole('heading', { level: 2, name: `${suspect.firstName} ${suspect.lastName}` })).toBeVisible();

  const form = adminPage.getByRole('form', { name: `Suspend ${suspect.firstName} ${suspect.lastName}` });
  await form.getByRole('button', { name: 'Suspend account' }).click();
  await expect(form.getByText('Give a reason for the suspension')).toBeVisible();
  await form.getByRole('textbox', { name: /Reason/ }).fill('Asked owners to pay outside Pawpal');
  // The decision names the community rule the member may appeal against (docs/appeals.md).
  await form.getByRole('combobox', { name: /Community rule/ }).click();
  await adminPage.getByRole('option', { name: 'Bookings and payments through Pawpal' }).click();
  await form.getByRole('button', { name: 'Suspend account' }).click();
  await expect(adminPage.getByRole('button', { name: 'Reinstate account' })).toBeVisible();
  await expect(adminPage.getByText('Suspended until reinstated: Asked owners to pay outside Pawpal')).toBeVisible();
  // Nothing on the phone is wider than the screen.
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The user's next request is signed out; signing in again says why.
  expect((await userPage.request.get('/api/auth/user')).status()).toBe(401);
  await userPage.goto('/api/login');
  await userPage.getByLabel('Email', { exact: true }).fill(suspect.email);
  await userPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await userPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(userPage.getByRole('alert')).toHaveText('Your account is suspended: Asked owners to pay outside Pawpal');

  // The audit log has the suspension.
  await adminPage.getByRole('tab', { name: 'Audit log' }).click();
  const suspension = adminPage
    .getByRole('row')
    .filter({ has: adminPage.getByRole('cell', { name: 'user.suspend' }) })
    .first();
  // The target is named, not shown as an id.
  await expect(suspension.getByRole('cell', { name: `Sid Suspect${id}`, exact: true })).toBeVisible();

  await userContext.close();
  await adminContext.close();
});
