/**
 * The search page before its JavaScript has run (docs/architecture.md, server rendering): the
 * filters are a real GET form, server-rendered with their options and the URL's values, that a
 * visitor can use without JavaScript; what is chosen or typed before hydration survives it, and
 * the filter column never leaves the page meanwhile.
 */
import { expect, test } from '@playwright/test';

const SEARCH = '/browse-services?suburb=Surry+Hills&state=NSW&postcode=2010';

test.use({ viewport: { width: 1280, height: 900 } });

test('the filters search without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(SEARCH);
  const form = page.getByRole('search', { name: 'Sitter search' });
  // Every dropdown shows its value (it was blank until the page's JavaScript ran).
  await expect(form.getByLabel('Pet')).toHaveValue('');
  await expect(form.getByLabel('Pet').locator('option:checked')).toHaveText('Any pet');
  await expect(form.getByLabel('Distance').locator('option:checked')).toHaveText('Within 10 km');
  await form.getByLabel('Pet').selectOption({ label: 'Cat' });
  await form.getByLabel('Min price ($)').fill('20');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/browse-services\?location=Surry\+Hills\+NSW\+2010&.*pet=cat&minPrice=20/);
  // The server rendered the new search with the chosen filters.
  await expect(page.getByRole('heading', { level: 2, name: /sitters? near Surry Hills/ })).toBeVisible();
  await expect(form.getByLabel('Pet').locator('option:checked')).toHaveText('Cat');
  await expect(form.getByLabel('Min price ($)')).toHaveValue('20');
  await context.close();
});
