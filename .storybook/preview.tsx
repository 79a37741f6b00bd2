import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';
// The opt-in page reset and defaults, as a Pawpal page has them (stories look like the app).
import '../packages/ui/src/base.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail the test-runner on any axe violation.
    a11y: { test: 'error' },
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
