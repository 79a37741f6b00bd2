import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { FilePicker } from './FilePicker';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const MAX_BYTES = 10 * 1024 * 1024;

/** A file of a given size without allocating it (a real 12 MB buffer would slow every run). */
function sized(name: string, type: string, size: number): File {
  const file = new File(['%PDF-1.4'], name, { type, lastModified: 0 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const meta = {
  title: 'Forms/FilePicker',
  // Story ids as the other components' (`components-…`), which visual baselines are named by.
  id: 'components-filepicker',
  component: FilePicker,
  args: { onSelect: fn(), accept: ACCEPT, maxBytes: MAX_BYTES, buttonLabel: 'Choose file', disabled: false },
  render: (args) => (
    <FormField label="Photo ID document" className="pp:max-w-md">
      <FilePicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Photo ID document');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', ACCEPT.join(','));
    await expect(input).toHaveAccessibleDescription('JPEG, PNG, WebP or PDF, up to 10 MB No file chosen');
  },
};

export const ShowsTheChosenFile: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const passport = sized('passport.pdf', 'application/pdf', 1.2 * 1024 * 1024);
    await userEvent.upload(screen.getByLabelText('Photo ID document'), passport);
    await expect(args.onSelect).toHaveBeenLastCalledWith(passport);
    await expect(screen.getByText('passport.pdf · PDF · 1.2 MB')).toBeVisible();
    await expect(screen.getByLabelText('Photo ID document')).toHaveAccessibleDescription(/passport\.pdf · PDF · 1\.2 MB/);
  },
};

export const RefusesWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    // A browser's "All files" option (or a drop) hands over anything: `accept` must not filter it first.
    const person = userEvent.setup({ applyAccept: false });
    await person.upload(screen.getByLabelText('Photo ID document'), sized('notes.txt', 'text/plain', 120));
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(screen.getByText('“notes.txt” isn’t a JPEG, PNG, WebP or PDF file.')).toBeVisible();
    await expect(screen.getByLabelText('Photo ID document')).toBeInvalid();
    await expect(screen.getByText('No file chosen')).toBeVisible();
  },
};

export const RefusesTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.upload(screen.getByLabelText('Photo ID document'), sized('scan.pdf', 'application/pdf', MAX_BYTES + 1));
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(screen.getByText('“scan.pdf” is larger than 10 MB: choose a smaller file.')).toBeVisible();
    // A file that fits clears the error.
    const ok = sized('scan-small.pdf', 'application/pdf', 300 * 1024);
    await userEvent.upload(screen.getByLabelText('Photo ID document'), ok);
    await expect(args.onSelect).toHaveBeenLastCalledWith(ok);
    await expect(screen.queryByText(/larger than/)).not.toBeInTheDocument();
    await expect(screen.getByLabelText('Photo ID document')).not.toBeInvalid();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.tab();
    // The visually hidden input takes focus (the visible button shows the ring), so Enter or
    // Space opens the file dialog.
    await expect(screen.getByLabelText('Photo ID document')).toHaveFocus();
    await expect(screen.getByText('Choose file')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Photo ID document')).toBeDisabled();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className="pp:flex pp:flex-col pp:gap-3">
          <FormField label={`Empty (${theme})`} className="pp:w-96">
            <FilePicker accept={ACCEPT} maxBytes={MAX_BYTES} />
          </FormField>
          <FormField label={`Chosen (${theme})`} className="pp:w-96">
            <FilePicker accept={ACCEPT} maxBytes={MAX_BYTES} defaultValue={sized('passport.pdf', 'application/pdf', 1.2 * 1024 * 1024)} />
          </FormField>
          <FormField label={`Invalid (${theme})`} error="We couldn’t upload the document." className="pp:w-96">
            <FilePicker accept={ACCEPT} maxBytes={MAX_BYTES} />
          </FormField>
          <FormField label={`Disabled (${theme})`} className="pp:w-96">
            <FilePicker accept={ACCEPT} maxBytes={MAX_BYTES} disabled />
          </FormField>
        </div>
      )}
    </ThemeMatrix>
  ),
};

/** The choose button's hover, focus-visible, active and disabled, forced by the pseudo-states addon. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <FormField label={`Photo ID ${key}`} className="pp:w-80">
          <FilePicker accept={ACCEPT} maxBytes={MAX_BYTES} disabled={state === 'disabled'} />
        </FormField>
      )}
    />
  ),
};
