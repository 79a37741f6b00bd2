import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Cache, type Middleware } from 'swr';

/*
 * SWR keeps every cache entry forever. The spec keeps query data for 10 minutes after it is
 * last used (TanStack's gcTime), so this middleware counts the hooks using each key and
 * deletes an entry once nobody has used it for `ms`. A hook that comes back in time cancels
 * the deletion.
 */

interface Usage {
  users: number;
  timer?: ReturnType<typeof setTimeout>;
}

const usageByCache = new WeakMap<Cache, Map<string, Usage>>();

/** Marks `key` in use until the returned release function runs. */
export function retainKey(cache: Cache, key: string, keepForMs: number): () => void {
  let usage = usageByCache.get(cache);
  if (!usage) {
    usage = new Map();
    usageByCache.set(cache, usage);
  }
  const entries = usage;
  const entry = entries.get(key) ?? { users: 0 };
  clearTimeout(entry.timer);
  entry.timer = undefined;
  entry.users += 1;
  entries.set(key, entry);

  return () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.timer = setTimeout(() => {
      entries.delete(key);
      cache.delete(key);
    }, keepForMs);
  };
}

/** SWR middleware: drop a key's cached data `ms` after its last hook unmounted. */
export function keepUnusedFor(ms: number): Middleware {
  return (useSWRNext) =>
    function useKeepUnused(key, fetcher, config) {
      const { cache } = useSWRConfig();
      const serialized = unstable_serialize(key);
      useEffect(() => {
        if (!serialized) return undefined;
        return retainKey(cache, serialized, ms);
      }, [cache, serialized]);
      return useSWRNext(key, fetcher, config);
    };
}
