import { apiPaths, type AuthUser } from '@pawpal/contract';
import useSWR from 'swr';
import { send, throwIfNotOk } from './fetcher';
import { shouldRetryAuthQuery, withRetries } from './swr-config';

/* The signed-in user (GET /api/auth/user; the shape is @pawpal/contract's AuthUser). */

/** The SWR key of the signed-in user (ProfilePage writes a fresh user into it after a change). */
export const AUTH_USER_KEY = apiPaths.authUser();

/** 401 or 403 means "not signed in": null, not an error. Other failures retry, then throw. */
export function fetchAuthUser(url: string): Promise<AuthUser | null> {
  return withRetries(async () => {
    const response = await send('GET', url);
    if (response.status === 401 || response.status === 403) return null;
    throwIfNotOk(response);
    return (await response.json()) as AuthUser;
  }, shouldRetryAuthQuery);
}

export interface AuthState {
  /** The user, null when signed out (or when the auth call failed for good). */
  user: AuthUser | null;
  /** True until the first answer (including its retries) is in. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** A failure other than 401/403 after all retries; the app then treats the visitor as signed out. */
  error: Error | undefined;
}

/** Who is signed in. Refetches on mount (deduped within the stale time), never polls. */
export function useAuth(): AuthState {
  const { data, error, isLoading } = useSWR<AuthUser | null, Error>(AUTH_USER_KEY, fetchAuthUser, {
    revalidateOnMount: true,
    refreshInterval: 0,
  });
  const user = data ?? null;
  // SWR reports isLoading while it revalidates on mount even with an answer in hand (a server-
  // rendered page's signed-out answer): loading means no answer yet.
  return { user, isLoading: isLoading && data === undefined, isAuthenticated: user !== null, error };
}
