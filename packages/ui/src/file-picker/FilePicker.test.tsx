import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../label';
import { FilePicker } from './FilePicker';

const ACCEPT = ['image/jpeg', 'image/png', 'application/pdf'];

function sized(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderPicker(onSelect = vi.fn()) {
  render(
    <FormField label="Photo ID document">
      <FilePicker accept={ACCEPT} maxBytes={10 * 1024 * 1024} onSelect={onSelect} />
    </FormField>,
  );
  return { onSelect, input: screen.getByLabelText('Photo ID document') };
}

describe('FilePicker', () => {
  it('is a file input named by its label, described by the limits, filtering the dialog by accept', () => {
    const { input } = renderPicker();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(input).toHaveAccessibleDescription('JPEG, PNG or PDF, up to 10 MB No file chosen');
  });

  it('shows the chosen file’s name, type and size and passes it on', async () => {
    const { input, onSelect } = renderPicker();
    const passport = sized('passport.pdf', 'application/pdf', 1.2 * 1024 * 1024);
    await userEvent.upload(input, passport);
    expect(onSelect).toHaveBeenLastCalledWith(passport);
    expect(screen.getByText('passport.pdf · PDF · 1.2 MB')).toBeInTheDocument();
    expect(input).not.toBeInvalid();
  });

  it('refuses a wrong type or a file over the limit with a message, without passing it on', async () => {
    const { input, onSelect } = renderPicker();
    // applyAccept off: a browser's "All files" option lets any file through the dialog.
    const person = userEvent.setup({ applyAccept: false });
    await person.upload(input, sized('notes.txt', 'text/plain', 100));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('“notes.txt” isn’t a JPEG, PNG or PDF file.')).toBeInTheDocument();
    expect(input).toBeInvalid();
    await person.upload(input, sized('huge.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('“huge.png” is larger than 10 MB: choose a smaller file.')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    const ok = sized('licence.png', 'image/png', 2048);
    await person.upload(input, ok);
    expect(onSelect).toHaveBeenLastCalledWith(ok);
    expect(screen.queryByText(/larger than/)).not.toBeInTheDocument();
    expect(input).not.toBeInvalid();
  });
});
