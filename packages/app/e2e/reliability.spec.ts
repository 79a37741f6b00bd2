/**
 * Reliability records (docs/reliability.md): a signed-in visitor reads a sitter's record on their
 * page — a new sitter's figures say "New on Pawpal" — and follows the link to the published
 * formulas at /reliability; a signed-out visitor is asked to sign in for the record but reads the
 * formulas all the same. Every wait is on a condition.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, createSitter, dismissProfilePrompt, signUp, uniqueId } from './journey-steps';

test('a visitor sees a sitter’s reliability record and the formula page', async ({ browser, request }) => {
  const sam = await createSitter(request);

  const visitorContext = await browser.newContext();
  const id = uniqueId();
  const visitor = { firstName: 'Vera', lastName: `Visitor${id}`, email: `vera.${id}@example.com`, password: PASSWORD };
  await signUp(visitorContext.request, visitor);
  const page = await visitorContext.newPage();
  await page.goto(`/sitter/${sam.sitterId}`);
  await dismissProfilePrompt(page);
  const record = page.getByRole('region', { name: 'Reliability' });
  await expect(record).toBeVisible();
  await expect(record.getByText('Requests answered within 24 h')).toBeVisible();
  await expect(record.getByText('Stays completed')).toBeVisible();
  // A new sitter has too few events for any figure.
  await expect(record.getByText('New on Pawpal')).toHaveCount(7);

  await record.getByRole('link', { name: 'How reliability is counted' }).click();
  await expect(page).toHaveURL(/\/reliability$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How reliability is counted' })).toBeVisible();
  const rules = page.getByRole('list', { name: 'The tier’s rules' });
  await expect(rules.getByRole('listitem')).toHaveText([
    'At least 5 completed stays',
    'At least 95 % of the last 25 requests answered within 24 h',
    "No cancellation within 5 days of a stay's start",
    'No missed visit that was not excused',
    'A rating of at least 4.8',
  ]);
  await visitorContext.close();

  // Signed out: the record asks to sign in; the formulas are public.
  const anonymous = await browser.newContext();
  const signedOut = await anonymous.newPage();
  await signedOut.goto(`/sitter/${sam.sitterId}`);
  await expect(signedOut.getByRole('region', { name: 'Reliability' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signedOut.goto('/reliability');
  await expect(signedOut.getByRole('heading', { level: 1, name: 'How reliability is counted' })).toBeVisible();
  await anonymous.close();
});
