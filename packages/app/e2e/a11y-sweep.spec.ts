/**
 * Every route of the route table (the contract's ROUTES), for a visitor and for each role, in one
 * visit each: no horizontal scrolling at 320 px wide nor at 640 px (a 1280 px window at 200 %
 * zoom), and axe finds nothing in the light theme or the dark one (the theme class toggled on
 * <html>, no reload). One browser context per role, signed in once (docs/accessibility.md).
 */
import { PUBLIC_ROUTES, ROUTES, appealPaths } from '@pawpal/contract';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { E2E_ADMIN, PASSWORD, createSitter, signUp, uniqueId } from './journey-steps';

/** WCAG 1.4.10 Reflow: 320 CSS px wide; a 1280 px window at 200 % zoom is 640 CSS px. */
const WIDTHS = [320, 640] as const;
const HEIGHT = 400;
/** Placeholder ids for the routes with a parameter: each then shows its not-found or error state, which must reflow too. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function concrete(pattern: string, ids: Record<string, string> = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    if (ids[name]) return `/${ids[name]}`;
    return optional ? '' : `/${UNKNOWN_ID}`;
  });
}

const SITTER_ONLY = [
  ROUTES.sitterDashboard,
  ROUTES.sitterProfileEdit,
  ROUTES.sitterServicesEdit,
  ROUTES.availabilityManagement,
  ROUTES.payoutSettings,
  ROUTES.taxReport,
  ROUTES.careToday,
  ROUTES.standby,
];
const SIGNED_IN = [...Object.values(ROUTES), appealPaths.decisions].filter(
  (route) => !(PUBLIC_ROUTES as readonly string[]).includes(route) && route !== ROUTES.root,
);
const VISITOR = [ROUTES.root, ...PUBLIC_ROUTES, ROUTES.resetPassword, appealPaths.communityRules, appealPaths.suspensionAppeal];

interface Finding {
  path: string;
  problem: string;
}

/** Widths at which the page scrolls sideways, with the widest element that sticks out. */
async function reflowProblems(page: Page, path: string): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      let culprit = '';
      let widest = root.clientWidth;
      for (const element of document.querySelectorAll('body *')) {
        const right = element.getBoundingClientRect().right;
        if (right > widest + 1) {
          widest = right;
          culprit = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 80)}`;
        }
      }
      return `${root.scrollWidth} px wide (${culprit})`;
    });
    if (overflow) found.push({ path, problem: `scrolls sideways at ${width} px: ${overflow}` });
  }
  return found;
}

async function axeProblems(page: Page, path: string): Promise<Finding[]> {
  const found: Finding[] = [];
  await injectAxe(page);
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    const violations = await getViolations(page);
    for (const violation of violations) {
      found.push({
        path,
        problem: `axe ${dark ? 'dark' : 'light'}: ${violation.id} on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      });
    }
  }
  return found;
}

/** Visits each path once and collects every reflow and axe problem, so one run lists them all. */
async function sweep(context: BrowserContext, paths: string[]): Promise<Finding[]> {
  // The profile prompt (a modal, for an account without a phone) stays closed: it has its own tests.
  await context.addInitScript(() => sessionStorage.setItem('profile-prompt-dismissed', '1'));
  const page = await context.newPage();
  const found: Finding[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    // The page has arrived once its lazy screen replaced the loading view.
    await expect(page.locator('main h1').first(), `${path} shows its heading`).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    found.push(...(await reflowProblems(page, path)), ...(await axeProblems(page, path)));
  }
  await page.close();
  return found;
}

test.describe('every route at 320 px, at 200 % zoom and through axe', () => {
  test('signed out', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    expect(
      await sweep(
        context,
        VISITOR.map((route) => concrete(route)),
      ),
    ).toEqual([]);
    await context.close();
  });

  test('signed in as an owner with pets, as a sitter and as an admin', async ({ browser }) => {
    test.setTimeout(240_000);
    const owner = await browser.newContext();
    const id = uniqueId();
    await signUp(owner.request, { firstName: 'Reflow', lastName: `Owner${id}`, email: `reflow.${id}@example.com`, password: PASSWORD });
    for (const name of ['Biscuit the very long-named Labrador', 'Mittens']) {
      const pet = await owner.request.post('/api/pets', { data: { name, species: 'dog', weightKg: 18 } });
      expect(pet.status()).toBe(201);
    }
    const petId = ((await (await owner.request.get('/api/pets')).json()) as { id: string }[])[0]!.id;

    const sitter = await browser.newContext();
    await createSitter(sitter.request, { firstName: 'Reflowsam' });

    const admin = await browser.newContext();
    const signedIn = await admin.request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    if (signedIn.status() !== 200) await signUp(admin.request, E2E_ADMIN);

    const found = [
      ...(await sweep(
        owner,
        SIGNED_IN.map((route) => concrete(route, { petId })),
      )),
      ...(await sweep(
        sitter,
        SITTER_ONLY.map((route) => concrete(route)),
      )),
      ...(await sweep(admin, [ROUTES.admin])),
    ];
    expect(found).toEqual([]);
    await Promise.all([owner, sitter, admin].map((context) => context.close()));
  });
});
