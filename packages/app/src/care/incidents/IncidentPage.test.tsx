import type { Incident } from '@pawpal/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { sentBodies, serveRoutes } from '../../test/fetch-routes';
import { makeBooking, makeIncident, makeIncidentUpdate, makeUser } from '../../test/fixtures';
import { IncidentPage } from './IncidentPage';

const stay = makeBooking({ service: 'drop_in', status: 'in_progress', actions: ['message'] });

function serve(server: { incident: Incident }) {
  return serveRoutes({
    'GET /api/auth/user': () => Response.json(makeUser()),
    'GET /api/incidents/i1': () => Response.json(server.incident),
    'GET /api/bookings/b1': () => Response.json(stay),
    'GET /api/bookings/b1/timeline': () => Response.json([]),
    'POST /api/uploads/images': () => Response.json({ id: 'up7', url: '/api/uploads/street.jpg' }, { status: 201 }),
    'POST /api/incidents/i1/updates': (init) => {
      const { text, photoUploadIds } = JSON.parse(String(init?.body)) as { text: string; photoUploadIds: string[] };
      server.incident = {
        ...server.incident,
        updates: [
          ...server.incident.updates,
          makeIncidentUpdate({
            id: 'iu2',
            authorRole: 'owner',
            authorName: 'Olivia',
            text,
            photos: photoUploadIds.map((id) => ({ id, url: '/api/uploads/street.jpg' })),
          }),
        ],
      };
      return Response.json(server.incident, { status: 201 });
    },
  });
}

function renderIncident() {
  return render(
    <MemoryRouter initialEntries={['/incidents/i1']}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/incidents/:incidentId" element={<IncidentPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an incident', () => {
  it('shows its kind, status, the 15-minute promise in the stay’s zone, the thread and the poster for a lost pet', async () => {
    serve({ incident: makeIncident({ updates: [makeIncidentUpdate()] }) });
    renderIncident();
    await expect(screen.findByRole('heading', { level: 1, name: 'Lost pet' })).resolves.toBeInTheDocument();
    expect(screen.getByText('Waiting for Pawpal')).toBeInTheDocument();
    const promise = await screen.findByText('Pawpal answers within 15 minutes — by 10:42 am.');
    expect(promise.parentElement).toHaveTextContent('Lost pets and injuries are answered first.');
    expect(screen.getByText('Rex slipped out of the side gate at about 10:15.')).toBeInTheDocument();
    expect(screen.getByText('Searching the streets around the house now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lost-pet poster' })).toHaveAttribute('href', '/incidents/i1/poster');
    expect(screen.getByText('The sitter’s payout for this stay is on hold until Pawpal resolves this.')).toBeInTheDocument();
  });

  it('adds an update with a photo to the thread', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({ incident: makeIncident() });
    renderIncident();
    const form = await screen.findByRole('form', { name: 'Add an update' });
    await user.click(within(form).getByRole('button', { name: 'Send update' }));
    expect(within(form).getByText('Write what has happened since.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your update'), 'A neighbour saw him on Crown St.');
    await user.upload(within(form).getByLabelText('Add a photo'), new File(['jpeg'], 'street.jpg', { type: 'image/jpeg' }));
    await within(form).findByRole('img', { name: 'Photo 1' });
    await user.click(within(form).getByRole('button', { name: 'Send update' }));

    await expect(screen.findByText('A neighbour saw him on Crown St.')).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/incidents/i1/updates')).toEqual([
      { text: 'A neighbour saw him on Crown St.', photoUploadIds: ['up7'] },
    ]);
    expect(within(form).getByRole('status')).toHaveTextContent('Update added.');
    expect(within(form).getByLabelText('Your update')).toHaveValue('');
    expect(screen.getByRole('img', { name: 'Update from Olivia, photo 1' })).toBeInTheDocument();
  });

  it('says when Pawpal answered, and puts other kinds after lost pets and injuries', async () => {
    serve({
      incident: makeIncident({
        kind: 'property_damage',
        status: 'acknowledged',
        acknowledgedAt: '2026-03-10T23:35:00.000Z',
        payoutHeld: false,
      }),
    });
    renderIncident();
    await expect(screen.findByText(/A person at Pawpal answered at 10:35 am, within the 15-minute promise\./)).resolves.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lost-pet poster' })).not.toBeInTheDocument();
  });

  it('tells both sides whom to call once the promise has passed unanswered', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // 10:41:59 am AEDT: one second before the promise.
    vi.setSystemTime(new Date('2026-03-10T23:41:59.000Z'));
    serve({ incident: makeIncident() });
    renderIncident();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Pawpal answers within 15 minutes — by 10:42 am.')).toBeInTheDocument();
    expect(screen.queryByText(/no one has answered yet/)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText(/It is past 10:42 am and no one has answered yet\. Call Pawpal on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1300 729 725' })).toHaveAttribute('href', 'tel:1300729725');
  });
});
