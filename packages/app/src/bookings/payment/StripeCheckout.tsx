import type { SavedCardChargeResult } from '@pawpal/contract';
import { Button, formatAud, useTheme } from '@pawpal/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Appearance, type PaymentIntent, type Stripe, type StripeError } from '@stripe/stripe-js';
import { CreditCard } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { describeError } from '../../data/mutation';
import { chargeSavedCard, useSavedCards } from '../../data/payments';
import { NEW_CARD, SavedCardPicker, useCardChoice } from './SavedCardPicker';

/*
 * Loaded with a dynamic import by PaymentPage only when the provider is Stripe: importing
 * @stripe/stripe-js injects https://js.stripe.com, which the sandbox path must never load.
 */

/** What the page shows next: the webhook marks the booking paid shortly after 'succeeded'. */
export type StripeOutcome = 'succeeded' | 'processing';

export interface StripeCheckoutProps {
  /** The booking a saved card pays for (POST /api/payments/{bookingId}/saved-card-charge). */
  bookingId: string;
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  /** Where Stripe sends the browser back after a redirect-based method (this page). */
  returnUrl: string;
  /** The client secret Stripe put in the URL when it sent the browser back, if it did. */
  returnedClientSecret: string | null;
  onOutcome: (outcome: StripeOutcome) => void;
}

const FAILED = 'The payment didn’t go through. Check the details or use another payment method, then try again.';

/** Elements follows the app's theme: Stripe's 'night' in dark mode, with the app's own colours. */
export function appearanceFor(theme: 'light' | 'dark'): Appearance {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim() || undefined;
  return {
    theme: theme === 'dark' ? 'night' : 'stripe',
    variables: {
      colorPrimary: read('--primary'),
      colorBackground: read('--background'),
      colorText: read('--foreground'),
      colorDanger: read('--destructive'),
    },
  };
}

function outcomeOf(intent: PaymentIntent): StripeOutcome | null {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'processing';
  return null;
}

function StripePayForm({
  bookingId,
  amountCents,
  returnUrl,
  returnedClientSecret,
  onOutcome,
}: Omit<StripeCheckoutProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { data: saved, isLoading: loadingCards } = useSavedCards();
  const savedCards = saved?.cards ?? [];
  const [choice, setChosen] = useCardChoice(savedCards);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [checkingReturn, setCheckingReturn] = useState(returnedClientSecret !== null);

  // Back from a redirect (bank page, wallet): ask Stripe how the payment ended.
  useEffect(() => {
    if (!stripe || !returnedClientSecret) return;
    let current = true;
    void stripe.retrievePaymentIntent(returnedClientSecret).then(({ paymentIntent, error: retrieveError }) => {
      if (!current) return;
      const outcome = paymentIntent ? outcomeOf(paymentIntent) : null;
      if (outcome) {
        onOutcome(outcome);
        return;
      }
      setError(retrieveError?.message ?? paymentIntent?.last_payment_error?.message ?? FAILED);
      setCheckingReturn(false);
    });
    return () => {
      current = false;
    };
  }, [stripe, returnedClientSecret, onOutcome]);

  async function confirm(attempt: () => Promise<void>) {
    setConfirming(true);
    setError(null);
    try {
      await attempt();
    } finally {
      setConfirming(false);
    }
  }

  /** What Stripe.js answered: the page waits for the webhook, or the reason shows. */
  function settle(result: { paymentIntent?: PaymentIntent; error?: StripeError }) {
    const outcome = result.paymentIntent ? outcomeOf(result.paymentIntent) : null;
    if (outcome) onOutcome(outcome);
    else setError(result.error?.message ?? FAILED);
  }

  async function payWithNewCard() {
    if (!stripe || !elements) return;
    try {
      settle(await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: returnUrl } }));
    } catch {
      setError(FAILED);
    }
  }

  /**
   * The API confirms the booking's PaymentIntent with the saved card. `processing` means Stripe took
   * it (succeeded or still settling): wait for the webhook as after confirmPayment's 'succeeded'.
   * `requires_action`: the bank wants the owner to authenticate (3D Secure) first; a redirect-based
   * action comes back to returnUrl like the Payment Element's. A decline is a 402 with Stripe's reason.
   */
  async function payWithSavedCard(cardId: string) {
    if (!stripe) return;
    let charged: SavedCardChargeResult;
    try {
      charged = await chargeSavedCard(bookingId, cardId);
    } catch (caught) {
      setError(describeError(caught, FAILED));
      return;
    }
    if (charged.status !== 'requires_action') {
      onOutcome('succeeded');
      return;
    }
    try {
      settle(await stripe.handleNextAction({ clientSecret: charged.clientSecret }));
    } catch {
      setError(FAILED);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void confirm(choice === NEW_CARD ? payWithNewCard : () => payWithSavedCard(choice));
  }

  if (checkingReturn)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Checking your payment…
      </p>
    );
  // Wait for the saved cards (a failure just means none), so the form does not switch under the person's fingers.
  if (loadingCards) return <p className="text-sm text-muted-foreground">Preparing a secure payment…</p>;

  return (
    <form noValidate aria-label="Payment details" onSubmit={submit} className="flex flex-col gap-4">
      <SavedCardPicker
        cards={savedCards}
        value={choice}
        onValueChange={(value) => {
          setChosen(value);
          setError(null);
        }}
      />
      {choice === NEW_CARD ? <PaymentElement /> : null}
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" busy={confirming} disabled={!stripe || (choice === NEW_CARD && !elements)}>
        <CreditCard aria-hidden="true" />
        {confirming ? 'Paying…' : `Pay ${formatAud(amountCents)}`}
      </Button>
    </form>
  );
}

/**
 * Stripe Elements for one PaymentIntent: the owner's saved cards (the default chosen) or the Payment
 * Element for a new card, a Pay button, and the return from a redirect.
 */
export function StripeCheckout({ publishableKey, clientSecret, ...form }: StripeCheckoutProps) {
  const { theme } = useTheme();
  const [failedToLoad, setFailedToLoad] = useState(false);
  // One Stripe instance per key; a script that cannot load (network, CSP) resolves to null, not a crash.
  const stripePromise = useMemo<Promise<Stripe | null>>(
    () =>
      loadStripe(publishableKey).catch(() => {
        setFailedToLoad(true);
        return null;
      }),
    [publishableKey],
  );
  const options = useMemo(() => ({ clientSecret, appearance: appearanceFor(theme) }), [clientSecret, theme]);

  if (failedToLoad) {
    return (
      <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive">
        The secure payment form couldn’t load. Check your connection and reload the page.
      </p>
    );
  }
  return (
    <Elements stripe={stripePromise} options={options}>
      <StripePayForm {...form} />
    </Elements>
  );
}
