import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  CARD_NAME_MAX_LENGTH,
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  CVC_PATTERN,
  type SandboxChargeInput as SandboxChargeContract,
} from '@pawpal/contract';
import { CARD_CENTURY } from '../payments.constants.js';

/** Digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's expiry year written with 2 or 4 digits, as a full year. */
export function fullYear(year: number): number {
  return year < 100 ? CARD_CENTURY + year : year;
}

function IsValidCardNumber(): PropertyDecorator {
  return ValidateBy({
    name: 'isValidCardNumber',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && passesLuhn(cardDigits(value)),
      defaultMessage: () => 'Card number is not valid: check the digits',
    },
  });
}

/** The card has not expired: valid through the last day of its expiry month. */
function IsNotExpired(): PropertyDecorator {
  return ValidateBy({
    name: 'isNotExpired',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const month = (args?.object as { expMonth?: unknown }).expMonth;
        if (typeof value !== 'number' || typeof month !== 'number') return true; // reported by the other rules
        const now = new Date();
        const year = fullYear(value);
        return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
      },
      defaultMessage: () => 'Card has expired',
    },
  });
}

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

/** POST /api/payments/{bookingId}/sandbox-charge: a card form's fields (test mode only, never stored). */
export class SandboxChargeInput implements SandboxChargeContract {
  @IsValidCardNumber()
  @Matches(new RegExp(`^\\d{${CARD_NUMBER_MIN_DIGITS},${CARD_NUMBER_MAX_DIGITS}}$`), {
    message: `Card number must be ${CARD_NUMBER_MIN_DIGITS} to ${CARD_NUMBER_MAX_DIGITS} digits`,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? cardDigits(value) : value))
  @IsString({ message: 'Card number must be text' })
  @IsNotEmpty({ message: 'Card number is required' })
  cardNumber: string;

  @Max(12, { message: 'Expiry month must be from 1 to 12' })
  @Min(1, { message: 'Expiry month must be from 1 to 12' })
  @IsInt({ message: 'Expiry month must be a whole number from 1 to 12' })
  @IsNotEmpty({ message: 'Expiry month is required' })
  expMonth: number;

  @IsNotExpired()
  @Max(CARD_CENTURY + 99, { message: 'Expiry year is not valid' })
  @Min(0, { message: 'Expiry year is not valid' })
  @IsInt({ message: 'Expiry year must be a whole number' })
  @IsNotEmpty({ message: 'Expiry year is required' })
  expYear: number;

  @Matches(CVC_PATTERN, { message: 'Security code (CVC) must be 3 or 4 digits' })
  @IsString({ message: 'Security code (CVC) must be text' })
  @IsNotEmpty({ message: 'Security code (CVC) is required' })
  cvc: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(CARD_NAME_MAX_LENGTH, { message: `Name on card must be at most ${CARD_NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'Name on card must be text' })
  @IsNotEmpty({ message: 'Name on card is required' })
  nameOnCard: string;
}
