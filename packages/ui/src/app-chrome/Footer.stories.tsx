import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FOOTER_STATEMENT, SUPPORT_EMAIL, SUPPORT_PHONE } from '../constants';
import { Footer } from './Footer';
import { StoryLink, navigate } from './story-helpers';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { linkComponent: StoryLink },
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
    await expect(footer).toHaveTextContent(FOOTER_STATEMENT);
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
    await expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(screen.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', `tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`);
    await userEvent.click(nav.getByRole('link', { name: 'Safety' }));
    await expect(navigate).toHaveBeenCalledWith('/safety');
  },
};

export const CustomSupportContact: Story = {
  args: { supportEmail: 'help@pawpal.test', supportPhone: '02 9999 0000' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: 'help@pawpal.test' })).toHaveAttribute('href', 'mailto:help@pawpal.test');
    await expect(screen.getByRole('link', { name: '02 9999 0000' })).toHaveAttribute('href', 'tel:0299990000');
  },
};

/** Light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  // Two footers on one page: each sits in its own section (so neither is the page's contentinfo),
  // and their identical "Footer" navs are expected here.
  parameters: { visual: true, a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div className="flex flex-col">
      <section aria-label="Footer, light theme">
        <Footer {...args} />
      </section>
      <section aria-label="Footer, dark theme" className="dark">
        <Footer {...args} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const name of ['Footer, light theme', 'Footer, dark theme']) {
      await expect(within(screen.getByRole('region', { name })).getByText('© 2025 Pawpal. All rights reserved.')).toBeVisible();
    }
  },
};
