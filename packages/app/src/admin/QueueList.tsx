import { ErrorState, Pagination, Skeleton } from '@pawpal/ui';
import type * as React from 'react';

/** One page of an admin queue as the API answers it. */
interface QueuePage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface QueueListProps<T extends { id: string }> {
  query: { data?: QueuePage<T>; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** "We couldn’t load the … queue." */
  errorMessage: string;
  /** "No … here." */
  emptyMessage: string;
  renderItem: (item: T) => React.ReactNode;
  onPageChange: (page: number) => void;
}

/** An admin queue's page: loading, error with retry, empty, or the cards and their pagination. */
export function QueueList<T extends { id: string }>({ query, errorMessage, emptyMessage, renderItem, onPageChange }: QueueListProps<T>) {
  const { data, error, isLoading, mutate } = query;
  if (error) return <ErrorState headingLevel={3} message={errorMessage} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton className="h-40 w-full" />;
  if (data.items.length === 0) return <p className="text-sm text-muted-foreground">{emptyMessage}</p>;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {data.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={onPageChange} />
    </>
  );
}
