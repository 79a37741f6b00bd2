/**
 * Every route of the route table (the contract's ROUTES) for a visitor and for each role, in one
 * page load each: no horizontal scrolling at 320 px wide nor at 640 px (a 1280 px window at 200 %
 * zoom), and axe finds no WCAG 2.0/2.1/2.2 A or AA violation (target size included) in the light
 * theme nor in the dark one (the theme class toggled on <html>, no reload). One browser context per
 * role, signed in once; one test per role, so a failure names its role and lists every problem of
 * that role at once. The results map, which no route shows on its own (it needs results and, at
 * 320 px, the Map view): every pin and map control at least 24 × 24 px, and axe on the page with the
 * map shown. With reduced motion the switch thumb does not slide (the results map's zoom:
 * ResultsMap.test.tsx). See docs/accessibility.md.
 */
import { PUBLIC_ROUTES, ROUTES, appealPaths, apiPaths, paths } from '@pawpal/contract';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { E2E_ADMIN, PASSWORD, adminRequest, createSitter, signUp, uniqueId } from './journey-steps';

/** WCAG 1.4.10 Reflow: 320 CSS px wide; a 1280 px window at 200 % zoom is 640 CSS px. */
const WIDTHS = [320, 640] as const;
const HEIGHT = 640;
/** The rules that matter: WCAG A and AA of 2.0, 2.1 and 2.2 ('wcag22aa' brings target-size, 24 px targets). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** What the theme changes: colours. The dark pass runs only these rules (the others read the same page). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** Pages loaded side by side in one role's context: a page waiting on the server (a retried 404) leaves the CPU to the other. */
const PAGES_AT_ONCE = 2;
/** Placeholder id for the routes with a parameter that would be dear to make real: each shows its not-found state, which must pass too. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Where the results map's sitters live: a suburb no other spec lists sitters in. */
const MAP_PLACE = { suburb: 'Alice Springs', state: 'NT', postcode: '0870' };

/** What a page shows while its data is on the way. */
const LOADING = 'main [data-slot="skeleton"]:not([aria-labelledby="sitter-reviews"] *), main [aria-busy="true"]';

/** A route pattern with its parameters filled: the id given, else the optional ones left out and the others unknown. */
function concrete(pattern: string, ids: Record<string, string> = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    if (ids[name]) return `/${ids[name]}`;
    return optional ? '' : `/${UNKNOWN_ID}`;
  });
}

const SITTER_ONLY: string[] = [
  ROUTES.sitterDashboard,
  ROUTES.sitterProfileEdit,
  ROUTES.sitterServicesEdit,
  ROUTES.availabilityManagement,
  ROUTES.payoutSettings,
  ROUTES.taxReport,
  ROUTES.careToday,
  ROUTES.standby,
];
const ADMIN_ONLY: string[] = [ROUTES.admin];
/** Signed-in routes an owner sees: all but the public ones (the visitor's), the root (a redirect) and the sitters' and admins' own. */
const OWNER = [...Object.values(ROUTES), appealPaths.decisions].filter(
  (route) =>
    !(PUBLIC_ROUTES as readonly string[]).includes(route) &&
    !([ROUTES.root, ROUTES.resetPassword] as string[]).includes(route) &&
    !SITTER_ONLY.includes(route) &&
    !ADMIN_ONLY.includes(route),
);
const VISITOR = [ROUTES.root, ...PUBLIC_ROUTES, ROUTES.resetPassword, appealPaths.communityRules, appealPaths.suspensionAppeal];

