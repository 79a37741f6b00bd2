import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { TOOLTIP_DELAY_MS } from '../constants';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './Tooltip';

interface DemoProps {
  text: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  contentClassName?: string;
}

function TooltipDemo({ text, side = 'top', open, contentClassName }: DemoProps) {
  return (
    <Tooltip open={open}>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Save sitter">
          <Heart aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side={side} className={contentClassName}>
        {text}
      </TooltipContent>
    </Tooltip>
  );
}

const meta = {
  title: 'Actions/Tooltip',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-tooltip',
  component: TooltipDemo,
  // The real parts' props tables on the docs page (the demo above only wires them together).
  subcomponents: { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider } as Record<string, ComponentType<unknown>>,
  args: { text: 'Save this sitter to your favourites', side: 'top' },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "A short hint on hover or keyboard focus (Radix Tooltip root). Works on its own; inside a TooltipProvider it shares that provider's timing. Screen readers get the content as the trigger's description (`aria-describedby`) while it is open; Escape closes it.\n\nKeyboard: shows on focus of the trigger, Escape hides it.",
      },
    },
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div className="pp:p-12">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof TooltipDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Save sitter' }));
    const tooltip = await within(document.body).findByRole('tooltip', {}, { timeout: TOOLTIP_DELAY_MS + 2000 });
    await expect(tooltip).toHaveTextContent('Save this sitter to your favourites');
  },
};

export const HoverWaitsForTheDelay: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save sitter' });
    const body = within(document.body);
    const start = performance.now();
    await userEvent.hover(button);
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await body.findByRole('tooltip', {}, { timeout: TOOLTIP_DELAY_MS + 2000 });
    await expect(performance.now() - start).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS - 50);
    // The trigger is described by the tooltip for screen readers.
    await expect(button).toHaveAccessibleDescription('Save this sitter to your favourites');
    // Leaving the trigger and moving the pointer away (outside the grace area towards the bubble) closes it.
    await userEvent.unhover(button);
    await userEvent.hover(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save sitter' });
    const body = within(document.body);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Focus opens it at once, without the hover delay.
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Save this sitter to your favourites');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Open tooltips in light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: (args) => (
    <ThemeMatrix paneClassName="pp:flex pp:justify-center pp:p-16">
      {/* Portaled to <body>: the bubble carries the dark class itself. */}
      {(theme) => <TooltipDemo {...args} open side="bottom" contentClassName={theme} />}
    </ThemeMatrix>
  ),
  play: async () => {
    await waitFor(() => expect(within(document.body).getAllByRole('tooltip')).toHaveLength(2));
  },
};
