import { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, CVC_PATTERN, type SandboxChargeInput } from '@pawpal/contract';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

export type CardFormErrors = Partial<Record<keyof CardForm, string>>;

export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as typed → "MM/YY": digits only, at most four, the slash added after the month
 * ("1228" → "12/28", "3" → "03"). A pasted "12/28" or "12 / 28" stays "12/28".
 */
export function formatExpiry(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "MM/YY" → month and four-digit year, or null. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}

/** Checks what a person can fix before anything is sent; the provider decides the rest. */
export function validateCard(form: CardForm, now: Date = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  const digits = cardDigits(form.cardNumber);
  if (!/^\d+$/.test(digits) || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    errors.cardNumber = 'Enter the card number as it appears on the card.';
  }
  const expiry = parseExpiry(form.expiry);
  if (!expiry) {
    errors.expiry = 'Enter the expiry date as MM/YY.';
  } else {
    const endOfMonth = new Date(expiry.expYear, expiry.expMonth, 1);
    if (endOfMonth <= now) errors.expiry = 'This card has expired.';
  }
  if (!CVC_PATTERN.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (form.nameOnCard.trim() === '') errors.nameOnCard = 'Enter the name on the card.';
  return errors;
}

export function toSandboxCard(form: CardForm): SandboxChargeInput | null {
  const expiry = parseExpiry(form.expiry);
  if (!expiry) return null;
  return {
    cardNumber: cardDigits(form.cardNumber),
    expMonth: expiry.expMonth,
    expYear: expiry.expYear,
    cvc: form.cvc.trim(),
    nameOnCard: form.nameOnCard.trim(),
  };
}
