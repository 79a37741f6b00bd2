import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { expectStateRows, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, type MatrixTheme } from '../docs/ThemeMatrix';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport, type ToastVariant } from './Toast';
import { Toaster } from './Toaster';
import { resetToasts, toast } from './toast-store';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS } from '../constants';

const REGION = 'Notifications (F8)';
const TOAST_VARIANTS: readonly ToastVariant[] = ['default', 'destructive'];
/**
 * The toasts' region appears once the lazily loaded Toaster has loaded, which on a cold load
 * (nothing cached, a busy machine) can take longer than Testing Library's 1 s default: wait for
 * the region itself, with a ceiling well above any load time.
 */
const findRegion = async () => within(await within(document.body).findByRole('region', { name: REGION }, { timeout: 15_000 }));
/** Stories that act on a toast after it shows keep it up for the whole test. */
const HELD = { duration: 60_000 };

interface DemoProps {
  /** `toast({ title })`: the outcome, in the past tense, at most ~40 characters. */
  title: string;
  /** `toast({ description })`: one sentence of detail. */
  description?: string;
  /** `toast({ variant })`: `'default'` confirms, `'destructive'` reports a failed action. */
  variant?: ToastVariant;
  /**
   * `toast({ duration })`: display time in ms; the Toaster's default is 5000 ms. The timer
   * pauses while the toast is hovered or focused.
   */
  duration?: number;
  /** Called by the toast's "Undo" action, when `withAction` is set. */
  onAction: () => void;
  /** `toast({ action: <ToastAction altText="…">Undo</ToastAction> })`: one optional action. */
  withAction?: boolean;
}

/** A button that shows a toast with the story's args (the options of `toast()`), and the Toaster that renders it. */
function ToastDemo({ title, description, variant, duration, onAction, withAction }: DemoProps) {
  return (
    <>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title,
            description,
            variant,
            duration,
            action: withAction ? (
              <ToastAction altText="Undo from the Bookings page" onClick={onAction}>
                Undo
              </ToastAction>
            ) : undefined,
          })
        }
      >
        Show toast
      </Button>
      <Toaster />
    </>
  );
}

// The props table's tab is named after the component; without a name the production build
// shows its minified one.
ToastDemo.displayName = 'toast()';

const meta = {
  title: 'Feedback/Toast',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-toast',
  component: ToastDemo,
  // The real parts' props tables on the docs page (the demo above only wires them together).
  subcomponents: { Toaster, Toast, ToastTitle, ToastDescription, ToastAction, ToastClose } as Record<string, ComponentType<unknown>>,
  // The docs page shows the real component's notes (the meta's component is a demo).
  parameters: {
    docs: {
      description: {
        component: [
          'Show a toast from anywhere with `toast({ title, description?, variant?, action?, duration? })`; it returns `{ id, dismiss, update }`. Mount one `<Toaster />` near the app root: it renders nothing (and loads no toast code) until the first toast.',
          '',
          `- **Duration:** ${TOAST_DURATION_MS} ms unless \`duration\` says otherwise; the timer pauses while the toast is hovered or focused.`,
          '- **One at a time:** a new toast replaces the one shown (no queue).',
          `- **Swipe:** swipe right to dismiss; more than ${SWIPE_THRESHOLD_PX} px dismisses, ${SWIPE_THRESHOLD_PX} px or less snaps back.`,
          '- **Keyboard:** F8 moves focus to the toasts; each has a close button; Escape dismisses the focused one.',
          '- **Screen readers:** toasts are announced politely (a `status` region) without taking focus.',
        ].join('\n'),
      },
    },
  },
  args: {
    title: 'Booking confirmed',
    description: 'Olivia will look after Biscuit from 15 January.',
    variant: 'default',
    onAction: fn(),
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: TOAST_VARIANTS,
      table: { type: { summary: TOAST_VARIANTS.map((v) => `'${v}'`).join(' | ') }, defaultValue: { summary: "'default'" } },
    },
    duration: { control: 'number', table: { type: { summary: 'number' }, defaultValue: { summary: String(TOAST_DURATION_MS) } } },
    withAction: { control: 'boolean', table: { defaultValue: { summary: 'false' } } },
  },
  beforeEach: () => {
    resetToasts();
    return () => resetToasts();
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await findRegion();
    await expect(await region.findByText('Booking confirmed')).toBeVisible();
    await expect(region.getByText('Olivia will look after Biscuit from 15 January.')).toBeVisible();
  },
};

/** Showing a toast while another is up replaces it (TOAST_LIMIT = 1). */
export const NewToastReplacesOld: Story = {
  args: HELD,
  render: (args) => (
    <>
      <Button variant="outline" onClick={() => toast({ title: 'First toast', duration: args.duration })}>
        Show first
      </Button>
      <Button variant="outline" className="pp:ml-2" onClick={() => toast({ title: 'Second toast', duration: args.duration })}>
        Show second
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Show first' }));
    const region = await findRegion();
    await expect(await region.findByText('First toast')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show second' }));
    await expect(await region.findByText('Second toast')).toBeVisible();
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(1));
    await expect(region.queryByText('First toast')).not.toBeInTheDocument();
  },
};

