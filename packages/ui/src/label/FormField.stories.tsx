import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { Checkbox } from '../checkbox';
import { Input } from '../input';
import { RadioGroup, RadioGroupItem } from '../radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select';
import { Label } from './Label';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-formfield',
  component: FormField,
  args: {
    label: 'Pet name',
    description: 'As it appears on the vet records.',
    error: undefined,
    required: false,
    layout: 'vertical',
    children: <Input placeholder="e.g. Biscuit" />,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    error: { control: 'text' },
    children: { control: false },
  },
  render: (args) => <FormField {...args} className="pp:max-w-sm" />,
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const input = screen.getByRole('textbox', { name: 'Pet name' });
    await expect(input).toHaveAccessibleDescription('As it appears on the vet records.');
    await expect(input).not.toBeInvalid();
  },
};

export const WithError: Story = {
  args: { error: 'Enter your pet’s name.', required: true },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const input = screen.getByRole('textbox', { name: /pet name/i });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('As it appears on the vet records. Enter your pet’s name.');
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Service',
    description: undefined,
    error: 'Choose a service.',
    children: (control) => (
      <Select>
        <SelectTrigger {...control}>
          <SelectValue placeholder="Choose a service" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="walking">Dog walking</SelectItem>
          <SelectItem value="boarding">Boarding</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const trigger = screen.getByRole('combobox', { name: 'Service' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a service.');
  },
};

export const CheckboxField: Story = {
  args: {
    label: 'Accept the terms of service',
    description: 'You can cancel up to 48 hours before the booking.',
    layout: 'horizontal',
    children: <Checkbox />,
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const checkbox = screen.getByRole('checkbox', { name: 'Accept the terms of service' });
    await userEvent.click(screen.getByText('Accept the terms of service'));
    await expect(checkbox).toBeChecked();
  },
};

export const GroupField: Story = {
  args: {
    label: 'Pet size',
    group: true,
    description: undefined,
    children: (
      <RadioGroup defaultValue="small">
        {[
          ['small', 'Small'],
          ['medium', 'Medium'],
          ['large', 'Large'],
        ].map(([value, text]) => (
          <div key={value} className="pp:flex pp:items-center pp:gap-2">
            <RadioGroupItem value={value!} id={`group-field-${value}`} />
            <Label htmlFor={`group-field-${value}`}>{text}</Label>
          </div>
        ))}
      </RadioGroup>
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('radiogroup', { name: 'Pet size' })).toBeVisible();
    await expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <>
          <MatrixRow label="vertical">
            <FormField label={`Name (${theme})`} description="Description" className="pp:w-56">
              <Input defaultValue="Biscuit" />
            </FormField>
            <FormField label={`Invalid (${theme})`} error="Error message" required className="pp:w-56">
              <Input defaultValue="" />
            </FormField>
          </MatrixRow>
          <MatrixRow label="horizontal">
            <FormField label={`Subscribe (${theme})`} description="Description" layout="horizontal" className="pp:w-56">
              <Checkbox defaultChecked />
            </FormField>
            <FormField label={`Terms (${theme})`} error="Required" layout="horizontal" className="pp:w-56">
              <Checkbox />
            </FormField>
          </MatrixRow>
        </>
      )}
    </ThemeMatrix>
  ),
};
