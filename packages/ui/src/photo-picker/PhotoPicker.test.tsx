import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoPicker } from './PhotoPicker';

describe('PhotoPicker', () => {
  const created: string[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    let n = 0;
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:preview-${(n += 1)}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      revoked.push(url);
    });
  });

  it('previews an image and revokes its object URL when it is removed', async () => {
    const onChange = vi.fn();
    render(<PhotoPicker onChange={onChange} />);
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Add photos'), file);
    expect(onChange).toHaveBeenLastCalledWith([file]);
    const img = await screen.findByRole('img', { name: 'a.png' });
    expect(img).toHaveAttribute('src', created[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(revoked).toContain(created[0]);
  });

  it('revokes object URLs on unmount', async () => {
    const { unmount } = render(<PhotoPicker defaultValue={[new File(['png'], 'b.png', { type: 'image/png' })]} />);
    await screen.findByRole('img', { name: 'b.png' });
    unmount();
    expect(revoked).toEqual(created);
  });

  it('explains a refused file inline and marks the input invalid', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    render(<PhotoPicker onChange={onChange} />);
    const input = screen.getByLabelText('Add photos');
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('“notes.txt” isn’t a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });
});
