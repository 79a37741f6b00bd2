/**
 * The first visit (docs/benchmarks.md, "First visit"): a signed-out visitor's public pages arrive rendered, with their
 * content and share tags in the first HTML (what a search engine or a link preview reads without
 * JavaScript), and the browser hydrates them without a warning. Signed-in visitors keep the app
 * as the spec has it.
 */
import { expect, test, type APIRequestContext, type ConsoleMessage } from '@playwright/test';
import { createSitter } from './journey-steps';

/**
 * A listed sitter of this spec's own: createSitter's, renamed, so the other journeys' searches
 * for their "Sam" in Surry Hills still find exactly one.
 */
async function listedSitter(request: APIRequestContext, firstName: string) {
  const sitter = await createSitter(request);
  const renamed = await request.patch('/api/profile', { data: { firstName } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  return { ...sitter, firstName };
}

/**
 * Console errors and warnings: React logs hydration mismatches there, and Chromium CSP refusals.
 * The signed-out visitor's 401 from GET /api/auth/user is the browser logging an answer, not a problem.
 */
function hydrationProblems(messages: ConsoleMessage[]): string[] {
  return messages
    .filter((message) => message.type() === 'error' || message.type() === 'warning')
    .map((message) => message.text())
    .filter((text) => !text.includes('status of 401 (Unauthorized)'));
}

test('a sitter page is complete in its first HTML and hydrates without a warning', async ({ page, playwright, baseURL }) => {
  const sitterApi = await playwright.request.newContext({ baseURL });
  const sitter = await listedSitter(sitterApi, 'Marigold');
  await sitterApi.dispose();
  const name = `Marigold ${sitter.lastName.charAt(0)}.`;

  // Without JavaScript: what a crawler or a link preview gets.
  const anonymous = await playwright.request.newContext({ baseURL });
  const response = await anonymous.get(`/sitter/${sitter.sitterId}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${name}, pet sitter in Surry Hills NSW | Pawpal</title>`);
  expect(html).toContain(`<meta property="og:title" content="${name}, pet sitter in Surry Hills NSW" />`);
  expect(html).toContain('<meta property="og:image"');
  expect(html).toContain('"@type":"Service"');
  expect(html).toContain(`>${name}</h1>`);
  expect(html).toContain('Experienced dog lover in Surry Hills');
  await anonymous.dispose();

  // In the browser: the same page hydrates quietly and works.
  const messages: ConsoleMessage[] = [];
  page.on('console', (message) => messages.push(message));
  await page.goto(`/sitter/${sitter.sitterId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The calendar loads once its section nears the viewport, which only a hydrated page notices:
  // it proves the app took over.
  await page.getByRole('heading', { level: 2, name: 'Availability' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('Choose your dates on the calendar to book them.')).toBeVisible();
  expect(hydrationProblems(messages)).toEqual([]);
});

test('the landing, become-a-sitter and search pages arrive rendered and hydrate without a warning', async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const pages: [string, RegExp][] = [
    ['/', /<h1[^>]*>Trusted pet sitters in your neighbourhood<\/h1>/],
    ['/become-a-sitter', /<h1[^>]*>Become a Pawpal sitter<\/h1>/],
    ['/browse-services?suburb=Surry%20Hills&state=NSW&postcode=2010', /<h1[^>]*>Find a sitter<\/h1>/],
    ['/help-centre', /<h1[^>]*>Help centre<\/h1>/],
  ];
  for (const [path, heading] of pages) {
    const response = await anonymous.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(heading);
    expect(html, path).toContain('<link rel="canonical"');

    const messages: ConsoleMessage[] = [];
    const listener = (message: ConsoleMessage) => messages.push(message);
    page.on('console', listener);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: a client-side navigation works without a new document.
    await page.waitForLoadState('networkidle');
    page.off('console', listener);
    expect(hydrationProblems(messages), path).toEqual([]);
  }
  await anonymous.dispose();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a server-rendered sitter page does not shift while the app takes over (CLS under 0.1)', async ({ page, playwright, baseURL }) => {
    const sitterApi = await playwright.request.newContext({ baseURL });
    const sitter = await listedSitter(sitterApi, 'Juniper');
    await sitterApi.dispose();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/sitter/${sitter.sitterId}`);
    // Hydrated, scrolled to the calendar (it loads there, into the room kept for it) and it is in.
    await page.getByRole('heading', { level: 2, name: 'Availability' }).scrollIntoViewIfNeeded();
    await expect(page.getByText('Choose your dates on the calendar to book them.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.1);
  });
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the server-rendered page is kept while the app takes over in the saved or system dark theme', async ({ page }) => {
    // The page's own HTML nodes, taken once parsing ends and before the app's scripts run: if
    // React dropped the server HTML (an urgent theme switch reaching a page still hydrating), the
    // heading would be a new node and the old one gone.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { __serverHeading: Element | null }).__serverHeading = document.querySelector('h1');
      });
    });
    for (const path of ['/', '/become-a-sitter']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      // Hydrated: the theme toggle offers the light theme.
      await expect(page.getByRole('button', { name: /light theme/i })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __serverHeading: Element | null }).__serverHeading?.isConnected), path).toBe(
        true,
      );
    }
  });
});
