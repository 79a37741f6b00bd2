import { UPLOAD_FIELD } from '@pawpal/contract';
import { HttpError, send, type SendOptions } from './fetcher';
import { reportSessionEnded } from './session-ended';
import { shouldRetryDataQuery, withRetries } from './swr-config';

/*
 * Mutations whose failures a person reads (forms, the chat composer, uploads). `apiRequest`
 * (fetcher.ts) throws before the body is read, so the API's own message ("Those dates overlap
 * another booking") would be lost; forms must show it inline. `sendJson` sends through the same
 * helper (`send`: JSON, credentials, a body only for POST/PUT/PATCH, never retried) and keeps
 * that message on the error.
 */

/** A non-OK answer with the API's human message (`{ message }`), when it sent one. */
export class ApiError extends HttpError {
  constructor(
    status: number,
    statusText: string,
    /** The API's message for a person, e.g. "Your card was declined." */
    readonly detail: string | null,
    /** The whole JSON answer, for a refusal that carries more than its message (a 409's existing booking); null when not JSON. */
    readonly body: unknown = null,
  ) {
    super(status, statusText);
  }
}

/** The ApiError of a non-OK answer: its message for a person and its JSON body. */
async function readError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML error page): fall back to the status line.
  }
  return new ApiError(response.status, response.statusText, detailOf(body), body);
}

function detailOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message)) return message.filter((part) => typeof part === 'string').join('; ') || null;
  return null;
}

/** Sends a JSON mutation and resolves with the parsed body (null for 204). Throws `ApiError`. */
export async function sendJson<T>(method: string, url: string, body?: unknown, options?: SendOptions): Promise<T> {
  const response = await send(method, url, body, options);
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** What to tell a person about a failed call: the API's message, else a plain fallback. */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof HttpError) {
    if (error.status === 401) return 'Please sign in again to continue.';
    if (error.status === 413) return 'That file is too large.';
    if (error.status >= 500) return 'The server had a problem. Please try again in a moment.';
    return fallback;
  }
  if (error instanceof TypeError) return 'We couldn’t reach Pawpal. Check your connection and try again.';
  return fallback;
}

/** True for an error answered with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof HttpError && error.status === status;
}

/**
 * POST one file as multipart field `file` (POST /api/uploads/images); resolves with the parsed
 * body. The one request that does not go through `send`: a multipart body carries its own
 * content type (with the boundary), so it cannot claim JSON.
 */
export async function uploadFile<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body: form });
  if (response.status === 401) reportSessionEnded();
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}

/**
 * A query fetcher that keeps the API's message on failure (e.g. "We couldn't find that suburb
 * or postcode"), with the same retry rules as every data query.
 */
export function queryWithDetail<T>(url: string): Promise<T> {
  return withRetries(() => getWithDetail<T>(url), shouldRetryDataQuery);
}

/**
 * `queryWithDetail` for a query whose 400 is an answer about what was asked (the search's "We
 * couldn't find that suburb"): asking again cannot change it, so it is not retried.
 */
export function queryWithDetailNoRetryOn400<T>(url: string): Promise<T> {
  return withRetries(
    () => getWithDetail<T>(url),
    (error, failureCount) => !hasStatus(error, 400) && shouldRetryDataQuery(error, failureCount),
  );
}

async function getWithDetail<T>(url: string): Promise<T> {
  const response = await send('GET', url);
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}
