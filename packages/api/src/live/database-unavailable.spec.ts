import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { describeError, isDatabaseUnavailable } from '../platform/errors/error-response.js';

// The live connection's reliability promise (docs/live.md): while Postgres restarts the API
// answers 503, never 500, and recovers by itself. This is the mapping that makes it 503.
describe('database outages', () => {
  it('answers 503 for connection refused, a server shutting down and a dropped connection', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shuttingDown = new QueryFailedError(
      'SELECT 1',
      [],
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    const dropped = new Error('Connection terminated unexpectedly');
    for (const error of [refused, shuttingDown, dropped]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(describeError(error)).toEqual({
        body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is temporarily unavailable. Try again in a moment.' },
        unexpected: false,
      });
    }
  });

  it('keeps real query bugs as logged 500s', () => {
    const syntax = new QueryFailedError('SELEC 1', [], Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' }));
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(describeError(syntax)).toMatchObject({ body: { statusCode: 500 }, unexpected: true });
  });
});
