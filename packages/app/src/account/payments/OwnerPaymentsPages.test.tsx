import type { OwnerPaymentsResponse, SavedCard, SavedCardsResponse } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { PaymentDetailsPage } from './PaymentDetailsPage';
import { PaymentSettingsPage } from './PaymentSettingsPage';
import { PaymentsPage } from './PaymentsPage';

const VISA: SavedCard = {
  id: 'c1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const MASTERCARD: SavedCard = {
  id: 'c2',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2035,
  isDefault: false,
  createdAt: '2026-11-02T00:00:00.000Z',
};

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler ? handler(init) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>{page}</Providers>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Payments screen', () => {
  it('lists each payment with what was refunded and a link to its tax invoice', async () => {
    const payments: OwnerPaymentsResponse = {
      payments: [
        {
          id: 'pi_2',
          bookingId: 'b2',
          amountCents: 10_550,
          refundedCents: 5_275,
          status: 'partially_refunded',
          paidAt: '2026-11-20T01:00:00.000Z',
          receiptUrl: '/api/payments/b2/receipt',
        },
        {
          id: 'pi_1',
          bookingId: 'b1',
          amountCents: 9_495,
          refundedCents: 0,
          status: 'paid',
          paidAt: '2026-10-02T01:00:00.000Z',
          receiptUrl: '/api/payments/b1/receipt',
        },
      ],
    };
    serve({ 'GET /api/payments': () => Response.json(payments) });
    renderPage(<PaymentsPage />);
    const rows = within(await screen.findByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('$105.50');
    expect(rows[0]).toHaveTextContent('Partly refunded');
    expect(rows[0]).toHaveTextContent('$52.75 refunded');
    expect(within(rows[0]!).getByRole('link', { name: 'Tax invoice' })).toHaveAttribute('href', '/api/payments/b2/receipt');
    expect(within(rows[0]!).getByRole('link', { name: 'View booking' })).toHaveAttribute('href', '/booking?id=b2');
    expect(rows[1]).toHaveTextContent('$94.95');
    expect(rows[1]).toHaveTextContent('Paid 2 Oct 2026');
    expect(rows[1]).not.toHaveTextContent('refunded');
  });

  it('says when there are no payments yet', async () => {
    serve({ 'GET /api/payments': () => Response.json({ payments: [] }) });
    renderPage(<PaymentsPage />);
    await expect(screen.findByText('No payments yet')).resolves.toBeInTheDocument();
  });
});

describe('the Payment details screen', () => {
  it('saves a card (only what the API keeps comes back), checks it first, and removes one', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    let cards: SavedCard[] = [];
    const saved: unknown[] = [];
    const fetchMock = serve({
      'GET /api/payments/cards': () =>
        Response.json({ canSave: true, provider: 'sandbox', setupKind: 'manual', cards } satisfies SavedCardsResponse),
      'POST /api/payments/cards': (init) => {
        saved.push(JSON.parse(String(init?.body)));
        cards = [VISA];
        return Response.json(VISA, { status: 201 });
      },
      'DELETE /api/payments/cards/c1': () => {
        cards = [];
        return new Response(null, { status: 204 });
      },
    });
    renderPage(<PaymentDetailsPage />);
    await expect(screen.findByText('No cards saved')).resolves.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText('Enter the card number as it appears on the card.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/payments/cards', expect.objectContaining({ method: 'POST' }));

    await user.type(screen.getByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/Expiry/), '12/34');
    await user.type(screen.getByLabelText(/CVC/), '123');
    await user.type(screen.getByLabelText(/Name on card/), 'Olive Owner');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(list).toHaveTextContent('Visa ••••4242, expires 12/2034');
    expect(list).toHaveTextContent('Default');
    expect(saved).toEqual([{ cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', nameOnCard: 'Olive Owner' }]);
    expect(screen.getByLabelText(/Card number/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Visa ••••4242, expires 12/2034' }));
    await expect(screen.findByText('No cards saved')).resolves.toBeInTheDocument();
  });

  it("shows the API's reason when a card cannot be saved", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/payments/cards': () => Response.json({ canSave: true, cards: [] }),
      'POST /api/payments/cards': () =>
        Response.json(
          { statusCode: 409, error: 'Conflict', message: 'You can save up to 5 cards: remove one before adding another' },
          { status: 409, statusText: 'Conflict' },
        ),
    });
    renderPage(<PaymentDetailsPage />);
    await user.type(await screen.findByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/Expiry/), '12/34');
    await user.type(screen.getByLabelText(/CVC/), '123');
    await user.type(screen.getByLabelText(/Name on card/), 'Olive Owner');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('You can save up to 5 cards: remove one before adding another');
  });

  it('offers no form when the server cannot save cards', async () => {
    serve({ 'GET /api/payments/cards': () => Response.json({ canSave: false, cards: [] }) });
    renderPage(<PaymentDetailsPage />);
    await expect(screen.findByText(/Saving cards isn’t available on this server yet/)).resolves.toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
  });
});

describe('the Payment settings screen', () => {
  it('shows the default card chosen and makes another the default', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    serve({
      'GET /api/payments/cards': () => Response.json({ canSave: true, cards: [VISA, MASTERCARD] }),
      'POST /api/payments/cards/c2/default': () => {
        chosen.push('c2');
        return Response.json({
          canSave: true,
          cards: [
            { ...MASTERCARD, isDefault: true },
            { ...VISA, isDefault: false },
          ],
        });
      },
    });
    renderPage(<PaymentSettingsPage />);
    expect(await screen.findByRole('radio', { name: 'Visa ••••4242, expires 12/2034' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Mastercard ••••4444, expires 03/2035' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Mastercard ••••4444, expires 03/2035' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Visa ••••4242, expires 12/2034' })).not.toBeChecked();
    expect(chosen).toEqual(['c2']);
  });

  it('points to Payment details when no card is saved', async () => {
    serve({ 'GET /api/payments/cards': () => Response.json({ canSave: true, cards: [] }) });
    renderPage(<PaymentSettingsPage />);
    expect(await screen.findByRole('link', { name: 'Go to payment details' })).toHaveAttribute('href', '/payment-details');
  });
});
