import type * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectStateRows, STATES, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { SitterCard } from './SitterCard';
import { PHONE_MODES } from '../docs/modes';

// A tiny inline photo so the story needs no network.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#99f6e4"/><circle cx="32" cy="26" r="12" fill="#0f766e"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#0f766e"/></svg>',
  );

const meta = {
  title: 'Marketplace/SitterCard',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-sittercard',
  component: SitterCard,
  args: {
    name: 'Olivia Nguyen',
    suburb: 'Surry Hills',
    distanceKm: 2.34,
    headline: 'Vet nurse with a backyard, happy to board dogs of every size.',
    priceCents: 4500,
    rating: 4.8,
    reviewCount: 36,
    verified: true,
    href: '/sitter/olivia',
    photoUrl: null,
  },
  render: (args) => (
    <div className="pp:max-w-md">
      <SitterCard {...args} />
    </div>
  ),
} satisfies Meta<typeof SitterCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('link', { name: 'Olivia Nguyen' })).toHaveAttribute('href', '/sitter/olivia');
    await expect(screen.getByText('Surry Hills', { exact: false })).toHaveTextContent(/^Surry Hills.*2\.3 km$/);
    await expect(screen.getByText('Verified')).toBeVisible();
    await expect(screen.getByRole('img', { name: '4.8 out of 5' })).toBeVisible();
    await expect(screen.getByText('(36 reviews)')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')?.textContent).toBe('from $45 / night');
  },
};

export const InitialsFallback: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toHaveAttribute('data-initials', 'ON');
  },
};

export const WithPhoto: Story = {
  args: { photoUrl: PHOTO },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', PHOTO));
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).not.toBeInTheDocument();
  },
};

export const NewSitter: Story = {
  args: { rating: undefined, reviewCount: undefined, verified: false, distanceKm: undefined, name: 'Sam' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('No reviews yet')).toBeVisible();
    await expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toHaveAttribute('data-initials', 'S');
  },
};

const onNavigate = fn();
function RouterLink({ href, className, children }: { href: string; className?: string; children?: React.ReactNode }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The whole card is clickable: what a pointer hits over the headline is the profile link.
    const box = screen.getByText(/vet nurse/i).getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const link = screen.getByRole('link', { name: 'Olivia Nguyen' });
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/sitter/olivia');
  },
};

export const Matrix: Story = {
  // Its layout changes on a phone: a phone-width baseline too (visual suite and Chromatic).
  tags: ['phone'],
  parameters: { chromatic: { disableSnapshot: false, modes: PHONE_MODES }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className="pp:flex pp:max-w-md pp:flex-col pp:gap-3">
          <SitterCard
            name="Olivia Nguyen"
            aria-label={`Olivia Nguyen (${theme})`}
            suburb="Surry Hills"
            distanceKm={2.34}
            headline="Vet nurse with a backyard, happy to board dogs of every size."
            priceCents={4500}
            rating={4.5}
            reviewCount={36}
            verified
            href="/sitter/olivia"
          />
          <SitterCard
            name="Sam Lee"
            aria-label={`Sam Lee (${theme})`}
            suburb="Newtown"
            headline="Cat person. Drop-in visits twice a day."
            priceCents={2550}
            priceUnit="/ visit"
            href="/sitter/sam"
          />
        </div>
      )}
    </ThemeMatrix>
  ),
};

/** A card is a link, which can't be disabled: no `disabled` row. */
const CARD_STATES = STATES.filter((state) => state !== 'disabled');

/** The card's hover (raised, name underlined), focus-visible (ring round the card) and active looks. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      states={CARD_STATES}
      render={(_state, key) => (
        <SitterCard
          aria-label={`Olivia Nguyen (${key})`}
          className="pp:w-md"
          name="Olivia Nguyen"
          suburb="Surry Hills"
          distanceKm={2.34}
          priceCents={4500}
          rating={4.8}
          reviewCount={36}
          verified
          href="/sitter/olivia"
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectStateRows(canvasElement, (row) => within(row).getAllByRole('link'), CARD_STATES);
    const card = within(canvasElement).getByRole('article', { name: 'Olivia Nguyen (light-default)' });
    await expect(within(card).getByRole('link', { name: 'Olivia Nguyen' })).toHaveAttribute('href', '/sitter/olivia');
  },
};
