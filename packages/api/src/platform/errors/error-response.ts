import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiError } from './domain-error.js';

/** The body of every error response: never a stack, message always one string. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** A feature error's extra fields (ApiError.details). */
  [detail: string]: unknown;
}

export interface DescribedError {
  body: ErrorBody;
  /** True for unexpected errors, which are logged with their stack and answered generically. */
  unexpected: boolean;
}

const GENERIC_MESSAGE = 'Something went wrong';

/** Maps anything thrown to the response the client gets. Shared by the filter and the HTML form pages. */
export function describeError(exception: unknown): DescribedError {
  if (exception instanceof ApiError) {
    // A feature's own error: its status says whose fault it is.
    if (exception.status >= HttpStatus.INTERNAL_SERVER_ERROR && exception.expected !== true) return unexpected();
    const answer = described(exception.status, exception.message);
    return exception.details === undefined ? answer : { ...answer, body: { ...exception.details, ...answer.body } };
  }
  if (isDatabaseUnavailable(exception)) {
    // Not a bug: the database is restarting or unreachable. 503 tells clients and load balancers to retry.
    return described(HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return unexpected();
    return described(status, httpExceptionMessage(exception));
  }
  return unexpected();
}

const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Try again in a moment.';
/**
 * Postgres SQLSTATEs that mean "stuck or away, try again": a statement cancelled by
 * statement_timeout (57014), a lock not granted within lock_timeout (55P03), a session ended by
 * idle_in_transaction_session_timeout (25P03), a server shutting down or starting up, too many
 * connections, or a broken connection (classes 08 and 57P).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014',
  '55P03',
  '25P03',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  /Query read timeout/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
];

/**
 * TypeORM's error for a statement on a transaction whose connection is gone: the connection broke
 * or the server ended the session (idle_in_transaction_session_timeout) under the transaction, and
 * TypeORM released it; the driver's own error went with it.
 */
const RELEASED_CONNECTION_ERROR = 'QueryRunnerProviderAlreadyReleasedError';

/** True when the error means the database cannot be reached right now (not a bug in a query). */
export function isDatabaseUnavailable(exception: unknown): boolean {
  const candidates = [exception, (exception as { driverError?: unknown } | null)?.driverError];
  return candidates.some((candidate) => {
    if (!(candidate instanceof Error)) return false;
    if (candidate.name === RELEASED_CONNECTION_ERROR) return true;
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message));
  });
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

function described(status: number, message: string): DescribedError {
  return { body: { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message }, unexpected: false };
}

function unexpected(): DescribedError {
  return {
    body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal Server Error', message: GENERIC_MESSAGE },
    unexpected: true,
  };
}
