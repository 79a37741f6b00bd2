import type { Booking, SavedCard, StripeSavedCardChargeResult } from '@pawpal/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { PaymentPage } from './PaymentPage';
import { makeBooking } from '../../test/fixtures';

const stripe = vi.hoisted(() => {
  const confirmPayment = vi.fn();
  const retrievePaymentIntent = vi.fn();
  const handleNextAction = vi.fn();
  return {
    loadStripe: vi.fn(),
    confirmPayment,
    retrievePaymentIntent,
    handleNextAction,
    // One instance, as Stripe's own useStripe returns.
    instance: { confirmPayment, retrievePaymentIntent, handleNextAction },
    elementsOptions: [] as unknown[],
  };
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

const booking: Booking = makeBooking();

const paidBooking: Booking = { ...booking, status: 'paid', actions: ['cancel', 'message'] };

const stripeIntent = {
  provider: 'stripe',
  testMode: true,
  amountCents: 9495,
  clientSecret: 'pi_1_secret_abc',
  publishableKey: 'pk_test_pawpal',
};

interface StubOptions {
  /** GET /api/payments/cards (none unless given). */
  cards?: SavedCard[];
  /** POST /api/payments/b1/saved-card-charge's answer. */
  savedCardCharge?: () => Response;
}

/**
 * The API: the booking as `current()` says, a Stripe PaymentIntent, the saved cards and the
 * saved-card charge. Counts the booking reads and keeps the saved-card charges' bodies.
 */
function stubApi(current: () => Booking, { cards = [], savedCardCharge }: StubOptions = {}) {
  const calls = { bookingReads: 0, intents: 0, savedCardCharges: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/bookings/b1') {
        calls.bookingReads += 1;
        return Response.json(current());
      }
      if (key === 'POST /api/payments/b1/intent') {
        calls.intents += 1;
        return Response.json(stripeIntent);
      }
      if (key === 'GET /api/payments/cards') return Response.json({ cards, canSave: true, provider: 'stripe', setupKind: 'hosted' });
      if (key === 'POST /api/payments/b1/saved-card-charge' && savedCardCharge) {
        calls.savedCardCharges.push(JSON.parse(String(init?.body)));
        return savedCardCharge();
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    }),
  );
  return calls;
}

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

