import { Button, Card, ErrorState, Pagination, Skeleton, StatusBadge } from '@pawpal/ui';
import { useState } from 'react';
import { useAdminUsers } from '../data/admin';
import { SuspensionBadge } from './SuspensionBadge';
import { AdminSearchForm } from './AdminSearchForm';

export interface AdminUsersProps {
  /** Opens a user's page. */
  onOpen: (userId: string) => void;
}

/** Find a user by name or email; newest accounts first. */
export function AdminUsers({ onOpen }: AdminUsersProps) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminUsers(q, page);

  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
      <h2 id="admin-users-heading" className="text-xl font-semibold">
        Users
      </h2>
      <AdminSearchForm
        id="admin-user-search"
        label="Name or email"
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      {error ? (
        <ErrorState message="We couldn’t load the users." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No users match “{q}”.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{data.total === 1 ? '1 user' : `${data.total} users`}</p>
          <ul className="flex flex-col gap-3">
            {data.items.map((user) => (
              <li key={user.id}>
                <Card padding="sm" className="flex flex-col gap-2 px-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {user.firstName} {user.lastName}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                    <div className="mt-1 flex flex-wrap gap-1">
                      {user.isAdmin ? (
                        <StatusBadge status="admin" tone="indigo">
                          Admin
                        </StatusBadge>
                      ) : null}
                      {user.isSitter ? (
                        <StatusBadge status="sitter" tone="teal">
                          Sitter
                        </StatusBadge>
                      ) : null}
                      <SuspensionBadge suspension={user.suspension} />
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onOpen(user.id)}
                    aria-label={`Open ${user.firstName} ${user.lastName}`}
                  >
                    Open
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
          <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
