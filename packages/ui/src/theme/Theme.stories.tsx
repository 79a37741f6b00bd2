import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectStateRows, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

/** Stories use their own storage key so they never touch a real saved choice. */
const STORY_KEY = 'pawpal-storybook-theme';

function withThemeProvider(Story: () => React.JSX.Element) {
  return (
    <ThemeProvider storageKey={STORY_KEY} defaultTheme="light">
      <Story />
    </ThemeProvider>
  );
}

const meta = {
  title: 'Chrome/ThemeToggle',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-themetoggle',
  component: ThemeToggle,
  decorators: [(Story, { parameters }) => (parameters.withoutThemeProvider ? <Story /> : withThemeProvider(Story))],
  beforeEach: () => {
    const hadDark = document.documentElement.classList.contains('dark');
    window.localStorage.removeItem(STORY_KEY);
    return () => {
      window.localStorage.removeItem(STORY_KEY);
      document.documentElement.classList.toggle('dark', hadDark);
    };
  },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

function ThemeReadout() {
  const { theme } = useTheme();
  return <p className="pp:text-sm pp:text-muted-foreground">Current theme: {theme}</p>;
}

export const Playground: Story = {
  render: (args) => (
    <div className="pp:flex pp:items-center pp:gap-3">
      <ThemeToggle {...args} />
      <ThemeReadout />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(screen.getByText('Current theme: light')).toBeVisible();
  },
};

export const TogglesDarkClassAndSavesChoice: Story = {
  render: Playground.render,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const root = document.documentElement;
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await waitFor(() => expect(root).toHaveClass('dark'));
    await expect(window.localStorage.getItem(STORY_KEY)).toBe('dark');
    await expect(screen.getByText('Current theme: dark')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await waitFor(() => expect(root).not.toHaveClass('dark'));
    await expect(window.localStorage.getItem(STORY_KEY)).toBe('light');
    await expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  },
};

export const KeyboardToggle: Story = {
  render: Playground.render,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('button', { name: 'Switch to light theme' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toHaveFocus();
    await expect(document.documentElement).not.toHaveClass('dark');
  },
};

/** Shows an error's message instead of crashing the story. */
class ErrorBoundary extends React.Component<{ children: React.ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="pp:rounded-md pp:border pp:border-destructive pp:p-4 pp:text-sm pp:text-foreground">
          {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}

function ReadsThemeWithoutProvider() {
  const { theme } = useTheme();
  return <p>{theme}</p>;
}

export const UsedOutsideProvider: Story = {
  // This story deliberately renders without a ThemeProvider.
  parameters: { withoutThemeProvider: true },
  render: () => (
    <ErrorBoundary>
      <ReadsThemeWithoutProvider />
    </ErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('useTheme must be used within a ThemeProvider');
  },
};

function ThemeMatrixRow() {
  return (
    <div className="pp:flex pp:items-center pp:gap-3">
      <ThemeToggle />
      <ThemeToggle variant="outline" />
      <ThemeReadout />
    </div>
  );
}

/** The toggle in both themes (each half has its own provider), for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  // Each half has its own provider, which leaves <html> alone.
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen', withoutThemeProvider: true },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <ThemeProvider storageKey={`${STORY_KEY}-matrix-${theme}`} defaultTheme={theme} applyToDocument={false}>
          <ThemeMatrixRow />
        </ThemeProvider>
      )}
    </ThemeMatrix>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getAllByRole('button', { name: 'Switch to dark theme' })).toHaveLength(2);
    await expect(screen.getAllByRole('button', { name: 'Switch to light theme' })).toHaveLength(2);
  },
};

/** Hover, focus-visible, active and disabled, in both themes (each row has its own provider). */
export const States: Story = {
  tags: ['visual'],
  parameters: { ...STATES_PARAMETERS, withoutThemeProvider: true },
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <ThemeProvider
          storageKey={`${STORY_KEY}-states-${key}`}
          defaultTheme={key.startsWith('dark') ? 'dark' : 'light'}
          applyToDocument={false}
        >
          <ThemeToggle disabled={state === 'disabled'} />
          <ThemeToggle variant="outline" disabled={state === 'disabled'} />
        </ThemeProvider>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectStateRows(canvasElement, (row) => within(row).getAllByRole('button'));
    // Each pane's toggles offer the other theme.
    await expect(within(canvasElement).getAllByRole('button', { name: 'Switch to dark theme' })).toHaveLength(10);
    await expect(within(canvasElement).getAllByRole('button', { name: 'Switch to light theme' })).toHaveLength(10);
  },
};
