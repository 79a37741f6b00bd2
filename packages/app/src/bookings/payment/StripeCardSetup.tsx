import type { CardSetupIntent, SavedCard } from '@pawpal/contract';
import { Button, ErrorState, useTheme } from '@pawpal/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CreditCard } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { completeCardSetup, startCardSetup } from '../../data/payments';
import { describeError } from '../../data/mutation';
import { appearanceFor } from './StripeCheckout';

/*
 * Saving a card with Stripe (Payment details, when the API's provider is Stripe): a SetupIntent for
 * the member's Stripe customer, confirmed in Stripe Elements; the card details go to Stripe only.
 * Loaded with a dynamic import, like StripeCheckout, so the sandbox never loads js.stripe.com.
 */

const FAILED = 'The card couldn’t be saved. Check the details or use another card, then try again.';

function SetupForm({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSaving(true);
    setError(null);
    try {
      const result = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
      if (result.setupIntent?.status === 'succeeded') onSaved(await completeCardSetup(result.setupIntent.id));
      else setError(result.error?.message ?? FAILED);
    } catch (caught) {
      setError(describeError(caught, FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate aria-label="Add a card" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PaymentElement />
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={saving} disabled={!stripe || !elements} className="self-start">
        <CreditCard aria-hidden="true" />
        {saving ? 'Saving…' : 'Save card'}
      </Button>
    </form>
  );
}

/** Starts a SetupIntent and shows Stripe's card form; `onSaved` gets the card Pawpal kept (brand, last four, expiry). */
export function StripeCardSetup({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const { theme } = useTheme();
  const [intent, setIntent] = useState<CardSetupIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    startCardSetup().then(
      (answer) => {
        if (current) setIntent(answer);
      },
      (caught: unknown) => {
        if (current) setError(describeError(caught, 'We couldn’t start saving a card.'));
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const publishableKey = intent?.publishableKey ?? null;
  const stripePromise = useMemo<Promise<Stripe | null> | null>(
    () => (publishableKey ? loadStripe(publishableKey).catch(() => null) : null),
    [publishableKey],
  );
  const options = useMemo(
    () => (intent ? { clientSecret: intent.clientSecret, appearance: appearanceFor(theme) } : undefined),
    [intent, theme],
  );

  if (error)
    return <ErrorState headingLevel={3} title="Saving a card couldn’t start" message={error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!intent || !options) return <p className="text-sm text-muted-foreground">Loading the secure card form…</p>;
  if (!stripePromise) {
    return (
      <p role="status" className="rounded-md bg-muted p-4 text-sm">
        Saving cards isn’t set up on this server yet (the Stripe publishable key is missing).
      </p>
    );
  }
  return (
    <Elements stripe={stripePromise} options={options}>
      <SetupForm
        onSaved={(card) => {
          onSaved(card);
          setIntent(null);
          setAttempt((n) => n + 1);
        }}
      />
    </Elements>
  );
}
