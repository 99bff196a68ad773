import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
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
  return (
    <QueryState
      query={query}
      loading={
        <Card className="p-5" aria-busy>
          <SkeletonRows rows={6} />
        </Card>
      }
      errorTitle={(error) =>
        error instanceof ApiError && error.status === 404 ? notFoundTitle : failedTitle
      }
      framed
    >
      {children}
    </QueryState>
  );
}
