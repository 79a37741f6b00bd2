import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectStateRows, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { PhotoPicker } from './PhotoPicker';

// Two tiny solid-colour PNGs, so previews render without a network and look the same every run.
const TEAL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPQvbIfK2IYWhIAns1wAR7FIEEAAAAASUVORK5CYII=';
const INDIGO_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mNITvuIFTEMLQkACc1uga5LOOQAAAAASUVORK5CYII=';

function pngFile(name: string, base64: string): File {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 0 });
}

const meta = {
  title: 'Forms/PhotoPicker',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-photopicker',
  component: PhotoPicker,
  args: { onChange: fn(), maxCount: 4, maxSizeBytes: 5 * 1024 * 1024, disabled: false },
  render: (args) => (
    <FormField label="Photos of your home" className="pp:max-w-md">
      <PhotoPicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof PhotoPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const input = screen.getByLabelText(/photos of your home/i);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(input).toHaveAccessibleDescription(/JPEG, PNG or WebP, up to 5 MB each · 0 of 4 added/);
  },
};

export const PreviewsAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const file = pngFile('a.png', TEAL_PNG);
    await userEvent.upload(screen.getByLabelText(/photos of your home/i), file);
    await expect(args.onChange).toHaveBeenLastCalledWith([file]);
    const preview = await screen.findByRole('img', { name: 'a.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(screen.getByLabelText(/photos of your home/i)).toHaveAccessibleDescription(/1 of 4 added/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    await expect(screen.getByLabelText(/photos of your home/i)).toHaveFocus();
  },
};

export const RejectsWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    // A browser's "All files" option (or a drop) can hand over anything; don't let `accept` filter it first.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText(/photos of your home/i);
    await user.upload(input, new File(['shopping list'], 'notes.txt', { type: 'text/plain' }));
    await expect(await screen.findByText('“notes.txt” isn’t a JPEG, PNG or WebP image.')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/isn’t a JPEG, PNG or WebP image/);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RejectsOversize: Story = {
  args: { maxSizeBytes: 100 },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.upload(
      screen.getByLabelText(/photos of your home/i),
      new File([new Uint8Array(200)], 'big.png', { type: 'image/png' }),
    );
    await expect(await screen.findByText('“big.png” is larger than 100 B.')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MaxCount: Story = {
  args: { maxCount: 2 },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const input = screen.getByLabelText(/photos of your home/i);
    await userEvent.upload(input, [pngFile('1.png', TEAL_PNG), pngFile('2.png', INDIGO_PNG), pngFile('3.png', TEAL_PNG)]);
    await expect(await screen.findByText('You can add up to 2 photos; 1 was left out.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: '1.png' }),
      expect.objectContaining({ name: '2.png' }),
    ]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    await expect(input).toBeDisabled();
  },
};

export const KeyboardAccessible: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.tab();
    await expect(screen.getByLabelText(/photos of your home/i)).toHaveFocus();
  },
};

export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <FormField label={`Home photos ${key}`} className="pp:w-72">
          <PhotoPicker maxCount={4} disabled={state === 'disabled'} />
        </FormField>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    // The file input is the control (the "Add photos" button is its label).
    await expectStateRows(canvasElement, (row) => [...row.querySelectorAll<HTMLElement>('input[type="file"]')]);
    await expect(within(canvasElement).getByLabelText('Home photos light-hover')).toHaveAttribute('type', 'file');
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <>
          <MatrixRow label="empty">
            <PhotoPicker buttonLabel={`Add photos (${theme})`} className="pp:w-80" />
          </MatrixRow>
          <MatrixRow label="with photos">
            <PhotoPicker
              defaultValue={[pngFile('teal.png', TEAL_PNG), pngFile('indigo.png', INDIGO_PNG)]}
              maxCount={2}
              className="pp:w-80"
            />
          </MatrixRow>
          <MatrixRow label="invalid">
            <PhotoPicker aria-invalid className="pp:w-80" />
          </MatrixRow>
          <MatrixRow label="disabled">
            <PhotoPicker disabled className="pp:w-80" />
          </MatrixRow>
        </>
      )}
    </ThemeMatrix>
  ),
};
