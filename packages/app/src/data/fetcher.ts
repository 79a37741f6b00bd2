/**
 * The one way the app talks HTTP to the API (spec sections 7 and 8): every request sends
 * the session cookie, and a non-OK answer becomes an `HttpError` whose message is
 * `${status}: ${statusText}`. Retry rules live in `swr-config.ts`, not here.
 */

/** A non-OK HTTP answer. The message format is part of the spec; the status is kept for code. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status}: ${statusText}`);
  }
}

/** Throws an `HttpError` for a non-OK response. */
export function throwIfNotOk(response: Response): void {
  if (!response.ok) throw new HttpError(response.status, response.statusText);
}

/** GET a JSON resource with credentials; the plain fetcher behind every query. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  throwIfNotOk(response);
  return (await response.json()) as T;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Generic request helper for mutations: JSON content type, credentials, and a JSON body only
 * for POST, PUT and PATCH. Never retried. Resolves with the response so callers decide
 * whether there is a body to read (a 204 has none).
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const verb = method.toUpperCase();
  const response = await fetch(url, {
    method: verb,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: METHODS_WITH_BODY.has(verb) && body !== undefined ? JSON.stringify(body) : undefined,
  });
  throwIfNotOk(response);
  return response;
}
