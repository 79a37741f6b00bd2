import type { SavedCard } from '@pawpal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { PaymentDetailsPage } from './PaymentDetailsPage';

const stripe = vi.hoisted(() => {
  const confirmSetup = vi.fn();
  return { loadStripe: vi.fn(), confirmSetup, instance: { confirmSetup }, elementsOptions: [] as unknown[] };
});

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return <>{children}</>;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => stripe.instance,
  useElements: () => ({ fake: 'elements' }),
}));

const MASTERCARD: SavedCard = {
  id: 'c2',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2035,
  isDefault: true,
  createdAt: '2026-11-02T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving a card with Stripe', () => {
  it('confirms a SetupIntent in Stripe Elements, never posting card details to Pawpal, then saves what Stripe confirmed', async () => {
    const user = userEvent.setup();
    let cards: SavedCard[] = [];
    const completed: unknown[] = [];
    stripe.loadStripe.mockResolvedValue(stripe.instance);
    stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/payments/cards') return Response.json({ canSave: true, provider: 'stripe', setupKind: 'hosted', cards });
      if (key === 'POST /api/payments/cards/setup-intent')
        return Response.json({ setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_abc', publishableKey: 'pk_test_1' });
      if (key === 'POST /api/payments/cards/setup-intent/complete') {
        completed.push(JSON.parse(String(init?.body)));
        cards = [MASTERCARD];
        return Response.json(MASTERCARD, { status: 201 });
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <Providers swr={{ provider: () => new Map() }}>
          <PaymentDetailsPage />
        </Providers>
      </MemoryRouter>,
    );
    await expect(screen.findByTestId('payment-element')).resolves.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'seti_1_secret_abc' });
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await expect(screen.findByText('Mastercard ••••4444, expires 03/2035')).resolves.toBeInTheDocument();
    expect(stripe.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
    expect(completed).toEqual([{ setupIntentId: 'seti_1' }]);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/payments/cards', expect.objectContaining({ method: 'POST' }));
  });

  it("shows Stripe's reason when the card is refused", async () => {
    const user = userEvent.setup();
    stripe.loadStripe.mockResolvedValue(stripe.instance);
    stripe.confirmSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input)}`;
        if (key === 'GET /api/payments/cards') return Response.json({ canSave: true, provider: 'stripe', setupKind: 'hosted', cards: [] });
        if (key === 'POST /api/payments/cards/setup-intent')
          return Response.json({ setupIntentId: 'seti_2', clientSecret: 'seti_2_secret_abc', publishableKey: 'pk_test_1' });
        return new Response(null, { status: 404, statusText: 'Not Found' });
      }),
    );
    render(
      <MemoryRouter>
        <Providers swr={{ provider: () => new Map() }}>
          <PaymentDetailsPage />
        </Providers>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Save card' }));
    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('Your card was declined.');
  });
});
