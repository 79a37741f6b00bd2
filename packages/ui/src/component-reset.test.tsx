/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type * as React from 'react';
import { MobileMenuSheet } from './app-chrome/MobileMenuSheet';
import { OLIVIA, OWNER_MENU_LINKS, SAMPLE_LOGOUT_HREF, VISITOR_LINKS, ownerLinks } from './app-chrome/story-helpers';
import { UserMenu } from './app-chrome/UserMenu';

/*
 * styles.css resets only elements carrying `data-slot` (component-reset.css): an inner element
 * without it keeps the browser's defaults on a page without base.css (a list's bullets, a
 * heading's size and margins, a button's border). Every story is rendered, and every element
 * inside a component is traced to the JSX that created it (React's dev-mode owner stack):
 *  - created in the package's own source: it must carry `data-slot`;
 *  - created by a library inside a component (Radix, react-day-picker): it must carry `data-slot`
 *    when it has classes or the browser styles its tag; bare wrappers (Radix's positioning span)
 *    need none;
 *  - created by the story (the host's children, its router link): the host's own, left alone.
 */

const srcDir = `${import.meta.dirname}/`;
const HOST_FILES = /\.stories\.tsx|\/story-helpers\.tsx|\/docs\/|\.test\.tsx/;
/** Tags the browser's own stylesheet gives margins, padding, borders, bullets, sizes or colours. */
const UA_STYLED = new Set([
  'a',
  'button',
  'input',
  'select',
  'textarea',
  'fieldset',
  'legend',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'ul',
  'ol',
  'li',
  'menu',
  'dl',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'hr',
  'img',
  'figure',
  'blockquote',
  'pre',
]);

type Origin = 'package' | 'library' | 'host';

/** Where the element's JSX was written: the first stack frame outside React. */
function originOf(element: Element): { origin: Origin; site: string } | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  const fiber = key ? (element as unknown as Record<string, { _debugStack?: Error }>)[key] : undefined;
  const frames = (fiber?._debugStack?.stack ?? '').split('\n').slice(1);
  const frame = frames.find((line) => !/node_modules\/(\.pnpm\/)?react(@[^/]*)?\/|react-jsx/.test(line));
  if (!frame) return undefined;
  const site = frame
    .trim()
    .replace(/^at /, '')
    .replace(/\?[^:)]*/, '')
    .replace(srcDir, '');
  if (frame.includes(srcDir) && !HOST_FILES.test(frame)) return { origin: 'package', site };
  if (frame.includes('/node_modules/')) return { origin: 'library', site: site.replace(/.*\/node_modules\//, '') };
  return { origin: 'host', site };
}

/** Elements inside a component that the reset does not reach but should, as "<tag> created at <site>". */
function unreset(): { missing: string[]; traced: number } {
  const missing = new Set<string>();
  let traced = 0;
  for (const element of document.body.querySelectorAll('*')) {
    // An svg and its parts: the reset reaches every svg inside a component.
    if (element.closest('svg')) continue;
    const found = originOf(element);
    if (!found) continue;
    traced += 1;
    const { origin, site } = found;
    if (!element.parentElement?.closest('[data-slot]')) continue;
    if (element.hasAttribute('data-slot') || origin === 'host') continue;
    const tag = element.tagName.toLowerCase();
    if (origin === 'package' || element.hasAttribute('class') || UA_STYLED.has(tag)) missing.add(`<${tag}> created at ${site}`);
  }
  return { missing: [...missing].sort(), traced };
}

const storyFiles = Object.entries(import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true }));

describe('every element a component renders carries data-slot (the reset in styles.css reaches it)', () => {
  beforeEach(() => {
    // Stories that show an error state log it; the output is not what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('finds the stories', () => {
    expect(storyFiles.length).toBeGreaterThan(30);
  });

  it.each(storyFiles.map(([file, stories]) => [file.replace('./', ''), stories] as const))('%s', (_file, stories) => {
    const missing: string[] = [];
    let traced = 0;
    for (const [name, Story] of Object.entries(composeStories(stories as never) as Record<string, React.ComponentType>)) {
      render(<Story />);
      const result = unreset();
      missing.push(...result.missing.map((line) => `${name}: ${line}`));
      traced += result.traced;
      cleanup();
    }
    // The owner stacks are there (React's development build), so the check is not vacuous.
    expect(traced).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  // Open only after a click in the stories: rendered open here.
  it('UserMenu, open', () => {
    render(<UserMenu user={OLIVIA} links={OWNER_MENU_LINKS} logoutHref={SAMPLE_LOGOUT_HREF} defaultOpen />);
    expect(document.querySelector('[data-slot="dropdown-menu-content"]')).not.toBeNull();
    expect(unreset().missing).toEqual([]);
  });

  it('MobileMenu, open (its sheet)', () => {
    const returnFocusTo = { current: null };
    render(
      <MobileMenuSheet
        open
        onOpenChange={() => {}}
        returnFocusTo={returnFocusTo}
        links={[...ownerLinks({ unreadMessages: 5 }), ...VISITOR_LINKS.slice(-1)]}
        user={OLIVIA}
        userMenuLinks={OWNER_MENU_LINKS}
        currentPath="/home"
        logoutHref={SAMPLE_LOGOUT_HREF}
      />,
    );
    expect(document.querySelector('[data-slot="mobile-menu"]')).not.toBeNull();
    expect(unreset().missing).toEqual([]);
  });
});
