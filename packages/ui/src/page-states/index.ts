export { PageLoading, type PageLoadingProps } from './PageLoading';
export { NotFound, type NotFoundProps } from './NotFound';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { Skeleton } from './Skeleton';
