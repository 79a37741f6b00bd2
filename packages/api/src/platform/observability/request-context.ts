import { AsyncLocalStorage } from 'node:async_hooks';
import { type FastifyInstance } from 'fastify';

/** What every log line of a request carries: the request id Fastify gave it (a fresh UUID, never the client's). */
export interface RequestContext {
  readonly requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request this code runs for, or undefined outside a request (start-up, sweeps). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `fn` inside a request's context (the onRequest hook does this for every request). */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The response header that names the request, so a person can quote it to support. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Every request runs inside its own context (AsyncLocalStorage), so log lines written anywhere
 * while serving it carry its id; every response names the request in `X-Request-Id`, and every
 * JSON error body gets `requestId` too (whoever built it: the exception filter, the input checks,
 * a plain Fastify route), so the id a person reports finds the server's log lines.
 */
export function registerRequestContext(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    withRequestContext({ requestId: request.id }, done);
  });
  fastify.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isErrorBody(payload)) {
      done(null, { ...payload, requestId: request.id });
      return;
    }
    done(null, payload);
  });
}

function isErrorBody(payload: unknown): payload is { statusCode: number; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { statusCode?: unknown }).statusCode === 'number' &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
