import type { RoutePoint, Visit } from '@pawpal/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { makeBooking, makeCarePlan, makeUser, makeVisit, makeVisitTask } from '../../test/fixtures';
import { sentBodies, serveRoutes } from '../../test/fetch-routes';
import { TodayPage } from './TodayPage';

const sam = makeUser({ id: 'u2', firstName: 'Sam', lastName: 'Taylor' });
const stay = makeBooking({ service: 'drop_in', status: 'in_progress', viewerRole: 'sitter', actions: ['message'] });
const walk = makeVisit({
  id: 'v2',
  kind: 'walk',
  status: 'in_progress',
  checkInAt: '2026-03-10T21:00:00.000Z',
  tasks: [makeVisitTask({ id: 't9', kind: 'walk', label: 'Walk: lead only (Rex)' })],
});

/** The API for Sam's Today screen; check-in and check-out answer the visit as the server would. */
function serveToday(initial: Visit[], { isSitter = true }: { isSitter?: boolean } = {}) {
  let visits = initial;
  const update = (id: string, patch: Partial<Visit>) => {
    visits = visits.map((visit) => (visit.id === id ? { ...visit, ...patch } : visit));
    return Response.json(visits.find((visit) => visit.id === id));
  };
  return serveRoutes({
    'GET /api/auth/user': () => Response.json(sam),
    'GET /api/user/role/u2': () => Response.json({ isSitter, isAdmin: false, sitterData: isSitter ? {} : null }),
    'GET /api/visits/today': () => Response.json(visits),
    'GET /api/bookings/b1': () => Response.json(stay),
    'GET /api/pets/p1/care-plan': () => Response.json(makeCarePlan()),
    'GET /api/bookings/b1/timeline': () => Response.json([]),
    'POST /api/uploads/images': () => Response.json({ id: 'up1', url: '/api/uploads/rex-breakfast.jpg' }, { status: 201 }),
    'POST /api/visits/v1/check-in': () => update('v1', { status: 'in_progress', checkInAt: '2026-03-10T21:02:00.000Z' }),
    'POST /api/visits/v1/check-out': () =>
      update('v1', {
        status: 'done',
        checkOutAt: '2026-03-10T21:34:00.000Z',
        tasks: [makeVisit().tasks[0]!, { ...makeVisit().tasks[1]!, done: false }].map((task, i) => ({ ...task, done: i === 0 })),
        photos: [{ id: 'up1', url: '/api/uploads/rex-breakfast.jpg' }],
      }),
    'POST /api/visits/v5/check-out': () => update('v5', { status: 'done', checkOutAt: '2026-03-11T01:05:00.000Z' }),
    'POST /api/visits/v2/check-out': () =>
      update('v2', { status: 'done', checkOutAt: '2026-03-10T21:30:00.000Z', photos: [{ id: 'up1', url: '/x' }] }),
  });
}

interface FakeGeolocation {
  getCurrentPosition: ReturnType<typeof vi.fn>;
  watchPosition: ReturnType<typeof vi.fn>;
  clearWatch: ReturnType<typeof vi.fn>;
}

/**
 * A phone's location: `current` answers check-in (or refuses), and a watch reports a fix every
 * 2 s (on the test's timers), walking north about 11 m each time.
 */
function installGeolocation({ current = 'allow' as 'allow' | 'deny', accuracy = 8 } = {}): FakeGeolocation {
  const geo: FakeGeolocation = {
    getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback) => {
      if (current === 'deny') failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      else success({ coords: { latitude: -33.8841, longitude: 151.2111, accuracy: 12.6 }, timestamp: Date.now() } as GeolocationPosition);
    }),
    watchPosition: vi.fn((success: PositionCallback) => {
      let step = 0;
      return setInterval(() => {
        step += 1;
        success({
          coords: { latitude: -33.884 + step * 0.0001, longitude: 151.211, accuracy },
          timestamp: Date.now(),
        } as GeolocationPosition);
      }, 2000) as unknown as number;
    }),
    clearWatch: vi.fn((id: number) => clearInterval(id)),
  };
  Object.defineProperty(window.navigator, 'geolocation', { value: geo, configurable: true });
  return geo;
}

function renderToday() {
  return render(
    <MemoryRouter initialEntries={['/today']}>
      <Providers swr={{ provider: () => new Map() }}>
        <TodayPage />
      </Providers>
    </MemoryRouter>,
  );
}

