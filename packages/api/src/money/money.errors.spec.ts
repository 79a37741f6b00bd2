import { describe, expect, it } from 'vitest';
import { describeError } from '../platform/errors/error-response.js';
import { MoneyError } from './money.errors.js';

describe('MoneyError', () => {
  it('answers invalid input with 400 and its message, an invalid fee configuration with a generic 500', () => {
    expect(describeError(new MoneyError('MONEY_INVALID_INPUT', 'Amount must be positive')).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Amount must be positive',
    });
    expect(describeError(new MoneyError('MONEY_INVALID_CONFIG', 'fee table broken'))).toEqual({
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
      unexpected: true,
    });
  });
});
