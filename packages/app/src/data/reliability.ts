import {
  apiPaths,
  type LateCancellationEntry,
  type OwnerReliability,
  type ReliabilityReplyInput,
  type SitterReliability,
} from '@pawpal/contract';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';
import { isReviewKey } from './reviews';

/* Reliability records (docs/reliability.md): signed-in reads; the server decides who sees an owner's. */

/** A sitter's record; `enabled` false (signed out) asks nothing. */
export function useSitterReliability(sitterId: string | undefined, enabled = true) {
  return useSWR<SitterReliability, Error>(sitterId && enabled ? apiPaths.sitterReliability(sitterId) : null);
}

/** An owner's record, for their sitter on a request. */
export function useOwnerReliability(userId: string | undefined) {
  return useSWR<OwnerReliability, Error>(userId ? apiPaths.userReliability(userId) : null);
}

/** The sitter's one reply to a late-cancellation entry; revalidates the review lists. */
export function useReliabilityActions() {
  const { mutate } = useSWRConfig();
  const revalidate = useCallback(() => mutate((key) => isReviewKey(key)), [mutate]);
  return useMemo(
    () => ({
      async replyToEntry(entryId: string, input: ReliabilityReplyInput): Promise<LateCancellationEntry> {
        const entry = await sendJson<LateCancellationEntry>('POST', apiPaths.reliabilityEntryReply(entryId), input);
        await revalidate();
        return entry;
      },
    }),
    [revalidate],
  );
}
