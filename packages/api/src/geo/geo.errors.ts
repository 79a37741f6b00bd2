import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

/**
 * Domain error codes of the geo module: GEO_INVALID_INPUT is a client error (400), and so is
 * SUBURB_NOT_FOUND (a suburb and postcode the directory does not hold); GEO_DATA_UNAVAILABLE
 * means the configured postcode file gave no suburbs (a deployment error, raised at boot: 500).
 */
export const GEO_ERROR_CODES = ['GEO_INVALID_INPUT', 'SUBURB_NOT_FOUND', 'GEO_DATA_UNAVAILABLE'] as const;
export type GeoErrorCode = (typeof GEO_ERROR_CODES)[number];

export class GeoError extends ApiError {
  override readonly name = 'GeoError';

  constructor(
    readonly code: GeoErrorCode,
    message: string,
  ) {
    super(message);
  }

  /** Bad coordinates or queries come from the request (400); missing suburb data is a deployment problem (500). */
  get status(): HttpStatus {
    switch (this.code) {
      case 'GEO_INVALID_INPUT':
      case 'SUBURB_NOT_FOUND':
        return HttpStatus.BAD_REQUEST;
      case 'GEO_DATA_UNAVAILABLE':
        return HttpStatus.INTERNAL_SERVER_ERROR;
      default:
        this.code satisfies never;
        return HttpStatus.INTERNAL_SERVER_ERROR;
    }
  }
}
