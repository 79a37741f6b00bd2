import type { Booking } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { BookingPage } from './BookingPage';
import { makeBooking, makePrice, makeUser } from '../../test/fixtures';

// 10 Jan 2026, 9:00 am to 12 Jan 2026, 10:00 am in Perth.
const stay = { startsAt: '2026-01-10T01:00:00.000Z', endsAt: '2026-01-12T02:00:00.000Z', timeZone: 'Australia/Perth' };
const booking: Booking = makeBooking({
  ...stay,
  sitter: { id: 's1', userId: 'u2', firstName: 'Sam', lastName: 'Taylor', avatarUrl: null, suburb: 'Perth' },
  message: 'Rex loves the beach.',
  price: makePrice({ ...stay, cancellationSummary: 'Full refund if you cancel by 3 Jan 2026.' }),
  createdAt: '2026-01-01T00:00:00.000Z',
});

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    return handler ? handler(init) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/booking/:sitterId?" element={<BookingPage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a booking seen by its owner', () => {
  it('shows the stay in the sitter’s time zone with the zone’s abbreviation', async () => {
    serve({ 'GET /api/bookings/b1': () => Response.json(booking) });
    renderAt('/booking?id=b1');
    await expect(screen.findByRole('heading', { level: 1, name: 'Boarding with Sam' })).resolves.toBeInTheDocument();
    expect(screen.getByText('Sat, 10 Jan 2026, 9:00 am AWST')).toBeInTheDocument();
    expect(screen.getByText('Mon, 12 Jan 2026, 10:00 am AWST')).toBeInTheDocument();
    expect(screen.getByText('$94.95')).toBeInTheDocument();
  });

  it('offers Pay and Cancel on an accepted booking, never the sitter’s actions', async () => {
    serve({ 'GET /api/bookings/b1': () => Response.json(booking) });
    renderAt('/booking?id=b1');
    const actions = await screen.findByRole('group', { name: 'Booking actions' });
    expect(within(actions).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment/b1');
    expect(within(actions).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('shows the refund before cancelling, then cancels', async () => {
    const user = userEvent.setup();
    let current: Booking = { ...booking, status: 'paid', actions: ['cancel', 'message'] };
    const fetchMock = serve({
      'GET /api/bookings/b1': () => Response.json(current),
      'GET /api/bookings/b1/cancellation': () =>
        Response.json({ refundCents: 4748, fraction: 0.5, reason: 'after_cutoff', fullRefundUntil: '2026-01-03T01:00:00.000Z' }),
      'POST /api/bookings/b1/cancel': () => {
        current = { ...current, status: 'cancelled', actions: ['message'] };
        return Response.json(current);
      },
    });
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await expect(within(dialog).findByText(/Refund: \$47\.48/)).resolves.toBeInTheDocument();
    expect(within(dialog).getByText('Cancelled after the cut-off: half of the amount paid comes back.')).toBeInTheDocument();
    // The cut-off has passed: no promise of a full refund.
    expect(within(dialog).queryByText(/Full refund until/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await expect(screen.findByText('Cancelled')).resolves.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/b1/cancel', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('closing dialogs at once', () => {
  it('closes the cancel dialog as soon as the cancellation succeeded, before the booking is read again', async () => {
    const user = userEvent.setup();
    let current: Booking = { ...booking, status: 'paid', actions: ['cancel', 'message'] };
    let cancelled = false;
    let release: () => void = () => {};
    const reread = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      // Once cancelled, reading the booking again hangs until released: the dialog must not wait for it.
      'GET /api/bookings/b1': () => (cancelled ? reread.then(() => Response.json(current)) : Response.json(current)),
      'GET /api/bookings/b1/cancellation': () =>
        Response.json({ refundCents: 9495, fraction: 1, reason: 'before_cutoff', fullRefundUntil: '2026-01-03T01:00:00.000Z' }),
      'POST /api/bookings/b1/cancel': () => {
        cancelled = true;
        current = { ...current, status: 'cancelled', actions: ['message'] };
        return Response.json(current);
      },
    });
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await within(dialog).findByText(/Refund: \$94\.95/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    release();
    await expect(screen.findByText('Cancelled')).resolves.toBeInTheDocument();
  });
});

describe('declining with a reason', () => {
  it('asks before declining, sends the chosen reason, and the owner sees why', async () => {
    const user = userEvent.setup();
    let current: Booking = { ...booking, status: 'requested', viewerRole: 'sitter', actions: ['accept', 'decline', 'message'] };
    const fetchMock = serve({
      'GET /api/bookings/b1': () => Response.json(current),
      'POST /api/bookings/b1/decline': () => {
        current = { ...current, status: 'declined', actions: ['message'], declineReason: 'too_far' };
        return Response.json(current);
      },
    });
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    // One click only opens the question: nothing is sent yet.
    const dialog = await screen.findByRole('dialog', { name: 'Decline Olivia’s request?' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/bookings/b1/decline', expect.anything());
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['Not available those dates', "Can't care for this pet", 'Too far away', 'Other']);
    await user.click(within(dialog).getByRole('radio', { name: 'Too far away' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/bookings/b1/decline')!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'too_far' });
    await expect(screen.findByText('Declined')).resolves.toBeInTheDocument();
    expect(screen.getByText('You declined because')).toBeInTheDocument();
    expect(screen.getByText('Too far away')).toBeInTheDocument();
  });

  it('shows the owner the sitter’s reason, and the drop-off and pick-up of a stay', async () => {
    serve({
      'GET /api/bookings/b1': () =>
        Response.json({
          ...booking,
          status: 'declined',
          actions: ['message'],
          declineReason: 'not_available',
          dropOffTime: '09:00',
          pickUpTime: '10:00',
        }),
    });
    renderAt('/booking?id=b1');
    await expect(screen.findByText('Why Sam declined')).resolves.toBeInTheDocument();
    expect(screen.getByText('Not available those dates')).toBeInTheDocument();
    expect(screen.getByText('Drop-off')).toBeInTheDocument();
    expect(screen.getByText('Pick-up')).toBeInTheDocument();
  });
});

describe('a booking seen by its sitter', () => {
  it('accepts a request and shows the new status', async () => {
    const user = userEvent.setup();
    let current: Booking = { ...booking, status: 'requested', viewerRole: 'sitter', actions: ['accept', 'decline', 'cancel', 'message'] };
    const fetchMock = serve({
      'GET /api/bookings/b1': () => Response.json(current),
      'POST /api/bookings/b1/accept': () => {
        current = { ...current, status: 'accepted', actions: ['cancel', 'message'] };
        return Response.json(current);
      },
    });
    renderAt('/booking?id=b1');
    await expect(screen.findByRole('heading', { level: 1, name: 'Boarding with Olivia Nguyen' })).resolves.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Booking actions' });
    expect(within(actions).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Accept' }));
    await expect(screen.findByText('Accepted')).resolves.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/b1/accept', expect.objectContaining({ method: 'POST' }));
    expect(within(actions).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('tells the sitter the owner gets a full refund, without asking for a preview', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({
      'GET /api/bookings/b1': () =>
        Response.json({ ...booking, status: 'paid', viewerRole: 'sitter', actions: ['cancel', 'complete', 'message'] }),
    });
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/the owner gets a full refund/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/bookings/b1/cancellation', expect.anything());
  });

  it('shows the API’s reason when an action is refused', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/bookings/b1': () =>
        Response.json({ ...booking, status: 'requested', viewerRole: 'sitter', actions: ['accept', 'decline'] }),
      'POST /api/bookings/b1/accept': () =>
        Response.json(
          { statusCode: 409, error: 'Conflict', message: 'Those dates overlap another booking you accepted.' },
          { status: 409, statusText: 'Conflict' },
        ),
    });
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('Those dates overlap another booking you accepted.');
  });
});

describe('a booking that can’t be shown', () => {
  it('says so for a booking that is not the viewer’s', async () => {
    serve({});
    renderAt('/booking?id=nope');
    await expect(screen.findByRole('heading', { name: 'We couldn’t find this booking' }, { timeout: 8000 })).resolves.toBeInTheDocument();
  }, 10_000);
});

describe('reporting a problem with the stay', () => {
  const olivia = makeUser({ email: 'olivia@example.com', profileCompleted: true, emailVerified: true });
  const sam = { ...olivia, id: 'u2', firstName: 'Sam', lastName: 'Taylor', email: 'sam@example.com' };

  /** The booking, the signed-in `viewer`, and POST /api/reports answered by `answer`; returns the report bodies sent. */
  function serveReport(
    current: Booking,
    viewer: typeof olivia,
    answer: () => Response = () => Response.json({ id: 'r1', status: 'open', bookingId: 'b1' }, { status: 201 }),
  ) {
    const sent: unknown[] = [];
    serve({
      'GET /api/bookings/b1': () => Response.json(current),
      'GET /api/auth/user': () => Response.json(viewer),
      'POST /api/reports': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      },
    });
    return sent;
  }

  it('lets the owner report the sitter about this stay, and says the sitter’s payout waits', async () => {
    const user = userEvent.setup();
    const sent = serveReport({ ...booking, status: 'completed', actions: ['review', 'message'] }, olivia);
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this stay' });
    expect(
      within(dialog).getByText('If Sam’s payout for this stay hasn’t been sent yet, it waits while Pawpal looks into your report.'),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'Safety concern for people or pets' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Rex came home with a cut paw');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(
      within(dialog).findByText('Thanks, your report was sent. We’ll let you know when we have looked into it.'),
    ).resolves.toBeInTheDocument();
    expect(sent).toEqual([
      { targetType: 'user', targetId: 'u2', reason: 'safety_concern', details: 'Rex came home with a cut paw', bookingId: 'b1' },
    ]);
  });

  it('lets the sitter report the owner about this stay, without claiming it holds the sitter’s payout', async () => {
    const user = userEvent.setup();
    const sent = serveReport({ ...booking, status: 'paid', viewerRole: 'sitter', actions: ['cancel', 'complete', 'message'] }, sam);
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this stay' });
    expect(within(dialog).getByText('Your report doesn’t hold your payout for this stay.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/waits/)).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'Harassment or threats' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(within(dialog).findByRole('status')).resolves.toHaveTextContent('Thanks, your report was sent.');
    expect(sent).toEqual([{ targetType: 'user', targetId: 'u1', reason: 'harassment', details: '', bookingId: 'b1' }]);
  });

  it('shows the API’s message when the report is refused', async () => {
    const user = userEvent.setup();
    serveReport({ ...booking, status: 'in_progress', actions: ['message'] }, olivia, () =>
      Response.json(
        { statusCode: 409, error: 'Conflict', message: 'You have already reported this; Pawpal is looking into it' },
        { status: 409 },
      ),
    );
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this stay' });
    expect(within(dialog).getByText('Sam’s payout for this stay waits while Pawpal looks into your report.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(within(dialog).findByRole('alert')).resolves.toHaveTextContent(
      'You have already reported this; Pawpal is looking into it',
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('promises no payout hold on a stay that ends without one', async () => {
    const user = userEvent.setup();
    serveReport({ ...booking, status: 'declined', actions: ['message'], declineReason: 'too_far' }, olivia);
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem with this stay' });
    await expect(within(dialog).findByRole('radio', { name: 'Spam' })).resolves.toBeInTheDocument();
    expect(within(dialog).queryByText(/payout/)).not.toBeInTheDocument();
  });

  it('is not offered to an admin looking at someone else’s booking', async () => {
    serveReport({ ...booking, viewerRole: 'admin', actions: [] }, { ...olivia, id: 'a1', firstName: 'Ada' });
    renderAt('/booking?id=b1');
    await expect(screen.findByRole('heading', { level: 1, name: 'Boarding with Sam' })).resolves.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });
});

describe('a write answers with the booking', () => {
  const reads = (fetchMock: ReturnType<typeof serve>) =>
    fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/bookings/b1' && (init?.method ?? 'GET') === 'GET').length;

  it('shows the accepted booking the API answered with, without reading it again', async () => {
    const user = userEvent.setup();
    const requested: Booking = { ...booking, status: 'requested', viewerRole: 'sitter', actions: ['accept', 'decline', 'message'] };
    const fetchMock = serve({
      // A second read would bring back the request and its Accept button.
      'GET /api/bookings/b1': () => Response.json(requested),
      'POST /api/bookings/b1/accept': () => Response.json({ ...requested, status: 'accepted', actions: ['cancel', 'message'] }),
    });
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await expect(screen.findByText('Accepted')).resolves.toBeInTheDocument();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(reads(fetchMock)).toBe(1);
  });

  it('shows the cancelled booking the API answered with, without reading it again', async () => {
    const user = userEvent.setup();
    const paid: Booking = { ...booking, status: 'paid', actions: ['cancel', 'message'] };
    const fetchMock = serve({
      'GET /api/bookings/b1': () => Response.json(paid),
      'GET /api/bookings/b1/cancellation': () =>
        Response.json({ refundCents: 9495, fraction: 1, reason: 'before_cutoff', fullRefundUntil: '2026-01-03T01:00:00.000Z' }),
      'POST /api/bookings/b1/cancel': () => Response.json({ ...paid, status: 'cancelled', actions: ['message'] }),
    });
    renderAt('/booking?id=b1');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await within(dialog).findByText(/Refund: \$94\.95/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await expect(screen.findByText('Cancelled')).resolves.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(reads(fetchMock)).toBe(1);
  });
});
