import type { Notification } from '@ih/contract/notifications';
import { useLingui } from '@lingui/react/macro';
import { BellOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';

/**
 * A page of notifications (the bell's panel, the notifications page): skeleton rows while it loads,
 * the failure with a retry, the empty state, else `children(n)` (an <li>) for each one.
 */
export function NotificationList({
  list,
  skeletonRows,
  emptyTitle,
  children,
}: {
  list: QueryLike<{ data: Notification[] }>;
  skeletonRows: number;
  emptyTitle?: string;
  children: (notification: Notification) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <QueryState
      query={list}
      loading={<SkeletonRows rows={skeletonRows} />}
      failed={t`Failed to fetch notifications`}
      empty={
        <EmptyState
          icon={BellOff}
          title={emptyTitle ?? t`You're all caught up`}
          description={t`New notifications about your work and payments appear here.`}
        />
      }
    >
      {(page) => <ul className="flex flex-col gap-1">{page.data.map(children)}</ul>}
    </QueryState>
  );
}
