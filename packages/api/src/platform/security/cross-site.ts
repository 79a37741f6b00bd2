import { type FastifyRequest } from 'fastify';
import { DomainError, DomainErrorCode } from '../errors/domain-error.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie sessions: a state-changing request refused when the browser says it
 * comes from another site. `Origin` must be APP_ORIGIN or the request's own origin (any scheme
 * plus the Host header: behind a TLS proxy the scheme seen here may differ); `Sec-Fetch-Site:
 * cross-site` is refused. Requests with neither header are not from a browser and pass.
 * SameSite=Lax cookies are the second layer.
 */
export function isCrossSiteRequest(request: Pick<FastifyRequest, 'method' | 'headers'>, appOrigin: string): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === appOrigin) return false;
  const host = request.headers.host?.toLowerCase();
  if (!host) return true;
  const normalised = normaliseOrigin(origin);
  return normalised !== `http://${host}` && normalised !== `https://${host}` && normalised !== appOrigin;
}

function normaliseOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/** Fastify onRequest hook: runs before body parsing, sessions and routing, for every path. */
export function crossSiteRequestHook(appOrigin: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isCrossSiteRequest(request, appOrigin)) throw new DomainError(DomainErrorCode.CrossSiteRequest);
  };
}
