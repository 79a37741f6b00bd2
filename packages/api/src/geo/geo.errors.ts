/**
 * Domain error codes of the geo module, for the API's exception filter: GEO_INVALID_INPUT is a
 * client error (400); GEO_DATA_UNAVAILABLE means the configured postcode file gave no suburbs
 * (a deployment error, raised at boot).
 */
export const GEO_ERROR_CODES = ['GEO_INVALID_INPUT', 'GEO_DATA_UNAVAILABLE'] as const;
export type GeoErrorCode = (typeof GEO_ERROR_CODES)[number];

export class GeoError extends Error {
  override readonly name = 'GeoError';

  constructor(
    readonly code: GeoErrorCode,
    message: string,
  ) {
    super(message);
  }
}
