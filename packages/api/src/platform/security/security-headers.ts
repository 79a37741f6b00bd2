import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type FastifyHelmetOptions } from '@fastify/helmet';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { type AppConfig } from '../config/config.js';
import { isHashedAssetPath } from '../static/static-files.js';

/**
 * Origins a feature's pages load from other sites, which the CSP must allow: a payment provider's
 * card form (scripts, calls, frames), the search map's tile server (images). The composition
 * gathers them from the features' settings; the platform knows no feature.
 */
export interface ThirdPartySources {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly frame: readonly string[];
  readonly img?: readonly string[];
}

/** The configuration the headers depend on: the platform's, and the third-party origins the composition adds. */
export type SecurityHeadersConfig = AppConfig & { readonly thirdPartySources?: ThirdPartySources };

/**
 * Response headers for every route (API, login page, the built app). The CSP suits a Vite-built
 * React app: scripts only from this origin (Vite emits no inline script), inline styles allowed
 * because Radix positions popovers with style attributes, WebSocket connections for live updates.
 */
export function securityHeaders(config: SecurityHeadersConfig): FastifyHelmetOptions {
  // The payment provider's card form (Stripe Elements) loads its script and frames and calls its API.
  const sources = config.thirdPartySources;
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(sources?.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The search map's tiles (MAP_TILE_URL's origin; none unless it is set).
        imgSrc: ["'self'", 'data:', 'blob:', ...(sources?.img ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(sources?.connect ?? [])],
        ...(sources?.frame.length ? { frameSrc: [...sources.frame] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only when served over https: on http://localhost it would pin the browser to https.
    strictTransportSecurity: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers `securityHeaders(config)` produces, computed once. @fastify/helmet builds a new
 * helmet middleware (parsing every CSP directive) on every request; the headers only depend on the
 * configuration, so the app computes them at start and sets them from one cheap onRequest hook
 * (docs/benchmarks.md: it showed up in the profile of the hottest endpoint).
 */
export function precomputeSecurityHeaders(config: SecurityHeadersConfig): Record<string, string> {
  const { global: _global, ...options } = securityHeaders(config);
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options as HelmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers that still mean something on a script or stylesheet the page loads: the rest (CSP,
 * frame, referrer and opener policies…) govern documents and workers, and cost a phone about
 * 0.7 KB on each of the twenty files of a first visit.
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'] as const;

/**
 * onRequest hook: the precomputed security headers on every response, refusals included. The
 * content-hashed /assets files (scripts, styles, images; no worker lives there: the service worker
 * is /sw.js) get only the headers that apply to a subresource.
 */
export function securityHeadersHook(config: SecurityHeadersConfig) {
  const headers = precomputeSecurityHeaders(config);
  const subresourceHeaders = Object.fromEntries(SUBRESOURCE_HEADERS.flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])));
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    void reply.headers(isHashedAssetPath(request.url) ? subresourceHeaders : headers);
    done();
  };
}