/** Lets fetches answer and React render, on fake timers. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'geolocation');
});

describe('checking in', () => {
  it('sends the phone’s position and then shows the tasks, with the vet and the pre-approved spend at hand', async () => {
    const user = userEvent.setup();
    installGeolocation();
    const fetchMock = serveToday([makeVisit()]);
    renderToday();
    const card = await screen.findByRole('article', { name: /^Drop-in visit · 8:00/ });
    const notes = await screen.findByRole('group', { name: 'Care notes for Rex' });
    expect(within(notes).getByRole('link', { name: '02 9000 1234' })).toHaveAttribute('href', 'tel:0290001234');
    expect(within(notes).getByText('Pre-approved vet spend: $300.00.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Check in' }));
    await expect(within(card).findByRole('group', { name: 'Tasks' })).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/visits/v1/check-in')).toEqual([{ lat: -33.8841, lng: 151.2111, accuracyM: 13 }]);
    expect(within(card).getByRole('checkbox', { name: 'Breakfast: 1 cup Dry food (Rex)' })).not.toBeChecked();
  });

  it('checks in without a position when the phone refuses to give one', async () => {
    const user = userEvent.setup();
    installGeolocation({ current: 'deny' });
    const fetchMock = serveToday([makeVisit()]);
    renderToday();
    const card = await screen.findByRole('article', { name: /^Drop-in visit/ });
    await user.click(within(card).getByRole('button', { name: 'Check in' }));
    await within(card).findByRole('group', { name: 'Tasks' });
    expect(sentBodies(fetchMock, 'POST /api/visits/v1/check-in')).toEqual([{}]);
  });

  it('opens check-in 30 minutes before the visit is due, not earlier', async () => {
    vi.useFakeTimers();
    // 7:29 am AEDT on 11 March: the visit is due at 8:00.
    vi.setSystemTime(new Date('2026-03-10T20:29:00.000Z'));
    installGeolocation();
    serveToday([makeVisit({ status: 'upcoming' })]);
    renderToday();
    await flush();
    await flush();
    const card = screen.getByRole('article', { name: /^Drop-in visit/ });
    expect(within(card).getByRole('button', { name: 'Check in' })).toBeDisabled();
    expect(within(card).getByText(/You can check in from 7:30 am, 30 minutes before it is due\./)).toBeInTheDocument();
    await flush(59_999);
    expect(within(card).getByRole('button', { name: 'Check in' })).toBeDisabled();
    await flush(1);
    expect(within(card).getByRole('button', { name: 'Check in' })).toBeEnabled();
  });
});

it('tells a sitter 30 minutes late when the visit counts as missed', async () => {
  vi.useFakeTimers();
  // 8:29 am AEDT: the visit was due at 8:00.
  vi.setSystemTime(new Date('2026-03-10T21:29:00.000Z'));
  serveToday([makeVisit()]);
  renderToday();
  await flush();
  await flush();
  const card = screen.getByRole('article', { name: /^Drop-in visit/ });
  expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  await flush(59_999);
  expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  await flush(1);
  expect(within(card).getByRole('alert')).toHaveTextContent(
    'You are 30 minutes late. Check in now: at 9:00 am the visit counts as missed, the owner is told and Pawpal opens an incident.',
  );
  expect(within(card).getByRole('button', { name: 'Check in' })).toBeEnabled();
});

it('lets the sitter check in to a visit the server says is due, whatever the phone’s clock says', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // The phone thinks it is the day before.
  vi.setSystemTime(new Date('2026-03-09T21:00:00.000Z'));
  serveToday([makeVisit({ status: 'due' })]);
  renderToday();
  const card = await screen.findByRole('article', { name: /^Drop-in visit/ });
  expect(within(card).getByRole('button', { name: 'Check in' })).toBeEnabled();
  expect(within(card).queryByText(/You can check in from/)).not.toBeInTheDocument();
});

describe('checking out', () => {
  it('sends the ticked tasks, the photo’s upload id and the note', async () => {
    const user = userEvent.setup();
    installGeolocation();
    const fetchMock = serveToday([makeVisit({ status: 'in_progress', checkInAt: '2026-03-10T21:02:00.000Z' })]);
    renderToday();
    const card = await screen.findByRole('article', { name: /^Drop-in visit/ });
    await user.click(within(card).getByRole('checkbox', { name: 'Breakfast: 1 cup Dry food (Rex)' }));
    const camera = within(card).getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(camera, new File(['jpeg'], 'rex.jpg', { type: 'image/jpeg' }));
    await expect(within(card).findByRole('img', { name: 'Photo 1' })).resolves.toBeInTheDocument();
    await user.type(within(card).getByLabelText('Note for the owner'), 'Ate it all.');
    await user.click(within(card).getByRole('button', { name: 'Check out' }));

    await expect(within(card).findByText(/^Done: in at 8:02 am, out at 8:34 am\./)).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/visits/v1/check-out')).toEqual([
      {
        tasks: [
          { taskId: 't1', done: true },
          { taskId: 't2', done: false },
        ],
        note: 'Ate it all.',
        photoUploadIds: ['up1'],
      },
    ]);
  });

  it('asks for a photo of a visit before checking out, and sends nothing without one', async () => {
    const user = userEvent.setup();
    const fetchMock = serveToday([makeVisit({ status: 'in_progress' })]);
    renderToday();
    const card = await screen.findByRole('article', { name: /^Drop-in visit/ });
    await user.click(within(card).getByRole('button', { name: 'Check out' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Add at least one photo of the visit before you check out.');
    expect(within(card).getByLabelText('Take a photo')).toBeInvalid();
    expect(sentBodies(fetchMock, 'POST /api/visits/v1/check-out')).toEqual([]);
  });
});

describe('a daily update', () => {
  const update = makeVisit({
    id: 'v5',
    kind: 'daily_update',
    dueAt: '2026-03-11T01:00:00.000Z',
    status: 'due',
    tasks: [makeVisitTask({ id: 't5', label: 'Dinner: 1 can Wet food (Rex)' })],
  });

  it('is sent by its check-out, without a check-in, with a note or a photo', async () => {
    const user = userEvent.setup();
    const fetchMock = serveToday([update]);
    renderToday();
    const card = await screen.findByRole('article', { name: /^Daily update/ });
    expect(within(card).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send the update' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Add a photo or a note for the owner.');
    await user.type(within(card).getByLabelText('Note for the owner'), 'Rex slept in the sun all morning.');
    await user.click(within(card).getByRole('checkbox', { name: 'Dinner: 1 can Wet food (Rex)' }));
    await user.click(within(card).getByRole('button', { name: 'Send the update' }));
    await expect(within(card).findByText(/^Sent at 12:05 pm\./)).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/visits/v5/check-out')).toEqual([
      { tasks: [{ taskId: 't5', done: true }], note: 'Rex slept in the sun all morning.', photoUploadIds: [] },
    ]);
    expect(sentBodies(fetchMock, 'POST /api/visits/v5/check-in')).toEqual([]);
  });
});

describe('a walk', () => {
  it('tracks the route while the page is open, keeps a point every 5 s, sends it and stops watching at check-out', async () => {
    vi.useFakeTimers();
    const start = new Date('2026-03-10T21:05:00.000Z');
    vi.setSystemTime(start);
    const geo = installGeolocation();
    const fetchMock = serveToday([walk]);
    renderToday();
    await flush();
    await flush();
    const card = screen.getByRole('article', { name: /^Walk/ });
    expect(within(card).getByText(/tracked only while this page is open on your phone/)).toBeInTheDocument();
    expect(geo.watchPosition).toHaveBeenCalledTimes(1);

    // Fixes every 2 s for 20 s: kept at 2, 8, 14 and 20 s (each at least 5 s after the last kept).
    await flush(20_000);
    expect(within(card).getByRole('status')).toHaveTextContent('Tracking this walk. 100 m so far.');

    // userEvent waits on timers of its own: on fake timers the file and the click are handed over directly.
    fireEvent.change(within(card).getByLabelText('Take a photo'), {
      target: { files: [new File(['jpeg'], 'walk.jpg', { type: 'image/jpeg' })] },
    });
    await flush();
    await flush();
    fireEvent.click(within(card).getByRole('button', { name: 'Check out' }));
    await flush();
    await flush();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000).toISOString();
    const expected: RoutePoint[] = [
      { lat: -33.884 + 0.0001, lng: 151.211, t: at(2) },
      { lat: -33.884 + 4 * 0.0001, lng: 151.211, t: at(8) },
      { lat: -33.884 + 7 * 0.0001, lng: 151.211, t: at(14) },
      { lat: -33.884 + 10 * 0.0001, lng: 151.211, t: at(20) },
    ];
    expect(sentBodies(fetchMock, 'POST /api/visits/v2/check-out')).toEqual([
      { tasks: [{ taskId: 't9', done: false }], photoUploadIds: ['up1'], route: expected },
    ]);
    expect(geo.clearWatch).toHaveBeenCalledExactlyOnceWith(geo.watchPosition.mock.results[0]?.value);
  });

  it('leaves out fixes less precise than 50 m', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-10T21:05:00.000Z'));
    installGeolocation({ accuracy: 51 });
    serveToday([{ ...walk, id: 'v3' }]);
    renderToday();
    await flush();
    await flush();
    await flush(20_000);
    expect(within(screen.getByRole('article', { name: /^Walk/ })).getByRole('status')).toHaveTextContent(/^Tracking this walk\.$/);
  });

  it('stops watching the position when the sitter leaves the page', async () => {
    vi.useFakeTimers();
    const geo = installGeolocation();
    serveToday([walk]);
    const view = renderToday();
    await flush();
    await flush();
    expect(geo.watchPosition).toHaveBeenCalledTimes(1);
    const watch = geo.watchPosition.mock.results[0]?.value as number;
    view.unmount();
    expect(geo.clearWatch).toHaveBeenCalledExactlyOnceWith(watch);
  });
});

it('tells a member who is not a sitter what the page is for', async () => {
  serveToday([], { isSitter: false });
  renderToday();
  await expect(screen.findByText('Today is for sitters')).resolves.toBeInTheDocument();
});
