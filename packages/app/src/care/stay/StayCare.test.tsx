import type { Booking, TimelineItem, VetClaim, Visit } from '@pawpal/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingPage } from '../../bookings/booking/BookingPage';
import { LiveProvider } from '../../live/LiveProvider';
import { NotificationsProvider } from '../../notifications/NotificationsProvider';
import { FakeSocket, fakeLiveOptions } from '../../notifications/test-helpers';
import { Providers } from '../../shell/Providers';
import { callsTo, sentBodies, serveRoutes, type RouteHandler } from '../../test/fetch-routes';
import { makeBooking, makeCarePlan, makeTimelineItem, makeUser, makeVetClaim, makeVisit, makeVisitTask } from '../../test/fixtures';

const stay = makeBooking({ service: 'drop_in', status: 'in_progress', actions: ['message'] });
const checkedOut: Visit = makeVisit({
  status: 'done',
  checkInAt: '2026-03-10T21:02:00.000Z',
  checkOutAt: '2026-03-10T21:34:00.000Z',
  distanceFromCareLocationM: 40,
  tasks: [
    makeVisitTask({ done: true }),
    makeVisitTask({ id: 't2', kind: 'medication', label: 'Apoquel 16 mg with food (Rex)', done: false }),
  ],
  photos: [{ id: 'up1', url: '/api/uploads/rex-breakfast.jpg' }],
  note: 'Ate it all.',
});
const farWalk: Visit = makeVisit({
  id: 'v2',
  kind: 'walk',
  dueAt: '2026-03-11T06:00:00.000Z',
  status: 'done',
  checkInAt: '2026-03-11T06:01:00.000Z',
  checkOutAt: '2026-03-11T06:35:00.000Z',
  distanceFromCareLocationM: 4200,
  farFromCareLocation: true,
  tasks: [],
  route: { points: [], distanceM: 2100, durationS: 2040 },
});
const tomorrow: Visit = makeVisit({ id: 'v3', dueAt: '2026-03-11T21:00:00.000Z', status: 'upcoming' });

interface Server {
  booking?: Booking;
  visits?: Visit[];
  timeline?: TimelineItem[];
  claims?: VetClaim[];
  routes?: Record<string, RouteHandler>;
}

