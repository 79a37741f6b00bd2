import {
  type AdminAppeal,
  APPEAL_BUSINESS_TIME_ZONE,
  appealApiPaths,
  type AppealInput,
  type AppealMetrics,
  type AppealStatus,
  type DecideAppealInput,
  type ListPage,
  type MemberAppeal,
  type MemberDecision,
} from '@pawpal/contract';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';

/* Decisions and appeals (docs/appeals.md; the shapes are @pawpal/contract's). */

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: APPEAL_BUSINESS_TIME_ZONE,
});

const timeFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: APPEAL_BUSINESS_TIME_ZONE,
});

/** "Wed, 16 Dec 2026, 10:00 am": an instant in Sydney time (when the time to appeal ends). */
export function formatAppealTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** "Wed, 2 Dec 2026": the day of an instant in Sydney, where appeal days are counted. */
export function formatAppealDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** The last day of a deadline that ends at a midnight (decideBy): the day before that midnight. */
export function formatDeadlineDay(iso: string): string {
  return dayFormat.format(new Date(Date.parse(iso) - 1));
}

export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  open: 'Waiting for a decision',
  upheld: 'Decision stands',
  overturned: 'Decision reversed',
};

/** The signed-in member's decisions (GET /api/decisions). */
export function useMyDecisions() {
  return useSWR<MemberDecision[], Error>(appealApiPaths.decisions);
}

/** Files an appeal (signed in, or with the suspension email's token); revalidates the member's decisions. */
export function useAppealActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      async appeal(input: AppealInput): Promise<MemberAppeal> {
        const appeal = await sendJson<MemberAppeal>('POST', appealApiPaths.appeals, input);
        await mutate(appealApiPaths.decisions);
        return appeal;
      },
    }),
    [mutate],
  );
}

/** The admins' appeal queue in one status. */
export function useAdminAppeals(status: AppealStatus, page: number) {
  return useSWR<ListPage<AdminAppeal>, Error>(`${appealApiPaths.adminAppeals(status)}&page=${page}`);
}

export function useAppealMetrics() {
  return useSWR<AppealMetrics, Error>(appealApiPaths.adminAppealMetrics);
}

/** An admin decides an appeal; revalidates every admin answer. */
export function useDecideAppeal() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => async (appealId: string, input: DecideAppealInput) => {
      const appeal = await sendJson<AdminAppeal>('POST', appealApiPaths.adminAppealDecide(appealId), input);
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/'));
      return appeal;
    },
    [mutate],
  );
}
