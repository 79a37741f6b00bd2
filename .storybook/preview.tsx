import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
// The opt-in page reset and defaults, as a Pawpal page has them (stories look like the app).
import '../packages/ui/src/base.css';

const preview: Preview = {
  // A docs page per component (Autodocs): its JSDoc, a props table with descriptions and
  // defaults, and every story with its code.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail the test-runner on any axe violation.
    a11y: { test: 'error' },
    chromatic: {
      // Every snapshot in both themes (the `theme` global below).
      modes: { light: { theme: 'light' }, dark: { theme: 'dark' } },
      // Stories that test behaviour (play functions) run in the test-runner; Chromatic snapshots
      // the visual spec, the Matrix stories, which opt back in.
      disableSnapshot: true,
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      const dark = context.globals.theme === 'dark';
      document.documentElement.classList.toggle('dark', dark);
      return <Story />;
    },
  ],
};
export default preview;
