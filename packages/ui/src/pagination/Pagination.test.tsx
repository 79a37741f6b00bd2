import type * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('disables Previous on the first page and asks for the next page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('renders links through the app’s link component', () => {
    function RouterLink({ href, className, children }: { href: string; className?: string; children?: React.ReactNode }) {
      return (
        <a href={href} className={className} data-router="yes">
          {children}
        </a>
      );
    }
    render(<Pagination page={2} pageCount={3} getHref={(page) => `?page=${page}`} linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('data-router', 'yes');
  });

  it('shows a disabled Next that is not a link on the last page in link mode', () => {
    render(<Pagination page={3} pageCount={3} getHref={(page) => `?page=${page}`} />);
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).not.toHaveAttribute('href');
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing without pages', () => {
    const { container } = render(<Pagination page={1} pageCount={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
