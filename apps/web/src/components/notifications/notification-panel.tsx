import type { Notification } from '@ih/contract/notifications';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { notificationListQuery, notificationsPath, useMarkRead } from '@/lib/notifications-api';
import type { Scope } from '@/lib/session';
import { MarkAllRead } from './mark-all-read';
import { NotificationItem } from './notification-item';
import { NotificationList } from './notification-list';

export const PANEL_SIZE = 10;

/** The bell's panel: the latest notifications, "Mark all read" and the way to the full list. */
export default function NotificationPanel({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const navigate = useNavigate();
  const list = useQuery(notificationListQuery(scope, 1, PANEL_SIZE));
  const markRead = useMarkRead(scope);
  const unread = list.data?.unreadCount ?? 0;

  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate({ ids: [n._id] });
    onClose();
    navigate(n.link);
  };

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-5rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-3">
        <h2 className="text-base font-semibold text-gray-900">
          <Trans>Notifications</Trans>
        </h2>
        <MarkAllRead markRead={markRead} unread={unread} variant="link" className="px-0" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <NotificationList list={list} skeletonRows={4}>
          {(n) => (
            <li key={n._id}>
              <NotificationItem notification={n} onOpen={open} compact />
            </li>
          )}
        </NotificationList>
      </div>
      <div className="border-t border-gray-200 p-2">
        <Button variant="ghost" className="w-full" asChild>
          <Link to={notificationsPath(scope)} onClick={onClose}>
            <Trans>See all notifications</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
