import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/**
 * The loading and failure states of a console detail page; renders `children(data)` once loaded.
 * A 404 gets its own title ('… not found'), anything else a retry.
 */
export function DetailState<T>({
  query,
  notFoundTitle,
  failedTitle,
  children,
}: {
  query: UseQueryResult<T>;
  notFoundTitle: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Card className="p-5" aria-busy>
        <SkeletonRows rows={6} />
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <ErrorState
          title={query.error instanceof ApiError && query.error.status === 404 ? notFoundTitle : failedTitle}
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  return children(query.data);
}
