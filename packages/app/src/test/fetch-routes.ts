import { vi } from 'vitest';

/*
 * The API, mocked by route: `'GET /api/bookings/b1'` → a handler answering a Response. Any other
 * request answers 404 (a test names every call its screen makes). The mock is `fetch` itself, so a
 * test reads what was sent with `sentBodies`.
 */

export type RouteHandler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

export function serveRoutes(routes: Record<string, RouteHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const handler = routes[`${(init?.method ?? 'GET').toUpperCase()} ${url}`];
    return handler ? handler(init, url) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD url`, in order. */
export function sentBodies(fetchMock: ReturnType<typeof serveRoutes>, route: string): unknown[] {
  const [method, url] = route.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET').toUpperCase() === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));
}

/** How many times `METHOD url` was asked. */
export function callsTo(fetchMock: ReturnType<typeof serveRoutes>, route: string): number {
  return sentBodies(fetchMock, route).length;
}
