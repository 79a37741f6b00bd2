import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Footer } from './Footer';
import { FOOTER_SAMPLE, StoryLink, navigate } from './story-helpers';
import { PHONE_MODES } from '../docs/modes';

const meta = {
  title: 'Chrome/Footer',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  // Sample content: the app passes its own links, statement, support contact and year.
  args: { ...FOOTER_SAMPLE, linkComponent: StoryLink },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const footer = screen.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Connecting pet owners with trusted, verified pet sitters in their local area.');
    await expect(footer).toHaveTextContent('© 2025 Pawpal');
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    const expected = [
      ['Become a Sitter', '/become-a-sitter'],
      ['Find a Sitter', '/browse-services'],
      ['Referral Program', '/referral-program'],
      ['Help Center', '/help-centre'],
      ['Safety', '/safety'],
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(screen.getByRole('link', { name: 'support@pawpal.com.au' })).toHaveAttribute('href', 'mailto:support@pawpal.com.au');
    await expect(screen.getByRole('link', { name: '1300 729 725' })).toHaveAttribute('href', 'tel:1300729725');
    await userEvent.click(nav.getByRole('link', { name: 'Safety' }));
    await expect(navigate).toHaveBeenCalledWith('/safety');
  },
};

export const CustomContent: Story = {
  args: {
    statement: 'Dog walking across the harbour.',
    links: [{ label: 'About', href: '/about' }],
    supportEmail: 'help@pawpal.test',
    supportPhone: '02 9999 0000',
    year: 2031,
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const footer = screen.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Dog walking across the harbour.');
    await expect(footer).toHaveTextContent('© 2031 Pawpal');
    await expect(within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link')).toHaveLength(1);
    await expect(screen.getByRole('link', { name: 'help@pawpal.test' })).toHaveAttribute('href', 'mailto:help@pawpal.test');
    await expect(screen.getByRole('link', { name: '02 9999 0000' })).toHaveAttribute('href', 'tel:0299990000');
  },
};

/** Light and dark, for visual regression. */
export const Matrix: Story = {
  // Its layout changes on a phone: a phone-width baseline too (visual suite and Chromatic).
  tags: ['visual', 'phone'],
  // Two footers on one page: each sits in its own section (so neither is the page's contentinfo),
  // and their identical "Footer" navs are expected here.
  parameters: {
    chromatic: { disableSnapshot: false, modes: PHONE_MODES },
    visual: true,
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    // The footer paints its own background over the whole pane.
    <ThemeMatrix sideBySide="never" paneLabel={(theme) => `Footer, ${theme} theme`} paneClassName="pp:p-0">
      {() => <Footer {...args} />}
    </ThemeMatrix>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const name of ['Footer, light theme', 'Footer, dark theme']) {
      await expect(within(screen.getByRole('region', { name })).getByText('© 2025 Pawpal. All rights reserved.')).toBeVisible();
    }
  },
};
