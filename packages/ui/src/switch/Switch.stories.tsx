import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { Switch, SWITCH_SIZES } from './Switch';

const meta = {
  title: 'Forms/Switch',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-switch',
  component: Switch,
  args: { onCheckedChange: fn(), disabled: false, size: 'default' },
  argTypes: { size: { control: 'inline-radio', options: SWITCH_SIZES } },
  render: (args) => (
    <FormField label="Notification sounds" layout="horizontal">
      <Switch {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const toggle = screen.getByRole('switch', { name: 'Notification sounds' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardToggle: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const toggle = screen.getByRole('switch', { name: 'Notification sounds' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('switch', { name: 'Notification sounds' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        SWITCH_SIZES.map((size) => (
          <MatrixRow key={size} label={size}>
            <Switch size={size} aria-label={`Off ${size} ${theme}`} />
            <Switch size={size} aria-label={`On ${size} ${theme}`} defaultChecked />
            <Switch size={size} aria-label={`Disabled off ${size} ${theme}`} disabled />
            <Switch size={size} aria-label={`Disabled on ${size} ${theme}`} disabled defaultChecked />
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

/** Hover, focus-visible, active and disabled, light and dark (forced with the pseudo-states addon). */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <>
          <Switch aria-label={`Off ${key}`} disabled={state === 'disabled'} />
          <Switch aria-label={`On ${key}`} defaultChecked disabled={state === 'disabled'} />
        </>
      )}
    />
  ),
};
