import { BadRequestException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { GeoError } from '../../geo/geo.errors.js';
import { MoneyError } from '../../money/money.errors.js';
import { DomainError, DomainErrorCode, statusForCode } from './domain-error.js';
import { describeError } from './error-response.js';

describe('describeError', () => {
  it('maps every domain error code to a status', () => {
    for (const code of Object.values(DomainErrorCode)) {
      expect(statusForCode(code)).toBeGreaterThanOrEqual(400);
    }
    expect(describeError(new DomainError(DomainErrorCode.EmailTaken)).body).toEqual({ statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' });
  });

  it('joins validation messages into one string', () => {
    expect(describeError(new BadRequestException(['a is bad', 'b is bad'])).body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'a is bad; b is bad' });
    expect(describeError(new NotFoundException('Cannot GET /x')).body.message).toBe('Cannot GET /x');
  });

  it('answers input errors of the money and geo modules with 400, their configuration errors with a generic 500', () => {
    expect(describeError(new MoneyError('MONEY_INVALID_INPUT', 'Amount must be positive')).body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Amount must be positive' });
    expect(describeError(new GeoError('GEO_INVALID_INPUT', 'Unknown suburb')).body.statusCode).toBe(400);
    expect(describeError(new MoneyError('MONEY_INVALID_CONFIG', 'fee table broken'))).toEqual({
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
      unexpected: true,
    });
    expect(describeError(new GeoError('GEO_DATA_UNAVAILABLE', 'no postcodes')).unexpected).toBe(true);
  });

  it('hides anything unexpected behind a generic 500', () => {
    const described = describeError(new TypeError('secret internals at /srv/app.js:1'));
    expect(described).toEqual({ body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }, unexpected: true });
  });
});