/** Drags the toast right by `dx` px with real pointer events: down, moves in steps, up. */
function swipeRight(element: HTMLElement, dx: number) {
  const rect = element.getBoundingClientRect();
  const x = Math.round(rect.left + 24);
  const y = Math.round(rect.top + rect.height / 2);
  const base = { bubbles: true, cancelable: true, composed: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, clientY: y };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...base, button: 0, buttons: 1, clientX: x }));
  const steps = 5;
  for (let step = 1; step <= steps; step += 1) {
    element.dispatchEvent(
      new PointerEvent('pointermove', { ...base, button: -1, buttons: 1, clientX: x + Math.round((dx * step) / steps) }),
    );
  }
  element.dispatchEvent(new PointerEvent('pointerup', { ...base, button: 0, buttons: 0, clientX: x + dx }));
}

export const SwipeRightToDismiss: Story = {
  args: { ...HELD, title: 'Swipe me away' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await findRegion();
    await region.findByText('Swipe me away');
    const item = () => region.getByRole('listitem');

    // The spec's threshold is 50 px, written out here so a changed constant fails this story.
    // 49 px: not far enough, the toast snaps back.
    swipeRight(item(), 49);
    await waitFor(() => expect(item()).toHaveAttribute('data-swipe', 'cancel'));
    await expect(item()).toHaveAttribute('data-state', 'open');
    // Exactly the threshold (50 px) is still not enough: Radix needs strictly more.
    swipeRight(item(), 50);
    await waitFor(() => expect(item()).toHaveAttribute('data-swipe', 'cancel'));
    await expect(region.getByText('Swipe me away')).toBeVisible();

    // 51 px: dismissed.
    swipeRight(item(), 51);
    await waitFor(() => expect(region.queryByText('Swipe me away')).not.toBeInTheDocument());
  },
};

export const F8FocusesTheToasts: Story = {
  args: HELD,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show toast' });
    await userEvent.click(trigger);
    const regionElement = await within(document.body).findByRole('region', { name: REGION }, { timeout: 15_000 });
    await within(regionElement).findByText('Booking confirmed');
    await expect(regionElement.contains(document.activeElement)).toBe(false);
    // Radix matches the hotkey on KeyboardEvent.code; `[F8]` presses the key by its code.
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(regionElement.contains(document.activeElement)).toBe(true));
    // Tab reaches the toast's own controls.
    await userEvent.tab();
    await expect(regionElement.contains(document.activeElement)).toBe(true);
  },
};

export const WithAction: Story = {
  args: { ...HELD, title: 'Booking cancelled', description: 'You can undo this for a few seconds.', withAction: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await findRegion();
    await userEvent.click(await region.findByRole('button', { name: 'Undo' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(region.queryByText('Booking cancelled')).not.toBeInTheDocument());
  },
};

export const Destructive: Story = {
  args: { ...HELD, title: 'Payment failed', description: '402: Payment Required', variant: 'destructive' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await findRegion();
    await expect(await region.findByText('Payment failed')).toBeVisible();
    await expect(region.getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  },
};

export const CloseButton: Story = {
  args: HELD,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await findRegion();
    await userEvent.click(await region.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(region.queryByText('Booking confirmed')).not.toBeInTheDocument());
  },
};

export const ClosesByItself: Story = {
  args: { duration: 300, title: 'Saved' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await findRegion();
    await expect(await region.findByText('Saved')).toBeVisible();
    await waitFor(() => expect(region.queryByText('Saved')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

function StaticToasts({ theme }: { theme: MatrixTheme }) {
  // Each half has its own provider and viewport (labelled apart), laid out in place.
  return (
    <ToastProvider duration={Infinity}>
      <Toast open>
        <div className="pp:grid pp:gap-1">
          <ToastTitle>Booking confirmed</ToastTitle>
          <ToastDescription>Olivia will look after Biscuit from 15 January.</ToastDescription>
        </div>
        <ToastClose />
      </Toast>
      <Toast open>
        <div className="pp:grid pp:gap-1">
          <ToastTitle>Booking cancelled</ToastTitle>
        </div>
        <ToastAction altText="Undo from the Bookings page">Undo</ToastAction>
        <ToastClose />
      </Toast>
      <Toast open variant="destructive">
        <div className="pp:grid pp:gap-1">
          <ToastTitle>Payment failed</ToastTitle>
          <ToastDescription>402: Payment Required</ToastDescription>
        </div>
        <ToastAction altText="Retry the payment from Payments">Retry</ToastAction>
        <ToastClose />
      </Toast>
      <ToastViewport
        label={`${theme} theme notifications ({hotkey})`}
        hotkey={[]}
        className="pp:static pp:max-h-none pp:p-0 pp:sm:flex-col pp:md:max-w-[420px]"
      />
    </ToastProvider>
  );
}

/** Default, with action and destructive toasts in light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: () => <ThemeMatrix>{(theme) => <StaticToasts theme={theme} />}</ThemeMatrix>,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findAllByText('Payment failed')).toHaveLength(2);
    await expect(within(screen.getByRole('region', { name: /dark theme notifications/ })).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The action and close buttons' hover, focus-visible, active and disabled looks, one toast per row. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        // Each row has its own provider and viewport (labelled apart), laid out in place.
        <ToastProvider duration={Infinity}>
          <Toast open>
            <div className="pp:grid pp:gap-1">
              <ToastTitle>Booking cancelled</ToastTitle>
            </div>
            <ToastAction altText="Undo from the Bookings page" disabled={state === 'disabled'}>
              Undo
            </ToastAction>
            <ToastClose disabled={state === 'disabled'} />
          </Toast>
          <ToastViewport label={`Notifications ${key} ({hotkey})`} hotkey={[]} className="pp:static pp:max-h-none pp:w-96 pp:p-0" />
        </ToastProvider>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findAllByText('Booking cancelled')).toHaveLength(10);
    await expectStateRows(canvasElement, (row) => within(row).getAllByRole('button'));
  },
};
