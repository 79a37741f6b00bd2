/**
 * Saved searches in the browser: a signed-out visitor's search near Broome finds no sitter (the
 * e2e server has no demo seed, and no journey lists anyone in WA); "Tell me when a sitter joins
 * near Broome" sends them to sign in and back to the same search, where it saves; the profile's
 * "Saved searches" card lists it and removes it.
 */
import { expect, test } from '@playwright/test';
import { dismissProfilePrompt, PASSWORD, signUp, uniqueId } from './journey-steps';

const BROOME = '/browse-services?suburb=Broome&state=WA&postcode=6725';

test('a member saves a search from an empty result and sees it on their profile', async ({ page, playwright, baseURL }) => {
  const id = uniqueId();
  const email = `saver.${id}@example.com`;
  const api = await playwright.request.newContext({ baseURL });
  await signUp(api, { firstName: 'Sadie', lastName: `Saver${id}`, email, password: PASSWORD });
  await api.dispose();

  // Signed out: the empty result offers the alert as a way to sign in.
  await page.goto(BROOME);
  await expect(page.getByRole('heading', { name: 'No sitters found' })).toBeVisible();
  await page.getByRole('link', { name: 'Tell me when a sitter joins near Broome' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the same search, signed in.
  await expect(page).toHaveURL(new RegExp(`${BROOME.replace(/[?]/g, '\\?')}$`));
  await dismissProfilePrompt(page);
  await page.getByRole('button', { name: 'Tell me when a sitter joins near Broome' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: we’ll email you when a sitter joins near Broome.' })).toBeVisible();

  // Listed on the profile, linking back to the search, and removable there.
  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'Saved searches' });
  await expect(list.getByRole('link', { name: 'Broome, WA 6725 · within 10 km · Any service' })).toHaveAttribute(
    'href',
    '/browse-services?suburb=Broome&state=WA&postcode=6725',
  );
  await page.getByRole('button', { name: 'Remove saved search Broome, WA 6725 · within 10 km · Any service' }).click();
  await expect(page.getByText(/No saved searches yet/)).toBeVisible();
});
