/**
 * Review before listing (docs/trust.md), in the browser against the real server: a new
 * sitter registers (through the API) and is not findable — not in search, their page "isn't
 * available" — while their dashboard says what they have to do next (not yet "being reviewed").
 * They upload a photo ID from the dashboard. An admin (admin-listing@, in the e2e server's ADMIN_EMAILS),
 * on a phone-sized screen, approves the document in the Verifications tab and the sitter in the
 * Sitters tab. The sitter then appears in search with the "ID verified" badge and its date.
 *
 * Fremantle WA: no other e2e spec puts sitters there.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ID_DOCUMENT_PNG, PASSWORD, signUp, uniqueId, skipProfilePrompt } from './journey-steps';

/** This spec's admin (ADMIN_EMAILS in scripts/e2e-env.mjs: one address per spec in the shared database). */
const ADMIN = { firstName: 'Lena', lastName: 'Lister', email: 'admin-listing@e2e.pawpal.test', password: PASSWORD };

const SEARCH = '/browse-services?suburb=Fremantle&state=WA&postcode=6160&radius=2';

/** Signs the context in as the e2e admin (signing it up if no spec has yet). */
async function signInAdmin(request: APIRequestContext) {
  await expect(async () => {
    const signedUp = await request.post('/api/auth/signup', { data: ADMIN });
    if (signedUp.status() === 201) return;
    expect(signedUp.status(), await signedUp.text()).toBe(409);
    const signedIn = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  }).toPass({ intervals: [1_000, 5_000, 10_000], timeout: 75_000 });
}

test('a new sitter is hidden until an admin checks their photo ID and approves them, then appears in search with the badge', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = uniqueId();
  const lastName = `Listing${id}`;

  // The sitter registers.
  const sitterContext = await browser.newContext();
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await signUp(sitterContext.request, { firstName: 'Vera', lastName, email: `vera.${id}@example.com`, password: PASSWORD });
    const registered = await sitterContext.request.post('/api/sitters', {
      data: {
        headline: 'Dog walker and cat sitter in Fremantle',
        about: 'Ten years with rescue dogs; a quiet flat near the markets.',
        experienceYears: 10,
        suburb: 'Fremantle',
        postcode: '6160',
        state: 'WA',
        petsAccepted: { dogSizes: ['small', 'medium'], cats: true, smallAnimals: false, birds: false },
        maxPets: 2,
        services: [{ type: 'dog_walking', priceCents: 3000 }],
        cancellationPolicy: 'moderate',
        photoUrls: [],
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { id: sitterId } = (await registered.json()) as { id: string };

    // Not findable yet: not in search, and the public page is not there.
    await page.goto(SEARCH);
    await expect(page.getByText(/^No sitters within 2 km match your search/)).toBeVisible();
    await page.goto(`/sitter/${sitterId}`);
    await expect(page.getByRole('heading', { name: 'This sitter isn’t available' })).toBeVisible();

    // The sitter's dashboard says why, and takes the photo ID.
    const sitterPage = await sitterContext.newPage();
    await skipProfilePrompt(sitterPage);
    await sitterPage.goto('/sitter-dashboard');
    // Until everything is in, the status says what is next, not that a review is under way.
    await expect(
      sitterPage.getByText('Next: upload a photo ID (driver licence or passport). We review your profile once everything below is in.'),
    ).toBeVisible();
    await expect(sitterPage.getByText('Next steps')).toBeVisible();
    await expect(sitterPage.getByText(/being reviewed/i)).toHaveCount(0);
    await expect(sitterPage.getByText('Upload a photo ID (driver licence or passport)', { exact: true })).toBeVisible();
    const idDocument = sitterPage.getByRole('listitem', { name: 'Photo ID' });
    await idDocument.getByLabel('Photo ID document').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: ID_DOCUMENT_PNG });
    await idDocument.getByRole('button', { name: 'Upload photo id' }).click();
    await expect(idDocument.getByText('Waiting to be checked')).toBeVisible();
    await expect(sitterPage.getByText('Your photo ID is waiting to be checked by our team')).toBeVisible();

    // The admin, on a phone, approves the document, then the sitter.
    await signInAdmin(adminContext.request);
    const adminPage = await adminContext.newPage();
    await skipProfilePrompt(adminPage);
    await adminPage.goto('/admin?tab=verifications');
    const documentCard = adminPage
      .getByRole('listitem')
      .filter({ has: adminPage.getByRole('heading', { name: `Photo ID · Vera ${lastName}` }) });
    await expect(documentCard.getByRole('link', { name: /View the document/ })).toHaveAttribute(
      'href',
      /^\/api\/verifications\/[0-9a-f-]+\/document$/,
    );
    await documentCard.getByRole('button', { name: 'Approve' }).click();
    await expect(documentCard).toHaveCount(0);

    await adminPage.goto('/admin');
    const sitterCard = adminPage.getByRole('listitem').filter({ has: adminPage.getByRole('heading', { name: `Vera ${lastName}` }) });
    await sitterCard.getByRole('button', { name: 'Approve and list' }).click();
    await expect(sitterCard).toHaveCount(0);

    // Listed: in search with the badge and its date, and on the public page. The sitter has
    // confirmed their calendar, so "Availability confirmed today" shows under the card.
    expect((await sitterContext.request.post('/api/sitters/me/availability/confirm')).status()).toBe(200);
    await page.goto(SEARCH);
    // exact: the results map's price marker is a link named "Vera L., from $30 / walk".
    const result = page.getByRole('link', { name: 'Vera L.', exact: true });
    await expect(result).toBeVisible();
    const badges = page.getByRole('list', { name: 'Verification' });
    await expect(badges).toContainText(/ID verified · checked \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(page.getByText('Availability confirmed today')).toBeVisible();
    // The badges sit inside the card, above the freshness line under it (not on the card's border).
    const card = (await result.locator('xpath=ancestor::article[1]').boundingBox())!;
    const badgeBox = (await badges.boundingBox())!;
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(card.y + card.height);
    expect(badgeBox.y).toBeGreaterThanOrEqual(card.y);
    await result.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vera L.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Verification' })).toContainText('ID verified');

    await sitterPage.reload();
    await expect(sitterPage.getByText('Listed', { exact: true })).toBeVisible();
  } finally {
    await sitterContext.close();
    await adminContext.close();
  }
});
