/* The one error body of every failed API call. */

/** The JSON body of every error response: never a stack, `message` always one string a person understands. */
export interface ErrorBody {
  statusCode: number;
  /** The HTTP status text, e.g. "Conflict". */
  error: string;
  message: string;
}

/** True when `value` has the shape of an ErrorBody. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.statusCode === 'number' && typeof body.error === 'string' && typeof body.message === 'string';
}
