import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';

/** What QueryState reads of a React Query result (a plain or an infinite query). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

/** No rows: an empty list, or a page of a list (`{ data: [] }`, the API's paged answer). */
export function noRows(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const rows = (data as { data?: unknown } | null)?.data;
  return Array.isArray(rows) && rows.length === 0;
}

/**
 * The ladder every loaded list or panel climbs (design §9): its own skeleton while loading, a
 * failure with a retry, the empty state when `isEmpty(data)` (by default: no rows), else `children(data)`. Each place keeps
 * its own skeleton and texts; `framed` puts the failure and the empty state on a card (a page's).
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  errorTitle,
  errorClassName,
  showRetrying = true,
  keepDataOnError = false,
  empty,
  isEmpty = noRows,
  framed = false,
  children,
}: {
  query: QueryLike<T>;
  loading: ReactNode;
  /** The sentence for a failure that is not the API's answer (no network); else the error's own. */
  failed?: string;
  errorTitle?: string | ((error: Error) => string);
  errorClassName?: string;
  /** Whether the retry button turns into "Retrying..." while the query fetches again. */
  showRetrying?: boolean;
  /** A failed refetch keeps what was shown (a list that has rows keeps them). */
  keepDataOnError?: boolean;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  framed?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = query;
  const frame = (node: ReactNode) => (framed ? <Card>{node}</Card> : node);
  if (query.isPending) return <>{loading}</>;
  if (error && query.isError && !(keepDataOnError && data !== undefined))
    return (
      <>
        {frame(
          <ErrorState
            title={typeof errorTitle === 'function' ? errorTitle(error) : errorTitle}
            className={errorClassName}
            message={failed === undefined ? error.message : errorMessage(error, failed)}
            onRetry={() => void query.refetch()}
            retrying={showRetrying && query.isFetching}
          />,
        )}
      </>
    );
  if (data === undefined) return null;
  if (empty !== undefined && isEmpty(data)) return <>{frame(empty)}</>;
  return <>{children(data)}</>;
}
