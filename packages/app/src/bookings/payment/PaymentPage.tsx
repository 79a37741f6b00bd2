import {
  MAX_SAVED_CARDS,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
  paths,
  savedCardLabel,
  type Booking,
  type PaymentIntent,
  type SavedCardChargeResult,
} from '@pawpal/contract';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  EmptyState,
  ErrorState,
  PageLoading,
  formatAud,
  toast,
} from '@pawpal/ui';
import { CircleCheck, CreditCard } from 'lucide-react';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useHref, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { formatStay, useBooking, useBookingWrites } from '../../data/bookings';
import { describeError, hasStatus } from '../../data/mutation';
import { BookingStatusBadge } from '../BookingStatusBadge';
import {
  chargeSandboxCard,
  chargeSavedCard,
  PAYMENT_CONFIRM_POLL_MS,
  PAYMENT_CONFIRM_TIMEOUT_MS,
  SAVED_CARDS_KEY,
  saveCard,
  startPayment,
  STRIPE_RETURN_PARAMS,
  useSavedCards,
} from '../../data/payments';
import { SERVICE_LABELS } from '../../data/sitters';
import { QuoteBreakdown } from '../booking/QuoteBreakdown';
import { Screen } from '../../screen/Screen';
import { focusWasLost } from '../../shared/keep-focus';
import { CardFields } from './CardFields';
import { formatCardNumber, toSandboxCard, validateCard, type CardForm, type CardFormErrors } from './card';
import { NEW_CARD, SavedCardPicker, useCardChoice } from './SavedCardPicker';
import type { StripeOutcome } from './StripeCheckout';

// Stripe's code (and its script from js.stripe.com) is fetched only when the provider is Stripe.
const StripeCheckout = lazy(() => import('./StripeCheckout').then((module) => ({ default: module.StripeCheckout })));

const PAID_STATUSES: ReadonlySet<Booking['status']> = new Set(['paid', 'in_progress', 'completed']);

