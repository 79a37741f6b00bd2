import { describe, expect, it } from 'vitest';
import { describeError } from '../platform/errors/error-response.js';
import { GeoError } from './geo.errors.js';

describe('GeoError', () => {
  it('answers invalid input with 400 and its message, missing suburb data with a generic 500', () => {
    expect(describeError(new GeoError('GEO_INVALID_INPUT', 'Unknown suburb')).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Unknown suburb',
    });
    expect(describeError(new GeoError('GEO_DATA_UNAVAILABLE', 'no postcodes'))).toEqual({
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
      unexpected: true,
    });
  });
});
