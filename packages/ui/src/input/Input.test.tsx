import { render, screen } from '@testing-library/react';
import { Input } from './Input';

describe('Input', () => {
  it('defaults to a text input with the default size', () => {
    render(<Input aria-label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('data-size', 'default');
  });

  it('lets the caller className win', () => {
    render(<Input aria-label="Name" className="pp:h-20" size="sm" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveClass('pp:h-20');
    expect(input).not.toHaveClass('pp:h-8');
  });
});
