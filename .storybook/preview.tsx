import type { Preview } from '@storybook/react-vite';
import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { GuidanceBlock } from '../packages/ui/src/docs/guidance';
import { DESKTOP_MODE } from '../packages/ui/src/docs/modes';
import '../packages/ui/src/styles.css';
// The opt-in page reset and defaults, as a Pawpal page has them (stories look like the app).
import '../packages/ui/src/base.css';

/** Autodocs' page with the component's design guidance (packages/ui/src/docs/guidance.tsx) after its description. */
function DocsPage() {
  const meta = useOf('meta');
  const title = meta.type === 'meta' ? meta.preparedMeta.title : '';
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <GuidanceBlock title={title} />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

const preview: Preview = {
  // A docs page per component (Autodocs): its JSDoc, a props table with descriptions and
  // defaults, and every story with its code.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: { page: DocsPage },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail the test-runner on any axe violation.
    a11y: { test: 'error' },
    chromatic: {
      // One desktop snapshot: the Matrix stories already show light and dark side by side (the
      // light pane pinned with `.light`), so a dark mode would snapshot the same pixels again.
      // Stories whose layout changes at phone width use PHONE_MODES (docs/modes.ts).
      modes: { desktop: DESKTOP_MODE },
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
