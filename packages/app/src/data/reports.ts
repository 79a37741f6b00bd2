import {
  type AdminReport,
  type AdminReportList,
  type Report,
  type ReportInput,
  type ReportStatus,
  type RuleInput,
  reportsApiPaths,
} from '@pawpal/contract';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';

/* Reports (docs/reviews-and-reports.md; the shapes are @pawpal/contract's). */

/** Reports in one status for the admin queue (open by default). */
export function useAdminReports(status: ReportStatus, page: number) {
  return useSWR<AdminReportList, Error>(reportsApiPaths.adminReports({ status, page }));
}

/** Filing a report, and the admin's resolve / dismiss (which revalidate every admin answer, counts included). They throw the API's message (ApiError). */
export function useReportActions() {
  const { mutate } = useSWRConfig();
  const revalidateAdmin = useCallback(() => mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/')), [mutate]);
  return useMemo(
    () => ({
      report: (input: ReportInput): Promise<Report> => sendJson<Report>('POST', reportsApiPaths.reports(), input),
      /** Resolving upholds the report against the reported member: it names a community rule. */
      async handle(reportId: string, outcome: 'resolve' | 'dismiss', note: string, rule?: RuleInput['rule']): Promise<AdminReport> {
        const body = outcome === 'resolve' ? { note, rule } : { note };
        const report = await sendJson<AdminReport>('POST', reportsApiPaths.adminHandle(reportId, outcome), body);
        await revalidateAdmin();
        return report;
      },
    }),
    [revalidateAdmin],
  );
}
