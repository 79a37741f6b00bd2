import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Heart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../constants';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-button',
  component: Button,
  args: { children: 'Book a sitter', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: BUTTON_VARIANTS,
      description:
        'What the action is: `default` the main one, `destructive` irreversible, `outline`/`secondary` secondary, `ghost` tertiary, `link` inline.',
      table: { type: { summary: BUTTON_VARIANTS.map((v) => `'${v}'`).join(' | ') }, defaultValue: { summary: "'default'" } },
    },
    size: {
      control: 'select',
      options: BUTTON_SIZES,
      description:
        "`sm` dense areas, `default` everywhere else, `lg` a page's single call to action, `icon` icon-only (needs `aria-label`).",
      table: { type: { summary: BUTTON_SIZES.map((v) => `'${v}'`).join(' | ') }, defaultValue: { summary: "'default'" } },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Book a sitter' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Cancel booking' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancel booking' });
    await expect(button).toHaveAttribute('data-variant', 'destructive');
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Continue <ArrowRight aria-hidden="true" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const IconOnly: Story = {
  args: { size: 'icon', variant: 'outline', 'aria-label': 'Save to favourites', children: <Heart aria-hidden="true" /> },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save to favourites' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#browse-services">Find sitters</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Find sitters' });
    await expect(link).toHaveAttribute('href', '#browse-services');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book a sitter' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function ButtonGrid() {
  return (
    <div className="pp:grid pp:gap-3" data-static>
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} className="pp:flex pp:flex-wrap pp:items-center pp:gap-3">
          {BUTTON_SIZES.map((size) =>
            size === 'icon' ? (
              <Button key={size} variant={variant} size={size} aria-label={`${variant} icon`}>
                <Heart aria-hidden="true" />
              </Button>
            ) : (
              <Button key={size} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ),
          )}
          <Button variant={variant} disabled>
            disabled
          </Button>
          <Button variant={variant} busy>
            busy
          </Button>
        </div>
      ))}
    </div>
  );
}

/** Every variant × size, light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: () => <ThemeMatrix sideBySide="xl">{() => <ButtonGrid />}</ThemeMatrix>,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getAllByRole('button', { name: 'default default' })).toHaveLength(2);
  },
};

/** Hover, focus-visible, active and disabled of every variant, light and dark (forced with the pseudo-states addon). */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state) =>
        BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} size="sm" disabled={state === 'disabled'}>
            {variant}
          </Button>
        ))
      }
    />
  ),
};
