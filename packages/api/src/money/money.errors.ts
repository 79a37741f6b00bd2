/**
 * Domain error codes of the money module. The API's exception filter maps them to HTTP
 * statuses (all of them are client input problems: 400/422), with an exhaustive switch.
 */
export const MONEY_ERROR_CODES = ['MONEY_INVALID_INPUT', 'MONEY_INVALID_CONFIG'] as const;
export type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[number];

/** Thrown for invalid amounts, dates, policies or fee configuration; never for rounding. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';

  constructor(
    readonly code: MoneyErrorCode,
    message: string,
  ) {
    super(message);
  }
}
