import { BadRequestException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { ApiError, DomainError, DomainErrorCode, statusForCode } from './domain-error.js';
import { describeError } from './error-response.js';

describe('describeError', () => {
  it('maps every domain error code to a status', () => {
    for (const code of Object.values(DomainErrorCode)) {
      expect(statusForCode(code)).toBeGreaterThanOrEqual(400);
    }
    expect(describeError(new DomainError(DomainErrorCode.NotSignedIn)).body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not signed in',
    });
  });

  it('joins validation messages into one string', () => {
    expect(describeError(new BadRequestException(['a is bad', 'b is bad'])).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'a is bad; b is bad',
    });
    expect(describeError(new NotFoundException('Cannot GET /x')).body.message).toBe('Cannot GET /x');
  });

  it('answers any ApiError with its own status and message, an expected 5xx too, and any other 5xx with a generic 500', () => {
    class TeapotError extends ApiError {
      readonly status = 418;
    }
    class BrokenSetupError extends ApiError {
      readonly status = 503;
    }
    expect(describeError(new DomainError(DomainErrorCode.NotAllowed)).body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You are not allowed to do this',
    });
    expect(describeError(new TeapotError('Short and stout'))).toEqual({
      body: { statusCode: 418, error: "I'm a Teapot", message: 'Short and stout' },
      unexpected: false,
    });
    class DiskFullError extends ApiError {
      readonly status = 507;
      override readonly expected = true;
    }
    expect(describeError(new DiskFullError('The server is out of storage space. Try again later.'))).toEqual({
      body: { statusCode: 507, error: 'Insufficient Storage', message: 'The server is out of storage space. Try again later.' },
      unexpected: false,
    });
    expect(describeError(new BrokenSetupError('secret path /srv/x'))).toEqual({
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
      unexpected: true,
    });
  });

  it('hides anything unexpected behind a generic 500', () => {
    const described = describeError(new TypeError('secret internals at /srv/app.js:1'));
    expect(described).toEqual({
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
      unexpected: true,
    });
  });
});
