import { ROUTES, savedCardLabel } from '@pawpal/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  FormField,
  Label,
  PageLoading,
  RadioGroup,
  RadioGroupItem,
  toast,
} from '@pawpal/ui';
import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { describeError } from '../../data/mutation';
import { makeDefaultCard, useSavedCards } from '../../data/payments';
import { Screen } from '../../screen/Screen';

/** Payment preferences: which saved card checkout offers first. */
export function PaymentSettingsPage() {
  const { data, error, isLoading, mutate } = useSavedCards();
  const [saving, setSaving] = useState<string | null>(null);
  const id = useId();
  if (isLoading) return <PageLoading />;
  const cards = data?.cards ?? [];
  const current = cards.find((card) => card.isDefault)?.id ?? '';

  async function choose(cardId: string) {
    setSaving(cardId);
    try {
      const answer = await makeDefaultCard(cardId);
      await mutate(answer, { revalidate: false });
      const chosen = answer.cards.find((card) => card.id === cardId);
      toast({ title: chosen ? `${savedCardLabel(chosen)} is now your default card` : 'Default card saved' });
    } catch (caught) {
      toast({ title: describeError(caught, 'We couldn’t change your default card. Please try again.'), variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  }

  return (
    <Screen title="Payment settings" description="Choose the card checkout offers first." width="prose">
      {error ? (
        <ErrorState title="We couldn’t load your saved cards" message={describeError(error)} onRetry={() => void mutate()} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Default card</CardTitle>
            <CardDescription>You can still choose another card, or type a new one, when you pay.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {cards.length === 0 ? (
              <EmptyState
                icon={<CreditCard />}
                title="No cards saved"
                description="Save a card on Payment details to choose your default."
                action={
                  <Button asChild variant="outline">
                    <Link to={ROUTES.paymentDetails}>Go to payment details</Link>
                  </Button>
                }
              />
            ) : (
              <>
                <FormField label="Pay with" group>
                  {(control) => (
                    <RadioGroup
                      {...control}
                      value={current}
                      disabled={saving !== null}
                      onValueChange={(value) => void choose(value)}
                      className="flex flex-col gap-2"
                    >
                      {cards.map((card) => (
                        <div key={card.id} className="flex items-center gap-2">
                          <RadioGroupItem id={`${id}-${card.id}`} value={card.id} />
                          <Label htmlFor={`${id}-${card.id}`}>{savedCardLabel(card)}</Label>
                        </div>
                      ))}
                    </RadioGroup>
                  )}
                </FormField>
                {saving ? (
                  <p role="status" className="text-sm text-muted-foreground">
                    Saving…
                  </p>
                ) : null}
                <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={ROUTES.paymentDetails}>
                  Add or remove cards
                </Link>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </Screen>
  );
}