/** The booking page's API; `server` is read at each request, so a test changes what the next read answers. */
function serve(server: Server) {
  return serveRoutes({
    'GET /api/auth/user': () => Response.json(makeUser()),
    'GET /api/bookings/b1': () => Response.json(server.booking ?? stay),
    'GET /api/bookings/b1/visits': () => Response.json(server.visits ?? []),
    'GET /api/bookings/b1/timeline': () => Response.json(server.timeline ?? []),
    'GET /api/bookings/b1/incidents': () => Response.json([]),
    'GET /api/bookings/b1/vet-claims': () => Response.json(server.claims ?? []),
    'GET /api/pets/p1/care-plan': () => Response.json(makeCarePlan()),
    'POST /api/uploads/images': () => Response.json({ id: 'up1', url: '/api/uploads/photo.jpg' }, { status: 201 }),
    'GET /api/geo/suburbs?q=Surry&limit=8': () =>
      Response.json([{ name: 'Surry Hills', state: 'NSW', postcode: '2010', latitude: -33.8846, longitude: 151.2115 }]),
    ...server.routes,
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderBooking() {
  const view = render(
    <MemoryRouter initialEntries={['/booking?id=b1']}>
      <Providers swr={{ provider: () => new Map() }}>
        <LiveProvider userId="u1" connectionOptions={fakeLiveOptions}>
          <NotificationsProvider userId="u1">
            <Routes>
              <Route path="/booking/:sitterId?" element={<BookingPage />} />
              <Route path="*" element={<Location />} />
            </Routes>
          </NotificationsProvider>
        </LiveProvider>
      </Providers>
    </MemoryRouter>,
  );
  act(() => FakeSocket.latest().open());
  return view;
}

async function visitCard(name: RegExp) {
  return screen.findByRole('article', { name });
}

beforeEach(() => {
  FakeSocket.reset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stay on the owner’s booking page', () => {
  it('shows each visit’s status, times, tasks, photos, a far check-in and a walk, and the timeline', async () => {
    serve({ visits: [checkedOut, farWalk, tomorrow], timeline: [makeTimelineItem()] });
    renderBooking();
    const visit = await visitCard(/^Drop-in visit · Wed, 11 Mar, 8:00 am/);
    expect(within(visit).getByText('Done')).toBeInTheDocument();
    expect(within(visit).getByText('Checked in 8:02 am, out 8:34 am · 40 m from the care location')).toBeInTheDocument();
    const tasks = within(visit).getByRole('list', { name: 'Tasks' });
    expect(
      within(tasks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Breakfast: 1 cup Dry food (Rex) (done)', 'Apoquel 16 mg with food (Rex) (not done)']);
    expect(within(visit).getByRole('img', { name: 'Drop-in visit at 8:00 am, photo 1' })).toBeInTheDocument();
    expect(within(visit).getByText('“Ate it all.”')).toBeInTheDocument();

    const walk = screen.getByRole('article', { name: /^Walk · Wed, 11 Mar, 5:00 pm/ });
    expect(within(walk).getByText('Walked 2.1 km in 34 min')).toBeInTheDocument();
    expect(within(walk).getByText('Checked in far away: more than 500 m beyond the area where the care happens')).toBeInTheDocument();

    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Sam visited Rex 8:02–8:34: fed, meds, 1 photo')).toBeInTheDocument();
  });

  it('reads the visits and the timeline again on a care_update, without a reload', async () => {
    const server: Server = { visits: [makeVisit()], timeline: [] };
    const fetchMock = serve(server);
    renderBooking();
    const visit = await visitCard(/^Drop-in visit/);
    expect(within(visit).getByText('Due now')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/bookings/b1/visits')).toBe(1);

    // Sam checks out on his phone: the server's answers change, and it says so on the socket.
    server.visits = [checkedOut];
    server.timeline = [makeTimelineItem()];
    act(() =>
      FakeSocket.latest().receive({
        type: 'care_update',
        bookingId: 'b1',
        visitId: 'v1',
        incidentId: null,
        summary: 'Sam visited Rex 8:02–8:34: fed, meds, 1 photo',
        createdAt: '2026-03-10T21:34:00.000Z',
      }),
    );
    await expect(within(visit).findByText('Done')).resolves.toBeInTheDocument();
    await expect(screen.findByText('Sam visited Rex 8:02–8:34: fed, meds, 1 photo')).resolves.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/bookings/b1/visits')).toBe(2);
  });

  it('ignores a care_update about another booking', async () => {
    const fetchMock = serve({ visits: [makeVisit()] });
    renderBooking();
    await visitCard(/^Drop-in visit/);
    act(() =>
      FakeSocket.latest().receive({ type: 'care_update', bookingId: 'b2', visitId: 'v9', incidentId: null, summary: '', createdAt: '' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsTo(fetchMock, 'GET /api/bookings/b1/visits')).toBe(1);
  });

  it('lets the owner excuse a visit with a reason', async () => {
    const user = userEvent.setup();
    const server: Server = {};
    server.visits = [tomorrow];
    server.routes = {
      'POST /api/visits/v3/excuse': (init) => {
        server.visits = [{ ...tomorrow, status: 'excused', excusedReason: JSON.parse(String(init?.body)).reason }];
        return Response.json(server.visits[0]);
      },
    };
    const fetchMock = serve(server);
    renderBooking();
    const visit = await visitCard(/^Drop-in visit · Thu, 12 Mar/);
    await user.click(within(visit).getByRole('button', { name: 'Excuse this visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excuse this visit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excuse the visit' }));
    expect(within(dialog).getByText('Say why this visit is excused: the sitter reads it.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'We came home early.');
    await user.click(within(dialog).getByRole('button', { name: 'Excuse the visit' }));
    await expect(within(visit).findByText('Excused: We came home early.')).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/visits/v3/excuse')).toEqual([{ reason: 'We came home early.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens an incident with a photo and goes to its page', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({
      visits: [],
      routes: {
        'POST /api/bookings/b1/incidents': () => Response.json({ id: 'i1', bookingId: 'b1' }, { status: 201 }),
      },
    });
    renderBooking();
    await user.click(await screen.findByRole('button', { name: 'Report an incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an incident' });
    expect(within(dialog).getByText(/A person at Pawpal answers within 15 minutes, lost pets and injuries first\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Lost pet' }));
    await user.type(within(dialog).getByLabelText('Last seen in'), 'Redfern');
    await user.type(within(dialog).getByLabelText('Last seen at'), '2026-03-11T10:15');
    await user.type(within(dialog).getByLabelText(/^Details/), 'Rex got out of the side gate.');
    await user.upload(within(dialog).getByLabelText('Add a photo'), new File(['jpeg'], 'gate.jpg', { type: 'image/jpeg' }));
    await within(dialog).findByRole('img', { name: 'Photo 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Open the incident' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/incidents/i1'));
    expect(sentBodies(fetchMock, 'POST /api/bookings/b1/incidents')).toEqual([
      {
        kind: 'lost_pet',
        description: 'Rex got out of the side gate.',
        photoUploadIds: ['up1'],
        lastSeenSuburb: 'Redfern',
        // The browser's own time, as an instant.
        lastSeenAt: new Date('2026-03-11T10:15').toISOString(),
      },
    ]);
  });

  it('asks which pet is lost when the stay has two', async () => {
    const user = userEvent.setup();
    const twoPets = { ...stay, pets: [...stay.pets, { id: 'p2', name: 'Milo', species: 'cat' as const }] };
    const fetchMock = serve({
      booking: twoPets,
      routes: { 'POST /api/bookings/b1/incidents': () => Response.json({ id: 'i1', bookingId: 'b1' }, { status: 201 }) },
    });
    renderBooking();
    await user.click(await screen.findByRole('button', { name: 'Report an incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an incident' });
    await user.click(within(dialog).getByRole('radio', { name: 'Lost pet' }));
    await user.type(within(dialog).getByLabelText(/^Details/), 'Milo is not in the house.');
    await user.click(within(dialog).getByRole('button', { name: 'Open the incident' }));
    expect(within(dialog).getByText('Choose which pet is lost.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Milo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Open the incident' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/incidents/i1'));
    expect(sentBodies(fetchMock, 'POST /api/bookings/b1/incidents')).toEqual([
      { kind: 'lost_pet', description: 'Milo is not in the house.', photoUploadIds: [], petId: 'p2' },
    ]);
  });

  it('lets the owner approve a vet claim above the pre-approved spend', async () => {
    const user = userEvent.setup();
    const pending = makeVetClaim({ amountCents: 45000, status: 'pending_owner', approvedBy: null, decidedAt: null });
    const server: Server = { claims: [pending] };
    server.routes = {
      'POST /api/vet-claims/vc1/approve': () => {
        server.claims = [{ ...pending, status: 'charged', approvedBy: 'owner' }];
        return Response.json(server.claims[0]);
      },
    };
    const fetchMock = serve(server);
    renderBooking();
    const answer = await screen.findByRole('group', { name: 'Answer the claim of $450.00' });
    await user.click(within(answer).getByRole('button', { name: 'Approve $450.00' }));
    await expect(screen.findByText('Paid')).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/vet-claims/vc1/approve')).toEqual([undefined]);
    expect(screen.getByText(/approved by Olivia/)).toBeInTheDocument();
  });

  it('shows nothing of the stay before it is paid', async () => {
    const fetchMock = serve({ booking: makeBooking() });
    renderBooking();
    await screen.findByRole('heading', { level: 1, name: 'Boarding with Sam' });
    expect(screen.queryByRole('heading', { name: 'During the stay' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/bookings/b1/visits')).toBe(0);
  });
});

describe('where the care happens', () => {
  it('lets the owner of a home service say where, and says what a far check-in is', async () => {
    const user = userEvent.setup();
    let saved: unknown = null;
    const fetchMock = serve({
      routes: {
        'GET /api/bookings/b1/care-location': () =>
          saved
            ? Response.json(saved)
            : Response.json({ statusCode: 404, message: 'The owner has not said where the care happens yet' }, { status: 404 }),
        'PUT /api/bookings/b1/care-location': (init) => {
          saved = { ...JSON.parse(String(init?.body)), radiusM: 3000 };
          return Response.json(saved);
        },
      },
    });
    renderBooking();
    const form = await screen.findByRole('form', { name: 'Where the care happens' });
    await user.type(within(form).getByRole('combobox', { name: /^Suburb/ }), 'Surry');
    await user.click(await screen.findByRole('option', { name: /Surry Hills/ }));
    await user.type(within(form).getByLabelText('Street address'), '12 Crown St');
    await user.click(within(form).getByRole('button', { name: 'Save where the care happens' }));
    await expect(screen.findByText('12 Crown St, Surry Hills NSW 2010')).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/bookings/b1/care-location')).toEqual([
      { suburb: 'Surry Hills', state: 'NSW', postcode: '2010', address: '12 Crown St' },
    ]);
    expect(
      screen.getByText('Check-ins are measured from the centre of Surry Hills: one more than 500 m beyond 3.0 km of it is flagged to you.'),
    ).toBeInTheDocument();
  });

  it('asks for a suburb from the list before saving', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({});
    renderBooking();
    const form = await screen.findByRole('form', { name: 'Where the care happens' });
    await user.type(within(form).getByRole('combobox', { name: /^Suburb/ }), 'Nowhere');
    await user.click(within(form).getByRole('button', { name: 'Save where the care happens' }));
    expect(within(form).getByText('Choose the suburb from the list.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/bookings/b1/care-location')).toEqual([]);
  });

  it('shows the sitter the address, and nothing for a stay at the sitter’s', async () => {
    serve({
      booking: { ...stay, viewerRole: 'sitter' },
      routes: {
        'GET /api/bookings/b1/care-location': () =>
          Response.json({ suburb: 'Surry Hills', state: 'NSW', postcode: '2010', address: '12 Crown St', radiusM: 3000 }),
      },
    });
    const view = renderBooking();
    await expect(screen.findByText('12 Crown St, Surry Hills NSW 2010')).resolves.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change it' })).not.toBeInTheDocument();
    view.unmount();

    const fetchMock = serve({ booking: { ...stay, service: 'boarding' } });
    renderBooking();
    await screen.findByRole('heading', { name: 'Visits' });
    expect(screen.queryByRole('heading', { name: 'Where the care happens' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/bookings/b1/care-location')).toBe(0);
  });
});

describe('the stay on the sitter’s booking page', () => {
  it('claims a vet expense with its receipt, showing the plan’s pre-approved spend', async () => {
    const user = userEvent.setup();
    const server: Server = { booking: { ...stay, viewerRole: 'sitter' }, claims: [] };
    server.routes = {
      'POST /api/bookings/b1/vet-claims': (init) => {
        server.claims = [makeVetClaim({ amountCents: JSON.parse(String(init?.body)).amountCents })];
        return Response.json(server.claims[0], { status: 201 });
      },
    };
    const fetchMock = serve(server);
    renderBooking();
    await user.click(await screen.findByRole('button', { name: 'Claim a vet expense' }));
    const form = screen.getByRole('form', { name: 'Claim a vet expense' });
    await expect(within(form).findByText('Rex’s care plan pre-approves $300.00.')).resolves.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Amount/), '120.50');
    await user.type(within(form).getByLabelText(/^What the vet did/), 'Cleaned and dressed a cut paw.');
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));
    expect(within(form).getByText('Add a photo of the receipt.')).toBeInTheDocument();
    await user.upload(within(form).getByLabelText('Photo of the receipt'), new File(['jpeg'], 'receipt.jpg', { type: 'image/jpeg' }));
    await within(form).findByRole('img', { name: 'Photo 1' });
    await user.click(within(form).getByRole('button', { name: 'Send the claim' }));
    await expect(screen.findByText('$120.50')).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/bookings/b1/vet-claims')).toEqual([
      { amountCents: 12050, description: 'Cleaned and dressed a cut paw.', receiptUploadId: 'up1' },
    ]);
    // The sitter never sees the owner's buttons.
    expect(screen.queryByRole('button', { name: /^Excuse/ })).not.toBeInTheDocument();
  });
});
