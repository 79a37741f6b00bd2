import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../shared/search-filters';
import { HeroSearch } from './HeroSearch';

describe("the landing page's search", () => {
  it('is a GET form to the search page with the parameters the search page reads', () => {
    render(<HeroSearch />);
    const form = screen.getByRole('search', { name: 'Find a sitter' });
    expect(form).toHaveAttribute('action', '/browse-services');
    expect(form).toHaveAttribute('method', 'get');
    const service = within(form).getByLabelText('Service');
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any service', 'Boarding', 'House sitting', 'Drop-in visits', 'Doggy day care', 'Dog walking']);
    expect(within(form).getByLabelText('Suburb or postcode')).toBeRequired();
    expect(within(form).getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(within(form).getByLabelText('To')).toHaveAttribute('type', 'date');
    // Server-rendered before JavaScript: the browser's own date input, in Australian day order.
    expect(within(form).getByLabelText('From')).toHaveAttribute('lang', 'en-AU');
    expect(within(form).getByLabelText('To')).toHaveAttribute('lang', 'en-AU');
    // What the browser sends is what the search page understands.
    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>);
    sent.set('location', 'Newtown');
    sent.set('service', 'boarding');
    sent.set('from', '2026-12-01');
    sent.set('to', '2026-12-03');
    expect(parseFilters(sent)).toMatchObject({ suburb: 'Newtown', service: 'boarding', from: '2026-12-01', to: '2026-12-03' });
  });
});
