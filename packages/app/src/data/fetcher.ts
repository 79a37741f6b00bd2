/**
 * The app's one request helper. Every fetch of the API goes through
 * `send`: a method, a URL (from @pawpal/contract's `apiPaths`) and an optional body; a JSON
 * content type and credentials on every method; the body sent as JSON only for POST, PUT and
 * PATCH (never for GET, DELETE or HEAD, even when one is passed). On top of it:
 *
 * - `apiRequest` throws an `HttpError` (`${status}: ${statusText}`) for a non-OK answer;
 * - `fetchJson` GETs and parses JSON (`queryFetcher` in swr-config.ts adds the retries);
 * - `sendJson` and `queryWithDetail` (mutation.ts) keep the API's message for a person on the error;
 * - the counts, auth and role fetchers read their special statuses (401, 403, 404) first.
 *
 * The one fetch that does not is the multipart upload (`uploadFile` in mutation.ts): its content
 * type is the form's own boundary, so it cannot claim JSON. The live WebSocket (live/) and the
 * login and logout navigations are not fetches.
 */

import { reportSessionEnded } from './session-ended';

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

/** The methods whose body is sent (as JSON); any other method sends none. */
const METHODS_WITH_BODY: readonly string[] = ['POST', 'PUT', 'PATCH'];

/** The headers of every request `send` makes. */
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'application/json',
  Accept: 'application/json',
});

export interface SendOptions {
  /** Sent as `Idempotency-Key`: a retry of the same attempt carries the same key, so the API answers the first result instead of acting twice (see `Attempt` in attempt.ts). */
  idempotencyKey?: string;
}

/**
 * The spec's generic request helper: resolves with the response whatever its status, so the
 * caller decides what a 401 or a 404 means. A bodiless POST (mark-read, accept, decline...)
 * still claims JSON; the API accepts that: it drops the content type of an empty body before
 * parsing (docs/app-live-and-notifications.md, "A bodiless POST claims JSON too").
 */
export async function send(method: string, url: string, body?: unknown, options: SendOptions = {}): Promise<Response> {
  const verb = method.toUpperCase();
  const response = await fetch(url, {
    method: verb,
    credentials: 'include',
    headers: { ...JSON_HEADERS, ...(options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey }) },
    body: METHODS_WITH_BODY.includes(verb) && body !== undefined ? JSON.stringify(body) : undefined,
  });
  // A signed-in tab's 401 means its session ended: the shell takes the person to sign in (session-ended.ts).
  if (response.status === 401) reportSessionEnded();
  return response;
}

/** `send`, throwing `status: statusText` for a non-OK answer. Never retried. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await send(method, url, body);
  throwIfNotOk(response);
  return response;
}

/** GET a JSON resource; the plain fetcher behind every query. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}
