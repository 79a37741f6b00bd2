import { type CalendarImport, type MyCalendar } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { CalendarSync } from './CalendarSync';

const DAY_MS = 86_400_000;

const flagged: CalendarImport = {
  id: 'i1',
  source: 'url',
  name: 'Airbnb',
  url: 'https://www.airbnb.com.au/calendar/ical/1.ics',
  busyDays: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastSyncedAt: '2026-11-20T01:00:00.000Z',
  lastError: 'The calendar’s server answered 500 instead of the calendar',
  consecutiveFailures: 3,
  flagged: true,
  nextSyncAt: '2026-11-21T01:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sitter’s calendar settings', () => {
  it('shows the freshness, the feed and the imports, confirms, and adds a calendar by address', async () => {
    const person = userEvent.setup();
    const sent: { method: string; url: string; body: unknown }[] = [];
    let calendar: MyCalendar = {
      feedUrl: 'https://pawpal.example/api/calendar/abc.ics',
      imports: [flagged],
      availabilityConfirmedAt: new Date(Date.now() - 3 * DAY_MS - 60_000).toISOString(),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        if (method !== 'GET') sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (method === 'GET' && url === '/api/sitters/me/calendar') return Response.json(calendar);
        if (method === 'POST' && url === '/api/sitters/me/availability/confirm') {
          calendar = { ...calendar, availabilityConfirmedAt: new Date().toISOString() };
          return Response.json({ availabilityConfirmedAt: calendar.availabilityConfirmedAt });
        }
        if (method === 'POST' && url === '/api/sitters/me/calendars') {
          return Response.json(
            {
              ...flagged,
              id: 'i2',
              name: 'calendar.example.com',
              url: 'https://calendar.example.com/a.ics',
              flagged: false,
              lastError: null,
              consecutiveFailures: 0,
              busyDays: 2,
            },
            { status: 201 },
          );
        }
        return new Response(null, { status: 404 });
      }),
    );
    render(
      <MemoryRouter>
        <Providers swr={{ provider: () => new Map() }}>
          <CalendarSync sitterId="s1" />
        </Providers>
      </MemoryRouter>,
    );
    await expect(screen.findByText('Availability confirmed 3 days ago')).resolves.toBeInTheDocument();
    expect(screen.getByLabelText('Calendar address')).toHaveValue('https://pawpal.example/api/calendar/abc.ics');
    const list = screen.getByRole('list', { name: 'Imported calendars' });
    expect(within(list).getByRole('alert')).toHaveTextContent(
      'Not syncing (3 failures in a row): The calendar’s server answered 500 instead of the calendar',
    );
    expect(within(list).getByText(/4 busy days blocked · last synced/)).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Confirm my availability' }));
    await expect(screen.findByText('Availability confirmed today')).resolves.toBeInTheDocument();

    await person.type(screen.getByLabelText('Calendar address (iCal)'), 'webcal://calendar.example.com/a.ics');
    await person.click(screen.getByRole('button', { name: 'Add calendar' }));
    await expect(screen.findByText('Calendar added: its busy days are blocked.')).resolves.toBeInTheDocument();
    expect(within(list).getByText('calendar.example.com')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', url: '/api/sitters/me/availability/confirm', body: undefined },
      { method: 'POST', url: '/api/sitters/me/calendars', body: { url: 'webcal://calendar.example.com/a.ics' } },
    ]);
  });
});