/** Lets fake timers run and the promises they start settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  stripe.loadStripe.mockReset().mockResolvedValue(stripe.instance);
  stripe.confirmPayment.mockReset();
  stripe.retrievePaymentIntent.mockReset();
  stripe.handleNextAction.mockReset();
  stripe.elementsOptions.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('paying for a booking with Stripe', () => {
  it('shows the Payment Element with the intent’s client secret instead of the test-mode card form', async () => {
    stubApi(() => booking);
    renderAt('/stripe-payment/b1');
    await expect(screen.findByTestId('payment-element')).resolves.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $94.95' })).toBeEnabled();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_pawpal');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_1_secret_abc', appearance: { theme: 'stripe' } });
  });

  it('dresses the Payment Element in Stripe’s night theme in dark mode', async () => {
    localStorage.setItem('theme', 'dark');
    stubApi(() => booking);
    renderAt('/payment/b1');
    await expect(screen.findByTestId('payment-element')).resolves.toBeInTheDocument();
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ appearance: { theme: 'night' } });
  });

  it('shows Stripe’s message when confirming fails, and lets the owner pay again', async () => {
    const user = userEvent.setup();
    stubApi(() => booking);
    stripe.confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    renderAt('/payment/b1');
    await user.click(await screen.findByRole('button', { name: 'Pay $94.95' }));

    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('Your card has insufficient funds.');
    const pay = screen.getByRole('button', { name: 'Pay $94.95' });
    expect(pay).toBeEnabled();
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { fake: 'elements' },
      redirect: 'if_required',
      confirmParams: { return_url: 'http://localhost:3000/payment/b1' },
    });

    stripe.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    await user.click(pay);
    await expect(screen.findByText('Confirming your payment…')).resolves.toBeInTheDocument();
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  it('polls the booking every 2 s after Stripe confirms and shows the confirmation once the webhook has marked it paid', async () => {
    let current = booking;
    const calls = stubApi(() => current);
    renderAt('/payment/b1');
    const pay = await screen.findByRole('button', { name: 'Pay $94.95' });

    vi.useFakeTimers();
    let settle: (value: unknown) => void = () => {};
    stripe.confirmPayment.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)));
    await act(async () => {
      pay.click();
    });
    expect(screen.getByRole('button', { name: 'Paying…' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      settle({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    });
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    const readsBefore = calls.bookingReads;

    await advance(2000);
    expect(calls.bookingReads).toBe(readsBefore + 1);
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();

    current = paidBooking;
    await advance(2000);
    expect(screen.getByRole('heading', { name: 'Payment confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/\$94\.95 was charged and your booking is paid/)).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();

    const readsWhenPaid = calls.bookingReads;
    await advance(10_000);
    expect(calls.bookingReads).toBe(readsWhenPaid);
  });

  it('says the payment is processing when the booking is still unpaid after 30 s', async () => {
    const calls = stubApi(() => booking);
    stripe.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    renderAt('/payment/b1');
    const pay = await screen.findByRole('button', { name: 'Pay $94.95' });

    vi.useFakeTimers();
    await act(async () => {
      pay.click();
    });
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();

    await advance(29_000);
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText(/Your payment is processing\. Your booking will update shortly/)).toBeInTheDocument();

    const readsAfter = calls.bookingReads;
    await advance(10_000);
    expect(calls.bookingReads).toBe(readsAfter);
  });
});

describe('paying with a saved card through Stripe', () => {
  const cards: SavedCard[] = [
    { id: 'c-default', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, isDefault: true, createdAt: '2026-03-02T00:00:00.000Z' },
    {
      id: 'c-other',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2030,
      isDefault: false,
      createdAt: '2026-03-01T00:00:00.000Z',
    },
  ];

  function chargeAnswer(status: StripeSavedCardChargeResult['status']) {
    return () => Response.json({ status, clientSecret: 'pi_1_secret_abc', booking } satisfies StripeSavedCardChargeResult);
  }

  it('offers the saved cards, the default chosen, and the Payment Element for a new card', async () => {
    const user = userEvent.setup();
    stubApi(() => booking, { cards });
    renderAt('/payment/b1');

    const preferred = await screen.findByRole('radio', { name: 'Visa ••••4242, expires 12/2029' });
    expect(preferred).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mastercard ••••4444, expires 03/2030' })).not.toBeChecked();
    expect(screen.queryByTestId('payment-element')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $94.95' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
  });

  it('charges the chosen card through the API and waits for the webhook when Stripe took it', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => booking, { cards, savedCardCharge: chargeAnswer('processing') });
    renderAt('/payment/b1');
    await user.click(await screen.findByRole('radio', { name: 'Mastercard ••••4444, expires 03/2030' }));
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));

    await expect(screen.findByText('Confirming your payment…')).resolves.toBeInTheDocument();
    expect(calls.savedCardCharges).toEqual([{ cardId: 'c-other' }]);
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('lets the bank authenticate the owner with Stripe.js when the charge requires action, then waits for the webhook', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => booking, { cards, savedCardCharge: chargeAnswer('requires_action') });
    stripe.handleNextAction.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' },
    });
    renderAt('/payment/b1');
    await screen.findByRole('radio', { name: 'Visa ••••4242, expires 12/2029' });
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));

    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('We are unable to authenticate your payment method.');
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_abc' });

    stripe.handleNextAction.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));
    await expect(screen.findByText('Confirming your payment…')).resolves.toBeInTheDocument();
    expect(calls.savedCardCharges).toEqual([{ cardId: 'c-default' }, { cardId: 'c-default' }]);
    expect(stripe.handleNextAction).toHaveBeenCalledTimes(2);
  });

  it('shows Stripe’s reason when the saved card is declined, and the new card form stays available', async () => {
    const user = userEvent.setup();
    stubApi(() => booking, {
      cards,
      savedCardCharge: () =>
        Response.json(
          { statusCode: 402, error: 'Payment Required', message: 'Your card has insufficient funds.' },
          { status: 402, statusText: 'Payment Required' },
        ),
    });
    renderAt('/payment/b1');
    await screen.findByRole('radio', { name: 'Visa ••••4242, expires 12/2029' });
    await user.click(screen.getByRole('button', { name: 'Pay $94.95' }));

    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('Your card has insufficient funds.');
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $94.95' })).toBeEnabled();
  });
});

describe('coming back from a redirect-based payment method', () => {
  it('asks Stripe how the payment ended and waits for the booking when it succeeded', async () => {
    stubApi(() => booking);
    stripe.retrievePaymentIntent.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    renderAt('/payment/b1?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded');

    await expect(screen.findByText('Confirming your payment…')).resolves.toBeInTheDocument();
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret_abc');
    expect(screen.queryByTestId('payment-element')).not.toBeInTheDocument();
  });

  it('says the payment is processing when Stripe still processes it', async () => {
    stubApi(() => booking);
    stripe.retrievePaymentIntent.mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'processing' } });
    renderAt('/payment/b1?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=processing');

    await expect(screen.findByText(/Your payment is processing/)).resolves.toBeInTheDocument();
  });

  it('shows why the payment failed and offers the form again', async () => {
    stubApi(() => booking);
    stripe.retrievePaymentIntent.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_1', status: 'requires_payment_method', last_payment_error: { message: 'The bank declined the payment.' } },
    });
    renderAt('/payment/b1?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=failed');

    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('The bank declined the payment.');
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $94.95' })).toBeEnabled();
  });

  it('shows the confirmation at once when the webhook already marked the booking paid', async () => {
    const calls = stubApi(() => paidBooking);
    renderAt('/payment/b1?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded');

    await expect(screen.findByRole('heading', { name: 'Payment confirmed' })).resolves.toBeInTheDocument();
    expect(calls.intents).toBe(0);
  });
});

describe('paying in test mode (sandbox provider)', () => {
  it('never loads Stripe', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input)}`;
        if (key === 'GET /api/bookings/b1') return Response.json(booking);
        if (key === 'POST /api/payments/b1/intent') return Response.json({ provider: 'sandbox', testMode: true, amountCents: 9495 });
        return new Response(null, { status: 404, statusText: 'Not Found' });
      }),
    );
    renderAt('/payment/b1');
    await expect(screen.findByText('Test mode')).resolves.toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toBeInTheDocument();
    expect(screen.queryByTestId('payment-element')).not.toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });
});