/** Elements whose right edge is past the viewport, unless a box that scrolls or clips sideways (inside the viewport) holds them. */
async function reflowProblems(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth + 1;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth} px wide`);
    const held = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body && box !== root; box = box.parentElement) {
        // A data table or a map scrolls or clips in its own box, which reflow allows.
        if (getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    const name = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = String(element.getAttribute('class') ?? '').slice(0, 60);
      return `<${element.tagName.toLowerCase()} class="${classes}">${text ? ` "${text}"` : ''}`;
    };
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= edge || held(element)) continue;
      // Report the outermost element that sticks out, not each of its children.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > edge && !held(parent)) continue;
      found.push(`${name(element)} ends at ${Math.round(box.right)} px`);
    }
    return found;
  });
}

async function axeProblems(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  // Colours transition into the new theme: axe reads them once the transitions have ended.
  await page.evaluate(async (dark) => {
    document.documentElement.classList.toggle('dark', dark);
    await Promise.all(document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished] : [])));
  }, theme === 'dark');
  const runOnly = theme === 'light' ? { type: 'tag' as const, values: AXE_TAGS } : { type: 'rule' as const, values: COLOUR_RULES };
  const violations = await getViolations(page, undefined, { runOnly, resultTypes: ['violations'] });
  return violations.map(
    (violation) =>
      `axe ${theme}: ${violation.id} (${violation.help}) on ${violation.nodes.map((node) => `${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')).join('; ')}`,
  );
}

/** Loads the path once, then checks it at both widths and in both themes; returns every problem found. */
async function check(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(path);
  // The page has arrived once its lazy screen replaced the loading view.
  await expect(page.locator('main h1').first(), `${path} shows its heading`).toBeVisible({ timeout: 30_000 });
  // Not 'networkidle': signed in, the unread count is polled. Its data has come once no skeleton
  // is left; except the reviews of a sitter on a first, server-rendered visit, which stay loading
  // until the tab revalidates (a known fault of that list, outside this sweep).
  await expect(page.locator(LOADING), `${path} finishes loading`).toHaveCount(0, { timeout: 30_000 });
  await injectAxe(page);
  const problems = [
    ...(await reflowProblems(page, WIDTHS[0])).map((problem) => `at ${WIDTHS[0]} px: ${problem}`),
    ...(await axeProblems(page, 'light')),
    ...(await axeProblems(page, 'dark')),
    ...(await reflowProblems(page, WIDTHS[1])).map((problem) => `at ${WIDTHS[1]} px: ${problem}`),
  ];
  return problems.map((problem) => `${path}: ${problem}`);
}

/** Checks every path, PAGES_AT_ONCE at a time in the role's context; returns the problems in the order of `routes`. */
async function sweep(context: BrowserContext, routes: string[]): Promise<string[]> {
  const found: string[][] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PAGES_AT_ONCE, routes.length) }, async () => {
      const page = await context.newPage();
      for (let index = next++; index < routes.length; index = next++) found[index] = await check(page, routes[index]!);
      await page.close();
    }),
  );
  return found.flat();
}

/** A browser context whose profile prompt (a modal for an account without a phone, tested elsewhere) stays closed. */
async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem('profile-prompt-dismissed', '1'));
  return context;
}

