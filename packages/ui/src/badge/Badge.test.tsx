import { render, screen } from '@testing-library/react';
import { CountBadge, formatCount } from './Badge';

describe('formatCount', () => {
  it('is empty for zero and negative counts', () => {
    expect(formatCount(0)).toBe('');
    expect(formatCount(-3)).toBe('');
  });

  it('shows the number up to 99', () => {
    expect(formatCount(1)).toBe('1');
    expect(formatCount(99)).toBe('99');
  });

  it('shows 99+ above 99', () => {
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12_345)).toBe('99+');
  });
});

describe('CountBadge', () => {
  it('renders nothing at 0', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is read as the count and its label', () => {
    render(<CountBadge count={5} />);
    expect(screen.getByText('5 unread')).toBeInTheDocument();
  });

  it('takes a label', () => {
    render(<CountBadge count={3} label="pending" />);
    expect(screen.getByText('3 pending')).toBeInTheDocument();
  });

  it('caps at 99+', () => {
    render(<CountBadge count={100} />);
    expect(screen.getByText('99+ unread')).toBeInTheDocument();
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  });
});
