import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { THEME_STORAGE_KEY } from '../constants';
import { ThemeProvider } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';
import { themeScript } from './theme-script';

function mockSystemDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)', media: query, onchange: null,
        addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

/** Runs the no-flash script the way a <script> in <head> would. */
function runScript(source: string) {
  new Function(source)();
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterEach(() => vi.restoreAllMocks());

describe('themeScript (no-flash script)', () => {
  it('sets the dark class from a saved dark choice, over a light system', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    mockSystemDark(false);
    runScript(themeScript());
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows the system preference when nothing is saved (default "system")', () => {
    mockSystemDark(true);
    runScript(themeScript());
    expect(document.documentElement).toHaveClass('dark');
  });

  it('removes the class for a saved light choice, and uses a fixed defaultTheme and custom key', () => {
    document.documentElement.classList.add('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    mockSystemDark(true);
    runScript(themeScript());
    expect(document.documentElement).not.toHaveClass('dark');

    runScript(themeScript({ storageKey: 'other-key', defaultTheme: 'dark' }));
    expect(document.documentElement).toHaveClass('dark');
  });

  it('never throws when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => runScript(themeScript())).not.toThrow();
  });
});

describe('hydrating server HTML', () => {
  it('a returning dark-mode user: no hydration error, the toggle ends dark, the script class is kept', async () => {
    // The server cannot know the choice: it renders the default (system → light).
    const html = renderToString(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(html).toContain('Switch to dark theme');

    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    mockSystemDark(false);
    runScript(themeScript());
    expect(document.documentElement).toHaveClass('dark');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const classWhileHydrating: boolean[] = [];
    const observer = new MutationObserver(() => classWhileHydrating.push(document.documentElement.classList.contains('dark')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    await act(async () => {
      hydrateRoot(
        container,
        <ThemeProvider>
          <ThemeToggle />
        </ThemeProvider>,
        { onRecoverableError: recoverable },
      );
    });
    observer.disconnect();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toHaveAccessibleName('Switch to light theme');
    expect(document.documentElement).toHaveClass('dark');
    // The class was never taken off on the way (no light flash).
    expect(classWhileHydrating).not.toContain(false);
    container.remove();
  });
});
