import { apiPaths, type RoleRecord } from '@pawpal/contract';
import useSWR from 'swr';
import { send, throwIfNotOk } from './fetcher';
import { ROLE_QUERY_STALE_TIME_MS } from './swr-config';

/* The signed-in user's role record (GET /api/user/role/{userId}; the shape is @pawpal/contract's RoleRecord). */

/** No role record, a 403/404 answer or any failure: neither sitter nor admin. */
export const NO_ROLE: RoleRecord = Object.freeze({ isSitter: false, isAdmin: false, sitterData: null });

/** 404 and 403 are answers ("no role"), not failures; anything else non-OK throws. */
export async function fetchRole(url: string): Promise<RoleRecord> {
  const response = await send('GET', url);
  if (response.status === 404 || response.status === 403) return NO_ROLE;
  throwIfNotOk(response);
  const body = (await response.json()) as Partial<RoleRecord> | null;
  return {
    isSitter: body?.isSitter === true,
    isAdmin: body?.isAdmin === true,
    sitterData: body?.sitterData ?? null,
  };
}

export interface RoleState extends RoleRecord {
  /** True while a signed-in user's role is being fetched for the first time. */
  isLoading: boolean;
}

function logRoleError(error: Error): void {
  console.error('Could not load the user role; treating the user as neither sitter nor admin.', error);
}

/** The role of a signed-in user; pass null when signed out (no request is made). */
export function useRole(userId: string | null | undefined): RoleState {
  const { data, isLoading } = useSWR<RoleRecord, Error>(userId ? apiPaths.role(userId) : null, fetchRole, {
    dedupingInterval: ROLE_QUERY_STALE_TIME_MS,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onError: logRoleError,
  });
  return { ...(data ?? NO_ROLE), isLoading };
}
