import { render, screen } from '@testing-library/react';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('resizes vertically by default and can turn resizing off', () => {
    const { rerender } = render(<Textarea aria-label="Bio" />);
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveClass('pp:resize-y');
    rerender(<Textarea aria-label="Bio" resize="none" />);
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveClass('pp:resize-none');
  });
});
