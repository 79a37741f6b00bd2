/**
 * A session that ends under an open tab: an owner has /pet-profiles open (its live connection
 * up) when their password is reset through the API, which ends every session. The tab goes to
 * the sign-in page with "Your session ended. Sign in again to continue." and, once signed in
 * again, comes back to /pet-profiles (docs/app-live-and-notifications.md, "A session that ended").
 */
import { expect, test } from '@playwright/test';
import { dismissProfilePrompt, PASSWORD, signUp, uniqueId } from './journey-steps';

const NEW_PASSWORD = 'staple-battery-horse-42';

test('an open tab whose session was ended by a password reset is taken to sign in, and back', async ({ page, request }) => {
  const owner = { firstName: 'Sasha', lastName: `Ended${uniqueId()}`, email: `sasha.${uniqueId()}@example.com`, password: PASSWORD };
  // The page's request context shares the browser's cookies: the tab is signed in.
  await signUp(page.request, owner);

  // Resolves at the live connection's first frame from the server (its answer to the auth),
  // heard from the socket's creation on: the frame may come before the page is checked below.
  const liveReady = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url().includes('/api/ws')) socket.once('framereceived', () => resolve());
    });
  });
  await page.goto('/pet-profiles');
  await dismissProfilePrompt(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My pets' })).toBeVisible();
  // The live connection is up before the session ends.
  await liveReady;

  // Somewhere else (no cookies of the tab): a password reset, which ends every session.
  const asked = await request.post('/api/auth/password-reset', { data: { email: owner.email } });
  expect(asked.status()).toBe(202);
  let token = '';
  await expect(async () => {
    const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(owner.email)}`)).json()) as {
      subject: string;
      links: string[];
    }[];
    const link = outbox.find((message) => message.subject === 'Set a new Pawpal password')?.links[0];
    expect(link).toBeDefined();
    token = new URL(link!).searchParams.get('token') ?? '';
  }).toPass();
  const reset = await request.post('/api/auth/password-reset/confirm', { data: { token, password: NEW_PASSWORD } });
  expect(reset.status(), await reset.text()).toBe(204);

  // The open tab is taken to sign in, told why, with the way back.
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fpet-profiles&sessionEnded=1$/);
  await expect(page.getByRole('status')).toHaveText('Your session ended. Sign in again to continue.');

  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pet-profiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My pets' })).toBeVisible();
});
