import type { Series } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Providers } from '../shell/Providers';
import { sentBodies, serveRoutes } from '../test/fetch-routes';
import { makeUser } from '../test/fixtures';
import { SeriesPage } from './SeriesPage';

function makeSeries(overrides: Partial<Series> = {}): Series {
  return {
    id: 's1',
    viewerRole: 'owner',
    owner: { id: 'u1', firstName: 'Olivia' },
    sitter: { id: 'u2', firstName: 'Sam' },
    service: 'dog_walking',
    weekdays: [1, 3],
    time: '07:30',
    endTime: '08:30',
    timeZone: 'Australia/Sydney',
    startDate: '2026-12-14',
    endDate: null,
    occurrences: 4,
    lastDate: '2026-12-23',
    status: 'active',
    pausedReason: null,
    unitPriceCents: 3000,
    respondBy: '2026-12-05T00:00:00.000Z',
    createdAt: '2026-12-02T00:00:00.000Z',
    actions: ['skip', 'pause', 'end'],
    nextDate: '2026-12-14',
    pets: [{ id: 'p1', name: 'Rex' }],
    message: null,
    upcoming: [
      { date: '2026-12-14', state: 'booked', bookingId: 'b1', bookingStatus: 'accepted', totalCents: 3450, reason: null },
      { date: '2026-12-16', state: 'planned', bookingId: null, bookingStatus: null, totalCents: null, reason: null },
    ],
    conflicts: [],
    ...overrides,
  };
}

function renderSeries(server: { series: Series }) {
  const fetchMock = serveRoutes({
    'GET /api/auth/user': () => Response.json(makeUser()),
    'GET /api/series/s1': () => Response.json(server.series),
    'GET /api/series': () => Response.json({ series: [server.series] }),
    'POST /api/series/s1/skip': () => {
      server.series = makeSeries({
        upcoming: [server.series.upcoming[0]!, { ...server.series.upcoming[1]!, state: 'skipped' }],
      });
      return Response.json(server.series);
    },
  });
  render(
    <MemoryRouter initialEntries={['/series/s1']}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/series/:seriesId" element={<SeriesPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('a weekly care series', () => {
  it('lists the dates coming up in Australian format and skips one with its date', async () => {
    const fetchMock = renderSeries({ series: makeSeries() });
    const upcoming = await screen.findByRole('list', { name: 'Coming up' });
    expect(within(upcoming).getAllByRole('listitem')[0]).toHaveTextContent('Mon 14 Dec 2026');
    expect(screen.getByRole('heading', { name: 'Weekly dog walking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Skip Wed 16 Dec 2026' }));
    expect(await within(upcoming).findByText(/Skipped/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/series/s1/skip')).toEqual([{ date: '2026-12-16' }]);
  });

  it('shows the sitter only the answers to a request, and the clashes with their calendar', async () => {
    renderSeries({
      series: makeSeries({
        viewerRole: 'sitter',
        status: 'requested',
        actions: ['accept', 'decline'],
        conflicts: [{ date: '2026-12-16', reason: 'The day is blocked or booked in your calendar' }],
      }),
    });
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Skip/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Wed 16 Dec 2026: The day is blocked/)).toBeInTheDocument();
  });
});
