import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchJson, HttpError, send } from './fetcher';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function initOf(fetchMock: ReturnType<typeof stubFetch>, call = 0): RequestInit {
  return fetchMock.mock.calls[call]![1]!;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('send: the spec’s one request helper (section 7)', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('%s: JSON content type and credentials', async (method) => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await send(method, '/api/pets/p1', { name: 'Biscuit' });
    const init = initOf(fetchMock);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/pets/p1');
    expect(init.method).toBe(method);
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it.each(['POST', 'PUT', 'PATCH'])('%s: sends the body as JSON', async (method) => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await send(method, '/api/pets', { name: 'Biscuit', age: 3 });
    expect(initOf(fetchMock).body).toBe('{"name":"Biscuit","age":3}');
  });

  it.each(['GET', 'DELETE', 'HEAD'])('%s: never sends a body, even when given one', async (method) => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await send(method, '/api/pets/p1', { ignored: true });
    expect(initOf(fetchMock).body).toBeUndefined();
  });

  it('sends no body for a POST without one (mark-read, accept, payment intent)', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await send('POST', '/api/chat/messages/c1/mark-read');
    const init = initOf(fetchMock);
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('normalises the method so "post" still sends its body and "get" none', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await send('post', '/api/pets', { name: 'Biscuit' });
    await send('get', '/api/pets', { name: 'Biscuit' });
    expect(initOf(fetchMock, 0)).toMatchObject({ method: 'POST', body: '{"name":"Biscuit"}' });
    expect(initOf(fetchMock, 1)).toMatchObject({ method: 'GET', body: undefined });
  });

  it('resolves with a non-OK answer so the caller decides what it means', async () => {
    stubFetch(() => new Response(null, { status: 404, statusText: 'Not Found' }));
    await expect(send('GET', '/api/user/role/u1')).resolves.toMatchObject({ status: 404 });
  });
});

describe('apiRequest', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s goes through the helper: credentials and the JSON content type',
    async (method) => {
      const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
      await apiRequest(method, '/api/pets/1', { name: 'Biscuit' });
      const init = initOf(fetchMock);
      expect(init.credentials).toBe('include');
      expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
      expect(init.body).toBe(['POST', 'PUT', 'PATCH'].includes(method) ? '{"name":"Biscuit"}' : undefined);
    },
  );

  it('throws "status: statusText" and does not retry', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 409, statusText: 'Conflict' }));
    const error = await apiRequest('POST', '/api/bookings', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('409: Conflict');
    expect((error as HttpError).status).toBe(409);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('fetchJson', () => {
  it('GETs through the helper with the session cookie and returns the parsed body', async () => {
    const fetchMock = stubFetch(() => Response.json({ ok: true }));
    await expect(fetchJson('/api/health')).resolves.toEqual({ ok: true });
    const init = initOf(fetchMock);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/health');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws "status: statusText" for a non-OK answer', async () => {
    stubFetch(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    const error = await fetchJson('/api/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('500: Internal Server Error');
    expect((error as HttpError).status).toBe(500);
  });
});
