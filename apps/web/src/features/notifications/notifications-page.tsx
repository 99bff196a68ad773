import type { Notification } from '@ih/contract/notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MarkAllRead } from '@/components/notifications/mark-all-read';
import { NotificationItem } from '@/components/notifications/notification-item';
import { NotificationList } from '@/components/notifications/notification-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { notificationListQuery, useMarkRead } from '@/lib/notifications-api';
import { usePageMeta } from '@/lib/page-meta';
import type { Scope } from '@/lib/session';
import { useListParams } from '@/lib/use-list-params';

export const PAGE_SIZE = 20;

/** /notifications and /admin/notifications: every notification, newest first, with pages and an unread filter. */
export default function NotificationsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Notifications` });
  const scope: Scope = useLocation().pathname.startsWith('/admin') ? 'staff' : 'creator';
  const { params, page, update, setPage } = useListParams();
  const unreadOnly = params.get('filter') === 'unread';
  const navigate = useNavigate();
  const list = useQuery(notificationListQuery(scope, page, PAGE_SIZE, unreadOnly));
  const markRead = useMarkRead(scope);
  const unread = list.data?.unreadCount ?? 0;

  // Each filter and page is its own history entry.
  const showUnread = (on: boolean) =>
    update({ filter: on ? 'unread' : undefined, page: undefined }, { replace: false });
  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate({ ids: [n._id] });
    navigate(n.link);
  };
  const markLabel = (title: string) => t`Mark "${title}" as read`;
  const failed = (e: unknown) =>
    toast({
      variant: 'destructive',
      title: errorMessage(e, t`Could not mark notifications as read. Please try again.`),
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-gray-300 bg-white p-1">
          <legend className="sr-only">
            <Trans>Show</Trans>
          </legend>
          {[
            { label: t`All`, value: false },
            { label: unread ? t`Unread (${unread})` : t`Unread`, value: true },
          ].map((tab) => (
            <Button
              key={String(tab.value)}
              size="sm"
              variant={unreadOnly === tab.value ? 'secondary' : 'ghost'}
              aria-pressed={unreadOnly === tab.value}
              onClick={() => showUnread(tab.value)}
            >
              {tab.label}
            </Button>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          <MarkAllRead
            markRead={markRead}
            unread={unread}
            variant="outline"
            onDone={() => toast({ variant: 'success', title: t`All notifications marked as read` })}
          />
          <Button variant="ghost" size="sm" asChild>
            <Link
              to={
                scope === 'creator' ? '/profile#notification-preferences' : '/admin/notification-preferences'
              }
            >
              <Settings aria-hidden />
              <Trans>Preferences</Trans>
            </Link>
          </Button>
        </div>
      </div>
      <Card className="p-2">
        <NotificationList
          list={list}
          skeletonRows={6}
          emptyTitle={unreadOnly ? t`No unread notifications` : undefined}
        >
          {(n) => (
            <li key={n._id} className="flex items-start gap-1">
              <div className="min-w-0 flex-1">
                <NotificationItem notification={n} onOpen={open} />
              </div>
              {n.readAt ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-2 h-11 shrink-0 sm:h-8"
                  aria-label={markLabel(n.title)}
                  onClick={() => markRead.mutate({ ids: [n._id] }, { onError: failed })}
                >
                  <Trans>Mark read</Trans>
                </Button>
              )}
            </li>
          )}
        </NotificationList>
      </Card>
      <Pagination pages={list.data?.pagination} onPageChange={(p) => setPage(p, { replace: false })} />
    </div>
  );
}
