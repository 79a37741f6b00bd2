import type { Booking } from '@pawpal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { PaymentPage } from './PaymentPage';
import { makeBooking } from '../../test/fixtures';

const booking: Booking = makeBooking();

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/payment/:bookingId" element={<PaymentPage />} />
          <Route path="/stripe-payment/:bookingId" element={<PaymentPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const cardNumber = screen.getByLabelText(/Card number/);
  await user.clear(cardNumber);
  await user.type(cardNumber, number);
  const expiry = screen.getByLabelText(/Expiry/);
  await user.clear(expiry);
  await user.type(expiry, '12/34');
  const cvc = screen.getByLabelText(/CVC/);
  await user.clear(cvc);
  await user.type(cvc, '123');
  const name = screen.getByLabelText(/Name on card/);
  await user.clear(name);
  await user.type(name, 'Olivia Nguyen');
}

describe('paying for a booking in test mode', () => {
  // Typing two full cards with userEvent takes longer than the default 5 s on a loaded machine.
  it('shows why a card was declined, then confirms the payment on retry', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const charges: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input)}`;
        if (key === 'GET /api/bookings/b1') return Response.json(booking);
        if (key === 'POST /api/payments/b1/intent') return Response.json({ provider: 'sandbox', testMode: true, amountCents: 9495 });
        if (key === 'POST /api/payments/b1/sandbox-charge') {
          const body = JSON.parse(String(init?.body)) as { cardNumber: string };
          charges.push(body);
          if (body.cardNumber === '4000000000000002') {
            return Response.json(
              { statusCode: 402, error: 'Payment Required', message: 'Your card was declined.' },
              { status: 402, statusText: 'Payment Required' },
            );
          }
          return Response.json({ status: 'succeeded', booking: { ...booking, status: 'paid', actions: ['cancel', 'message'] } });
        }
        return new Response(null, { status: 404, statusText: 'Not Found' });
      }),
    );
    renderAt('/payment/b1');
    await expect(screen.findByText('Test mode')).resolves.toBeInTheDocument();
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();
    expect(screen.getByText(/4000 0000 0000 0002/)).toBeInTheDocument();

    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));
    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('Your card was declined.');

    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));
    await expect(screen.findByRole('heading', { name: 'Payment confirmed' })).resolves.toBeInTheDocument();
    // The Pay button went with the form: the outcome's heading has focus, not <body>.
    expect(screen.getByRole('heading', { name: 'Payment confirmed' })).toHaveFocus();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(charges).toEqual([
      { cardNumber: '4000000000000002', expMonth: 12, expYear: 2034, cvc: '123', nameOnCard: 'Olivia Nguyen' },
      { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', nameOnCard: 'Olivia Nguyen' },
    ]);
  });

  it('checks the card before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/bookings/b1') return Response.json(booking);
      if (key === 'POST /api/payments/b1/intent') return Response.json({ provider: 'sandbox', testMode: true, amountCents: 9495 });
      return new Response(null, { status: 404, statusText: 'Not Found' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/stripe-payment/b1');
    await user.click(await screen.findByRole('button', { name: 'Pay $94.95' }));
    expect(screen.getByText('Enter the card number as it appears on the card.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/payments/b1/sandbox-charge', expect.anything());
  });

  it('explains that a request can be paid only once the sitter accepts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ...booking, status: 'requested', actions: ['cancel', 'message'] })),
    );
    renderAt('/payment/b1');
    await expect(screen.findByText('You can pay once the sitter accepts your request.')).resolves.toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
  });

  it('offers the saved cards, the default chosen, and pays with the one picked', async () => {
    const user = userEvent.setup();
    const charges: string[] = [];
    const cards = {
      canSave: true,
      cards: [
        {
          id: 'c-default',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2034,
          isDefault: true,
          createdAt: '2026-03-01T00:00:00.000Z',
        },
        {
          id: 'c-other',
          brand: 'mastercard',
          last4: '4444',
          expMonth: 3,
          expYear: 2035,
          isDefault: false,
          createdAt: '2026-03-02T00:00:00.000Z',
        },
      ],
    };
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/bookings/b1') return Response.json(booking);
      if (key === 'GET /api/payments/cards') return Response.json(cards);
      if (key === 'POST /api/payments/b1/intent') return Response.json({ provider: 'sandbox', testMode: true, amountCents: 9495 });
      if (key === 'POST /api/payments/b1/saved-card-charge') {
        const { cardId } = JSON.parse(String(init?.body)) as { cardId: string };
        charges.push(cardId);
        if (cardId === 'c-other') {
          return Response.json(
            {
              statusCode: 402,
              error: 'Payment Required',
              message: 'Your card was declined. In test mode, pay with the test card 4242 4242 4242 4242.',
            },
            { status: 402, statusText: 'Payment Required' },
          );
        }
        return Response.json({ status: 'succeeded', booking: { ...booking, status: 'paid', actions: ['cancel', 'message'] } });
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/payment/b1');
    const preferred = await screen.findByRole('radio', { name: 'Visa ••••4242, expires 12/2034' });
    await waitFor(() => expect(preferred).toBeChecked());
    // No card form while a saved card is chosen; "A new card" brings it back.
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(screen.getByLabelText(/Card number/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Mastercard ••••4444, expires 03/2035' }));
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));
    await expect(screen.findByRole('alert')).resolves.toHaveTextContent(
      'Your card was declined. In test mode, pay with the test card 4242 4242 4242 4242.',
    );

    await user.click(screen.getByRole('radio', { name: 'Visa ••••4242, expires 12/2034' }));
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));
    await expect(screen.findByRole('heading', { name: 'Payment confirmed' })).resolves.toBeInTheDocument();
    expect(charges).toEqual(['c-other', 'c-default']);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/payments/b1/sandbox-charge', expect.anything());
  });

  it('saves the typed card for next time when asked, after the payment went through', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input)}`;
        if (key === 'GET /api/bookings/b1') return Response.json(booking);
        if (key === 'GET /api/payments/cards') return Response.json({ canSave: true, provider: 'sandbox', cards: [] });
        if (key === 'POST /api/payments/b1/intent') return Response.json({ provider: 'sandbox', testMode: true, amountCents: 9495 });
        if (key === 'POST /api/payments/b1/sandbox-charge')
          return Response.json({ status: 'succeeded', booking: { ...booking, status: 'paid', actions: ['cancel', 'message'] } });
        if (key === 'POST /api/payments/cards') {
          saved.push(JSON.parse(String(init?.body)));
          return Response.json(
            { id: 'c1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true, createdAt: '2026-03-01T00:00:00.000Z' },
            { status: 201 },
          );
        }
        return new Response(null, { status: 404, statusText: 'Not Found' });
      }),
    );
    renderAt('/payment/b1');
    await screen.findByLabelText(/Card number/);
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('checkbox', { name: /Save this card for next time/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));
    await expect(screen.findByRole('heading', { name: 'Payment confirmed' })).resolves.toBeInTheDocument();
    await waitFor(() =>
      expect(saved).toEqual([{ cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', nameOnCard: 'Olivia Nguyen' }]),
    );
  });
});
