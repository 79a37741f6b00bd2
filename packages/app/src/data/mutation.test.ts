import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, describeError, sendJson } from './mutation';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendJson', () => {
  it('sends JSON with credentials and resolves with the answer', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'p1' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendJson('POST', '/api/pets', { name: 'Rex' })).resolves.toEqual({ id: 'p1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/pets', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"name":"Rex"}',
    });
  });

  it('sends the attempt’s Idempotency-Key when given one', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'b1' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await sendJson('POST', '/api/bookings', { sitterId: 's1' }, { idempotencyKey: 'attempt-1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': 'attempt-1' },
      body: '{"sitterId":"s1"}',
    });
  });

  it('sends no body when it has none, still claiming JSON like every request (the API accepts that)', async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: 'accepted' }));
    vi.stubGlobal('fetch', fetchMock);
    await sendJson('POST', '/api/bookings/b1/accept');
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/b1/accept', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: undefined,
    });
  });

  it('never sends a body with DELETE, even when given one', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await sendJson('DELETE', '/api/pets/p1', { ignored: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/pets/p1', {
      method: 'DELETE',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: undefined,
    });
  });

  it('resolves with null for 204 No Content', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(sendJson('DELETE', '/api/pets/p1')).resolves.toBeNull();
  });

  it('keeps the spec’s error message and the API’s words for a person', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { statusCode: 409, error: 'Conflict', message: 'Rex is in an active booking' },
          { status: 409, statusText: 'Conflict' },
        ),
      ),
    );
    const error = await sendJson('DELETE', '/api/pets/p1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: Conflict');
    expect(describeError(error)).toBe('Rex is in an active booking');
  });

  it('falls back to plain words when the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await sendJson('POST', '/api/bookings', {}).catch((caught: unknown) => caught);
    expect(describeError(error)).toBe('The server had a problem. Please try again in a moment.');
  });
});
