// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeProvider on the server (no window)', () => {
  it('renders the system default as light, and a fixed defaultTheme or initialTheme as given', () => {
    expect(typeof window).toBe('undefined');
    const render = (props: React.ComponentProps<typeof ThemeProvider>) =>
      renderToString(
        <ThemeProvider {...props}>
          <ThemeToggle />
        </ThemeProvider>,
      );
    expect(render({})).toContain('aria-label="Switch to dark theme"');
    expect(render({ defaultTheme: 'dark' })).toContain('aria-label="Switch to light theme"');
    expect(render({ initialTheme: 'dark' })).toContain('aria-label="Switch to light theme"');
  });
});
