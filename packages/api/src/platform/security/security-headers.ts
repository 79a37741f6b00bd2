import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type FastifyHelmetOptions } from '@fastify/helmet';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { type AppConfig } from '../config/config.js';
import { isHashedAssetPath } from '../static/static-files.js';

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/** Origins a feature's settings add to the CSP (the composition passes them; the platform knows no feature). */
export interface ContentSources {
  /** Image origins, e.g. the search map's tile server (MAP_TILE_URL). */
  readonly imgSrc?: readonly string[];
}

/**
 * Response headers for every route (API, login page, the built app). The CSP suits a Vite-built
 * React app: scripts only from this origin (Vite emits no inline script), inline styles allowed
 * because Radix positions popovers with style attributes, WebSocket connections for live updates.
 */
export function securityHeaders(config: AppConfig, sources: ContentSources = {}): FastifyHelmetOptions {
  // Stripe Elements (payment screen) loads Stripe's script and frames and calls its API.
  const stripe = config.stripe !== undefined;
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? [STRIPE_JS] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The search map's tiles (MAP_TILE_URL, OpenStreetMap's by default).
        imgSrc: ["'self'", 'data:', 'blob:', ...(sources.imgSrc ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(stripe ? [STRIPE_API] : [])],
        ...(stripe ? { frameSrc: [STRIPE_JS, STRIPE_HOOKS] } : {}),
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
export function precomputeSecurityHeaders(config: AppConfig, sources: ContentSources = {}): Record<string, string> {
  const { global: _global, ...options } = securityHeaders(config, sources);
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
 * 0.7 KB on each of the twenty files of a first visit (issue 11).
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'] as const;

/**
 * onRequest hook: the precomputed security headers on every response, refusals included. The
 * content-hashed /assets files (scripts, styles, images; no worker lives there: the service worker
 * is /sw.js) get only the headers that apply to a subresource.
 */
export function securityHeadersHook(config: AppConfig, sources: ContentSources = {}) {
  const headers = precomputeSecurityHeaders(config, sources);
  const subresourceHeaders = Object.fromEntries(SUBRESOURCE_HEADERS.flatMap((name) => (headers[name] ? [[name, headers[name]]] : [])));
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    void reply.headers(isHashedAssetPath(request.url) ? subresourceHeaders : headers);
    done();
  };
}
