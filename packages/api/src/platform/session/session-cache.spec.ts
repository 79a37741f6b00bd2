import { describe, expect, it, vi } from 'vitest';
import { CachedSessionStore, type CallbackSessionStore, SESSION_CACHE_TTL_MS } from './session-cache.js';

/** An in-memory store that counts lookups, like the Postgres one but observable. */
function fakeStore() {
  const rows = new Map<string, string>();
  const store: CallbackSessionStore & { gets: number } = {
    gets: 0,
    get(sid, callback) {
      store.gets += 1;
      const row = rows.get(sid);
      callback(undefined, row === undefined ? null : JSON.parse(row));
    },
    set(sid, session, callback) {
      rows.set(sid, JSON.stringify(session));
      callback();
    },
    destroy(sid, callback) {
      rows.delete(sid);
      callback();
    },
  };
  return store;
}

const get = (cache: CachedSessionStore, sid: string) =>
  new Promise<unknown>((resolve, reject) => cache.get(sid, (error, session) => (error ? reject(error) : resolve(session))));
const set = (cache: CachedSessionStore, sid: string, session: unknown) =>
  new Promise<void>((resolve) => cache.set(sid, session, () => resolve()));
const destroy = (cache: CachedSessionStore, sid: string) => new Promise<void>((resolve) => cache.destroy(sid, () => resolve()));

describe('CachedSessionStore', () => {
  it('answers repeated lookups from memory within the TTL, then asks the store again', async () => {
    let now = 1_000;
    const store = fakeStore();
    const cache = new CachedSessionStore(store, () => now);
    await set(cache, 's1', { userId: 'u1', cookie: { expires: new Date(5_000) } });
    await expect(get(cache, 's1')).resolves.toEqual({ userId: 'u1', cookie: { expires: '1970-01-01T00:00:05.000Z' } });
    await get(cache, 's1');
    expect(store.gets).toBe(0);
    now += SESSION_CACHE_TTL_MS;
    await get(cache, 's1');
    expect(store.gets).toBe(1);
  });

  it('forgets a destroyed session at once (logout takes effect immediately)', async () => {
    const store = fakeStore();
    const cache = new CachedSessionStore(store);
    await set(cache, 's1', { userId: 'u1' });
    await get(cache, 's1');
    await destroy(cache, 's1');
    await expect(get(cache, 's1')).resolves.toBeNull();
  });

  it('hands out copies, so a caller changing a session does not change the cache', async () => {
    const cache = new CachedSessionStore(fakeStore());
    await set(cache, 's1', { userId: 'u1' });
    const first = (await get(cache, 's1')) as { userId: string };
    first.userId = 'someone else';
    await expect(get(cache, 's1')).resolves.toEqual({ userId: 'u1' });
  });

  it('does not cache a failed write', async () => {
    const store = fakeStore();
    store.set = vi.fn((_sid: string, _session: unknown, callback: (error?: unknown) => void) => callback(new Error('db down')));
    const cache = new CachedSessionStore(store);
    await set(cache, 's1', { userId: 'u1' });
    await expect(get(cache, 's1')).resolves.toBeNull();
  });

  it('does not cache a lookup that raced a logout', async () => {
    const store = fakeStore();
    store.set('s1', { userId: 'u1' }, () => undefined); // in the store, not yet in the cache
    const cache = new CachedSessionStore(store);
    // The store answers the lookup only after the session was destroyed meanwhile.
    const realGet = store.get.bind(store);
    let release: () => void = () => undefined;
    store.get = (sid, callback) => {
      realGet(sid, (error, session) => {
        release = () => callback(error, session);
      });
    };
    const lookup = get(cache, 's1');
    await destroy(cache, 's1');
    release();
    await expect(lookup).resolves.toEqual({ userId: 'u1' }); // read before the logout
    store.get = realGet;
    await expect(get(cache, 's1')).resolves.toBeNull(); // but not remembered
  });
});
