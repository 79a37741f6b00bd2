import { HttpError } from './fetcher';

/*
 * Mutations whose failures a person reads (profile fields, a message that could not be sent)
 * need the API's own message ({ statusCode, error, message }), not just "status: statusText".
 * `ApiError` keeps the spec's message format and carries the server's text alongside.
 */

/** A non-OK answer with the API's human-readable message (`detail`), when it sent one. */
export class ApiError extends HttpError {
  constructor(
    status: number,
    statusText: string,
    /** The API's `message`, e.g. "phone must be an Australian mobile or landline number". */
    readonly detail: string | null,
  ) {
    super(status, statusText);
  }
}

async function readDetail(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown } | null;
    if (typeof body?.message === 'string') return body.message;
    if (Array.isArray(body?.message)) return body.message.filter((m) => typeof m === 'string').join('; ');
  } catch {
    // Not JSON: no detail.
  }
  return null;
}

/** Throws an ApiError (with the server's message) for a non-OK response. */
export async function throwApiErrorIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, response.statusText, await readDetail(response));
}

/** What to show a person for a failed request. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  if (error instanceof HttpError && error.status === 413) return 'That file is too large.';
  return fallback;
}

/** A JSON mutation (never retried) that answers with the parsed body. */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined || method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  await throwApiErrorIfNotOk(response);
  return (await response.json()) as T;
}

/** POST one file as multipart field `file` (uploads, profile photo); answers the parsed body. */
export async function uploadFile<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body: form });
  await throwApiErrorIfNotOk(response);
  return (await response.json()) as T;
}