const EMPTY_CARD: CardForm = { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' };

/**
 * The sandbox provider's card form (test mode): a saved card (the default chosen first) or a new
 * card typed in; a decline says why and can be retried.
 */
function SandboxCardForm({ booking, onPaid }: { booking: Booking; onPaid: (booking: Booking) => void }) {
  const { data: saved, isLoading: loadingCards } = useSavedCards();
  const savedCards = saved?.cards ?? [];
  const [choice, setChosen] = useCardChoice(savedCards);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [remember, setRemember] = useState(false);
  const { mutate: mutateCache } = useSWRConfig();
  const canRemember = saved !== undefined && saved.canSave && saved.provider === 'sandbox' && savedCards.length < MAX_SAVED_CARDS;

  function change(patch: Partial<CardForm>) {
    setCard((previous) => ({ ...previous, ...patch }));
    setErrors({});
  }

  // The sandbox settles at once: its answer is always `succeeded` with the paid booking.
  async function pay(charge: () => Promise<SavedCardChargeResult>) {
    setSubmitting(true);
    setDeclined(null);
    try {
      onPaid((await charge()).booking);
    } catch (error) {
      setDeclined(describeError(error, 'The payment didn’t go through. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice !== NEW_CARD) {
      await pay(() => chargeSavedCard(booking.id, choice));
      return;
    }
    const found = validateCard(card);
    const body = toSandboxCard(card);
    if (Object.keys(found).length > 0 || !body) {
      setErrors(found);
      return;
    }
    await pay(async () => {
      const result = await chargeSandboxCard(booking.id, body);
      if (remember && canRemember) {
        // Paid either way; a card that cannot be saved is only mentioned.
        try {
          const card = await saveCard(body);
          toast({ title: `${savedCardLabel(card)} saved for next time` });
          void mutateCache(SAVED_CARDS_KEY);
        } catch (error) {
          toast({ title: `Paid, but the card wasn’t saved: ${describeError(error)}`, variant: 'destructive' });
        }
      }
      return result;
    });
  }

  // Wait for the saved cards (a failure just means none), so the form does not switch under the person's fingers.
  if (loadingCards) return <p className="text-sm text-muted-foreground">Preparing a secure payment…</p>;

  return (
    <form noValidate aria-label="Card details" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Badge variant="warning">Test mode</Badge>
        <p className="text-sm text-muted-foreground">No real money moves.</p>
      </div>
      <SavedCardPicker
        cards={savedCards}
        value={choice}
        onValueChange={(value) => {
          setChosen(value);
          setDeclined(null);
        }}
      />
      {choice === NEW_CARD ? (
        <>
          <p id="test-cards" className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            Use {formatCardNumber(SANDBOX_SUCCESS_CARD)} for a successful payment or {formatCardNumber(SANDBOX_DECLINED_CARD)} for a
            declined card, with any future expiry date and any 3-digit CVC.
          </p>
          <CardFields card={card} errors={errors} onChange={change} describedBy="test-cards" />
          {canRemember ? (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={remember} onCheckedChange={(checked) => setRemember(checked === true)} />
              Save this card for next time (only its brand, last four digits and expiry are kept)
            </label>
          ) : null}
        </>
      ) : null}
      {declined ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive">
          {declined} Check the details or use another card, then try again.
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={submitting}>
        <CreditCard aria-hidden="true" />
        {submitting ? 'Paying…' : `Pay ${formatAud(booking.price.totalCents)}`}
      </Button>
    </form>
  );
}

interface PaymentFormProps {
  booking: Booking;
  onPaid: (booking: Booking) => void;
  onStripeOutcome: (outcome: StripeOutcome) => void;
  /** Set when Stripe sent the browser back here after a redirect-based method. */
  returnedClientSecret: string | null;
}

function PaymentForm({ booking, onPaid, onStripeOutcome, returnedClientSecret }: PaymentFormProps) {
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Stripe sends the browser back here after a redirect-based method (a bank page, a wallet).
  const returnUrl = new URL(useHref(useLocation().pathname), window.location.origin).href;

  useEffect(() => {
    let current = true;
    setError(null);
    startPayment(booking.id).then(
      (answer) => {
        if (current) setIntent(answer);
      },
      (caught: unknown) => {
        if (current) setError(describeError(caught, 'We couldn’t start the payment.'));
      },
    );
    return () => {
      current = false;
    };
  }, [booking.id, attempt]);

  if (error) {
    return <ErrorState headingLevel={3} title="Payment couldn’t start" message={error} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (!intent) return <p className="text-sm text-muted-foreground">Preparing a secure payment…</p>;
  if (intent.provider === 'sandbox') return <SandboxCardForm booking={booking} onPaid={onPaid} />;
  if (!intent.clientSecret || !intent.publishableKey) {
    return (
      <div role="status" className="rounded-md bg-muted p-4 text-sm">
        Card payments aren’t set up on this server yet (the Stripe publishable key is missing). Please contact support to pay for this
        booking.
      </div>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the secure payment form…</p>}>
      <StripeCheckout
        bookingId={booking.id}
        publishableKey={intent.publishableKey}
        clientSecret={intent.clientSecret}
        amountCents={intent.amountCents}
        returnUrl={returnUrl}
        returnedClientSecret={returnedClientSecret}
        onOutcome={onStripeOutcome}
      />
    </Suspense>
  );
}

const PAYMENT_RESULT_TITLE_ID = 'payment-result-title';

/** Pay for a booking: /payment/{bookingId} and /stripe-payment/{bookingId}. */
export function PaymentPage() {
  const { bookingId } = useParams();
  const { data: booking, error, isLoading, mutate } = useBooking(bookingId);
  const writes = useBookingWrites();
  const [paid, setPaid] = useState<Booking | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the parameters are then dropped from the URL so a reload or a retry starts afresh.
  const [returnedClientSecret] = useState(() => searchParams.get('payment_intent_client_secret'));
  // After Stripe confirms: 'confirming' while polling for the webhook's effect, then 'processing'.
  const [awaiting, setAwaiting] = useState<'confirming' | 'processing' | null>(null);
  const onStripeOutcome = useCallback((outcome: StripeOutcome) => {
    setAwaiting(outcome === 'succeeded' ? 'confirming' : 'processing');
  }, []);

  useEffect(() => {
    if (!STRIPE_RETURN_PARAMS.some((name) => searchParams.has(name))) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of STRIPE_RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const expectingPayment = awaiting !== null || returnedClientSecret !== null;
  const confirmed = paid ?? (expectingPayment && booking && PAID_STATUSES.has(booking.status) ? booking : null);
  const confirmedId = confirmed?.id;
  // The paid booking (the sandbox's answer, or the one the polling read) goes into the cache as it is.
  const confirmedRef = useRef(confirmed);
  confirmedRef.current = confirmed;
  useEffect(() => {
    if (confirmedId && confirmedRef.current) void writes.stored(confirmedRef.current);
  }, [confirmedId, writes]);

  // The card form (and its Pay button, which had focus) gives way to the outcome: the outcome's
  // heading takes focus, else a keyboard user would be left on <body> (docs/accessibility.md).
  useEffect(() => {
    if (!confirmedId && awaiting === null) return;
    if (!focusWasLost()) return;
    const title = document.getElementById(PAYMENT_RESULT_TITLE_ID);
    if (!title) return;
    title.tabIndex = -1;
    title.focus();
  }, [confirmedId, awaiting]);

  // The booking turns paid when Stripe's webhook reaches the API: poll it for a while.
  useEffect(() => {
    if (awaiting !== 'confirming' || confirmedId) return;
    const poll = setInterval(() => void mutate(), PAYMENT_CONFIRM_POLL_MS);
    const giveUp = setTimeout(() => setAwaiting('processing'), PAYMENT_CONFIRM_TIMEOUT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [awaiting, confirmedId, mutate]);

  if (isLoading) return <PageLoading />;
  if (!booking) {
    return (
      <Screen title="Payment">
        {hasStatus(error, 404) || !error ? (
          <EmptyState
            icon={<CreditCard />}
            title="We couldn’t find this booking"
            description="Your bookings are all listed on the bookings page."
            action={
              <Button asChild variant="outline">
                <Link to={paths.bookings()}>Go to bookings</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState title="We couldn’t load this booking" message={describeError(error)} onRetry={() => void mutate()} />
        )}
      </Screen>
    );
  }

  const shown = confirmed ?? booking;
  const canPay = shown.actions.includes('pay');

  return (
    <Screen title="Payment" description={`${SERVICE_LABELS[shown.service]} with ${shown.sitter.firstName} ${shown.sitter.lastName}`}>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Booking summary</CardTitle>
            <CardDescription>{formatStay(shown.startsAt, shown.endsAt, shown.timeZone)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="flex items-center gap-2">
              <span className="text-sm text-muted-foreground">Status</span>
              <BookingStatusBadge status={shown.status} />
            </div>
            <p className="text-sm">
              <span className="text-muted-foreground">Pets: </span>
              {shown.petNames.join(', ')}
            </p>
            <QuoteBreakdown quote={shown.price} />
            <p className="text-sm text-muted-foreground">{shown.price.cancellationSummary}</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" id={PAYMENT_RESULT_TITLE_ID}>
              {confirmed ? 'Payment confirmed' : 'Pay by card'}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {confirmed ? (
              <div role="status" className="flex flex-col items-start gap-3">
                <p className="flex items-center gap-2 font-medium">
                  <CircleCheck aria-hidden="true" className="size-5 text-primary" />
                  Payment confirmed. {formatAud(confirmed.price.totalCents)} was charged and your booking is paid.
                </p>
                <Button asChild>
                  <Link to={paths.bookingNotification(confirmed.id)}>View booking</Link>
                </Button>
              </div>
            ) : awaiting === 'confirming' ? (
              <p role="status" className="text-sm text-muted-foreground">
                Confirming your payment…
              </p>
            ) : awaiting === 'processing' ? (
              <div role="status" className="flex flex-col items-start gap-3">
                <p className="text-sm">Your payment is processing. Your booking will update shortly; you don’t need to pay again.</p>
                <Button asChild variant="outline">
                  <Link to={paths.bookingNotification(shown.id)}>View booking</Link>
                </Button>
              </div>
            ) : canPay ? (
              <PaymentForm booking={shown} onPaid={setPaid} onStripeOutcome={onStripeOutcome} returnedClientSecret={returnedClientSecret} />
            ) : (
              <div className="flex flex-col items-start gap-3">
                <p className="text-sm text-muted-foreground">
                  {shown.status === 'requested'
                    ? 'You can pay once the sitter accepts your request.'
                    : shown.status === 'paid' || shown.status === 'in_progress' || shown.status === 'completed'
                      ? 'This booking is already paid.'
                      : 'This booking can’t be paid.'}
                </p>
                <Button asChild variant="outline">
                  <Link to={paths.bookingNotification(shown.id)}>View booking</Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </Screen>
  );
}
