import { ErrorState, Pagination, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@pawpal/ui';
import { useState } from 'react';
import { useAuditLog } from '../data/admin';

const TIME = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** Every admin action (and a member's own step, such as filing an appeal, marked "member"), newest first (append-only: the database refuses changes). Times in UTC. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAuditLog(page);
  return (
    <section aria-labelledby="audit-log-heading" className="flex flex-col gap-4">
      <h2 id="audit-log-heading" className="text-xl font-semibold">
        Audit log
      </h2>
      <p className="text-sm text-muted-foreground">Every admin action, newest first. Rows are never changed or deleted. Times are UTC.</p>
      {error ? (
        <ErrorState message="We couldn’t load the audit log." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No admin actions yet.</p>
      ) : (
        <>
          {/* The table scrolls in its own box on a narrow screen: a named region in the Tab order, so a keyboard can scroll it. */}
          <div
            className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            role="region"
            aria-label="Admin actions"
            tabIndex={0}
          >
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>When (UTC)</TableHead>
                  <TableHead>By</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Target</TableHead>
                  <TableHead>Reason</TableHead>
                  <TableHead>Request</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">{TIME.format(new Date(entry.at))}</TableCell>
                    <TableCell>
                      {entry.actor.name}
                      {entry.actor.kind === 'member' ? <span className="text-xs text-muted-foreground"> (member)</span> : null}
                    </TableCell>
                    <TableCell className="font-mono text-xs">{entry.action}</TableCell>
                    <TableCell className="min-w-40 whitespace-normal">
                      {entry.targetName ?? (
                        <span className="text-muted-foreground">No longer exists ({entry.targetType.replace('_', ' ')})</span>
                      )}
                    </TableCell>
                    <TableCell className="min-w-48 whitespace-normal">{entry.reason ?? '—'}</TableCell>
                    <TableCell className="break-all font-mono text-xs">{entry.requestId ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
