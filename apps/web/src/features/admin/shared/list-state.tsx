import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonRows } from '@/components/ui/skeleton';

interface ListPage<T> {
  data: T[];
  pagination?: { page: number; totalPages: number; total: number };
}

/** "12 brands": the noun in the singular for one. */
export const countOf = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

/**
 * A console list's states below its filters: the count line (when `count` is given), then loading,
 * error with retry, the empty state or the rows (dimmed while another page loads), then page numbers.
 * `framed` puts each state on its own card (a page); unframed, they sit inside the caller's card.
 * `paused` (filters that cannot be sent) shows none of them, only an empty count line.
 */
export function ListState<T>({
  query,
  count,
  skeletonRows,
  empty,
  pagesLabel,
  onPageChange,
  framed = true,
  paused = false,
  children,
}: {
  query: UseQueryResult<ListPage<T>, Error>;
  count?: (total: number) => string;
  skeletonRows: number;
  empty: ReactNode;
  pagesLabel: string;
  onPageChange: (page: number) => void;
  framed?: boolean;
  paused?: boolean;
  children: (rows: T[]) => ReactNode;
}) {
  const pagination = paused ? undefined : query.data?.pagination;
  const skeleton = <SkeletonRows rows={skeletonRows} />;

  return (
    <>
      {count ? (
        <p className="text-sm text-gray-700" aria-live="polite">
          {pagination ? count(pagination.total) : '\u00a0'}
        </p>
      ) : null}

      {paused ? null : (
        <QueryState
          query={query}
          loading={framed ? <Card className="p-4">{skeleton}</Card> : skeleton}
          framed={framed}
          empty={empty}
        >
          {(page) => (
            <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
              {children(page.data)}
            </div>
          )}
        </QueryState>
      )}

      <Pagination pages={pagination} onPageChange={onPageChange} label={pagesLabel} />
    </>
  );
}
