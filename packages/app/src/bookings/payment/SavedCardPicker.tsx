import { savedCardLabel, type SavedCard } from '@pawpal/contract';
import { FormField, Label, RadioGroup, RadioGroupItem } from '@pawpal/ui';
import { useId, useState } from 'react';

/*
 * Checkout's "Pay with" choice between the owner's saved cards and a new card, shared by the
 * sandbox's card form and Stripe checkout (each pays with the picked card its own way).
 */

/** The picker's value for "A new card"; a saved card's value is its id. */
export const NEW_CARD = 'new';

/** The card checkout pays with: the one picked, else the default saved card, else the first, else a new card. */
export function useCardChoice(cards: readonly SavedCard[]) {
  const [chosen, setChosen] = useState<string | null>(null);
  const choice = chosen ?? cards.find((card) => card.isDefault)?.id ?? cards[0]?.id ?? NEW_CARD;
  return [choice, setChosen] as const;
}

export interface SavedCardPickerProps {
  /** As GET /api/payments/cards lists them: the default first. */
  cards: readonly SavedCard[];
  /** A saved card's id or NEW_CARD. */
  value: string;
  onValueChange: (value: string) => void;
}

/** "Pay with": each saved card, then "A new card". Renders nothing when no card is saved. */
export function SavedCardPicker({ cards, value, onValueChange }: SavedCardPickerProps) {
  const choiceId = useId();
  if (cards.length === 0) return null;
  return (
    <FormField label="Pay with" group>
      {(control) => (
        <RadioGroup {...control} value={value} onValueChange={onValueChange} className="flex flex-col gap-2">
          {[...cards.map((card) => [card.id, savedCardLabel(card)] as const), [NEW_CARD, 'A new card'] as const].map(([option, label]) => (
            <div key={option} className="flex items-center gap-2">
              <RadioGroupItem id={`${choiceId}-${option}`} value={option} />
              <Label htmlFor={`${choiceId}-${option}`}>{label}</Label>
            </div>
          ))}
        </RadioGroup>
      )}
    </FormField>
  );
}
