import { Button, Card, CardContent, CardHeader, CardTitle, ErrorState, Label, Skeleton, StatusBadge, Textarea } from '@pawpal/ui';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useAdminActions, useAdminUser } from '../data/admin';
import { describeError, hasStatus } from '../data/mutation';
import { BookingList } from './AdminBookingList';
import { formatDay, SuspensionBadge } from './SuspensionBadge';
import { SuspendForm } from './SuspendForm';

export interface AdminUserPageProps {
  userId: string;
  onBack: () => void;
}

/** A user's page: who they are, their bookings, reports and verifications; suspend or reinstate. */
export function AdminUserPage({ userId, onBack }: AdminUserPageProps) {
  const { data: user, error, mutate } = useAdminUser(userId);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" /> All users
    </Button>
  );
  if (error) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState
          message={hasStatus(error, 404) ? 'There is no such user.' : 'We couldn’t load this user.'}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }
  if (!user) return <Skeleton className="h-48 w-full" />;
  const name = `${user.firstName} ${user.lastName}`;
  const role = user.isAdmin ? 'Admin' : user.isSitter ? 'Sitter' : 'Owner';

  return (
    <div className="flex flex-col gap-6">
      <div>{back}</div>
      <section aria-labelledby="admin-user-heading" className="flex flex-col gap-2">
        <h2 id="admin-user-heading" className="text-2xl font-semibold">
          {name}
        </h2>
        <p className="break-all text-muted-foreground">{user.email}</p>
        <div className="flex flex-wrap gap-1">
          <StatusBadge status={role.toLowerCase()} tone="secondary">
            {role}
          </StatusBadge>
          {user.sitterReviewStatus ? (
            <StatusBadge status={user.sitterReviewStatus} tone="outline">
              Profile: {user.sitterReviewStatus.replace('_', ' ')}
            </StatusBadge>
          ) : null}
          <SuspensionBadge suspension={user.suspension} />
        </div>
        <p className="text-sm text-muted-foreground">Member since {formatDay(user.createdAt)}</p>
      </section>

      <Card className="px-4 sm:px-6">
        <CardHeader className="px-0">
          <CardTitle>{user.suspension ? 'Suspension' : 'Suspend this account'}</CardTitle>
        </CardHeader>
        <CardContent className="px-0">
          {user.isAdmin ? (
            <p className="text-sm text-muted-foreground">Admin accounts cannot be suspended.</p>
          ) : user.suspension ? (
            <Reinstate userId={user.id} reason={user.suspension.reason} until={user.suspension.until} />
          ) : (
            <SuspendForm userId={user.id} name={name} />
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="admin-user-bookings" className="flex flex-col gap-3">
        <h3 id="admin-user-bookings" className="text-lg font-semibold">
          Bookings
        </h3>
        {user.bookings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No bookings.</p>
        ) : (
          <BookingList bookings={user.bookings} />
        )}
      </section>

      <section aria-labelledby="admin-user-reports" className="flex flex-col gap-3">
        <h3 id="admin-user-reports" className="text-lg font-semibold">
          Reports
        </h3>
        <p className="text-sm">
          {user.reportsAgainst.length} about them ({user.reportsAgainst.filter((report) => report.status === 'open').length} open),{' '}
          {user.reportsBy.length} made by them.
        </p>
        <ul className="flex flex-col gap-1 text-sm">
          {user.reportsAgainst.map((report) => (
            <li key={report.id}>
              {formatDay(report.createdAt)}: {report.reason.replaceAll('_', ' ')} ({report.status})
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="admin-user-verifications" className="flex flex-col gap-3">
        <h3 id="admin-user-verifications" className="text-lg font-semibold">
          Verifications
        </h3>
        {user.verifications.length === 0 ? (
          <p className="text-sm text-muted-foreground">No documents submitted.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {user.verifications.map((verification) => (
              <li key={verification.id}>
                {verification.kind === 'id' ? 'Photo ID' : 'Police check'}: {verification.status}, submitted{' '}
                {formatDay(verification.submittedAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Reinstate({ userId, reason, until }: { userId: string; reason: string; until: string | null }) {
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { reinstateUser } = useAdminActions();
  return (
    <div className="flex flex-col gap-3">
      <p>
        Suspended {until ? `until ${formatDay(until)}` : 'until reinstated'}: {reason}
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="reinstate-note">Note (optional)</Label>
        <Textarea id="reinstate-note" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <div>
        <Button
          busy={busy}
          onClick={async () => {
            setBusy(true);
            setFailure(null);
            try {
              await reinstateUser(userId, note.trim() ? { reason: note.trim() } : {});
            } catch (error) {
              setFailure(describeError(error));
            } finally {
              setBusy(false);
            }
          }}
        >
          Reinstate account
        </Button>
      </div>
    </div>
  );
}
