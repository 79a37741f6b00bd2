import { act, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import type * as React from 'react';
import { THEME_STORAGE_KEY } from '../constants';
import { ThemeProvider, getInitialTheme, useTheme } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';
import { themeScript } from './theme-script';

function mockSystemDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

const wrapper = ({ children }: { children: React.ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterEach(() => vi.restoreAllMocks());

describe('theme start-up', () => {
  it('starts from the saved choice over the system preference', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    mockSystemDark(true);
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('starts dark from a saved dark choice', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    mockSystemDark(false);
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows the system dark preference when nothing is saved', () => {
    mockSystemDark(true);
    expect(getInitialTheme()).toBe('dark');
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('dark');
  });

  it('is light when nothing is saved and the system prefers light', () => {
    mockSystemDark(false);
    expect(getInitialTheme()).toBe('light');
  });

  it('a browser-only render starts from the saved choice at once, whatever initialTheme says, keeping the class', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    mockSystemDark(false);
    // The page's theme script set the class before React ran.
    document.documentElement.classList.add('dark');
    const seen: string[] = [];
    function Probe() {
      const { theme } = useTheme();
      seen.push(theme);
      return <span data-testid="theme">{theme}</span>;
    }
    render(
      <ThemeProvider initialTheme="light">
        <Probe />
      </ThemeProvider>,
    );
    expect(seen).toEqual(['dark']);
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('ignores a saved value that is not a theme', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    mockSystemDark(true);
    expect(getInitialTheme()).toBe('dark');
  });

  it('uses defaultTheme instead of the system preference when nothing is saved', () => {
    mockSystemDark(true);
    expect(getInitialTheme(THEME_STORAGE_KEY, 'light')).toBe('light');
  });

  it('reads a custom storage key', () => {
    window.localStorage.setItem('my-theme', 'dark');
    mockSystemDark(false);
    expect(getInitialTheme('my-theme')).toBe('dark');
  });
});

describe('toggling', () => {
  it('flips the theme, saves it and sets the dark class', async () => {
    mockSystemDark(false);
    render(<ThemeToggle />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('setTheme saves under a custom key', () => {
    mockSystemDark(false);
    const { result } = renderHook(() => useTheme(), {
      wrapper: ({ children }) => <ThemeProvider storageKey="custom">{children}</ThemeProvider>,
    });
    act(() => result.current.setTheme('dark'));
    expect(window.localStorage.getItem('custom')).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});

describe('useTheme', () => {
  it('throws outside a ThemeProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });
});

/** Runs the no-flash script the way a <script> in <head> would. */
function runScript(source: string) {
  new Function(source)();
}

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

  it('switching to the saved theme after hydration leaves content still waiting to hydrate alone', async () => {
    // Server HTML with a part the browser leaves unhydrated for now (it suspends there, as the
    // app's deferred sections and lazy chunks do).
    let onServer = true;
    const never = new Promise<never>(() => undefined);
    function Deferred() {
      if (!onServer) use(never);
      return <p>Reviews from the server</p>;
    }
    const page = (
      <ThemeProvider>
        <ThemeToggle />
        <Suspense fallback={null}>
          <Deferred />
        </Suspense>
      </ThemeProvider>
    );
    const html = renderToString(page);
    onServer = false;
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    mockSystemDark(false);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverParagraph = container.querySelector('p');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('button')).toHaveAccessibleName('Switch to light theme');
    // Still the server's paragraph: not dropped and re-created because the theme changed.
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
