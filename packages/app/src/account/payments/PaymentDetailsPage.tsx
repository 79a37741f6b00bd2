import { MAX_SAVED_CARDS, ROUTES, savedCardLabel, type SavedCard } from '@pawpal/contract';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  PageLoading,
  toast,
} from '@pawpal/ui';
import { CreditCard, Trash2 } from 'lucide-react';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CardFields } from '../../bookings/payment/CardFields';
import { toSandboxCard, validateCard, type CardForm, type CardFormErrors } from '../../bookings/payment/card';
import { describeError } from '../../data/mutation';
import { removeCard, saveCard, useSavedCards } from '../../data/payments';
import { Screen } from '../../screen/Screen';

// Stripe's code (and js.stripe.com) is fetched only when the provider is Stripe.
const StripeCardSetup = lazy(() =>
  import('../../bookings/payment/StripeCardSetup').then((module) => ({ default: module.StripeCardSetup })),
);

const EMPTY_CARD: CardForm = { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' };

/** Adds a card: checked here first, then by the API; only brand, last four digits and expiry are kept. */
function AddCardForm({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCard(card);
    const body = toSandboxCard(card);
    if (Object.keys(found).length > 0 || !body) {
      setErrors(found);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveCard(body);
      setCard(EMPTY_CARD);
      await onSaved();
      toast({ title: `${savedCardLabel(saved)} saved` });
    } catch (error) {
      setFailure(describeError(error, 'We couldn’t save this card. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate aria-label="Add a card" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Test mode: no real card is charged. Pawpal keeps only the card’s brand, last four digits and expiry date, never the full number or
        the security code.
      </p>
      <CardFields
        card={card}
        errors={errors}
        onChange={(patch) => {
          setCard((previous) => ({ ...previous, ...patch }));
          setErrors({});
        }}
      />
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={saving} className="self-start">
        <CreditCard aria-hidden="true" />
        {saving ? 'Saving…' : 'Save card'}
      </Button>
    </form>
  );
}

function SavedCardRow({ card, onRemoved }: { card: SavedCard; onRemoved: () => Promise<unknown> }) {
  const [removing, setRemoving] = useState(false);
  const label = savedCardLabel(card);
  async function remove() {
    setRemoving(true);
    try {
      await removeCard(card.id);
      await onRemoved();
      toast({ title: `${label} removed` });
    } catch (error) {
      toast({ title: describeError(error, 'We couldn’t remove this card. Please try again.'), variant: 'destructive' });
      setRemoving(false);
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
      <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
        <CreditCard aria-hidden="true" className="size-4 text-muted-foreground" />
        {label}
        {card.isDefault ? <Badge variant="secondary">Default</Badge> : null}
      </span>
      <Button variant="outline" size="sm" disabled={removing} aria-label={`Remove ${label}`} onClick={() => void remove()}>
        <Trash2 aria-hidden="true" />
        {removing ? 'Removing…' : 'Remove'}
      </Button>
    </li>
  );
}

/** Saved cards for faster checkout: list, add, remove (the default is chosen on Payment settings). */
export function PaymentDetailsPage() {
  const { data, error, isLoading, mutate } = useSavedCards();
  if (isLoading) return <PageLoading />;
  const cards = data?.cards ?? [];
  return (
    <Screen title="Payment details" description="Cards saved for faster checkout." width="prose">
      {error ? (
        <ErrorState title="We couldn’t load your saved cards" message={describeError(error)} onRetry={() => void mutate()} />
      ) : (
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Saved cards</CardTitle>
              <CardDescription>
                Checkout offers your default card first.{' '}
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={ROUTES.paymentSettings}>
                  Choose the default
                </Link>
              </CardDescription>
            </CardHeader>
            <CardContent>
              {cards.length === 0 ? (
                <EmptyState icon={<CreditCard />} title="No cards saved" description="Save a card below to pay for bookings in one step." />
              ) : (
                <ul aria-label="Saved cards" className="flex flex-col gap-2">
                  {cards.map((card) => (
                    <SavedCardRow key={card.id} card={card} onRemoved={() => mutate()} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Add a card</CardTitle>
            </CardHeader>
            <CardContent>
              {data && !data.canSave ? (
                <p className="text-sm text-muted-foreground">
                  Saving cards isn’t available on this server yet: pay with a card at checkout.
                </p>
              ) : cards.length >= MAX_SAVED_CARDS ? (
                <p className="text-sm text-muted-foreground">You can save up to {MAX_SAVED_CARDS} cards: remove one to add another.</p>
              ) : data?.setupKind === 'hosted' ? (
                <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the secure card form…</p>}>
                  <StripeCardSetup
                    onSaved={(card) => {
                      void mutate();
                      toast({ title: `${savedCardLabel(card)} saved` });
                    }}
                  />
                </Suspense>
              ) : (
                <AddCardForm onSaved={() => mutate()} />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </Screen>
  );
}
