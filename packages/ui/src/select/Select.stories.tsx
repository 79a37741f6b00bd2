import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  SELECT_TRIGGER_SIZES,
} from './Select';

const SERVICES = [
  ['walking', 'Dog walking'],
  ['boarding', 'Boarding'],
  ['house-sitting', 'House sitting'],
  ['drop-in', 'Drop-in visits'],
] as const;

const meta = {
  title: 'Forms/Select',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-select',
  component: Select,
  args: { onValueChange: fn(), disabled: false },
  render: (args) => (
    <FormField label="Service" className="pp:max-w-xs">
      {(control) => (
        <Select {...args}>
          <SelectTrigger {...control}>
            <SelectValue placeholder="Choose a service" />
          </SelectTrigger>
          <SelectContent>
            {SERVICES.map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    const trigger = screen.getByRole('combobox', { name: 'Service' });
    await expect(trigger).toHaveTextContent('Choose a service');
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Boarding' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('boarding');
    await expect(trigger).toHaveTextContent('Boarding');
  },
};

export const KeyboardChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    const trigger = screen.getByRole('combobox', { name: 'Service' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('listbox')).toBeVisible();
    await waitFor(() => expect(body.getByRole('option', { name: 'Dog walking' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option', { name: 'House sitting' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('house-sitting');
    await expect(trigger).toHaveTextContent('House sitting');
    await expect(trigger).toHaveFocus();
  },
};

export const WithGroups: Story = {
  render: (args) => (
    <Select {...args} defaultValue="cat">
      <SelectTrigger aria-label="Pet type" className="pp:max-w-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Common</SelectLabel>
          <SelectItem value="dog">Dog</SelectItem>
          <SelectItem value="cat">Cat</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Other</SelectLabel>
          <SelectItem value="bird">Bird</SelectItem>
          <SelectItem value="reptile" disabled>
            Reptile (no sitters yet)
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(screen.getByRole('combobox', { name: 'Pet type' }));
    await expect(await body.findByRole('group', { name: 'Common' })).toBeVisible();
    await expect(body.getByRole('option', { name: 'Cat' })).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByRole('option', { name: /reptile/i })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('combobox', { name: 'Service' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        SELECT_TRIGGER_SIZES.map((size) => (
          <MatrixRow key={size} label={size}>
            <Select>
              <SelectTrigger size={size} aria-label={`Placeholder ${size} ${theme}`} className="pp:w-44">
                <SelectValue placeholder="Choose a service" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="walking">Dog walking</SelectItem>
              </SelectContent>
            </Select>
            <Select defaultValue="walking">
              <SelectTrigger size={size} aria-label={`Chosen ${size} ${theme}`} className="pp:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="walking">Dog walking</SelectItem>
              </SelectContent>
            </Select>
            <Select defaultValue="walking">
              <SelectTrigger size={size} aria-label={`Invalid ${size} ${theme}`} aria-invalid className="pp:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="walking">Dog walking</SelectItem>
              </SelectContent>
            </Select>
            <Select defaultValue="walking" disabled>
              <SelectTrigger size={size} aria-label={`Disabled ${size} ${theme}`} className="pp:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="walking">Dog walking</SelectItem>
              </SelectContent>
            </Select>
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

/** The trigger's hover, focus-visible, active and disabled, forced by the pseudo-states addon. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <Select defaultValue="walking" disabled={state === 'disabled'}>
          <SelectTrigger aria-label={`Service ${key}`} className="pp:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="walking">Dog walking</SelectItem>
          </SelectContent>
        </Select>
      )}
    />
  ),
};