test.describe('every route at 320 px, at 200 % zoom and through axe in both themes', () => {
  let sitter: BrowserContext;
  let sitterId: string;
  let sitterEmail: string;

  test.beforeAll(async ({ browser }) => {
    sitter = await newContext(browser);
    ({ sitterId, email: sitterEmail } = await createSitter(sitter.request, { firstName: 'Reflowsam' }));
  });
  test.afterAll(async () => {
    await sitter.close();
  });

  test('signed out', async ({ browser }) => {
    test.setTimeout(120_000);
    const visitor = await newContext(browser);
    expect(
      await sweep(
        visitor,
        VISITOR.map((route) => concrete(route, { sitterId })),
      ),
    ).toEqual([]);
    await visitor.close();
  });

  test('signed in as an owner with pets', async ({ browser }) => {
    test.setTimeout(180_000);
    const owner = await newContext(browser);
    const id = uniqueId();
    await signUp(owner.request, { firstName: 'Reflow', lastName: `Owner${id}`, email: `reflow.${id}@example.com`, password: PASSWORD });
    // A long unbroken name: pet cards must wrap it at 320 px.
    for (const name of ['Biscuit-the-very-long-named-Labrador-Retriever', 'Mittens']) {
      const pet = await owner.request.post(apiPaths.pets(), { data: { name, species: 'dog', weightKg: 18 } });
      expect(pet.status(), await pet.text()).toBe(201);
    }
    const petId = ((await (await owner.request.get(apiPaths.pets())).json()) as { id: string }[])[0]!.id;
    expect(
      await sweep(
        owner,
        OWNER.map((route) => concrete(route, { petId, sitterId })),
      ),
    ).toEqual([]);
    await owner.close();
  });

  test('signed in as a sitter: the sitter-only routes', async () => {
    test.setTimeout(120_000);
    expect(
      await sweep(
        sitter,
        SITTER_ONLY.map((route) => concrete(route)),
      ),
    ).toEqual([]);
  });

  test('signed in as an admin: the admin routes', async ({ browser }) => {
    test.setTimeout(120_000);
    await adminRequest(); // the admin account exists from here on
    const admin = await newContext(browser);
    const signedIn = await admin.request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    expect(await sweep(admin, ADMIN_ONLY)).toEqual([]);
    await admin.close();
  });

  test('the results map: every pin and map control is a 24 px target, and axe passes with the map shown', async ({ browser }) => {
    test.setTimeout(120_000);
    // Two sitters of a suburb no other spec lists sitters in: their pins share its centre and are
    // spread apart (map-tiles.ts), so the map shows exactly these two.
    for (const firstName of ['Mapsweepa', 'Mapsweepb']) {
      const context = await browser.newContext();
      await createSitter(context.request, { firstName, place: MAP_PLACE });
      await context.close();
    }
    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(paths.browseServices(new URLSearchParams(MAP_PLACE).toString()));
    // The page arrives server-rendered: a click before hydration does nothing, so click until it took.
    const mapView = page.getByRole('button', { name: 'Map', exact: true });
    await expect(async () => {
      await mapView.click();
      await expect(mapView).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass();
    const map = page.getByRole('region', { name: 'Map of these sitters' });
    await expect(map.getByRole('link', { name: /^Mapsweep/ })).toHaveCount(2);
    // WCAG 2.5.8: every target in the map (pins, zoom buttons, attribution links) at least 24 × 24 CSS px.
    const small = await map.evaluate((element) =>
      [...element.querySelectorAll('a[href], button, [role="button"], [tabindex]:not([tabindex="-1"])')].flatMap((target) => {
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return [];
        if (box.width >= 24 && box.height >= 24) return [];
        const name = target.getAttribute('aria-label') ?? target.getAttribute('title') ?? target.textContent?.trim() ?? '';
        return [`<${target.tagName.toLowerCase()}> "${name}" is ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`];
      }),
    );
    expect(small, 'targets smaller than 24 × 24 px').toEqual([]);
    await injectAxe(page);
    expect([...(await axeProblems(page, 'light')), ...(await axeProblems(page, 'dark'))]).toEqual([]);
    await visitor.close();
  });

  test('with reduced motion nothing moves beyond opacity', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addInitScript(() => sessionStorage.setItem('profile-prompt-dismissed', '1'));
    const signedIn = await context.request.post('/api/auth/login', { data: { email: sitterEmail, password: PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const page = await context.newPage();
    // The switch thumb slides (a transform) only with motion allowed.
    await page.goto(paths.profile());
    const thumb = page.locator('[data-slot="switch-thumb"]').first();
    await expect(thumb).toBeVisible();
    const moving = await thumb.evaluate((element) => {
      const style = getComputedStyle(element);
      const durations = style.transitionDuration.split(',').map((value) => parseFloat(value));
      return style.transitionProperty
        .split(',')
        .map((property) => property.trim())
        .filter(
          (property, index) =>
            /^(all|transform|translate|scale|rotate|left|right|top|bottom|margin.*|inset.*)$/.test(property) &&
            (durations[index % durations.length] ?? 0) > 0,
        );
    });
    expect(moving, 'the switch thumb has no moving transition').toEqual([]);
    await context.close();
  });
});
