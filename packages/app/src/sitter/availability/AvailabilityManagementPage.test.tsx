import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { AvailabilityManagementPage } from './AvailabilityManagementPage';

const me = { id: 's1', userId: 'u1', timeZone: 'Australia/Sydney', services: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('managing availability', () => {
  it('blocks a free day and saves it, and never offers a booked day', async () => {
    const person = userEvent.setup();
    const saved: unknown[] = [];
    // Days in the current month after today, so they are shown and can be changed.
    const candidates = [1, 2, 3, 4, 5, 6]
      .map((offset) => addDays(new Date(), offset))
      .filter((day) => day.getMonth() === new Date().getMonth());
    const bookedDay = candidates[0] ? format(candidates[0], 'yyyy-MM-dd') : null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        if (url === '/api/sitters/me') return Response.json(me);
        if (method === 'GET' && url.startsWith('/api/sitters/s1/availability')) {
          return Response.json({ timeZone: 'Australia/Sydney', days: bookedDay ? [{ date: bookedDay, status: 'booked' }] : [] });
        }
        if (method === 'PUT' && url === '/api/sitters/me/availability') {
          saved.push(JSON.parse(String(init?.body)));
          return Response.json({ timeZone: 'Australia/Sydney', days: [] });
        }
        return new Response(null, { status: 404, statusText: 'Not Found' });
      }),
    );
    render(
      <MemoryRouter>
        <Providers swr={{ provider: () => new Map() }}>
          <AvailabilityManagementPage />
        </Providers>
      </MemoryRouter>,
    );
    await expect(screen.findByText('No unsaved changes')).resolves.toBeInTheDocument();
    if (bookedDay) await expect(screen.findByRole('button', { name: /, booked$/ })).resolves.toBeDisabled();
    const free = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-slot') === 'calendar-day' && !button.hasAttribute('disabled'));
    const target = free.at(-1)!;
    await person.click(target);
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(target).toHaveAttribute('data-state', 'blocked');
    await person.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect(screen.findByText('Your availability is saved.')).resolves.toBeInTheDocument();
    expect(saved).toEqual([{ block: [expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)], unblock: [] }]);
  });
});
