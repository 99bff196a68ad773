import type { Notification } from '@ih/contract/notifications';
import { BellOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { NOTIFICATION_TEXT } from '@/lib/notifications-api';

/**
 * A page of notifications (the bell's panel, the notifications page): skeleton rows while it loads,
 * the failure with a retry, the empty state, else `children(n)` (an <li>) for each one.
 */
export function NotificationList({
  list,
  skeletonRows,
  emptyTitle = NOTIFICATION_TEXT.empty,
  children,
}: {
  list: QueryLike<{ data: Notification[] }>;
  skeletonRows: number;
  emptyTitle?: string;
  children: (notification: Notification) => ReactNode;
}) {
  return (
    <QueryState
      query={list}
      loading={<SkeletonRows rows={skeletonRows} />}
      failed={NOTIFICATION_TEXT.listFailed}
      empty={
        <EmptyState icon={BellOff} title={emptyTitle} description={NOTIFICATION_TEXT.emptyDescription} />
      }
    >
      {(page) => <ul className="flex flex-col gap-1">{page.data.map(children)}</ul>}
    </QueryState>
  );
}
