import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchJson, HttpError } from './fetcher';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchJson', () => {
  it('sends the session cookie and returns the parsed body', async () => {
    const fetchMock = stubFetch(() => Response.json({ ok: true }));
    await expect(fetchJson('/api/health')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ credentials: 'include' }));
  });

  it('throws "status: statusText" for a non-OK answer', async () => {
    stubFetch(() => new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    const error = await fetchJson('/api/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('500: Internal Server Error');
    expect((error as HttpError).status).toBe(500);
  });
});

describe('apiRequest', () => {
  it.each(['POST', 'PUT', 'PATCH'])('sends the body as JSON for %s', async (method) => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest(method, '/api/pets', { name: 'Biscuit' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe(method);
    expect(init.body).toBe('{"name":"Biscuit"}');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it.each(['GET', 'DELETE', 'HEAD'])('never sends a body for %s', async (method) => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest(method, '/api/pets/1', { ignored: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('normalises the method so "post" still sends its body', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest('post', '/api/pets', { name: 'Biscuit' });
    expect(fetchMock.mock.calls[0]![1]!).toMatchObject({ method: 'POST', body: '{"name":"Biscuit"}' });
  });

  it('throws "status: statusText" and does not retry', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 409, statusText: 'Conflict' }));
    await expect(apiRequest('POST', '/api/bookings', {})).rejects.toThrow('409: Conflict');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
