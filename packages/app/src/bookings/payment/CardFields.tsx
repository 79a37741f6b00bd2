import { FormField, Input } from '@pawpal/ui';
import { formatCardNumber, formatExpiry, type CardForm, type CardFormErrors } from './card';

/** The card form's four fields (number, expiry, CVC, name), shared by checkout and the saved-cards screen. */
export function CardFields({
  card,
  errors,
  onChange,
  describedBy,
}: {
  card: CardForm;
  errors: CardFormErrors;
  onChange: (patch: Partial<CardForm>) => void;
  /** Id of a hint about the card number (the test cards). */
  describedBy?: string;
}) {
  return (
    <>
      <FormField label="Card number" required error={errors.cardNumber}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          aria-describedby={describedBy}
          value={card.cardNumber}
          onChange={(event) => onChange({ cardNumber: formatCardNumber(event.target.value) })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)" required error={errors.expiry}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(event) => onChange({ expiry: formatExpiry(event.target.value) })}
          />
        </FormField>
        <FormField label="CVC" required error={errors.cvc}>
          <Input inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(event) => onChange({ cvc: event.target.value })} />
        </FormField>
      </div>
      <FormField label="Name on card" required error={errors.nameOnCard}>
        <Input autoComplete="cc-name" value={card.nameOnCard} onChange={(event) => onChange({ nameOnCard: event.target.value })} />
      </FormField>
    </>
  );
}
